// Text helpers shared by posting and resume parsing: clean-up, word tokens and stems.
import { stemmer } from "stemmer";

// Mis-decoded UTF-8 (e.g. "â€™") shows up in text layers of PDFs made by some exporters.
const MOJIBAKE: Array<[RegExp, string]> = [
  [/â€™|â€˜/g, "'"],
  [/â€œ|â€\u009d|â€/g, '"'],
  [/â€“|â€”/g, "-"],
  [/â€¢/g, "•"],
  [/â€‹|â€Ž/g, ""],
  [/Â/g, " "],
  [/ï¼/g, " "],
  [/[\u200b-\u200f\u2060\ufeff]/g, ""],
  [/\u00a0/g, " "],
];

export function cleanText(text: string): string {
  let out = text.replace(/\r\n?/g, "\n");
  for (const [pattern, replacement] of MOJIBAKE) out = out.replace(pattern, replacement);
  return out.replace(/[ \t]+/g, " ").replace(/ *\n */g, "\n");
}

export interface Token {
  /** As written, e.g. "HR". */
  raw: string;
  /** Lower-cased, light plural stripped: used for exact ("=") lexicon entries. */
  exact: string;
  /** Porter stem of the lower-cased word. */
  stem: string;
}

const stemCache = new Map<string, string>();

export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = /^[a-z]+$/.test(word) && word.length > 2 ? stemmer(word) : word;
    if (stemCache.size < 200_000) stemCache.set(word, s);
  }
  return s;
}

export function exactForm(lower: string): string {
  return lower.length > 3 && lower.endsWith("s") && !lower.endsWith("ss") ? lower.slice(0, -1) : lower;
}

const WORD = /[A-Za-z0-9][A-Za-z0-9+#&]*/g;

export function tokenize(text: string): Token[] {
  const prepared = text.replace(/\.net\b/gi, " dotnet").replace(/'s\b/g, "");
  const tokens: Token[] = [];
  for (const match of prepared.matchAll(WORD)) {
    const raw = match[0].replace(/&+$/, "");
    if (!raw) continue;
    const lower = raw.toLowerCase();
    tokens.push({ raw, exact: exactForm(lower), stem: stem(lower) });
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
  const start = Math.max(0, Math.min(at < 0 ? 0 : at - 50, text.length - max));
  const cut = text.slice(start, start + max);
  return `${start > 0 ? "…" : ""}${cut.trim()}${start + max < text.length ? "…" : ""}`;
}
