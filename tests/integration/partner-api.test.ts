import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.PARTNER_JWT_SECRET = "test-partner-jwt-secret-0123456789abcdef";
});

import { createPartner } from "~/models/partner.server";
import { processResume } from "~/models/resume-processing.server";
import { action as adminPartnersAction, loader as adminPartnersLoader } from "~/routes/admin.partners";
import { loader as resumeViewLoader } from "~/routes/api.resumes.$id.view";
import { action as apiPartnerLogin } from "~/routes/api.partner.login";
import { loader as proxyLoader } from "~/routes/api.proxy.s3-results";
import { loader as partnerTournamentsApi } from "~/routes/api.tournaments.partner";
import { loader as recruiterDashboardLoader } from "~/routes/dashboard._index";
import { loader as partnerDashboardLoader } from "~/routes/partner.dashboard";
import { action as partnerLoginAction, loader as partnerLoginLoader } from "~/routes/partner.login";
import { action as partnerLogoutAction } from "~/routes/partner.logout";
import { loader as partnerFileLoader } from "~/routes/partner.resumes.$id.view";
import { loader as partnerTournamentLoader } from "~/routes/partner.tournament.$id";
import { action as v1Login } from "~/routes/v1.auth.login";
import { action as v1CreateListing } from "~/routes/v1.listings";
import { loader as v1GetListing } from "~/routes/v1.listings_.$listingId";
import { loader as v1ListResumes } from "~/routes/v1.listings_.$listingId_.resumes";
import { loader as v1Result } from "~/routes/v1.results.$resumeId";
import { loader as v1File } from "~/routes/v1.files.$resumeId";
import { loader as v1OpenApi } from "~/routes/v1.openapi[.json]";
import { action as v1Upload } from "~/routes/v1.users.$employerUuid.jobs.$listingId.upload";
import { db, schema } from "~/utils/db.server";
import { signPartnerToken, verifyPartnerToken } from "~/utils/partner-token.server";
import { signedFileUrl, signedResultUrl } from "~/models/partner-resumes.server";
import { checkResponse, templateFor } from "../support/openapi-check";
import { docx, HTML_PAGE, textPdf, utf8Txt } from "../fixtures/resume-files";
import { createTestUser, formRequest, getRequest, routeArgs, sessionCookie } from "../support/factories";

const BASE = "http://localhost:3999";
type Args = { request: Request; params: Record<string, string>; context: unknown };
type Outcome = { status: number; headers: Headers; data: any; response?: Response }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The document /v1/openapi.json serves; every /v1 answer below is checked against it. */
const v1Document = await (await v1OpenApi()).json();
const v1Problems: string[] = [];
let v1Checked = 0;

/** A /v1 answer must be one the document describes: its status, and for JSON its body's schema. */
function checkV1Answer(request: Request, response: Response, body: unknown) {
  const { pathname } = new URL(request.url);
  // A 405 (wrong method) is the same everywhere and names no operation.
  if (!pathname.startsWith("/v1/") || pathname === "/v1/openapi.json" || response.status === 405) return;
  v1Checked++;
  if (body !== null) return v1Problems.push(...checkResponse(v1Document, request.method, request.url, response.status, body));
  const operation = v1Document.paths[templateFor(v1Document, pathname) ?? ""]?.[request.method.toLowerCase()];
  if (!operation?.responses[String(response.status)]) v1Problems.push(`${request.method} ${pathname}: status ${response.status} not described`);
}

/** Runs a loader or action and normalises what it returned or threw (Response, data(), plain object). */
async function call(fn: (args: never) => unknown, request: Request, params: Record<string, string> = {}): Promise<Outcome> {
  let value: unknown;
  const method = request.method;
  const url = request.url;
  try {
    value = await (fn as (a: Args) => unknown)(routeArgs(request, params));
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) {
    const isJson = (value.headers.get("Content-Type") ?? "").includes("application/json");
    const data = isJson ? await value.clone().json() : null;
    checkV1Answer(new Request(url, { method }), value, data);
    return { status: value.status, headers: value.headers, data, response: value };
  }
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, headers: new Headers(), data: value };
}

const jsonRequest = (url: string, body: unknown, headers: Record<string, string> = {}, method = "POST") =>
  new Request(`${BASE}${url}`, { method, body: JSON.stringify(body), headers: { "Content-Type": "application/json", ...headers } });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const cookieOf = (headers: Headers) => (headers.get("Set-Cookie") ?? "").split(";")[0]!;

async function newPartner(name = "Acme Jobs") {
  const created = await createPartner({ name, username: `acme-${randomUUID().slice(0, 8)}` });
  if (!created.ok) throw new Error(created.message);
  return { ...created.partner, secret: created.secret };
}

async function loginToken(username: string, password: string) {
  const res = await call(v1Login, jsonRequest("/v1/auth/login", { username, password }));
  expect(res.status).toBe(200);
  return res.data.token as string;
}

const LISTING = {
  company: "Northwind",
  title: "Senior Accountant",
  description: "We need a CPA with audit, tax, month-end close, Excel and SAP experience.",
  application_url: "https://jobs.example.com/123",
  job_listing_type: "Full-Time",
  region: "USA",
  optional_skills: [101, 202, 303],
  expires_at: new Date(Date.now() + 30 * 86400_000).toISOString(),
};

async function newListing(token: string, body: Record<string, unknown> = LISTING) {
  const res = await call(v1CreateListing, jsonRequest("/v1/listings", body, bearer(token)));
  expect(res.status).toBe(201);
  return res.data as { listing_id: string; tournament_id: string; employer_uuid: string; status: string };
}

function uploadRequest(employer: string, listing: string, token: string, file: Uint8Array, fileName: string) {
  const form = new FormData();
  form.append("file", new File([file as BlobPart], fileName, { type: "application/octet-stream" }));
  return new Request(`${BASE}/v1/users/${employer}/jobs/${listing}/upload?filename=${encodeURIComponent(fileName)}`, { method: "POST", body: form, headers: bearer(token) });
}

const upload = (employer: string, listing: string, token: string, file: Uint8Array, fileName: string) =>
  call(v1Upload, uploadRequest(employer, listing, token, file, fileName), { employerUuid: employer, listingId: listing });

async function partnerCookie(username: string, token: string) {
  const res = await call(partnerLoginAction, formRequest("/partner/login", { username, jwtToken: token }));
  expect(res.status).toBe(302);
  return cookieOf(res.headers);
}

/** A partner with a token, a listing and two processed resumes (PDF and DOCX). */
async function partnerWithResults() {
  const partner = await newPartner();
  const token = await loginToken(partner.username, partner.secret);
  const listing = await newListing(token);
  const pdf = await upload(partner.employerUuid, listing.listing_id, token, await textPdf(), "Jordan Rivera.pdf");
  const word = await upload(partner.employerUuid, listing.listing_id, token, await docx(), "jordan.docx");
  expect(pdf.status).toBe(201);
  expect(word.status).toBe(201);
  await processResume(pdf.data.resume_id);
  await processResume(word.data.resume_id);
  return { partner, token, listing, resumeIds: [pdf.data.resume_id as string, word.data.resume_id as string] };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("admin: partners", () => {
  it("creates a partner, shows the secret once, stores only its hash, and is admin-only", async () => {
    const admin = await createTestUser({ role: "admin" });
    const cookie = await sessionCookie(admin.id);
    const username = `northwind-${randomUUID().slice(0, 6)}`;
    const res = await call(adminPartnersAction, formRequest("/admin/partners", { intent: "create", name: "Northwind Careers", username }, { Cookie: cookie }));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const secret = res.data.created.secret as string;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const [row] = await db.select().from(schema.partners).where(eq(schema.partners.username, username));
    expect(row!.secretHash).toMatch(/^scrypt\$/);
    expect(row!.secretHash).not.toContain(secret);

    const list = await call(adminPartnersLoader, getRequest("/admin/partners", { Cookie: cookie }));
    const mine = list.data.partners.find((p: { username: string }) => p.username === username);
    expect(mine).toMatchObject({ name: "Northwind Careers", isActive: true, listingCount: 0, employerUuid: row!.employerUuid });
    expect(JSON.stringify(list.data)).not.toContain(secret);

    // The secret works on the API.
    expect(verifyPartnerToken(await loginToken(username, secret))?.sub).toBe(row!.id);

    const dup = await call(adminPartnersAction, formRequest("/admin/partners", { intent: "create", name: "Other", username }, { Cookie: cookie }));
    expect(dup.status).toBe(409);
    const invalid = await call(adminPartnersAction, formRequest("/admin/partners", { intent: "create", name: "", username: "a b" }, { Cookie: cookie }));
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.data)).toContain("Name is required");

    const user = await createTestUser();
    const userCookie = await sessionCookie(user.id);
    for (const run of [
      () => call(adminPartnersLoader, getRequest("/admin/partners", { Cookie: userCookie })),
      () => call(adminPartnersAction, formRequest("/admin/partners", { intent: "create", name: "X", username: "x-evil" }, { Cookie: userCookie })),
    ]) {
      const denied = await run();
      expect(denied.status).toBe(302);
      expect(denied.headers.get("Location")).toBe("/dashboard");
    }
    expect(await db.select().from(schema.partners).where(eq(schema.partners.username, "x-evil"))).toHaveLength(0);
  });

  it("deactivates a partner: no API login, its tokens and page sessions stop working; activate restores", async () => {
    const admin = await createTestUser({ role: "admin" });
    const cookie = await sessionCookie(admin.id);
    const partner = await newPartner();
    const token = await loginToken(partner.username, partner.secret);
    const pageCookie = await partnerCookie(partner.username, token);

    const off = await call(adminPartnersAction, formRequest("/admin/partners", { intent: "toggle", partnerId: partner.id, isActive: "false" }, { Cookie: cookie }));
    expect(off.status).toBe(200);
    const login = await call(v1Login, jsonRequest("/v1/auth/login", { username: partner.username, password: partner.secret }));
    expect(login.status).toBe(401);
    expect((await call(v1CreateListing, jsonRequest("/v1/listings", LISTING, bearer(token)))).status).toBe(401);
    const page = await call(partnerDashboardLoader, getRequest("/partner/dashboard", { Cookie: pageCookie }));
    expect(page.headers.get("Location")).toBe("/partner/login");
    const pageLogin = await call(partnerLoginAction, formRequest("/partner/login", { username: partner.username, jwtToken: token }));
    expect(pageLogin.status).toBe(401);

    await call(adminPartnersAction, formRequest("/admin/partners", { intent: "toggle", partnerId: partner.id, isActive: "true" }, { Cookie: cookie }));
    expect((await call(v1Login, jsonRequest("/v1/auth/login", { username: partner.username, password: partner.secret }))).status).toBe(200);
  });
});

describe("POST /v1/auth/login and tokens", () => {
  it("answers {token, expires_in} for the right secret, 401 otherwise, 400 when incomplete", async () => {
    const partner = await newPartner();
    const ok = await call(v1Login, jsonRequest("/v1/auth/login", { username: partner.username, password: partner.secret }));
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ expires_in: 3600, token_type: "Bearer" });
    expect(ok.data.token.split(".")).toHaveLength(3);
    expect(verifyPartnerToken(ok.data.token)).toMatchObject({ sub: partner.id });

    const wrong = await call(v1Login, jsonRequest("/v1/auth/login", { username: partner.username, password: "nope" }));
    expect(wrong.status).toBe(401);
    expect(wrong.data).toMatchObject({ error: "Invalid username or password.", message: "Invalid username or password." });
    expect((await call(v1Login, jsonRequest("/v1/auth/login", { username: "nobody-here", password: partner.secret }))).status).toBe(401);
    const missing = await call(v1Login, jsonRequest("/v1/auth/login", { username: partner.username }));
    expect(missing.status).toBe(400);
    expect(missing.data.errors.password).toBeTruthy();
  });

  it("refuses expired, tampered, unsigned and foreign tokens", async () => {
    const partner = await newPartner();
    const other = await newPartner("Other");
    const good = await loginToken(partner.username, partner.secret);
    const expired = signPartnerToken(partner.id, Date.now() - 2 * 3600_000).token;
    const [h, p, s] = good.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, "base64url").toString());
    const swapped = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: other.id })).toString("base64url")}.${s}`;
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${p}.`;
    const flipped = `${h}.${p}.${s.slice(0, -2)}${s.endsWith("AA") ? "BB" : "AA"}`;
    for (const token of [expired, swapped, none, flipped, "garbage", ""]) {
      const res = await call(v1CreateListing, jsonRequest("/v1/listings", LISTING, token ? bearer(token) : {}));
      expect(res.status, token).toBe(401);
      expect(res.data.error).toBeTruthy();
    }
    expect(verifyPartnerToken(good)).not.toBeNull();
  });
});

describe("listings", () => {
  it("creates a listing and a draft tournament owned by the partner, and validates with field errors", async () => {
    const partner = await newPartner();
    const token = await loginToken(partner.username, partner.secret);
    const created = await newListing(token);
    expect(created).toMatchObject({ employer_uuid: partner.employerUuid, status: "active" });
    expect(created.listing_id).toMatch(/^[0-9a-f-]{36}$/);
    const [t] = await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, created.tournament_id));
    expect(t).toMatchObject({ partnerId: partner.id, userId: null, status: "draft", name: "Senior Accountant" });
    const [l] = await db.select().from(schema.externalListings).where(eq(schema.externalListings.externalListingId, created.listing_id));
    expect(l).toMatchObject({ partnerId: partner.id, tournamentId: t!.id, company: "Northwind", jobListingType: "Full-Time", region: "USA", optionalSkills: [101, 202, 303] });

    const bad = await call(
      v1CreateListing,
      jsonRequest("/v1/listings", { company: "", title: "X", description: "d", job_listing_type: "Part-Time", application_url: "javascript:alert(1)", optional_skills: ["a"], expires_at: "soon" }, bearer(token)),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.errors).sort()).toEqual(["application_url", "company", "expires_at", "job_listing_type", "optional_skills"]);
    const before = await db.select().from(schema.externalListings).where(eq(schema.externalListings.partnerId, partner.id));
    expect(before).toHaveLength(1);

    const got = await call(v1GetListing, getRequest(`/v1/listings/${created.listing_id}`, bearer(token)), { listingId: created.listing_id });
    expect(got.status).toBe(200);
    expect(got.data).toMatchObject({ listing_id: created.listing_id, title: "Senior Accountant", tournament_status: "draft", resume_count: 0, processed_count: 0, tiers: { A: 0, B: 0, C: 0, D: 0 } });
    expect((await call(v1GetListing, getRequest(`/v1/listings/${created.listing_id}`), { listingId: created.listing_id })).status).toBe(401);
    expect((await call(v1GetListing, getRequest(`/v1/listings/nope`, bearer(token)), { listingId: "nope" })).status).toBe(404);
  });
});

describe("resume upload, results and the results proxy", () => {
  it("uploads real PDF and DOCX files, queues them, and serves their analysis by signed URL", async () => {
    const partner = await newPartner();
    const token = await loginToken(partner.username, partner.secret);
    const listing = await newListing(token);
    const pdf = await upload(partner.employerUuid, listing.listing_id, token, await textPdf(), "Jordan Rivera.pdf");
    expect(pdf.status).toBe(201);
    expect(pdf.data).toMatchObject({ status: "queued", filename: "Jordan Rivera.pdf" });

    // A raw body (no multipart) goes through the same checks.
    const raw = new Request(`${BASE}/v1/users/${partner.employerUuid}/jobs/${listing.listing_id}/upload?filename=${encodeURIComponent("cv (final).docx")}`, {
      method: "POST",
      body: (await docx()) as BodyInit,
      headers: { ...bearer(token), "Content-Type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
    });
    const word = await call(v1Upload, raw, { employerUuid: partner.employerUuid, listingId: listing.listing_id });
    expect(word.status).toBe(201);

    const rows = await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, listing.tournament_id));
    expect(rows.map((r) => [r.fileName, r.fileKind, r.status]).sort()).toEqual([
      ["Jordan Rivera.pdf", "pdf", "queued"],
      ["cv (final).docx", "docx", "queued"],
    ]);
    expect(rows.every((r) => r.externalFileId && r.storageKey)).toBe(true);
    const [t] = await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, listing.tournament_id));
    expect(t!.status).toBe("processing");

    const pending = await call(v1ListResumes, getRequest(`/v1/listings/${listing.listing_id}/resumes`, bearer(token)), { listingId: listing.listing_id });
    expect(pending.data.resumes.map((r: { status: string; result_url: string | null }) => [r.status, r.result_url])).toEqual([
      ["processing", null],
      ["processing", null],
    ]);

    await processResume(pdf.data.resume_id);
    await processResume(word.data.resume_id);
    const list = await call(v1ListResumes, getRequest(`/v1/listings/${listing.listing_id}/resumes`, bearer(token)), { listingId: listing.listing_id });
    expect(list.status).toBe(200);
    expect(list.data.tournament_status).toBe("completed");
    for (const r of list.data.resumes) {
      expect(r).toMatchObject({ status: "succeeded", processing_state: "done", error: null });
      expect(r.tier).toMatch(/^[ABCD]$/);
      expect(typeof r.score).toBe("number");
      expect(r.result_url).toMatch(new RegExp(`^${BASE}/v1/results/${r.resume_id}\\?expires=\\d+&sig=`));
    }

    const first = list.data.resumes[0];
    const url = new URL(first.result_url);
    const direct = await call(v1Result, new Request(first.result_url), { resumeId: first.resume_id });
    expect(direct.status).toBe(200);
    expect(direct.data).toMatchObject({ resume_id: first.resume_id, listing_id: listing.listing_id, status: "succeeded", tier: first.tier });
    expect(direct.data.pros.length + direct.data.cons.length).toBeGreaterThan(0);
    expect(direct.data.extractedSkills).toEqual(expect.arrayContaining(["Excel"]));
    expect(direct.data.contactInfo.email).toBe("jordan.rivera@example.com");

    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const proxied = await call(proxyLoader, getRequest(`/api/proxy/s3-results?url=${encodeURIComponent(first.result_url)}`));
    expect(proxied.status).toBe(200);
    expect(proxied.data).toEqual(direct.data);

    // Tampered or expired links are refused, directly and through the proxy.
    const tampered = new URL(url);
    tampered.searchParams.set("sig", `${url.searchParams.get("sig")!.slice(0, -2)}xx`);
    const otherResume = new URL(url.href.replace(first.resume_id, list.data.resumes[1].resume_id));
    const expired = signedResultUrl(first.resume_id, Date.now() - 2 * 3600_000);
    const later = new URL(url);
    later.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
    for (const bad of [tampered.href, otherResume.href, expired, later.href]) {
      const id = new URL(bad).pathname.split("/").pop()!;
      expect((await call(v1Result, new Request(bad), { resumeId: id })).status, bad).toBe(403);
      expect((await call(proxyLoader, getRequest(`/api/proxy/s3-results?url=${encodeURIComponent(bad)}`))).status, bad).toBe(400);
    }
    // Foreign URLs are refused without being fetched.
    const foreign = [
      "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
      `http://169.254.169.254/v1/results/${first.resume_id}?${url.searchParams}`,
      `http://localhost:3999.evil.example/v1/results/${first.resume_id}?${url.searchParams}`,
      `${BASE}/api/resumes/${first.resume_id}/view`,
      `${BASE}/v1/results/${first.resume_id}?${url.searchParams}&x=1`,
      `file:///etc/passwd`,
      "not a url",
    ];
    for (const bad of foreign) {
      const res = await call(proxyLoader, getRequest(`/api/proxy/s3-results?url=${encodeURIComponent(bad)}`));
      expect(res.status, bad).toBe(400);
      expect(res.data.error).toBe("Only result URLs issued by this service are accepted.");
    }
    expect((await call(proxyLoader, getRequest(`/api/proxy/s3-results`))).status).toBe(400);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("gives every record a file_url: our own signed link to the original, for that file only", async () => {
    const { partner, token, listing, resumeIds } = await partnerWithResults();
    const pending = await upload(partner.employerUuid, listing.listing_id, token, utf8Txt(), "Sam Lee.txt");
    const list = await call(v1ListResumes, getRequest(`/v1/listings/${listing.listing_id}/resumes`, bearer(token)), { listingId: listing.listing_id });
    const records = list.data.resumes as Array<{ resume_id: string; filename: string; status: string; file_url: string }>;
    expect(records.map((r) => [r.resume_id, r.status])).toEqual([
      [resumeIds[0], "succeeded"],
      [resumeIds[1], "succeeded"],
      [pending.data.resume_id, "processing"],
    ]);
    // Every record has one, finished or not: the file exists from the upload on.
    for (const r of records) expect(r.file_url).toMatch(new RegExp(`^${BASE}/v1/files/${r.resume_id}\\?expires=\\d+&sig=[A-Za-z0-9_-]+$`));

    const pdf = await call(v1File, new Request(records[0]!.file_url), { resumeId: records[0]!.resume_id });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(pdf.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(pdf.headers.get("Content-Disposition")).toContain('filename="Jordan Rivera.pdf"');
    expect(Buffer.from(await pdf.response!.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    const txt = await call(v1File, new Request(records[2]!.file_url), { resumeId: records[2]!.resume_id });
    expect([txt.status, await txt.response!.text()]).toEqual([200, new TextDecoder().decode(utf8Txt())]);

    // A link opens only the file it was signed for, only until it expires, and a result link's signature opens no file.
    const url = new URL(records[0]!.file_url);
    const tampered = new URL(url);
    tampered.searchParams.set("sig", `${url.searchParams.get("sig")!.slice(0, -2)}xx`);
    const otherFile = new URL(url.href.replace(records[0]!.resume_id, records[1]!.resume_id));
    const resultSig = new URL(signedResultUrl(records[0]!.resume_id));
    const asFile = `${BASE}/v1/files/${records[0]!.resume_id}${resultSig.search}`;
    for (const bad of [tampered.href, otherFile.href, signedFileUrl(records[0]!.resume_id, Date.now() - 2 * 3600_000), asFile, `${BASE}/v1/files/${records[0]!.resume_id}`]) {
      const id = new URL(bad).pathname.split("/").pop()!;
      const refused = await call(v1File, new Request(bad), { resumeId: id });
      expect([refused.status, refused.data?.message], bad).toEqual([403, "This file link is invalid or has expired."]);
    }
    // Nor does a file link open the analysis.
    const asResult = `${BASE}/v1/results/${records[0]!.resume_id}${url.search}`;
    expect((await call(v1Result, new Request(asResult), { resumeId: records[0]!.resume_id })).status).toBe(403);

    // A recruiter's resume is never a partner file, even with a valid signature.
    const recruiter = await createTestUser();
    const [tournament] = await db.insert(schema.tournaments).values({ userId: recruiter.id, name: "Mine" }).returning();
    const [own] = await db.insert(schema.resumes).values({ tournamentId: tournament!.id, fileName: "mine.txt", text: "Private", position: 0 }).returning();
    const ownUrl = signedFileUrl(own!.id);
    expect((await call(v1File, new Request(ownUrl), { resumeId: own!.id })).status).toBe(404);
  });

  it("refuses files by content, empty files, and other employers' uploads", async () => {
    const partner = await newPartner();
    const token = await loginToken(partner.username, partner.secret);
    const listing = await newListing(token);
    const html = await upload(partner.employerUuid, listing.listing_id, token, HTML_PAGE, "resume.pdf");
    expect(html.status).toBe(415);
    expect(html.data.error).toBe('File "resume.pdf" is not an accepted file type.');
    const empty = await upload(partner.employerUuid, listing.listing_id, token, new Uint8Array(), "empty.txt");
    expect(empty.status).toBe(400);
    expect(empty.data.error).toBe('File "empty.txt" is empty.');
    const txt = await upload(partner.employerUuid, listing.listing_id, token, utf8Txt(), "cv.txt");
    expect(txt.status).toBe(201);
    const wrongEmployer = await upload(randomUUID(), listing.listing_id, token, utf8Txt(), "cv.txt");
    expect(wrongEmployer.status).toBe(404);
    expect(await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, listing.tournament_id))).toHaveLength(1);
  });
});

describe("isolation between partners", () => {
  it("gives another partner 404 for everything of the first", async () => {
    const { partner, listing, resumeIds } = await partnerWithResults();
    const other = await newPartner("Rival");
    const otherToken = await loginToken(other.username, other.secret);
    const params = { listingId: listing.listing_id };
    expect((await call(v1GetListing, getRequest(`/v1/listings/${listing.listing_id}`, bearer(otherToken)), params)).status).toBe(404);
    expect((await call(v1ListResumes, getRequest(`/v1/listings/${listing.listing_id}/resumes`, bearer(otherToken)), params)).status).toBe(404);
    // Its own employer id with the first's listing, and the first's employer id.
    expect((await upload(other.employerUuid, listing.listing_id, otherToken, utf8Txt(), "x.txt")).status).toBe(404);
    expect((await upload(partner.employerUuid, listing.listing_id, otherToken, utf8Txt(), "x.txt")).status).toBe(404);

    const otherCookie = await partnerCookie(other.username, otherToken);
    const page = await call(partnerTournamentLoader, getRequest(`/partner/tournament/${listing.tournament_id}`, { Cookie: otherCookie }), { id: listing.tournament_id });
    expect(page.status).toBe(404);
    const file = await call(partnerFileLoader, getRequest(`/partner/resumes/${resumeIds[0]}/view`, { Cookie: otherCookie }), { id: resumeIds[0]! });
    expect(file.status).toBe(404);
    const mine = await call(partnerTournamentsApi, getRequest("/api/tournaments/partner", bearer(otherToken)));
    expect(mine.status).toBe(200);
    expect(mine.data).toEqual([]);
  });

  it("keeps recruiter and partner sessions apart, both ways", async () => {
    const { partner, token, listing, resumeIds } = await partnerWithResults();
    const pCookie = await partnerCookie(partner.username, token);
    const user = await createTestUser();
    const uCookie = await sessionCookie(user.id);

    // A recruiter session opens no partner page or file.
    for (const [fn, url, params] of [
      [partnerDashboardLoader, "/partner/dashboard", {}],
      [partnerTournamentLoader, `/partner/tournament/${listing.tournament_id}`, { id: listing.tournament_id }],
    ] as const) {
      const res = await call(fn, getRequest(url, { Cookie: uCookie }), params);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/partner/login");
    }
    expect((await call(partnerFileLoader, getRequest(`/partner/resumes/${resumeIds[0]}/view`, { Cookie: uCookie }), { id: resumeIds[0]! })).status).toBe(401);
    expect((await call(partnerTournamentsApi, getRequest("/api/tournaments/partner", { Cookie: uCookie }))).status).toBe(401);

    // A partner session opens no recruiter page or file, even with its cookie value under the recruiter's name.
    const dash = await call(recruiterDashboardLoader, getRequest("/dashboard", { Cookie: pCookie }));
    expect(dash.status).toBe(302);
    expect(dash.headers.get("Location")).toMatch(/^\/auth\/login/);
    const renamed = pCookie.replace(/^__partner=/, "__session=");
    expect((await call(recruiterDashboardLoader, getRequest("/dashboard", { Cookie: renamed }))).headers.get("Location")).toMatch(/^\/auth\/login/);
    expect((await call(resumeViewLoader, getRequest(`/api/resumes/${resumeIds[0]}/view`, { Cookie: pCookie }), { id: resumeIds[0]! })).status).toBe(401);
    const forged = uCookie.replace(/^__session=/, "__partner=");
    expect((await call(partnerDashboardLoader, getRequest("/partner/dashboard", { Cookie: forged }))).headers.get("Location")).toBe("/partner/login");
  });
});

describe("partner sign-in", () => {
  it("shows the spec's messages and sets a separate httpOnly, SameSite=Lax cookie", async () => {
    const partner = await newPartner();
    const other = await newPartner("Other");
    const token = await loginToken(partner.username, partner.secret);
    const otherToken = await loginToken(other.username, other.secret);

    const missing = await call(partnerLoginAction, formRequest("/partner/login", { username: "", jwtToken: "" }));
    expect(missing.status).toBe(400);
    expect(missing.data.message).toBe("Please enter both username and JWT token.");
    expect(missing.data.fieldErrors).toEqual({ username: ["Username is required"], jwtToken: ["Secret or JWT token is required"] });
    for (const [username, jwtToken] of [
      [partner.username, "not.a.token"],
      [partner.username, otherToken],
      ["nobody", token],
      [partner.username, signPartnerToken(partner.id, Date.now() - 7200_000).token],
    ]) {
      const res = await call(partnerLoginAction, formRequest("/partner/login", { username: username!, jwtToken: jwtToken! }));
      expect(res.status).toBe(401);
      expect(res.data.message).toBe("Invalid username or JWT token. Please check your credentials.");
      expect(res.headers.get("Set-Cookie")).toBeNull();
    }

    const ok = await call(partnerLoginAction, formRequest("/partner/login", { username: partner.username, jwtToken: token }));
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/partner/dashboard");
    const setCookie = ok.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__partner=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toContain(token);
    const cookie = cookieOf(ok.headers);
    const again = await call(partnerLoginLoader, getRequest("/partner/login", { Cookie: cookie }));
    expect(again.headers.get("Location")).toBe("/partner/dashboard");

    const api = await call(apiPartnerLogin, jsonRequest("/api/partner/login", { username: partner.username, jwtToken: token }));
    expect(api.status).toBe(200);
    expect(api.data).toEqual({ user: { name: "Acme Jobs", username: partner.username, partnerName: "Acme Jobs" } });
    expect(api.headers.get("Set-Cookie")).toMatch(/^__partner=/);
    expect((await call(apiPartnerLogin, jsonRequest("/api/partner/login", { username: partner.username, jwtToken: otherToken }))).status).toBe(401);
    expect((await call(apiPartnerLogin, jsonRequest("/api/partner/login", { username: partner.username }))).status).toBe(400);

    const out = await call(partnerLogoutAction, formRequest("/partner/logout", {}, { Cookie: cookie }));
    expect(out.headers.get("Location")).toBe("/partner/login");
    expect(out.headers.get("Set-Cookie")).toMatch(/^__partner=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
  });
});

describe("partner pages", () => {
  it("redirects to login without a session; shows the dashboard's tiles and table", async () => {
    const visitor = await call(partnerDashboardLoader, getRequest("/partner/dashboard"));
    expect(visitor.headers.get("Location")).toBe("/partner/login");

    const { partner, token, listing } = await partnerWithResults();
    await newListing(token, { ...LISTING, title: "Contract Auditor", job_listing_type: "Contract", region: null, expires_at: new Date(Date.now() - 86400_000).toISOString() });
    const cookie = await partnerCookie(partner.username, token);
    const empty = await newPartner("Empty");
    const emptyCookie = await partnerCookie(empty.username, await loginToken(empty.username, empty.secret));
    expect((await call(partnerDashboardLoader, getRequest("/partner/dashboard", { Cookie: emptyCookie }))).data).toMatchObject({
      tournaments: [],
      tiles: { totalListings: 0, activeListings: 0, totalResumes: 0, averagePerListing: 0 },
    });

    const res = await call(partnerDashboardLoader, getRequest("/partner/dashboard", { Cookie: cookie }));
    expect(res.status).toBe(200);
    expect(res.data.partner).toEqual({ name: "Acme Jobs", username: partner.username });
    expect(res.data.tiles).toEqual({ totalListings: 2, activeListings: 1, totalResumes: 2, averagePerListing: 1 });
    const [expired, first] = res.data.tournaments;
    expect(expired.externalListing).toMatchObject({ title: "Contract Auditor", status: "expired", region: null, jobListingType: "Contract" });
    expect(first).toMatchObject({ id: listing.tournament_id, resumeCount: 2, status: "completed", isExternal: true, partnerName: "Acme Jobs" });

    const api = await call(partnerTournamentsApi, getRequest("/api/tournaments/partner", { Cookie: cookie }));
    expect(api.data.map((t: { id: string }) => t.id)).toContain(listing.tournament_id);
    const viaToken = await call(partnerTournamentsApi, getRequest("/api/tournaments/partner", bearer(token)));
    expect(viaToken.data).toHaveLength(2);
    expect((await call(partnerTournamentsApi, getRequest("/api/tournaments/partner"))).status).toBe(401);
  });

  it("shows the tournament with progress, a tier filter and files behind safe headers", async () => {
    const { partner, token, listing, resumeIds } = await partnerWithResults();
    const cookie = await partnerCookie(partner.username, token);
    const url = `/partner/tournament/${listing.tournament_id}`;
    const page = await call(partnerTournamentLoader, getRequest(url, { Cookie: cookie }), { id: listing.tournament_id });
    expect(page.status).toBe(200);
    expect(page.data.tournament).toMatchObject({ name: "Senior Accountant", status: "completed", company: "Northwind" });
    expect(page.data.counts).toMatchObject({ total: 2, processed: 2, progress: 100 });
    expect(page.data.cards).toHaveLength(2);
    const tier = page.data.cards[0].tier as string;
    expect(page.data.counts.tiers[tier]).toBeGreaterThan(0);

    const filtered = await call(partnerTournamentLoader, getRequest(`${url}?tier=${tier}`, { Cookie: cookie }), { id: listing.tournament_id });
    expect(filtered.data.tier).toBe(tier);
    expect(filtered.data.cards.every((c: { tier: string }) => c.tier === tier)).toBe(true);
    const none = (["A", "B", "C", "D"] as const).find((t) => page.data.counts.tiers[t] === 0)!;
    const emptyTier = await call(partnerTournamentLoader, getRequest(`${url}?tier=${none}`, { Cookie: cookie }), { id: listing.tournament_id });
    expect(emptyTier.data.cards).toEqual([]);

    const bad = await call(partnerTournamentLoader, getRequest("/partner/tournament/nope", { Cookie: cookie }), { id: "nope" });
    expect(bad.headers.get("Location")).toBe("/partner/dashboard");
    const missing = await call(partnerTournamentLoader, getRequest(`/partner/tournament/${randomUUID()}`, { Cookie: cookie }), { id: randomUUID() });
    expect(missing.status).toBe(404);

    const file = await call(partnerFileLoader, getRequest(`/partner/resumes/${resumeIds[0]}/view`, { Cookie: cookie }), { id: resumeIds[0]! });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toMatch(/^inline; filename="Jordan Rivera.pdf"/);
    expect(file.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(file.headers.get("Content-Security-Policy")).toMatch(/^sandbox/);
    const bytes = new Uint8Array(await file.response!.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    expect((await call(partnerFileLoader, getRequest(`/partner/resumes/${resumeIds[0]}/view`), { id: resumeIds[0]! })).status).toBe(401);
  });
});

describe("GET /v1/openapi.json", () => {
  type Mod = { loader?: unknown; action?: unknown };
  const v1Routes = Object.keys(import.meta.glob<Mod>("../../app/routes/v1.*.ts", { eager: true }));

  it("is a public OpenAPI 3.1 document that describes every /v1 route on disk", async () => {
    const res = await call(v1OpenApi, getRequest("/v1/openapi.json"));
    expect(res.status).toBe(200);
    expect(res.data.openapi).toBe("3.1.0");
    expect(v1Routes.length).toBeGreaterThanOrEqual(8);
    for (const file of v1Routes) {
      const id = file.replace(/^.*\/routes\//, "").replace(/\.ts$/, "");
      const path = `/${id.replace(/\[\.json\]/, ".json").split(".").map((s) => s.replace(/_$/, "")).map((s) => (s.startsWith("$") ? "x" : s)).join("/")}`;
      expect(templateFor(res.data, path), `${id} is in the document`).not.toBeNull();
    }
  });

  it("describes every /v1 answer the tests above received", () => {
    expect(v1Checked).toBeGreaterThan(40);
    expect(v1Problems).toEqual([]);
  });

  it("catches an answer that does not match (the check can fail)", () => {
    const record = { resume_id: "r", file_id: "f", filename: "a.pdf", status: "succeeded", processing_state: "done", tier: "A", score: 90, error: null, result_url: null, submitted_at: new Date().toISOString(), created_at: new Date().toISOString(), finished_at: null };
    const answer = { listing_id: "l", tournament_status: "completed", resumes: [record] };
    expect(checkResponse(v1Document, "GET", "/v1/listings/l/resumes", 200, answer)).toEqual(["GET /v1/listings/{listing_id}/resumes 200 $.resumes[0].file_url: required"]);
    expect(checkResponse(v1Document, "GET", "/v1/listings/l/resumes", 200, { ...answer, resumes: [{ ...record, file_url: "u", extra: 1 }] })).toEqual([
      "GET /v1/listings/{listing_id}/resumes 200 $.resumes[0].extra: not allowed",
    ]);
    expect(checkResponse(v1Document, "GET", "/v1/listings/l", 418, {})).toEqual(["GET /v1/listings/{listing_id}: status 418 not described"]);
  });
});
