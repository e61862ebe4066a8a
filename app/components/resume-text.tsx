import type { HighlightedResume } from "~/utils/resume-highlights";

/**
 * The resume's text beside the verdicts: each line a verdict quotes is
 * highlighted and numbered with the requirements that cite it (links back to
 * them). Beside the table on a wide screen, under it on a phone; plain anchors,
 * so it all works without JavaScript. The original file is one click away.
 */
export function ResumeText({ resume, labels, fileHref, blind }: { resume: HighlightedResume; labels: string[]; fileHref: string; blind: boolean }) {
  const cited = resume.lines.filter((l) => l.cites.length).length;
  return (
    <section aria-labelledby="resume-heading" className="card min-w-0 p-0 lg:sticky lg:top-20">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 px-5 py-3">
        <div>
          <h2 id="resume-heading" className="font-semibold">
            Resume
          </h2>
          <p className="text-xs text-gray-600">
            {cited ? `${cited} ${cited === 1 ? "line" : "lines"} quoted by the verdicts, highlighted` : "No line is quoted by the verdicts"}
            {blind ? " · name and contact details hidden" : ""}
          </p>
        </div>
        <a href={fileHref} target="_blank" rel="noopener noreferrer" className="btn-secondary px-2.5 py-1 text-sm">
          Original file<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <div className="max-h-[75vh] overflow-y-auto px-5 py-3 text-sm leading-6 text-gray-800 lg:max-h-[calc(100vh-9rem)]">
        {resume.lines.map((line, i) =>
          line.cites.length ? (
            <p key={i} id={`resume-line-${i + 1}`} className="scroll-mt-24 break-words">
              <mark className="rounded bg-amber-100 px-0.5 text-gray-900 ring-1 ring-amber-300" title={line.cites.map((n) => `${n}. ${labels[n - 1] ?? ""}`).join("\n")}>
                {line.text}
              </mark>
              {line.cites.map((n) => (
                <a key={n} href={`#requirement-${n}`} className="ml-1 align-super text-[0.65rem] font-semibold text-brand-700 hover:underline">
                  {n}
                  <span className="sr-only"> (requirement: {labels[n - 1]})</span>
                </a>
              ))}
            </p>
          ) : (
            <p key={i} id={`resume-line-${i + 1}`} className="min-h-6 break-words whitespace-pre-wrap">
              {line.text}
            </p>
          ),
        )}
        {resume.cut ? <p className="mt-2 text-xs text-gray-600">The text is cut here; the original file has the rest.</p> : null}
      </div>
    </section>
  );
}
