// Years and highest degree of every text under a folder of plain-text resumes, one line each, to diff two readings.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readResume } from "../../app/analysis/builtin";
import { DEGREE_RANK, type DegreeLevel } from "../../app/analysis/resume/resume";

const dir = process.argv[2] ?? "/work/eval-texts";
const times: number[] = [];
for (const cat of readdirSync(dir).sort()) {
  for (const f of readdirSync(path.join(dir, cat)).sort()) {
    const text = readFileSync(path.join(dir, cat, f), "utf8");
    const t0 = performance.now();
    const p = readResume(text, "2026-11-01").parsed;
    times.push(performance.now() - t0);
    const highest = p.degrees.reduce<DegreeLevel | null>((b, d) => (!b || DEGREE_RANK[d.level] > DEGREE_RANK[b] ? d.level : b), null);
    console.log(`${cat}/${f}\t${p.yearsOfExperience}\t${highest ?? "none"}`);
  }
}
times.sort((a, b) => a - b);
console.error(`median read ${times[Math.floor(times.length / 2)].toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(2)} ms`);
