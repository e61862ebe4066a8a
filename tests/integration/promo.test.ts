import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getCredits } from "~/models/credits.server";
import { createPromoCode, listPromoCodes, redeemPromoCode } from "~/models/promo.server";
import { action as adminApiAction, loader as adminApiLoader } from "~/routes/api.admin.promo-codes";
import { action as redeemApiAction } from "~/routes/api.promo-codes.redeem";
import { action as adminPageAction, loader as adminPageLoader } from "~/routes/admin.promo-codes";
import { action as promoPageAction, loader as promoPageLoader } from "~/routes/subscription.promo";
import { loader as subscriptionLayoutLoader } from "~/routes/subscription";
import { db, schema } from "~/utils/db.server";
import { BASE, call, toastOf } from "../support/route-call";
import { createTestUser, formRequest, getRequest, routeArgs, sessionCookie } from "../support/factories";

const INVALID = "Invalid or expired promo code. Please try again.";
const ALREADY = "You have already redeemed this promo code.";


const uniqueCode = (prefix = "PROMO") => `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`;

async function promo(values: Partial<typeof schema.promoCodes.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.promoCodes)
    .values({ code: uniqueCode(), grantsUnlimited: true, ...values })
    .returning();
  return row!;
}

async function reload(id: string) {
  const [row] = await db.select().from(schema.promoCodes).where(eq(schema.promoCodes.id, id));
  return row!;
}

async function userRow(id: string) {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  return row!;
}

function jsonRequest(url: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${BASE}${url}`, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json", ...headers } });
}

describe("redeeming a promo code", () => {
  it("grants unlimited access, counts the use and audits it", async () => {
    const user = await createTestUser();
    const code = await promo({ grantsUnlimited: true });
    const result = await redeemPromoCode({ userId: user.id, code: code.code });
    expect(result).toEqual({ ok: true, message: "Promo code applied: unlimited tournaments, unlimited resumes per tournament and zip downloads of tiers." });
    expect((await userRow(user.id)).hasUnlimitedAccess).toBe(true);
    expect((await getCredits(user.id)).unlimited).toBe(true);
    expect((await reload(code.id)).usedCount).toBe(1);
    const redemptions = await db.select().from(schema.promoRedemptions).where(eq(schema.promoRedemptions.promoCodeId, code.id));
    expect(redemptions.map((r) => r.userId)).toEqual([user.id]);
    const audit = await db.select().from(schema.auditLog).where(and(eq(schema.auditLog.subjectId, code.id), eq(schema.auditLog.action, "promo_code.redeemed")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBe(user.id);
  });

  it("adds tournament credits to the ledger, visible in the user's credits", async () => {
    const user = await createTestUser();
    const before = await getCredits(user.id);
    const code = await promo({ grantsUnlimited: false, grantsCredits: 3 });
    const result = await redeemPromoCode({ userId: user.id, code: code.code });
    expect(result).toEqual({ ok: true, message: "Promo code applied: 3 tournament credits added." });
    const after = await getCredits(user.id);
    expect(after.available).toBe(before.available + 3);
    expect(after.unlimited).toBe(false);
    const ledger = await db.select().from(schema.creditLedger).where(and(eq(schema.creditLedger.userId, user.id), eq(schema.creditLedger.reason, "promo")));
    expect(ledger).toMatchObject([{ delta: 3, promoCodeId: code.id }]);
  });

  it("says '1 tournament credit' for a single credit", async () => {
    const user = await createTestUser();
    const code = await promo({ grantsUnlimited: false, grantsCredits: 1 });
    expect(await redeemPromoCode({ userId: user.id, code: code.code })).toEqual({ ok: true, message: "Promo code applied: 1 tournament credit added." });
  });

  it("ignores case and surrounding spaces", async () => {
    const user = await createTestUser();
    const code = await promo({ code: uniqueCode("Summer") });
    const result = await redeemPromoCode({ userId: user.id, code: `   ${code.code.toLowerCase()}  ` });
    expect(result.ok).toBe(true);
  });

  it("refuses a code shorter than 3 characters", async () => {
    const user = await createTestUser();
    expect(await redeemPromoCode({ userId: user.id, code: " ab " })).toEqual({ ok: false, status: 400, message: "Promo code must be at least 3 characters." });
    expect(await redeemPromoCode({ userId: user.id, code: "   " })).toMatchObject({ ok: false, status: 400, message: "Promo code is required" });
  });

  it("refuses unknown, inactive and used-up codes with the same message", async () => {
    const user = await createTestUser();
    expect(await redeemPromoCode({ userId: user.id, code: uniqueCode("NOPE") })).toEqual({ ok: false, status: 404, message: INVALID });

    const inactive = await promo({ isActive: false });
    expect(await redeemPromoCode({ userId: user.id, code: inactive.code })).toEqual({ ok: false, status: 410, message: INVALID });
    expect((await reload(inactive.id)).usedCount).toBe(0);
    expect((await userRow(user.id)).hasUnlimitedAccess).toBe(false);

    const once = await promo({ maxUses: 1 });
    const first = await createTestUser();
    expect((await redeemPromoCode({ userId: first.id, code: once.code })).ok).toBe(true);
    expect(await redeemPromoCode({ userId: user.id, code: once.code })).toEqual({ ok: false, status: 410, message: INVALID });
    expect((await reload(once.id)).usedCount).toBe(1);
    expect((await userRow(user.id)).hasUnlimitedAccess).toBe(false);
  });

  it("refuses a second redemption by the same user and counts it once", async () => {
    const user = await createTestUser();
    const code = await promo({ grantsUnlimited: false, grantsCredits: 2 });
    expect((await redeemPromoCode({ userId: user.id, code: code.code })).ok).toBe(true);
    expect(await redeemPromoCode({ userId: user.id, code: code.code.toLowerCase() })).toEqual({ ok: false, status: 409, message: ALREADY });
    expect((await reload(code.id)).usedCount).toBe(1);
    const ledger = await db.select().from(schema.creditLedger).where(and(eq(schema.creditLedger.userId, user.id), eq(schema.creditLedger.reason, "promo")));
    expect(ledger).toHaveLength(1);
  });

  it("never exceeds maxUses under concurrent redemptions", async () => {
    const code = await promo({ maxUses: 2, grantsUnlimited: false, grantsCredits: 1 });
    const users = await Promise.all(Array.from({ length: 5 }, () => createTestUser()));
    const results = await Promise.all(users.map((u) => redeemPromoCode({ userId: u.id, code: code.code })));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.status === 410 && r.message === INVALID)).toBe(true);
    expect((await reload(code.id)).usedCount).toBe(2);
    const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from promo_redemptions where promo_code_id = ${code.id}`)) as unknown as [{ n: number }];
    expect(n).toBe(2);
  });

  it("counts one use when the same user redeems twice at once", async () => {
    const user = await createTestUser();
    const code = await promo({ grantsUnlimited: false, grantsCredits: 1 });
    const results = await Promise.all(Array.from({ length: 4 }, () => redeemPromoCode({ userId: user.id, code: code.code })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.status === 409 && r.message === ALREADY)).toBe(true);
    expect((await reload(code.id)).usedCount).toBe(1);
    const ledger = await db.select().from(schema.creditLedger).where(and(eq(schema.creditLedger.userId, user.id), eq(schema.creditLedger.reason, "promo")));
    expect(ledger).toHaveLength(1);
  });

  it("limits attempts per user to 10 per 15 minutes", async () => {
    const user = await createTestUser();
    for (let i = 0; i < 10; i++) expect(await redeemPromoCode({ userId: user.id, code: uniqueCode("GUESS") })).toMatchObject({ ok: false, status: 404 });
    const code = await promo();
    const blocked = await redeemPromoCode({ userId: user.id, code: code.code });
    expect(blocked).toMatchObject({ ok: false, status: 429 });
    expect(!blocked.ok && blocked.message).toMatch(/^Too many promo code attempts\. Please try again in \d+ minutes?\.$/);
    expect((await reload(code.id)).usedCount).toBe(0);
    // Another user is not affected.
    const other = await createTestUser();
    expect((await redeemPromoCode({ userId: other.id, code: code.code })).ok).toBe(true);
  });
});

describe("POST /api/promo-codes/redeem", () => {
  it("answers 401 JSON without a session", async () => {
    const res = (await redeemApiAction(routeArgs(jsonRequest("/api/promo-codes/redeem", { code: "ANY" })) as never)) as Response;
    expect(res.status).toBe(401);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toHaveProperty("message");
  });

  it("redeems from JSON and from a form, and reports errors with a message", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const code = await promo({ grantsUnlimited: false, grantsCredits: 2 });
    const ok = (await redeemApiAction(routeArgs(jsonRequest("/api/promo-codes/redeem", { code: code.code.toLowerCase() }, { Cookie: cookie })) as never)) as Response;
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: "Promo code applied: 2 tournament credits added." });

    const again = (await redeemApiAction(routeArgs(formRequest("/api/promo-codes/redeem", { code: code.code }, { Cookie: cookie })) as never)) as Response;
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: ALREADY });

    const empty = (await redeemApiAction(routeArgs(jsonRequest("/api/promo-codes/redeem", {}, { Cookie: cookie })) as never)) as Response;
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: "Promo code is required" });

    const unknown = (await redeemApiAction(routeArgs(formRequest("/api/promo-codes/redeem", { code: uniqueCode() }, { Cookie: cookie })) as never)) as Response;
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: INVALID });
  });
});

describe("/api/admin/promo-codes", () => {
  it("answers 401 without a session and 403 to a non-admin", async () => {
    const anon = (await adminApiLoader(routeArgs(getRequest("/api/admin/promo-codes")) as never)) as Response;
    expect(anon.status).toBe(401);
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const list = (await adminApiLoader(routeArgs(getRequest("/api/admin/promo-codes", { Cookie: cookie })) as never)) as Response;
    expect(list.status).toBe(403);
    const create = (await adminApiAction(routeArgs(jsonRequest("/api/admin/promo-codes", { code: uniqueCode() }, { Cookie: cookie })) as never)) as Response;
    expect(create.status).toBe(403);
    expect(await create.json()).toHaveProperty("message");
  });

  it("lists and creates codes for the administrator", async () => {
    const admin = await createTestUser({ role: "admin" });
    const cookie = await sessionCookie(admin.id);
    const name = uniqueCode("api");
    const created = (await adminApiAction(
      routeArgs(jsonRequest("/api/admin/promo-codes", { code: ` ${name.toLowerCase()} `, description: "Launch partners", maxUses: 5, isActive: true }, { Cookie: cookie })) as never,
    )) as Response;
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: string; message: string };
    expect(body.message).toBe("Promo code created");
    const row = await reload(body.id);
    expect(row).toMatchObject({ code: name.toUpperCase(), description: "Launch partners", maxUses: 5, isActive: true, usedCount: 0, grantsUnlimited: true, grantsCredits: 0 });

    // isActive defaults to true; maxUses null = unlimited; a credits grant.
    const creditsName = uniqueCode("CR");
    const credits = (await adminApiAction(
      routeArgs(jsonRequest("/api/admin/promo-codes", { code: creditsName, maxUses: null, grant: "credits", credits: 4 }, { Cookie: cookie })) as never,
    )) as Response;
    expect(credits.status).toBe(201);
    expect(await reload(((await credits.json()) as { id: string }).id)).toMatchObject({ isActive: true, maxUses: null, grantsUnlimited: false, grantsCredits: 4 });

    const inactive = (await adminApiAction(routeArgs(formRequest("/api/admin/promo-codes", { code: uniqueCode("OFF"), isActive: "false" }, { Cookie: cookie })) as never)) as Response;
    expect(inactive.status).toBe(201);
    expect((await reload(((await inactive.json()) as { id: string }).id)).isActive).toBe(false);

    const duplicate = (await adminApiAction(routeArgs(jsonRequest("/api/admin/promo-codes", { code: name.toLowerCase() }, { Cookie: cookie })) as never)) as Response;
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ message: "A promo code with this name already exists." });

    const short = (await adminApiAction(routeArgs(jsonRequest("/api/admin/promo-codes", { code: "ab" }, { Cookie: cookie })) as never)) as Response;
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: "Promo code must be at least 3 characters long" });

    const list = (await adminApiLoader(routeArgs(getRequest("/api/admin/promo-codes", { Cookie: cookie })) as never)) as Response;
    expect(list.status).toBe(200);
    const { promoCodes } = (await list.json()) as { promoCodes: Array<{ code: string }> };
    expect(promoCodes.map((c) => c.code)).toEqual(expect.arrayContaining([name.toUpperCase(), creditsName]));
  });
});

describe("createPromoCode", () => {
  it("refuses the same code in a different case", async () => {
    const admin = await createTestUser({ role: "admin" });
    const name = uniqueCode("Dup");
    const base = { actorId: admin.id, maxUses: null, isActive: true, grantsUnlimited: true, grantsCredits: 0 };
    const first = await createPromoCode({ ...base, code: name });
    expect(first.ok).toBe(true);
    expect(await createPromoCode({ ...base, code: name.toLowerCase() })).toEqual({ ok: false, message: "A promo code with this name already exists." });
    const listed = (await listPromoCodes()).filter((c) => c.code.toUpperCase() === name.toUpperCase());
    expect(listed).toHaveLength(1);
    const audit = await db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, "promo_code.created"), eq(schema.auditLog.subjectId, first.ok ? first.id : "")));
    expect(audit).toHaveLength(1);
  });
});

describe("/admin/promo-codes page", () => {
  it("sends a non-admin to the dashboard from the loader and the action", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const name = uniqueCode("SNEAK");
    for (const res of [
      await call(adminPageLoader, getRequest("/admin/promo-codes", { Cookie: cookie })),
      await call(adminPageAction, formRequest("/admin/promo-codes", { code: name, isActive: "on", grant: "unlimited" }, { Cookie: cookie })),
    ]) {
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/dashboard");
    }
    expect((await listPromoCodes()).some((c) => c.code === name)).toBe(false);
  });

  it("creates a code with a success toast, and shows validation and duplicate errors inline", async () => {
    const admin = await createTestUser({ role: "admin" });
    const cookie = await sessionCookie(admin.id);
    const name = uniqueCode("page");
    const ok = await call(adminPageAction, formRequest("/admin/promo-codes", { code: name, description: "", maxUses: "", isActive: "on", grant: "credits", credits: "3" }, { Cookie: cookie }));
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/admin/promo-codes");
    expect(await toastOf(ok.headers)).toMatchObject({ type: "success", message: "Promo code created" });
    const loaded = (await call(adminPageLoader, getRequest("/admin/promo-codes", { Cookie: cookie }))).data as { codes: Array<{ code: string; maxUses: number | null; isActive: boolean; grantsCredits: number }> };
    expect(loaded.codes.find((c) => c.code === name.toUpperCase())).toMatchObject({ maxUses: null, isActive: true, grantsCredits: 3 });

    // Unchecked Active Status: stored inactive.
    const offName = uniqueCode("OFF");
    expect((await call(adminPageAction, formRequest("/admin/promo-codes", { code: offName, grant: "unlimited" }, { Cookie: cookie }))).status).toBe(302);
    expect((await listPromoCodes()).find((c) => c.code === offName)?.isActive).toBe(false);

    const dup = await call(adminPageAction, formRequest("/admin/promo-codes", { code: name.toLowerCase(), isActive: "on", grant: "unlimited" }, { Cookie: cookie, "Sec-Fetch-Mode": "cors" }));
    expect(dup.status).toBe(409);
    expect((dup.data as { result: { error: Record<string, string[]> } }).result.error.code).toEqual(["A promo code with this name already exists."]);
    expect(await toastOf(dup.headers)).toMatchObject({ type: "error", message: "A promo code with this name already exists." });

    const bad = await call(adminPageAction, formRequest("/admin/promo-codes", { code: "ab", maxUses: "0", grant: "credits", credits: "" }, { Cookie: cookie }));
    expect(bad.status).toBe(400);
    const errors = (bad.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors.code).toEqual(["Promo code must be at least 3 characters long"]);
    expect(errors.maxUses?.[0]).toMatch(/^Maximum uses must be a whole number/);
    expect(errors.credits?.[0]).toMatch(/^Tournament credits must be a whole number from 1 to 100/);

    const chars = await call(adminPageAction, formRequest("/admin/promo-codes", { code: "BAD CODE!", grant: "unlimited", credits: "101" }, { Cookie: cookie }));
    expect(chars.status).toBe(400);
    expect((chars.data as { result: { error: Record<string, string[]> } }).result.error.code?.[0]).toMatch(/letters, numbers/);
  });
});

describe("/subscription/promo page", () => {
  it("requires a session", async () => {
    for (const fn of [promoPageLoader, subscriptionLayoutLoader]) {
      const res = await call(fn as never, getRequest("/subscription/promo"));
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toMatch(/^\/auth\/login\?redirectTo=/);
    }
    const post = await call(promoPageAction, formRequest("/subscription/promo", { code: "ANYTHING" }));
    expect(post.status).toBe(302);
  });

  it("redeems a code and answers with the server message", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const code = await promo({ grantsUnlimited: true });
    const res = await call(promoPageAction, formRequest("/subscription/promo", { code: ` ${code.code.toLowerCase()} ` }, { Cookie: cookie }));
    expect(res.status).toBe(200);
    expect((res.data as { message: string }).message).toBe("Promo code applied: unlimited tournaments, unlimited resumes per tournament and zip downloads of tiers.");
    expect((await userRow(user.id)).hasUnlimitedAccess).toBe(true);
  });

  it("shows errors inline and as an error toast with the server message", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const res = await call(promoPageAction, formRequest("/subscription/promo", { code: uniqueCode("NONE") }, { Cookie: cookie, "Sec-Fetch-Mode": "cors" }));
    expect(res.status).toBe(404);
    expect((res.data as { message: null; result: { error: Record<string, string[]> } }).result.error.code).toEqual([INVALID]);
    expect(await toastOf(res.headers)).toMatchObject({ type: "error", message: INVALID });

    // A plain form post (JavaScript off) shows the message inline only.
    const plain = await call(promoPageAction, formRequest("/subscription/promo", { code: "xy" }, { Cookie: cookie, "Sec-Fetch-Mode": "navigate" }));
    expect(plain.status).toBe(400);
    expect((plain.data as { result: { error: Record<string, string[]> } }).result.error.code).toEqual(["Promo code must be at least 3 characters."]);
    expect(plain.headers.get("Set-Cookie")).toBeNull();

    const empty = await call(promoPageAction, formRequest("/subscription/promo", { code: "" }, { Cookie: cookie }));
    expect(empty.status).toBe(400);
    expect((empty.data as { result: { error: Record<string, string[]> } }).result.error.code).toEqual(["Promo code is required"]);
  });
});
