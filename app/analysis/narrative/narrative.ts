// The recruiter-facing words: strengths, gaps, follow-up questions and a
// one-line summary, all built from this candidate's scored requirements.
import { isLicenceToPractise } from "../knowledge/licences";
import { headlineTitle } from "../resume/candidate-headline";
import type { JobProfile, Requirement } from "../types";
import type { CandidateFacts, ScoreResult, ScoredRequirement } from "../match/scoring";
import { SAME_LINE_OF_WORK } from "../match/scoring";
import { LEVEL_LABEL, mainTitle } from "../posting/job-profile";
import { ONET_SKILLS, SKILLS, broaderSkills, canonicalSkills } from "../knowledge/lexicon";
import { timeAsked } from "../text";

/** "a" or "an" before a word as it is said: "an Associate", "an RN", "a Unit Clerk", "a Welder". */
export function article(word: string): "a" | "an" {
  const w = word.trim();
  // Letters said one by one ("RN", "HR", "LPN"): by the sound of the first letter's name.
  if (/^[A-Z]{2,}\b/.test(w)) return /^[AEFHILMNORSX]/.test(w) ? "an" : "a";
  if (/^(?:uni|use|usu|eu|one\b|once)/i.test(w)) return "a";
  if (/^(?:hour|honest|honor|heir)/i.test(w)) return "an";
  return /^[aeiou]/i.test(w) ? "an" : "a";
}

export interface Narrative {
  summary: string;
  pros: string[];
  cons: string[];
  followUpQuestions: string[];
}

function listOf(items: string[], max = 4): string {
  const shown = items.slice(0, max);
  if (shown.length <= 1) return shown.join("");
  return `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}

/** Our own labels start lower-case mid-sentence; the posting's words keep their casing ("GAAP", "TensorFlow"). */
const OWN_LABEL_START = /^(?:Core|Works|Experience|Bachelor's|Master's|Doctorate|Associate|High school|Uses)\b/;
export function lowerFirst(label: string): string {
  return OWN_LABEL_START.test(label) ? `${label.charAt(0).toLowerCase()}${label.slice(1)}` : label;
}

function years(n: number | null): string {
  if (n === null) return "an unstated number of years";
  const rounded = n >= 3 ? Math.round(n) : Math.round(n * 10) / 10;
  return `${rounded} year${rounded === 1 ? "" : "s"}`;
}

/**
 * The questions with the job's conditions asked after the first (the role's): what the recruiter typed that no
 * resume shows ("2nd shift availability", "lift 50 lbs") is asked of every candidate, whoever wrote the rest.
 */
export function withConditions(profile: JobProfile, questions: string[]): string[] {
  if (!profile.conditions?.length) return questions;
  const list = listOf(profile.conditions.map((c) => (/^[A-Z][a-z]/.test(c) ? `${c.charAt(0).toLowerCase()}${c.slice(1)}` : c)), 3);
  const question = `This role requires: ${list}. Can you meet ${profile.conditions.length > 1 ? "these" : "it"}?`;
  if (questions.includes(question)) return questions;
  return [...questions.slice(0, 1), question, ...questions.slice(1)];
}

export function writeNarrative(profile: JobProfile, facts: CandidateFacts, result: ScoreResult): Narrative {
  const byId = new Map(profile.requirements.map((r) => [r.id, r]));
  // What the resume shows, with the general skill a specific one shows (a CDL shows driving), as the score reads it.
  const have = new Set(facts.skills.flatMap((s) => [s.name, ...broaderSkills(s.name)]));
  const pros: string[] = [];
  const cons: string[] = [];
  const questions: string[] = [];
  // A headline of a credential's letters alone ("RDH", "RN") says less than the job the candidate holds.
  const headline = facts.headline?.title && !/^[A-Z]{2,6}(?:[\s,/-]+[A-Z]{2,6})*$/.test(facts.headline.title.trim()) ? facts.headline.title : null;
  const recent = headline ?? facts.jobs.find((job) => job.title.trim())?.title ?? facts.headline?.title ?? null;
  // The role without the tournament's extras ("Senior Accountant — Austin" → "Senior Accountant").
  const role = mainTitle(profile.title);
  const ordered = [...result.requirements].sort((a, b) => Number(b.key) - Number(a.key) || b.maxPoints - a.maxPoints);

  for (const r of ordered) {
    const req = byId.get(r.requirementId) as Requirement;
    switch (r.kind) {
      case "role":
        if (r.status === "met") pros.push(`Role match: “${result.bestTitle?.title}” fits ${role}`);
        else if (r.status === "partial" && (result.bestTitle?.credit ?? 0) >= SAME_LINE_OF_WORK) {
          // Same occupation or role family under another title ("Clinical Social Worker" for "Licensed Clinical Social Worker").
          pros.push(`Same line of work: “${result.bestTitle?.title}” for ${role}`);
        } else if (r.status === "partial" && result.bestTitle?.earlier) {
          // The same work, before the current job ("Lifeguard" for summers, now "Cashier").
          const now = recent && recent !== result.bestTitle.title ? `, before the current “${recent}”` : "";
          pros.push(`Has worked as “${result.bestTitle.title}”${now}`);
          questions.push(`How recent is your work as “${result.bestTitle.title}”, and how much of your time did it take?`);
        } else if (r.status === "partial") {
          cons.push(`Closest title, “${result.bestTitle?.title}”, is adjacent to ${role} rather than the same role`);
          questions.push(`Your closest role to this one is “${result.bestTitle?.title}”. Which of its duties match the ${role} work, and how much of your time did they take?`);
        } else {
          cons.push(`No ${role} or closely related title${recent ? `; most recent is “${recent}”` : ""}`);
          questions.push(`${recent ? `You are currently “${recent}”. ` : ""}What draws you to ${article(role)} ${role} role, and what work of yours is closest to it?`);
        }
        break;
      case "skill":
      case "domain": {
        if (req.terms.length > 1) {
          const found = req.terms.filter((t) => have.has(t));
          const missing = req.terms.filter((t) => !have.has(t)).slice(0, 3);
          if (r.status === "met") pros.push(`${r.label}: ${listOf(found)}`);
          else if (found.length && missing.length === 0) {
            // All shown, some only in passing: what to ask is how much.
            cons.push(`${r.label} only in passing (${listOf(found, 3)})`);
            questions.push(`The resume mentions ${listOf(found, 3)} only in passing. How much have you used them, and in which role?`);
          } else if (found.length) {
            cons.push(`${r.label} only partly shown (${listOf(found, 3)}); nothing on ${listOf(missing, 3)}`);
            questions.push(`The resume shows ${listOf(found, 3)} but not ${listOf(missing, 3)}. What have you done with ${missing[0]}?`);
          } else {
            cons.push(`No ${lowerFirst(r.label)} shown (e.g. ${listOf(missing, 3)})`);
            questions.push(`Nothing in the resume shows ${listOf(missing, 2)}. Where have you used them, if at all?`);
          }
        } else if (r.status === "met") {
          if (r.key) pros.push(`${r.label}: “${r.evidence}”`);
        } else if (r.status === "partial" && r.evidence) {
          // Shown in passing (a tool named at the end of a line of other work, an employer's name): not "no mention".
          if (r.key) cons.push(`${r.label} only in passing: “${r.evidence}”`);
          questions.push(`The resume mentions ${r.label} only in passing. How much have you used it, and in which role?`);
        } else if (r.label !== req.terms[0] || (!SKILLS[req.terms[0]] && !ONET_SKILLS.has(req.terms[0]) && !canonicalSkills(req.terms[0]).length)) {
          // In the recruiter's words ("Valid California driver's license"), not a tool's name: ask whether it applies.
          if (r.key) cons.push(`No mention of “${r.label}”`);
          questions.push(`The posting ${r.key ? "asks for" : "lists as a plus"} “${r.label}”, which the resume does not mention. Does it apply to you?`);
        } else if (r.key) {
          cons.push(`No mention of ${r.label}`);
          questions.push(`The posting asks for ${r.label}, which the resume does not mention. Have you used it, and in which role?`);
        } else {
          questions.push(`${r.label} is a plus for this role and is not on the resume. Have you worked with it?`);
        }
        break;
      }
      case "experience":
        // No years asked ("Experience in sales roles"): the role that shows it, not a count held against a default.
        if (r.status === "met" && req.yearsStated === false) pros.push(`${r.label}${r.evidence ? `: ${r.evidence}` : ""}`);
        else if (r.status === "met") pros.push(`${years(result.relevantYears)} in relevant roles (asked: ${timeAsked(req.minYears ?? 0)})`);
        else if (facts.yearsOfExperience === null) {
          cons.push("Dates of employment are missing, so experience cannot be counted");
          questions.push(`The resume gives no dates for its jobs. How many years have you worked${recent ? ` as “${recent}”` : ""}, and in which periods?`);
        } else if (req.yearsStated === false) {
          // The posting named no years: none is held against the candidate as if it had.
          cons.push(`${years(result.relevantYears)} in relevant roles of ${years(facts.yearsOfExperience)} in total`);
          questions.push(`Your resume shows ${years(result.relevantYears)} in roles like ${role}. Which other positions would you count as ${role} experience, and why?`);
        } else {
          cons.push(`${years(result.relevantYears)} in relevant roles of ${years(facts.yearsOfExperience)} in total; the posting asks for ${timeAsked(req.minYears ?? 0)}`);
          questions.push(`Your resume shows ${years(result.relevantYears)} in roles like ${role}. Which other positions would you count toward the ${timeAsked(req.minYears ?? 0)} asked, and why?`);
        }
        break;
      case "education": {
        const level = req.terms.find((t) => t.startsWith("level:"))?.slice(6) as keyof typeof LEVEL_LABEL | undefined;
        if (r.status === "met") pros.push(`Education: “${r.evidence}”`);
        else if (r.evidence) {
          cons.push(`Education (“${r.evidence}”) does not fully match: ${r.label}`);
          questions.push(`The posting asks for ${lowerFirst(r.label)}; your resume lists “${r.evidence}”. Which coursework or training covers the gap?`);
        } else if (r.key) {
          cons.push(`No ${level ? LEVEL_LABEL[level].toLowerCase() : "degree"} found`);
          questions.push(`The posting asks for ${lowerFirst(r.label)}, and the resume lists no degree. What is your education?`);
        }
        break;
      }
      case "certification":
        if (r.status === "met") pros.push(`${r.label}: “${r.evidence}”`);
        else if (r.status === "partial" && r.evidence && req.terms.some(isLicenceToPractise)) {
          // Work that needs the licence, the licence itself not written ("Staff Nurse" for an RN licence).
          if (r.key) cons.push(`${r.label} not on the resume, though the work it shows needs it (“${r.evidence}”)`);
          questions.push(`Do you hold an active ${r.label}?`);
        } else {
          if (r.key) cons.push(`No ${r.label}`);
          questions.push(`Do you hold ${r.label}, or when do you expect to?`);
        }
        break;
    }
  }

  const asked = withConditions(profile, questions);
  questions.splice(0, questions.length, ...asked);

  // The same count as the candidate card: every requirement, met in full.
  const met = result.requirements.filter((r) => r.status === "met").length;
  // The headline's title alone: "Loan Closer · Columbus, OH · " (its email blanked) opens "Loan Closer, 8 years…".
  const lead = recent ? headlineTitle(recent) : "Candidate";
  // The same line of work under another title is no gap (it is listed as a strength above).
  const sameLine = (r: ScoredRequirement) => r.kind === "role" && (result.bestTitle?.credit ?? 0) >= SAME_LINE_OF_WORK;
  // A missing licence to practise is the gap that decides the tier, whatever weighs more in the score.
  const unlicensed = result.unlicensed !== undefined ? result.requirements.find((r) => r.kind === "certification" && r.label === result.unlicensed) : undefined;
  const topGap = unlicensed ?? ordered.find((r: ScoredRequirement) => r.key && r.status !== "met" && !sameLine(r));
  const gap = topGap ? `; main gap: ${lowerFirst(topGap.label)}${unlicensed ? ", which the work needs by law, so the tier stops at C" : ""}` : "";
  const summary = `${lead}, ${years(facts.yearsOfExperience)} of experience: meets ${met} of ${result.requirements.length} requirements for ${profile.title}${gap}.`;
  return { summary, pros: pros.slice(0, 6), cons: cons.slice(0, 6), followUpQuestions: questions.slice(0, 5) };
}
