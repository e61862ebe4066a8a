// Does a text read as prose (a resume), rather than markup, JSON, code or binary
// noise? One rule for the upload form, every upload the server receives and the
// worker that reads the file. Pure and browser-safe.

/** Why a text is not prose, in a few words (for tests and logs); null when it reads as prose. */
export type ProseProblem = "empty" | "binary" | "encoding" | "markup" | "json" | "code" | "symbols";

const TAG = /<\/?[a-z][\w:-]*(?:\s[^<>]{0,300})?\/?>|<!--[\s\S]{0,300}?-->/gi;
const MARKUP_START = /^(?:<\?xml|<!doctype|<html|<svg|<\?php)/i;
/** A line that only code, config or data would have. */
const CODE_LINE = [
  /^\s*["'][^"'\n]{1,80}["']\s*:/, // "name": …  (JSON, YAML with quoted keys)
  /[;{}[\]]\s*,?\s*$/, // ends in ; { } [ ] (statements, blocks, objects)
  /^\s*[}\])]/, // closes a block
  /^\s*(?:import|export|const|let|var|function|def|class|return|package|public|private|protected|#include|#!|using|namespace|fn|func|struct|async|await)\b[^\n]*[=({;:]/,
  /^\s*(?:\/\/|\/\*|\*\/|#\s*(?:define|if|endif))/, // comments of code
  /=>|===|!==|&&|\|\||::|->|\$\{/, // operators
];

const isLetter = (c: string) => /\p{L}/u.test(c);

/**
 * Does this text read as prose (a resume), rather than markup, JSON, code or
 * binary noise? Decided by the shape of the whole text, never by one token: a
 * resume that names `<script>` or `{}` in its skills is still prose.
 */
export function proseProblem(text: string, options: { encoding?: string } = {}): ProseProblem | null {
  const body = text.replace(/^\ufeff/, "");
  const trimmed = body.trim();
  if (!trimmed) return "empty";

  let counted = 0;
  let control = 0;
  let plainAscii = 0;
  let letters = 0;
  let visible = 0;
  let symbols = 0;
  for (const ch of body) {
    const c = ch.codePointAt(0)!;
    counted++;
    if (c === 0xfffd || (c < 0x20 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0x7f || (c >= 0x80 && c < 0xa0)) control++;
    if (c < 0x80) plainAscii++;
    if (/\s/.test(ch)) continue;
    visible++;
    if (isLetter(ch)) letters++;
    else if ("{}[]<>;=\"\\|`$^~".includes(ch)) symbols++;
  }
  if (control > Math.max(2, counted * 0.005)) return "binary";
  // A Windows-1252 guess is only believable when most of the text is plain letters.
  if (options.encoding === "windows-1252" && plainAscii / counted < 0.75) return "encoding";

  const tagChars = (body.match(TAG) ?? []).reduce((n, t) => n + t.length, 0);
  if (MARKUP_START.test(trimmed) || tagChars > body.length * 0.15) return "markup";

  if (/^[[{]/.test(trimmed)) {
    try {
      JSON.parse(trimmed);
      return "json";
    } catch {
      /* cut off at the sniffing limit, or not JSON: the line shapes below decide */
    }
  }
  const lines = trimmed.split(/\r?\n/).filter((l) => l.trim());
  const codeLines = lines.filter((l) => CODE_LINE.some((re) => re.test(l))).length;
  if (lines.length >= 3 && codeLines / lines.length > 0.35) return /^[[{]/.test(trimmed) ? "json" : "code";

  if (visible === 0 || letters / visible < 0.6 || symbols / visible > 0.06) return "symbols";
  const words = trimmed.match(/\p{L}{2,}/gu)?.length ?? 0;
  if (words < 3) return "symbols";
  return null;
}

export const readsAsProse = (text: string) => proseProblem(text) === null;

/** How many leading characters the rule reads: the same head the upload check sees. */
export const PROSE_SAMPLE_CHARS = 4096;
