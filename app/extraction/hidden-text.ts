import type { SuspiciousFlag } from "~/analysis/types";

// Reasons a run of text would not be seen by a person reading the page.

/** Below this size text is a speck, not something a reader can make out. */
export const MIN_READABLE_PT = 2;

export interface HiddenRun {
  text: string;
  detail: string;
}

const MAX_FLAG_CHARS = 240;
const MAX_FLAGS = 20;

/**
 * Consecutive hidden runs with the same reason become one flag, so a hidden
 * paragraph is one finding; `null` marks visible text between them.
 */
export function hiddenFlags(runs: Array<HiddenRun | null>): SuspiciousFlag[] {
  const flags: SuspiciousFlag[] = [];
  let current: { text: string; detail: string } | null = null;
  const push = () => {
    if (current === null) return;
    const text = current.text.replace(/\s+/g, " ").trim();
    // Stray initials left white by a template, or letters of a line running past the page edge, are
    // removed but not worth a recruiter's attention.
    if ((text.match(/\p{L}/gu)?.length ?? 0) >= 4) flags.push({ kind: "hidden_text", text: clip(text), detail: current.detail });
    current = null;
  };
  for (const run of runs) {
    if (run === null) push();
    else if (current !== null && current.detail === run.detail) current.text += ` ${run.text}`;
    else {
      push();
      current = { text: run.text, detail: run.detail };
    }
  }
  push();
  return mergeRepeats(flags).slice(0, MAX_FLAGS);
}

function mergeRepeats(flags: SuspiciousFlag[]): SuspiciousFlag[] {
  const seen = new Set<string>();
  return flags.filter((f) => {
    const key = `${f.detail}\u0000${f.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function clip(text: string): string {
  return text.length <= MAX_FLAG_CHARS ? text : `${text.slice(0, MAX_FLAG_CHARS - 1)}…`;
}

export function sizeDetail(size: number): string {
  return `font size ${size < 0.1 ? size.toFixed(2) : size.toFixed(1)}pt`;
}
