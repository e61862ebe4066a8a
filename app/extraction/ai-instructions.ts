import type { SuspiciousFlag } from "~/analysis/types";
import phrases from "./ai-instruction-phrases.json";
import { clip } from "./hidden-text";

const PATTERNS = phrases.patterns.map((source) => new RegExp(source.replace(/ /g, "\\s+"), "giu"));

const SENTENCE_END = /[.!?;](?=\s|$)|\n\s*\n|•/g;

/**
 * Finds sentences that address an AI or a screener, and returns the text
 * without them. The whole sentence goes, but never more than the lines the
 * phrase sits on: resume lines often have no full stop.
 */
export function removeAiInstructions(text: string): { text: string; flags: SuspiciousFlag[] } {
  const spans: Array<[number, number]> = [];
  for (const pattern of PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      spans.push(sentenceAround(text, match.index, match.index + match[0].length));
    }
  }
  if (spans.length === 0) return { text, flags: [] };
  const merged = mergeSpans(spans);
  const flags: SuspiciousFlag[] = [];
  let kept = "";
  let at = 0;
  for (const [start, end] of merged) {
    kept += text.slice(at, start);
    flags.push({ kind: "ai_instruction", text: clip(text.slice(start, end).replace(/\s+/g, " ").trim()), detail: "addresses an AI or screener" });
    at = end;
  }
  kept += text.slice(at);
  return { text: tidy(kept), flags };
}

function sentenceAround(text: string, start: number, end: number): [number, number] {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  let from = lineStart;
  for (const m of text.slice(lineStart, start).matchAll(SENTENCE_END)) from = lineStart + m.index + m[0].length;
  let lineEnd = text.indexOf("\n", end);
  if (lineEnd < 0) lineEnd = text.length;
  let to = lineEnd;
  const after = text.slice(end, lineEnd).match(/[.!?;](?=\s|$)|•/);
  if (after?.index !== undefined) to = end + after.index + (after[0] === "•" ? 0 : 1);
  // A sentence that was its whole line takes its line break with it.
  if (text.slice(lineStart, from).trim() === "" && text.slice(to, lineEnd).trim() === "") {
    return [lineStart, Math.min(text.length, lineEnd + 1)];
  }
  return [from, to];
}

function mergeSpans(spans: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const span of sorted) {
    const last = out[out.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else out.push([...span]);
  }
  return out;
}

function tidy(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/ {2,}/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
