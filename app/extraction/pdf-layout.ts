// Turns positioned text runs of one PDF page into reading-order text:
// lines top to bottom, and a two-column layout read column by column.

export interface PositionedRun {
  text: string;
  /** Baseline start in page space, y growing upwards (PDF convention). */
  x: number;
  y: number;
  width: number;
  /** Effective font size in points. */
  size: number;
}

export interface PageRun extends PositionedRun {
  /** Why a reader would not see it; absent when visible. */
  hidden?: string;
}

interface Segment {
  x0: number;
  x1: number;
  text: string;
  chars: number;
}

interface Line {
  y: number;
  segments: Segment[];
}

export function layoutPage(runs: PositionedRun[], pageWidth: number): string {
  const lines = toLines(runs).filter((line) => line.segments.length > 0);
  const gutter = findGutter(lines, pageWidth);
  if (gutter === null) return lines.map(lineText).join("\n");
  return readColumns(lines, gutter).join("\n");
}

function toLines(runs: PositionedRun[]): Line[] {
  const sorted = runs.filter((r) => r.text !== "").sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: PositionedRun[][] = [];
  let current: PositionedRun[] = [];
  let lineY = Number.NaN;
  let lineSize = 0;
  for (const run of sorted) {
    const tolerance = 0.45 * Math.max(1, Math.min(run.size, lineSize || run.size));
    if (current.length > 0 && Math.abs(run.y - lineY) <= tolerance) {
      current.push(run);
      continue;
    }
    if (current.length > 0) groups.push(current);
    current = [run];
    lineY = run.y;
    lineSize = run.size;
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => ({ y: group[0].y, segments: toSegments(group.sort((a, b) => a.x - b.x)) }));
}

/** Runs far apart on one line (a tab stop or a column gutter) become separate segments. */
function toSegments(runs: PositionedRun[]): Segment[] {
  const segments: Segment[] = [];
  let text = "";
  let x0 = 0;
  let end = 0;
  let pendingSpace = false;
  for (const run of runs) {
    // Writers often emit the space between words as a run of its own.
    if (run.text.trim() === "") {
      pendingSpace = text !== "";
      continue;
    }
    const gap = run.x - end;
    const size = Math.max(run.size, 1);
    if (text !== "" && gap > 1.5 * size) {
      segments.push({ x0, x1: end, text, chars: text.length });
      text = "";
    } else if (text !== "" && (pendingSpace || gap > 0.15 * size) && !/\s$/.test(text) && !/^\s/.test(run.text)) {
      text += " ";
    }
    if (text === "") x0 = run.x;
    text += run.text;
    end = Math.max(text.length === run.text.length ? run.x : end, run.x + Math.max(run.width, 0));
    pendingSpace = false;
  }
  if (text !== "") segments.push({ x0, x1: end, text, chars: text.length });
  return segments;
}

function lineText(line: Line): string {
  // A tab, as a tab stop would give: the text normalizer reads it as a column between words.
  return line.segments.map((s) => s.text.trim()).join("\t");
}

/**
 * A vertical strip no text crosses, with a left-aligned body of text on each side.
 * Right-aligned dates beside job titles also leave such a strip; they are told
 * apart by sharing their lines with the left side and carrying little text.
 */
function findGutter(lines: Line[], pageWidth: number): number | null {
  if (lines.length < 8 || pageWidth <= 0) return null;
  const segments = lines.flatMap((line) => line.segments);
  const totalChars = segments.reduce((sum, s) => sum + s.chars, 0);
  const allowedCrossings = Math.max(1, Math.floor(lines.length * 0.08));
  const step = 2;
  let best: { x: number; score: number } | null = null;
  let intervalStart = -1;
  for (let x = pageWidth * 0.15; x <= pageWidth * 0.85 + step; x += step) {
    const inside = x <= pageWidth * 0.85 && crossings(segments, x) <= allowedCrossings;
    if (inside && intervalStart < 0) intervalStart = x;
    if (!inside && intervalStart >= 0) {
      const width = x - step - intervalStart;
      if (width >= 8) {
        const centre = intervalStart + width / 2;
        const score = columnScore(lines, centre, totalChars);
        if (score > 0 && (best === null || score > best.score)) best = { x: centre, score };
      }
      intervalStart = -1;
    }
  }
  return best?.x ?? null;
}

function crossings(segments: Segment[], x: number): number {
  let count = 0;
  for (const s of segments) if (s.x0 < x && s.x1 > x) count++;
  return count;
}

function columnScore(lines: Line[], gutter: number, totalChars: number): number {
  let leftLines = 0;
  let rightLines = 0;
  let leftChars = 0;
  let rightChars = 0;
  let paired = 0;
  const rightStarts = new Map<number, number>();
  for (const line of lines) {
    const left = line.segments.filter((s) => s.x1 <= gutter);
    const right = line.segments.filter((s) => s.x0 >= gutter);
    if (left.length > 0) leftLines++;
    if (right.length > 0) {
      rightLines++;
      if (left.length > 0) paired++;
      const start = Math.round(right[0].x0 / 3);
      rightStarts.set(start, (rightStarts.get(start) ?? 0) + 1);
    }
    leftChars += left.reduce((sum, s) => sum + s.chars, 0);
    rightChars += right.reduce((sum, s) => sum + s.chars, 0);
  }
  if (leftLines < 4 || rightLines < 4) return 0;
  const leftShare = leftChars / totalChars;
  const rightShare = rightChars / totalChars;
  if (leftShare < 0.15 || rightShare < 0.15) return 0;
  const alignedStarts = Math.max(...rightStarts.values()) + (rightStarts.size > 1 ? secondLargest(rightStarts) : 0);
  if (alignedStarts / rightLines < 0.5) return 0;
  if (paired / rightLines > 0.7 && rightShare < 0.25) return 0;
  return Math.min(leftChars, rightChars);
}

function secondLargest(counts: Map<number, number>): number {
  const sorted = [...counts.values()].sort((a, b) => b - a);
  return sorted[1] ?? 0;
}

/** Lines crossing the gutter (a full-width heading) end a column block. */
function readColumns(lines: Line[], gutter: number): string[] {
  const out: string[] = [];
  let left: string[] = [];
  let right: string[] = [];
  const flush = () => {
    out.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const line of lines) {
    if (line.segments.some((s) => s.x0 < gutter && s.x1 > gutter)) {
      flush();
      out.push(lineText(line));
      continue;
    }
    const l = line.segments.filter((s) => s.x1 <= gutter);
    const r = line.segments.filter((s) => s.x0 >= gutter);
    if (l.length > 0) left.push(lineText({ y: line.y, segments: l }));
    if (r.length > 0) right.push(lineText({ y: line.y, segments: r }));
  }
  flush();
  return out;
}
