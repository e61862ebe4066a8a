// Every analysis of the run goes through `timedAnalyze`, so that the run can
// report the median and the worst single analysis (issue 9 item 4: median
// ≤ 20 ms, worst ≤ 250 ms) and name any analysis or profile build over 1 s.
import { performance } from "node:perf_hooks";
import { analyzeResume } from "../../app/analysis/builtin";
import { buildJobProfile } from "../../app/analysis/posting/job-profile";
import type { JobInput, JobProfile, ResumeAnalysis } from "../../app/analysis/types";
import { median } from "./metrics";

export const SLOW_MS = 1000;

interface Timing {
  section: string;
  label: string;
  ms: number;
}

const analyses: Timing[] = [];
const profiles: Timing[] = [];

/** `label` names the posting and the resume, e.g. "linkedin 4053455340 × resume.pdf". */
export function timedAnalyze(section: string, label: string, profile: JobProfile, resumeText: string): ResumeAnalysis {
  const start = performance.now();
  const analysis = analyzeResume(profile, resumeText);
  const ms = performance.now() - start;
  analyses.push({ section, label, ms });
  if (ms > SLOW_MS) console.log(`  SLOW analysis ${ms.toFixed(0)} ms: ${label}`);
  return analysis;
}

export function timedProfile(section: string, label: string, job: JobInput): JobProfile {
  const start = performance.now();
  const profile = buildJobProfile(job);
  const ms = performance.now() - start;
  profiles.push({ section, label, ms });
  if (ms > SLOW_MS) console.log(`  SLOW profile build ${ms.toFixed(0)} ms: ${label}`);
  return profile;
}

export function analysisTimes(section?: string): number[] {
  return analyses.filter((t) => !section || t.section === section).map((t) => t.ms);
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

function line(name: string, list: Timing[]): string {
  const ms = list.map((t) => t.ms);
  const worst = list.reduce((a, b) => (b.ms > a.ms ? b : a), list[0]);
  return `  ${name.padEnd(22)} ${String(list.length).padStart(6)}  median ${fmt(median(ms)).padStart(9)}  max ${fmt(worst.ms).padStart(10)}  (${worst.label})`;
}

/** Median and maximum over every analysis of the run, per section and overall; slow ones by name. */
export function printTimingSummary(): void {
  if (!analyses.length) return;
  console.log("\nAnalysis time, every analyzeResume call of this run timed on its own (target: median ≤ 20 ms, max ≤ 250 ms)");
  const sections = [...new Set(analyses.map((t) => t.section))];
  for (const s of sections) console.log(line(s, analyses.filter((t) => t.section === s)));
  console.log(line("ALL", analyses));
  if (profiles.length) console.log(line("profile builds", profiles));
  const slow = [...analyses.map((t) => ({ ...t, what: "analysis" })), ...profiles.map((t) => ({ ...t, what: "profile build" }))].filter((t) => t.ms > SLOW_MS);
  if (slow.length) {
    console.log(`  Over ${SLOW_MS} ms:`);
    for (const t of slow.sort((a, b) => b.ms - a.ms)) console.log(`    ${t.ms.toFixed(0).padStart(7)} ms  ${t.what}  ${t.label}`);
  } else console.log(`  No single analysis or profile build took over ${SLOW_MS} ms.`);
}
