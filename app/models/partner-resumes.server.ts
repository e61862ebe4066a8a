import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { MAX_FILE_BYTES, MAX_FILES } from "~/extraction/limits";
import type { SuspiciousFlag } from "~/analysis/types";
import { db, schema } from "~/utils/db.server";
import { effectiveTierSql } from "~/analysis/tiers";
import { appUrl } from "~/utils/env.server";
import { RESULT_URL_SECONDS, resultSignature, verifyResultSignature } from "~/utils/partner-token.server";
import { getStorage } from "~/utils/storage.server";
import { displayFileName, parseResumeUpload, uploadMessages, UploadError, type StoredUpload } from "~/utils/upload.server";
import { appendUploads, discardUploads } from "./tournament-uploads.server";

const { resumes, tournaments, partners, externalListings } = schema;

export class PartnerUploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "PartnerUploadError";
  }
}

/** RFC 5987 value: every byte outside attr-char percent-encoded. */
const extValue = (name: string) => encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A raw body (Content-Type application/pdf, …) as a one-file multipart request,
 * so it goes through the same streaming parser: type by magic bytes, 10 MB cap.
 */
function rawAsMultipart(request: Request, fileName: string): Request {
  const boundary = `----tierlist-${randomUUID()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${extValue(fileName)}\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = request.body;
  async function* parts() {
    yield head;
    if (body) for await (const chunk of Readable.fromWeb(body as NodeReadableStream<Uint8Array>)) yield chunk as Uint8Array;
    yield tail;
  }
  return new Request(request.url, {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: Readable.toWeb(Readable.from(parts())) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
}

/** Stores the one resume file of an upload request; throws PartnerUploadError with the status to answer. */
export async function receivePartnerResume(request: Request, { tournamentId, fileName }: { tournamentId: string; fileName: string | null }): Promise<StoredUpload> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const multipart = /^multipart\/form-data\s*;/i.test(contentType);
  const name = fileName ? displayFileName(fileName) : "";
  if (!multipart && !name) throw new PartnerUploadError(400, "Give the file name as ?filename= when sending the file as the request body.");
  let parsed;
  try {
    parsed = await parseResumeUpload(multipart ? request : rawAsMultipart(request, name), {
      storage: getStorage(),
      keyPrefix: `tournaments/${tournamentId}`,
      maxFiles: 1,
      fields: [],
    });
  } catch (error) {
    if (error instanceof UploadError) throw new PartnerUploadError(error.status, error.message);
    throw error;
  }
  const [file] = parsed.files;
  const [rejected] = parsed.rejected;
  if (rejected || !file) {
    await discardUploads(parsed.files);
    if (!rejected) throw new PartnerUploadError(400, 'Send one resume file in the multipart field "file".');
    const status = rejected.message === uploadMessages.tooLarge(rejected.fileName, MAX_FILE_BYTES) ? 413 : rejected.message === uploadMessages.notAccepted(rejected.fileName) ? 415 : 400;
    throw new PartnerUploadError(status, rejected.message);
  }
  return name ? { ...file, fileName: name } : file;
}

/** Adds the stored file to the partner's tournament and queues its processing, in one transaction. */
export async function addPartnerResume({ partnerId, tournamentId, file }: { partnerId: string; tournamentId: string; file: StoredUpload }) {
  const fileId = randomUUID();
  const [resumeId] = await appendUploads({
    tournamentId,
    ownedBy: eq(tournaments.partnerId, partnerId),
    files: [file],
    room: (_tx, existing) => MAX_FILES - existing,
    notFound: () => new PartnerUploadError(404, "Listing not found."),
    tooMany: () => new PartnerUploadError(409, `This listing already has ${MAX_FILES} resumes.`),
    extra: () => ({ externalFileId: fileId }),
  });
  return { resumeId: resumeId!, fileId };
}

/** Our own signed link to one resume's analysis JSON: the only kind of URL the results proxy serves. */
export function signedResultUrl(resumeId: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + RESULT_URL_SECONDS;
  return `${appUrl()}/v1/results/${resumeId}?expires=${expires}&sig=${resultSignature(resumeId, expires)}`;
}

/** Our own signed link to one resume's original file (the record's file_url), valid for as long as a result URL. */
export function signedFileUrl(resumeId: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + RESULT_URL_SECONDS;
  return `${appUrl()}/v1/files/${resumeId}?expires=${expires}&sig=${resultSignature(resumeId, expires, "file-url")}`;
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/**
 * The resume id of a result URL we signed ourselves (our origin, our path,
 * a valid unexpired signature); null for any other URL. Never fetches anything.
 */
export function resumeIdFromResultUrl(raw: string | null | undefined, now = Date.now()): string | null {
  if (!raw || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.origin !== new URL(appUrl()).origin || url.username || url.password || url.hash) return null;
  const match = new RegExp(`^/v1/results/(${UUID})$`, "i").exec(url.pathname);
  if (!match) return null;
  if ([...url.searchParams.keys()].some((k) => k !== "expires" && k !== "sig")) return null;
  const resumeId = match[1]!.toLowerCase();
  return verifyResultSignature(resumeId, url.searchParams.get("expires"), url.searchParams.get("sig"), now) ? resumeId : null;
}

/** Partner API status words: succeeded, failed, otherwise processing. */
export const apiStatus = (status: string) => (status === "done" ? "succeeded" : status === "error" ? "failed" : "processing");

const effectiveTier = effectiveTierSql(resumes);

/** A listing's resumes as partner-API records, each finished one with a signed result URL. */
export async function listListingResumes(tournamentId: string) {
  const rows = await db
    .select({
      id: resumes.id,
      fileId: resumes.externalFileId,
      fileName: resumes.fileName,
      status: resumes.status,
      tier: effectiveTier,
      score: resumes.score,
      error: resumes.errorReason,
      createdAt: resumes.createdAt,
      finishedAt: resumes.finishedAt,
    })
    .from(resumes)
    .where(eq(resumes.tournamentId, tournamentId))
    .orderBy(asc(resumes.position));
  return rows.map((r) => ({
    resume_id: r.id,
    file_id: r.fileId ?? r.id,
    filename: r.fileName,
    status: apiStatus(r.status),
    processing_state: r.status,
    tier: r.tier,
    score: r.score === null ? null : Math.round(r.score),
    error: r.error,
    result_url: r.status === "done" ? signedResultUrl(r.id) : null,
    file_url: signedFileUrl(r.id),
    submitted_at: r.createdAt,
    created_at: r.createdAt,
    finished_at: r.finishedAt,
  }));
}

/** One partner resume's result document (spec: tier, pros, cons, extractedSkills, followUpQuestions, contactInfo). */
export async function getResumeResult(resumeId: string) {
  const [row] = await db
    .select({
      id: resumes.id,
      fileId: resumes.externalFileId,
      fileName: resumes.fileName,
      status: resumes.status,
      error: resumes.errorReason,
      tier: effectiveTier,
      analysis: resumes.analysis,
      flags: resumes.flags,
      listingId: externalListings.externalListingId,
    })
    .from(resumes)
    .innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId))
    .innerJoin(partners, eq(partners.id, tournaments.partnerId))
    .leftJoin(externalListings, eq(externalListings.tournamentId, tournaments.id))
    .where(and(eq(resumes.id, resumeId), isNotNull(tournaments.partnerId), eq(partners.isActive, true)));
  if (!row) return null;
  const a = row.analysis;
  return {
    resume_id: row.id,
    file_id: row.fileId ?? row.id,
    listing_id: row.listingId,
    filename: row.fileName,
    status: apiStatus(row.status),
    error: row.error,
    tier: row.tier,
    score: a ? Math.round(a.score) : null,
    summary: a?.summary ?? null,
    pros: a?.pros ?? [],
    cons: a?.cons ?? [],
    extractedSkills: a?.skills ?? [],
    followUpQuestions: a?.followUpQuestions ?? [],
    contactInfo: { name: a?.contact.name ?? null, email: a?.contact.email ?? null, phone: a?.contact.phone ?? null },
    requirements: a?.requirements ?? [],
    suspiciousContent: (row.flags as SuspiciousFlag[]).map((f) => ({ text: f.text, detail: f.detail })),
  };
}

/**
 * The original file of a resume in one of this partner's tournaments; without a partner (a signed
 * file_url, whose signature is the key), of any active partner's.
 */
export async function getPartnerResumeFile({ resumeId, partnerId }: { resumeId: string; partnerId?: string }) {
  const [row] = await db
    .select({ fileName: resumes.fileName, storageKey: resumes.storageKey, fileKind: resumes.fileKind, text: resumes.text })
    .from(resumes)
    .innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId))
    .innerJoin(partners, eq(partners.id, tournaments.partnerId))
    .where(and(eq(resumes.id, resumeId), partnerId ? eq(tournaments.partnerId, partnerId) : eq(partners.isActive, true)));
  return row ?? null;
}
