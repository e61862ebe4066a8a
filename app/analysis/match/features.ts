// What a candidate has of what the posting asks, as numbers between 0 and 1 that
// the fitted score (score/model.ts) weighs. Each says one thing a recruiter looks
// at, and the candidate page shows its part of the score in those words.
//
//   title*      how close the candidate's titles are in meaning to the posting's
//               title (learned similarity, knowledge/embeddings.ts), for the
//               headline, the current job and the closest of the recent jobs
//   titleText   the posting's title against the whole resume (the work described)
//   textText    the posting's duties and requirements against the whole resume
//   role        the role requirement's credit (same title, occupation or family)
//   skills      the requirements' credits: the role's core skills, the posting's
//               must-haves and nice-to-haves, and the skills its title names
//   titleSkillYears  years of dated work whose lines show the skills the title
//               names (Java in a Java lead's jobs, not only in a skills list)
//   vocabulary  the share of the posting's telling words the resume uses
//   experience, education, certification   those requirements' credits
// A requirement the posting does not have gives its feature no value (null), and
// so does a resume without a title line for the headline: the score is then the
// weighted mean of the features there are.
import { embed, embedTitle, similarity, type Vector } from "../knowledge/embeddings";
import { spelledOut } from "../knowledge/occupation-title";
import type { JobProfile, RequirementKind } from "../types";

export const FEATURES = [
  "titleHeadline",
  "titleCurrent",
  "titleBest",
  "titleText",
  "textText",
  "role",
  "coreSkills",
  "mustSkills",
  "niceSkills",
  "titleSkills",
  "titleSkillYears",
  "vocabulary",
  "experience",
  "education",
  "certification",
] as const;
export type FeatureName = (typeof FEATURES)[number];
export type Features = Record<FeatureName, number | null>;

/** Recent jobs whose titles count for `titleBest`, most recent first. */
const RECENT_JOBS = 5;

export interface FeatureInput {
  profile: JobProfile;
  headline: string | null;
  /** Job titles, most recent first. */
  jobTitles: string[];
  /** The (redacted) resume text. */
  text: string;
  /** Each requirement's credit (0-1), with its kind and whether it is a must-have. */
  requirements: Array<{ id: string; kind: RequirementKind; key: boolean; credit: number; weight: number; inTitle?: boolean; yearsUsed?: number }>;
}

const postingVectors = new WeakMap<JobProfile, { title: Vector; text: Vector }>();

/** The posting's title and work, as vectors; computed once per profile object. */
export function postingMeaning(profile: JobProfile): { title: Vector; text: Vector } {
  let found = postingVectors.get(profile);
  if (!found) {
    const title = profile.meaning?.title ?? profile.title;
    found = { title: embedTitle(title), text: embed(profile.meaning?.text ?? title) };
    postingVectors.set(profile, found);
  }
  return found;
}

const positive = (x: number) => Math.max(0, Math.round(x * 1000) / 1000);

/** The last texts embedded: a tournament scores one resume against one posting, a re-rank or the eval many. */
const recent = new Map<string, Vector>();
const RECENT_TEXTS = 4096;
function embedCached(text: string): Vector {
  let v = recent.get(text);
  if (!v) {
    v = embed(text);
    if (recent.size >= RECENT_TEXTS) recent.delete(recent.keys().next().value as string);
    recent.set(text, v);
  }
  return v;
}

/** Years of work using the title's skills at which that part is full: a lead's Java is years of it, not a list. */
export const TITLE_SKILL_FULL_YEARS = 5;

/** How long the candidate's work used the skills the title names (each full at TITLE_SKILL_FULL_YEARS), weighted like their credit. */
function yearsOfTitleSkills(requirements: FeatureInput["requirements"]): number | null {
  const named = requirements.filter((r) => (r.kind === "skill" || r.kind === "domain") && r.inTitle === true && r.yearsUsed !== undefined && r.weight > 0);
  if (named.length === 0) return null;
  const weight = named.reduce((s, r) => s + r.weight, 0);
  return Math.round((named.reduce((s, r) => s + Math.min(1, (r.yearsUsed ?? 0) / TITLE_SKILL_FULL_YEARS) * r.weight, 0) / weight) * 1000) / 1000;
}

export function matchFeatures(input: FeatureInput): Features {
  const posting = postingMeaning(input.profile);
  const titleSim = (title: string | null | undefined) => (title && title.trim() ? positive(similarity(posting.title, embedCached(spelledOut(title)))) : null);
  const resume = embedCached(input.text);
  const headline = titleSim(input.headline);
  const current = titleSim(input.jobTitles[0]);
  const recent = input.jobTitles.slice(0, RECENT_JOBS).map(titleSim);
  const all = [headline, ...recent].filter((x): x is number => x !== null);

  const credit = (pick: (r: FeatureInput["requirements"][number]) => boolean): number | null => {
    const chosen = input.requirements.filter(pick);
    const weight = chosen.reduce((s, r) => s + r.weight, 0);
    return chosen.length && weight > 0 ? Math.round((chosen.reduce((s, r) => s + r.credit * r.weight, 0) / weight) * 1000) / 1000 : null;
  };
  const isSkill = (r: { kind: RequirementKind }) => r.kind === "skill" || r.kind === "domain";

  return {
    // A resume without a title line has no headline: unknown, not a headline naming other work.
    titleHeadline: headline,
    titleCurrent: current ?? 0,
    titleBest: all.length ? Math.max(...all) : 0,
    titleText: positive(similarity(posting.title, resume)),
    textText: positive(similarity(posting.text, resume)),
    role: credit((r) => r.kind === "role"),
    coreSkills: credit((r) => r.id === "core-skills"),
    mustSkills: credit((r) => isSkill(r) && r.key && r.id !== "core-skills"),
    niceSkills: credit((r) => isSkill(r) && !r.key),
    titleSkills: credit((r) => isSkill(r) && r.inTitle === true),
    titleSkillYears: yearsOfTitleSkills(input.requirements),
    vocabulary: credit((r) => r.kind === "vocabulary"),
    experience: credit((r) => r.kind === "experience"),
    education: credit((r) => r.kind === "education"),
    certification: credit((r) => r.kind === "certification"),
  };
}
