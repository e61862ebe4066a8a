/// <reference types="vite/client" />
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "~/utils/db.server";
import { createTestUser, sessionCookie } from "../support/factories";
import { routes, urlFor, type Handler } from "../support/route-modules";

vi.hoisted(() => {
  process.env.PARTNER_JWT_SECRET ??= "every-route-partner-secret-0123456789";
  process.env.STRIPE_SECRET_KEY ??= "sk_test_every_route";
  process.env.STRIPE_WEBHOOK_SECRET ??= "whsec_every_route";
});

/**
 * Every route module, found on disk, so a new route can't slip past: each
 * loader and action must refuse a visitor (a redirect to a sign-in page, or
 * 401, 403, 404, 405) and write nothing, unless it is listed here as public,
 * and each admin route must refuse a recruiter.
 */
/** Open to anyone, each for a reason. */
const PUBLIC = new Map<string, string>([
  ["$", "the not-found page"],
  ["_index", "the landing page and its demo"],
  ["healthz", "the health check"],
  ["help", "help is public"],
  ["subscription_.plans", "the public plans (a signed-in user is sent to Credits)"],
  ["auth.login", "signing in"],
  ["auth.signup", "signing up"],
  ["auth.forgot-password", "asking for a reset link"],
  ["auth.reset-password", "using a reset link (the token is the key)"],
  ["auth.logout", "signing out"],
  ["api.demo.tournament", "the public demo"],
  ["api.demo.tournament.$id", "the public demo (its unguessable id is the key)"],
  ["api.demo.tournament.$id.resumes", "the public demo (its unguessable id is the key)"],
  ["api.plans", "the public price list"],
  ["api.auth.register", "creating an account from the JSON API"],
  ["api.auth.login", "signing in from the JSON API"],
  ["api.auth.forgot-password", "asking for a reset link from the JSON API"],
  ["api.auth.reset-password", "using a reset link from the JSON API (the token is the key)"],
  ["api.openapi[.json]", "the JSON API's description"],
  ["api.stripe.webhook", "Stripe, authenticated by its signature"],
  ["api.partner.login", "partner sign-in"],
  ["partner.login", "partner sign-in"],
  ["partner.logout", "partner sign-out"],
  ["v1.auth.login", "the partner API's sign-in"],
  ["v1.results.$resumeId", "a signed result URL (the signature is the key)"],
  ["v1.files.$resumeId", "a signed file URL (the signature is the key)"],
  ["v1.openapi[.json]", "the partner API's description"],
  ["api.proxy.s3-results", "a signed result URL (the signature is the key)"],
]);

/** Addresses that only send everyone to another page, which checks the visitor itself. */
const REDIRECTS = new Map<string, Outcome>([
  ["partner._index", { status: 302, location: "/partner/dashboard" }],
  ["partner.tournament._index", { status: 302, location: "/partner/dashboard" }],
]);

type Outcome = { status: number; location: string | null };
async function run(handler: Handler, request: Request, params: Record<string, string>): Promise<Outcome> {
  let value: unknown;
  try {
    value = await handler({ request, params, context: { clientIp: `198.51.100.${Math.floor(Math.random() * 250)}`, nonce: "" } });
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const init = (value as { init: ResponseInit | null }).init;
    return { status: init?.status ?? 200, location: new Headers(init?.headers).get("Location") };
  }
  if (value instanceof Error) throw value;
  return { status: 200, location: null };
}

/** A sign-in page, with or without where to go after it. */
const SIGN_IN = /^\/(auth|partner)\/login(\?redirectTo=[^&]*)?$/;
/** Served nothing: sent to a sign-in page, or refused outright (401, 403, 404, or 405 for a method the URL does not take). */
const refusedVisitor = (o: Outcome) => [401, 403, 404, 405].includes(o.status) || (o.status >= 300 && o.status < 400 && SIGN_IN.test(o.location ?? ""));

/**
 * What the database holds, table by table: this file's database is its own
 * (tests/integration/setup-env.ts), so any change between two readings is
 * this file's doing.
 */
async function databaseContents() {
  const [query] = await db.execute<{ sql: string }>(sql`
    select string_agg(format('select %L as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, %L order by t::text), %L)) as digest from %I.%I t', table_schema || '.' || table_name, '|', '', table_schema, table_name), ' union all ' order by table_schema, table_name) as sql
      from information_schema.tables
     where table_schema in ('public', 'graphile_worker') and table_type = 'BASE TABLE'`);
  const tables = await db.execute<{ name: string; rows: number; digest: string }>(sql.raw(query!.sql));
  return Object.fromEntries(tables.map((t) => [t.name, `${t.rows} rows, ${t.digest}`]));
}
/** Served nothing: sent back to their dashboard or to a sign-in page, or refused outright. */
const refusedRecruiter = (o: Outcome) => [401, 403, 404, 405].includes(o.status) || (o.status >= 300 && o.status < 400 && (o.location === "/dashboard" || SIGN_IN.test(o.location ?? "")));

describe("every route checks who is asking", () => {
  it("finds the routes on disk", () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const id of PUBLIC.keys()) expect(routes.some((r) => r.id === id), `public route ${id} exists`).toBe(true);
    for (const [id, { location: target }] of REDIRECTS) {
      expect(routes.some((r) => r.id === id), `redirect ${id} exists`).toBe(true);
      expect(routes.some((r) => !REDIRECTS.has(r.id) && urlFor(r.id).url.endsWith(target!)), `${target} is a route this test checks`).toBe(true);
    }
  });

  it.each(routes.filter((r) => !PUBLIC.has(r.id) && (r.mod.loader || r.mod.action)).map((r) => [r.id, r] as const))("%s refuses a visitor and writes nothing", async (_id, route) => {
    const { url, params } = urlFor(route.id);
    const before = await databaseContents();
    if (route.mod.loader) {
      const outcome = await run(route.mod.loader, new Request(url), params);
      const redirect = REDIRECTS.get(route.id);
      if (redirect) expect(outcome, "only a redirect").toEqual(redirect);
      else expect(refusedVisitor(outcome), `loader answered ${outcome.status} ${outcome.location ?? ""}`).toBe(true);
    }
    if (route.mod.action) {
      const outcome = await run(route.mod.action, new Request(url, { method: "POST", body: new URLSearchParams({ intent: "create" }) }), params);
      expect(refusedVisitor(outcome), `action answered ${outcome.status} ${outcome.location ?? ""}`).toBe(true);
    }
    expect(await databaseContents()).toEqual(before);
  });

  it.each(routes.filter((r) => /^(admin|api\.admin|api\.tournaments\.(all|external))\b/.test(r.id) && (r.mod.loader || r.mod.action)).map((r) => [r.id, r] as const))(
    "%s refuses a recruiter",
    async (_id, route) => {
      const user = await createTestUser();
      const cookie = await sessionCookie(user.id);
      const { url, params } = urlFor(route.id);
      const before = await databaseContents();
      if (route.mod.loader) {
        const outcome = await run(route.mod.loader, new Request(url, { headers: { Cookie: cookie } }), params);
        expect(refusedRecruiter(outcome), `loader answered ${outcome.status} ${outcome.location ?? ""}`).toBe(true);
      }
      if (route.mod.action) {
        const outcome = await run(route.mod.action, new Request(url, { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams({ intent: "create" }) }), params);
        expect(refusedRecruiter(outcome), `action answered ${outcome.status} ${outcome.location ?? ""}`).toBe(true);
      }
      expect(await databaseContents()).toEqual(before);
    },
  );
});
