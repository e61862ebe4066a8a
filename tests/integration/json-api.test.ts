/// <reference types="vite/client" />
// The JSON API of spec section 7, called as a script calls it: real Requests through the route
// modules against the test Postgres. Every JSON answer is checked against /api/openapi.json.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addNote, decide, deleteNote } from "~/models/candidate-decisions.server";
import { processResume } from "~/models/resume-processing.server";
import { changeStages } from "~/models/stages.server";
import { createSampleTournament } from "~/models/sample-tournament.server";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { listApiTokens } from "~/utils/api-token.server";
import { db, schema } from "~/utils/db.server";
import { resetTokenFor } from "~/utils/emails.server";
import { guardRoute } from "~/utils/input.server";
import { docx, textPdf, utf8Txt } from "../fixtures/resume-files";
import { createTestUser, routeArgs, sessionCookie, uniqueEmail } from "../support/factories";
import { checkResponse, templateFor } from "../support/openapi-check";

type Module = { loader?: (args: never) => unknown; action?: (args: never) => unknown };
const modules = import.meta.glob<Module>("../../app/routes/api.*.ts", { eager: true });
const route = (id: string) => modules[`../../app/routes/${id}.ts`]!;

/** URL template → route module (Remix's flat-route file names). */
const ROUTES: Array<[RegExp, string, string[]]> = [
  [/^\/api\/openapi\.json$/, "api.openapi[.json]", []],
  [/^\/api\/auth\/(register|login|logout|me|forgot-password|reset-password)$/, "api.auth.$1", []],
  [/^\/api\/tournaments$/, "api.tournaments", []],
  [/^\/api\/tournaments\/(all|external)$/, "api.tournaments.$1", []],
  [/^\/api\/tournaments\/([^/]+)$/, "api.tournaments.$id", ["id"]],
  [/^\/api\/tournaments\/([^/]+)\/resumes$/, "api.tournaments.$id.resumes", ["id"]],
  [/^\/api\/tournaments\/([^/]+)\/export\/tier\/([^/]+)$/, "api.tournaments.$id.export.tier.$tier", ["id", "tier"]],
  [/^\/api\/tournaments\/([^/]+)\/export\/csv$/, "api.tournaments.$id.export.csv", ["id"]],
  [/^\/api\/resumes$/, "api.resumes", []],
  [/^\/api\/resumes\/([^/]+)$/, "api.resumes.$id", ["id"]],
  [/^\/api\/resumes\/([^/]+)\/view$/, "api.resumes.$id.view", ["id"]],
  [/^\/api\/promo-codes\/redeem$/, "api.promo-codes.redeem", []],
  [/^\/api\/admin\/promo-codes$/, "api.admin.promo-codes", []],
  [/^\/api\/plans$/, "api.plans", []],
  [/^\/api\/create-checkout-session$/, "api.create-checkout-session", []],
  [/^\/api\/checkout-sessions\/([^/]+)$/, "api.checkout-sessions.$id", ["id"]],
  [/^\/api\/payment-success$/, "api.payment-success", []],
  [/^\/api\/demo\/tournament$/, "api.demo.tournament", []],
];

let document: Parameters<typeof checkResponse>[0] | undefined;
const problems: string[] = [];

interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  response: Response;
}

/** One call, the way a script makes it; its JSON answer is checked against the OpenAPI document. */
async function api(method: string, url: string, options: { token?: string; cookie?: string; json?: unknown; form?: FormData; raw?: string } = {}): Promise<Answer> {
  const pathname = url.split("?")[0]!;
  const match = ROUTES.map(([pattern, id, names]) => ({ m: pattern.exec(pathname), id, names })).find((r) => r.m);
  if (!match) throw new Error(`no route for ${url}`);
  const id = match.id.replace(/\$(\d)/, (_, n) => match.m![Number(n)]!);
  const params = Object.fromEntries(match.names.map((name, i) => [name, decodeURIComponent(match.m![i + 1]!)]));
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.Cookie = options.cookie;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.raw !== undefined) {
    headers["Content-Type"] = "application/json";
    body = options.raw;
  } else if (options.form) body = options.form;
  const request = new Request(`http://localhost:3999${url}`, { method, headers, body });
  // Behind the input layer, as server.ts serves every route.
  const mod = guardRoute(route(id));
  const handler = method === "GET" ? mod.loader : mod.action;
  if (!handler) throw new Error(`${id} has no ${method === "GET" ? "loader" : "action"}`);
  const response = (await (handler as (a: unknown) => Promise<Response>)(routeArgs(request, params)).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  })) as Response;
  const isJson = (response.headers.get("Content-Type") ?? "").includes("application/json");
  const parsed = isJson ? await response.clone().json() : null;
  // A 405 (wrong method) is the same everywhere and names no operation.
  if (isJson && document && response.status !== 405 && !pathname.endsWith("/openapi.json")) problems.push(...checkResponse(document, method, url, response.status, parsed));
  return { status: response.status, headers: response.headers, body: parsed, response };
}

const files = async () => {
  const form = new FormData();
  form.append("files", new File([(await textPdf()) as BlobPart], "jordan-rivera.pdf", { type: "application/pdf" }));
  form.append("files", new File([(await docx()) as BlobPart], "jordan-rivera.docx"));
  form.append("files", new File([utf8Txt() as BlobPart], "jordan-rivera.txt", { type: "text/plain" }));
  return form;
};

async function registered() {
  const email = uniqueEmail("api");
  const res = await api("POST", "/api/auth/register", { json: { email, password: "secret-password" } });
  expect(res.status).toBe(201);
  return { email, token: res.body.token as string, id: res.body.user.id as string };
}

const ACCOUNTANT = {
  name: "Senior Accountant",
  jobDescription: "We need a CPA for audit, tax and month-end close.",
  keyRequirements: "CPA\nExcel\nGAAP",
  keySkills: ["Excel", "GAAP"],
};

describe("/api/openapi.json", () => {
  it("is an OpenAPI 3.1 document that describes every /api route on disk", async () => {
    const res = await api("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    document = res.body;
    // Internal calls that no script makes are left out on purpose.
    const internal = new Set(["api.stripe.webhook", "api.proxy.s3-results", "api.partner.login", "api.tournaments.partner", "api.test-update-credits", "api.openapi[.json]"]);
    for (const file of Object.keys(modules)) {
      const id = file.replace(/^.*\/routes\//, "").replace(/\.ts$/, "");
      if (internal.has(id)) continue;
      const path = `/${id.replace(/\[\.json\]/, ".json").split(".").map((s) => (s.startsWith("$") ? "x" : s)).join("/")}`;
      expect(templateFor(document!, path), `${id} is in the document`).not.toBeNull();
    }
  });
});

describe("/api/auth", () => {
  it("registers, signs in with a token, reads the current user, and logs out (the token stops working)", async () => {
    const { email, token } = await registered();
    expect(token).toMatch(/^tl_[A-Za-z0-9_-]{40,}$/);

    const me = await api("GET", "/api/auth/me", { token });
    expect(me.status).toBe(200);
    expect(me.headers.get("Cache-Control")).toBe("private, no-store");
    expect(me.body).toMatchObject({ email, stripePlanId: null, hasUnlimitedAccess: false, additionalTournamentCredits: 0, planName: "FREE", credits: { total: 2, available: 2 } });

    const login = await api("POST", "/api/auth/login", { json: { email, password: "secret-password", tokenName: "Monday script" } });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ token: expect.stringMatching(/^tl_/), message: "Login successful" });
    expect(login.body.token).not.toBe(token);
    await api("GET", "/api/auth/me", { token: login.body.token });
    const tokens = await listApiTokens(me.body.id);
    expect(tokens.map((t) => t.name).sort()).toEqual(["Created at registration", "Monday script"]);
    expect(tokens.every((t) => t.lastUsedAt instanceof Date)).toBe(true);

    const out = await api("POST", "/api/auth/logout", { token: login.body.token });
    expect(out.status).toBe(200);
    const after = await api("GET", "/api/auth/me", { token: login.body.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe("You need to be logged in.");
    expect(after.headers.get("WWW-Authenticate")).toContain("Bearer");
    // The other token still works.
    expect((await api("GET", "/api/auth/me", { token })).status).toBe(200);
  });

  it("accepts the browser session, refuses no or a made-up token with 401 JSON, and never opens a page with a token", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    expect((await api("GET", "/api/auth/me", { cookie })).body.email).toBe(user.email);
    for (const token of [undefined, "tl_not-a-real-token", "garbage"]) {
      const res = await api("GET", "/api/auth/me", { token });
      expect(res.status, String(token)).toBe(401);
      expect(res.body).toEqual({ message: "You need to be logged in." });
    }
    const out = await api("POST", "/api/auth/logout", { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("Set-Cookie")).toMatch(/^__session=;/);
    expect((await api("GET", "/api/auth/me", { cookie })).status).toBe(401);
    expect((await api("POST", "/api/auth/logout")).status).toBe(401);

    const { token } = await registered();
    const page = new Request("http://localhost:3999/dashboard", { headers: { Authorization: `Bearer ${token}` } });
    const refused = await (dashboardLoader as (a: unknown) => Promise<unknown>)(routeArgs(page)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("Location")).toMatch(/^\/auth\/login/);
  });

  it("refuses bad sign-ups and sign-ins with the forms' messages, by field", async () => {
    const bad = await api("POST", "/api/auth/register", { json: { email: "not-an-email", password: "123" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ email: ["Please enter a valid email address"], password: ["Password must be at least 8 characters long"] });
    const mismatch = await api("POST", "/api/auth/register", { json: { email: uniqueEmail(), password: "secret-1", confirmPassword: "secret-2" } });
    expect(mismatch.body.errors).toEqual({ confirmPassword: ["Passwords do not match"] });
    const { email } = await registered();
    const taken = await api("POST", "/api/auth/register", { json: { email, password: "secret-password" } });
    expect([taken.status, taken.body.message]).toEqual([409, "An account with this email already exists."]);

    const wrong = await api("POST", "/api/auth/login", { json: { email, password: "wrong-password" } });
    expect([wrong.status, wrong.body.message]).toEqual([401, "Failed to log in. Please check your credentials and try again."]);
    const empty = await api("POST", "/api/auth/login", { json: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(["email", "password"]);
    const garbled = await api("POST", "/api/auth/login", { raw: "{not json" });
    expect([garbled.status, garbled.body.message]).toEqual([400, "Send the fields as a JSON object."]);
    expect((await api("GET", "/api/auth/login")).status).toBe(405);
  });

  it("resets a password with the mailed token; every token of the account stops working", async () => {
    const { id, email, token } = await registered();
    const forgot = await api("POST", "/api/auth/forgot-password", { json: { email } });
    expect(forgot.status).toBe(200);
    expect(forgot.body.message).toContain("The link expires in 1 hour.");
    const unknown = await api("POST", "/api/auth/forgot-password", { json: { email: uniqueEmail("nobody") } });
    expect(unknown.status).toBe(200);
    expect((await api("POST", "/api/auth/forgot-password", { json: { email: "nope" } })).body.errors.email).toEqual(["Please enter a valid email address"]);

    const [row] = await db.select({ id: schema.passwordResetTokens.id }).from(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, id));
    const short = await api("POST", "/api/auth/reset-password", { json: { token: resetTokenFor(row!.id), password: "short" } });
    expect(short.body.errors.password).toEqual(["Password must be at least 8 characters long"]);
    const made = await api("POST", "/api/auth/reset-password", { json: { token: "made-up", password: "new-password-1" } });
    expect([made.status, made.body.message]).toEqual([400, "This reset link has expired or was already used. Please request a new link."]);
    const reset = await api("POST", "/api/auth/reset-password", { json: { token: resetTokenFor(row!.id), password: "new-password-1" } });
    expect(reset.status).toBe(200);
    expect((await api("GET", "/api/auth/me", { token })).status).toBe(401);
    expect((await api("POST", "/api/auth/login", { json: { email, password: "new-password-1" } })).status).toBe(200);
  });
});

describe("/api/tournaments and /api/resumes", () => {
  it("runs a script's week: create, upload three files, read tiers, change one, list all resumes", async () => {
    const { token } = await registered();
    const created = await api("POST", "/api/tournaments", { token, json: ACCOUNTANT });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Senior Accountant", status: "draft", resumeCount: 0, keySkills: ["Excel", "GAAP"], keyRequirements: "CPA\nExcel\nGAAP", isDemoTournament: false });
    const id = created.body.id as string;
    expect(created.headers.get("Location")).toBe(`/api/tournaments/${id}`);

    const upload = await api("POST", `/api/tournaments/${id}/resumes`, { token, form: await files() });
    expect(upload.status).toBe(200);
    expect(upload.body).toMatchObject({ message: "Resumes uploaded", added: 3, rejected: [] });

    const queued = await api("GET", `/api/tournaments/${id}/resumes`, { token });
    expect(queued.body.map((r: { fileName: string }) => r.fileName).sort()).toEqual(["jordan-rivera.docx", "jordan-rivera.pdf", "jordan-rivera.txt"]);
    expect(queued.body.every((r: { status: string; tier: null }) => r.status === "queued" && r.tier === null)).toBe(true);
    for (const r of queued.body) await processResume(r.id);

    const list = await api("GET", "/api/tournaments", { token });
    expect(list.body.find((t: { id: string }) => t.id === id)).toMatchObject({ resumeCount: 3, processedCount: 3, progress: 100, status: "completed" });

    const detail = await api("GET", `/api/tournaments/${id}?include=resumes`, { token });
    expect(detail.body.resumes).toHaveLength(3);
    for (const r of detail.body.resumes) {
      expect(r.status).toBe("done");
      expect(["A", "B", "C", "D"]).toContain(r.tier);
      expect(r.extractedSkills.length).toBeGreaterThan(0);
      expect(r.contactInfo).toMatchObject({ email: "jordan.rivera@example.com" });
      expect(r.tournament).toEqual({ id, name: "Senior Accountant" });
    }
    const counts = detail.body.tierCounts as Record<string, number>;
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(3);
    expect((await api("GET", `/api/tournaments/${id}`, { token })).body.resumes).toBeUndefined();

    const first = detail.body.resumes[0];
    const changed = await api("PUT", `/api/resumes/${first.id}`, { token, json: { tier: "D" } });
    expect(changed.body).toEqual({ message: "Tier updated", resume: { id: first.id, tier: "D", aiTier: first.aiTier } });
    const badTier = await api("PUT", `/api/resumes/${first.id}`, { token, json: { tier: "E" } });
    expect([badTier.status, badTier.body.errors]).toEqual([400, { tier: ["Choose tier A, B, C or D."] }]);

    const all = await api("GET", "/api/resumes", { token });
    expect(all.body).toMatchObject({ total: 3, page: 1, pageCount: 1, pageSize: 50 });
    expect(all.body.resumes.find((r: { id: string }) => r.id === first.id).tier).toBe("D");
    const bySkill = await api("GET", "/api/resumes?by=skills&q=excel", { token });
    expect(bySkill.body.total).toBe(3);
    expect((await api("GET", "/api/resumes?q=nobody-by-this-name", { token })).body.total).toBe(0);
    expect((await api("GET", "/api/resumes?q=%00", { token })).status).toBe(400);

    const file = await api("GET", `/api/resumes/${first.id}/view`, { token });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toContain("jordan-rivera");
    const refused = await api("GET", `/api/tournaments/${id}/export/tier/A`, { token });
    expect([refused.status, refused.body.message]).toEqual([403, "Exporting tiers is only available for PRO and ENTERPRISE plans."]);
  });

  it("gives each resume the person and the recruiter's decisions: name, current title, years, stage and note count", async () => {
    const { token, id: userId } = await registered();
    const created = await api("POST", "/api/tournaments", { token, json: ACCOUNTANT });
    const id = created.body.id as string;
    await api("POST", `/api/tournaments/${id}/resumes`, { token, form: await files() });
    const queued = (await api("GET", `/api/tournaments/${id}/resumes`, { token })).body as Array<{ id: string }>;
    for (const r of queued) await processResume(r.id);
    // One candidate in a stage the recruiter added, with two notes of which one is deleted.
    await changeStages({ id, userId, labels: {}, change: { kind: "add", labels: ["Phone screen"] } });
    const [one, ...others] = queued.map((r) => r.id);
    await decide({ userId, tournamentId: id, resumeIds: [one!], decision: { kind: "stage", to: "phone-screen" } });
    await addNote({ userId, tournamentId: id, resumeId: one!, body: "Call on Tuesday" });
    const gone = await addNote({ userId, tournamentId: id, resumeId: one!, body: "Wrong candidate" });
    await deleteNote({ userId, tournamentId: id, noteId: gone!.id });

    const listed = await api("GET", `/api/tournaments/${id}/resumes`, { token });
    expect(checkResponse(document!, "GET", `/api/tournaments/${id}/resumes`, 200, listed.body)).toEqual([]);
    const byId = new Map((listed.body as Array<Record<string, unknown>>).map((r) => [r.id, r]));
    // Name, title and years as the pages show them (the analysis's plain columns).
    const [row] = await db.select().from(schema.resumes).where(eq(schema.resumes.id, one!));
    expect(row!.currentTitle).toBeTruthy();
    expect(byId.get(one)).toMatchObject({ name: "Jordan Rivera", currentTitle: row!.currentTitle, yearsOfExperience: row!.yearsExperience, stage: "phone-screen", stageLabel: "Phone screen", noteCount: 1 });
    expect(byId.get(one)!.yearsOfExperience).toBeGreaterThan(0);
    for (const other of others) expect(byId.get(other)).toMatchObject({ name: "Jordan Rivera", stage: "new", stageLabel: "New", noteCount: 0 });
    const all = await api("GET", "/api/resumes", { token });
    expect(all.body.resumes.find((r: { id: string }) => r.id === one)).toMatchObject({ stageLabel: "Phone screen", noteCount: 1 });

    // A blind tournament's names stay hidden.
    await db.update(schema.tournaments).set({ blindView: true }).where(eq(schema.tournaments.id, id));
    const blind = await api("GET", `/api/tournaments/${id}?include=resumes`, { token });
    expect(blind.body.resumes.map((r: { name: string | null }) => r.name)).toEqual([null, null, null]);
    // The document says so: a resume without the new fields does not conform.
    const { noteCount: _n, stageLabel: _s, ...older } = byId.get(one)!;
    expect(checkResponse(document!, "GET", `/api/tournaments/${id}/resumes`, 200, [older])).toEqual([
      expect.stringContaining("stageLabel: required"),
      expect.stringContaining("noteCount: required"),
    ]);
  });

  it("marks the account's sample tournament as the demo one, as the dashboard's 'Sample' badge does", async () => {
    const { token, id: userId } = await registered();
    await createSampleTournament(userId);
    const mine = await api("POST", "/api/tournaments", { token, json: { name: "Real job" } });
    const list = (await api("GET", "/api/tournaments", { token })).body as Array<{ id: string; isDemoTournament: boolean; resumeCount: number }>;
    expect(list).toHaveLength(2);
    const sample = list.find((t) => t.id !== mine.body.id)!;
    expect(sample.isDemoTournament).toBe(true);
    expect(sample.resumeCount).toBeGreaterThan(0);
    expect(list.find((t) => t.id === mine.body.id)!.isDemoTournament).toBe(false);
  });

  it("validates a new tournament by field, in readable words", async () => {
    const { token } = await registered();
    const missing = await api("POST", "/api/tournaments", { token, json: {} });
    expect([missing.status, missing.body.message, missing.body.errors]).toEqual([400, "Tournament name is required", { name: ["Tournament name is required"] }]);
    const wrongTypes = await api("POST", "/api/tournaments", { token, json: { name: "QA", keySkills: "Excel", jobDescription: 12 } });
    expect(wrongTypes.body.errors).toEqual({ keySkills: ["keySkills must be a list of skills."], jobDescription: ["Job description must be text."] });
    const long = await api("POST", "/api/tournaments", { token, json: { name: "x".repeat(300) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^Tournament name is too long/);
    expect(JSON.stringify(long.body)).not.toMatch(/Too big|expected/);
    // Nothing was created and no credit spent.
    expect((await api("GET", "/api/tournaments", { token })).body).toEqual([]);
  });

  it("says limitReached when no credit is left", async () => {
    const { token } = await registered();
    for (const name of ["One", "Two"]) expect((await api("POST", "/api/tournaments", { token, json: { name } })).status).toBe(201);
    const third = await api("POST", "/api/tournaments", { token, json: { name: "Three" } });
    expect(third.status).toBe(403);
    expect(third.body).toEqual({ message: "You have reached your plan's limit. Upgrade to continue creating tournaments.", limitReached: true });
  });

  it("refuses a visitor with 401 and gives another user's token 404 for everything of the first", async () => {
    const owner = await registered();
    const other = await registered();
    const id = (await api("POST", "/api/tournaments", { token: owner.token, json: { name: "Private" } })).body.id as string;
    await api("POST", `/api/tournaments/${id}/resumes`, { token: owner.token, form: await files() });
    const resumeId = (await api("GET", `/api/tournaments/${id}/resumes`, { token: owner.token })).body[0].id as string;

    const calls: Array<[string, string, { json?: unknown; form?: FormData }?]> = [
      ["GET", `/api/tournaments/${id}`],
      ["GET", `/api/tournaments/${id}/resumes`],
      ["POST", `/api/tournaments/${id}/resumes`, { form: await files() }],
      ["PUT", `/api/resumes/${resumeId}`, { json: { tier: "A" } }],
      ["GET", `/api/resumes/${resumeId}/view`],
      ["GET", `/api/tournaments/${id}/export/tier/A`],
      ["GET", `/api/tournaments/${id}/export/csv`],
    ];
    for (const [method, url, options] of calls) {
      const visitor = await api(method, url, options && { ...options, form: options.form && (await files()) });
      expect(visitor.status, `${method} ${url} visitor`).toBe(401);
      expect(visitor.body.message, `${method} ${url}`).toMatch(/^You need to be logged in/);
      const stranger = await api(method, url, { ...options, form: options?.form && (await files()), token: other.token });
      expect(stranger.status, `${method} ${url} stranger`).toBe(404);
      expect(stranger.body.message).toMatch(/not found/i);
    }
    for (const url of ["/api/tournaments", "/api/resumes", "/api/auth/me"]) expect((await api("GET", url)).status, url).toBe(401);
    expect((await api("POST", "/api/tournaments", { json: { name: "x" } })).status).toBe(401);
    expect((await api("GET", "/api/resumes", { token: other.token })).body.total).toBe(0);
    expect((await api("GET", "/api/tournaments", { token: other.token })).body).toEqual([]);
    expect((await api("GET", "/api/tournaments/not-a-uuid", { token: owner.token })).status).toBe(404);
  });

  it("refuses an upload with no file or a file that is not a resume, naming it", async () => {
    const { token } = await registered();
    const id = (await api("POST", "/api/tournaments", { token, json: { name: "Files" } })).body.id as string;
    const none = await api("POST", `/api/tournaments/${id}/resumes`, { token, form: new FormData() });
    expect([none.status, none.body.errors]).toEqual([400, ["Please select at least one resume file."]]);
    const form = new FormData();
    form.append("files", new File(["<html>hi</html>"], "page.pdf", { type: "application/pdf" }));
    const wrong = await api("POST", `/api/tournaments/${id}/resumes`, { token, form });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual(['File "page.pdf" is not an accepted file type.']);
  });
});

describe("the older /api calls take a token too", () => {
  it("redeems a promo code, reads plans, and keeps admin calls for the administrator", async () => {
    const { token } = await registered();
    const redeem = await api("POST", "/api/promo-codes/redeem", { token, json: { code: "" } });
    expect([redeem.status, redeem.body.errors]).toEqual([400, { code: ["Promo code is required"] }]);
    const plans = await api("GET", "/api/plans");
    expect(plans.body.map((p: { name: string }) => p.name)).toEqual(["FREE", "PRO", "ENTERPRISE", "EXTRA TOURNAMENT"]);
    expect(plans.headers.get("Cache-Control")).toBe("public, max-age=60");

    const refused = await api("GET", "/api/admin/promo-codes", { token });
    expect([refused.status, refused.body.message]).toEqual([403, "Administrator access required."]);
    const admin = await createTestUser({ role: "admin" });
    const adminToken = (await api("POST", "/api/auth/login", { json: { email: admin.email, password: "secret-password" } })).body.token as string;
    const created = await api("POST", "/api/admin/promo-codes", { token: adminToken, json: { code: `API${Date.now()}`, maxUses: 3 } });
    expect(created.status).toBe(201);
    const listed = await api("GET", "/api/admin/promo-codes", { token: adminToken });
    expect(listed.body.promoCodes.some((p: { id: string }) => p.id === created.body.id)).toBe(true);
    expect((await api("GET", "/api/tournaments/all", { token: adminToken })).status).toBe(200);
    expect((await api("GET", "/api/tournaments/external", { token: adminToken })).status).toBe(200);
    expect((await api("GET", "/api/tournaments/all", { token })).status).toBe(403);
    const checkout = await api("POST", "/api/create-checkout-session", { token, json: {} });
    expect([checkout.status, checkout.body.errors]).toEqual([400, { planId: ["Choose a plan."] }]);
  });

  it("keeps checkout sessions to their owner, and payment-success needs a session or plan", async () => {
    const owner = await registered();
    const other = await registered();
    await db.insert(schema.payments).values({ userId: owner.id, planId: "pro", checkoutSessionId: `cs_test_${owner.id}`, amountInCents: 1999 });
    const url = `/api/checkout-sessions/cs_test_${owner.id}`;
    expect((await api("GET", url)).status).toBe(401);
    const stranger = await api("GET", url, { token: other.token });
    expect([stranger.status, stranger.body]).toEqual([404, { message: "Checkout Session Invalid" }]);
    // The owner's own session: Stripe is not configured in these tests.
    expect((await api("GET", url, { token: owner.token })).status).toBe(503);

    expect((await api("POST", "/api/payment-success", { json: { planId: "pro" } })).status).toBe(401);
    const nothing = await api("POST", "/api/payment-success", { token: owner.token, json: {} });
    expect([nothing.status, nothing.body.errors]).toEqual([400, { sessionId: ["No session ID found. Please try again."] }]);
    const foreign = await api("POST", "/api/payment-success", { token: other.token, json: { sessionId: `cs_test_${owner.id}` } });
    expect(foreign.status).toBe(404);
  });

  it("refuses a JSON body over 2 MB (a posting's cap) with 413 and a message, before parsing it", async () => {
    const { token } = await registered();
    const huge = await api("POST", "/api/tournaments", { token, raw: JSON.stringify({ name: "Big", jobDescription: "x".repeat(2 * 1024 * 1024) }) });
    expect([huge.status, huge.body]).toEqual([413, { message: "This request is too large: it can be at most 2 MB." }]);
    expect((await api("GET", "/api/tournaments", { token })).body).toEqual([]);
  });

  it("creates a demo without signing in, with field errors for a bad one", async () => {
    const demo = await api("POST", "/api/demo/tournament", { json: { name: "Barista", keySkills: ["coffee"], isPublicDemo: true, isDemoTournament: true } });
    expect(demo.status).toBe(201);
    expect(demo.body).toMatchObject({ name: "Barista", isDemoTournament: true, resumeCount: 0 });
    const bad = await api("POST", "/api/demo/tournament", { json: { keySkills: "coffee" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ name: ["Job title is required"], keySkills: ["keySkills must be a list of skills."] });
  });
});

describe("the OpenAPI document", () => {
  it("describes every answer the tests above received", () => {
    expect(document).toBeDefined();
    expect(problems).toEqual([]);
  });

  it("catches a body that does not match (the check can fail)", () => {
    expect(checkResponse(document!, "GET", "/api/tournaments", 200, [{ id: 1 }]).length).toBeGreaterThan(0);
    expect(checkResponse(document!, "GET", "/api/auth/me", 418, {})).toEqual(["GET /api/auth/me: status 418 not described"]);
  });
});
