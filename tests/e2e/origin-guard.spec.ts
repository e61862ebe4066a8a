// The web server's own layer, over real HTTP against the running product: the cross-site
// mutation guard in server.ts (each branch) and the security headers it sets on every answer.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { ADMIN } from "./helpers";

const SITE = `http://localhost:${E2E_PORT}`;
const REFUSED = "Cross-origin request refused.";

/** Headers a browser sends with a form post from `origin`, as Sec-Fetch-Site names it. */
const from = (origin: string, site: "same-origin" | "same-site" | "cross-site" | null) => ({ Origin: origin, ...(site ? { "Sec-Fetch-Site": site } : {}) });

/** The administrator's sign-in, a mutation that would set a session if it went through. */
const signIn = (request: APIRequestContext, headers: Record<string, string>) =>
  request.post("/auth/login", { form: { email: ADMIN.email, password: ADMIN.password }, headers, maxRedirects: 0 });

test.describe("the cross-site post guard", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no browser involved: once is enough");

  test("refuses a sign-in posted from another site, even with the right password, before the app sees it", async ({ request }) => {
    for (const headers of [
      from("https://evil.example", "cross-site"),
      from(`http://app.localhost:${E2E_PORT}`, "same-site"), // a sibling subdomain: same site, another origin
      from("https://evil.example", null), // an older browser: Origin only
      from("null", null), // a sandboxed frame or a data: page
    ]) {
      const res = await signIn(request, headers);
      expect(res.status(), JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toBe(REFUSED);
      expect(res.headers()["set-cookie"]).toBeUndefined();
    }
  });

  test("lets the site's own pages post, and clients that are not browsers", async ({ request }) => {
    for (const headers of [from(SITE, "same-origin"), from(SITE, null), {}]) {
      const res = await signIn(request, headers);
      expect(res.status(), JSON.stringify(headers)).toBe(302);
      expect(res.headers()["location"]).toBe("/dashboard");
      expect(res.headers()["set-cookie"]).toMatch(/^__session=/);
    }
  });

  test("lets a cross-site GET through: reading a page changes nothing", async ({ request }) => {
    const res = await request.get("/help", { headers: from("https://evil.example", "cross-site") });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain("O*NET");
  });

  test("lets the signed machine endpoints take posts from elsewhere, and only without a cookie", async ({ request }) => {
    // Stripe's webhook: through to the route, which wants its signature.
    const webhook = await request.post("/api/stripe/webhook", { data: "{}", headers: { ...from("https://stripe.example", "cross-site"), "Content-Type": "application/json" } });
    expect(webhook.status()).toBe(400);
    expect(await webhook.json()).toEqual({ received: false, message: "Missing Stripe-Signature header." });
    // The partner API: through to the route, which wants a bearer token.
    const partner = await request.post("/v1/listings", { data: { title: "Welder" }, headers: from("https://partner.example", "cross-site") });
    expect(partner.status()).toBe(401);
    expect(await partner.json()).toEqual({ message: "Missing bearer token.", error: "Missing bearer token." });

    // The same posts carrying a cookie come from a browser, riding on someone's session: refused.
    for (const path of ["/api/stripe/webhook", "/v1/listings"]) {
      const res = await request.post(path, { data: "{}", headers: { ...from("https://evil.example", "cross-site"), "Content-Type": "application/json", Cookie: "__session=anything" } });
      expect(res.status(), path).toBe(403);
      expect(await res.text()).toBe(REFUSED);
    }
  });
});

test.describe("security headers", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no browser involved: once is enough");

  const EXPECTED = {
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
    "cross-origin-opener-policy": "same-origin",
    // The browser tests run the product as production, where HTTPS is promised.
    "strict-transport-security": "max-age=31536000; includeSubDomains",
  };

  test("every answer carries them, exactly: pages, files, JSON, and the guard's own refusal", async ({ request }) => {
    const answers = [
      await request.get("/"),
      await request.get("/favicon.svg"),
      await request.get("/healthz"),
      await request.get("/no-such-page"),
      await request.post("/auth/logout", { headers: from("https://evil.example", "cross-site"), maxRedirects: 0 }),
    ];
    expect(answers.map((a) => a.status())).toEqual([200, 200, 200, 404, 403]);
    for (const answer of answers) {
      const headers = answer.headers();
      expect(Object.fromEntries(Object.keys(EXPECTED).map((name) => [name, headers[name]])), answer.url()).toEqual(EXPECTED);
      expect(headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='; .*frame-ancestors 'none'$/);
      expect(headers["x-powered-by"]).toBeUndefined();
    }
  });
});
