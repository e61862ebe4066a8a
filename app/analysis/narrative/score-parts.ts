// Each part of the fitted score in the words a recruiter uses, for the candidate page and the API.
import type { FeatureName } from "../match/features";
import type { ScorePart } from "../score/model";
import type { ScorePartLine } from "../types";

export const PART_LABELS: Record<FeatureName, string> = {
  titleHeadline: "Headline names this kind of job",
  titleCurrent: "Current job is this kind of job",
  titleBest: "Closest recent title to this job",
  titleText: "The work described fits the job title",
  textText: "The work described fits the posting's duties",
  role: "Role match (title, occupation or field)",
  coreSkills: "Core skills of the role",
  mustSkills: "Must-have skills",
  niceSkills: "Nice-to-have skills",
  titleSkills: "Skills the job title names",
  titleSkillYears: "Years of work using the title's skills",
  vocabulary: "Uses the posting's own terms",
  experience: "Years in this line of work",
  education: "Degree",
  certification: "Licenses and certificates",
};

/** The score's parts, heaviest first, in the recruiter's words: how much each weighs and how much the candidate has. */
export function scorePartLines(parts: ScorePart[]): ScorePartLine[] {
  return [...parts]
    .sort((a, b) => b.maxPoints - a.maxPoints || PART_LABELS[a.feature].localeCompare(PART_LABELS[b.feature]))
    .map((p) => ({ label: PART_LABELS[p.feature], weight: Math.round(p.maxPoints), has: Math.round(p.value * 100) }));
}
