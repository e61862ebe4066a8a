// Whether a line of a resume's top is the candidate's name.
import { titleIndex } from "../knowledge/lexicon";
import { tokenize } from "../text";

const EMAIL_OR_PHONE = /@[A-Za-z0-9-]+\.|\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;
const NOT_NAME_WORDS = new Set(
  "resume curriculum vitae cv summary profile objective experience professional skills education contact information page personal details career overview highlights qualifications accomplishments practicum technical proficiencies competencies core key areas expertise strengths achievements certifications languages references interests activities awards projects employment history background additional selected relevant training the and of for to in at manager specialist assistant director analyst consultant coordinator officer associate representative supervisor executive intern administrator technician clerk lead senior junior chief head vp president owner partner worker agent volunteer student graduate"
    .split(" "),
);

export function looksLikeName(line: string, nextLines: string[]): boolean {
  const words = line.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  if (!words.every((w) => /^(?:[A-Z][a-zA-Z'’-]+|[A-Z]\.?)$/.test(w))) return false;
  if (words.some((w) => NOT_NAME_WORDS.has(w.toLowerCase().replace(/\.$/, "")))) return false;
  // A name directly above the contact line is a name even if it reads like a
  // job word ("Taylor Banks", "Alex Cook").
  if (nextLines.some((l) => EMAIL_OR_PHONE.test(l))) return true;
  return titleIndex.findAll(tokenize(line)).length === 0;
}

