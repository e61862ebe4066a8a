// Quick look at the resume-facts audit alone: `npx tsx tests/eval/facts-run.ts [eval dir]`.
import { evalRoot, resumeFactsAudit } from "./audits";

const root = evalRoot(process.argv[2] ?? "/work/shared/eval");
if (!root) throw new Error("no eval root");
const audit = await resumeFactsAudit(root);
for (const field of ["name", "currentTitle", "location", "years", "degree"] as const) {
  const s = audit[field];
  console.log(`${field}: ${s.right}/${s.of} = ${((100 * s.right) / s.of).toFixed(1)}%`);
}
const only = process.argv[3];
for (const w of audit.wrong) if (!only || w.includes(only)) console.log(w);
