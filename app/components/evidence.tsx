/**
 * A requirement's evidence: one quote from the resume is shown as a quotation;
 * a list of quotes ("Python: “…” · SQL: “…”") or an explanation ("shares the
 * posting's terms: …") already carries its own quotation marks.
 */
export function Evidence({ text }: { text: string | null }) {
  if (!text) return <>—</>;
  if (text.includes("“") || text.startsWith("shares the posting's terms")) return <span className="italic">{text}</span>;
  return <q className="italic">{text}</q>;
}
