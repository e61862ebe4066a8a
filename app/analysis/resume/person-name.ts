// Whether a line of a resume's top is the candidate's name.
import { fieldsOfStudy, findSkills, titleIndex } from "../knowledge/lexicon";
import { namesAWorker } from "../knowledge/occupations";
import { tokenize } from "../text";
import { embed } from "../knowledge/embeddings";

const EMAIL_OR_PHONE = /@[A-Za-z0-9-]+\.|\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;
const NOT_NAME_WORDS = new Set(
  "resume curriculum vitae cv about me summary profile objective experience professional skills education contact information page personal details career overview highlights qualifications accomplishments practicum technical proficiencies competencies core key areas expertise strengths achievements certifications languages references interests activities awards projects employment history background additional selected relevant training the and of for to in at manager specialist assistant director analyst consultant coordinator officer associate representative supervisor executive intern administrator technician clerk lead senior junior chief head vp president owner partner worker agent volunteer student graduate"
    .split(" "),
);

export function looksLikeName(line: string, nextLines: string[]): boolean {
  // "John Smith Jr." is a name of two words and a suffix.
  const words = line.trim().replace(/,?\s+(?:jr|sr|ii|iii|iv)\.?$/i, "").split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  // Any alphabet's capitals: "María José Fernández", "Nguyễn Văn An".
  if (!words.every((w) => /^(?:\p{Lu}[\p{L}\p{M}'’-]+|\p{Lu}\.?)$/u.test(w))) return false;
  if (words.some((w) => NOT_NAME_WORDS.has(w.toLowerCase().replace(/\.$/, "")))) return false;
  // A name directly above the contact line is a name even if it reads like a
  // job word ("Taylor Banks", "Alex Cook").
  if (nextLines.some((l) => EMAIL_OR_PHONE.test(l))) return true;
  // "Dev Okonkwo" over "Videographer & Editor": a title ends in the kind of worker, a name in a surname no
  // vocabulary knows (not letters in capitals: "SRE", "QA"), though another of its words is a job's ("dev"). Only
  // above a line that names the job: a title misspelt ("SALES ASSOCITE") ends in an unknown word too.
  const last = words[words.length - 1]!;
  const lastTokens = tokenize(last);
  const below = nextLines[0]?.split(/\s+[|·•–—]\s+/)[0] ?? "";
  const headlineBelow = namesAWorker(below) && !/^(?:(?:professional|career|executive|work)\s+)?(?:summary|profile|objective|overview|experience|history|skills)\b/i.test(below);
  if (headlineBelow && last.length >= 3 && !/^[A-Z]{2,5}$/.test(last) && embed(last.toLowerCase()).every((x) => x === 0) && titleIndex.findAll(lastTokens).length === 0 && findSkills(lastTokens).length === 0 && !namesAWorker(last)) return true;
  // "AM- REPLENISHMENT STOCKER", "STOREKEEPER II": a line naming a kind of worker is a title.
  return titleIndex.findAll(tokenize(line)).length === 0 && !namesAWorker(line);
}


/**
 * "Dana Whitfield, LCSW" → "Dana Whitfield": letters after a name ("RN, BSN", "Ph.D.", "P.E.", "CMA (AAMA)" with
 * its issuer, "R.T.(R)(ARRT)" with its discipline and issuer, "OTR/L", "NMLS #1789023" with its number) are not part of it.
 */
function withoutCredentials(line: string): string {
  // "CFP®": a registered mark is no letter.
  line = line.replace(/\s*[®™©]/g, "");
  const [first, ...rest] = line.split(",");
  // "NMLS #1789023", "PE No. 60412": a licence's letters may carry its number.
  // "LEED AP", "LEED AP BD+C": a credential's letters and its specialty's.
  const credential = (part: string) => /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Za-z.]{1,7}(?:-[A-Z]{1,4})?(?:\/[A-Z]{1,4})?(?:\s+[A-Z]{2,4}(?:\s+[A-Z]{1,3}\+[A-Z]{1,2})?)?(?:\s*\([A-Z][A-Za-z. ]{0,15}\)){0,3}(?:\s*(?:#|No\.?)\s*[A-Z]{0,3}-?\d[\d-]{3,})?$/.test(part.trim());
  if (rest.length > 0 && rest.every(credential)) return first.trim();
  // "Chiamaka Eze RN", without a comma: capitals after a name written in mixed case (not "JOHN SMITH", nor "III").
  const words = line.trim().split(/\s+/);
  let end = words.length;
  while (end > 2 && /^[A-Z]{2,5}$/.test(words[end - 1]!) && !/^(?:II|III|IV|JR|SR)$/.test(words[end - 1]!)) end--;
  return end < words.length && words.slice(0, end).every((w) => /^\p{Lu}\p{Ll}/u.test(w)) ? words.slice(0, end).join(" ") : line;
}

const PRONOUNS = /\s*[,(|]?\s*\b(?:she\/her(?:s)?|he\/him|they\/them|she\/they|he\/they|they\/she|they\/he)\b\s*\)?/i;

/**
 * What of a resume's top line may be the name: without a "Name:" label, "Resume of", "Curriculum Vitae –" or "– CV", a headline after a
 * bar or a dash ("Priya Raman | Senior Accountant"), pronouns ("Alex Kim (they/them)"), an honorific ("Dr.") and
 * credentials ("RN, BSN").
 */
export function nameOnLine(line: string): string {
  const bare = line
    .trim()
    .replace(/^(?:full name|name)\s*:\s*/i, "")
    .replace(/^(?:resume|résumé|curriculum vitae|cv)\s+of\s+/i, "")
    // "Curriculum Vitae – Jane Roe", "RESUME: Jane Roe".
    .replace(/^(?:resume|résumé|curriculum vitae|cv)\s*(?:[|–—·•:]|\s-)\s*(?=\S)/i, "")
    .replace(PRONOUNS, "")
    .split(/\s+[|–—·•]\s+|\s+-\s+/)[0]!
    .replace(/^(?:dr|mr|mrs|ms|mx|prof)\.?\s+/i, "")
    .trim();
  return withoutCredentials(bare);
}

/**
 * The name an email address spells ("jane.roe@…", "jane_roe1990@…" → "Jane Roe"), for a resume whose top lines give
 * none: two words of letters joined by a dot, an underscore or a hyphen, and nothing else but figures.
 */
export function nameOfEmail(email: string): string | null {
  const m = /^([a-z]{2,15})[._-]([a-z]{2,20})\d{0,4}@/i.exec(email);
  if (!m) return null;
  const word = (w: string) => w[0]!.toUpperCase() + w.slice(1).toLowerCase();
  const name = `${word(m[1]!)} ${word(m[2]!)}`;
  // "data.science@", "sales.team@": words the resume's skills are read with would be blanked with the name.
  const tokens = tokenize(name.toLowerCase());
  if (findSkills(tokens).length > 0 || fieldsOfStudy(name).length > 0 || titleIndex.findAll(tokens).length > 0) return null;
  return NOT_NAME_WORDS.has(m[1]!.toLowerCase()) || NOT_NAME_WORDS.has(m[2]!.toLowerCase()) || namesAWorker(name) ? null : name;
}
