// The LLM analyzer, whatever the provider: ask the model for facts and notes,
// check the facts against the resume, score them with the same formula as the
// built-in analyzer, and fall back to the built-in result when the provider fails.
import { currentTitleFromFacts, locationFromText } from "~/analysis/resume/candidate-headline";
import type { Analyzer, JobProfile, ResumeAnalysis } from "~/analysis/types";
import { analyzeResume } from "~/analysis/builtin";
import { extractContact, redactPersonalDetails } from "~/analysis/resume/contact";
import { withConditions, writeNarrative } from "~/analysis/narrative/narrative";
import { scorePartLines } from "~/analysis/narrative/score-parts";
import { scoreFromFacts } from "~/analysis/match/scoring";
import { cleanText } from "~/analysis/text";
import { termCounts } from "~/analysis/knowledge/vocabulary";
import { parseAnswer } from "./json";
import { buildPrompt, type Prompt } from "./prompt";
import { chooseNotes, PROSE_LIMITS } from "./prose";
import { ANSWER_JSON_SCHEMA } from "./schema";
import { verifyAnswer } from "./verify";

export type LlmEngine = "ollama" | "openai";

export interface ChatRequest extends Prompt {
  schema: typeof ANSWER_JSON_SCHEMA;
  signal: AbortSignal;
}

/** One chat call; returns the assistant's text or throws (ProviderError when it can say why). */
export interface ChatProvider {
  readonly engine: LlmEngine;
  complete(request: ChatRequest): Promise<string>;
}

/** A provider failure; `retryable` for network errors, 5xx, 429 and garbled answers. */
export class ProviderError extends Error {
  constructor(message: string, readonly retryable: boolean) {
    super(message);
    this.name = "ProviderError";
  }
}

export interface LlmOptions {
  /** Per call; default 60 s. */
  timeoutMs?: number;
  /** Extra attempts after the first; default 2. */
  retries?: number;
  /** First backoff; doubles per retry; default 500 ms. */
  backoffMs?: number;
  /** Where a fallback is reported; default console.warn. */
  log?: (message: string) => void;
}

export const LLM_DEFAULTS = { timeoutMs: 60_000, retries: 2, backoffMs: 500 };
export const SEED = 42;

class TimeoutError extends Error {}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

async function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new TimeoutError(`timed out after ${seconds(ms)}`));
      controller.abort();
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why a network call failed, in a few words. */
export function describeNetworkError(error: unknown): string {
  const err = error as { message?: string; cause?: { code?: string; message?: string } };
  const code = err?.cause?.code;
  if (code) return `cannot reach the server (${code})`;
  return (err?.cause?.message ?? err?.message ?? String(error)).slice(0, 160);
}

interface Failure {
  reason: string;
  retryable: boolean;
}

function failureOf(error: unknown): Failure {
  if (error instanceof TimeoutError) return { reason: error.message, retryable: false };
  if (error instanceof ProviderError) return { reason: error.message, retryable: error.retryable };
  return { reason: describeNetworkError(error), retryable: true };
}

export function createLlmAnalyzer(provider: ChatProvider, options: LlmOptions = {}): Analyzer {
  const timeoutMs = options.timeoutMs ?? LLM_DEFAULTS.timeoutMs;
  const retries = options.retries ?? LLM_DEFAULTS.retries;
  const backoffMs = options.backoffMs ?? LLM_DEFAULTS.backoffMs;
  const log = options.log ?? ((m: string) => console.warn(m));

  async function analyze({ job, resumeText }: { job: JobProfile; resumeText: string }): Promise<ResumeAnalysis> {
    const text = cleanText(resumeText);
    const contact = extractContact(text);
    // The model reads, and facts are checked against, the redacted text (no name, contact, pronouns, age).
    const scoredText = redactPersonalDetails(text, contact);
    const prompt = buildPrompt(job, scoredText);
    let failure: Failure = { reason: "no attempt made", retryable: false };
    let attempts = 0;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** (attempt - 1)));
      attempts++;
      let raw: string;
      try {
        raw = await withTimeout((signal) => provider.complete({ ...prompt, schema: ANSWER_JSON_SCHEMA, signal }), timeoutMs);
      } catch (error) {
        failure = failureOf(error);
        if (failure.retryable) continue;
        break;
      }
      const parsed = parseAnswer(raw);
      if (!parsed.ok) {
        failure = { reason: parsed.reason, retryable: true };
        continue;
      }
      const verified = verifyAnswer(parsed.answer, { profile: job, scoredText, quotedLines: text.split("\n") });
      if (verified.kept === 0) {
        // Nothing usable: the built-in parse does better. Same seed, same answer: no retry.
        failure = { reason: verified.claimed ? "none of the model's facts were found in the resume" : "the model found no facts in the resume", retryable: false };
        break;
      }
      // The posting's vocabulary and typed free-text requirements are read from the resume itself, as the built-in analyzer does.
      const facts = { ...verified.facts, terms: termCounts(scoredText), lines: scoredText.split("\n") };
      const result = scoreFromFacts(job, facts);
      const chosen = chooseNotes(parsed.answer, verified.invented, writeNarrative(job, facts, result), result.unlicensed !== undefined);
      const notes = { ...chosen, followUpQuestions: withConditions(job, chosen.followUpQuestions).slice(0, PROSE_LIMITS.items) };
      const wanted = new Set(job.requirements.flatMap((r) => (r.kind === "skill" || r.kind === "domain" ? r.terms : [])));
      const skills = verified.facts.skills
        .map((s, i) => ({ name: s.name, i }))
        .sort((a, b) => Number(wanted.has(b.name)) - Number(wanted.has(a.name)) || a.i - b.i)
        .map((s) => s.name)
        .slice(0, 25);
      return {
        ...notes,
        skills,
        contact,
        score: result.score,
        tier: result.tier,
        scoreParts: scorePartLines(result.parts),
        ...(result.unlicensed !== undefined ? { heldBy: result.unlicensed } : {}),
        requirements: result.requirements.map(({ credit: _credit, ...r }) => r),
        yearsOfExperience: verified.facts.yearsOfExperience,
        currentTitle: currentTitleFromFacts(verified.facts),
        location: locationFromText(resumeText),
        engine: provider.engine,
      };
    }
    const fallbackReason = `${provider.engine}: ${failure.reason}${attempts > 1 ? ` (${attempts} attempts)` : ""}`;
    log(`analyzer: ${fallbackReason}; used the built-in analyzer`);
    return { ...analyzeResume(job, resumeText), engine: "builtin", fallbackReason };
  }

  return {
    engine: provider.engine,
    async analyze(input) {
      try {
        return await analyze(input);
      } catch (error) {
        // A bug in checking an answer must not lose the resume either.
        const fallbackReason = `${provider.engine}: unexpected error: ${String((error as Error)?.message ?? error).slice(0, 160)}`;
        log(`analyzer: ${fallbackReason}; used the built-in analyzer`);
        return { ...analyzeResume(input.job, input.resumeText), engine: "builtin", fallbackReason };
      }
    },
  };
}
