// Does a text read as prose (a resume), rather than markup, JSON, code or binary
// noise? One rule for the upload form, every upload the server receives and the
// worker that reads the file. Pure and browser-safe.

/** Why a text is not prose, in a few words (for tests and logs); null when it reads as prose. */
export type ProseProblem = "empty" | "markup" | "json" | "code" | "symbols";

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

const CODE_SYMBOLS = "{}[]<>;=\"\\`^";
const isLetter = (c: string) => /\p{L}/u.test(c);
/** A rule, a table border or a lone bullet: a line with no letter or digit is layout, not content. */
const LAYOUT_LINE = /^[^\p{L}\p{N}]*$/u;

/**
 * Does this text read as prose (a resume), rather than markup, JSON, code or
 * symbol noise? Decided by the shape of the whole text, never by one token: a
 * resume that names `<script>` or `{}` in its skills is still prose. Whether
 * the bytes are text at all is text-file.ts's question, answered before.
 */
export function proseProblem(text: string): ProseProblem | null {
  const body = text.replace(/^\ufeff/, "");
  const trimmed = body.trim();
  if (!trimmed) return "empty";

  let letters = 0;
  let digits = 0;
  let visible = 0;
  let symbols = 0;
  for (const line of body.split("\n")) {
    // Rules of dashes and table borders are how plain-text resumes lay out sections and tables.
    if (LAYOUT_LINE.test(line)) continue;
    for (const ch of line) {
      if (/\s/.test(ch)) continue;
      visible++;
      if (isLetter(ch)) letters++;
      else if (ch >= "0" && ch <= "9") digits++;
      // Code's punctuation; "|", "$" and "~" separate, price and round figures in resumes.
      else if (CODE_SYMBOLS.includes(ch)) symbols++;
    }
  }

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
  const lines = trimmed.split(/\r?\n/).filter((l) => l.trim() && !LAYOUT_LINE.test(l));
  const codeLines = lines.filter((l) => CODE_LINE.some((re) => re.test(l))).length;
  if (lines.length >= 3 && codeLines / lines.length > 0.35) return /^[[{]/.test(trimmed) ? "json" : "code";

  // Dates, phone numbers and figures are part of a resume; data files are mostly digits and separators.
  if (visible === 0 || (letters + digits) / visible < 0.6 || letters / visible < 0.4 || symbols / visible > 0.06) return "symbols";
  const words = trimmed.match(/\p{L}{2,}/gu)?.length ?? 0;
  if (words < 3) return "symbols";
  return null;
}

export const readsAsProse = (text: string) => proseProblem(text) === null;

/** How many leading characters the rule reads: the same head the upload check sees. */
export const PROSE_SAMPLE_CHARS = 4096;
