// One canonical text shape for the analyzer, whatever file it came from.
import { markColumns } from "~/analysis/columns";
import { repairMojibake } from "~/analysis/mojibake";

const LIGATURES: Record<string, string> = {
  "\uFB00": "ff",
  "\uFB01": "fi",
  "\uFB02": "fl",
  "\uFB03": "ffi",
  "\uFB04": "ffl",
  "\uFB05": "st",
  "\uFB06": "st",
  "\u0132": "IJ",
  "\u0133": "ij",
  "\u0152": "OE",
  "\u0153": "oe",
};

// Symbol/Wingdings bullets land in the private-use area when a PDF has no proper Unicode map.
const BULLETS = /[\uF0A7\uF0B7\uF076\uF0D8\uF0FC\uF06E\uF0A8\uF0E0\uF0F0\u25AA\u25CF\u25E6\u2043\u2219\u27A2]/g;
// Glyphs that are a bullet only where a list item starts: a middle dot, squares, arrows, ticks, diamonds.
const LINE_BULLETS = /^([ \t]*)[\u00B7\u2023\u25A0\u25A1\u25AB\u25B8\u25BA\u25B6\u25C6\u25C7\u25CB\u2666\u2713\u2714\u2756\u27A4\u2794\u279D\u27A3\u2B9A](?=[ \t]|\p{L})/gmu;
const INVISIBLE = /[\u00AD\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
const ODD_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\t\v\f]/g;
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;

export function normalizeText(raw: string): string {
  // Before anything else: the damage is made of the very characters the steps below remove or fold.
  let text = repairMojibake(raw.replace(/\r\n?/g, "\n")).normalize("NFC");
  text = text.replace(/[\uFB00-\uFB06\u0132\u0133\u0152\u0153]/g, (c) => LIGATURES[c] ?? c);
  // "experi-\nence" was one word split by the layout; "Jan -\n2019" was not.
  text = text.replace(/(\p{Ll})[-\u2010\u00AD] *\n\s*(\p{Ll})/gu, "$1$2");
  // Before tabs and runs of spaces fold into one space: a gap between words there is a column.
  text = markColumns(text.replace(INVISIBLE, ""))
    .replace(CONTROL, "")
    .replace(ODD_SPACES, " ")
    .replace(BULLETS, "•")
    .replace(LINE_BULLETS, "$1•")
    // "•Developed": a bullet glued to its item would start every quote of it.
    .replace(/^([ \t]*)•(?=\p{L})/gmu, "$1• ")
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201F\u2033]/g, '"');
  const lines = text.split("\n").map((line) => line.replace(/ {2,}/g, " ").trim());
  return lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
