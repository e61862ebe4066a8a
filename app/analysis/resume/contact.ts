// Contact details for the recruiter, and the redaction that keeps them (and the
// candidate's name, pronouns and age) out of everything the score reads.
import type { ContactInfo } from "../types";
import { titleIndex } from "../knowledge/lexicon";
import { tokenize } from "../text";
import { linkedInProfileTop } from "./linkedin-export";

const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const PHONE = /(?:\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;
const LINK = /\b(?:https?:\/\/|www\.)[^\s,;)]+|\b(?:linkedin\.com|github\.com|behance\.net|dribbble\.com)\/[^\s,;)]+/gi;
const PERSONAL_LINE = /^\s*(?:age|date of birth|d\.?o\.?b\.?|born|gender|sex|marital status|nationality|religion|citizenship)\s*[:\-]/i;
const GENDERED: Array<[RegExp, string]> = [
  [/\b(?:he|she)\b/gi, "they"],
  [/\b(?:him|her|himself|herself)\b/gi, "them"],
  [/\b(?:his|hers)\b/gi, "their"],
  // Honorifics as written before a name: "MS" in capitals is Microsoft's or a master's ("MS Office", "MS in
  // Computer Science"), and "miss" in lower case a verb.
  [/\b(?:[Mm]r|[Mm]rs|Ms|MR|MRS|Miss|MISS|[Mm]ister|Madam)\b\.?/g, ""],
];
const NOT_NAME_WORDS = new Set(
  "resume curriculum vitae cv summary profile objective experience professional skills education contact information page personal details career overview highlights qualifications accomplishments practicum technical proficiencies competencies core key areas expertise strengths achievements certifications languages references interests activities awards projects employment history background additional selected relevant training the and of for to in at manager specialist assistant director analyst consultant coordinator officer associate representative supervisor executive intern administrator technician clerk lead senior junior chief head vp president owner partner worker agent volunteer student graduate"
    .split(" "),
);

function looksLikeName(line: string, nextLines: string[]): boolean {
  const words = line.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  if (!words.every((w) => /^(?:[A-Z][a-zA-Z'’-]+|[A-Z]\.?)$/.test(w))) return false;
  if (words.some((w) => NOT_NAME_WORDS.has(w.toLowerCase().replace(/\.$/, "")))) return false;
  // A name directly above the contact line is a name even if it reads like a
  // job word ("Taylor Banks", "Alex Cook").
  if (nextLines.some((l) => EMAIL_OR_PHONE.test(l))) return true;
  return titleIndex.findAll(tokenize(line)).length === 0;
}

/** "Dana Whitfield, LCSW" → "Dana Whitfield": letters after a name ("RN, BSN", "Ph.D.", "P.E.") are not part of it. */
function withoutCredentials(line: string): string {
  const [first, ...rest] = line.split(",");
  const credential = (part: string) => /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Za-z.]{1,7}$/.test(part.trim());
  return rest.length > 0 && rest.every(credential) ? first.trim() : line;
}

const EMAIL_OR_PHONE = /@[A-Za-z0-9-]+\.|\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;

export function extractContact(text: string): ContactInfo {
  const email = text.match(EMAIL)?.[0];
  const phone = [...text.matchAll(PHONE)].map((m) => m[0].trim()).find((p) => p.replace(/\D/g, "").length >= 10);
  const links = [...new Set([...text.matchAll(LINK)].map((m) => m[0].replace(/[.]+$/, "")))].slice(0, 5);
  const head = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 5);
  // A LinkedIn export names the candidate only after its sidebar, above the headline.
  const lines = text.split("\n");
  const top = linkedInProfileTop(lines);
  const profileName = top && top.name >= 0 ? withoutCredentials(lines[top.name].trim()) : "";
  const name = profileName && looksLikeName(profileName, []) ? profileName : head.map(withoutCredentials).find((line, i) => looksLikeName(line, head.slice(i + 1, i + 3)));
  const contact: ContactInfo = { links };
  if (name) contact.name = name;
  if (email) contact.email = email;
  if (phone) contact.phone = phone;
  return contact;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The resume with name, contact details, pronouns and personal data lines blanked.
 * Line count is kept so evidence can still point at the original lines.
 */
export function redactPersonalDetails(text: string, contact: ContactInfo): string {
  const nameWords = (contact.name ?? "")
    .split(/\s+/)
    .map((w) => w.replace(/\.$/, ""))
    .filter((w) => w.length >= 2);
  const namePattern = nameWords.length ? new RegExp(`\\b(?:${nameWords.map(escapeRegExp).join("|")})\\b`, "gi") : null;
  return text
    .split("\n")
    .map((line) => {
      if (PERSONAL_LINE.test(line)) return "";
      let out = line.replace(EMAIL, " ").replace(LINK, " ").replace(PHONE, " ");
      if (namePattern) out = out.replace(namePattern, " ");
      for (const [pattern, replacement] of GENDERED) out = out.replace(pattern, replacement);
      // "Dana Whitfield, LCSW" leaves "LCSW", not ", LCSW".
      return out.replace(/[ \t]+/g, " ").trim().replace(/^[,;]+\s*/, "");
    })
    .join("\n");
}
