import { and, eq, sql, type SQL } from "drizzle-orm";
import type { SavedReview } from "~/analysis/posting/requirement-review";
import { db, schema, type Tx } from "~/utils/db.server";
import type { Stage } from "~/utils/stages";
import { getStorage } from "~/utils/storage.server";
import type { StoredUpload } from "~/utils/upload.server";
import { addResumes, type NewResume } from "./resume-queue.server";

// A tournament with its uploaded resumes, and resumes added to one: the same
// steps for a recruiter, a demo visitor and a partner. Only who owns the
// tournament and how many resumes it may hold differ, and the callers say that.

const { tournaments, resumes } = schema;

/** The job as typed: title plus the three texts every path validates with app/utils/job-fields.ts. */
export interface JobFields {
  name: string;
  jobDescription?: string | null;
  keyRequirements?: string | null;
  optionalRequirements?: string | null;
}

export type TournamentOwner = { userId: string } | { partnerId: string } | { demoClientKey: string };

export interface NewTournament {
  id?: string;
  owner: TournamentOwner;
  job: JobFields;
  keySkills?: string[];
  /** The requirements as the recruiter reviewed them, and the tournament's own stages (a duplicate copies both). */
  requirementReview?: SavedReview | null;
  stages?: Stage[] | null;
  /** Draft until its first resume is queued (demo and partner tournaments start there). */
  status?: "draft";
}

/** Resume rows for stored files, queued in the order they were sent. */
export function resumeRows(files: StoredUpload[], extra: (file: StoredUpload) => Partial<NewResume> = () => ({})): NewResume[] {
  return files.map((f) => ({ fileName: f.fileName, storageKey: f.key, fileKind: f.kind, sizeBytes: f.size, sha256: f.sha256, ...extra(f) }));
}

/** Inserts the tournament and queues its resumes inside the caller's transaction; returns its id. */
export async function insertTournament(tx: Tx, t: NewTournament, files: StoredUpload[] = []): Promise<string> {
  const owner =
    "userId" in t.owner
      ? { userId: t.owner.userId }
      : "partnerId" in t.owner
        ? { userId: null, partnerId: t.owner.partnerId }
        : { userId: null, isDemo: true, demoClientKey: t.owner.demoClientKey };
  const [row] = await tx
    .insert(tournaments)
    .values({
      ...(t.id ? { id: t.id } : {}),
      ...owner,
      name: t.job.name,
      jobDescription: t.job.jobDescription || null,
      keyRequirements: t.job.keyRequirements || null,
      optionalRequirements: t.job.optionalRequirements || null,
      ...(t.keySkills ? { keySkills: t.keySkills } : {}),
      ...(t.requirementReview ? { requirementReview: t.requirementReview } : {}),
      ...(t.stages ? { stages: t.stages } : {}),
      ...(t.status ? { status: t.status } : {}),
    })
    .returning({ id: tournaments.id });
  if (files.length) await addResumes(tx, row!.id, resumeRows(files));
  return row!.id;
}

export interface AppendUploads {
  tournamentId: string;
  /** Narrows the tournament to the caller's (owner, demo, partner); a miss is `notFound`. */
  ownedBy: SQL | undefined;
  files: StoredUpload[];
  /** How many more resumes the tournament takes, given how many it has; read under the row lock. */
  room: (tx: Tx, existing: number) => Promise<number> | number;
  notFound: () => Error;
  tooMany: (room: number) => Error;
  extra?: (file: StoredUpload) => Partial<NewResume>;
}

/**
 * Adds stored files to an existing tournament. The tournament's row is locked
 * first, so two uploads at once cannot pass its cap together. On any failure
 * the stored files are deleted and the error is thrown again.
 */
export async function appendUploads(a: AppendUploads): Promise<string[]> {
  try {
    return await db.transaction(async (tx) => {
      const [owned] = await tx
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(and(eq(tournaments.id, a.tournamentId), a.ownedBy))
        .for("update");
      if (!owned) throw a.notFound();
      const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(resumes).where(eq(resumes.tournamentId, a.tournamentId));
      const room = await a.room(tx, n);
      if (a.files.length > room) throw a.tooMany(Math.max(0, room));
      return await addResumes(tx, a.tournamentId, resumeRows(a.files, a.extra));
    });
  } catch (error) {
    await discardUploads(a.files);
    throw error;
  }
}

/** Deletes stored files that will not become resumes; a file already gone is fine. */
export async function discardUploads(files: StoredUpload[]) {
  const storage = getStorage();
  await Promise.all(files.map((f) => storage.delete(f.key).catch(() => {})));
}
