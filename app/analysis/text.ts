// Text helpers shared by posting and resume parsing: clean-up, word tokens and stems.
import { stemmer } from "stemmer";
import { repairMojibake } from "./mojibake";
import spellings from "./spellings.json";

// Mis-decoded UTF-8 (e.g. "â€™") shows up in text layers of PDFs made by some exporters. Resumes are repaired at
// extraction; postings and texts stored before that are repaired here, by the same rule.
const LEFTOVERS: Array<[RegExp, string]> = [
  [/Â/g, " "],
  [/ï¼/g, " "],
  [/[\u200b-\u200f\u2060\ufeff]/g, ""],
  [/\u00a0/g, " "],
];

/** What the analyzer reads of one text: resumes longer than this (about 10 pages) are cut. */
export const MAX_ANALYZED_CHARS = 40_000;
/** Longer lines are wrapped at a space, so no rule ever scans a 100,000-character line. */
const MAX_LINE_CHARS = 400;

/**
 * Normalised text, bounded so that every later step is linear: at most
 * MAX_ANALYZED_CHARS, lines of at most MAX_LINE_CHARS, runs of one punctuation
 * mark cut to three, and letter-spaced headings ("E X P E R I E N C E") joined.
 */
export function cleanText(text: string): string {
  let out = text.slice(0, MAX_ANALYZED_CHARS).replace(/\r\n?/g, "\n");
  out = repairMojibake(out);
  for (const [pattern, replacement] of LEFTOVERS) out = out.replace(pattern, replacement);
  out = out
    .replace(/([^\p{L}\p{N}\s])\1{3,}/gu, "$1$1$1")
    .replace(/(?:\b[A-Za-z] (?=[A-Za-z]\b)){3,}[A-Za-z]\b/g, (run) => run.replace(/ /g, ""))
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n");
  return out.split("\n").map(wrapLine).join("\n");
}

function wrapLine(line: string): string {
  if (line.length <= MAX_LINE_CHARS) return line;
  const parts: string[] = [];
  let rest = line;
  while (rest.length > MAX_LINE_CHARS) {
    const space = rest.lastIndexOf(" ", MAX_LINE_CHARS);
    const cut = space > MAX_LINE_CHARS / 2 ? space : MAX_LINE_CHARS;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  parts.push(rest);
  return parts.join("\n");
}

export interface Token {
  /** As written, e.g. "HR". */
  raw: string;
  /** Lower-cased, light plural stripped: used for exact ("=") lexicon entries. */
  exact: string;
  /** Porter stem of the lower-cased word. */
  stem: string;
  /** Set when only spaces or a hyphen separate it from the word before ("Forms Maintenance", not "Forms, maintenance"). */
  joined?: boolean;
  /** Set when a sentence or clause ends before it ("projects; open-source"): no phrase runs across. */
  broken?: boolean;
  /** Set when a comma stands before it ("engineering, design"): only a name written with a comma runs across. */
  comma?: boolean;
}

const stemCache = new Map<string, string>();

/** Words the stemmer would make another word of: "news" is no plural of "new" ("news media" is not "new media"). */
const KEEP_WHOLE = new Set(["news"]);

export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = KEEP_WHOLE.has(word) ? word : /^[a-z]+$/.test(word) && word.length > 2 ? stemmer(word) : word;
    if (stemCache.size < 200_000) stemCache.set(word, s);
  }
  return s;
}

const BRITISH = new Map<string, string>(Object.entries(spellings.words));
const ISE = new RegExp(`^(${spellings.ise.join("|")})is(e|ed|es|ing|er|ers|able|ation|ations|ational)$`);
const YSE = new RegExp(`^(${spellings.yse.join("|")})ys(e|ed|ing|er|ers)$`);
const spellingCache = new Map<string, string>();

/**
 * A lower-case word in the American spelling O*NET and the lexicon use: "programme" → "program", "labourer" →
 * "laborer", "organisation" → "organization", "analysed" → "analyzed" (spellings.json). Other words as they are.
 */
export function americanSpelling(lower: string): string {
  let out = spellingCache.get(lower);
  if (out === undefined) {
    out = BRITISH.get(lower) ?? (/is|ys/.test(lower) ? lower.replace(ISE, "$1iz$2").replace(YSE, "$1yz$2") : lower);
    if (spellingCache.size < 200_000) spellingCache.set(lower, out);
  }
  return out;
}

export function exactForm(lower: string): string {
  return lower.length > 3 && lower.endsWith("s") && !lower.endsWith("ss") && !KEEP_WHOLE.has(lower) ? lower.slice(0, -1) : lower;
}

const WORD = /[A-Za-z0-9][A-Za-z0-9+#&]*/g;

/** What may stand between two words of one compound: spaces or a hyphen, nothing else. */
const JOINER = /^[ \t]*-?[ \t]*$/;
/** What ends a sentence or clause between two words: ";", "!", "?", a bracket, a line break, or "." / ":" before a space. */
const BREAK = /[;!?()[\]\n]|[.:](?:\s|$)/;

/** An e-mail address, or a web address written with its scheme or "www.". */
const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?:\/\/|www\.)[^\s,;)\]]+/gi;

export function tokenize(text: string): Token[] {
  // "(R)" and "(TM)" are marks ("ARRT (R)", "Excel(R)"), not the R language.
  // Dotted initials are one word ("P.R.O." is no R, "C.P.A." is CPA).
  // A web or mail address names no skill ("…@sbcglobal.net" is no .NET, "…/careers.html" no HTML).
  const prepared = (/[@:]|www\./i.test(text) ? text.replace(ADDRESS, " ") : text)
    .replace(/\.net\b/gi, " dotnet")
    // "Series 7, 63 and 66": each number is a licence of its own ("Series 63").
    .replace(/\b(Series\s+\d{1,2})((?:\s*(?:,|&|and|\/)\s*\d{1,2}\b)+)/gi, (_, first: string, rest: string) => `${first}${rest.replace(/\d{1,2}/g, "Series $&")}`)
    .replace(/['’]s\b/g, "")
    .replace(/\((?:R|TM)\)/g, " ")
    .replace(/\b[A-Za-z](?:\.[A-Za-z])+\.?(?![A-Za-z0-9])/g, (initials) => initials.replace(/\./g, ""))
    // A middle initial ("Richard R. Lee") is part of a name, not a word ("R").
    .replace(/\b([A-Z][a-z]+)\s+[A-Z]\.\s+(?=[A-Z][a-z])/g, "$1 ");
  const tokens: Token[] = [];
  let end = -1;
  for (const match of prepared.matchAll(WORD)) {
    const raw = match[0].replace(/&+$/, "");
    if (!raw) continue;
    const lower = americanSpelling(raw.toLowerCase());
    const token: Token = { raw, exact: exactForm(lower), stem: stem(lower) };
    if (end >= 0) {
      const between = prepared.slice(end, match.index);
      if (JOINER.test(between)) token.joined = true;
      // A dot between a word and a lower-case word or a digit is part of one name ("node.js", "vue.js"), not a sentence's end.
      else if (BREAK.test(between) && !(between === "." && /[a-z0-9]/.test(raw[0]))) token.broken = true;
      else if (between.includes(",")) token.comma = true;
    }
    tokens.push(token);
    end = match.index + match[0].length;
  }
  return tokens;
}

export function stemPhrase(text: string): string {
  return tokenize(text)
    .map((t) => t.stem)
    .join(" ");
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20,
};

/** The time a posting asks, in the unit it asks it: "6+ months", "2+ years". */
export function timeAsked(minYears: number): string {
  return minYears < 1 ? `${Math.round(minYears * 12)}+ months` : `${minYears}+ years`;
}

export function parseCount(word: string): number | null {
  const lower = word.toLowerCase();
  if (/^\d+(\.\d+)?$/.test(lower)) return Number(lower);
  return NUMBER_WORDS[lower] ?? null;
}

/** A readable quote of at most `max` characters around `needle` in `line`. */
export function quote(line: string, needle?: string, max = 160): string {
  const text = line.trim().replace(/\s+/g, " ");
  if (text.length <= max) return text;
  const at = needle ? text.toLowerCase().indexOf(needle.toLowerCase()) : -1;
  let start = Math.max(0, Math.min(at < 0 ? 0 : at - 50, text.length - max));
  let end = start + max;
  // Whole words only: "…AP for 2 entities", never "…ull-cycle AP".
  if (start > 0 && /\S/.test(text[start - 1]!)) {
    const space = text.indexOf(" ", start);
    if (space > 0 && space < start + 20 && (at < 0 || space < at)) start = space + 1;
  }
  if (end < text.length && /\S/.test(text[end]!)) {
    const space = text.lastIndexOf(" ", end);
    if (space > end - 20 && space > start) end = space;
  }
  const cut = text.slice(start, end);
  return `${start > 0 ? "…" : ""}${cut.trim()}${end < text.length ? "…" : ""}`;
}
