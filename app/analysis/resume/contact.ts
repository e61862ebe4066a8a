// Contact details for the recruiter, and the redaction that keeps them (and the
// candidate's name, pronouns and age) out of everything the score reads.
import type { ContactInfo } from "../types";
import { looksLikeName, nameOfEmail, nameOnLine } from "./person-name";
import { profileTopAfterSidebar } from "./sidebar-first";

const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/**
 * A North American number, an international one after its "+" and country code ("+91 98765 43210", "+44 20 7946
 * 0958"), one dialled at home with a trunk 0 (Britain's "07700 900123" and "020 7946 0958", Australia's "0412 345
 * 678"), or an Indian mobile ("98765 43210").
 */
const PHONE = /(?:\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b|\+\d{1,3}(?:[\s.-]?\(?\d{2,5}\)?){2,4}(?!\d)|(?<![\d.,])\(?0\d{2,4}\)?[\s.-]?\d{3,4}[\s.-]?\d{3,4}(?!\d|[.,]\d)|(?<![\d.,])[6-9]\d{4}[\s-]\d{5}(?!\d|[.,]\d)/g;
const LINK = /\b(?:https?:\/\/|www\.)[^\s,;)]+|\b(?:linkedin\.com|github\.com|behance\.net|dribbble\.com)\/[^\s,;)]+/gi;
/** "elenavasquez.design", "dana.dev": a personal site without "www", on the contact lines at the top (in small letters: "ASP.NET" is a skill). */
const BARE_SITE = /(?<![\w@.])[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|org|net|design|dev|me|io|co|ai|art|studio|page|site|xyz|info|work|tech|portfolio|online|tv|film|photo|photography|media|blog|news|press|in|uk|ca|us)(?:\/[^\s,;)]*)?(?![\w.])/g;
/** A contact detail's label with nothing left after it but a separator. */
const BLANKED_LABEL = /\b(?:portfolio|website|web|site|blog|clips|writing samples|samples|e-?mail|phone|mobile|cell|tel|linkedin|github|behance|dribbble)\s*:\s*(?=[|·•,;]|$)/gi;
/** How many lines from the top hold contact details. */
const CONTACT_LINES = 10;
// Indian CVs' personal details name the family ("Father's Name : Suresh Verma") and a caste or passport: none is read.
const PERSONAL_LINE = /^\s*(?:age|date of birth|d\.?o\.?b\.?|born|gender|sex|marital status|nationality|religion|citizenship|caste|(?:father|mother|husband|wife|spouse|guardian)['’]?s?\s+(?:\/\s*\w+['’]?s?\s+)?name|passport(?:\s+(?:no|number))?\.?)\s*[:\-]/i;
const GENDERED: Array<[RegExp, string]> = [
  [/\b(?:he|she)\b/gi, "they"],
  [/\b(?:him|her|himself|herself)\b/gi, "them"],
  [/\b(?:his|hers)\b/gi, "their"],
  // Honorifics as written before a name: "MS" in capitals is Microsoft's or a master's ("MS Office", "MS in
  // Computer Science"), and "miss" in lower case a verb.
  [/\b(?:[Mm]r|[Mm]rs|Ms|MR|MRS|Miss|MISS|[Mm]ister|Madam)\b\.?/g, ""],
];
export function extractContact(text: string): ContactInfo {
  const email = text.match(EMAIL)?.[0];
  const phone = [...text.matchAll(PHONE)].map((m) => m[0].trim()).find((p) => p.replace(/\D/g, "").length >= 10);
  const links = [...new Set([...text.matchAll(LINK)].map((m) => m[0].replace(/[.]+$/, "")))].slice(0, 5);
  const head = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 5);
  // A LinkedIn export or a template with a sidebar names the candidate only after the sidebar, above the headline.
  const lines = text.split("\n");
  const top = profileTopAfterSidebar(lines);
  const profileName = top && top.name >= 0 ? nameOnLine(lines[top.name]) : "";
  const name = profileName && looksLikeName(profileName, []) ? profileName : head.map(nameOnLine).find((line, i) => looksLikeName(line, head.slice(i + 1, i + 3)));
  const contact: ContactInfo = { links };
  // No line names the candidate ("jane roe" in lower case, a name inside a sentence): the name the email spells.
  const named = name ?? (email ? nameOfEmail(email) : null);
  if (named) contact.name = named;
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
  // Letters on either side, not \\b: "José" ends in a letter \\b does not know.
  const namePattern = nameWords.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${nameWords.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, "giu") : null;
  return text
    .split("\n")
    .map((line, i) => {
      if (PERSONAL_LINE.test(line)) return "";
      let out = line.replace(EMAIL, " ").replace(LINK, " ").replace(PHONE, " ");
      if (i < CONTACT_LINES) out = out.replace(BARE_SITE, " ");
      // "Portfolio: sofiarossi.design |": the label of a detail blanked goes with it.
      out = out.replace(BLANKED_LABEL, " ");
      if (namePattern) out = out.replace(namePattern, " ");
      for (const [pattern, replacement] of GENDERED) out = out.replace(pattern, replacement);
      // "Dana Whitfield, LCSW" leaves "LCSW", not ", LCSW".
      // "Priya Raman | Senior Accountant" leaves "Senior Accountant".
      return out.replace(/[ \t]+/g, " ").trim().replace(/^[,;|–—·•]+\s*/, "");
    })
    .join("\n");
}
