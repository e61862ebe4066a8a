// Finds text a test file shares with the evaluation corpus: runs of RUN characters or more, word
// for word, compared in lower case with every run of white space as one space (a line break in a
// PDF's text is a space in a test's string). Only the files' string literals are compared: that is
// where copied text would sit, and it keeps the comparison small.

export const RUN = 45;

/** Lower case, one space for any white space. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * The text of a source file's string literals, each as its string reads (escapes such as \n are
 * the space they stand for), joined by a space as a list of lines joined into a resume would be.
 */
export function stringLiterals(source: string): string {
  const parts: string[] = [];
  for (const m of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
    const body = m[1] ?? m[2] ?? m[3] ?? "";
    parts.push(body.replace(/\\(?:u\{[0-9a-f]+\}|u[0-9a-f]{4}|x[0-9a-f]{2}|[nrtvbf0])/gi, " ").replace(/\\(.)/g, "$1"));
  }
  return parts.join(" ");
}

export interface SharedRun {
  file: string;
  /** The shared run, normalised. */
  text: string;
}

const BASE = 257;
/** BASE^(RUN-1) mod 2^32, to take a character out of a rolling hash. */
const DROP = Array.from({ length: RUN - 1 }).reduce<number>((p) => Math.imul(p, BASE) >>> 0, 1);

/** The rolling hash of every RUN-character window of `text`, by start. */
function* windows(text: string): Generator<[at: number, hash: number]> {
  if (text.length < RUN) return;
  let h = 0;
  for (let i = 0; i < RUN; i++) h = (Math.imul(h, BASE) + text.charCodeAt(i)) >>> 0;
  yield [0, h];
  for (let at = 1; at + RUN <= text.length; at++) {
    h = (h - Math.imul(text.charCodeAt(at - 1), DROP)) >>> 0;
    h = (Math.imul(h, BASE) + text.charCodeAt(at + RUN - 1)) >>> 0;
    yield [at, h];
  }
}

/**
 * The runs of RUN characters or more that each of `files` (name → text) shares with any document
 * of `corpus`, longest first. The files' windows are kept in memory; the corpus streams past them.
 */
export async function sharedRuns(files: Map<string, string>, corpus: AsyncIterable<string> | Iterable<string>): Promise<SharedRun[]> {
  const texts = [...files].map(([file, text]) => ({ file, text: normalise(text) }));
  const byHash = new Map<number, Array<[file: number, at: number]>>();
  texts.forEach(({ text }, f) => {
    for (const [at, h] of windows(text)) {
      const list = byHash.get(h);
      if (list) list.push([f, at]);
      else byHash.set(h, [[f, at]]);
    }
  });
  const hits = texts.map(() => new Set<number>());
  for await (const document of corpus) {
    const text = normalise(document);
    for (const [at, h] of windows(text)) {
      const candidates = byHash.get(h);
      if (!candidates) continue;
      const window = text.slice(at, at + RUN);
      for (const [f, start] of candidates) if (texts[f]!.text.startsWith(window, start)) hits[f]!.add(start);
    }
  }
  const runs: SharedRun[] = [];
  hits.forEach((starts, f) => {
    if (starts.size === 0) return;
    const text = texts[f]!.text;
    const sorted = [...starts].sort((a, b) => a - b);
    let begin = sorted[0]!;
    let end = begin + RUN;
    for (const at of sorted.slice(1)) {
      if (at <= end) end = Math.max(end, at + RUN);
      else {
        runs.push({ file: texts[f]!.file, text: text.slice(begin, end) });
        begin = at;
        end = at + RUN;
      }
    }
    runs.push({ file: texts[f]!.file, text: text.slice(begin, end) });
  });
  return runs.sort((a, b) => b.text.length - a.text.length);
}
