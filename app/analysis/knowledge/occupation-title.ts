// How a job title is reduced to the words that name an occupation, the same way
// for the O*NET titles (at `npm run data:onet`) and for the titles of postings
// and resumes (at run time): lower case, abbreviations spelt out, seniority and
// level words dropped, plurals made singular. Word order is handled by the resolver.
import { americanSpelling } from "../text";

const ABBREVIATIONS = new Map<string, string>(Object.entries({
  mgr: "manager", mngr: "manager", eng: "engineer", engr: "engineer", dev: "developer", devs: "developer",
  sw: "software", swe: "software engineer", sde: "software development engineer", ml: "machine learning",
  ai: "artificial intelligence", hr: "human resources", rn: "registered nurse", lpn: "licensed practical nurse",
  cna: "certified nursing assistant", qa: "quality assurance", vp: "vice president", acct: "accountant",
  asst: "assistant", assoc: "associate", coord: "coordinator", rep: "representative", reps: "representative",
  tech: "technician", spec: "specialist", dir: "director", exec: "executive", admin: "administrative",
  ux: "user experience", ui: "user interface", pm: "project manager", it: "information technology",
  cpa: "certified public accountant", ceo: "chief executive officer", cfo: "chief financial officer",
  cto: "chief technology officer", coo: "chief operating officer",
  sre: "site reliability engineer", dba: "database administrator", bi: "business intelligence",
  emt: "emergency medical technician", cnc: "cnc", hvac: "hvac", np: "nurse practitioner", pa: "physician assistant",
  md: "physician", gm: "general manager", csr: "customer service representative", bdr: "business development representative",
  sdr: "sales development representative", ae: "account executive", ta: "teaching assistant", svp: "vice president",
  avp: "vice president", evp: "vice president", ops: "operations", mktg: "marketing", fp: "financial planning",
  // A credential's letters that name the worker who holds it ("Sarah Kim, RDH").
  rdh: "registered dental hygienist", rrt: "registered respiratory therapist", lvn: "licensed vocational nurse",
  lcsw: "licensed clinical social worker", lmsw: "licensed master social worker", lpc: "licensed professional counselor",
  slp: "speech language pathologist", crna: "certified registered nurse anesthetist", fnp: "family nurse practitioner",
  lmt: "licensed massage therapist", lmft: "licensed marriage and family therapist", rdn: "registered dietitian nutritionist",
  ota: "occupational therapy assistant", pta: "physical therapist assistant", cst: "certified surgical technologist",
  // O*NET writes "web" where many a resume writes "website" ("Website Designer" is a web designer).
  website: "web",
  // "Mathematics Teacher" and "Math Teacher" teach one subject (O*NET lists the long form only at colleges).
  mathematics: "math", maths: "math",
}));

/** Words that say how senior a job is, not what it is. */
const LEVEL_WORDS = new Set([
  "senior", "sr", "junior", "jr", "lead", "principal", "staff", "level", "mid", "midlevel", "trainee",
  "intern", "internship", "apprentice", "i", "ii", "iii", "iv", "v", "1", "2", "3", "4", "experienced", "graduate",
  "remote", "hybrid", "onsite", "contract", "temporary", "temp", "fulltime", "parttime", "freelance",
  "new", "grad", "seasonal", "journeyman", "journeyperson", "journeyworker", "the", "a", "an", "of", "and", "for", "in", "at", "to", "with", "on", "or",
]);

/** Words that say what rank or kind of post a job is, not its field: "Executive", "Officer", "Intern". */
export const RANK_WORDS = new Set([
  "executive", "officer", "manager", "associate", "specialist", "assistant", "intern", "internship", "trainee", "coordinator",
  "consultant", "analyst", "engineer", "technician", "representative", "administrator", "supervisor", "director", "head",
  "lead", "advisor", "adviser", "expert", "professional", "staff", "worker", "apprentice",
]);

/** Plural to singular only: a full stemmer merges "product" and "production". */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us|is|ics)$/.test(word)) return word;
  if (/(?:sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith("s") ? word.slice(0, -1) : word;
}

/** The occupation words of a title, as stems in their written order. */
export function titleStems(title: string): string[] {
  const main = title
    .replace(/\[[^\]]*\]/g, " ")
    // "(CPA)" and a code of letters and digits ("Unit Supply Specialist (92Y)", "Compensation Assistant (CR-04)"): a
    // credential's, a military specialty's or a pay grade's letters, not the work.
    .replace(/\(([^)]*)\)/g, (_, inner: string) => (/^[A-Z&/.\s]{2,8}$|^(?=[A-Z\d-]*\d)[A-Z\d]{2,3}(?:-?[A-Z\d]{1,4}){0,2}$/.test(inner.trim()) ? " " : ` ${inner} `))
    .replace(/&/g, " and ")
    // Value-added tax, written in capitals; "vat" in lower case is a tank ("Vat Operator").
    .replace(/\bVAT\b/g, " tax ")
    .replace(/\b(?:full|part)[- ]time\b/gi, " ")
    // "Store Manager in Training", "Engineer-in-Training": a trainee's level, not training as the work.
    .replace(/\b(?:in|under)[- ]training\s*(?=$|\()/gi, " trainee ")
    // "Grade 5 Teacher" as "5th Grade Teacher": which grade, not what the job is.
    .replace(/\bgrade\s+\d{1,2}(?=\s+(?:teacher|classroom|math|english|science|reading)\b)/gi, " grade ")
    // "Management Analyst (GS-0343-09)", "Mechanic WG-10", "Staff Nurse Band 6": a pay plan's grade, not the work.
    .replace(/\b(?:GS|GG|WG|WS|WL|NH|NF|NT|YA|YC|FS|FP)[- ]?\d{1,4}(?:[- ]\d{1,4}){0,2}\b|\b(?:band|grade|step|pay grade)\s+\d{1,2}[a-z]?\b(?!\s*(?:teacher|classroom|math|english|science|student))/gi, " ")
    // "Entry-Level Accountant": a level; "Data Entry Clerk" and "Order Entry Clerk" enter data.
    .replace(/\bentry[- ]level\b/gi, " ")
    // "Third Grade Teacher" as "3rd Grade Teacher": which grade, not what the job is.
    .replace(/\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)(?=[\s-]+grade\b)/gi, " ")
    .toLowerCase();
  const words: string[] = [];
  for (const raw of main.match(/[a-z0-9+#]+/g) ?? []) {
    const american = americanSpelling(raw);
    const expanded = ABBREVIATIONS.get(american) ?? american;
    // "5th Grade Teacher", "2nd Shift": an ordinal says which one, not what the job is.
    for (const word of expanded.split(" ")) if (!LEVEL_WORDS.has(word) && !/^\d+(?:st|nd|rd|th)$/.test(word)) words.push(singular(word));
  }
  return words;
}

/** Level words written short, spelt out where a title's words are compared by meaning. */
const SHORT_LEVELS = new Map([["sr", "senior"], ["jr", "junior"]]);

/**
 * A title with its abbreviations spelt out and nothing else changed ("Sr. Office Mgr" → "senior office manager"),
 * for comparing titles by meaning: the word vectors know "manager", not "mgr".
 */
export function spelledOut(title: string): string {
  return title.replace(/[A-Za-z0-9+#]+/g, (raw) => {
    const word = raw.toLowerCase();
    const american = americanSpelling(word);
    return ABBREVIATIONS.get(american) ?? SHORT_LEVELS.get(word) ?? (american === word ? raw : american);
  });
}

/** The order-free key of a title: its stems sorted and de-duplicated. */
export function titleKey(title: string): string {
  return [...new Set(titleStems(title))].sort().join(" ");
}
