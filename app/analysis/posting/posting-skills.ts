// The skills a posting asks for, in the posting's own words: "TensorFlow, Keras
// or PyTorch" is one requirement that any of the three meets; "Python, SQL and
// Spark" are three. Every label is a piece of the posting (or the canonical name
// of a skill the posting wrote another way, "reconciled accounts").
import { CERTIFICATIONS, findSkills, GENERIC_SKILLS, modifiesNext } from "../knowledge/lexicon";
import { tokenize, type Token } from "../text";

export interface SkillAsk {
  /** As the posting writes it. */
  label: string;
  /** Canonical skill names; with `anyOf` one of them is enough, otherwise each counts. */
  terms: string[];
  anyOf: boolean;
}

/** From this many items in one list with "or" in it, of which this many tools the lexicon knows, the list is one choice. */
const LONG_LIST_ITEMS = 6;
const LONG_LIST_TOOLS = 4;
/** A list's item: a name of one to three words, none of them a word of a sentence ("experience with dbt" starts another list). */
const LIST_WORD = String.raw`(?!(?:with|in|of|to|for|on|at|by|from|the|a|an|using|including|such|as|like|experience|knowledge|skills?|proficiency|familiarity)\b)[\p{L}\p{N}.#+/-]+`;
const LIST_ITEM = `${LIST_WORD}(?: ${LIST_WORD}){0,2}`;
const LONG_LIST = new RegExp(`(?<![\\p{L}\\p{N}.#+/-])${LIST_ITEM}(?:\\s*,\\s*(?:(?:and|or|&)\\s+)?${LIST_ITEM}){${LONG_LIST_ITEMS - 1},}`, "gu");
/** The character spans of the long comma lists in a line. */
function longListsOf(line: string): Array<[number, number]> {
  return [...line.matchAll(LONG_LIST)].map((m) => [m.index!, m.index! + m[0].length]);
}

/** What may stand between the items of a list: commas, slashes, brackets, "or", "and", "e.g.". */
const CONNECTOR_WORDS = new Set(["or", "and", "and/or", "as", "well", "e", "g", "eg", "i", "including", "such", "like", "etc", "plus", "either", "any", "of", "another", "other"]);
const GAP = /^[\s,/&()+:.-]*$/;
/** The kind of thing a list of tools names after its last item ("… or other scripting languages"). */
const KIND_NOUN = /^(?:languages?|tools?|systems?|software|platforms?|databases?|frameworks?|packages?|applications?|suites?)$/i;
/** A license's or certificate's own noun right after a list: the list names its kind. */
const CREDENTIAL_AFTER = /^\s*(?:licen[sc]es?|licensure|certifications?|certificates?|cards?|permits?)\b/i;

/** Character offsets of each token in the line, found in order; null where a token was rewritten (".NET"). */
function offsets(line: string, tokens: Token[]): Array<[number, number] | null> {
  const out: Array<[number, number] | null> = [];
  let from = 0;
  for (const t of tokens) {
    const at = line.indexOf(t.raw, from);
    if (at < 0) {
      out.push(null);
      continue;
    }
    out.push([at, at + t.raw.length]);
    from = at + t.raw.length;
  }
  return out;
}

const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9+#]/g, "");

/** Bracketed groups that open right after a skill's mention: [index of "(", index of ")"]. */
// "CDL A (Required)", "Hazmat endorsement (Preferred)": a job board's note of how much the ask counts.
const NOT_EXAMPLES = /^\s*(?:or|and|but|must|will|able|willing|ability|if|unless|within|by|to be)\b|^\s*(?:required|preferred|optional|mandatory|desired|a plus|nice to have)\s*$/i;
/** What may stand between a skill and the examples of it: nothing, or a word for its kind ("CI experience (Jenkins, GitHub Actions)"). */
const EXAMPLES_GAP = /^(?:experience|skills?|knowledge|tools?|tooling|platforms?|frameworks?|expertise|proficiency|pipelines?|systems?|software)?$/i;

function examplesAfterSkills(line: string, mentions: Array<[number, number]>): Array<[number, number]> {
  const groups: Array<[number, number]> = [];
  for (let open = line.indexOf("("); open >= 0; open = line.indexOf("(", open + 1)) {
    const close = line.indexOf(")", open);
    if (close < 0) break;
    if (line.slice(open + 1, close).includes("(")) continue;
    // "(or able to get certified within 30 days)" is another way to meet the ask, not examples of it.
    if (NOT_EXAMPLES.test(line.slice(open + 1, close))) continue;
    if (mentions.some(([, end]) => end >= 0 && end <= open && EXAMPLES_GAP.test(line.slice(end, open).trim()))) groups.push([open, close]);
  }
  return groups;
}

/** People the work is done with ("UX designers", "the sales team"), named by their field. */
const COLLEAGUES = new Set(
  ("designer designers expert experts engineer engineers team teams specialist specialists analyst analysts scientist scientists " +
    "researcher researchers manager managers leader leaders leadership counterpart counterparts partner partners stakeholder stakeholders " +
    "department departments group groups staff professional professionals colleague colleagues org organization organizations function functions")
    .split(" "),
);
/** Words after which a field names people: "with UX designers", "for the sales team", "across engineering teams". */
const COLLEAGUES_AFTER = new Set(["with", "alongside", "for", "across", "between"]);
/** Words that end a list of fields ("Python for data teams" names no colleagues by "Python"). */
const NOT_A_FIELD = new Set("for to in on at by of from into as via per the a an our your their this that".split(" "));
const WORKING_WITH = /^(?:collaborat\w*|partner\w*|liais\w*|coordinat\w*|interfac\w*|align\w*)$/;
/** Departments a company has, which "work with" names as people ("work with sales"), not as skills. */
const DEPARTMENTS = new Set(
  ["engineering", "design", "product", "sales", "marketing", "operations", "finance", "legal", "data science", "research", "security",
    "customer success", "customer support", "support", "hr", "human resources", "people", "recruiting", "accounting", "procurement", "compliance"],
);

/**
 * A field named as the people the work is done with ("collaborate with UX designers", "partner with Sales to
 * close deals", "work closely with the data science team") asks for colleagues, not for the skill.
 */
function namesColleagues(tokens: Token[], start: number, end: number): boolean {
  if (namesHires(tokens, start, end)) return true;
  let withAt = -1;
  for (let i = start - 1; i >= Math.max(0, start - 4) && !tokens[i + 1].broken; i--) {
    const word = tokens[i].raw.toLowerCase();
    if (COLLEAGUES_AFTER.has(word)) {
      withAt = i;
      break;
    }
  }
  if (withAt < 0) return false;
  // "Work with data engineers on feature stores": the skill's own name ends in the people.
  if (PEOPLE.has(tokens[end - 1].raw.toLowerCase())) return true;
  // "the sales and operations teams": other fields of the same list may stand before the people.
  let next = end;
  while (next < tokens.length && next - end < 3 && !tokens[next].broken && !COLLEAGUES.has(tokens[next].raw.toLowerCase()) && !NOT_A_FIELD.has(tokens[next].raw.toLowerCase())) next++;
  const noun = tokens[next];
  if (noun && !noun.broken && (next === end ? noun.joined : true) && COLLEAGUES.has(noun.raw.toLowerCase())) return true;
  // "Partner with Sales", "collaborate closely with the product and design": the field is the colleagues.
  for (let i = withAt - 1; i >= Math.max(0, withAt - 2); i--) if (WORKING_WITH.test(tokens[i].raw.toLowerCase())) return true;
  // "Work with sales to close deals", "work with product, design and marketing": a department worked with,
  // where "work with Kubernetes" is a tool used.
  const named = tokens.slice(start, end).map((t) => t.raw.toLowerCase()).join(" ");
  if (DEPARTMENTS.has(named)) for (let i = withAt - 1; i >= Math.max(0, withAt - 2); i--) if (/^work(?:s|ing)?$/.test(tokens[i].raw.toLowerCase())) return true;
  return false;
}

const HIRING = /^(?:hir(?:e|es|ed|ing)|recruit(?:s|ed|ing)?|sourc(?:e|es|ed|ing)|plac(?:e|es|ed|ing)|staff(?:ed|ing)|interview(?:s|ed|ing)?)$/;
const PEOPLE = new Set([...COLLEAGUES, "developer", "developers", "nurse", "nurses", "role", "roles", "position", "positions", "candidate", "candidates", "talent", "hire", "hires", "technician", "technicians", "programmer", "programmers"]);

/** People a recruiter hires ("hiring software engineers", "recruit nurses and technicians"), named by their field. */
export function namesHires(tokens: Token[], start: number, end: number): boolean {
  let hiring = false;
  for (let i = start - 1; i >= Math.max(0, start - 5) && !tokens[i + 1].broken; i--) {
    const word = tokens[i].raw.toLowerCase();
    // "Hiring Managers / Compensation Team": people between the verb and the skill are the ones hiring.
    if (PEOPLE.has(word)) break;
    if (HIRING.test(word)) hiring = true;
  }
  if (!hiring) return false;
  if (PEOPLE.has(tokens[end - 1].raw.toLowerCase())) return true;
  // "interviews for Consultant and Architect level candidates": the fields listed before the people.
  for (let i = end; i < Math.min(tokens.length, end + 4) && !tokens[i].broken; i++) {
    const word = tokens[i].raw.toLowerCase();
    if (PEOPLE.has(word)) return true;
    if (NOT_A_FIELD.has(word)) break;
  }
  return false;
}

/**
 * A department named among those the candidate worked with ("Collaborate with clients, A/R and Sales to …",
 * "partnered with Finance and HR"): another team, not the candidate's own work. Only a list after a verb of
 * working together: "experienced with sales" is the candidate's own.
 */
export function namesDepartmentWorkedWith(tokens: Token[], start: number, end: number): boolean {
  if (!DEPARTMENTS.has(tokens.slice(start, end).map((t) => t.raw.toLowerCase()).join(" "))) return false;
  for (let i = start - 1; i >= Math.max(0, start - 6) && !tokens[i + 1].broken; i--) {
    const word = tokens[i].raw.toLowerCase();
    if (word === "with") {
      for (let j = i - 1; j >= Math.max(0, i - 2); j--) if (WORKING_WITH.test(tokens[j].raw.toLowerCase()) || /^work(?:s|ed|ing)?$/.test(tokens[j].raw.toLowerCase())) return true;
      return false;
    }
    // A word that ends the list ("with clients to increase sales"), where the "A" of "A/R" is none.
    if (NOT_A_FIELD.has(tokens[i].raw) || /(?:ed|ing)$/.test(word)) return false;
  }
  return false;
}

/** Words after which a participle is done to the reader: "be coached", "being trained", "get mentored". */
const RECEIVES = /^(?:be|being|been|get|gets|getting)$/i;
/** What is done to a person: the one hired receives it ("be reconciled" would be work on accounts). */
const DONE_TO_PEOPLE = /^(?:coached|trained|mentored|taught|tutored|onboarded|supervised|developed|guided|cross-trained)$/i;

/**
 * Something done to the person hired ("a desire to be coached, trained and mentored", "you will be trained"): the
 * employer gives it; it asks for no skill. Walks back over the list of participles to the "be".
 */
function doneToReader(tokens: Token[], start: number): boolean {
  if (!DONE_TO_PEOPLE.test(tokens[start].raw)) return false;
  for (let i = start - 1; i >= Math.max(0, start - 6) && !tokens[i + 1].broken; i--) {
    const word = tokens[i].raw;
    if (RECEIVES.test(word)) return true;
    if (!DONE_TO_PEOPLE.test(word) && !/^(?:and|or)$/i.test(word)) return false;
  }
  return false;
}

export function skillAsksOfLine(line: string): SkillAsk[] {
  const tokens = tokenize(line);
  // Longest match at each place; a shorter one inside it is the same mention.
  const surfaceOf = (m: { start: number; end: number }) => normal(tokens.slice(m.start, m.end).map((t) => t.raw).join(" "));
  // A general word that qualifies another noun ("Operations Support", "Personnel Department") asks for that, not for the skill.
  const matches = findSkills(tokens)
    .filter((m) => !m.general || !modifiesNext(tokens, m.end))
    .filter((m) => !namesColleagues(tokens, m.start, m.end) && !doneToReader(tokens, m.start))
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((m, i, all) => !all.some((o, j) => j !== i && o.start <= m.start && o.end >= m.end && o.end - o.start > m.end - m.start))
    // Two skills read from the same words: the one named by them ("Django", not Python through its alias).
    .filter((m, i, all) => {
      const same = all.filter((o) => o.start === m.start && o.end === m.end);
      const named = same.filter((o) => normal(o.value) === surfaceOf(o));
      return named.length ? named.includes(m) : same[0] === m;
    });
  if (matches.length === 0) return [];
  const at = offsets(line, tokens);
  // Brackets right after a skill give examples of it ("AWS (S3, Glue, Redshift)"): part of that ask, not asks of their own.
  const examples = examplesAfterSkills(line, matches.map((m) => [at[m.start]?.[0] ?? -1, at[m.end - 1]?.[1] ?? -1]));
  const inExamples = (t: number) => examples.some(([open, close]) => (at[t]?.[0] ?? -1) > open && (at[t]?.[0] ?? -1) < close);
  const span = (from: number, to: number) => {
    const a = at[from];
    const b = at[to - 1];
    if (!a || !b) return null;
    const after = examples.find(([open]) => open >= b[1] && EXAMPLES_GAP.test(line.slice(b[1], open).trim()));
    return line.slice(a[0], after ? after[1] + 1 : b[1]);
  };

  /** The skills in brackets of examples right after the mention ending at token `end`, where they are offered as a choice. */
  const choicesAfter = (end: number): string[] => {
    const b = at[end - 1];
    const group = b ? examples.find(([open]) => open >= b[1] && EXAMPLES_GAP.test(line.slice(b[1], open).trim())) : undefined;
    if (!group || !/\bor\b|\be\.g\.|\bsuch as\b|\bany\b/i.test(line.slice(group[0], group[1]))) return [];
    const inside = matches.filter((x) => (at[x.start]?.[0] ?? -1) > group[0] && (at[x.start]?.[0] ?? -1) < group[1]).map((x) => x.value);
    const own = matches.find((x) => x.end === end)?.value;
    return [...new Set(inside)].filter((v) => v !== own);
  };

  // "Go, Rust, Kotlin, Swift, Elixir, Haskell or OCaml": a choice of which any one meets the ask, whatever items between
  // the lexicon does not know (they broke the list in two, and only its last pair was a choice).
  const choiceLists = longListsOf(line)
    .filter(([from, to]) => /\bor\b/i.test(line.slice(from, to)))
    .map(([from, to]) => ({ from, to, items: matches.filter((m) => !inExamples(m.start) && (at[m.start]?.[0] ?? -1) >= from && (at[m.end - 1]?.[1] ?? Infinity) <= to) }))
    .filter((list) => new Set(list.items.map((m) => m.value).filter((v) => !GENERIC_SKILLS.has(v) && !CERTIFICATIONS.has(v))).size >= LONG_LIST_TOOLS);
  const inChoiceList = (m: (typeof matches)[number]) => choiceLists.some((list) => list.items.includes(m));

  // Runs: matches separated only by list punctuation and connector words.
  const runs: Array<{ items: typeof matches; or: boolean }> = [];
  for (const m of matches) {
    if (inExamples(m.start) || inChoiceList(m)) continue;
    const run = runs[runs.length - 1];
    const prev = run?.items[run.items.length - 1];
    if (run && prev && m.start >= prev.end) {
      const between = tokens.slice(prev.end, m.start).filter((_, k) => !inExamples(prev.end + k)).map((t) => t.raw.toLowerCase());
      const a = at[prev.end - 1];
      const b = at[m.start];
      const gapText = a && b ? line.slice(a[1], b[0]).replace(/\([^()]*\)/g, " ") : "";
      const gapWords = gapText.replace(/[^A-Za-z/]+/g, " ").trim().toLowerCase();
      // One capitalised word right before the next tool is its maker ("SAP or Manhattan WMS").
      const maker = between.length >= 2 && between[between.length - 2] === "or" && /^[A-Z][a-z]+$/.test(tokens[m.start - 1]?.raw ?? "");
      const connectors = maker ? between.slice(0, -1) : between;
      // Two skills written side by side with nothing between ("Distributed Systems System Design") are no list.
      const separated = between.length > 0 || !a || !b || gapText.trim() !== "";
      // A list inside brackets ends where they close: "(AWS, GCP, or Azure) and containerization" is two asks. One
      // name in brackets is a name written aside ("CPC (AAPC) or CCS (AHIMA)" is one ask).
      const sofar = a && b ? line.slice(at[run.items[0].start]?.[0] ?? a[1], b[0]) : "";
      const depth = (sofar.match(/\(/g)?.length ?? 0) - (sofar.match(/\)/g)?.length ?? 0);
      if (separated && (depth >= 0 || run.items.length === 1) && connectors.every((w) => CONNECTOR_WORDS.has(w)) && GAP.test(gapText.replace(/[A-Za-z]+/g, "")) && between.length <= 3) {
        run.items.push(m);
        if (/\bor\b|\//.test(gapWords) || gapText.includes("/")) run.or = true;
        continue;
      }
    }
    if (run && prev && m.start < prev.end) continue;
    runs.push({ items: [m], or: false });
  }

  const asks: SkillAsk[] = [];
  for (const run of runs) {
    // Words that name the kind of a license ("food handling/supervision/sanitation licenses") ask for the license:
    // a general skill among them is no ask of its own, and "Supervised" meets no food safety license.
    const last = at[run.items[run.items.length - 1].end - 1];
    if (last && CREDENTIAL_AFTER.test(line.slice(last[1])) && run.items.some((m) => !GENERIC_SKILLS.has(m.value))) {
      run.items = run.items.filter((m) => !GENERIC_SKILLS.has(m.value));
    }
    const names = [...new Set(run.items.map((m) => m.value))];
    if (run.or && names.length > 1) {
      // "Python or other scripting languages": the kind named after the last item closes the label.
      const lastEnd = run.items[run.items.length - 1].end;
      const kind = tokens[lastEnd] && !tokens[lastEnd].broken && KIND_NOUN.test(tokens[lastEnd].raw) ? lastEnd + 1 : lastEnd;
      const label = span(run.items[0].start, kind);
      asks.push({ label: label ? balanced(line, label) : names.join(" or "), terms: names, anyOf: true });
      continue;
    }
    // One certificate named several ways in a row ("NASM, ACE, ACSM or NSCA") is one ask, labelled with all of
    // them: any of them meets it. A skill keeps its own name ("YouTube, Instagram" is social media).
    const whole = names.length === 1 && run.items.length > 1 && CERTIFICATIONS.has(names[0]) ? span(run.items[0].start, run.items[run.items.length - 1].end) : null;
    if (whole && whole.length <= 80) {
      asks.push({ label: balanced(line, whole), terms: names, anyOf: false });
      continue;
    }
    for (const m of run.items) {
      const surface = span(m.start, m.end);
      // The posting's own casing ("GAAP", "scikit-learn"); an all-lower-case mention takes the skill's ("machine learning" → "Machine Learning").
      // A certificate is a name: it keeps the posting's ("CCNA"), never the lexicon's group ("IT Certification").
      const own = surface && (normal(surface) === normal(m.value) ? surface !== surface.toLowerCase() : CERTIFICATIONS.has(m.value)) ? surface : null;
      // A list item that is only this mention ("• Business Analysis") is labelled in its own words.
      const wholeItem = surface !== null && normal(surface) === normal(line.replace(/^[\s•·*▪●◦■-]+|[\s.;:,]+$/g, "")) && /[A-Z]/.test(surface);
      const label = own ?? (wholeItem ? surface : surface && normal(surface) === normal(m.value) && m.value.toLowerCase() === m.value ? surface : m.value);
      // Examples offered as a choice ("Cloud data warehouse (Snowflake, BigQuery or Redshift)", "a TMS (e.g., Oracle
      // OTM)"): any of them meets the ask as well as the kind they are examples of.
      const choices = choicesAfter(m.end);
      asks.push(choices.length ? { label, terms: [m.value, ...choices], anyOf: true } : { label, terms: [m.value], anyOf: false });
    }
  }
  for (const list of choiceLists) {
    const names = [...new Set(list.items.map((m) => m.value))];
    // From its first skill ("that includes React, …" is labelled "React, …") to its last item, known or not.
    const label = balanced(line, line.slice(Math.max(list.from, at[list.items[0].start]?.[0] ?? list.from), list.to).replace(/[\s,.;:]+$/, ""));
    const short = label.length <= 80 ? label : `${label.slice(0, 77).replace(/[\s,;/]+\S*$/, "")}…`;
    asks.push({ label: short, terms: names, anyOf: true });
  }
  // "Tableau (certified a plus)": what the brackets prefer is another ask (a certificate's), not this one's name.
  return asks.map((ask) => ({ ...ask, label: ask.label.replace(PREFERRED_ASIDE, "").trim() || ask.label }));
}

/** Brackets that prefer something beside the skill: "(certified a plus)", "(certification preferred)". */
const PREFERRED_ASIDE = /\s*\([^()]*\b(?:a plus|preferred|nice to have|bonus|desired|optional)\b[^()]*\)\s*$/i;

/** A requirement the recruiter typed, as one ask: "Accounting systems / ERP". */
export function typedAsk(item: string): SkillAsk | null {
  const names = [...new Set(findSkills(tokenize(item)).map((m) => m.value))];
  if (names.length === 0) return null;
  const label = item.replace(/[.;:,]+$/, "").trim();
  return { label: label.length <= 80 ? label : `${label.slice(0, 77).trim()}…`, terms: names, anyOf: names.length === 1 || /\bor\b|\/|\bany\b|\bone of\b/i.test(item) };
}

/** A label cut out of `line` with its brackets closed: "AAPC) or CCS (AHIMA" → "CPC (AAPC) or CCS (AHIMA)". */
function balanced(line: string, label: string): string {
  let start = line.indexOf(label);
  if (start < 0) return label;
  let end = start + label.length;
  const count = (text: string, ch: string) => text.split(ch).length - 1;
  while (count(line.slice(start, end), ")") > count(line.slice(start, end), "(")) {
    const open = line.lastIndexOf("(", start - 1);
    if (open < 0) break;
    const word = line.slice(0, open).trimEnd().search(/\S+$/);
    start = word >= 0 ? word : open;
  }
  while (count(line.slice(start, end), "(") > count(line.slice(start, end), ")")) {
    const close = line.indexOf(")", end);
    if (close < 0) break;
    end = close + 1;
  }
  return line.slice(start, end);
}
