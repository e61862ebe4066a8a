// What a recruiter reads first about a candidate: their current title and where
// they are. Read from facts the analyzer already has, and from the resume's top lines.
import type { CandidateFacts } from "../match/scoring";
import { profileTopAfterSidebar } from "./sidebar-first";
import { METRO_AREA, namesOnlyAPlace, PLACE, REGIONS, US_STATES } from "./places";

const HEADER_LINES = 8;

/** The first "City, Region" in the resume's top lines, or "Remote". */
export function locationFromText(text: string): string | null {
  const lines = text.split("\n");
  // A LinkedIn export gives the location under the headline, after its sidebar.
  const top = profileTopAfterSidebar(lines);
  const head = [...(top ? lines.slice(top.from, top.to) : []), ...lines.filter((l) => l.trim()).slice(0, HEADER_LINES)].filter((l) => l.trim());
  for (const line of head) {
    for (const m of line.matchAll(PLACE)) {
      const [, city, region] = m;
      if (US_STATES.includes(region!) || REGIONS.has(region!)) return `${city}, ${region}`;
    }
    if (line.split(/[|·•]/).some((segment) => /^\s*remote\s*$/i.test(segment))) return "Remote";
    if (METRO_AREA.test(line)) return line.trim();
  }
  return null;
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
  // "Columbus, OH | Loan Closer": a place written first goes too.
  const first = /^([^·|•]+?)\s*[·|•]\s*(?=\S)/.exec(headline);
  if (first && namesOnlyAPlace(first[1])) headline = headline.slice(first[0].length);
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
