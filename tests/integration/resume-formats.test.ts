import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.PARTNER_JWT_SECRET = "test-partner-jwt-secret-0123456789abcdef";
});

import type { FileKind } from "~/analysis/types";
import { createPartner } from "~/models/partner.server";
import { processResume } from "~/models/resume-processing.server";
import { action as landingAction } from "~/routes/_index";
import { action as registerAction } from "~/routes/api.auth.register";
import { action as addResumesAction } from "~/routes/api.tournaments.$id.resumes";
import { action as createAction } from "~/routes/dashboard.create-tournament";
import { action as v1Login } from "~/routes/v1.auth.login";
import { action as v1CreateListing } from "~/routes/v1.listings";
import { action as v1Upload } from "~/routes/v1.users.$employerUuid.jobs.$listingId.upload";
import { db, schema } from "~/utils/db.server";
import { uploadMessages } from "~/utils/upload-messages";
import { ACCENTED_RESUME, mojibakeTxt, odt, rtf, SAMPLE_RESUME, spreadsheetXls, utf16Txt, utf8Txt, wordDoc } from "../fixtures/resume-files";
import { createTestUser, sessionCookie, uniqueEmail } from "../support/factories";
import { BASE, call, multipart } from "../support/route-call";

// Every way a resume comes in takes the same files: .doc, .rtf, .odt and text
// in any common encoding; and turns away the same ones. The worker reads what
// was taken.

const text = ACCENTED_RESUME.join("\n");
async function accepted(): Promise<Array<[string, Uint8Array, FileKind]>> {
  return [
    ["amelie.doc", wordDoc(ACCENTED_RESUME), "doc"],
    ["amelie.rtf", rtf(ACCENTED_RESUME), "rtf"],
    ["amelie.odt", await odt(ACCENTED_RESUME), "odt"],
    ["double-encoded.txt", mojibakeTxt(text), "txt"],
    ["utf16-no-bom.txt", utf16Txt(text, "be", { bom: false }), "txt"],
  ];
}
const refused = (): Array<[string, Uint8Array]> => [
  ["workbook.doc", spreadsheetXls()],
  ["binary-tail.txt", new Uint8Array([...utf8Txt(`${SAMPLE_RESUME.join("\n")}\n`.repeat(100)), 0, 0x41])],
];

async function rowsOf(tournamentId: string) {
  return db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, tournamentId));
}

/** Processes each row as the worker would and checks it was read, in the format it is. */
async function expectReadByTheWorker(tournamentId: string, kinds: Array<[string, Uint8Array, FileKind]>) {
  const rows = await rowsOf(tournamentId);
  expect(rows.map((r) => [r.fileName, r.fileKind]).sort()).toEqual(kinds.map(([name, , kind]) => [name, kind]).sort());
  for (const row of rows) await processResume(row.id);
  for (const row of await rowsOf(tournamentId)) {
    expect({ name: row.fileName, status: row.status, error: row.errorReason }).toEqual({ name: row.fileName, status: "done", error: null });
    expect(row.text).toContain("Université de Montréal");
    expect(row.text).toContain("• Built the company's first self-serve dashboards");
  }
}

describe("every upload takes .doc, .rtf, .odt and text in any common encoding, and refuses the same files", () => {
  it("creating a tournament (a form, JavaScript off)", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const files = await accepted();
    const res = await call(createAction, multipart("/dashboard/create-tournament", cookie, { name: `Data Analyst ${randomUUID()}` }, [...files, ...refused()]));
    expect(res.status).toBe(302);
    const id = res.headers.get("Location")!.split("/").pop()!;
    await expectReadByTheWorker(id, files);
  }, 60_000);

  it("adding resumes to a tournament, and the JSON API with a token", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const created = await call(createAction, multipart("/dashboard/create-tournament", cookie, { name: `Data Analyst ${randomUUID()}` }, [["first.txt", utf8Txt()]]));
    const id = created.headers.get("Location")!.split("/").pop()!;
    const url = `/api/tournaments/${id}/resumes`;
    const files = await accepted();
    const added = await call(addResumesAction, multipart(url, cookie, {}, [...files.slice(0, 3), ...refused()], { Accept: "application/json" }), { id });
    expect(added.status).toBe(200);
    expect(await added.response!.json()).toMatchObject({ added: 3, rejected: refused().map(([fileName]) => ({ fileName, message: uploadMessages.notAccepted(fileName) })) });

    // A script signs up for a token and creates its own tournament.
    const email = uniqueEmail("formats");
    const registered = await registerAction({ request: new Request(`${BASE}/api/auth/register`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password: "secret-password" }) }), params: {}, context: {} } as never) as Response;
    const { token } = (await registered.json()) as { token: string };
    const [owner] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    const [tournament] = await db.insert(schema.tournaments).values({ userId: owner!.id, name: "Script's analyst search" }).returning();
    const byToken = await call(addResumesAction, multipart(`/api/tournaments/${tournament!.id}/resumes`, "", {}, [...files.slice(3), ...refused()], { Authorization: `Bearer ${token}` }), { id: tournament!.id });
    expect(byToken.status).toBe(200);
    expect(await byToken.response!.json()).toMatchObject({ added: 2, rejected: refused().map(([fileName]) => ({ fileName })) });
    const rows = await rowsOf(tournament!.id);
    expect(rows.map((r) => [r.fileName, r.fileKind]).sort()).toEqual([["double-encoded.txt", "txt"], ["utf16-no-bom.txt", "txt"]]);
  }, 60_000);

  it("the demo on the landing page", async () => {
    const form = new FormData();
    form.append("name", `Data Analyst ${randomUUID()}`);
    const files = await accepted();
    for (const [name, bytes] of files) form.append("files", new File([new Uint8Array(bytes)], name));
    const ip = `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const res = (await landingAction({ request: new Request(`${BASE}/?index`, { method: "POST", body: form }), params: {}, context: { clientIp: ip } } as never)) as Response;
    expect(res.status).toBe(302);
    const id = /demo=([0-9a-f-]{36})/.exec(res.headers.get("Location")!)![1]!;
    await expectReadByTheWorker(id, files);

    const refusedForm = new FormData();
    refusedForm.append("name", "Workbook");
    refusedForm.append("files", new File([new Uint8Array(spreadsheetXls())], "workbook.doc"));
    const again = await landingAction({ request: new Request(`${BASE}/?index`, { method: "POST", body: refusedForm }), params: {}, context: { clientIp: ip } } as never);
    expect((again as { data: { error: Record<string, string[]> } }).data.error.files).toEqual([uploadMessages.notAccepted("workbook.doc")]);
  }, 60_000);

  it("the partner API (/v1)", async () => {
    const created = await createPartner({ name: "Formats Inc", username: `formats-${randomUUID().slice(0, 8)}` });
    if (!created.ok) throw new Error(created.message);
    const login = await call(v1Login, new Request(`${BASE}/v1/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: created.partner.username, password: created.secret }) }));
    const { token } = (await login.response!.json()) as { token: string };
    const bearer = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const listing = await call(v1CreateListing, new Request(`${BASE}/v1/listings`, {
      method: "POST",
      headers: bearer,
      body: JSON.stringify({ company: "Lumière", title: "Data Analyst", description: "SQL, Python and Tableau.", application_url: "https://jobs.example.com/9", job_listing_type: "Full-Time", region: "USA", optional_skills: [1], expires_at: new Date(Date.now() + 30 * 86400_000).toISOString() }),
    }));
    const { listing_id: listingId, tournament_id: tournamentId } = (await listing.response!.json()) as { listing_id: string; tournament_id: string };
    const upload = (name: string, bytes: Uint8Array) => {
      const form = new FormData();
      form.append("file", new File([new Uint8Array(bytes)], name));
      const request = new Request(`${BASE}/v1/users/${created.partner.employerUuid}/jobs/${listingId}/upload?filename=${encodeURIComponent(name)}`, { method: "POST", body: form, headers: { Authorization: `Bearer ${token}` } });
      return call(v1Upload, request, { employerUuid: created.partner.employerUuid, listingId });
    };
    const files = await accepted();
    for (const [name, bytes] of files) expect((await upload(name, bytes)).status).toBe(201);
    for (const [name, bytes] of refused()) {
      const res = await upload(name, bytes);
      expect({ status: res.status, body: await res.response!.json() }).toEqual({ status: 415, body: expect.objectContaining({ error: uploadMessages.notAccepted(name) }) });
    }
    await expectReadByTheWorker(tournamentId, files);
  }, 60_000);
});
