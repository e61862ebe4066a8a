// Debug: the jobs, years and role fit behind the experience verdict of one pair:
// `npx tsx tests/eval/verdicts-jobs.ts W040 resumes/CONSULTANT/78016758.pdf`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readResume, scoreRead } from "../../app/analysis/builtin";
import { buildJobProfile } from "../../app/analysis/posting/job-profile";
import { occupationFit, relevantJob, titleFit } from "../../app/analysis/match/scoring";
import { postingName } from "../fit/dataset";
import { closeResumeText, resumeText } from "./resume-text";

const dir = "/work/shared/eval/wide";
const [jd, file] = process.argv.slice(2);
const posting = readFileSync(path.join(dir, "jds", readdirSync(path.join(dir, "jds")).find((f) => f.startsWith(`${jd}_`) || f === `${jd}.txt`)!), "utf8");
const profile = buildJobProfile({ name: postingName(posting, jd), description: posting });
const role = profile.requirements.find((r) => r.kind === "role")!;
console.log("role", role.label, role.terms);
const text = (await resumeText(path.join(dir, "..", file)))!;
const { facts, result } = scoreRead(profile, readResume(text, profile.asOf));
console.log("total", facts.yearsOfExperience, "headline", facts.headline?.title);
const code = role.terms.find((t) => t.startsWith("occ:"))?.slice(4) ?? "";
for (const j of facts.jobs) console.log(JSON.stringify(j.title), j.years, "relevant", relevantJob(j.title, role, profile), "fit", titleFit(j.title, role), "occ", occupationFit(j.title, code));
for (const r of result.requirements) if (r.kind === "experience" || r.kind === "role") console.log(r.requirementId, r.status, r.credit);
await closeResumeText();
