// Job and resume titles resolved to O*NET-SOC occupations through their 54,000
// occupation, alternate, short and reported titles, tolerant of seniority words,
// abbreviations and word order; and how close two occupations are.
import { onetData } from "./onet/data.server";
import { RANK_WORDS, titleKey, titleStems } from "./occupation-title";
import { broaderSkills, fieldIndex, findSkills, occupationTech, ONET_SKILLS, ONET_TECH_OF, SKILL_CLASSES, titleIndex as familyTitles } from "./lexicon";
import { tokenize } from "../text";

export interface Occupation {
  index: number;
  code: string;
  title: string;
  /** 1 (little preparation) to 5 (extensive). */
  jobZone: number;
}

export interface ResolvedTitle extends Occupation {
  /** 1 for a title O*NET lists as written; below 1 for the closest listed title. */
  score: number;
  /** The O*NET title key it matched. */
  matched: string;
  /** Every occupation that lists that title as one of its own, most usual first, when there are several. */
  alternatives?: number[];
  /** How many of the alternatives, from the first, O*NET makes equally usual (nothing but meaning tells them apart). */
  equallyUsual?: number;
}

interface TitleIndex {
  /** Title key → ids of the listed titles with that key. */
  exact: Map<string, number[]>;
  keys: string[][];
  occOf: Int32Array;
  weightOf: Uint8Array;
  postings: Map<string, Int32Array>;
  idf: Map<string, number>;
  related: Array<Map<number, number>>;
}

let index: TitleIndex | null = null;

/**
 * "Switchboard Operators, Including Answering Service", "Mail Clerks and Mail Machine Operators, Except Postal
 * Service": the occupation's own title before what it includes or leaves out is a title of it as written, as an
 * alternate title (O*NET does not always list it: "Switchboard Operator" was only a telephone operator's).
 */
let shortTitles: Array<[string, number, number]> | null = null;
function ownShortTitles(): Array<[string, number, number]> {
  if (shortTitles) return shortTitles;
  const data = onetData();
  const listed = new Set(data.titles.map(([key, occ]) => `${key}\t${occ}`));
  shortTitles = [];
  data.occupations.forEach(([, title], occ) => {
    const main = /^([^,]+), (?:Including|Except)\b/.exec(title)?.[1];
    const key = main ? titleKey(main) : "";
    if (key && !listed.has(`${key}\t${occ}`)) shortTitles!.push([key, occ, 2]);
  });
  return shortTitles;
}

function titleIndex(): TitleIndex {
  if (index) return index;
  const data = onetData();
  const n = data.titles.length + ownShortTitles().length;
  const exact = new Map<string, number[]>();
  const keys: string[][] = new Array(n);
  const occOf = new Int32Array(n);
  const weightOf = new Uint8Array(n);
  const interned = new Map<string, string>();
  const lists = new Map<string, number[]>();
  [...data.titles, ...ownShortTitles()].forEach(([key, occ, weight], id) => {
    const same = exact.get(key);
    if (same) same.push(id);
    else exact.set(key, [id]);
    const stems = key.split(" ").map((w) => {
      const known = interned.get(w);
      if (known !== undefined) return known;
      interned.set(w, w);
      return w;
    });
    keys[id] = stems;
    occOf[id] = occ;
    weightOf[id] = weight;
    for (const stem of stems) {
      const list = lists.get(stem);
      if (list) list.push(id);
      else lists.set(stem, [id]);
    }
  });
  const postings = new Map<string, Int32Array>();
  const idf = new Map<string, number>();
  for (const [stem, list] of lists) {
    postings.set(stem, Int32Array.from(list));
    idf.set(stem, Math.log(1 + n / list.length));
  }
  const related = data.occupations.map(() => new Map<number, number>());
  data.related.forEach((list, a) => {
    for (const [b, tier] of list) {
      related[a].set(b, Math.min(tier, related[a].get(b) ?? 9));
      related[b].set(a, Math.min(tier, related[b].get(a) ?? 9));
    }
  });
  index = { exact, keys, occOf, weightOf, postings, idf, related };
  return index;
}

let byCode: Map<string, number> | null = null;

export function occupationByCode(code: string): Occupation | null {
  byCode ??= new Map(onetData().occupations.map(([c], i) => [c, i]));
  const i = byCode.get(code);
  return i === undefined ? null : occupationAt(i);
}

export function occupationAt(i: number): Occupation {
  const [code, title, jobZone] = onetData().occupations[i];
  return { index: i, code, title, jobZone };
}

/** Titles resolve to the occupation whose listed title is closest; below this, to none. */
const MIN_SCORE = 0.6;
const MIN_COVERED = 0.65;
const MAX_POSTINGS = 4000;
const cache = new Map<string, ResolvedTitle | null>();

/**
 * "Head of Engineering", "VP of Information Technology", "Manager of Accounting": the rank before "of" is
 * what the title's last word usually is. A head or vice president of a field directs it.
 */
const RANK_OF_FIELD = /^\s*(?:(?:senior|sr\.?|executive|deputy|associate|assistant)\s+)?(head|director|manager|supervisor|vice[\s-]+president|vp|svp|evp|avp)\s+(?:of|for)\s+(?:the\s+)?([^\s/,|()–—][^/,|()–—]*)$/i;

function rankLast(title: string): string {
  const m = RANK_OF_FIELD.exec(title);
  if (!m) return title;
  const rank = /^(?:director|manager|supervisor)$/i.test(m[1]) ? m[1] : "director";
  return `${m[2]} ${rank}`;
}

/**
 * Of several occupations that list the same title ("Prep Cook": fast food and restaurant cooks), the one the
 * caller's context fits best (the posting's qualifiers and duties); without one, the most usual.
 */
export type PreferOccupation = (occupationIndexes: number[], equallyUsual: number) => number;

export function resolveOccupation(title: string, context?: PreferOccupation): ResolvedTitle | null {
  let resolved = resolveListed(title) ?? resolveQualified(title);
  if (!resolved) resolved = resolveJoined(title);
  if (!resolved) resolved = resolveDashed(title);
  if (!resolved) resolved = resolveBracketed(title);
  if (!context || !resolved?.alternatives || resolved.alternatives.length < 2) return resolved;
  const chosen = context(resolved.alternatives, resolved.equallyUsual ?? 1);
  return chosen === resolved.index ? resolved : { ...resolved, ...occupationAt(chosen) };
}

/**
 * "Staff Nurse, Medical-Surgical Unit", "Teller, Drive-Up": a title and, after one comma, where or on what it works,
 * which no listed title holds in that order. Read as "Medical-Surgical Unit Staff Nurse", else as the title alone.
 */
function resolveQualified(title: string): ResolvedTitle | null {
  const m = /^([^,]+),\s*([^,]+)$/.exec(title.trim());
  if (!m) return null;
  return resolveListed(`${m[2]} ${m[1]}`) ?? resolveListed(m[1]);
}

/**
 * "Cashier - Walmart", "Software Engineer - Payments Team", "Google – Software Engineer": a title and, across a dash,
 * its employer, team or unit, which no listed title holds. Read as the side that names a worker, with the other side
 * before it where O*NET lists the two together ("ICU Registered Nurse").
 */
const LEVEL_OR_SHIFT = new Set(["site", "shift", "team", "leader", "head", "department", "general", "unit", "area", "store", "branch", "regional", "district"]);
function resolveDashed(title: string): ResolvedTitle | null {
  const sides = title.split(/\s+[-–—]\s+/).map((side) => side.trim());
  if (sides.length !== 2) return null;
  const workers = sides.filter((side) => namesAWorker(side));
  if (workers.length !== 1) return null;
  const worker = workers[0]!;
  const other = sides.find((side) => side !== worker)!;
  const together = resolveListed(`${other} ${worker}`);
  if (together?.score === 1) return together;
  // "Legal Specialist III - Investment Banking Subpoena Compliance": a side that names a field of work says what the
  // title is about; read alone, the title would lose it (the title's meaning keeps it).
  // A field the worker's side names too says nothing more ("Call Center Agent - Inbound Call Center Process").
  if (!fieldsWithin(other, worker)) return null;
  // "Manager - Maintenance and Reliability", "Owner - Property preservation": a rank alone names no line of work.
  const own = (worker.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => !BARE_HEADS.has(w) && !RANK_WORDS.has(w) && !LEVEL_OR_SHIFT.has(w));
  return own ? (resolveListed(worker) ?? resolveQualified(worker)) : null;
}

/**
 * Whether `side` names no skill or field, or only skills `within` names too ("Accounting Department" beside
 * "Staff Accountant"; its field words then say the same).
 */
function fieldsWithin(side: string, within: string): boolean {
  const tokens = tokenize(side);
  const skills = findSkills(tokens).map((m) => m.value);
  if (!skills.length) return fieldIndex.findAll(tokens).length === 0;
  const own = new Set(findSkills(tokenize(within)).map((m) => m.value));
  return skills.every((skill) => own.has(skill));
}

/**
 * "Cashier (Walmart)", "Rideshare Driver (Uber, Lyft)", "Document Controller (Contract Position)": a title with,
 * in brackets after it, whom or how it was for, which no listed title holds: names in capitals that name no worker,
 * skill or field. Read as the title alone. (A name before the title, "Walmart Cashier", is not read so: no list
 * tells an employer's name from a field's word O*NET does not use, "Homebound Teacher".)
 */
function resolveBracketed(title: string): ResolvedTitle | null {
  const bracket = /^(.+?)\s*\(([^()]+)\)$/.exec(title.trim());
  if (!bracket) return null;
  const names = bracket[2]!.split(/\s*(?:,|\/|&|\band\b)\s*/).filter(Boolean);
  const aName = (name: string) => name.split(/\s+/).length <= 3 && /^\p{Lu}/u.test(name) && !namesAWorker(name) && findSkills(tokenize(name)).length === 0 && fieldIndex.findAll(tokenize(name)).length === 0;
  return names.length && names.every(aName) ? resolveListed(bracket[1]!) : null;
}

/**
 * "Licensed Funeral Director and Embalmer", "Cashier & Stocker": two titles held together, which no listed title
 * joins. Read as the first O*NET lists exactly (a role match weighs both, scoring.ts).
 */
const BARE_HEADS = new Set(["senior", "junior", "sr", "jr", "principal", "chief", "deputy", "acting", "interim", "co", "operator", "owner", "manager", "assistant", "associate", "worker", "helper", "specialist", "technician", "director", "supervisor", "lead", "coordinator", "agent", "representative", "officer", "clerk", "analyst", "consultant", "engineer", "administrator", "partner", "founder", "president", "member", "volunteer", "trainee", "intern"]);
function resolveJoined(title: string): ResolvedTitle | null {
  const exact = titlesHeldTogether(title).map((side) => resolveListed(side)).filter((r): r is ResolvedTitle => r?.score === 1);
  return exact[0] ?? null;
}

/**
 * The two titles of "Project Engineer & Project Manager", "Cashier / Server": each names a worker of its own. A bare
 * rank or head ("Owner and Operator", "Senior Specialist & Coordinator") names no occupation of its own; none then.
 */
export function titlesHeldTogether(title: string): string[] {
  const sides = title.split(/\s+(?:and|&)\s+|\s+\/\s+/).map((side) => side.trim());
  if (sides.length !== 2 || !sides.every((side) => /^\p{Lu}/u.test(side) && namesAWorker(side))) return [];
  const own = (side: string) => (side.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => !BARE_HEADS.has(w) && !RANK_WORDS.has(w));
  return sides.every(own) ? sides : [];
}

/** The occupation whose listed title is closest (cached by the title's key). */
function resolveListed(title: string): ResolvedTitle | null {
  const stems = titleStems(accountsTitle(salesTitle(rankLast(title.slice(0, 120)))));
  const key = [...new Set(stems)].sort().join(" ");
  if (!key) return null;
  // The last word names the job ("engineer" in "AI Engineer"): a listed title without it is another job.
  const head = stems[stems.length - 1];
  const cacheKey = `${key}\t${head}\t${FIELD_THEN_RANK.test(title)}`;
  if (cache.has(cacheKey)) return cache.get(cacheKey) ?? null;
  let result = resolveKey(key, head, [...new Set(stems)], title);
  // "Python Engineer", "Rust Engineer", "Computer Vision Engineer": no listed title, or one of another trade
  // (an engineer of materials, of computer hardware): an engineer or developer named by a software technology
  // writes software.
  if (!result?.code.startsWith("15-")) {
    const software = softwareRole(title, head);
    if (software) result = resolveListed(software) ?? result;
  }
  // "Automation Testing Engineer", "Cypress Automation Engineer": an engineer named by the testing of software tests
  // it (O*NET files a bare "Automation Engineer" among blockchain engineers).
  if (SOFTWARE_HEADS.has(head) && result?.code !== TESTERS && findSkills(tokenize(title)).some((m) => TESTING_SKILLS.has(m.value))) {
    result = resolveListed("Software Quality Assurance Analyst") ?? result;
  }
  if (cache.size > 20_000) cache.clear();
  cache.set(cacheKey, result);
  return result;
}

const SOFTWARE_HEADS = new Set(["engineer", "developer", "programmer"]);
const TESTERS = "15-1253.00";
const TESTING_SKILLS = new Set(["Automated Testing"]);
const ML_HEADS = new Set([...SOFTWARE_HEADS, "scientist", "researcher"]);
const ML_SKILLS = new Set(["Machine Learning", "Deep Learning", "NLP", "Computer Vision", "LLMs", "MLOps"]);
/** Technologies that only software is written with (languages count through their broader skill, Programming). */
const SOFTWARE_SKILLS = new Set(["Programming", "Android", "iOS", "Web Development", "Backend Development", "Angular", "React", "Unreal Engine", "Cloud Computing", "AWS", "Azure", "Google Cloud", "Kubernetes", "Docker", "CI/CD", "Linux"]);

/**
 * The occupation of a job whose title names the software it is written with, anywhere in the title ("Staff
 * Engineer, Android", "Member of Technical Staff, Machine Learning Software Engineer"); `main` is the title's
 * main part, whose last word says what the job is.
 */
export function resolveSoftwareRole(title: string, main: string): ResolvedTitle | null {
  const text = title.slice(0, 200);
  // The part that names the job: the main part, else the first part whose words end in one ("… - Machine
  // Learning Engineer"); its technology first ("Python Software Engineer / GenAI Startup" writes software).
  for (const part of [main, ...text.split(/\s[-–—|:]\s?|[-–—|:]\s|,|\//)]) {
    const stems = titleStems(part.slice(0, 120));
    const head = [...stems].reverse().find((s) => ML_HEADS.has(s));
    if (!head) continue;
    const software = softwareRole(part, head) ?? softwareRole(text, head);
    return software ? resolveOccupation(software) : null;
  }
  return null;
}

/** The ranks of those who run a team or a department. */
const ENGINEERING_LEADS = new Set(["manager", "director", "head", "lead", "vice", "president", "leader", "chief"]);

/** Title words that name no line of work on their own ("Principal Engineer", "Founding Engineer", "Research Engineer"). */
const GENERIC_TITLE_WORDS = new Set(["engineer", "developer", "research", "founding", "principal", "distinguished", "member", "technical", "staff", "lead", "senior", "applied"]);

/**
 * A title that says only "engineer" and a rank ("Principal Engineer", "Founding Engineer", "Research Engineer")
 * takes its line of work from what the posting asks: mostly software (three or more languages, platforms or
 * software tools among the must-haves), or machine learning (two or more of its skills).
 */
export function resolveGenericEngineer(title: string, askedSkills: string[]): ResolvedTitle | null {
  const stems = titleStems(rankLast(title.slice(0, 120)));
  // One who runs engineering ("Engineering Manager", "Head of Engineering", "VP of Engineering") runs software
  // engineers where the posting asks for software: O*NET files the title under architectural and civil work.
  if (stems.includes("engineering") && stems.some((s) => ENGINEERING_LEADS.has(s)) && stems.every((s) => s === "engineering" || ENGINEERING_LEADS.has(s) || GENERIC_TITLE_WORDS.has(s))) {
    const software = askedSkills.filter((s) => ML_SKILLS.has(s) || SOFTWARE_SKILLS.has(s) || broaderSkills(s).includes("Programming")).length;
    return software >= 3 ? resolveOccupation("Software Engineering Manager") : null;
  }
  if (!stems.length || !stems.some((s) => SOFTWARE_HEADS.has(s)) || !stems.every((s) => GENERIC_TITLE_WORDS.has(s))) return null;
  if (askedSkills.filter((s) => ML_SKILLS.has(s)).length >= 2) return resolveOccupation("Machine Learning Engineer");
  if (askedSkills.filter((s) => SOFTWARE_SKILLS.has(s) || broaderSkills(s).includes("Programming")).length >= 3) return resolveOccupation("Software Developer");
  return null;
}

/**
 * An engineer or developer whose title names no trade O*NET knows for certain ("Core Systems Reliability Engineer",
 * closest to logistics engineers; "Consulting Engineer", listed under four occupations; "Compiler Optimization
 * Engineer", listed nowhere) writes software where the posting's must-haves are software
 * (three or more languages, platforms or software tools) and the occupation the title reached lists fewer than two
 * of them among its technologies: an electrical engineer asked for C, Python and LabVIEW stays one, since O*NET
 * lists those for electrical engineers.
 *
 * Where the occupation is only a guess from the title's meaning or the duties (`guess`), two will do, and a guessed
 * specialty of "Computer Occupations, All Other" the title never names gives way as well ("Compiler Optimization
 * Engineer" read as a blockchain engineer).
 */
export function resolveEngineerByAsks(title: string, occupation: Occupation | null, askedSkills: string[], guess = false): ResolvedTitle | null {
  const stems = titleStems(rankLast(title.slice(0, 120)));
  if (occupation?.code.startsWith("15-")) {
    if (!guess || !occupation.code.startsWith("15-1299")) return null;
    const own = titleStems(occupation.title).filter((s) => !SOFTWARE_HEADS.has(s));
    if (own.some((s) => stems.includes(s))) return null;
  }
  if (!SOFTWARE_HEADS.has(stems.at(-1) ?? "")) return null;
  const software = askedSkills.filter((s) => SOFTWARE_SKILLS.has(s) || broaderSkills(s).includes("Programming"));
  if (software.length < (guess ? 2 : 3)) return null;
  if (occupation && !occupation.code.startsWith("15-")) {
    const tech = new Set(occupationTech(occupation.index));
    if (software.filter((s) => tech.has(s) || broaderSkills(s).some((b) => tech.has(b))).length >= 2) return null;
  }
  return resolveOccupation(askedSkills.filter((s) => ML_SKILLS.has(s)).length >= 2 ? "Machine Learning Engineer" : "Software Developer");
}

/**
 * Job boards name a selling job by what is sold ("Insurance Sales", "Medical Device Sales") and by where it is
 * sold ("Outside Insurance Sales Representative"): the one who sells it is a sales representative, and where
 * what is sold is named, "outside" or "inside" says where, not what. (Alone, "Outside Sales Representative" is
 * listed under ten kinds of sales work, and the posting's context chooses among them.)
 */
function salesTitle(title: string): string {
  const where = title.replace(/\b(?:outside|inside)\s+(?=(?:[\w&-]+\s+){1,3}sales\b)/gi, "");
  return /\bsales\s*$/i.test(where) ? `${where} Representative` : where;
}

/**
 * "Accounts Executive", "Accounts Officer", "Accounts Clerk": "accounts" with an "s" before a staff rank is the
 * accounts department (British and Indian usage), where "Account Executive" sells to accounts. Read as
 * accounting; "Accounts Manager" stays ambiguous, and "Key Accounts Executive" sells.
 */
function accountsTitle(title: string): string {
  return title.replace(/^(\s*(?:(?:senior|sr\.?|junior|jr\.?)\s+)?)accounts\s+(?=(?:executive|officer|assistant|clerk|associate|in-?charge|supervisor)\b)/i, "$1Accounting ");
}

/** The listed title for a job named by a software or machine-learning technology, or null. */
function softwareRole(title: string, head: string): string | null {
  // A technical lead or an architect of a language or a platform ("Java Technical Lead", ".NET Architect") leads
  // and designs the writing of software.
  const leadsSoftware = /\btech(?:nical)?\s+lead\b/i.test(title) || head === "architect";
  if (!ML_HEADS.has(head) && !leadsSoftware) return null;
  // The job's own word names no technology: "programmer" reads as Programming, but a CNC programmer writes none.
  const tokens = tokenize(title);
  const skills = findSkills(tokens).filter((m) => !tokens.slice(m.start, m.end).every((t) => ML_HEADS.has(t.exact))).map((m) => m.value);
  if (skills.some((s) => ML_SKILLS.has(s)) || /\b(?:AI|GenAI|LLMs?)\b/.test(title)) return "Machine Learning Engineer";
  if ((SOFTWARE_HEADS.has(head) || leadsSoftware) && skills.some((s) => SOFTWARE_SKILLS.has(s) || broaderSkills(s).includes("Programming"))) return "Software Developer";
  // A developer of a software product ("ServiceNow Developer", "SAP Developer", "Salesforce Developer") writes code
  // for it: any product O*NET lists as a technology. A real estate or business developer names none.
  if (head === "developer" && skills.some((s) => ONET_SKILLS.has(s) || ONET_TECH_OF.has(s) || SKILL_CLASSES.has(s))) return "Software Developer";
  return null;
}

/**
 * The occupation of a title key. When no listed title is close enough, two
 * back-offs, in turn and each at a lower score: a rank that is the last word
 * ("HR Officer") need not be in the listed title, so the field decides ("Human
 * Resources Specialist"); then, before a rank, the first of three or more
 * words, the one furthest from the head, may be dropped ("Trade Marketing
 * Executive" → "Marketing Executive") unless it names a field of work
 * ("Engineering Services Manager" is no service manager). A word that is not
 * a rank always stays ("VAT Executive" never becomes a chief executive).
 */
/** "Audit Senior", "Social Work Intern", "Audit Staff": a field, then a rank that names no work of its own. */
const FIELD_THEN_RANK = /\b(?:senior|intern|staff|trainee|apprentice)\s*$/i;

function resolveKey(key: string, head: string, ordered: string[], title: string): ResolvedTitle | null {
  const direct = closest(key.split(" "), head);
  if (direct?.score === 1) return direct;
  const fieldWords = ordered.filter((w) => !RANK_WORDS.has(w));
  const scaled = (found: ResolvedTitle | null, factor: number): ResolvedTitle | null => {
    if (!found) return null;
    const score = Math.round(found.score * factor * 100) / 100;
    return score >= MIN_SCORE ? { ...found, score } : null;
  };
  // One who runs a field may be listed under another of the ranks that run one: "Finance Supervisor" is a
  // finance manager (not the "Finance Specialist" O*NET files among securities sales agents), "Head of
  // Product" a product manager (not a "Product Quality Director").
  const field = ordered.filter((w) => w !== head);
  if (SUPERVISORY.includes(head) && field.length && (direct?.score ?? 0) < WEAK_MATCH) {
    for (const rank of SUPERVISORY) {
      if (rank === head) continue;
      const listed = closest([...field, rank], rank);
      if (listed?.score === 1) return scaled(listed, 0.9);
    }
  }
  // An agent is a representative where O*NET lists only one of them: "Customer Care Agent" is a customer care
  // representative (not the securities agent its words come closest to), "Claims Representative" a claims agent.
  const swap = head === "agent" ? "representative" : head === "representative" ? "agent" : null;
  if (swap && field.length && (direct?.score ?? 0) < WEAK_MATCH) {
    const listed = closest([...field, swap], swap);
    if (listed?.score === 1) return scaled(listed, 0.9);
  }
  // A staff rank stands for another where O*NET lists the field under only one of them: "Accounts Payable
  // Executive" is an accounts payable specialist (not a supervisor of office workers), "Payroll Officer" a payroll
  // specialist. Only where the ranks agree on the kind of work: an operations officer is listed at an airfield, an
  // operations assistant in business operations, so "Operations Executive" is left to the posting's duties.
  if (STAFF_SWAPPED.has(head) && field.length && (direct?.score ?? 0) < WEAK_MATCH) {
    const listed = STAFF.filter((rank) => rank !== head && rank !== "specialist").map((rank) => closest([...field, rank], rank)).filter((r) => r?.score === 1);
    if (listed.length && listed.every((r) => r!.code.slice(0, 4) === listed[0]!.code.slice(0, 4))) return scaled(listed[0], 0.9);
  }
  // One word in front of a listed job ("Outpatient Physical Therapist") beats a listed title that has another word
  // besides ("Outpatient Physical Therapist Assistant"): see the back-off below.
  const longer = direct !== null && direct.score < FRONT_WORD && ordered.every((w) => direct.matched.split(" ").includes(w));
  const behindOne = longer && !RANK_WORDS.has(head) && ordered.length === 3 ? closest(ordered.slice(1), head) : null;
  if (behindOne?.score === 1) return scaled(behindOne, FRONT_WORD);
  // "Internal Audit Senior", as accounting firms title a senior auditor: a field without its worker is the one who
  // does it, where O*NET lists that one ("Internal Auditor"), unless the field's words themselves are listed.
  if (!RANK_WORDS.has(head) && (direct?.score ?? 0) <= WEAK_MATCH && FIELD_THEN_RANK.test(title)) {
    const agent = closest(ordered, null);
    if (agent?.score === 1 && !agent.matched.split(" ").includes(head)) return scaled(agent, 0.9);
  }
  if (direct) return direct;
  if (fieldWords.length === 0) return null;
  const relaxed = RANK_WORDS.has(head) && fieldWords.length < ordered.length ? scaled(closest(fieldWords, null), 0.9) : null;
  if (relaxed) return relaxed;
  const rest = ordered.slice(1);
  if (ordered.length >= 3 && RANK_WORDS.has(head) && !namesField(ordered[0]) && rest.some((w) => !RANK_WORDS.has(w))) return scaled(closest(rest, head), 0.85);
  // A shift in front of the job ("Night Custodian", "Overnight Stocker") says when it is worked, not what it is.
  if (ordered.length >= 2 && SHIFT_WORDS.has(ordered[0]) && !RANK_WORDS.has(head)) {
    const listed = closest(rest, head);
    if (listed?.score === 1) return scaled(listed, 0.9);
  }
  // A rank in front of the job ("Associate Attorney", "Assistant Chef") says how senior, not what it is.
  if (ordered.length >= 2 && RANK_WORDS.has(ordered[0]) && !RANK_WORDS.has(head)) return scaled(closest(rest, head), 0.9);
  // One word in front of a listed job of two words or more says which kind it is ("Creative Graphic Designer",
  // "Freelance" is a level). Not for a rank ("Engineering Services Manager" is no services manager), and not
  // past one word: "Post-Doctoral Research Fellow" is no survey researcher, "Social Media Content Creator" no
  // video game designer.
  if (!RANK_WORDS.has(head) && ordered.length === 3) {
    const listed = closest(ordered.slice(1), head);
    if (listed?.score === 1) return scaled(listed, FRONT_WORD);
  }
  return null;
}

/** Words that say when or how a job is worked, before it ("Relief Porter", "Seasonal Cashier"). */
const HOW_WORKED = new Set(["night", "overnight", "evening", "weekend", "swing", "graveyard", "day", "relief", "seasonal", "temporary", "temp", "part-time", "float", "substitute", "prn", "inpatient", "outpatient", "remote", "field", "mobile", "traveling", "travel", "bilingual"]);
/** Words that say when a job is worked. */
const SHIFT_WORDS = new Set(["night", "overnight", "evening", "weekend", "swing", "graveyard"]);
/** The ranks that run a field: one stands for another when O*NET lists the field under only one of them. */
const SUPERVISORY = ["manager", "director", "supervisor"];
/**
 * The staff ranks of a field: one stands for another when O*NET lists the field under one only. Not a specialist,
 * which O*NET lists for professional work ("Marketing Communications Specialist" is a public relations specialist,
 * no marketing executive's post).
 */
const STAFF = ["specialist", "assistant", "clerk", "officer", "associate", "executive"];
/** The staff ranks read as another: a specialist or a clerk is listed as one where O*NET knows the job. */
const STAFF_SWAPPED = new Set(["assistant", "officer", "associate", "executive"]);
/** The score of a listed job behind one word of the title's own ("Creative Graphic Designer"). */
const FRONT_WORD = 0.85;
/** A closest listed title below this score gives way to the field listed under another supervisory rank. */
const WEAK_MATCH = 0.75;

/** A word the role families use for a job or a field of study ("engineering", "nursing"). */
function namesField(word: string): boolean {
  const tokens = tokenize(word);
  return familyTitles.findAll(tokens).length > 0 || fieldIndex.findAll(tokens).length > 0;
}

/** Endings that make a field a person who does it: audit → auditor, design → designer, research → researcher. */
const AGENT_ENDINGS = ["or", "er", "r", "ist", "ant", "ian"];

/**
 * The listed title closest to the query words; `head`, when given, must be one of its words.
 * Without a head, the person who does a field stands for it ("Internal Audit" → "Internal Auditor").
 */
function closest(query: string[], head: string | null): ResolvedTitle | null {
  const idx = titleIndex();
  const agents = new Map<string, string>();
  if (head === null) for (const w of query) for (const e of AGENT_ENDINGS) if (idx.postings.has(w + e)) agents.set(w + e, w);
  const keys = [[...query].sort().join(" "), ...[...agents].map(([agent, w]) => query.map((q) => (q === w ? agent : q)).sort().join(" "))];
  for (const key of keys) {
    const exactIds = idx.exact.get(key);
    if (!exactIds) continue;
    const exact = exactIds.map((id) => ({ occ: idx.occOf[id], weight: idx.weightOf[id] }));
    const usual = (a: { occ: number; weight: number }, b: { occ: number; weight: number }) => b.weight - a.weight || ownTitleOverlap(b.occ, key) - ownTitleOverlap(a.occ, key) || prevalence(b.occ, key) - prevalence(a.occ, key) || broadFirst(a.occ) - broadFirst(b.occ);
    const ranked = exact.sort((a, b) => usual(a, b) || a.occ - b.occ);
    // An override of ours (weight 4) or a title O*NET gives one occupation as its own is not second-guessed.
    const tied = ranked[0].weight < 3 ? [...new Set(ranked.filter((e) => e.weight < 3).map((e) => e.occ))] : [];
    if (tied.length < 2) return { ...occupationAt(ranked[0].occ), score: 1, matched: key };
    // "Supplier Quality Engineer", listed alike under ten kinds of engineer: none is more usual than the others.
    const equallyUsual = new Set(ranked.filter((e) => usual(ranked[0], e) === 0).map((e) => e.occ)).size;
    return { ...occupationAt(ranked[0].occ), score: 1, matched: key, alternatives: tied, equallyUsual };
  }
  if (query.length > 8) return null;
  const idf = (s: string) => idx.idf.get(s) ?? Math.log(1 + idx.keys.length);
  const queryWeight = query.reduce((sum, s) => sum + idf(s), 0);
  const seen = new Set<number>();
  let best: { id: number; score: number } | null = null;
  for (const s of [...query, ...agents.keys()]) {
    const list = idx.postings.get(s);
    if (!list || list.length > MAX_POSTINGS) continue;
    for (const id of list) {
      if (seen.has(id)) continue;
      seen.add(id);
      const stems = idx.keys[id];
      if (head !== null && !stems.includes(head)) continue;
      let shared = 0;
      let extra = 0;
      for (const t of stems) {
        const w = query.includes(t) ? t : agents.get(t);
        if (w) shared += idf(w);
        else extra += idf(t);
      }
      // Most of what the title says must be in the listed title: "HR Officer" is not a fish and game warden.
      if (shared < queryWeight * MIN_COVERED) continue;
      const score = shared / (queryWeight + extra) + idx.weightOf[id] * 0.001;
      if (!best || score > best.score) best = { id, score };
    }
  }
  if (!best || best.score < MIN_SCORE) return null;
  return { ...occupationAt(idx.occOf[best.id]), score: Math.round(best.score * 100) / 100, matched: idx.keys[best.id].join(" ") };
}

/** How many of an occupation's titles contain all of the key's words ("product manager"). */
function prevalence(occ: number, key: string): number {
  const idx = titleIndex();
  const stems = key.split(" ");
  const rarest = stems.map((s) => idx.postings.get(s) ?? []).sort((a, b) => a.length - b.length)[0] ?? [];
  let n = 0;
  for (const id of rarest) if (idx.occOf[id] === occ && stems.every((s) => idx.keys[id].includes(s))) n += idx.weightOf[id];
  return n;
}

/** How many of the key's words the occupation's own title has ("pilot" → Airline Pilots). */
function ownTitleOverlap(occ: number, key: string): number {
  const own = new Set(titleKey(onetData().occupations[occ][1]).split(" "));
  return key.split(" ").filter((s) => own.has(s)).length;
}

/** A broad occupation (code ending .00) before its specialisations. */
function broadFirst(occ: number): number {
  return onetData().occupations[occ][0].endsWith(".00") ? 0 : 1;
}

/** 1 Primary-Short, 2 Primary-Long, 3 Supplemental (either direction), or null. */
export function relatedTier(a: number, b: number): number | null {
  return titleIndex().related[a]?.get(b) ?? null;
}

/** Occupations in the same SOC minor group ("15-12"), e.g. two kinds of computer occupation. */
export function sameGroup(a: string, b: string): boolean {
  return a.slice(0, 5) === b.slice(0, 5);
}

export function occupationText(i: number): string {
  // "Excludes individuals whose duties are primarily installation, sales, repair, and technical support": what the
  // description leaves out is no part of the work.
  return (onetData().text[i] ?? "").replace(/\s*\bExcludes\b[^.\n]*\./g, "");
}

let heads: Set<string> | null = null;
/** Posts that name no occupation's last word but that resumes give as a job's title; seniority words the title's stems drop. */
const POSTS = new Set(["intern", "interns", "trainee", "apprentice", "owner", "founder", "cofounder", "volunteer", "partner", "president", "fellow", "professor", "attorney", "mechanic", "bookkeeper", "waiter", "waitress", "lecturer", "generalist", "recruiter", "copywriter", "hostess", "caregiver", "housekeeper", "foreman", "forewoman", "merchandiser", "chief", "captain", ...RANK_WORDS]);

/**
 * Whether a title names a kind of worker: one of its words is the last word of an O*NET occupation's name or
 * of one part of it ("Accountants and Auditors": accountant, auditor), a rank word ("Officer") or a post
 * ("Intern", "Owner"), or the whole is a title O*NET lists. "Data Analyst" does; an employer's name ("Axis Bank
 * Limited", "Coca-Cola") does not.
 */
export function namesAWorker(title: string): boolean {
  if (!heads) {
    heads = new Set();
    for (const [, name] of onetData().occupations) {
      // "General and Operations Managers", "Cleaning, Washing, and Metal Pickling Equipment Operators": a part
      // names workers when it ends in a plural; "Sales Representatives of Services, Except …": before "of".
      for (const part of name.replace(/,?\s*\b(?:Except|Including)\b.*$/, "").split(/,|\band\b|\bor\b/)) {
        const main = part.split(/\s+of\s+/)[0];
        const stems = titleStems(main);
        if (stems.length && /[a-z]s\s*$/.test(main)) heads.add(stems[stems.length - 1]);
      }
    }
  }
  if ((title.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => POSTS.has(w)) || titleStems(title).some((stem) => heads!.has(stem))) return true;
  // A title O*NET lists as written ("Loan Closer", "Barista") whose last word ends no occupation's name.
  // Letters alone ("HSS", "RPSGT") are a name's or a credential's as often as a post's; a listed title has a few
  // words and no date.
  if (title.length > 60 || /^\s*[A-Z]{2,6}\s*$/.test(title) || /\d{3}/.test(title) || title.split(/\s+/).length > 6) return false;
  if (resolveOccupation(title)?.score === 1) return true;
  // "Internal Audit Senior": a field and the rank accounting firms title a senior by.
  if (/\bsenior\s*$/i.test(title) && (resolveOccupation(title)?.score ?? 0) >= 0.9) return true;
  // "Night Custodian", "Relief Porter": a job O*NET lists by its one word, after a word that says when or how.
  // "Inpatient Coder II": a level's numeral after the post says how senior, not what the post is.
  const words = title.trim().replace(/\s+(?:I{1,3}|IV|V|[1-5])$/, "").split(/\s+/);
  if (words.length < 2 || words.length > 4 || resolveOccupation(words[words.length - 1]!)?.score !== 1) return false;
  if (words.length <= 3 && words.slice(0, -1).every((w) => HOW_WORKED.has(w.toLowerCase()))) return true;
  // "Emergency Department Scribe": the same after the unit or the field it serves, in capitals (three words or more:
  // "Marilyn Hunter" is a name); a last word naming a thing done ("Case Management") is no worker.
  return words.length >= 3 && words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w)) && !/(?:ment|ing|tion|sion|ance|ence|ity|ness|ship|ics)$/i.test(words[words.length - 1]!);
}
