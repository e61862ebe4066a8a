import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SAMPLE_RESET_TOKEN } from "~/models/admin-emails.server";
import { ADMIN_PAGE_SIZE } from "~/models/admin-tournaments.server";
import { isResetTokenUsable, requestPasswordReset } from "~/models/user.server";
import { action as emailsAction, loader as emailsLoader } from "~/routes/admin.dev-emails";
import { loader as tournamentsLoader } from "~/routes/admin.tournaments";
import { loader as tournamentLoader } from "~/routes/admin.tournaments_.$id";
import { loader as allJsonLoader } from "~/routes/api.tournaments.all";
import { loader as externalJsonLoader } from "~/routes/api.tournaments.external";
import { db, schema } from "~/utils/db.server";
import { readToast } from "~/utils/toast.server";
import { createTestUser, formRequest, getRequest, routeArgs, sessionCookie } from "../support/factories";

const BASE = "http://localhost:3999";
type Outcome = { status: number; headers: Headers; data: any };

/** Runs a loader or action and normalises what it returned or threw (Response, data(), plain object). */
async function call(fn: (args: never) => unknown, request: Request, params: Record<string, string> = {}): Promise<Outcome> {
  let value: unknown;
  try {
    value = await fn(routeArgs(request, params) as never);
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) {
    const isJson = (value.headers.get("Content-Type") ?? "").includes("json");
    return { status: value.status, headers: value.headers, data: isJson ? await value.json() : null };
  }
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, headers: new Headers(), data: value };
}

async function admin() {
  const user = await createTestUser({ role: "admin" });
  return { user, cookie: await sessionCookie(user.id) };
}
async function member() {
  const user = await createTestUser();
  return { user, cookie: await sessionCookie(user.id) };
}
const token = () => randomUUID().slice(0, 8);

async function partner(name: string) {
  const [p] = await db.insert(schema.partners).values({ name, username: `p-${token()}`, secretHash: "x" }).returning();
  return p!;
}

async function listing(partnerId: string, values: Partial<typeof schema.externalListings.$inferInsert> & { title: string; company: string }) {
  const [t] = await db.insert(schema.tournaments).values({ partnerId, name: values.title, status: "processing" }).returning();
  const [l] = await db
    .insert(schema.externalListings)
    .values({ partnerId, tournamentId: t!.id, externalListingId: `${token()}-${token()}-listing`, jobListingType: "Full-Time", ...values })
    .returning();
  return { tournament: t!, listing: l! };
}

describe("only the administrator gets in", () => {
  const pages = [
    { name: "dev emails loader", fn: emailsLoader, req: (h: Record<string, string>) => getRequest("/admin/dev-emails", h) },
    { name: "dev emails action", fn: emailsAction, req: (h: Record<string, string>) => formRequest("/admin/dev-emails", { kind: "welcome" }, h) },
    { name: "tournaments loader", fn: tournamentsLoader, req: (h: Record<string, string>) => getRequest("/admin/tournaments?tab=external", h) },
    { name: "tournament view loader", fn: tournamentLoader, req: (h: Record<string, string>) => getRequest(`/admin/tournaments/${randomUUID()}`, h) },
  ];

  it.each(pages)("$name: a visitor goes to login, a signed-in user to the dashboard", async ({ fn, req }) => {
    const anonymous = await call(fn, req({}), { id: randomUUID() });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/auth\/login\?redirectTo=/);
    const { cookie } = await member();
    const refused = await call(fn, req({ Cookie: cookie }), { id: randomUUID() });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/dashboard");
  });

  it("a refused generate button queues nothing", async () => {
    const { user, cookie } = await member();
    await call(emailsAction, formRequest("/admin/dev-emails", { kind: "welcome" }, { Cookie: cookie }));
    const rows = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, user.email));
    expect(rows.map((r) => r.kind)).toEqual(["welcome"]); // only the real sign-up mail
  });

  it.each([
    ["/api/tournaments/all", allJsonLoader],
    ["/api/tournaments/external", externalJsonLoader],
  ] as const)("%s answers 401 without a session and 403 to a non-admin, in JSON", async (path, fn) => {
    const anonymous = await call(fn, getRequest(path));
    expect(anonymous.status).toBe(401);
    expect(anonymous.data).toEqual({ message: "You need to be logged in." });
    const { cookie } = await member();
    const refused = await call(fn, getRequest(path, { Cookie: cookie }));
    expect(refused.status).toBe(403);
    expect(refused.data).toEqual({ message: "Administrator access required." });
  });
});

describe("/admin/dev-emails shows the real outbox", () => {
  it("lists the welcome mail a real sign-up queued, and previews it", async () => {
    const { cookie } = await admin();
    const newcomer = await createTestUser(); // the real createUser: account, credits, welcome mail, setup job
    const page = await call(emailsLoader, getRequest("/admin/dev-emails?tab=welcome", { Cookie: cookie }));
    const row = page.data.rows.find((r: { toAddress: string }) => r.toAddress === newcomer.email);
    expect(row).toMatchObject({ kind: "welcome", subject: "Welcome to Tierlist" });

    const preview = await call(emailsLoader, getRequest(`/admin/dev-emails?tab=welcome&id=${row.id}`, { Cookie: cookie }));
    expect(preview.data.selected).toMatchObject({ id: row.id, toAddress: newcomer.email, kind: "welcome" });
    expect(preview.data.selected.html).toContain("Your Tierlist account is ready.");
  });

  it("filters by tab: Welcome, Password Reset, All", async () => {
    const { cookie } = await admin();
    const someone = await createTestUser();
    await requestPasswordReset(someone.email);
    const load = async (tab: string) => (await call(emailsLoader, getRequest(`/admin/dev-emails${tab}`, { Cookie: cookie }))).data;

    const resets = await load("?tab=password-reset");
    expect(resets.tab.id).toBe("password-reset");
    expect(resets.rows.length).toBeGreaterThan(0);
    expect(new Set(resets.rows.map((r: { kind: string }) => r.kind))).toEqual(new Set(["password_reset"]));
    expect(resets.rows.some((r: { toAddress: string }) => r.toAddress === someone.email)).toBe(true);

    const welcomes = await load("?tab=welcome");
    expect(new Set(welcomes.rows.map((r: { kind: string }) => r.kind))).toEqual(new Set(["welcome"]));
    expect(welcomes.rows.some((r: { toAddress: string }) => r.toAddress === someone.email)).toBe(true);

    const all = await load("");
    expect(all.tab.id).toBe("all");
    const mine = all.rows.filter((r: { toAddress: string }) => r.toAddress === someone.email).map((r: { kind: string }) => r.kind);
    expect(mine.sort()).toEqual(["password_reset", "welcome"]);
    expect(all.counts.all).toBeGreaterThanOrEqual(all.counts.welcome + all.counts["password-reset"]);

    const unknown = await load("?tab=nonsense");
    expect(unknown.tab.id).toBe("all");
  });

  it("generates a welcome test email through the real builder, addressed to the admin", async () => {
    const { user, cookie } = await admin();
    const res = await call(emailsAction, formRequest("/admin/dev-emails", { kind: "welcome" }, { Cookie: cookie }));
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location")!, BASE);
    expect(location.pathname).toBe("/admin/dev-emails");
    expect(location.searchParams.get("tab")).toBe("welcome");
    const id = location.searchParams.get("id")!;
    const [row] = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, id));
    expect(row).toMatchObject({ toAddress: user.email, kind: "welcome", subject: "[Sample] Welcome to Tierlist" });
    expect(row!.html).toContain("Open your dashboard");
    const toast = (await readToast(new Request(BASE, { headers: { Cookie: res.headers.get("Set-Cookie")!.split(";")[0]! } }))).toast;
    expect(toast).toMatchObject({ type: "success", message: "Test email generated" });

    const shown = await call(emailsLoader, getRequest(location.pathname + location.search, { Cookie: cookie }));
    expect(shown.data.selected.id).toBe(id);
  });

  it("generates a password-reset sample whose link opens nothing", async () => {
    const { user, cookie } = await admin();
    const res = await call(emailsAction, formRequest("/admin/dev-emails", { kind: "password_reset" }, { Cookie: cookie }));
    const id = new URL(res.headers.get("Location")!, BASE).searchParams.get("id")!;
    const [row] = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, id));
    expect(row).toMatchObject({ toAddress: user.email, kind: "password_reset", subject: "[Sample] Reset your Tierlist password" });
    expect(row!.text).toContain("This link expires in 1 hour");
    expect(row!.text).toContain(`/auth/reset-password?token=${SAMPLE_RESET_TOKEN}`);
    expect(await isResetTokenUsable(SAMPLE_RESET_TOKEN)).toBe(false);
    const tokens = await db.select().from(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, user.id));
    expect(tokens).toHaveLength(0);
  });

  it("refuses an unknown kind", async () => {
    const { cookie } = await admin();
    const res = await call(emailsAction, formRequest("/admin/dev-emails", { kind: "test" }, { Cookie: cookie }));
    expect(res.status).toBe(400);
  });
});

describe("/admin/tournaments", () => {
  async function fixture() {
    const tag = token();
    const owner = await createTestUser();
    const [internal] = await db.insert(schema.tournaments).values({ userId: owner.id, name: `Accountant ${tag}`, status: "completed" }).returning();
    const [demo] = await db.insert(schema.tournaments).values({ name: `Demo ${tag}`, isDemo: true, status: "draft" }).returning();
    const p = await partner(`Partner ${tag}`);
    const ext = await listing(p.id, {
      title: `Welder ${tag}`,
      company: `Acme ${tag}`,
      region: null,
      applicationUrl: "https://jobs.example.com/apply/1",
      expiresAt: null,
      status: "active",
    });
    const other = await listing(p.id, {
      title: `Driver ${tag}`,
      company: `Globex ${tag}`,
      region: "USA",
      jobListingType: "Contract",
      applicationUrl: "javascript:alert(1)",
      expiresAt: new Date("2031-01-02T00:00:00Z"),
      status: "expired",
    });
    await db.insert(schema.resumes).values([0, 1, 2].map((i) => ({ tournamentId: ext.tournament.id, fileName: `r${i}.pdf`, position: i })));
    return { tag, owner, internal: internal!, demo: demo!, partner: p, ext, other };
  }

  it("searches by tournament name, partner name and company, with counts per tab", async () => {
    const { cookie } = await admin();
    const f = await fixture();
    const load = async (qs: string) => (await call(tournamentsLoader, getRequest(`/admin/tournaments${qs}`, { Cookie: cookie }))).data;

    const byTag = await load(`?q=${f.tag}`);
    expect(byTag.tab).toBe("all");
    expect(byTag.counts.tabs).toEqual({ all: 4, external: 2 });
    expect(byTag.counts.totals.tournaments).toBeGreaterThanOrEqual(4);
    expect(byTag.counts.totals.external).toBeGreaterThanOrEqual(2);
    const bySource = Object.fromEntries(byTag.all.rows.map((r: { name: string; source: string }) => [r.name, r.source]));
    expect(bySource).toEqual({
      [`Accountant ${f.tag}`]: "Internal",
      [`Demo ${f.tag}`]: "Demo",
      [`Welder ${f.tag}`]: "External API",
      [`Driver ${f.tag}`]: "External API",
    });
    const welder = byTag.all.rows.find((r: { id: string }) => r.id === f.ext.tournament.id);
    expect(welder).toMatchObject({ company: `Acme ${f.tag}`, partnerName: `Partner ${f.tag}`, resumeCount: 3, status: "processing" });
    const accountant = byTag.all.rows.find((r: { id: string }) => r.id === f.internal.id);
    expect(accountant).toMatchObject({ ownerEmail: f.owner.email, resumeCount: 0, company: null });

    const byName = await load(`?q=${encodeURIComponent(`accountant ${f.tag}`)}`);
    expect(byName.all.rows.map((r: { id: string }) => r.id)).toEqual([f.internal.id]);

    const byPartner = await load(`?q=${encodeURIComponent(`Partner ${f.tag}`)}`);
    expect(byPartner.all.rows.map((r: { id: string }) => r.id).sort()).toEqual([f.ext.tournament.id, f.other.tournament.id].sort());

    const byCompany = await load(`?q=${encodeURIComponent(`globex ${f.tag}`)}`);
    expect(byCompany.counts.tabs).toEqual({ all: 1, external: 1 });
    expect(byCompany.all.rows.map((r: { id: string }) => r.id)).toEqual([f.other.tournament.id]);

    const wildcard = await load(`?q=${encodeURIComponent(`%${f.tag}_`)}`);
    expect(wildcard.counts.tabs).toEqual({ all: 0, external: 0 });
  });

  it("the External API Only tab has the listing columns", async () => {
    const { cookie } = await admin();
    const f = await fixture();
    const page = (await call(tournamentsLoader, getRequest(`/admin/tournaments?tab=external&q=${f.tag}`, { Cookie: cookie }))).data;
    expect(page.tab).toBe("external");
    expect(page.all).toBeNull();
    const byTitle = Object.fromEntries(page.external.rows.map((r: { title: string }) => [r.title, r]));
    expect(byTitle[`Welder ${f.tag}`]).toMatchObject({
      tournamentId: f.ext.tournament.id,
      company: `Acme ${f.tag}`,
      listingIdShort: f.ext.listing.externalListingId.split("-")[0],
      jobListingType: "Full-Time",
      region: null,
      status: "active",
      resumeCount: 3,
      expiresAt: null,
      applicationUrl: "https://jobs.example.com/apply/1",
    });
    expect(byTitle[`Driver ${f.tag}`]).toMatchObject({
      jobListingType: "Contract",
      region: "USA",
      status: "expired",
      resumeCount: 0,
      applicationUrl: null, // a javascript: URL is never offered as a link
    });
    expect(new Date(byTitle[`Driver ${f.tag}`].expiresAt).toISOString()).toBe("2031-01-02T00:00:00.000Z");
  });

  it("pages 50 at a time, newest first", async () => {
    const { cookie } = await admin();
    const tag = token();
    const start = Date.now() - 1_000_000;
    await db.insert(schema.tournaments).values(
      Array.from({ length: ADMIN_PAGE_SIZE + 5 }, (_, i) => ({ name: `Bulk ${tag} #${i}`, isDemo: true, createdAt: new Date(start + i * 1000) })),
    );
    const load = async (qs: string) => (await call(tournamentsLoader, getRequest(`/admin/tournaments?q=${tag}${qs}`, { Cookie: cookie }))).data;
    const first = await load("");
    expect(first.all).toMatchObject({ total: 55, page: 1, pageCount: 2, pageSize: 50 });
    expect(first.all.rows).toHaveLength(50);
    expect(first.all.rows[0].name).toBe(`Bulk ${tag} #54`);
    const second = await load("&page=2");
    expect(second.all.rows.map((r: { name: string }) => r.name)).toEqual([4, 3, 2, 1, 0].map((i) => `Bulk ${tag} #${i}`));
    const beyond = await load("&page=99");
    expect(beyond.all.page).toBe(2);
  });

  it("JSON endpoints give the same lists", async () => {
    const { cookie } = await admin();
    const f = await fixture();
    const all = await call(allJsonLoader, getRequest(`/api/tournaments/all?q=${f.tag}`, { Cookie: cookie }));
    expect(all.status).toBe(200);
    expect(all.headers.get("Cache-Control")).toBe("private, no-store");
    expect(all.data).toMatchObject({ total: 4, page: 1, pageCount: 1, pageSize: 50 });
    expect(all.data.tournaments).toHaveLength(4);
    expect(all.data.totals.tournaments).toBeGreaterThanOrEqual(4);
    const external = await call(externalJsonLoader, getRequest(`/api/tournaments/external?q=${encodeURIComponent(`acme ${f.tag}`)}`, { Cookie: cookie }));
    expect(external.status).toBe(200);
    expect(external.data.total).toBe(1);
    expect(external.data.listings[0]).toMatchObject({ tournamentId: f.ext.tournament.id, title: `Welder ${f.tag}`, resumeCount: 3 });
  });
});

describe("/admin/tournaments/{id}: the read-only admin view", () => {
  it("shows any owner's tournament with tier counts and candidates, 50 a page", async () => {
    const { cookie } = await admin();
    const owner = await createTestUser();
    const [t] = await db
      .insert(schema.tournaments)
      .values({ userId: owner.id, name: "Payroll lead", status: "completed", keySkills: ["Excel"], jobDescription: "Runs payroll." })
      .returning();
    const tiers = ["A", "B", "C", "D"] as const;
    await db.insert(schema.resumes).values(
      Array.from({ length: 52 }, (_, i) => ({
        tournamentId: t!.id,
        fileName: `cand-${i}.pdf`,
        position: i,
        status: i === 51 ? ("error" as const) : ("done" as const),
        errorReason: i === 51 ? "Could not read this file." : null,
        tier: i === 51 ? null : tiers[i % 4],
        score: i === 51 ? null : 100 - i,
        contact: i === 0 ? { name: "Jo Smith", links: [] } : null,
      })),
    );
    const [overridden] = await db.select().from(schema.resumes).where(and(eq(schema.resumes.tournamentId, t!.id), eq(schema.resumes.position, 1)));
    await db.update(schema.resumes).set({ tierOverride: "A" }).where(eq(schema.resumes.id, overridden!.id));

    const page1 = await call(tournamentLoader, getRequest(`/admin/tournaments/${t!.id}`, { Cookie: cookie }), { id: t!.id });
    expect(page1.status).toBe(200);
    expect(page1.data.tournament).toMatchObject({ name: "Payroll lead", source: "Internal", ownerEmail: owner.email, keySkills: ["Excel"] });
    // 51 ranked: positions 0..50 by i % 4, position 1 moved from B to A; one unreadable.
    expect(page1.data.counts).toMatchObject({ total: 52, unranked: 1, tiers: { A: 14, B: 12, C: 13, D: 12 } });
    expect(page1.data.candidates).toHaveLength(50);
    expect(page1.data.candidates[0]).toMatchObject({ name: "Jo Smith", fileName: "cand-0.pdf", tier: "A", score: 100 });
    expect(page1.data.candidates[1]).toMatchObject({ fileName: "cand-1.pdf", tier: "B", tierOverride: "A" });
    expect(page1.data.page).toEqual({ current: 1, count: 2, size: 50 });

    const page2 = await call(tournamentLoader, getRequest(`/admin/tournaments/${t!.id}?page=2`, { Cookie: cookie }), { id: t!.id });
    expect(page2.data.candidates).toHaveLength(2);
    expect(page2.data.candidates.at(-1)).toMatchObject({ fileName: "cand-51.pdf", status: "error", tier: null, errorReason: "Could not read this file." });

    // Read-only: nothing changed by looking, and there is no action to call.
    const mod = await import("~/routes/admin.tournaments_.$id");
    expect("action" in mod).toBe(false);
  });

  it("shows a partner listing's details", async () => {
    const { cookie } = await admin();
    const p = await partner(`Partner ${token()}`);
    const { tournament, listing: l } = await listing(p.id, { title: "Forklift driver", company: "Initech", region: "EU", applicationUrl: "ftp://x" });
    const res = await call(tournamentLoader, getRequest(`/admin/tournaments/${tournament.id}`, { Cookie: cookie }), { id: tournament.id });
    expect(res.data.tournament).toMatchObject({ source: "External API", partnerName: p.name, ownerEmail: null });
    expect(res.data.listing).toMatchObject({ externalListingId: l.externalListingId, company: "Initech", region: "EU", applicationUrl: null });
    expect(res.data.counts.total).toBe(0);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const { cookie } = await admin();
    for (const id of [randomUUID(), "not-a-uuid"]) {
      const res = await call(tournamentLoader, getRequest(`/admin/tournaments/${id}`, { Cookie: cookie }), { id });
      expect(res.status).toBe(404);
    }
  });
});
