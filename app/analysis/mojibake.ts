// Repairs UTF-8 that was read as Windows-1252 or Latin-1 somewhere along the way
// ("mojibake"): "â€¢" or "â\u0080¢" → "•", "â€™" → "’", "Ã©" → "é". Pure and
// browser-safe: the upload check repairs the head it judges the same way the
// extraction repairs the whole text (normalize.ts), and the analyzer repairs postings.
// See docs/decisions/0140-mojibake-repair.md.

/** Windows-1252's characters for the bytes 0x80–0x9F (its five unassigned bytes stay C1 controls). */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

/**
 * Windows-1252 bytes as text. Node's TextDecoder("windows-1252") decodes
 * Latin-1 instead (0x92 becomes U+0092, not "’"), so the table is ours.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = "";
  for (let at = 0; at < bytes.length; at += 8192) {
    const codes = Array.from(bytes.subarray(at, at + 8192), (b) => (b >= 0x80 && b < 0xa0 ? CP1252_HIGH.charCodeAt(b - 0x80) : b));
    out += String.fromCharCode(...codes);
  }
  return out;
}

/** The byte a character stood for before UTF-8 was misread, or -1. */
function byteOf(ch: string): number {
  const c = ch.charCodeAt(0);
  if (c >= 0x80 && c <= 0xff) return c;
  const high = CP1252_HIGH.indexOf(ch);
  return high >= 0 ? 0x80 + high : -1;
}

const escape = (s: string) => s.replace(/[\\\]^-]/g, "\\$&");
/** A UTF-8 continuation byte (0x80–0xBF) as either misreading shows it. */
const CONT = `[\\u0080-\\u00BF${escape(CP1252_HIGH)}]`;
/** A lead byte and as many continuation bytes as it announces. */
const SEQUENCE = new RegExp(`[\\u00C2-\\u00DF]${CONT}|[\\u00E0-\\u00EF]${CONT}{2}|[\\u00F0-\\u00F4]${CONT}{3}`, "g");
/** "”" (E2 80 9D) whose last byte a Windows-1252 decoder dropped as unassigned. */
const CUT_CLOSING_QUOTE = new RegExp(`â€(?!${CONT})`, "g");
/** A no-break space (C2 A0) whose second byte became a plain space: "includingÂ VPN". */
const STRAY_A_CIRCUMFLEX = /(?<!\p{Lu})Â(?= |$)/gmu;
const SUSPECT = /[\u00C2-\u00F4]/;

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Code points that double-encoded text really stands for. Anything else is
 * more likely real text that happens to look like a sequence, such as "CAFÉ”"
 * or "à\u00a0«" in French typography, and is left alone.
 */
function plausible(cp: number, length: number): boolean {
  if (length === 2) {
    return (cp >= 0xa0 && cp <= 0x24f) || (cp >= 0x370 && cp <= 0x52f) || (cp >= 0x5d0 && cp <= 0x6ff);
  }
  if (length === 3) return cp >= 0x900 && !(cp >= 0xd800 && cp <= 0xdfff);
  return true;
}

function decodeSequence(sequence: string): string {
  const bytes = Uint8Array.from(sequence, byteOf);
  let decoded: string;
  try {
    decoded = utf8.decode(bytes);
  } catch {
    return sequence;
  }
  return plausible(decoded.codePointAt(0)!, bytes.length) ? decoded : sequence;
}

/** At most this many rounds: text encoded twice over ("Ã¢â‚¬â„¢") needs two. */
const MAX_ROUNDS = 3;

export function repairMojibake(text: string): string {
  if (!SUSPECT.test(text)) return text;
  let out = text;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = out.replace(SEQUENCE, decodeSequence).replace(CUT_CLOSING_QUOTE, "\u201D");
    if (next === out) break;
    out = next;
  }
  return out.replace(STRAY_A_CIRCUMFLEX, "");
}
