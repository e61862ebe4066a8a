// The shapes that cross the boundary between text extraction, the analyzer,
// the worker and the screens. Pure data: no I/O here.

import type { Tier } from "./tiers";

export type { Tier };

export const FILE_KINDS = ["pdf", "docx", "doc", "rtf", "odt", "txt"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Why a resume could not be read; `reason` is shown to the recruiter as is. */
export type ExtractionErrorCode =
  | "empty"
  | "too_large"
  | "unsupported"
  | "encrypted"
  | "damaged"
  | "too_many_pages"
  | "bomb"
  | "encoding"
  | "no_text"
  | "timeout"
  | "out_of_memory";

export interface ExtractionError {
  ok: false;
  code: ExtractionErrorCode;
  reason: string;
}

/**
 * Content a human reader would not see, or a sentence that addresses an AI or
 * a screener. Shown to the recruiter as "Suspicious content"; never scored.
 */
export interface SuspiciousFlag {
  kind: "hidden_text" | "ai_instruction";
  /** The offending text, trimmed to a readable length. */
  text: string;
  /** Why it was flagged, e.g. "white text", "font size 0.5pt", "outside the page". */
  detail: string;
}

export interface ExtractedResume {
  ok: true;
  kind: FileKind;
  /** Visible, normalised text with hidden text and AI-addressed sentences removed. */
  text: string;
  pages: number;
  /** Pages that went through OCR. */
  ocrPages: number;
  flags: SuspiciousFlag[];
  ms: number;
}

export type ExtractionOutcome = ExtractedResume | ExtractionError;

/** What the recruiter typed when opening the tournament. */
export interface JobInput {
  name: string;
  description?: string | null;
  keyRequirements?: string | null;
  optionalRequirements?: string | null;
}

export type RequirementKind = "skill" | "experience" | "education" | "certification" | "role" | "domain" | "vocabulary";

/** A word of the posting with its weight in the vocabulary floor (see vocabulary.ts). */
export interface VocabularyTerm {
  stem: string;
  word: string;
  weight: number;
}

export interface Requirement {
  id: string;
  kind: RequirementKind;
  /** Human label, e.g. "CPA certification", "5+ years of experience", "Excel". */
  label: string;
  /** true for key (must-have) requirements, false for nice-to-haves. */
  key: boolean;
  weight: number;
  /** Canonical lexicon terms that satisfy it (skills), or parameters for other kinds. */
  terms: string[];
  minYears?: number;
  /**
   * false when the posting states no years ("Experience in sales roles", minYears a default): then years in any
   * role of the line of work the label names count, as the label asks.
   */
  yearsStated?: boolean;
  /** For a group of skills (e.g. a role's core skills): how many of `terms` count as fully met. */
  minMatches?: number;
  /** The posting's telling words, for the "vocabulary" requirement. */
  vocabulary?: VocabularyTerm[];
  /** A skill the posting's title names ("Java" of "Java Technical Lead"): the job's own trade. */
  inTitle?: boolean;
}

export interface JobProfile {
  title: string;
  requirements: Requirement[];
  /** Derived key skills for the tournament (shown on the dashboard). */
  keySkills: string[];
  /** "YYYY-MM" the profile was built; an open date range ("to Current") ends here. */
  asOf?: string;
  /** The O*NET-SOC occupation the title resolves to. */
  occupation?: { code: string; title: string };
  /**
   * Conditions of the job the recruiter typed that no resume shows ("2nd shift availability", "lift 50 lbs"):
   * never scored, asked of every candidate instead.
   */
  conditions?: string[];
  /**
   * What the posting means, in its own words: the title without job-board noise and the duties and
   * requirements (no boilerplate), for the learned similarity of the fitted score (match/features.ts).
   */
  meaning?: { title: string; text: string };
}

export type RequirementStatus = "met" | "partial" | "not_met";

export interface RequirementResult {
  requirementId: string;
  label: string;
  kind: RequirementKind;
  key: boolean;
  status: RequirementStatus;
  /** A short quote from the resume text, or null when not met. */
  evidence: string | null;
  /** This requirement's part of the raw match (0-100, before the calibration to tiers), out of `maxPoints`. */
  points?: number;
  maxPoints?: number;
}

export interface ContactInfo {
  name?: string;
  email?: string;
  phone?: string;
  links: string[];
}

export type AnalyzerEngine = "builtin" | "ollama" | "openai";

/** One part of the score, in the recruiter's words: "Must-have skills" weighs 24% and the candidate has 75% of it. */
export interface ScorePartLine {
  label: string;
  /** Its share of the score's weight, in percent. */
  weight: number;
  /** How much of it the candidate has, in percent. */
  has: number;
}

export interface ResumeAnalysis {
  summary: string;
  skills: string[];
  pros: string[];
  cons: string[];
  followUpQuestions: string[];
  contact: ContactInfo;
  score: number;
  tier: Tier;
  requirements: RequirementResult[];
  yearsOfExperience: number | null;
  /** The most recent job title (or the candidate's headline); absent in analyses made before it was read. */
  currentTitle?: string | null;
  /** "City, Region" from the resume's top lines, or "Remote". */
  location?: string | null;
  engine: AnalyzerEngine;
  /** What the score was made of, largest part first; absent in analyses made before the fitted score. */
  scoreParts?: ScorePartLine[];
  /** The must-have licence to practise, not on the resume, that kept the candidate out of A and B (match/scoring.ts). */
  heldBy?: string;
  /** Set when an LLM provider failed and the built-in result was used instead. */
  fallbackReason?: string;
}

export interface Analyzer {
  readonly engine: AnalyzerEngine;
  analyze(input: { job: JobProfile; resumeText: string }): Promise<ResumeAnalysis>;
}
