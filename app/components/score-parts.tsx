import type { ScorePartLine } from "~/analysis/types";

/** How the match score was made: each part in the recruiter's words, what it weighs and how much the candidate has. */
/** `heldBy`: the licence the work needs by law that the resume lacks, which holds the score in C whatever the parts. */
export function ScoreParts({ parts, heldBy }: { parts: ScorePartLine[] | undefined; heldBy?: string }) {
  if (!parts?.length) return null;
  return (
    <section className="card p-0" aria-labelledby="score-parts-heading">
      <h2 id="score-parts-heading" className="border-b border-gray-200 px-5 py-3 font-semibold">
        How the score was made
      </h2>
      <table aria-labelledby="score-parts-heading" className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-xs uppercase text-gray-600">
          <tr>
            <th className="px-5 py-2">Part</th>
            <th className="px-5 py-2 text-right">Weighs</th>
            <th className="px-5 py-2">Candidate has</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {parts.map((p) => (
            <tr key={p.label}>
              <td className="px-5 py-2 wrap-anywhere">{p.label}</td>
              <td className="px-5 py-2 text-right tabular-nums">{p.weight}%</td>
              <td className="px-5 py-2">
                <span className="flex items-center gap-2">
                  <span aria-hidden className="h-2 w-16 shrink-0 overflow-hidden rounded bg-gray-100 sm:w-24">
                    <span className="block h-2 rounded bg-brand-600" style={{ width: `${p.has}%` }} />
                  </span>
                  <span className="tabular-nums">{p.has}%</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="px-5 py-3 text-xs text-gray-600">
        The weights were learned from real postings and resumes; the score places these parts on the tier bands (A from 90, B from 70, C from 50).
      </p>
      {heldBy ? (
        <p className="border-t border-gray-100 px-5 py-3 text-sm text-gray-800">
          The work needs {heldBy} by law, and the resume does not show it: the score is held in C whatever these parts add up to.
        </p>
      ) : null}
    </section>
  );
}
