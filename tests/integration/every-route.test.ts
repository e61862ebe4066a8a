import { describe, expect, it, vi } from "vitest";
import { createTestUser, sessionCookie } from "../support/factories";
import { routes, urlFor, type Handler } from "../support/route-modules";

vi.hoisted(() => {
  process.env.PARTNER_JWT_SECRET ??= "every-route-partner-secret-0123456789";
  process.env.STRIPE_SECRET_KEY ??= "sk_test_every_route";
  process.env.STRIPE_WEBHOOK_SECRET ??= "whsec_every_route";
});

/**
 * Every route module, found on disk, so a new route can't slip past: each
 * loader and action must refuse a visitor (login redirect, 401 or 403) unless
 * it is listed here as public, and each admin route must refuse a recruiter.
 */
/** Open to anyone, each for a reason. */
const PUBLIC = new Map<string, string>([
  ["$", "the not-found page"],
  ["_index", "the landing page and its demo"],
  ["healthz", "the health check"],
  ["help", "help is public"],
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
  ["api.proxy.s3-results", "a signed result URL (the signature is the key)"],
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

/** Served nothing: sent to a login page or elsewhere on the site, or refused outright. */
const refusedVisitor = (o: Outcome) => [401, 403, 405].includes(o.status) || (o.status >= 300 && o.status < 400 && (o.location ?? "").startsWith("/"));
const refusedRecruiter = (o: Outcome) => [401, 403, 404, 405].includes(o.status) || (o.status >= 300 && o.status < 400 && /^\/dashboard|\/auth\/login|\/partner\/login/.test(o.location ?? ""));

describe("every route checks who is asking", () => {
  it("finds the routes on disk", () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const id of PUBLIC.keys()) expect(routes.some((r) => r.id === id), `public route ${id} exists`).toBe(true);
  });

  it.each(routes.filter((r) => !PUBLIC.has(r.id) && (r.mod.loader || r.mod.action)).map((r) => [r.id, r] as const))("%s refuses a visitor", async (_id, route) => {
    const { url, params } = urlFor(route.id);
    if (route.mod.loader) {
      const outcome = await run(route.mod.loader, new Request(url), params);
      expect(refusedVisitor(outcome), `loader answered ${outcome.status} ${outcome.location ?? ""}`).toBe(true);
    }
    if (route.mod.action) {
      const outcome = await run(route.mod.action, new Request(url, { method: "POST", body: new URLSearchParams({ intent: "create" }) }), params);
      expect(refusedVisitor(outcome), `action answered ${outcome.status} ${outcome.location ?? ""}`).toBe(true);
    }
  });

  it.each(routes.filter((r) => /^(admin|api\.admin|api\.tournaments\.(all|external))\b/.test(r.id) && (r.mod.loader || r.mod.action)).map((r) => [r.id, r] as const))(
    "%s refuses a recruiter",
    async (_id, route) => {
      const user = await createTestUser();
      const cookie = await sessionCookie(user.id);
      const { url, params } = urlFor(route.id);
      if (route.mod.loader) {
        const outcome = await run(route.mod.loader, new Request(url, { headers: { Cookie: cookie } }), params);
        expect(refusedRecruiter(outcome), `loader answered ${outcome.status} ${outcome.location ?? ""}`).toBe(true);
      }
      if (route.mod.action) {
        const outcome = await run(route.mod.action, new Request(url, { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams({ intent: "create" }) }), params);
        expect(refusedRecruiter(outcome), `action answered ${outcome.status} ${outcome.location ?? ""}`).toBe(true);
      }
    },
  );
});
