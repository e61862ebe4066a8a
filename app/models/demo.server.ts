import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, count, eq, lt, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { DEMO_MAX_FILES, DEMO_MESSAGES } from "~/utils/demo-messages";
import { DemoSchema, type DemoInput } from "~/utils/demo-schema";
import { hitRateLimit, RATE_LIMITS } from "~/utils/rate-limit.server";
import { db, schema } from "~/utils/db.server";
import { getStorage, type Storage } from "~/utils/storage.server";
import { parseResumeUpload, UploadError, uploadMessages, type ParsedUpload, type StoredUpload } from "~/utils/upload.server";
import { effectiveTierSql } from "~/analysis/tiers";
import { appendUploads, insertTournament } from "./tournament-uploads.server";

const { tournaments, resumes } = schema;

export const DEMO_TTL_HOURS = 24;
const DEMO_FIELDS = ["name", "jobDescription", "keyRequirements", "optionalRequirements"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class DemoLimitError extends Error {
  constructor() {
    super(DEMO_MESSAGES.tooMany);
    this.name = "DemoLimitError";
  }
}

export const demoStoragePrefix = (tournamentId: string) => `demo/${tournamentId}`;

/** Only demo tournaments: a user's tournament id is as unknown here as a made-up one. */
export async function getDemoTournament(id: string | null | undefined) {
  if (!id || !UUID.test(id)) return null;
  const [row] = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      status: tournaments.status,
      jobDescription: tournaments.jobDescription,
      keyRequirements: tournaments.keyRequirements,
      optionalRequirements: tournaments.optionalRequirements,
      keySkills: tournaments.keySkills,
      createdAt: tournaments.createdAt,
    })
    .from(tournaments)
    .where(and(eq(tournaments.id, id), eq(tournaments.isDemo, true)));
  return row ?? null;
}

/** Tier A to D, untiered last. */
export async function listDemoResumes(tournamentId: string) {
  const rows = await db
    .select({
      id: resumes.id,
      fileName: resumes.fileName,
      status: resumes.status,
      errorReason: resumes.errorReason,
      tier: effectiveTierSql(resumes),
      analysis: resumes.analysis,
      skills: resumes.skills,
    })
    .from(resumes)
    .where(eq(resumes.tournamentId, tournamentId))
    .orderBy(sql`${effectiveTierSql(resumes)} asc nulls last`, sql`${resumes.score} desc nulls last`, asc(resumes.fileName), asc(resumes.position));
  return rows.map(({ analysis, skills, ...r }) => ({
    ...r,
    pros: analysis?.pros ?? [],
    cons: analysis?.cons ?? [],
    extractedSkills: skills,
  }));
}

export type DemoResume = Awaited<ReturnType<typeof listDemoResumes>>[number];

/** A demo as the landing page and the JSON endpoints show it; null when it is not a demo. */
export async function getDemoView(id: string | null | undefined) {
  const tournament = await getDemoTournament(id);
  if (!tournament) return null;
  const list = await listDemoResumes(tournament.id);
  const processedCount = list.filter((r) => r.status === "done" || r.status === "error").length;
  return {
    tournament: {
      ...tournament,
      isDemoTournament: true as const,
      resumeCount: list.length,
      processedCount,
      progress: list.length ? Math.round((processedCount / list.length) * 100) : 0,
      completed: list.length > 0 && processedCount === list.length,
    },
    resumes: list,
  };
}

export type DemoView = NonNullable<Awaited<ReturnType<typeof getDemoView>>>;

/** Streams a demo's files to `demo/<id>`; at most `maxFiles` are kept. */
export function receiveDemoUpload(request: Request, tournamentId: string, maxFiles: number) {
  return parseResumeUpload(request, { storage: getStorage(), keyPrefix: demoStoragePrefix(tournamentId), maxFiles, fields: DEMO_FIELDS });
}

/**
 * What is wrong with the files of a demo upload, in the spec's words. A demo
 * is all or nothing: any refused file refuses the whole upload.
 */
export function demoUploadProblems(upload: ParsedUpload, maxFiles: number) {
  if (upload.rejected.some((r) => r.message === uploadMessages.tooMany(maxFiles))) return { tooMany: true, messages: [DEMO_MESSAGES.tooMany] };
  if (upload.rejected.length) return { tooMany: false, messages: upload.rejected.map((r) => r.message) };
  if (upload.files.length === 0) return { tooMany: false, messages: [DEMO_MESSAGES.noFiles] };
  return null;
}

export function discardDemoFiles(tournamentId: string) {
  return getStorage().deletePrefix(demoStoragePrefix(tournamentId));
}

/** A demo tournament and its resumes (queued for processing) in one transaction. */
export async function createDemoTournament({ id, input, clientKey, files = [] }: { id?: string; input: DemoInput; clientKey: string; files?: StoredUpload[] }) {
  if (files.length > DEMO_MAX_FILES) throw new DemoLimitError();
  return db.transaction((tx) => insertTournament(tx, { id, owner: { demoClientKey: clientKey }, job: input, keySkills: input.keySkills, status: "draft" }, files));
}

type DemoFormResult =
  | { ok: true; id: string }
  | { ok: false; status: number; reply: SubmissionResult<string[]>; toast?: { message: string; description: string } };

/**
 * The landing page's one multipart POST: rate limit, files streamed to
 * storage, fields validated, then the demo and its resumes created together.
 * Errors come back in conform's reply shape; nothing is kept on failure.
 */
export async function submitDemoForm(request: Request, clientKey: string): Promise<DemoFormResult> {
  const failed = (status: number, description: string, initialValue?: Record<string, string>): DemoFormResult => ({
    ok: false,
    status,
    // initialValue puts back what was typed when the page is rendered again (JavaScript off).
    reply: { status: "error", initialValue, error: { "": [DEMO_MESSAGES.failed, description] } },
    toast: { message: DEMO_MESSAGES.failed, description },
  });

  // Counted before any file is stored, so a client over the limit costs no storage: only the text fields are read.
  const limit = await hitRateLimit(RATE_LIMITS.demo, clientKey);
  if (!limit.allowed) return failed(429, DEMO_MESSAGES.rateLimited, await readDemoFields(request));

  const id = randomUUID();
  let upload;
  try {
    upload = await receiveDemoUpload(request, id, DEMO_MAX_FILES);
  } catch (error) {
    if (error instanceof UploadError) return failed(error.status, error.message, error.fields);
    throw error;
  }

  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema: DemoSchema });
  const problems = demoUploadProblems(upload, DEMO_MAX_FILES);
  if (submission.status !== "success" || problems) {
    await discardDemoFiles(id);
    if (!problems) return { ok: false, status: 400, reply: submission.reply() };
    const fieldErrors = { files: problems.messages };
    if (problems.tooMany) {
      const toast = { message: DEMO_MESSAGES.tooManyTitle, description: DEMO_MESSAGES.tooMany };
      return { ok: false, status: 400, reply: submission.reply({ formErrors: [DEMO_MESSAGES.tooManyTitle], fieldErrors }), toast };
    }
    const toast = upload.rejected.length ? { message: DEMO_MESSAGES.failed, description: problems.messages.join(" ") } : undefined;
    return { ok: false, status: 400, reply: submission.reply({ fieldErrors }), toast };
  }

  try {
    await createDemoTournament({ id, input: submission.value, clientKey, files: upload.files });
  } catch (error) {
    await discardDemoFiles(id);
    console.error("demo: could not create the demo tournament", error);
    return failed(500, "Failed to create demo tournament");
  }
  return { ok: true, id };
}

/** The demo form's text fields, with every file skipped unread (none is stored). */
async function readDemoFields(request: Request): Promise<Record<string, string> | undefined> {
  try {
    const parsed = await parseResumeUpload(request, { storage: getStorage(), keyPrefix: demoStoragePrefix(randomUUID()), maxFiles: 0, fields: DEMO_FIELDS });
    return parsed.fields;
  } catch {
    return undefined;
  }
}

export async function countDemoResumes(tournamentId: string) {
  const [row] = await db.select({ n: count() }).from(resumes).where(eq(resumes.tournamentId, tournamentId));
  return row?.n ?? 0;
}

/** Adds files to an existing demo; the row lock keeps two uploads at once from passing the cap together. */
export async function addDemoResumes(tournamentId: string, files: StoredUpload[]) {
  try {
    return await appendUploads({
      tournamentId,
      ownedBy: eq(tournaments.isDemo, true),
      files,
      room: (_tx, existing) => DEMO_MAX_FILES - existing,
      notFound: () => new DemoNotFound(),
      tooMany: () => new DemoLimitError(),
    });
  } catch (error) {
    if (error instanceof DemoNotFound) return null;
    throw error;
  }
}

class DemoNotFound extends Error {}

/**
 * Deletes demo tournaments older than the TTL with their stored files. Files
 * go first, so a failure leaves the row for the next run rather than orphaned
 * files; running it again changes nothing.
 */
export async function deleteExpiredDemos({ now = new Date(), storage = getStorage(), batchSize = 200 }: { now?: Date; storage?: Storage; batchSize?: number } = {}) {
  const cutoff = new Date(now.getTime() - DEMO_TTL_HOURS * 3600_000);
  let deleted = 0;
  for (;;) {
    const expired = await db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(and(eq(tournaments.isDemo, true), lt(tournaments.createdAt, cutoff)))
      .limit(batchSize);
    for (const { id } of expired) {
      await storage.deletePrefix(demoStoragePrefix(id));
      await db.delete(tournaments).where(and(eq(tournaments.id, id), eq(tournaments.isDemo, true)));
      deleted += 1;
    }
    if (expired.length < batchSize) return deleted;
  }
}
