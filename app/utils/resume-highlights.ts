// The resume's text beside the verdicts: which of its lines each requirement's
// evidence quotes. Evidence is a quote of one resume line (whitespace squeezed,
// cut with "…" when long), or several quotes in “…” ("Python: “…” · SQL: “…”").
// Pure and shared by the candidate page's loader and its tests.

export interface ResumeLine {
  text: string;
  /** Numbers (1-based, in the requirements table's order) of the requirements whose evidence quotes this line. */
  cites: number[];
}

export interface HighlightedResume {
  lines: ResumeLine[];
  /** Requirement number → the first line (0-based) its evidence quotes. */
  lineOf: Record<number, number>;
  /** Whether the text was cut for the page (the original file has the rest). */
  cut: boolean;
}

/** The page shows this much of a resume's text; the original file is one click away. */
export const MAX_SHOWN_CHARS = 60_000;

const squeeze = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

/** The quoted pieces of one requirement's evidence, without the "…" of a cut quote. An explanation ("shares the posting's terms: …") quotes nothing. */
export function quotedFragments(evidence: string | null | undefined): string[] {
  if (!evidence || /^shares the posting's terms/.test(evidence)) return [];
  const inner = [...evidence.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
  return (inner.length ? inner : [evidence])
    .map((f) => squeeze(f.replace(/^\s*…|…\s*$/g, "")))
    .filter((f) => f.length >= 4);
}

/**
 * Splits the text into lines and marks those the evidence quotes. `shown` is
 * the text to display (the redacted copy in blind view), line for line the
 * same as `text`, which the quotes were taken from.
 */
export function highlightResume(text: string, requirements: Array<{ evidence: string | null | undefined }>, shown: string = text): HighlightedResume {
  const cut = shown.length > MAX_SHOWN_CHARS;
  const shownLines = (cut ? shown.slice(0, MAX_SHOWN_CHARS) : shown).split("\n");
  const source = text.split("\n").slice(0, shownLines.length).map(squeeze);
  const lines: ResumeLine[] = shownLines.map((line) => ({ text: line, cites: [] }));
  const lineOf: Record<number, number> = {};
  requirements.forEach((req, i) => {
    const n = i + 1;
    for (const fragment of quotedFragments(req.evidence)) {
      // A long quote may have been cut mid-word: its first 60 characters still find the line.
      const probe = fragment.length > 60 ? fragment.slice(0, 60) : fragment;
      const at = source.findIndex((line) => line.includes(probe));
      if (at < 0) continue;
      if (!lines[at]!.cites.includes(n)) lines[at]!.cites.push(n);
      if (lineOf[n] === undefined) lineOf[n] = at;
    }
  });
  return { lines, lineOf, cut };
}
