// Quick look at the verdict audit alone, with every disagreement:
// `npx tsx tests/eval/verdicts-run.ts [wide dir] [filter]`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { analyzeResume } from "../../app/analysis/builtin";
import { buildJobProfile } from "../../app/analysis/posting/job-profile";
import { postingName } from "../fit/dataset";
import { evalRoot, ratio, verdictAudit } from "./audits";
import { closeResumeText, resumeText } from "./resume-text";

const dir = process.argv[2] ?? "/work/shared/eval/wide";
const only = process.argv[3];
const root = evalRoot(dir);
if (!root) throw new Error("no eval root");
const audit = await verdictAudit(dir);
if (!audit) throw new Error("no verdicts");
const pct = (s: { right: number; of: number }) => `${s.right}/${s.of} = ${(100 * ratio(s)).toFixed(1)}%`;
console.log(`precision ${pct(audit.precision)}  recall ${pct(audit.recall)}  pairs ${audit.pairs} unmatched ${audit.unmatched}`);

interface VerdictLabel { jd_id: string; file: string; requirementId: string; truth: "met" | "partly" | "not_met" }
const labels = path.join(path.dirname(fileURLToPath(import.meta.url)), "labels");
const { verdicts } = JSON.parse(readFileSync(path.join(labels, "verdicts.json"), "utf8")) as { verdicts: VerdictLabel[] };
const jds = path.join(dir, "jds");
const postingFile = (id: string) => {
  const name = existsSync(jds) ? readdirSync(jds).find((f) => f === `${id}.txt` || f.startsWith(`${id}_`)) : undefined;
  return name ? path.join(jds, name) : null;
};
const pairs = new Map<string, VerdictLabel[]>();
for (const v of verdicts) if (postingFile(v.jd_id)) pairs.set(`${v.jd_id}\0${v.file}`, [...(pairs.get(`${v.jd_id}\0${v.file}`) ?? []), v]);
const lines: string[] = [];
const times: number[] = [];
for (const [key, list] of pairs) {
  const [jd, file] = key.split("\0");
  const posting = readFileSync(postingFile(jd)!, "utf8");
  const profile = buildJobProfile({ name: postingName(posting, jd), description: posting });
  const text = await resumeText(path.join(root, file));
  if (!text) continue;
  const t0 = performance.now();
  const analysis = analyzeResume(profile, text);
  times.push(performance.now() - t0);
  for (const v of list) {
    const r = analysis.requirements.find((x) => x.requirementId === v.requirementId);
    if (!r) continue;
    const said = r.status === "met";
    const truly = v.truth === "met";
    if (said === truly) continue;
    const tag = said ? "FALSE-MET" : "MISSED";
    const quote = (r.evidence ?? "").replace(/\s+/g, " ").slice(0, 160);
    const line = `${tag} ${jd} ${file.replace(/^resumes\//, "")} ${r.requirementId} [${r.label}] said=${r.status} truth=${v.truth} ev="${quote}"`;
    if (!only || line.includes(only)) lines.push(line);
  }
}
lines.sort();
times.sort((a, b) => a - b);
console.log(`analysis median ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms, worst ${times.at(-1)?.toFixed(1)} ms`);
for (const l of lines) console.log(l);
await closeResumeText();
