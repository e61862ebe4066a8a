// Turns what the recruiter typed (a title, maybe a long posting, maybe key and
// optional requirements) into weighted requirements the analyzer can check.
import type { JobInput, JobProfile, Requirement } from "../types";
import { broaderSkills, FAMILIES, FAMILY_BY_ID, GENERIC_SKILLS, CERTIFICATIONS, fieldIndex, fieldsOfStudy, findSkills, occupationTech, occupationsListingTech, ONET_SKILLS, titleIndex, type RoleFamily } from "../knowledge/lexicon";
import { namesAWorker, occupationAt, occupationText, resolveEngineerByAsks, resolveGenericEngineer, resolveOccupation, resolveSoftwareRole, sameGroup, type ResolvedTitle } from "../knowledge/occupations";
import { RANK_WORDS } from "../knowledge/occupation-title";
import { splitPosting, type PostingParts } from "./posting";
import { occupationOfGenericJob, occupationOfTitleMeaning, occupationOfWork, PREFER_MARGIN, preferByMeaning, readyOccupationMeaning, workSimilarity } from "../knowledge/occupation-meaning";
import { addVectors, embed, embedTitle, normalise, similarity } from "../knowledge/embeddings";
import { cleanTitle } from "./title";
import { withFieldsOfLetters } from "../knowledge/degree-letters";
import { unknownCertificateAsks } from "./certificate-asks";
import { skillAsksOfLine, typedAsk, type SkillAsk } from "./posting-skills";
import { occupationsUsing, postingVocabulary } from "../knowledge/vocabulary";
import { cleanText, exactForm, parseCount, timeAsked, tokenize } from "../text";
import { DEGREE_RANK, type DegreeLevel } from "../resume/resume";

/**
 * Requirement weights before normalisation to 100 points (see scoring.ts):
 * the role is what a recruiter screens on first, the role's core skills next,
 * then the skills this posting names, experience, degree and certificates.
 */
export const WEIGHTS = {
  role: 30,
  coreSkills: 25,
  namedSkills: 20,
  experience: 12,
  education: 8,
  certificationKey: 5,
  certificationNice: 3,
  vocabulary: 15,
} as const;

const MAX_NAMED_SKILLS = 12;
const MAX_TYPED = 15;
const LEVEL_WORDS = new Set(["senior", "sr", "junior", "jr", "lead", "principal", "staff", "chief", "head", "i", "ii", "iii", "iv", "v", "level", "trainee", "intern", "apprentice", "assistant", "associate"]);

export interface BuildOptions {
  /** "YYYY-MM": the month an open date range ("to Current") ends at; defaults to this month. */
  asOf?: string;
}

/** Between a title and what qualifies it: " - ", "- ", " -", "|", "," (not the hyphen of "Full-Stack"). */
const QUALIFIER_SPLIT = /\s[-–—|]\s?|[-–—|]\s|,/;

/** The title without what follows it: "Senior Accountant — Austin", "Accountant (Remote)", "Nurse, ICU" → the role. */
export function mainTitle(title: string): string {
  // Brackets are notes about the post ("(Remote)", "[New Grad]", "[28752]"), not its name; so is a
  // requisition number in front ("10034 - Software Engineer III").
  const parts = title.replace(/\(.*?\)|\[.*?\]/g, " ").split(QUALIFIER_SPLIT).map((part) => part.replace(/\s+/g, " ").trim());
  const at = parts.findIndex((part) => /[A-Za-z]{2}/.test(part));
  const named = parts[at] ?? parts[0]!;
  // "Zero Turnaround- Business Development Representative": an employer before the role. The first part is the
  // role unless it names no worker, no rank and no field of study ("Data Science - Team Lead") while a later part
  // names a worker.
  const tokens = tokenize(named);
  if (at >= 0 && !namesAWorker(named) && !tokens.some((t, i) => RANK_WORDS.has(t.exact) || isLevelWord(tokens.map((w) => w.exact), i)) && fieldIndex.findAll(tokens).length === 0) {
    const role = parts.slice(at + 1).find((part) => /[A-Za-z]{2}/.test(part) && namesAWorker(part));
    if (role) return role;
  }
  return named || title;
}

/** "Assistant Manager" is a rank of manager; "Medical Assistant" and "Sales Associate" are jobs of their own. */
const HELPER_WORDS = new Set(["assistant", "associate"]);

/** A title's words without those that only say its level; a helper word that ends the title is the job itself. */
export function withoutLevel(words: string[]): string[] {
  const level = (i: number) => isLevelWord(words, i);
  const last = words.findLastIndex((w, i) => !level(i) || HELPER_WORDS.has(w));
  const named = words.some((_, i) => i < last && !level(i));
  return words.filter((w, i) => !level(i) || (named && i === last && HELPER_WORDS.has(w)));
}

/** Whether a title's word says only its level: "Entry" before "Level" does, "Data Entry Clerk" enters data. */
function isLevelWord(words: string[], i: number): boolean {
  return LEVEL_WORDS.has(words[i]!) || (words[i] === "entry" && words[i + 1] === "level");
}

/** "Experience as a Legal Secretary or Legal Assistant", "2 years as an accounting clerk": the titles a posting's experience names. */
const EXPERIENCE_AS = /\b(?:experience|years?|yrs)\s+(?:of\s+[a-z-]+\s+)?(?:working\s+)?as\s+(?:an?\s+)?([^.;:()\n]{3,90})/gi;
/** Where the titles named end: a setting, an employer or a clause ("… in an emergency department", "… with the City"). */
const END_OF_TITLES = /\s+(?:in|on|at|across|with|within|for|of|including|involved|supporting|serving|who|which|that|where|performing|providing|or in|and\/or in|preferably|preferred|required|is|are)\b.*$/i;

/** Workers of every trade: alone, they name none. */
const ANY_TRADE = new Set(["helper", "laborer", "labourer", "worker", "aide", "attendant", "clerk", "operator", "mechanic", "driver", "agent", "installer", "repairer", "inspector", "tech"]);

function acceptedTitles(text: string): string[] {
  const titles: string[] = [];
  for (const m of text.matchAll(EXPERIENCE_AS)) {
    const names = m[1]!.replace(END_OF_TITLES, "").split(/\s*,\s*(?:or\s+|and\/or\s+)?|\s+(?:and\/or|or)\s+(?:an?\s+)?|\s*\/\s*/);
    for (const name of names) {
      const words = withoutLevel(tokenize(name).map((t) => t.exact));
      // A rank alone ("as a supervisor", "as a lead") says how senior, not which job.
      // Nor does a bare "helper" or "clerk" say which trade.
      if (words.length === 0 || words.length > 4 || words.every((w) => RANK_WORDS.has(w) || ANY_TRADE.has(w)) || !namesAWorker(name) || resolveOccupation(words.join(" "))?.score !== 1) continue;
      titles.push(words.join(" "));
    }
  }
  return [...new Set(titles)];
}

/** The title without level words or qualifiers: "Senior Accountant II (Remote)" → "accountant"; "Medical Assistant" stays. */
export function coreTitle(title: string): string {
  const words = withoutLevel(tokenize(mainTitle(title)).map((t) => t.exact));
  // "Head of Internal Control" is about internal control.
  while (words.length > 1 && (words[0] === "of" || words[0] === "the")) words.shift();
  // "Licensed Massage Therapist": the licence is asked apart; the job is a massage therapist's ("Registered Nurse" stays).
  while (words.length > 2 && (words[0] === "licensed" || words[0] === "certified")) words.shift();
  return words.join(" ");
}


/** How or where a job is worked, never its field: "Engineer (Remote)", "Nurse - Nights". */
const ARRANGEMENT_WORDS = new Set(["remote", "hybrid", "onsite", "on", "site", "office", "home", "wfh", "contract", "temporary", "temp", "permanent", "full", "part", "time", "fulltime", "parttime", "night", "nights", "day", "days", "weekend", "weekends", "shift", "shifts", "location", "locations", "multiple", "various", "us", "usa", "uk", "eu", "emea", "apac"]);

/** What qualifies the main title: the first part after it, or the first bracket ("Intern (Data Engineering)"). */
function qualifierOf(title: string): string {
  const bracket = /\(([^)]*)\)/.exec(title)?.[1] ?? "";
  const after = title.replace(/\(.*?\)/g, " ").split(QUALIFIER_SPLIT)[1] ?? "";
  const text = (after.trim() || bracket.split(QUALIFIER_SPLIT)[0]!).split(":")[0]!;
  return text.replace(/\s+/g, " ").trim();
}

export interface RoleTitle {
  /** The role as the posting writes it, for the label: "Executive - VAT". */
  label: string;
  /** Each way of writing the role, without level words: ["vat executive"]; "Officer / Executive" gives two. */
  cores: string[];
  /** Titles to resolve to an occupation, most telling first. */
  resolve: string[];
  /** The field a rank-only title takes from its qualifier: "IT" in "Executive - IT". */
  field?: string;
}

/**
 * The role a job title names. A title whose main part only says a rank
 * ("Executive - VAT", "Sr. Officer / Executive - Internal Audit", "Intern (Data
 * Engineering)") takes its field from the qualifier: "VAT Executive"; any other
 * title is its main part ("Senior Accountant — Austin" is an accountant).
 */
export function roleTitle(title: string): RoleTitle {
  const main = mainTitle(title);
  const core = coreTitle(title);
  // "Firefighter/EMT", "Receptionist/Administrative Assistant": the first role named is the job's, when O*NET
  // lists it as a title of its own; the title as a whole is tried next.
  const parts = main.split(/\s*\/\s*/);
  const first = parts.length > 1 && resolveOccupation(parts[0])?.score === 1 ? [parts[0]] : [];
  // "AML/KYC Analyst", "AP/AR Specialist": two fields' letters before one rank are two ways of writing the role.
  // Words are one field ("Marketing/Communications Specialist" is a marketing communications specialist).
  const fields = /^([A-Z&]{2,5})\s*\/\s*([A-Z&]{2,5})\s+([A-Za-z].*)$/.exec(main);
  const eitherField = fields && !namesAWorker(fields[1]!) ? [`${fields[1]} ${fields[3]}`, `${fields[2]} ${fields[3]}`].map(coreTitle) : [];
  const plain: RoleTitle = { label: main, cores: [...new Set([core, ...eitherField])], resolve: core ? [...first, ...erpRole(main), main, ...otherRoles(title, main)] : [title] };
  const alternatives = main.split("/").map((alt) => withoutLevel(tokenize(alt).map((t) => t.exact)));
  const rankOnly = alternatives.every((words) => words.every((w) => RANK_WORDS.has(w)));
  if (!rankOnly) return plain;
  const qualifier = qualifierOf(title);
  const field = tokenize(qualifier).map((t) => t.exact).filter((w, i, all) => !isLevelWord(all, i) && !ARRANGEMENT_WORDS.has(w));
  // A qualifier no skill, family or occupation text knows ("Austin", "Remote") is a place or an arrangement, not a field.
  if (field.length === 0 || field.length > 5 || !fieldWords(qualifier)) return plain;
  const cores = [...new Set(alternatives.map((words) => [...field, ...words].join(" ")))];
  const rank = [...new Set(alternatives.map((words) => words.join(" ")).filter(Boolean))];
  return {
    label: `${main} – ${qualifier}`,
    cores,
    resolve: rank.length ? rank.map((r) => `${qualifier} ${r}`) : [qualifier],
    field: qualifier,
  };
}

/** A business suite's name and its modules' letters before a rank: "SAP FICO Consultant", "Workday HCM Analyst". */
const ERP_ROLE = /\b(?:SAP|Oracle|Workday|NetSuite|PeopleSoft|JD Edwards|Dynamics(?: 365| AX| NAV)?|Infor)\s+(?:[A-Za-z0-9/&-]+\s+){1,3}?(consultant|analyst|specialist|architect|lead|administrator)\b/i;

/** "SAP FICO Consultant", "Oracle Financials Consultant": an ERP consultant, as O*NET lists one ("SAP Consultant" is listed as written). */
function erpRole(main: string): string[] {
  const found = ERP_ROLE.exec(main);
  if (!found) return [];
  // "Oracle Database Administrator" is a database administrator: what follows the name is a computing job of its
  // own. "Financials Consultant" is the suite's finance module, not a financial adviser.
  const rest = resolveOccupation(found[0].replace(/^\S+(?:\s+(?:Edwards|365|AX|NAV))?\s+/, ""));
  return rest?.score === 1 && rest.code.startsWith("15-") ? [] : [`ERP ${found[1].toLowerCase()}`];
}

/**
 * The other roles a title names, tried when its main part resolves to no listed title: the alternatives after
 * the first ("Hospice Account Executive / Hospice Sales Rep", "Clinical Manager or Lead Therapist") and a
 * qualifier that names a kind of worker ("Wellness Nurse - LPN"), never a place or a shift ("- Deptford").
 */
function otherRoles(title: string, main: string): string[] {
  const alternatives = main.split(/\s*\/\s*|\s+or\s+/i).slice(1);
  // What brackets hold, and the parts after the main one: never a piece of the main part ("Emergency Medical
  // Services (EMS) Educator" is no educator of any kind).
  const bracketed = [...title.matchAll(/\(([^)]*)\)|\[([^\]]*)\]/g)].map((m) => m[1] ?? m[2] ?? "");
  const parts = title.replace(/\(.*?\)|\[.*?\]/g, " ").split(QUALIFIER_SPLIT);
  const after = parts.slice(parts.findIndex((p) => /[A-Za-z]{2}/.test(p)) + 1);
  const qualifiers = [...after, ...bracketed].map((p) => p.replace(/\s+/g, " ").trim());
  const others = [...alternatives, ...qualifiers.filter((q) => q && q !== main && /[A-Za-z]{2}/.test(q))];
  return [...new Set(others)].filter((role) => namesAWorker(role));
}

/** Whether a qualifier names a field of work: a skill, a role family or an occupation's words. */
function fieldWords(text: string): boolean {
  const tokens = tokenize(text);
  if (findSkills(tokens).length > 0 || titleIndex.findAll(tokens).length > 0 || fieldIndex.findAll(tokens).length > 0) return true;
  return tokens.some((t) => occupationsUsing(t.stem) > 0);
}

/** Role families named by a job title, most specific phrase first. */
export function familiesOfTitle(title: string): string[] {
  const hits = titleIndex.findAll(tokenize(title));
  const best = new Map<string, number>();
  for (const hit of hits) best.set(hit.value.family, Math.max(best.get(hit.value.family) ?? 0, hit.value.words));
  return [...best.entries()].sort((a, b) => b[1] - a[1] || familyOrder(a[0]) - familyOrder(b[0])).map(([id]) => id);
}

function familyOrder(id: string): number {
  return FAMILIES.findIndex((f) => f.id === id);
}

interface SkillTally {
  name: string;
  importance: number;
  key: boolean;
  first: number;
}

/** Families whose skills the posting talks about most; used when the title names none. */
function inferFamilies(tally: Map<string, SkillTally>): string[] {
  const scored = FAMILIES.map((family) => ({
    id: family.id,
    score: family.skills.reduce((sum, skill) => sum + (tally.has(skill) && !GENERIC_SKILLS.has(skill) ? 1 : 0), 0),
  }))
    .filter((f) => f.score >= 3)
    .sort((a, b) => b.score - a.score || familyOrder(a.id) - familyOrder(b.id));
  return scored.slice(0, 1).map((f) => f.id);
}

const COUNT = "\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen";
// "3 years", "three (3) years", "5+ years"; a range ("1 to 3 years", "2-5 years", "three (3) to five (5) years")
// asks for its lower end.
const YEARS = new RegExp(`\\b(${COUNT})\\s*(?:\\(\\d+\\)\\s*)?(?:(?:-|–|to)\\s*(?:${COUNT})\\s*(?:\\(\\d+\\)\\s*)?)?(?:\\+|or more)?\\s*(?:full[- ]time\\s+)?(?:years?|yrs?)\\b`, "gi");
/** An item that opens with its years ("1 year acute care", "3+ yrs NetSuite"), as recruiters type them. */
const YEARS_ITEM = new RegExp(`(?:^[\\s*•·▪●◦■–-]*|[,;•]\\s*)(?:(?:a\\s+)?minimum\\s+of\\s+|at\\s+least\\s+|min\\.?\\s+)?(?:${COUNT})\\s*(?:(?:-|–|to)\\s*(?:${COUNT})\\s*)?\\+?\\s*(?:years?|yrs?)\\b`, "i");
/** Years spent in a line of work, written without the word "experience" ("3+ years in customer success", "5 years as a nurse"). */
const YEARS_OF_WORK = new RegExp(`\\b(?:${COUNT})\\s*(?:(?:-|–|to)\\s*(?:${COUNT})\\s*)?\\+?\\s*(?:years?|yrs?)\\s+(?:in|as|working|doing|building|leading|managing|running|selling|teaching|hands-on|professional|industry|relevant)\\b`, "i");
/** What comes before a part of the years asked: "…, including one year of accounting work". */
/** What follows years of leading others: "leading people", "of supervisory experience", "as a lead". */
const YEARS_LEADING = /^\s*(?:of\s+)?(?:(?:direct|people|team|staff)\s+)?(?:leading|supervising|managing|supervisory|leadership|management|lead experience|as an? (?:lead|supervisor|manager|team lead))\b/i;
/** What precedes how long something is held, not worked: "license for", "licensed for at least", "resident for". */
const HELD_FOR = /\b(?:licen[cs]e[ds]?|licensure|driving|held|resident|residency|lived)\s+(?:for\s+)?(?:at\s+least\s+|a\s+minimum\s+of\s+|(?:the\s+)?(?:past|last)\s+)?$/i;
const PART_OF_YEARS = /\b(?:including|includes|incl\.)\s+(?:at least\s+)?$/i;
/** Months of work: "6 months of retail experience", "six (6) months' experience". */
const MONTHS = new RegExp(`\\b(${COUNT})\\s*(?:\\(\\d+\\)\\s*)?(?:\\+|or more)?\\s*months?\\b`, "gi");
/** Years asked as a minimum, wherever they stand ("worked a busy line before (2 years minimum)"). */
const YEARS_MINIMUM = new RegExp(`\\b(?:${COUNT})\\s*\\+?\\s*(?:years?|yrs?)\\s*(?:minimum|min\\.?)(?!\\w)|\\bminimum\\s+(?:of\\s+)?(?:${COUNT})\\s*\\+?\\s*(?:years?|yrs?)\\b`, "i");
/** A job board's field of years: "Class A driving: 2 years (Required)", "Forklift: 1 year (Preferred)". */
const LABELLED_YEARS = new RegExp(`^[\\s*•·▪●◦■–-]*[A-Za-z][^:]{1,50}:\\s*(?:${COUNT})\\s*\\+?\\s*(?:years?|yrs?)\\s*\\((?:required|preferred)\\)\\s*$`, "i");
/** Years that are a deadline or an age, not time worked ("within 2 years of hire", "18 years of age"). */
const YEARS_NOT_WORKED = /\b(?:within|after|before|every|per|each|first|subsequent|age|old|warranty|term|contract|lease|tenure track|we|we've|we're|our|employees?|employment|vacation|accru\w*|founded|history|since)\b/i;

/**
 * The fewest years of work the text asks. `asked` keeps only the years its clause requires ("required") or only
 * those it calls optional ("One year of acute care experience preferred, new graduates welcome"); by default, all.
 */
function minYears(text: string, asked?: "required" | "optional"): number | undefined {
  let best: number | undefined;
  for (const sentence of text.split(/(?<=[.;])\s+|\n/)) {
    if (!/experience/i.test(sentence) && !YEARS_ITEM.test(sentence) && !LABELLED_YEARS.test(sentence) && !((YEARS_OF_WORK.test(sentence) || YEARS_MINIMUM.test(sentence)) && !YEARS_NOT_WORKED.test(sentence))) continue;
    for (const match of sentence.matchAll(YEARS)) {
      // "Three years of experience, one year of which in governmental accounting": a part of the years asked.
      if (/^\s*of\s+(?:which|these|those|this|that)\b/i.test(sentence.slice(match.index! + match[0].length))) continue;
      // "Two years of clerical work, including one year of accounting work": a part too.
      if (PART_OF_YEARS.test(sentence.slice(Math.max(0, match.index! - 30), match.index!))) continue;
      // "Valid driver's license for 3 years": how long a licence has been held, not years of work.
      if (HELD_FOR.test(sentence.slice(Math.max(0, match.index! - 40), match.index!))) continue;
      // "3+ years of warehouse experience, 1+ year leading people": the years of leading are some of the others.
      if (match.index! > 0 && YEARS_LEADING.test(sentence.slice(match.index! + match[0].length)) && [...sentence.matchAll(YEARS)].length > 1) continue;
      if (asked && optionalClause(sentence, match.index!) !== (asked === "optional")) continue;
      const n = parseCount(match[1]);
      if (n !== null && n > 0 && n <= 15 && (best === undefined || n < best)) best = n;
    }
    // "6 months of retail pharmacy experience": months, in a sentence about experience, never a deadline
    // ("ACLS within 6 months of hire") or the first months of the job.
    if (!/experience/i.test(sentence)) continue;
    for (const match of sentence.matchAll(MONTHS)) {
      const before = sentence.slice(Math.max(0, match.index! - 30), match.index!);
      if (PART_OF_YEARS.test(before) || /\b(?:within|after|first|every|each|per|next|past|last|over|probation\w*|for|maximum of|lacks?|lacking)\s+(?:the\s+)?(?:first\s+)?$/i.test(before)) continue;
      if (asked && optionalClause(sentence, match.index!) !== (asked === "optional")) continue;
      const n = parseCount(match[1]);
      if (n !== null && n > 0 && n < 12 && (best === undefined || n / 12 < best)) best = Math.round((n / 12) * 100) / 100;
    }
  }
  return best;
}

/** The work written between the years and "experience" ("1+ year of customer service experience", "2 years in retail"). */
const YEARS_OF_WORK_NAMED = new RegExp(`(?:${COUNT})\\s*\\+?\\s*(?:years?|yrs?)\\s+(?:of\\s+)?(?:(?:paid|professional|previous|prior|related|relevant|direct|hands-on)\\s+)?((?:[A-Za-z&/-]+\\s+){1,4}?)experience\\b|(?:${COUNT})\\s*\\+?\\s*(?:years?|yrs?)\\s+(?:of\\s+)?(?:experience\\s+)?in\\s+((?:[A-Za-z&/-]+\\s*){1,4})`, "gi");

/** The skills a posting asks its years in, as it names the work ("customer service", "retail"). */
function skillsOfYears(text: string): string[] {
  const found = new Set<string>();
  for (const sentence of text.split(/(?<=[.;])\s+|\n/)) {
    for (const m of sentence.matchAll(YEARS_OF_WORK_NAMED)) {
      const words = (m[1] ?? m[2] ?? "").trim();
      for (const skill of findSkills(tokenize(words))) found.add(skill.value);
    }
  }
  return [...found].sort();
}

/** Whether the clause around a sentence's position calls itself optional ("…, BSN preferred" is not the years' clause). */
function optionalClause(sentence: string, at: number): boolean {
  // A clause ends at a comma, an "and" or a bullet glued into the line ("… experience * LPN licensure preferred").
  // It also starts after a sentence glued to it ("… will be providedPreferred candidate would have …"), but a
  // capital inside a word ("PowerPoint") never ends one.
  const boundary = /,|\sand\s|\s[*•·▪●]\s?|(?<=[a-z]{2})(?=[A-Z][a-z]{2})/g;
  let start = 0;
  let end = sentence.length;
  for (const m of sentence.matchAll(boundary)) {
    if (m.index! < at) start = m.index! + m[0].length;
    else if (m.index! > at && m[0] !== "") {
      end = m.index!;
      break;
    }
  }
  const clause = sentence.slice(start, end);
  return readsOptional(clause) && !/\b(?:required|must)\b/i.test(clause);
}

/** Where a sentence ends: not after a degree's letters ("B.S. in Computer Science", "J.D. from a law school"). */
const SENTENCE_BREAK = /(?:(?<=;)|(?<=\.)(?<!\b(?:[A-Za-z]{1,2}\.)+))\s+|\n/;
/**
 * Where one ask ends and the next begins in a list a job board ran into one line: a sentence end, a period glued to
 * the next item ("Strength with Python.Strength working with …"), or an optional item's opening glued to the word
 * before it ("… health technologyAdded bonus: PyTorch").
 */
const ASK_BREAK = new RegExp(`${SENTENCE_BREAK.source}|(?<=[a-z]{2}[.!?])(?=[A-Z][a-z])|(?<=[a-z]{3})(?=(?:Added bonus|Bonus|Nice to have|Preferred|Ideally|Desired)\\b)`);

const DEGREE_MENTIONS: Array<[RegExp, DegreeLevel]> = [
  [/\b(?:ph\.?d|doctorate|doctoral|doctor of|pharm\.?\s?d|d\.?d\.?s|d\.?m\.?d|d\.?n\.?p|psy\.?d|d\.?p\.?t|j\.d|juris doctor)\b/i, "doctorate"],
  // A physician's "MD" (in capitals and before what a degree takes; "Baltimore, MD" is a state).
  [/\bM\.?D\b\.?(?=\s*(?:\/|or\b|degree|required|preferred|\())/, "doctorate"],
  // A law degree written "JD" (in capitals and before what a degree takes; "see the JD" is a job description).
  [/\bJD\b(?=\s+(?:degree|from|or|required|preferred|\())/, "doctorate"],
  // Not "3+ years as a Scrum Master" or "Master Electrician license".
  [/\b(?:master(?:['’]?s|\s+(?:of|degree))|mba|m\.b\.a|msc|m\.sc|m\.tech|meng|m\.eng)\b/i, "master"],
  [/\b(?:MSW|MPH|M\.P\.H|MHA|MPA|LL\.?\s?M|M\.\s?Ed)\b/, "master"],
  [/\b(?:MSEE|MSME|MSCS|MSIT|MSCE|MSIE|MCA)\b/, "master"],
  // "MS or PhD", "M.S. in Statistics", "MA in Economics"; never "MS Office", "MS Excel", or the state of a
  // line that ends "Boston, MA".
  [/\bM\.[SA]\.|\bM[SA](?=\s*(?:\/|,)|\s+(?:in|or|degree)\b)|(?<![A-Z][a-z]+,\s?)\bM[SA]\s*$/, "master"],
  [/\b(?:bachelor'?s?|four-year (?:college|university|degree)|college degree|university degree|undergraduate degree|b\.?s\.?|b\.?a\.?|bba|b\.b\.a|bsc|b\.sc|b\.tech|b\.com|beng|b\.eng)\b/i, "bachelor"],
  [/\bBSW\b|\bLL\.?\s?B\b/, "bachelor"],
  // "Degree in social policy", "Educated to degree level", "degree-qualified": a degree with no level named is a first
  // degree, as British and Indian postings write it (not "Master's degree in …", nor "two-year degree in …").
  [/(?<!\b(?:master|bachelor|associate|doctoral|doctorate|graduate|postgraduate|advanced|terminal|professional|law|medical|nursing|two-year|four-year|college|university|undergraduate|technical|vocational|diploma|mba|ma|ms|phd)['’]?s?\s)\bdegree\s+in\s+(?!progress\b|hand\b)|\bdegree[- ](?:level|qualified|educated)\b|\beducated to (?:first )?degree\b|\b(?:first|honours|honors) degree\b/i, "bachelor"],
  // A degree and its field in one run of letters: "BSEE or equivalent", "MSME preferred".
  [/\b(?:BSEE|BSME|BSCS|BSIT|BSCE|BSIE|BSChE|BSBA|BCA)\b/, "bachelor"],
  [/\b(?:associate'?s? (?:degree|or|of|in)|two-year (?:college|course|degree))\b/i, "associate"],
  [/\b(?:high school|ged)\b/i, "high_school"],
];

/** "Education" meaning schooling rather than the field of study ("a combination of education and experience"). */
const EDUCATION_AS_SCHOOLING = /\b(?:(?:combination|mix)\s+of\s+(?:\w+\s+){0,2}?education|education\s*(?:and\/or|and|or|&|\/|,)\s*(?:\w+\s+)?(?:experience|training)|(?:experience|training)\s*(?:and\/or|and|or|&|\/|,)\s*education|(?:equivalent|relevant|formal|additional|further|higher|post-?secondary|continuing)\s+education)\b/gi;

function degreeRequirement(text: string): { level: DegreeLevel; fields: string[]; subjects: string[]; sentence: string; alternative?: boolean } | null {
  let first: { level: DegreeLevel; fields: string[]; subjects: string[]; sentence: string; alternative?: boolean } | null = null;
  const lines = text.split(SENTENCE_BREAK);
  for (const [k, line] of lines.entries()) {
    // A label in front ("Education: BBA in Accounting") names the requirement, not the field of study.
    // Nursing's degrees go by their letters ("BSN preferred", "ADN or BSN").
    const sentence = line
      .replace(/^\s*(?:educational|education|academic|qualifications?|degree)(?:\s+(?:requirements?|qualifications?|background))?\s*[:–—-]\s*/i, "")
      .replace(/\bBSN\b/g, "Bachelor of Science in Nursing")
      .replace(/\bMSN\b/g, "Master of Science in Nursing")
      .replace(/\bADN\b/g, "Associate Degree in Nursing")
      // "An equivalent combination of education and experience", "relevant education": schooling, not the field.
      .replace(EDUCATION_AS_SCHOOLING, " ");
    // Of the degrees one sentence names, the lowest is the requirement ("Associate or bachelor's degree",
    // "Bachelor's degree, master's a plus").
    const level = DEGREE_MENTIONS.filter(([pattern]) => pattern.test(sentence)).pop()?.[1];
    if (!level) continue;
    // In a typed list ("Python, SQL, statistics, MS or PhD") the degree's fields follow it ("BS in Computer
    // Science, Math or Statistics"); the skills before it are no field of study.
    const parts = sentence.split(/\s*,\s*/);
    const at = parts.findIndex((part) => DEGREE_MENTIONS.some(([pattern]) => pattern.test(part)));
    const scope = at <= 0 ? sentence : /\b(?:in|of)\b/i.test(parts[at]!) ? parts.slice(at).join(", ") : parts[at]!;
    // A high school diploma has no field of study: "High School Diploma or GED ... English/Spanish a plus" asks
    // for the diploma, and the languages are no major.
    // "JD required", "MSW or MPH": the fields the letters name.
    const matches = level === "high_school" ? [] : fieldsOfStudy(withFieldsOfLetters(/\bM\.?D\b\.?(?=\s*(?:\/|or\b|degree|required|preferred|\())/.test(scope) ? `${scope} Medicine` : scope));
    const fields = [...new Set(matches.map((m) => m.value))].sort();
    const subjects = [...new Set(matches.map((m) => m.words))];
    // "Bachelor's degree and 2 years of help desk experience; OR 6 years of help desk experience": the degree is one
    // way in, and the next sentence offers another.
    const alternative = /^\W*or\b/i.test(lines[k + 1] ?? "");
    const found = { level, fields, subjects, sentence, ...(alternative ? { alternative } : {}) };
    // "Associate degree preferred; high school diploma required": a lower degree a sentence requires is the bar,
    // not the one preferred before it (a preferred degree then "required" again in passing stays preferred).
    if (!degreeOptional(found) && (first === null || DEGREE_RANK[found.level] < DEGREE_RANK[first.level])) return found;
    first ??= found;
  }
  return first;
}

/**
 * A required list's degree that its own clause prefers ("High school diploma or GED preferred", "Bachelor's degree
 * preferred, but not required"), not one that a higher degree's clause prefers ("BS required, MS preferred").
 */
function degreeOptional(degree: { level: DegreeLevel; sentence: string; alternative?: boolean }): boolean {
  if (degree.alternative) return true;
  const clause = degree.sentence
    .split(/\s*[,;]\s*/)
    .find((part) => DEGREE_MENTIONS.some(([pattern, level]) => level === degree.level && pattern.test(part)));
  if (CREDENTIAL_OR_DEGREE.test(degree.sentence)) return true;
  // "Specialized experience: one year at GS-09 … OR a Ph.D.": a sentence that opens with "or" offers the degree in place
  // of what was asked before it.
  if (/^\W*or\b/i.test(degree.sentence)) return true;
  // "Bachelor's degree in natural resources, history, education or related preferred": the list's last word is the
  // degree's.
  if (/\bpreferred\W*$/i.test(degree.sentence) && !/\b(?:required|must)\b/i.test(degree.sentence) && DEGREE_MENTIONS.filter(([pattern]) => pattern.test(degree.sentence)).length === 1) return true;
  // "Not required: a college degree": the words that say it is not required say nothing required.
  return clause !== undefined && readsOptional(clause) && !/\b(?:required|must)\b/i.test(clause.replace(/\bnot required\b/gi, ""));
}

/** A degree offered in place of a certificate, or one in place of the degree: "Paralegal certificate or bachelor's degree". */
const CREDENTIAL_OR_DEGREE = /\b(?:certificat\w*|certified|licen[cs]\w*)\b[^.;]{0,60}?\bor (?:an? )?(?:\w+'?s? )?(?:degree|bachelor|associate|master)|\b(?:degree|bachelor'?s|associate'?s)\b[^.;]{0,40}?\bor (?:an? )?(?:\w+ ){0,3}(?:certificat\w*|certification)\b/i;

/**
 * The sentences of a posting that describe the work, for its vocabulary: not the degree
 * sentences (the education requirement checks those; their words are schools and course
 * units) nor "Label: 1429"-style header fields.
 */
function aboutTheWork(text: string): string {
  return text
    .split("\n")
    .filter((line) => !/^[^:]{1,30}:\s*[\d\s./-]+$/.test(line.trim()))
    .map((line) => line.split(SENTENCE_BREAK).filter((sentence) => !DEGREE_MENTIONS.some(([pattern]) => pattern.test(sentence))).join(" "))
    .join("\n");
}

function splitItems(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\n|;|•|·|\u2022|(?:^|\s)[-*]\s/)
    .map((s) => s.replace(/^\s*(?:\d+[.)]|[a-z][.)])\s*/, "").trim())
    .flatMap(commaItems)
    .filter((s) => s.length > 1);
}

/**
 * A typed line of short items ("Social media, Canva, HubSpot, copywriting") is that many requirements; a
 * line with a choice in it ("Java, Python or Go") stays one.
 */
function commaItems(item: string): string[] {
  const parts = item.split(/\s*,\s*/).filter(Boolean);
  if (parts.length < 2 || parts.some((p) => p.split(/\s+/).length > 4)) return [item];
  // A degree or a number of years among them is a requirement of its own ("…, statistics, MS or PhD"); the
  // rest are a choice only if one of them offers one ("Python or Go", "Java/Kotlin", not "A/B testing").
  const apart = parts.filter((p) => minYears(p) !== undefined || DEGREE_MENTIONS.some(([pattern]) => pattern.test(p)));
  const rest = parts.filter((p) => !apart.includes(p));
  const choice = rest.some((p) => /\bor\b|\s\/|\/\s/i.test(p) || (p.includes("/") && findSkills(tokenize(p)).length > 1));
  return choice ? [rest.join(", "), ...apart].filter(Boolean) : parts;
}

/**
 * A condition of the job rather than a skill ("2nd shift availability", "lift 50 lbs", "weekend availability",
 * "pass a background check"): resumes do not show it, so it is asked, not scored.
 */
const CONDITION = /\b(?:lift(?:ing)?|carry(?:ing)?|push(?:ing)?)\b[^,;]*\b(?:\d+\s*(?:lbs?|pounds|kg)|heavy)\b|\b(?:\d+(?:st|nd|rd|th)|night|day|evening|overnight|graveyard|weekend|rotating|split)\s+shifts?\b|\bshift (?:work|availability)|\bavailab(?:le|ility)\b|\bweekends?\b|\bovertime\b|\bon[- ]call\b|\bbackground check|\bdrug (?:test|screen)|\bwilling(?:ness)? to (?:travel|relocate|work)|\btravel up to\b|\breliable transportation\b|\bauthori[sz]ed to work|\bwork authori[sz]ation|\bstand(?:ing)? for\b|\bmust be (?:at least )?\d{2}\b|\b\d{2}\+? years of age\b/i;

/** A short free-text requirement the lexicon does not know, e.g. "Kubernetes". */
function freeTextSkill(item: string): string | null {
  const stripped = item
    .replace(/^(?:strong |solid |proven |hands-on |working )?(?:experience (?:with|in|using)|knowledge of|proficiency (?:in|with)|proficient (?:in|with)|familiarity with|expertise in|skilled in|ability to use)\s+/i, "")
    .replace(/\b\d+\+?\s*years?( of)?( experience)?( (with|in))?/i, "")
    .replace(/[.:]+$/, "")
    .trim();
  // Examples in brackets ("(FourKites or similar)") are no part of the name's length.
  const words = stripped.replace(/\s*\([^()]*\)/g, " ").split(/\s+/).filter(Boolean);
  return words.length >= 1 && words.length <= 4 && /[a-z]/i.test(stripped) ? stripped : null;
}

function makeId(kind: string, label: string): string {
  return `${kind}:${exactForm(label.toLowerCase()).replace(/[^a-z0-9+#]+/g, "-").replace(/^-|-$/g, "")}`;
}

/** Families of the title that agree with the O*NET occupation it resolves to (or all, when it resolves to none). */
function trustedFamilies(title: string, occupation: ResolvedTitle | null, role: RoleTitle): string[] {
  const families = familiesOfTitle(title);
  if (!occupation) {
    // No occupation to check against: a family counts only if its phrase is the whole title
    // ("Bookkeeper"), not one word of it ("engineer" in "Python Engineer"); for a rank and its
    // field ("Executive - IT") the whole field.
    const whole = new Set<string>();
    for (const phrase of [coreTitle(title), ...(role.field ? [role.field] : [])]) {
      const words = tokenize(phrase).length;
      for (const h of titleIndex.findAll(tokenize(phrase))) if (h.value.words >= words) whole.add(h.value.family);
    }
    return families.filter((id) => whole.has(id));
  }
  const trusted = families.filter((id) => familyOccupations(id).some((code) => sameGroup(code, occupation.code)));
  // A software or data job whose title no family phrase names ("Python Engineer"): its occupation's family.
  const own = SOFTWARE_OCCUPATIONS[occupation.code];
  return trusted.length === 0 && own ? [own] : trusted;
}

/**
 * Occupations whose work the software and data families describe better than O*NET's task text does (an IT
 * project manager or a scrum master is no programmer, so is not among them).
 */
const SOFTWARE_OCCUPATIONS: Record<string, string> = {
  "15-1251.00": "it", "15-1252.00": "it", "15-1253.00": "it", "15-1254.00": "it", "15-1241.00": "it", "15-1242.00": "it",
  "15-1243.00": "it", "15-1244.00": "it", "15-1212.00": "it", "15-1299.05": "it", "15-1299.08": "it", "15-1211.00": "it",
  "15-2051.00": "data", "15-2051.01": "data",
};

const CROSS_CUTTING = new Set(["UX/UI Design", "Research"]);

/**
 * The degree's fields that prepare for the role's own families, when there are any; else all of them but
 * consulting, which takes people of every discipline (engineering, finance, management) and so would make
 * any two degrees related.
 */
/** The fields a degree ask accepts: each named subject's own fields for the role, or the whole ask's where no subject is named. */
function fieldsOfSubjects(degree: { fields: string[]; subjects: string[] }, families: string[]): string[] {
  const role = fieldsOfTheRole(degree.fields, families);
  // A subject of the role's fields is read as the role's ("Engineering" for a software post); one apart from them,
  // narrow enough to mean one discipline ("English": writing), is an alternative of its own.
  const apart = degree.subjects.flatMap((subject) => {
    const fields = [...new Set(fieldsOfStudy(subject).map((m) => m.value))];
    return fields.length > 0 && fields.length <= 2 && !fields.some((f) => families.includes(f)) ? fields : [];
  });
  return [...new Set([...role, ...apart])];
}

function fieldsOfTheRole(fields: string[], families: string[]): string[] {
  const own = fields.filter((f) => families.includes(f));
  if (own.length) return own;
  const specific = fields.filter((f) => f !== "consulting");
  return specific.length ? specific : fields;
}

/** Skill → the role families that list it among their skills. */
const SKILL_FAMILIES = new Map<string, string[]>();
for (const family of FAMILIES) for (const skill of family.skills) SKILL_FAMILIES.set(skill, [...(SKILL_FAMILIES.get(skill) ?? []), family.id]);

const familyCodes = new Map<string, string[]>();
/** The O*NET occupations a family's own titles resolve to. */
export function familyOccupations(id: string): string[] {
  let codes = familyCodes.get(id);
  if (!codes) {
    const titles = FAMILY_BY_ID.get(id)?.titles ?? [];
    codes = [...new Set(titles.map((t) => resolveOccupation(t.replace(/^=+/, ""))?.code).filter((c): c is string => Boolean(c)))];
    familyCodes.set(id, codes);
  }
  return codes;
}

/** More occupations than this list a tool among their hot technologies: it is everyone's (Microsoft Office, YouTube). */
const UBIQUITOUS_TECH = 40;

/** Skills the occupation's O*NET description, tasks and hot technologies name, in that order, with how often. */
function occupationSkills(occupation: ResolvedTitle): Map<string, number> {
  const mentions = new Map<string, number>();
  for (const m of findSkills(tokenize(occupationText(occupation.index)))) mentions.set(m.value, (mentions.get(m.value) ?? 0) + 1);
  // A tool the occupation uses shows the general skill it serves (Microsoft Project: project management).
  for (const name of occupationTech(occupation.index)) for (const skill of [name, ...broaderSkills(name)]) mentions.set(skill, (mentions.get(skill) ?? 0) + 1);
  return mentions;
}

/** Below this similarity to the occupation's whole description, a skill named once is no skill of its trade. */
const FAR_FROM_THE_WORK = 0.15;
/** Below this similarity to the occupation's title, a skill named once is what the work touches, not the work. */
const FAR_FROM_THE_TITLE = 0.05;
const asideOf = new Map<number, Set<string>>();

/**
 * Skills an occupation's O*NET statements name only as what the work deals in, never as the work: named in
 * one statement alone and far in meaning from the whole description ("automotive" insurance and "farm/crop"
 * policies of an insurance agent, "garment" storage of a flight attendant, "pesticides" a medical scientist
 * studies). A skill the statements name again and again stays, however far its word ("aircraft" for a flight
 * attendant).
 */
function objectsOfWork(index: number): Set<string> {
  let aside = asideOf.get(index);
  if (!aside) {
    const text = occupationText(index);
    const statements = new Map<string, number>();
    for (const sentence of text.split(/(?<=[.;])\s+|\n/)) for (const skill of new Set(findSkills(tokenize(sentence)).map((m) => m.value))) statements.set(skill, (statements.get(skill) ?? 0) + 1);
    const work = embed(text);
    // Or far from what the occupation is called: "photo composing perforator" in a data entry keyer's task is no
    // photography, "construction" a firefighter inspects no trade of theirs.
    const title = embedTitle(occupationAt(index).title);
    const named = title.some((x) => x !== 0);
    aside = new Set([...statements].filter(([skill, n]) => n === 1 && (similarity(work, embed(skill)) < FAR_FROM_THE_WORK || (named && similarity(title, embed(skill)) < FAR_FROM_THE_TITLE))).map(([skill]) => skill));
    asideOf.set(index, aside);
  }
  return aside;
}

interface Ask extends SkillAsk {
  key: boolean;
  importance: number;
  first: number;
  typed: boolean;
  /** Read only from the description of the work, never from its requirements or preferences. */
  dutiesOnly?: boolean;
}

/**
 * Common skills a qualifications list names as a tool or a line of work of its own ("Proficiency in Microsoft
 * Excel", "One year of customer service experience"): asked for there, unlike "communication skills", which
 * nearly every posting names and every resume claims.
 */
const CONCRETE_GENERIC = new Set(["Microsoft Office", "Excel", "Microsoft Word", "PowerPoint", "Outlook", "Customer Service", "Data Entry"]);
const askedAsTool = (a: Ask) => a.key && !a.dutiesOnly && a.terms.every((t) => CONCRETE_GENERIC.has(t));

const OPTIONAL_LINE = /\b(?:preferred|a (?:(?:big|huge|great|strong|real|definite|nice|major) )?plus|an advantage|nice[- ]to[- ]have|bonus|desirable|desired|ideally|is a plus|considered a plus|good to have|(?:is |are |would be |be )helpful|helpful(?=\s*[.;!]?\s*$)|(?:is |are |would be |be )?(?:beneficial|advantageous)|(?:strongly )?encouraged to apply|not required|not necessary)\b/i;
/**
 * A credential to earn after hire ("ACLS within 6 months of hire", "CDA within two years of employment", "license (or
 * obtain within 90 days)", "P&C license within 90 days (we sponsor)"): not asked of an applicant.
 */
const EARNED_AFTER_HIRE = /\bwithin (?:\d+|one|two|three|four|six|nine|twelve|thirty|sixty|ninety)(?: \(\d+\))? (?:days?|weeks?|months?|years?) (?:of|after|from) (?:the )?(?:date of )?(?:hire|hiring|employment|start|starting|appointment)\b|\b(?:get|obtain|become|earn)\s+(?:\w+\s+){0,2}(?:certified|licensed|certification|license|licence)\s+within\b|\bor (?:the )?(?:ability|able|willing(?:ness)?|eligib(?:le|ility)) to (?:obtain|get|acquire|earn|become)\b|\bor (?:to )?(?:obtain|get|acquire|earn)\b[^.;)]{0,30}\bwithin\b|\b(?:license|licence|certification|certificate|card|permit)\s+within (?:\d+|one|two|three|four|six|nine|twelve|thirty|sixty|ninety)(?: \(\d+\))? (?:days?|weeks?|months?)\b|\(we sponsor\)|\bwe (?:will )?sponsor\b/i;
/** Brackets that hold nothing but the word that makes an item optional: "Experience with Dentrix (nice to have)". */
const OPTIONAL_BRACKET = /\(\s*(?:(?:is|are|would be)\s+)?(?:(?:strongly|highly|a big|big)\s+)?(?:preferred|a plus|plus|an advantage|nice[- ]to[- ]have|bonus|desirable|desired|optional|good to have|not required)\s*\)/i;
/** Whether an item is optional: its words say so outside brackets, or a bracket says only that. */
const readsOptional = (text: string) => OPTIONAL_BRACKET.test(text) || OPTIONAL_LINE.test(text.replace(/\([^()]*\)/g, " "));

/**
 * A degree line without its fields of study ("BBA in Human Resource Management", "Computer Science, MIS or
 * related degree"): the degree's subject is the education requirement's, not a skill asked for.
 */
function withoutDegreeSubjects(line: string): string {
  // "bachelor's in fine arts; 2 years of arts programming": only the degree's own clause names its subjects.
  const clauses = line.split(/(?<=;)/);
  if (clauses.length > 1) return clauses.map(withoutDegreeSubjects).join("");
  if (!/\bdegree\b/i.test(line) && !DEGREE_MENTIONS.some(([pattern]) => pattern.test(line))) return line;
  let rest = line;
  for (const { words } of fieldsOfStudy(line)) {
    const phrase = words.split(" ").map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\W+");
    rest = rest.replace(new RegExp(`\\b${phrase}\\b`, "gi"), " ");
  }
  return rest;
}

/**
 * Companies the posting names as peers, customers or past employers ("leading tech companies like Uber, Google,
 * Meta and Twitter", "brands such as Nike"): a list of companies, not of skills, even where one is also a tool.
 */
const COMPANY_LIST = /\b(?:companies|firms|employers|organi[sz]ations|brands|clients|customers|partners|startups|enterprises|retailers|banks)\b(?:\s+\w+){0,2}?\s+(?:like|such as|including|e\.g\.,?)\s+[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*)*(?:\s*(?:,|,?\s+(?:and|or|&))\s+[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*)*)*/g;
const withoutCompanyLists = (line: string) => line.replace(COMPANY_LIST, " ");

/** Whether a typed item's every skill is a certificate's own words ("ServSafe" is food safety as well): it is the certificate. */
function namesOnlyCertificates(label: string): boolean {
  const found = findSkills(tokenize(label));
  const certs = found.filter((m) => CERTIFICATIONS.has(m.value));
  return certs.length > 0 && found.every((m) => certs.some((c) => c.start <= m.start && m.end <= c.end));
}

/** One ask per set of skills, however often the posting names it. */
const askId = (ask: SkillAsk) => `${ask.anyOf ? "any" : "all"}:${[...ask.terms].sort().join("|")}`;

/**
 * "4+ years of product management experience, ideally in fintech": "ideally" looks forward, so what comes before
 * it stays asked for as written; "Jira, Confluence or Asana is a plus" looks back over the whole item.
 */
function optionalTail(line: string): string[] {
  const m = /^(.*?\w.*?)(?:,|;|\s[-–—]\s)\s*(ideally\b.*)$/i.exec(line);
  return m && !readsOptional(m[1]!) ? [m[1]!, m[2]!] : [line];
}

/** A line that asks the candidate to pass or complete a step of hiring: training, a test, an exam, a screen, a check. */
const PASSES_A_STEP = /^[\s•·*▪●◦■–-]*(?:(?:be\s+)?able to|ability to|must(?: be able to)?|will(?: be required to)?|required to|willing to)\s+(?:pass|successfully (?:pass|complete)|complete|attend)\b[^.;]{0,60}\b(?:training|test(?:ing)?|exam(?:ination)?s?|screen(?:ing)?s?|check|assessment|academy|course|physical|evaluation)\b/i;

/** A listed item that asks for something the candidate has, not a task: years, a diploma, a proficiency, a tool named alone. */
const QUALIFICATION_WORDS = /\b(?:experience[ds]?|years?|yrs|degree|diploma|GED|certifi\w*|licen[cs]\w*|proficien\w*|knowledge of|familiar\w*|skills?|WPM|typing speed|ability to|able to|must|required|preferred)\b/i;
function readsAsQualification(line: string): boolean {
  const item = /^[\s•·*▪●◦■–-]+(\S.*)$/.exec(line)?.[1];
  if (!item) return false;
  // "Microsoft Excel", "QuickBooks or Xero": names alone, each in capitals.
  const words = item.replace(/[.;,]+$/, "").split(/\s+/);
  return QUALIFICATION_WORDS.test(item) || (words.length <= 4 && words.every((w) => /^(?:\p{Lu}|\d|or$|and$|&$|\/$)/u.test(w)));
}

function tallyAsks(text: string, importance: number, key: boolean, asks: Map<string, Ask>, order: { n: number }, duties = false) {
  const isOptional = (text: string) => key && readsOptional(text);
  // A paragraph that prefers one thing ("…; PTCB certification is preferred") still requires the others:
  // each of its sentences is read on its own.
  const pieces = text.split("\n").flatMap((line) => {
    const prefers = (text: string) => isOptional(text) || (key && EARNED_AFTER_HIRE.test(text));
    const sentences = prefers(line) ? line.split(ASK_BREAK).filter((s) => s.trim()) : [line];
    return sentences.length > 1 && !sentences.every(prefers) ? sentences : [line];
  }).flatMap(optionalTail);
  for (const line of pieces) {
    // "Able to pass FAA-required training", "Must pass a DOT drug screen": a step of hiring, not a skill asked.
    if (PASSES_A_STEP.test(line)) continue;
    // "Active adjuster license (Texas all-lines preferred)": what the brackets prefer is a detail of a must-have.
    const optional = isOptional(line);
    const asksOf = (text: string) => skillAsksOfLine(withoutCompanyLists(withoutDegreeSubjects(text)));
    // "Pharmacy technician registration (PTCB certification preferred)": what only an optional bracket names is
    // optional; what the line names outside it stays required.
    const preferring = key && !optional ? [...line.matchAll(/\(([^()]*)\)/g)].filter((m) => OPTIONAL_LINE.test(m[1]!)) : [];
    const outside = preferring.length ? new Set(asksOf(preferring.reduce((rest, m) => rest.replace(m[0], " "), line)).map(askId)) : null;
    for (const ask of asksOf(line)) {
      const id = askId(ask);
      const later = key && EARNED_AFTER_HIRE.test(line) && ask.terms.every((t) => CERTIFICATIONS.has(t));
      const optional = isOptional(line) || later || (outside !== null && !outside.has(id));
      const entry = asks.get(id) ?? { ...ask, key: false, importance: 0, first: order.n++, typed: false, dutiesOnly: duties };
      if (!duties) entry.dutiesOnly = false;
      entry.importance += optional ? importance / 2 : importance;
      entry.key ||= key && !optional;
      asks.set(id, entry);
    }
  }
}

export function buildJobProfile(job: JobInput, options: BuildOptions = {}): JobProfile {
  const title = cleanTitle(cleanText(job.name).split("\n")[0].trim());
  const split = splitPosting(job.description ?? "");
  // A description that opens with the job's title ("Software Engineer") names the job there, not a skill.
  const bare = (text: string) => text.toLowerCase().replace(/[^a-z0-9+#]+/g, " ").trim();
  const posting = { ...split, duties: split.duties.split("\n").filter((line) => bare(line) !== bare(title)).join("\n") };
  const keyText = cleanText(job.keyRequirements ?? "");
  const optionalText = cleanText(job.optionalRequirements ?? "");
  const mustHavesInPosting = posting.requirements.trim() !== "" || keyText.trim() !== "";

  // What the recruiter typed: every item becomes a requirement, worded as typed.
  const typed: Ask[] = [];
  const freeText: Array<{ phrase: string; key: boolean }> = [];
  const conditions: string[] = [];
  const order = { n: 0 };
  for (const [items, key] of [[splitItems(job.keyRequirements), true], [splitItems(job.optionalRequirements), false]] as const) {
    for (const item of items) {
      const ask = typedAsk(item);
      if (ask) typed.push({ ...ask, key, importance: key ? 10 : 4, first: order.n++, typed: true });
      else if (CONDITION.test(item)) conditions.push(item.replace(/[.;:,]+$/, "").trim());
      // "3+ years experience" is the experience requirement; "1 year acute care" is that and a skill.
      else if ((minYears(item) === undefined || !/experience/i.test(item)) && !degreeRequirement(item)) {
        const phrase = freeTextSkill(item);
        if (phrase) freeText.push({ phrase, key });
      }
    }
  }

  // What the posting asks for, in its own words.
  const asks = new Map<string, Ask>();
  tallyAsks(posting.requirements, 3, true, asks, order);
  // Duties describe the work; only a posting without a qualifications section makes them must-haves. There, a
  // listed item that reads as a qualification ("Microsoft Excel", "Typing speed of 50+ WPM") asks like one.
  const dutyLines = posting.duties.split("\n");
  const qualifications = mustHavesInPosting ? [] : dutyLines.filter(readsAsQualification);
  tallyAsks(qualifications.join("\n"), 3, true, asks, order);
  tallyAsks(dutyLines.filter((line) => !qualifications.includes(line)).join("\n"), 2, !mustHavesInPosting, asks, order, true);
  tallyAsks(posting.preferred, 1, false, asks, order);
  tallyAsks(posting.knowledge, 1, false, asks, order);
  // A license a note requires ("Registration as a Professional Engineer is required prior to appointment"):
  // its certificate is asked for, while the note's other words stay out of the posting's vocabulary.
  for (const line of posting.credentials.split("\n")) for (const ask of skillAsksOfLine(line)) {
    if (!ask.terms.every((t) => CERTIFICATIONS.has(t))) continue;
    const id = askId(ask);
    const entry = asks.get(id) ?? { ...ask, key: false, importance: 0, first: order.n++, typed: false };
    entry.importance += 3;
    entry.key = true;
    // "Professional Engineer (PE)" names the certificate that "Engineer-in-Training (EIT)" only answers to.
    const named = (label: string) => ask.terms.length === 1 && label.toLowerCase().startsWith(ask.terms[0].toLowerCase());
    if (named(ask.label) && !named(entry.label)) entry.label = ask.label;
    asks.set(id, entry);
  }
  const typedTerms = new Set(typed.flatMap((a) => a.terms));
  const postingSkills = new Set([...typedTerms, ...[...asks.values()].flatMap((a) => a.terms)]);

  const role = roleTitle(title);
  // "3+ years as a legal secretary or legal assistant": the titles the posting accepts are the role too.
  for (const accepted of acceptedTitles([keyText, posting.requirements, mustHavesInPosting ? "" : posting.duties].join("\n"))) if (!role.cores.includes(accepted)) role.cores.push(accepted);
  readyOccupationMeaning();
  // Where several occupations list the title, the one its qualifiers and the posting's duties describe.
  const context = preferByMeaning(normalise(addVectors(embed(title), embed(meaningText(title, posting, keyText, optionalText)))));
  let occupation = role.resolve.map((t) => resolveOccupation(t, context)).find(Boolean) ?? null;
  // "Crew Member", "Shift Lead", "Associate": a title that says only a place on a team takes its line of work from what
  // the posting says the work is, as a resume's job so titled does (O*NET lists "Crew Member" among sailors).
  // Only where the work read is clearly closer than the occupation the title resolves to ("Crew Member" at a burger
  // counter stays a fast food worker; "Shift Lead" at a coffee shop is no correctional officers' supervisor).
  const workText = [cleanText(job.description ?? ""), keyText, optionalText].join("\n").slice(0, MEANING_CHARS);
  const readFromWork = role.field ? null : occupationOfGenericJob(role.label, workText);
  const ofWork = readFromWork && (!occupation || readFromWork.score > workSimilarity(occupation.index, workText) + PREFER_MARGIN) ? readFromWork : null;
  occupation = ofWork ?? occupation;
  if (!occupation?.code.startsWith("15-")) occupation = resolveSoftwareRole(title, role.label) ?? occupation;
  // A title that says only "engineer" and a rank takes its line of work from the must-haves, whatever O*NET
  // files the bare title under (it lists "Principal Engineer" among blockchain engineers too).
  const mustHave = [...new Set([...typed, ...asks.values()].filter((a) => a.key).flatMap((a) => a.terms))];
  occupation = resolveGenericEngineer(role.label, mustHave) ?? occupation;
  // No listed title matches ("Correctional Nurse", "Zero Turnaround - …"): the occupation whose title means the
  // same, else the one whose work is closest to the posting's duties. Never none while the posting says something.
  // An occupation read from the work, as one read from nothing, leaves the families to the posting's skills.
  const listed = occupation !== null && occupation !== ofWork;
  occupation ??= occupationOfTitleMeaning(role.label) ?? occupationOfWork(meaningText(title, posting, keyText, optionalText));
  // An engineer whose title names no trade for certain (a title matched loosely, listed under several occupations, or
  // not listed at all), asked for software the occupation reached does not list, writes software.
  if (!listed || (occupation && "score" in occupation && (occupation.score < 1 || (occupation.alternatives?.length ?? 0) > 1))) {
    occupation = resolveEngineerByAsks(role.label, occupation, mustHave, !listed) ?? occupation;
  }
  let families = trustedFamilies(title, occupation, role);
  if (families.length === 0 && !listed) {
    const tally = new Map<string, SkillTally>();
    for (const a of [...typed, ...asks.values()]) for (const t of a.terms) tally.set(t, { name: t, importance: a.importance, key: a.key, first: a.first });
    families = inferFamilies(tally);
  }
  const primary: RoleFamily | undefined = FAMILY_BY_ID.get(families[0] ?? "");
  const related = [...new Set(families.flatMap((id) => FAMILY_BY_ID.get(id)?.related ?? []))].filter((id) => !families.includes(id)).sort();

  const requirements: Requirement[] = [];
  requirements.push({
    id: "role",
    kind: "role",
    label: `Works as ${role.label}${occupation ? ` or a related role (O*NET: ${occupation.title})` : primary ? ` or in ${primary.label.toLowerCase()}` : ""}`,
    key: true,
    weight: WEIGHTS.role,
    terms: [...role.cores.map((c) => `title:${c}`), ...families.map((f) => `family:${f}`), ...related.map((f) => `related:${f}`), ...(occupation ? [`occ:${occupation.code}`] : [])],
  });

  // The role's core skills: the family's, as far as the posting or the occupation names them.
  const traced = occupation ? occupationSkills(occupation) : null;
  const coreSkills = primary ? primary.skills.filter((s) => !traced || traced.has(s) || postingSkills.has(s)) : [];
  let familyCore = coreSkills.length >= 3;
  // Two of the family's core skills stand in for the occupation's statements where the posting names both and the
  // occupation is one of the family's own ("Customer Care Executive … inbound calls from customers": call center
  // operations and customer service): the statements name what the work deals in (a customer service representative's
  // accounts receivable, insurance and logistics). They ask for no core where the statements would ask none.
  const twoOfFamily = coreSkills.length === 2 && coreSkills.every((s) => postingSkills.has(s)) && primary !== undefined && occupation !== null && familyOccupations(primary.id).includes(occupation.code);
  let hasCore = familyCore;
  if (!hasCore && occupation && traced) {
    // No curated family fits: the occupation's own skills, as O*NET's tasks and technologies name them.
    // A tool a great many occupations use (YouTube: 74, repair videos included; After Effects: 41) says nothing of
    // this one: what it shows counts only where the occupation's tasks name it too.
    const shown = new Set(findSkills(tokenize(occupationText(occupation.index))).map((m) => m.value));
    for (const name of occupationTech(occupation.index)) if (occupationsListingTech(name) <= UBIQUITOUS_TECH) for (const skill of [name, ...broaderSkills(name)]) shown.add(skill);
    const aside = objectsOfWork(occupation.index);
    // The eight the statements name most, less what the work only deals in (a shorter core, not another one).
    const named = [...traced.keys()].filter((s) => shown.has(s) && !GENERIC_SKILLS.has(s) && !ONET_SKILLS.has(s) && !CERTIFICATIONS.has(s)).slice(0, 8);
    const own = named.filter((s) => !aside.has(s));
    if (own.length >= 3 && twoOfFamily) [hasCore, familyCore] = [true, true];
    else if (own.length >= 3) {
      hasCore = true;
      requirements.push({
        id: "core-skills",
        kind: "skill",
        label: `Core skills of ${occupation.title} (O*NET)`,
        key: true,
        weight: WEIGHTS.coreSkills,
        terms: own,
        // As many as the eight would have asked: leaving out what no candidate claims makes the bar no lower.
        minMatches: Math.min(own.length, 4, Math.max(2, Math.round(named.length * 0.35))),
      });
    }
  }
  if (familyCore && primary) {
    const minMatches = Math.min(6, Math.max(2, Math.round(coreSkills.length * 0.35)));
    requirements.push({
      id: "core-skills",
      kind: "skill",
      label: `Core ${primary.label.toLowerCase()} skills`,
      key: true,
      weight: WEIGHTS.coreSkills,
      terms: coreSkills,
      minMatches,
    });
  }

  const ofRole = (a: Ask) => a.terms.some((t) => traced?.has(t) || primary?.skills.includes(t));
  // A skill of another line of work met only in the description ("the world's most safe logistics engine",
  // "maintenance of BIOS applications" in a software posting) is the employer's business, not an ask,
  // unless the occupation's O*NET tasks name it (a civil engineer's facilities).
  // Computing, research and design of what users see serve every line of work, so they are never foreign.
  const ownFields = new Set([...families, ...related, "it", "data"]);
  const foreign = (a: Ask) =>
    families.length > 0 &&
    !ofRole(a) &&
    a.terms.every((t) => !CROSS_CUTTING.has(t) && (SKILL_FAMILIES.get(t) ?? []).length > 0 && !(SKILL_FAMILIES.get(t) ?? []).some((f) => ownFields.has(f)));
  const chosenTyped = typed.filter((a) => !a.terms.every((t) => CERTIFICATIONS.has(t)) && !namesOnlyCertificates(a.label)).slice(0, MAX_TYPED);
  const fromPosting = [...asks.values()]
    .filter((a) => !a.terms.every((t) => CERTIFICATIONS.has(t) || typedTerms.has(t)) && (!a.terms.every((t) => GENERIC_SKILLS.has(t)) || a.importance >= 10 || askedAsTool(a)))
    .filter((a) => !(a.dutiesOnly && foreign(a)))
    // Equally weighted asks: the ones the role's own skills confirm (O*NET's tasks and technologies for the
    // occupation, the family's skills) before incidental ones ("graphics" in an exam's list of topics).
    .sort((a, b) => Number(b.key) - Number(a.key) || b.importance - a.importance || Number(ofRole(b)) - Number(ofRole(a)) || a.first - b.first)
    .slice(0, Math.max(0, MAX_NAMED_SKILLS - chosenTyped.length - freeText.length));
  // A skill already asked for inside an "A, B or C" group is not asked again on its own.
  const grouped = new Set(fromPosting.filter((a) => a.anyOf).flatMap((a) => a.terms));
  // Nor is a group inside a wider one ("P6 or Microsoft Project" in the duties, "Procore, Microsoft Project or P6"
  // in the requirements): the wider group, from the part of the posting that weighs more, stands for both.
  const within = (a: Ask, b: Ask) => a !== b && b.anyOf && a.terms.every((t) => b.terms.includes(t)) && (b.terms.length > a.terms.length || b.first < a.first) && (b.key || !a.key);
  const named = [...chosenTyped, ...fromPosting.filter((a) => (a.anyOf ? !fromPosting.some((b) => within(a, b)) : !grouped.has(a.terms[0])))];
  const namedUnits = named.reduce((sum, s) => sum + (s.key ? 1 : 0.5), 0) + freeText.reduce((sum, s) => sum + (s.key ? 1 : 0.5), 0);
  // The more skills the posting names itself, the more they (not our template) describe the job:
  // from six named skills on, a quarter of the core skills' weight moves to them.
  const named6 = Math.min(1, namedUnits / 6);
  const shift = hasCore ? WEIGHTS.coreSkills * 0.25 * named6 : WEIGHTS.coreSkills * 0.6;
  const coreRequirement = requirements.find((r) => r.id === "core-skills");
  if (coreRequirement) coreRequirement.weight -= shift;
  const namedWeight = WEIGHTS.namedSkills + shift;
  for (const ask of named) {
    requirements.push({
      id: makeId("skill", ask.label),
      kind: "skill",
      label: ask.label,
      key: ask.key,
      weight: (namedWeight * (ask.key ? 1 : 0.5)) / namedUnits,
      terms: ask.terms,
      ...(ask.terms.length > 1 ? { minMatches: ask.anyOf ? 1 : ask.terms.length } : {}),
    });
  }
  for (const item of freeText) {
    requirements.push({
      id: makeId("skill", item.phrase),
      kind: "skill",
      label: item.phrase,
      key: item.key,
      weight: (namedWeight * (item.key ? 1 : 0.5)) / namedUnits,
      terms: [item.phrase],
    });
  }

  const mustText = [keyText, posting.requirements].join("\n");
  const years = minYears(mustText, "required") ?? minYears(posting.duties, "required");
  // "1+ year of customer service experience" for a flight attendant: years in the work the posting names count too.
  const yearsIn = skillsOfYears([mustText, posting.duties].join("\n")).filter((skill) => !(SKILL_FAMILIES.get(skill) ?? []).some((f) => families.includes(f)));
  const niceYears = years === undefined ? (minYears([optionalText, posting.preferred].join("\n")) ?? minYears(mustText, "optional") ?? minYears(posting.duties, "optional")) : undefined;
  requirements.push({
    id: "experience",
    kind: "experience",
    label: years !== undefined || niceYears !== undefined ? `${timeAsked(years ?? niceYears!)} of relevant experience` : `Experience in ${primary ? primary.label.toLowerCase() : role.label} roles`,
    key: years !== undefined,
    weight: WEIGHTS.experience,
    terms: families.map((f) => `family:${f}`).concat(related.map((f) => `related:${f}`), yearsIn.map((skill) => `years-in:${skill}`)),
    minYears: years ?? niceYears ?? 2,
    ...(years === undefined && niceYears === undefined ? { yearsStated: false } : {}),
  });

  // A posting with no requirements section (one paragraph, as a recruiter may type it) states its degree
  // among the duties, as it states its years there.
  const required = degreeRequirement(mustText);
  const preferred = degreeRequirement([optionalText, posting.preferred].join("\n"));
  // Only from a sentence of its own: a job board's posting glued into one long line names schools, fields
  // and the employer's programs in the same "sentence" as the degree.
  const fromDuties = !posting.requirements.trim() ? degreeRequirement(posting.duties) : null;
  const stated = fromDuties && fromDuties.sentence.length <= 160 ? fromDuties : null;
  const degree = required ?? preferred ?? stated;
  if (degree) {
    const key = required !== null ? !degreeOptional(required) : preferred === null && !readsOptional(degree.sentence);
    const fieldLabels = degree.subjects.filter((subject, _, all) => !all.some((other) => other !== subject && other.includes(subject)));
    requirements.push({
      id: "education",
      kind: "education",
      label: `${LEVEL_LABEL[degree.level]}${fieldLabels.length ? ` in ${fieldLabels.slice(0, 3).join(", ")} or related` : ""}`,
      key,
      weight: WEIGHTS.education,
      // "Computer Science, Engineering or related" for a software post means the fields that prepare for
      // software, not every line of work an engineering degree also prepares for (consulting).
      // Each subject named is an alternative: "English or Education" for a teacher takes an English degree too.
      terms: [`level:${degree.level}`, ...fieldsOfSubjects(degree, families).map((f) => `field:${f}`)],
    });
  }

  // A certificate is named as the posting names it ("CCNA", not the lexicon's "IT Certification").
  const certs = new Map<string, { key: boolean; label: string; terms: string[] }>();
  for (const a of [...typed, ...asks.values()]) {
    // "CySA+ or GCIH": a choice of certificates is one requirement, which either of them meets.
    if (a.anyOf && a.terms.length > 1 && a.terms.every((t) => CERTIFICATIONS.has(t))) {
      const id = [...a.terms].sort().join(" or ");
      const known = certs.get(id);
      certs.set(id, { key: (known?.key ?? false) || a.key, label: known?.label ?? a.label, terms: a.terms });
      continue;
    }
    for (const t of a.terms) {
      if (!CERTIFICATIONS.has(t)) continue;
      // A typed item that is the certificate and nothing else ("BLS", "Active RN license") keeps the recruiter's words.
      const own = a.terms.length === 1 && (!a.typed || namesOnlyCertificates(a.label)) ? a.label : null;
      const known = certs.get(t);
      certs.set(t, { key: (known?.key ?? false) || a.key, label: known?.label ?? own ?? t, terms: [t] });
    }
  }
  for (const [cert, { key, label, terms }] of certs) {
    requirements.push({
      id: makeId("cert", cert),
      kind: "certification",
      label,
      key,
      weight: key ? WEIGHTS.certificationKey : WEIGHTS.certificationNice,
      terms,
    });
  }

  // A credential no lexicon knows, in the posting's words ("Notary Public commission", "Series 7 and 63 licenses").
  const unknownCertificates = unknownCertificateAsks(
    [{ text: posting.requirements, key: true }, { text: posting.credentials, key: true }, { text: posting.preferred, key: false }],
    readsOptional,
  );
  for (const { label, key } of unknownCertificates) {
    requirements.push({
      id: makeId("cert", label),
      kind: "certification",
      label,
      key,
      weight: key ? WEIGHTS.certificationKey : WEIGHTS.certificationNice,
      // What brackets add ("Paralegal certificate (ABA-approved program)") qualifies the name; the name shows it.
      terms: [label.replace(/\s*\([^()]*\)/g, " ").replace(/\s+/g, " ").trim() || label],
    });
  }

  const vocabulary = postingVocabulary([
    // The title's words, not its level ("Sr.", "II"): those say nothing about the work.
    { text: tokenize(title).filter((_, i, all) => !isLevelWord(all.map((t) => t.exact), i)).map((t) => t.raw).join(" "), weight: 2 },
    { text: keyText, weight: 2 },
    { text: aboutTheWork(posting.requirements), weight: 1.5 },
    { text: aboutTheWork(posting.duties), weight: 1 },
    { text: aboutTheWork([optionalText, posting.preferred].join("\n")), weight: 0.75 },
  ]);
  if (vocabulary.length >= 5) {
    requirements.push({
      id: "vocabulary",
      kind: "vocabulary",
      label: "Uses the posting's terms",
      key: false,
      weight: WEIGHTS.vocabulary,
      terms: [],
      vocabulary,
    });
  }

  // The skills the title names are the job's own trade ("Java" of "Java Technical Lead", "Payroll" of "Payroll Analyst").
  const titleSkills = new Set(findSkills(tokenize(title)).map((m) => m.value));
  for (const r of requirements) if ((r.kind === "skill" || r.kind === "domain") && r.id !== "core-skills" && r.terms.some((t) => titleSkills.has(t))) r.inTitle = true;

  const total = requirements.reduce((sum, r) => sum + r.weight, 0);
  for (const r of requirements) r.weight = Math.round((r.weight * 10000) / total) / 100;

  const keySkills = [
    ...new Set([
      ...named.filter((s) => s.key && !s.terms.every((t) => GENERIC_SKILLS.has(t))).map((s) => s.label),
      ...freeText.filter((s) => s.key).map((s) => s.phrase),
      ...coreSkills.filter((s) => !GENERIC_SKILLS.has(s)),
    ]),
  ].slice(0, 8);

  return {
    title,
    requirements,
    keySkills,
    asOf: options.asOf ?? new Date().toISOString().slice(0, 7),
    ...(occupation ? { occupation: { code: occupation.code, title: occupation.title } } : {}),
    ...(conditions.length ? { conditions: conditions.slice(0, 6) } : {}),
    meaning: { title: role.label, text: meaningText(title, posting, keyText, optionalText) },
  };
}

/** Enough of the posting's work to know what it is about: its duties and requirements, not its boilerplate. */
const MEANING_CHARS = 8_000;

function meaningText(title: string, posting: PostingParts, keyText: string, optionalText: string): string {
  const text = [title, keyText, posting.requirements, posting.duties, optionalText, posting.preferred, posting.knowledge].filter((t) => t.trim()).join("\n");
  return text.length > MEANING_CHARS ? text.slice(0, MEANING_CHARS) : text;
}

export const LEVEL_LABEL: Record<DegreeLevel, string> = {
  high_school: "High school diploma",
  associate: "Associate degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: "Doctorate",
};

export function degreeRank(level: string): number {
  return DEGREE_RANK[level as DegreeLevel] ?? 0;
}
