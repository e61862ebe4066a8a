// Compiles the lexicon data (skills.json, roles.json) into phrase indexes that
// match on stems, so "reconciled accounts" finds "Account Reconciliation".
import { stem, tokenize, type Token } from "../../text";
import { onetData } from "../onet/data.server";
import skillData from "./skills.json";
import roleData from "./roles.json";

export interface PhraseMatch<T> {
  value: T;
  start: number;
  /** Exclusive. */
  end: number;
  /** Matched through a general word ("~maintenance"), which says less than a phrase would. */
  general?: boolean;
}

/**
 * Phrases are matched on Porter stems; single words and "=alias" on the lower-cased
 * word with a plural s ignored, because one stem alone merges unrelated words
 * (developer / development, excel / excellent);
 * "==ALIAS" on the word as written (HR, IT, PR).
 * "~word" is a general word that takes its meaning from the word written before it:
 * "maintenance" is a facility's, but "Forms Maintenance" and "Software Maintenance"
 * are not, so it counts only where no other noun qualifies it (see `qualified`).
 */
export class PhraseIndex<T> {
  private readonly byMode = { stem: new Map<string, T[]>(), exact: new Map<string, T[]>(), cased: new Map<string, T[]>() };
  private maxWords = 1;
  /** Every proper prefix of a key, so a scan stops as soon as no phrase can continue. */
  private readonly prefixes = { stem: new Set<string>(), exact: new Set<string>(), cased: new Set<string>() };
  /** "!phrase": contexts in which a value's alias does not mean it ("in a timely fashion"). */
  private vetoes: PhraseIndex<T> | null = null;
  /** "~word" entries: exact key → values that a qualifying word before it takes away. */
  private readonly general = new Map<string, T[]>();
  /** Keys of names written with a comma ("health, safety and environment"); no other name runs across one. */
  private readonly commaKeys = new Set<string>();

  /** `acrossCommas`: every phrase may run across a comma (the contexts of "!" entries, "federal, state"). */
  constructor(private readonly acrossCommas = false) {}

  add(alias: string, value: T): void {
    if (alias.startsWith("~")) {
      const key = tokenize(alias.slice(1)).map((t) => t.exact).join(" ");
      const list = this.general.get(key) ?? [];
      if (!list.includes(value)) list.push(value);
      this.general.set(key, list);
      this.add(alias.slice(1), value);
      return;
    }
    if (alias.startsWith("!")) {
      this.vetoes ??= new PhraseIndex<T>(true);
      this.vetoes.add(alias.slice(1), value);
      return;
    }
    const tokens = tokenize(alias.replace(/^=+/, ""));
    // "Profit & Loss" is "profit and loss": a lone "&" is no word, so the name is also known without its "and".
    if (tokens.length > 2 && tokens.some((t, i) => i > 0 && i < tokens.length - 1 && t.exact === "and")) {
      this.add(`${alias.match(/^=*/)![0]}${tokens.filter((t, i) => i === 0 || i === tokens.length - 1 || t.exact !== "and").map((t) => t.raw).join(" ")}`, value);
    }
    // A lone stem matches too much (experiments → "experience", excel → "excellent").
    const mode = alias.startsWith("==") ? "cased" : alias.startsWith("=") || tokens.length === 1 ? "exact" : "stem";
    if (tokens.length === 0) return;
    const keys = tokens.map((t) => keyOf(t, mode));
    for (let n = 1; n < keys.length; n++) this.prefixes[mode].add(keys.slice(0, n).join(" "));
    const key = keys.join(" ");
    if (alias.includes(",")) this.commaKeys.add(`${mode}\t${key}`);
    const list = this.byMode[mode].get(key) ?? [];
    if (!list.includes(value)) list.push(value);
    this.byMode[mode].set(key, list);
    this.maxWords = Math.max(this.maxWords, tokens.length);
  }

  /** Adds the matches of `values` for the `n` words from `start`. */
  private collect(found: PhraseMatch<T>[], values: T[], tokens: Token[], start: number, n: number): void {
    const t = tokens[start + n - 1];
    for (const value of values) {
      const general = n === 1 && this.general.get(t.exact)?.includes(value);
      if (general && (qualified(tokens, start) || this.otherObject(tokens, start, value))) continue;
      const last = found[found.length - 1];
      if (!last || last.value !== value || last.start !== start || last.end !== start + n) found.push(general ? { value, start, end: start + n, general } : { value, start, end: start + n });
    }
  }

  /**
   * "Maintenance of payroll documents" is the documents' maintenance, as "Forms Maintenance" is the forms':
   * a general word followed by "of" and what it is done to means the value only where that thing written
   * before the word is a name of the value too ("maintenance of buildings" is "building maintenance").
   */
  private otherObject(tokens: Token[], at: number, value: T): boolean {
    if (!OBJECT_DECIDES.has(tokens[at].raw.toLowerCase())) return false;
    const objects = ofObject(tokens, at);
    if (objects.length === 0) return false;
    const word = tokens[at];
    for (let from = 0; from < objects.length; from++) {
      const phrase = objects.slice(from);
      const stemKey = [...phrase.map((o) => o.stem), word.stem].join(" ");
      const exactKey = [...phrase.map((o) => o.exact), word.exact].join(" ");
      if (this.byMode.stem.get(stemKey)?.includes(value) || this.byMode.exact.get(exactKey)?.includes(value)) return false;
    }
    return true;
  }

  findAll(tokens: Token[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let start = 0; start < tokens.length; start++) {
      let stemKey = "";
      let exactKey = "";
      let casedKey = "";
      let crossedComma = false;
      for (let n = 1; n <= this.maxWords && start + n <= tokens.length; n++) {
        const t = tokens[start + n - 1];
        if (n > 1 && t.broken) break;
        if (n > 1 && t.comma && !this.acrossCommas) crossedComma = true;
        const sep = n === 1 ? "" : " ";
        stemKey += sep + t.stem;
        exactKey += sep + t.exact;
        casedKey += sep + t.raw;
        const stemValues = this.byMode.stem.get(stemKey);
        const exactValues = this.byMode.exact.get(exactKey);
        const casedValues = this.byMode.cased.get(casedKey);
        if (stemValues && !(crossedComma && !this.commaKeys.has(`stem\t${stemKey}`))) this.collect(found, stemValues, tokens, start, n);
        if (exactValues && !(crossedComma && !this.commaKeys.has(`exact\t${exactKey}`))) this.collect(found, exactValues, tokens, start, n);
        if (casedValues && !(crossedComma && !this.commaKeys.has(`cased\t${casedKey}`))) this.collect(found, casedValues, tokens, start, n);
        if (!this.prefixes.stem.has(stemKey) && !this.prefixes.exact.has(exactKey) && !this.prefixes.cased.has(casedKey)) break;
      }
    }
    if (!this.vetoes || found.length === 0) return found;
    const vetoed = this.vetoes.findAll(tokens);
    if (vetoed.length === 0) return found;
    return found.filter((m) => !vetoed.some((v) => v.value === m.value && v.start < m.end && m.start < v.end));
  }
}

/** Words before a general word that do not change what it means: "routine maintenance", "performed repairs". */
const NEUTRAL_BEFORE = new Set(
  ("a an the of and or to for in on at with by from all any some our their its this that these general routine regular " +
    "daily weekly monthly annual ongoing overall basic minor major preventive preventative corrective scheduled " +
    "emergency complete full total various multiple own new existing senior junior lead principal chief independent external internal " +
    "into onto as per via about over under through across within without between among during upon such like these those each " +
    "every both other his her my your")
    .split(" "),
);

/**
 * Words in -ing that act on the word after them ("developing strategy", "handling repairs"); any other -ing
 * word before a noun names a kind of it ("testing strategy", "trading strategies", "machine learning operations").
 */
const VERBS_IN_ING = new Set(
  ("developing implementing executing driving defining leading setting shaping building creating managing overseeing " +
    "supporting providing performing conducting handling coordinating ensuring delivering establishing formulating " +
    "crafting designing improving informing guiding owning influencing directing running doing completing organizing " +
    "optimizing streamlining reviewing evaluating assessing analyzing analysing supervising facilitating preparing " +
    "maintaining including requiring involving enabling assisting helping making taking following achieving meeting " +
    "exceeding scheduling coordinating administering negotiating drafting writing reducing increasing")
    .split(" "),
);

/** Verbs in their plain and -s forms that act on the word after them ("prepares estimates", "provide maintenance"). */
const VERBS = new Set(
  ("prepare calculate provide perform conduct manage develop create review oversee handle coordinate complete write draft " +
    "compile produce generate submit negotiate monitor maintain support direct run make take plan schedule supervise ensure " +
    "deliver analyze analyse assess evaluate establish implement execute define drive set shape build improve reduce increase " +
    "organize organise facilitate administer assist help own lead")
    .split(" ")
    .flatMap((verb) => [verb, verb.endsWith("s") || verb.endsWith("sh") ? `${verb}es` : `${verb}s`, verb === "do" ? "does" : verb]),
);

/**
 * Work on software named alongside a general word ("design, development and maintenance", "maintenance and
 * enhancements"): the word is the software's, not a facility's or a business's.
 */
const SOFTWARE_WORK = new Set(
  ["development", "design", "architecture", "implementation", "enhancement", "deployment", "testing", "integration",
    "configuration", "provisioning", "creation", "optimization", "improvement", "debugging", "refactoring", "coding", "programming",
    "updates", "upgrades", "patching", "backups"].map(stem),
);
const COORDINATORS = new Set(["and", "or", "&"]);

/** The words listed right before and after the one at `at`, across a comma or "and"/"or", within its clause. */
function listNeighbours(tokens: Token[], at: number): Token[] {
  const found: Token[] = [];
  const before = tokens[at - 1];
  if (before && !tokens[at].broken) {
    if (!COORDINATORS.has(before.raw.toLowerCase())) {
      if (!tokens[at].joined) found.push(before);
    } else if (tokens[at - 2] && !before.broken) found.push(tokens[at - 2]);
  }
  const after = tokens[at + 1];
  if (after && !after.broken) {
    if (!COORDINATORS.has(after.raw.toLowerCase())) {
      if (!after.joined) found.push(after);
    } else if (tokens[at + 2] && !tokens[at + 2].broken) found.push(tokens[at + 2]);
  }
  return found;
}

/** What software work is done on ("maintenance of servers", "repair of computers"). */
const SOFTWARE_OBJECTS = new Set(["server", "servers", "software", "application", "applications", "database", "databases", "website", "websites", "code", "computer", "computers"]);

/** Whether the word at `at` is qualified by a noun written right before it ("Forms Maintenance"), or after "of". */
function qualified(tokens: Token[], at: number): boolean {
  if (listNeighbours(tokens, at).some((t) => SOFTWARE_WORK.has(t.stem))) return true;
  // "Maintenance of servers", "operation & maintenance of servers".
  const next = tokens[at + 1];
  // The "&" between the two is no word of its own: the second then follows unjoined.
  const pair = !next ? 0 : COORDINATORS.has(next.raw.toLowerCase()) ? 2 : !next.joined && tokens[at + 2]?.raw.toLowerCase() === "of" ? 1 : 0;
  const of = tokens[at + 1 + pair];
  const object = tokens[at + 2 + pair];
  if (of && object && !tokens.slice(at + 1, at + 3 + pair).some((t) => t.broken) && of.raw.toLowerCase() === "of" && SOFTWARE_OBJECTS.has(object.raw.toLowerCase())) return true;
  if (at === 0 || !tokens[at].joined) return false;
  const before = tokens[at - 1].raw.toLowerCase();
  if (NEUTRAL_BEFORE.has(before) || /^\d+$/.test(before)) return false;
  // A verb or participle acts on it ("performed maintenance", "handling repairs").
  if (before.endsWith("ing") && before.length > 4) return !VERBS_IN_ING.has(before);
  if (VERBS.has(before)) return false;
  return !before.endsWith("ed") || before.length <= 4;
}

/** General words whose sense is decided by what they are done to (skills.json "objectDecides"). */
const OBJECT_DECIDES = new Set((skillData as { objectDecides?: string[] }).objectDecides ?? []);

/** Words between "of" and the thing named: "maintenance of all the buildings". */
const DETERMINERS = new Set("a an the all any our their its his her your this that these those each every such other existing new".split(" "));

/**
 * The words naming what a general word is done to, written after it with "of" ("repair of auto bodies",
 * "operation and maintenance of equipment"): up to two words, within the clause; [] when none.
 */
function ofObject(tokens: Token[], at: number): Token[] {
  let i = at + 1;
  // "maintenance and repair of ...": the pair shares its object.
  if (tokens[i] && COORDINATORS.has(tokens[i].raw.toLowerCase()) && tokens[i + 1]) i += 2;
  // "maintenance & repair of ...": the "&" is no word of its own.
  else if (tokens[i] && !tokens[i].joined && !tokens[i].comma && tokens[i + 1]?.raw.toLowerCase() === "of") i += 1;
  if (tokens[i]?.raw.toLowerCase() !== "of" || tokens.slice(at + 1, i + 1).some((t) => t.broken || t.comma)) return [];
  i++;
  while (tokens[i] && DETERMINERS.has(tokens[i].raw.toLowerCase()) && !tokens[i].broken && !tokens[i].comma) i++;
  const words: Token[] = [];
  for (; tokens[i] && words.length < 2; i++) {
    const t = tokens[i];
    if (t.broken || t.comma || FUNCTION_WORDS.has(t.raw.toLowerCase()) || COORDINATORS.has(t.raw.toLowerCase()) || !/^[a-z]/i.test(t.raw)) break;
    if (words.length > 0 && !t.joined) break;
    words.push(t);
  }
  return words;
}

const FUNCTION_WORDS = new Set("a an the of and or to for in on at with by from as per via".split(" "));

/** Whether the words before `end` qualify a noun written right after them ("Operations Support", "Personnel Department"). */
export function modifiesNext(tokens: Token[], end: number): boolean {
  const next = tokens[end];
  return Boolean(next?.joined && !FUNCTION_WORDS.has(next.raw.toLowerCase()));
}

function keyOf(token: Token, mode: "stem" | "exact" | "cased"): string {
  return mode === "stem" ? token.stem : mode === "exact" ? token.exact : token.raw;
}

export interface RoleFamily {
  id: string;
  label: string;
  titles: string[];
  skills: string[];
  related: string[];
  fields: string[];
}

export const SKILLS: Record<string, string[]> = Object.fromEntries(
  Object.entries(skillData.skills as Record<string, string[]>).filter(([name]) => !name.startsWith("_")),
);
export const GENERIC_SKILLS = new Set<string>(skillData.generic);
/** One word that names a product (skills.json "products"): written alone, it still says the tool was used. */
export const PRODUCT_WORDS = new Set<string>((skillData as { products?: string[] }).products ?? []);
/** Lines of work a workplace is named by: a job there claims the industry. */
export const INDUSTRIES = new Set<string>((skillData as { industries?: string[] }).industries ?? []);
export const CERTIFICATIONS = new Set<string>(skillData.certifications);
export const FAMILIES: RoleFamily[] = roleData.families;
export const FAMILY_BY_ID = new Map(FAMILIES.map((f) => [f.id, f]));

export const skillIndex = new PhraseIndex<string>();
for (const [name, aliases] of Object.entries(SKILLS)) {
  // "-name": the skill's own name is not enough, a verb ("driving growth") is written the same.
  if (!aliases.includes(`-${name.toLowerCase()}`)) skillIndex.add(`=${name}`, name);
  for (const alias of aliases) if (!alias.startsWith("-")) skillIndex.add(alias, name);
}

/** Skill → the general skills it shows ("Java" → Programming), from skills.json "broader". */
const BROADER = new Map<string, string[]>();
for (const [general, specifics] of Object.entries((skillData as { broader?: Record<string, string[] | string> }).broader ?? {})) {
  if (general.startsWith("_") || !Array.isArray(specifics)) continue;
  for (const specific of specifics) BROADER.set(specific, [...(BROADER.get(specific) ?? []), general]);
}

/** The general skills a specific one shows: a resume listing Java shows programming, MySQL databases. */
export function broaderSkills(name: string): string[] {
  return BROADER.get(name) ?? [];
}

/** Kinds of tool each skill belongs to (curated classes, then O*NET technology classes). */
export const SKILL_CLASSES = new Map<string, Set<string>>();
function addClass(skill: string, kind: string) {
  const set = SKILL_CLASSES.get(skill) ?? new Set<string>();
  set.add(kind);
  SKILL_CLASSES.set(skill, set);
}
for (const [kind, members] of Object.entries(skillData.classes as Record<string, string[] | string>)) {
  if (!kind.startsWith("_") && Array.isArray(members)) for (const skill of members) addClass(skill, kind);
}

/**
 * O*NET's technology skills (8,500 products and languages) extend the curated
 * lexicon: a product the curated lexicon already knows keeps its curated name
 * ("Microsoft Excel" is Excel); the others are matched on their exact words.
 */
export const ONET_SKILLS = new Set<string>();
/** O*NET classes larger than this are too broad to say two tools do the same job. */
const MAX_CLASS_SIZE = 60;
/** Skill name → O*NET technology index, for the occupations that use it. */
export const ONET_TECH_OF = new Map<string, number>();
/** O*NET technology index → the skill name it is matched as. */
const TECH_NAMES: string[] = [];
{
  const data = onetData();
  const classSize = new Map<number, number>();
  for (const [, , classes] of data.tech) for (const c of classes) classSize.set(c, (classSize.get(c) ?? 0) + 1);
  data.tech.forEach(([display, aliases, classes], i) => {
    const texts = [display, ...aliases.map((a) => a.replace(/^=+/, ""))];
    const curated = texts
      .map((text) => tokenize(text))
      .map((whole) => skillIndex.findAll(whole).find((m) => m.start === 0 && m.end === whole.length)?.value)
      .find(Boolean);
    const name = curated ?? display;
    if (!curated) {
      for (const alias of aliases) skillIndex.add(alias, name);
      ONET_SKILLS.add(name);
    }
    if (!ONET_TECH_OF.has(name)) ONET_TECH_OF.set(name, i);
    TECH_NAMES[i] = name;
    // A class lends partial credit only when it is narrow (not "Analytical or scientific
    // software", 1,658 products) and the skill is this very product, not a curated concept
    // that one of its aliases happens to name.
    const sameProduct = !curated || texts.some((t) => t.toLowerCase() === curated.toLowerCase());
    if (sameProduct) for (const c of classes) if ((classSize.get(c) ?? 0) <= MAX_CLASS_SIZE) addClass(name, data.classes[c]);
  });
}

/** How many occupations list each skill among their hot technologies ("YouTube": 74, "Procore": 3). */
let techSpread: Map<string, number> | null = null;
export function occupationsListingTech(name: string): number {
  if (!techSpread) {
    techSpread = new Map();
    for (const list of onetData().occTech) for (const name of new Set((list ?? []).map((i) => TECH_NAMES[i]).filter(Boolean))) techSpread.set(name, (techSpread.get(name) ?? 0) + 1);
  }
  return techSpread.get(name) ?? 0;
}

/** The hot technologies O*NET lists for an occupation, as skill names. */
export function occupationTech(occupation: number): string[] {
  return [...new Set((onetData().occTech[occupation] ?? []).map((i) => TECH_NAMES[i]).filter(Boolean))];
}

const isLanguage = (skill: string) => broaderSkills(skill).includes("Programming") || skill === "Object-oriented programming languages";

/** The kinds of tool two skills share, e.g. PyTorch and TensorFlow: "Machine learning frameworks". */
export function sharedClass(a: string, b: string): string | null {
  const ca = SKILL_CLASSES.get(a);
  const cb = SKILL_CLASSES.get(b);
  if (!ca || !cb) return null;
  // O*NET files languages with the products built in them ("Python" beside "Apache Spark" and "Jupyter
  // Notebook"): writing in a language is not using a product, so a language stands in only for a language.
  if (isLanguage(a) !== isLanguage(b)) return null;
  for (const c of ca) if (cb.has(c)) return c;
  return null;
}

/** A title phrase of a family; longer phrases are more specific. */
export interface TitleHit {
  family: string;
  words: number;
}
export const titleIndex = new PhraseIndex<TitleHit>();
export const fieldIndex = new PhraseIndex<string>();
for (const family of FAMILIES) {
  for (const title of family.titles) {
    titleIndex.add(title, { family: family.id, words: tokenize(title.replace(/^=+/, "")).length });
  }
  for (const field of family.fields) fieldIndex.add(field, family.id);
}

/** A degree's name is not its field: "Bachelor of Science in Accounting" studies accounting, not science. */
const DEGREE_NAME = /\b(?:bachelor|master|associate|doctor)(?:'?s)?(?:\s+degree)?\s+of\s+(?:applied\s+)?(?:science|sciences|arts|fine arts|commerce|technology)\b/gi;

/**
 * Fields of study named in a degree's text, as the role families they belong to. A phrase inside a
 * longer one is the same mention ("science" in "computer science" is not a second field).
 */
export function fieldsOfStudy(text: string): Array<PhraseMatch<string> & { words: string }> {
  const tokens = tokenize(text.replace(DEGREE_NAME, " "));
  const all = fieldIndex.findAll(tokens);
  return all
    .filter((m) => !all.some((o) => o.start <= m.start && o.end >= m.end && o.end - o.start > m.end - m.start))
    .map((m) => ({ ...m, words: tokens.slice(m.start, m.end).map((t) => t.raw.toLowerCase()).join(" ") }));
}

export function isRelated(a: string, b: string): boolean {
  return Boolean(FAMILY_BY_ID.get(a)?.related.includes(b) || FAMILY_BY_ID.get(b)?.related.includes(a));
}

interface WordSense {
  skill: string;
  /** Words of the everyday sense ("food", "banquet", "restaurant"). */
  other: Set<string>;
  /** Words of the skill's sense ("sql", "linux", "rack"). */
  own: Set<string>;
  /** A capitalised job title of the word alone is the everyday sense ("Server 03/2014"). */
  titleAlone: boolean;
}
/** Single words with an everyday second sense (skills.json "wordSenses"): "Food Server" waits tables. */
const WORD_SENSES = new Map(
  Object.entries((skillData as { wordSenses?: Record<string, { skill: string; other: string[]; own: string[]; titleAlone?: boolean }> }).wordSenses ?? {}).map(
    ([word, sense]): [string, WordSense] => [word, { skill: sense.skill, other: new Set(sense.other), own: new Set(sense.own), titleAlone: sense.titleAlone === true }],
  ),
);

/**
 * Whether a one-word match is the word's everyday sense: its line has a word of that sense and none of the
 * skill's, or it is a capitalised job title of the word alone with no word of the skill's ("Server 03/2014").
 */
function otherSense(tokens: Token[], m: PhraseMatch<string>): boolean {
  if (m.end - m.start !== 1) return false;
  const word = tokens[m.start];
  const sense = WORD_SENSES.get(word.exact);
  if (!sense || sense.skill !== m.value) return false;
  const words = tokens.map((t) => t.raw.toLowerCase());
  if (words.some((w) => sense.own.has(w))) return false;
  if (words.some((w) => sense.other.has(w))) return true;
  return sense.titleAlone && /^[A-Z]/.test(word.raw) && word.exact === word.raw.toLowerCase().replace(/s$/, "") && !word.raw.toLowerCase().endsWith("s");
}

/** Office programs that "Word" stands beside in a list ("Outlook, Word, PowerPoint and Excel"). */
const OFFICE_SIBLINGS = new Set(["Excel", "PowerPoint", "Outlook", "Microsoft Office", "Microsoft Access"]);
/** How far a sibling may be, in words: "Word, Excel", "Excel, PowerPoint and Word", "(Word, Excel, Outlook)". */
const OFFICE_REACH = 4;

/**
 * "Word" in capitals beside another Office program, in the same clause, is Microsoft Word: the word alone is
 * everyone's, but "Word, Excel" is the program.
 */
function withOfficeWord(tokens: Token[], found: PhraseMatch<string>[]): PhraseMatch<string>[] {
  const siblings = found.filter((m) => OFFICE_SIBLINGS.has(m.value));
  if (siblings.length === 0 || found.some((m) => m.value === "Microsoft Word")) return found;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.raw !== "Word" || found.some((m) => m.start <= i && i < m.end)) continue;
    const near = siblings.some((m) => {
      const [from, to] = m.start > i ? [i + 1, m.start] : [m.end, i];
      // No clause ends between them ("… in Word. Excel …").
      return to - from < OFFICE_REACH && !tokens.slice(from, to + 1).some((t) => t.broken);
    });
    if (near) return [...found, { value: "Microsoft Word", start: i, end: i + 1 }].sort((a, b) => a.start - b.start);
  }
  return found;
}

/**
 * Skills named in a run of words. An O*NET product overlapping a curated skill
 * gives way to it ("Autodesk AutoCAD" is CAD once, not twice).
 */
/** Skills whose repairs are a machine's: beside one of them, a general "repairs" or "maintenance" is that machine's. */
const MACHINE_REPAIR = new Set(["Automotive Repair", "Aircraft Maintenance"]);

/** A credential's letters in the plural name the people who hold it ("Carter & Bell CPAs", "supervised six RNs"). */
function pluralLetters(tokens: Token[], m: PhraseMatch<string>): boolean {
  return m.end - m.start === 1 && CERTIFICATIONS.has(m.value) && /^[A-Z]{2,5}s$/.test(tokens[m.start]!.raw);
}

/**
 * "Certified Payroll Professional (CPP)": letters in brackets that spell the words before them are those words'
 * short name, not a skill of their own (C++ is written "CPP" too).
 */
function initialsOfWhatPrecedes(tokens: Token[], m: PhraseMatch<string>): boolean {
  const letters = tokens[m.start]!.raw;
  if (m.end !== m.start + 1 || !tokens[m.start]!.broken || !/^[A-Z]{2,6}$/.test(letters) || m.start < letters.length) return false;
  const before = tokens.slice(m.start - letters.length, m.start);
  return before.map((t) => t.raw[0]!.toUpperCase()).join("") === letters;
}

export function findSkills(tokens: Token[]): PhraseMatch<string>[] {
  let all = withOfficeWord(tokens, skillIndex.findAll(tokens).filter((m) => !otherSense(tokens, m) && !pluralLetters(tokens, m) && !initialsOfWhatPrecedes(tokens, m)));
  // "Perform basic vehicle maintenance tasks, … performing minor repairs": the vehicle's repairs, not a building's,
  // within one sentence.
  const machines = all.filter((m) => MACHINE_REPAIR.has(m.value) && !m.general);
  if (machines.length) {
    const sameSentence = (a: number, b: number) => !tokens.slice(Math.min(a, b) + 1, Math.max(a, b) + 1).some((t) => t.broken);
    all = all.filter((m) => !(m.value === "Facilities Maintenance" && m.general && machines.some((v) => sameSentence(v.start, m.start))));
  }
  const curated = all.filter((m) => !ONET_SKILLS.has(m.value));
  if (curated.length === all.length) return all;
  return all.filter((m) => !ONET_SKILLS.has(m.value) || !curated.some((c) => c.start < m.end && m.start < c.end));
}

/** Canonical lexicon names for free text ("MS Excel" → Excel); unknown text gives []. */
export function canonicalSkills(text: string): string[] {
  return [...new Set(findSkills(tokenize(text)).map((m) => m.value))];
}
