import { and, eq, sql } from "drizzle-orm";
import { MAX_FILES } from "~/extraction/limits";
import { db, schema } from "~/utils/db.server";
import { getStorage } from "~/utils/storage.server";
import { parseResumeUpload, uploadMessages, UploadError, type RejectedUpload, type StoredUpload } from "~/utils/upload.server";
import { getCredits, spendCredit } from "./credits.server";
import { appendUploads, discardUploads, insertTournament, type NewTournament } from "./tournament-uploads.server";

const { tournaments, resumes } = schema;

export interface UploadAllowance {
  /** The plan's resumes per tournament; null when unlimited. */
  resumeCap: number | null;
  unlimited: boolean;
  available: number;
  limitReached: boolean;
  planName: string;
}

export async function getUploadAllowance(userId: string): Promise<UploadAllowance> {
  const credits = await getCredits(userId);
  return {
    resumeCap: credits.resumeCap,
    unlimited: credits.unlimited,
    available: credits.available,
    limitReached: credits.limitReached,
    planName: credits.plan.name,
  };
}

/** How many files one request may carry when `existing` resumes are already in the tournament. */
export function filesAllowed(resumeCap: number | null, existing = 0) {
  return Math.max(0, Math.min(MAX_FILES, (resumeCap ?? Infinity) - existing));
}

export interface ReceivedResumes {
  files: StoredUpload[];
  rejected: RejectedUpload[];
  fields: Record<string, string>;
  /** Errors that refuse the whole upload (too many files, an unreadable request, nothing usable). */
  errors: string[];
  /** The status to answer when the request itself was refused: 413 past a field's size, 415 not multipart, 400 unreadable. */
  refusedWith?: 400 | 413 | 415;
}

/**
 * Streams the request's files to `tournaments/<id>/…`. When the upload is
 * refused as a whole, whatever was stored is deleted before returning.
 */
export async function receiveResumes(request: Request, options: { tournamentId: string; maxFiles: number; fields?: string[] }): Promise<ReceivedResumes> {
  const storage = getStorage();
  let parsed;
  try {
    parsed = await parseResumeUpload(request, { storage, keyPrefix: `tournaments/${options.tournamentId}`, maxFiles: options.maxFiles, fields: options.fields });
  } catch (error) {
    if (error instanceof UploadError) return { files: [], rejected: [], fields: error.fields, errors: [error.message], refusedWith: error.status };
    throw error;
  }
  const tooMany = uploadMessages.tooMany(options.maxFiles);
  const errors: string[] = [];
  // Taking an arbitrary first n of the chosen files would surprise the recruiter; refuse them all instead.
  if (parsed.rejected.some((r) => r.message === tooMany)) errors.push(tooMany);
  else if (parsed.files.length === 0 && parsed.rejected.length > 0) errors.push(...parsed.rejected.map((r) => r.message));
  if (errors.length) {
    await discardUploads(parsed.files);
    return { files: [], rejected: parsed.rejected.filter((r) => r.message !== tooMany), fields: parsed.fields, errors };
  }
  return { ...parsed, errors };
}

export interface TournamentInput {
  name: string;
  jobDescription?: string;
  keyRequirements?: string;
  optionalRequirements?: string;
  /** Named by an API client; otherwise the analyzer finds them in the posting. */
  keySkills?: string[];
}

export class ResumeCapError extends Error {
  constructor(readonly allowed: number) {
    super(uploadMessages.tooMany(allowed));
    this.name = "ResumeCapError";
  }
}

/**
 * The tournament, its credit debit and its resumes (with their jobs) in one
 * transaction. On any failure the stored files are deleted.
 */
export async function createTournament({
  id,
  userId,
  input,
  files,
  requirementReview,
  stages,
}: { id: string; userId: string; input: TournamentInput; files: StoredUpload[] } & Pick<NewTournament, "requirementReview" | "stages">) {
  try {
    return await db.transaction(async (tx) => {
      const credits = await spendCredit(tx, userId, id);
      if (files.length > filesAllowed(credits.resumeCap)) throw new ResumeCapError(filesAllowed(credits.resumeCap));
      return { id: await insertTournament(tx, { id, owner: { userId }, job: input, keySkills: input.keySkills, requirementReview, stages }, files) };
    });
  } catch (error) {
    await getStorage()
      .deletePrefix(`tournaments/${id}`)
      .catch(() => {});
    throw error;
  }
}

/** The owner's tournament with its resume count and the owner's cap, or null (missing and not yours look the same). */
export async function getOwnedTournamentForUpload({ id, userId }: { id: string; userId: string }) {
  const [row] = await db.select({ id: tournaments.id }).from(tournaments).where(and(eq(tournaments.id, id), eq(tournaments.userId, userId)));
  if (!row) return null;
  // A separate count: inside a one-table select drizzle leaves column names unqualified, so a correlated subquery would compare resumes with themselves.
  const [[counted], { resumeCap }] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(resumes).where(eq(resumes.tournamentId, id)),
    getCredits(userId),
  ]);
  const count = counted?.n ?? 0;
  return { id: row.id, count, resumeCap, maxFiles: filesAllowed(resumeCap, count) };
}

/** Adds uploaded files to an owned tournament, re-checking the cap under a row lock. */
export function appendResumes({ tournamentId, userId, files }: { tournamentId: string; userId: string; files: StoredUpload[] }) {
  return appendUploads({
    tournamentId,
    ownedBy: eq(tournaments.userId, userId),
    files,
    room: async (tx, existing) => filesAllowed((await getCredits(userId, tx)).resumeCap, existing),
    notFound: () => new Error("Tournament not found."),
    tooMany: (room) => new ResumeCapError(room),
  });
}

/** PRO, ENTERPRISE and unlimited access (see UNLIMITED_GRANTS). */
export async function canExportZip(userId: string) {
  return (await getCredits(userId)).zipExport;
}
