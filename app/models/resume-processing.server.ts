import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import { extractResume } from "~/extraction/index.server";
import type { ExtractionOutcome, JobProfile, ResumeAnalysis } from "~/analysis/types";
import { getAnalyzer } from "~/llm/analyzer.server";
import { db, schema } from "~/utils/db.server";
import { processingCompleteEmail } from "~/utils/emails.server";
import { queueEmail } from "~/models/mailer.server";
import { getStorage } from "~/utils/storage.server";
import { profileForTournament } from "./requirement-review.server";

const { resumes, tournaments } = schema;

/** The columns lists sort, filter, search and show, read from an analysis when it is saved (a list page never opens the analysis). */
export function listColumnsOf(analysis: ResumeAnalysis) {
  const met = analysis.requirements.filter((r) => r.status === "met");
  return {
    candidateName: analysis.contact.name?.trim() || null,
    currentTitle: analysis.currentTitle ?? null,
    location: analysis.location ?? null,
    yearsExperience: analysis.yearsOfExperience ?? null,
    matchedRequirements: met.slice(0, 3).map((r) => r.label),
    requirementsMet: met.length,
    requirementsTotal: analysis.requirements.length,
    contactEmail: analysis.contact.email?.trim().toLowerCase() || null,
  };
}

export const UNEXPECTED_FAILURE = "We could not process this file. Please try uploading it again.";

/**
 * The tournament's requirement profile, built once and kept so every resume is scored against the same one:
 * from the posting, as the recruiter reviewed it when they did.
 */
export async function ensureJobProfile(tournament: typeof tournaments.$inferSelect): Promise<JobProfile> {
  if (tournament.jobProfile) return tournament.jobProfile;
  const profile = profileForTournament(tournament);
  // First writer wins, so concurrent workers agree on one profile.
  const [saved] = await db
    .update(tournaments)
    .set({ jobProfile: profile, keySkills: tournament.keySkills.length ? tournament.keySkills : profile.keySkills })
    .where(and(eq(tournaments.id, tournament.id), sql`${tournaments.jobProfile} is null`))
    .returning({ jobProfile: tournaments.jobProfile });
  if (saved?.jobProfile) return saved.jobProfile;
  const [row] = await db.select({ jobProfile: tournaments.jobProfile }).from(tournaments).where(eq(tournaments.id, tournament.id));
  return row!.jobProfile!;
}

async function readResume(resume: typeof resumes.$inferSelect): Promise<ExtractionOutcome> {
  if (!resume.storageKey) {
    // Sample candidates are stored as text.
    return { ok: true, kind: "txt", text: resume.text ?? "", pages: 1, ocrPages: 0, flags: [], ms: 0 };
  }
  // Already read once (a re-rank after the posting changed, or a retry after the analysis failed): analyse the stored text again.
  if (resume.text !== null) return { ok: true, kind: resume.fileKind ?? "txt", text: resume.text, pages: 1, ocrPages: 0, flags: resume.flags, ms: 0 };
  const bytes = await getStorage().getBytes(resume.storageKey);
  return extractResume({ bytes, fileName: resume.fileName });
}

/**
 * Extracts and analyzes one resume. Safe to run twice: a resume already done
 * or failed is left as it is.
 */
export async function processResume(resumeId: string) {
  const [resume] = await db
    .update(resumes)
    .set({ status: "extracting", startedAt: new Date(), attempts: sql`${resumes.attempts} + 1` })
    .where(and(eq(resumes.id, resumeId), notInArray(resumes.status, ["done", "error"])))
    .returning();
  if (!resume) {
    const [existing] = await db.select({ tournamentId: resumes.tournamentId }).from(resumes).where(eq(resumes.id, resumeId));
    if (existing) await refreshTournamentStatus(existing.tournamentId);
    return;
  }

  const extracted = await readResume(resume);
  if (!extracted.ok) {
    await db.update(resumes).set({ status: "error", errorReason: extracted.reason, finishedAt: new Date() }).where(eq(resumes.id, resumeId));
    await refreshTournamentStatus(resume.tournamentId);
    return;
  }
  await db
    .update(resumes)
    .set({ status: "analyzing", text: extracted.text, flags: extracted.flags, fileKind: extracted.kind, extractMs: extracted.ms ? Math.round(extracted.ms) : resume.extractMs })
    .where(eq(resumes.id, resumeId));

  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, resume.tournamentId));
  if (!tournament) return;
  const job = await ensureJobProfile(tournament);
  const started = performance.now();
  const analysis = await getAnalyzer().analyze({ job, resumeText: extracted.text });
  // With the tournament's first analysis, in one transaction: from then on deleting it gives no credit back (tournament-delete.server.ts).
  // The tournament row first, as a delete locks it: the same order both ways, so the two never deadlock.
  await db.transaction(async (tx) => {
    await tx.update(tournaments).set({ firstAnalysedAt: sql`now()` }).where(and(eq(tournaments.id, resume.tournamentId), isNull(tournaments.firstAnalysedAt)));
    await tx
      .update(resumes)
      .set({
        status: "done",
        analysis,
        skills: analysis.skills,
        contact: analysis.contact,
        ...listColumnsOf(analysis),
        score: analysis.score,
        tier: analysis.tier,
        analyzeMs: Math.round(performance.now() - started),
        finishedAt: new Date(),
      })
      .where(eq(resumes.id, resumeId));
  });
  await refreshTournamentStatus(resume.tournamentId);
}

/** After the last attempt failed: the recruiter sees a reason, and the batch still completes. */
export async function failResume(resumeId: string, reason = UNEXPECTED_FAILURE) {
  const [row] = await db
    .update(resumes)
    .set({ status: "error", errorReason: reason, finishedAt: new Date() })
    .where(and(eq(resumes.id, resumeId), notInArray(resumes.status, ["done", "error"])))
    .returning({ tournamentId: resumes.tournamentId });
  if (row) await refreshTournamentStatus(row.tournamentId);
}

/**
 * Tournament status follows its resumes: processing while any is pending,
 * then completed (or error when none could be read). Only the transition
 * that wins the conditional update sends the 'processing complete' mail.
 */
export async function refreshTournamentStatus(tournamentId: string) {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(*) filter (where ${resumes.status} = 'done')::int`,
      failed: sql<number>`count(*) filter (where ${resumes.status} = 'error')::int`,
    })
    .from(resumes)
    .where(eq(resumes.tournamentId, tournamentId));
  if (!counts || counts.total === 0 || counts.done + counts.failed < counts.total) return;
  const status = counts.done > 0 ? "completed" : "error";
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(tournaments)
      .set({ status, completedAt: new Date() })
      .where(and(eq(tournaments.id, tournamentId), eq(tournaments.status, "processing")))
      .returning({ id: tournaments.id, name: tournaments.name, userId: tournaments.userId, isSample: tournaments.isSample });
    if (!changed?.userId || changed.isSample) return;
    const [owner] = await tx.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, changed.userId));
    if (owner) await queueEmail(tx, processingCompleteEmail(owner.email, { id: changed.id, name: changed.name, done: counts.done, errors: counts.failed }));
  });
}
