import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/utils/db.server";
import { appendUploads, insertTournament } from "~/models/tournament-uploads.server";
import { addDemoResumes } from "~/models/demo.server";
import { getStorage } from "~/utils/storage.server";
import type { StoredUpload } from "~/utils/upload.server";
import { isStored } from "../support/stored";
import { createTestUser } from "../support/factories";

// The one path every tournament with uploads takes (recruiter, demo, partner).

async function storedFile(prefix: string, name = "resume.txt"): Promise<StoredUpload> {
  const key = `${prefix}/${randomUUID()}.txt`;
  const body = Buffer.from(`Jane Doe\nAccountant with GAAP and QuickBooks experience.\n`);
  await getStorage().put(key, Readable.from([body]), { contentType: "text/plain" });
  return { key, fileName: name, kind: "txt", contentType: "text/plain", size: body.length, sha256: "0".repeat(64) };
}

const resumeCount = async (tournamentId: string) => (await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, tournamentId))).length;

describe("a tournament with uploads", () => {
  it("stores the job as typed, empty texts as nothing, and queues the files in order", async () => {
    const user = await createTestUser();
    const files = [await storedFile("tournaments/t1", "a.txt"), await storedFile("tournaments/t1", "b.txt")];
    const id = await db.transaction((tx) => insertTournament(tx, { owner: { userId: user.id }, job: { name: "Accountant", jobDescription: "", keyRequirements: "GAAP" } }, files));
    const [t] = await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, id));
    expect(t).toMatchObject({ userId: user.id, name: "Accountant", jobDescription: null, keyRequirements: "GAAP", status: "processing" });
    const rows = await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, id)).orderBy(schema.resumes.position);
    expect(rows.map((r) => [r.fileName, r.status])).toEqual([
      ["a.txt", "queued"],
      ["b.txt", "queued"],
    ]);
  });

  it("two uploads at once cannot pass the cap together, and the refused one's files are deleted", async () => {
    const id = await db.transaction((tx) => insertTournament(tx, { owner: { demoClientKey: "test" }, job: { name: "Demo" }, status: "draft" }));
    const batch = async () => [await storedFile(`demo/${id}`), await storedFile(`demo/${id}`), await storedFile(`demo/${id}`)];
    const [first, second] = [await batch(), await batch()];
    const results = await Promise.allSettled([addDemoResumes(id, first), addDemoResumes(id, second)]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await resumeCount(id)).toBe(3);
    const refused = results[0]!.status === "rejected" ? first : second;
    for (const file of refused) expect(await isStored(file.key)).toBe(false);
  });

  it("someone else's tournament is not found, and nothing of the upload is kept", async () => {
    const [owner, other] = [await createTestUser(), await createTestUser()];
    const id = await db.transaction((tx) => insertTournament(tx, { owner: { userId: owner.id }, job: { name: "Chef" } }));
    const file = await storedFile(`tournaments/${id}`);
    await expect(
      appendUploads({
        tournamentId: id,
        ownedBy: eq(schema.tournaments.userId, other.id),
        files: [file],
        room: () => 10,
        notFound: () => new Error("not found"),
        tooMany: () => new Error("too many"),
      }),
    ).rejects.toThrow("not found");
    expect(await isStored(file.key)).toBe(false);
    expect(await resumeCount(id)).toBe(0);
  });
});
