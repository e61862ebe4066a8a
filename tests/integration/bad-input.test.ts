// Issues 10.10 and 24.3: malformed input gets a 400 with a plain message, never a 500. server.ts serves every
// route behind the one input layer (guardRoutes, app/utils/input.server.ts); this walks every route module on
// disk behind that same layer, so a new route is walked without being listed.
import { describe, expect, it, vi } from "vitest";
import { loader as resumesLoader } from "~/routes/dashboard.resumes";
import { BAD_ADDRESS, BAD_PAGE, BAD_SEARCH, guardRoute, NUL_IN_INPUT, UNREADABLE_FORM, UNREADABLE_JSON } from "~/utils/input.server";
import { isStreamedUpload } from "~/utils/body-limit.server";
import { createTestUser, getRequest, routeArgs, sessionCookie } from "../support/factories";
import { routes, urlFor, type Handler } from "../support/route-modules";

vi.hoisted(() => {
  process.env.PARTNER_JWT_SECRET ??= "bad-input-partner-secret-0123456789";
  process.env.STRIPE_SECRET_KEY ??= "sk_test_bad_input";
  process.env.STRIPE_WEBHOOK_SECRET ??= "whsec_bad_input";
});

/** What the route answers, whether it returns or throws: status and the text a person would read. */
async function outcome(run: () => Promise<unknown>) {
  let value: unknown;
  try {
    value = await run();
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) {
    const text = await value.text();
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // plain text
    }
    return { status: value.status, text, message };
  }
  const wrapped = value as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (wrapped && wrapped.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, text: JSON.stringify(wrapped.data), message: "" };
  if (value instanceof Error) return { status: 500, text: `${value.name}: ${value.message}`, message: "" };
  return { status: 200, text: JSON.stringify(value ?? null), message: "" };
}

const context = () => ({ clientIp: `198.51.100.${Math.floor(Math.random() * 250)}`, nonce: "" });
const call = (handler: Handler, request: Request, params: Record<string, string>) => outcome(async () => guardRoute({ loader: handler, action: handler }).action!({ request, params, context: context() }));
const load = (handler: Handler, request: Request, params: Record<string, string>) => outcome(async () => guardRoute({ loader: handler }).loader!({ request, params, context: context() }));

const isApi = (url: string) => /^http:\/\/[^/]+\/(api|v1)\//.test(url);
const BOUNDARY = "----tierlist-bad-input";
/** Every field name a route of the app reads as text, each with a NUL in its value. */
const TEXT_FIELDS = ["intent", "name", "note", "reason", "description", "code", "username", "password", "email", "company", "title", "jobDescription", "keyRequirements", "optionalRequirements", "tokenName", "jwtToken", "tier", "stage", "q"];
const withNul = Object.fromEntries(TEXT_FIELDS.map((f) => [f, `ann\u0000lee`]));
const multipartOf = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join("") + `--${BOUNDARY}--\r\n`;

interface BadBody {
  name: string;
  type: string;
  body: string;
  /** What the input layer answers: page routes read forms, /api and /v1 read forms or JSON. */
  expect: (api: boolean) => string | "the route's own answer";
}
const BAD_BODIES: BadBody[] = [
  { name: "a text/plain body", type: "text/plain", body: "name=Ann&note=hello", expect: (api) => (api ? "the route's own answer" : UNREADABLE_FORM) },
  { name: "broken JSON", type: "application/json", body: '{"name": "Ann", ', expect: (api) => (api ? UNREADABLE_JSON : UNREADABLE_FORM) },
  { name: "a multipart body that isn't one", type: `multipart/form-data; boundary=${BOUNDARY}`, body: "--nope\r\nthis is not a multipart body\r\n\u0001\u0002", expect: (api) => (api ? UNREADABLE_JSON : UNREADABLE_FORM) },
  { name: "a form with a NUL in every text field", type: "application/x-www-form-urlencoded", body: new URLSearchParams(withNul).toString(), expect: () => NUL_IN_INPUT },
  { name: "a multipart form with a NUL in every text field", type: `multipart/form-data; boundary=${BOUNDARY}`, body: multipartOf(withNul), expect: () => NUL_IN_INPUT },
  { name: "JSON with a NUL in every text field", type: "application/json", body: JSON.stringify({ ...withNul, keySkills: ["a\u0000b"] }), expect: (api) => (api ? NUL_IN_INPUT : UNREADABLE_FORM) },
];

const BAD_ADDRESSES = [
  { query: "q=%00", message: BAD_SEARCH },
  { query: "q=ann%00lee", message: BAD_SEARCH },
  { query: "page=99999999999999999999", message: BAD_PAGE },
  { query: "page=-1", message: BAD_PAGE },
  { query: "tier=%00&stage=%01&sort=%00&company=%00&t=%00&tab=%00&id=%00&token=%00", message: BAD_ADDRESS },
];

const actions = routes.filter((r) => r.mod.action);
const loaders = routes.filter((r) => r.mod.loader);

/** Signed in as the administrator, who may reach every route but the partners': the deepest the walk can go. */
async function adminCookie() {
  const admin = await createTestUser({ role: "admin" });
  return sessionCookie(admin.id);
}

describe("every action, with every kind of malformed body", () => {
  it("walks the routes on disk", () => {
    expect(actions.length).toBeGreaterThan(40);
    expect(loaders.length).toBeGreaterThan(50);
  });

  it.each(actions.map((r) => [r.id, r] as const))("%s: 400 with a plain message, never a 500", async (_id, route) => {
    const { url, params } = urlFor(route.id);
    const cookie = await adminCookie();
    const api = isApi(url);
    for (const bad of BAD_BODIES) {
      const request = new Request(url, { method: "POST", body: bad.body, headers: { "Content-Type": bad.type, Cookie: cookie } });
      const res = await call(route.mod.action!, request, params);
      const label = `${bad.name}: answered ${res.status} ${res.text.slice(0, 200)}`;
      expect(res.status, label).not.toBe(500);
      const expected = bad.expect(api);
      if (isStreamedUpload(new URL(url).pathname, bad.type)) {
        // A streamed upload's own reader checks its fields; it answers after the route's sign-in check.
        if (res.status === 400) expect(res.text, label).toMatch(/NUL character|could not be read|couldn't read/);
      } else if (expected === "the route's own answer") {
        expect(res.status, label).toBeLessThan(500);
      } else {
        expect([res.status, res.message], label).toEqual([400, expected]);
      }
    }
  });
});

describe("every loader and action, with a malformed address", () => {
  it.each(loaders.map((r) => [r.id, r] as const))("%s: 400 with a plain message, never a 500", async (_id, route) => {
    const { url, params } = urlFor(route.id);
    const cookie = await adminCookie();
    for (const { query, message } of BAD_ADDRESSES) {
      const res = await load(route.mod.loader!, getRequest(`${url.replace("http://localhost:3999", "")}?${query}`, { Cookie: cookie }), params);
      expect([res.status, res.message], `?${query}: ${res.text.slice(0, 200)}`).toEqual([400, message]);
    }
    for (const name of Object.keys(params)) {
      const res = await load(route.mod.loader!, getRequest(url.replace("http://localhost:3999", ""), { Cookie: cookie }), { ...params, [name]: "ann\u0000lee" });
      expect([res.status, res.message], `a NUL in :${name}`).toEqual([400, BAD_ADDRESS]);
    }
  });

  it.each(actions.map((r) => [r.id, r] as const))("%s (action): 400 with a plain message, never a 500", async (_id, route) => {
    const { url, params } = urlFor(route.id);
    const res = await call(route.mod.action!, new Request(`${url}?q=%00`, { method: "POST", body: new URLSearchParams({ intent: "create" }) }), params);
    expect([res.status, res.message]).toEqual([400, BAD_SEARCH]);
  });
});

describe("the search pages, as a recruiter meets them", () => {
  it("/dashboard/resumes?q=%00 is a 400 with a message; an ordinary search still works", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    for (const q of ["%00", "ann%00lee", "%01"]) {
      const res = await load(resumesLoader as Handler, getRequest(`/dashboard/resumes?q=${q}`, { Cookie: cookie }), {});
      expect([res.status, res.text], q).toEqual([400, BAD_SEARCH]);
    }
    const ok = await outcome(() => resumesLoader(routeArgs(getRequest("/dashboard/resumes?q=ann", { Cookie: cookie })) as never));
    expect(ok.status).toBe(200);
  });
});
