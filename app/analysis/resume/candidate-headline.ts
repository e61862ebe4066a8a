// What a recruiter reads first about a candidate: their current title and where
// they are. Read from facts the analyzer already has, and from the resume's top lines.
import type { CandidateFacts } from "../match/scoring";
import { profileTopAfterSidebar } from "./sidebar-first";
import { METRO_AREA, namesOnlyAPlace, PLACE, REGIONS, US_STATES, withoutDottedState } from "./places";
import { findSkills } from "../knowledge/lexicon";
import { namesAWorker, resolveOccupation } from "../knowledge/occupations";
import { tokenize } from "../text";

const HEADER_LINES = 8;
/** States' letters that are degrees' too (Master of Science, of Arts, Doctor of Medicine, Physician Assistant). */
const DEGREE_STATES = /^(?:MS|MA|MD|PA)$/;

/** The first "City, Region" in the resume's top lines, or "Remote". */
export function locationFromText(text: string): string | null {
  const lines = text.split("\n");
  // A LinkedIn export gives the location under the headline, after its sidebar.
  const top = profileTopAfterSidebar(lines);
  const head = [...(top ? lines.slice(top.from, top.to) : []), ...lines.filter((l) => l.trim()).slice(0, HEADER_LINES)].filter((l) => l.trim());
  for (const [n, written] of head.entries()) {
    const line = withoutDottedState(written);
    // "Rachel Kim, MS, OTR/L", "Dana Cole, MD": a degree's letters after the name, which some states share.
    const degreeAfterName = (m: RegExpMatchArray, region: string) =>
      DEGREE_STATES.test(region) && ((n === 0 && (m.index ?? 0) <= 1) || /^\s*,\s*[A-Z]/.test(line.slice((m.index ?? 0) + m[0].length)));
    // "Bristol, BS6", "Leeds LS6 2AB": a British town before its postcode, in full or its first half after a comma.
    const uk = /\b(\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+){0,2})(?:,\s*(?:[A-Z]{1,2}\d[A-Z\d]?)(?:\s+\d[A-Z]{2})?|,?\s+[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2})(?=\s*$|\s*[|·•,]|\s{2,})/u.exec(line);
    if (uk && !namesATool(uk[1]!) && !namesAWorker(uk[1]!)) return uk[1]!;
    for (const m of line.matchAll(PLACE)) {
      const [, city, region] = m;
      if (degreeAfterName(m, region!)) continue;
      // "Windows XP, MS Office", "Lean Six Sigma, IN progress": letters before a word, or a tool's name, are no place.
      const after = line.slice((m.index ?? 0) + m[0].length);
      // "Reno, NV  kdoyle@example.com": an email after the state is no word of a tool's name.
      // "MS PowerPoint, MS Outlook., SAP": a word that ends its sentence is a word too.
      const next = /^\s+([A-Za-z]+(?:\s[A-Z][a-z]+)?)(?![\w@'-]|\.\w)/.exec(after)?.[1];
      if (/^[A-Z]{2}$/.test(region!) && next && !REGIONS.has(next) && !REGIONS.has(next.split(" ")[0]!) && !CONTACT_LABEL.test(next.split(" ")[0]!)) continue;
      if (namesATool(city!)) continue;
      // "Sunnyvale, CA, USA": a state's letters are no town of the country after them.
      if (/^[A-Z]{2,3}$/.test(city!)) continue;
      if (US_STATES.includes(region!) || REGIONS.has(region!)) return `${city}, ${region}`;
    }
    // "123 Main St, Springfield, IL 62704", "Austin TX 78701", "Washington, D.C.": the city right before the state.
    const beforeState = /([A-Z][a-zA-Z.'’-]+(?:\s[A-Z][a-zA-Z.'’-]+){0,2})(?:,\s?([A-Z]{2}|D\.C\.)(?=\s+\d{5}\b|\s*$|\s*[|·•,])|\s([A-Z]{2})(?=\s+\d{5}\b))/g;
    for (const m of line.matchAll(beforeState)) {
      const region = m[2] === "D.C." ? "DC" : (m[2] ?? m[3])!;
      if (degreeAfterName(m, region)) continue;
      if ((US_STATES.includes(region) || REGIONS.has(region)) && !/\b(?:St|Ave|Rd|Blvd|Dr|Ln|Street|Avenue|Road)\.?$/.test(m[1]!) && !namesATool(m[1]!)) return `${m[1]}, ${region}`;
    }
    // "Sydney NSW 2000": an Australian town, its state's letters and its postcode.
    const au = /\b([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s+(NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\s+\d{4}\b/.exec(line);
    if (au && !namesATool(au[1]!)) return `${au[1]}, ${au[2]}`;
    // "14 Gandhi Street, Chennai - 600017": the town before an Indian PIN code at the end of an address.
    const pin = /,\s*([A-Z][a-z]{2,}(?:\s[A-Z][a-z]+)?)\s*[-–,]?\s*\d{3}\s?\d{3}\s*$/.exec(line);
    if (pin && !namesATool(pin[1]!)) return pin[1]!;
    const segments = line.split(/[|·•]|\s[–—]\s/);
    // "Dwayne Foster — Houston TX — dfoster@example.com": a town and its state's letters, alone between separators.
    const townAndState = segments.map((s) => /^\s*(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+){0,2})\s([A-Z]{2})\s*$/u.exec(s)).find((m) => m && US_STATES.includes(m[2]!) && !DEGREE_STATES.test(m[2]!) && !namesATool(m[1]!) && !namesAWorker(m[1]!));
    if (townAndState && segments.length >= 2) return `${townAndState[1]}, ${townAndState[2]}`;
    // "Remote", "Remote (US)".
    if (segments.some((segment) => /^\s*remote(?:\s*\([^)]*\))?\s*$/i.test(segment))) return "Remote";
    const metro = segments.find((segment) => METRO_AREA.test(segment));
    if (metro) return metro.trim();
    const town = loneTown(segments);
    if (town) return town;
  }
  return null;
}

/** What else a contact line holds: an email, a phone, a web address, or nothing once they are blanked. */
const CONTACT_PART = /^\s*$|@|\d[\d\s().-]{6,}\d|https?:|www\.|\.(?:com|in|io|me|dev)\b|linkedin|github/i;
/** Labels a contact line writes between its details ("Portfolio | Email | Mobile"). */
const CONTACT_LABEL = /^(?:portfolio|website|web|blog|email|e-mail|mail|phone|mobile|cell|tel|telephone|contact|address|resume|cv|github|linkedin|twitter|profile|home|india|usa)$/i;

/**
 * "Pune | priya@example.com | +91 …": one word beside the contact details only, that names no worker, no occupation,
 * no skill and no label, is the candidate's town.
 */
function loneTown(segments: string[]): string | null {
  if (segments.length < 2) return null;
  const words = segments.map((s) => s.trim()).filter((s) => !CONTACT_PART.test(s));
  if (words.length !== 1 || !/^\p{Lu}\p{Ll}{2,}$/u.test(words[0]!) || CONTACT_LABEL.test(words[0]!)) return null;
  const word = words[0]!;
  if (namesAWorker(word) || resolveOccupation(word) || findSkills(tokenize(word)).length > 0) return null;
  return word;
}

/** "Microsoft Office", "Windows XP": a name of two words or more that is all a skill's. One word ("Mobile", "Reading") may be a city. */
function namesATool(words: string): boolean {
  const tokens = tokenize(words);
  return tokens.length >= 2 && findSkills(tokens).some((m) => m.start === 0 && m.end === tokens.length);
}

/** The most recent job title, else the headline the candidate gave themselves. */
export function currentTitleFromFacts(facts: Pick<CandidateFacts, "jobs" | "headline">): string | null {
  const headline = facts.headline?.title.trim() || null;
  // The latest job's title; when its title could not be read, the headline, else the latest job with one.
  let title = facts.jobs[0]?.title.trim() || headline || facts.jobs.find((job) => job.title.trim())?.title || null;
  if (!title) return null;
  // "Senior Accountant, Acme Corp" or "Senior Accountant at Acme": the headline names the role without the employer.
  if (headline && title !== headline && title.toLowerCase().startsWith(headline.toLowerCase())) title = headline;
  title = title.replace(/\s+at\s+[A-Z].*$/, "");
  return title.replace(/\s+/g, " ").trim().slice(0, 80) || null;
}

/**
 * What a headline says the candidate is, without the place and the blanked contact details written after it on the
 * same line (for the summary's opening words):
 * "Loan Closer · Columbus, OH · " (its email blanked before reading), "Loan Closer - Columbus, Ohio" and "Columbus, OH |
 * Loan Closer" are "Loan Closer".
 */
export function headlineTitle(headline: string): string {
  // "CFP®", "Scrum Master™": a registered mark is no part of what the candidate is.
  headline = headline.replace(/\s*[®™©]/g, "");
  // "Journeyman Electrician (OK License #JE-44821)": a licence's number beside the title is no part of it.
  headline = headline.replace(/\s*[(\[][^()[\]]*\b(?:licen[cs]e|lic\.|cert(?:ificate|ification)?|registration|reg\.)\s*(?:#|no\.?|number)[^()[\]]*[)\]]/i, "");
  // "Columbus, OH | Loan Closer": a place written first goes too.
  const first = /^([^·|•]+?)\s*[·|•]\s*(?=\S)/.exec(headline);
  if (first && namesOnlyAPlace(first[1])) headline = headline.slice(first[0].length).replace(/^[\s·|•]+/, "");
  // Cut the line at the first separator after which comes a place or nothing, keeping the rest as written.
  for (const m of headline.matchAll(SEPARATOR)) {
    const at = m.index ?? 0;
    const next = headline.slice(at + m[0].length).split(SEPARATOR)[0];
    if (at > 0 && (!next.trim() || namesOnlyAPlace(next))) return headline.slice(0, at).trim();
  }
  return headline.trim();
}

/** What parts of a headline are written between: a middle dot, a bar, a bullet, or a dash with spaces around it. */
const SEPARATOR = /\s*[·|•]\s*|\s+[-–—]\s+/g;
