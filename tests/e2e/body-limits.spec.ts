// Issues 10.8 and 24.1: one oversized body must not make the web process hold it in memory.
// Bodies are counted as they stream: past the route's cap the answer is 413, at once. Only upload routes take
// large bodies, and they stream files to storage. Memory figures: tests/bench/body-memory.bench.ts.
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { oneFieldMultipart, streamBody, type StreamOptions } from "../support/raw-http";

const MB = 1024 * 1024;
const MULTIPART = "multipart/form-data; boundary=----tierlist";

const stream = (path: string, options: StreamOptions) => streamBody(E2E_PORT, path, { ...options, head: options.head ?? (options.contentType.includes("json") ? '{"jobTitle":"' : "") });

/** A recruiter's session cookie, from the real sign-up and sign-in routes. */
async function signedInCookie(request: APIRequestContext) {
  const email = `limits-${randomUUID().slice(0, 8)}@example.com`;
  expect((await request.post("/api/auth/register", { data: { email, password: "limits-password" } })).status()).toBe(201);
  const res = await request.post("/auth/login", { form: { email, password: "limits-password" }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  return /__session=[^;]+/.exec(res.headers()["set-cookie"] ?? "")![0];
}

test.describe("request body limits", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no browser involved: once is enough");

  test("a 150 MB chunked JSON body to the public demo endpoint is refused with 413 long before its end", async () => {
    const sent = await stream("/api/demo/tournament", { total: 150 * MB, contentType: "application/json" });
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual({ message: "This request is too large: it can be at most 2 MB.", error: "This request is too large: it can be at most 2 MB." });
    // Answered while the client was still sending: the server never held the body.
    expect(sent.written).toBeLessThan(40 * MB);
  });

  test("a chunked webhook body past 2 MB is refused with 413 (no Content-Length to check)", async () => {
    const sent = await stream("/api/stripe/webhook", { total: 3 * MB, contentType: "application/json" });
    expect(sent.status).toBe(413);
  });

  test("a form past 128 KB is refused with 413 and a plain message, whether or not it says its length", async () => {
    const chunked = await stream("/auth/login", { total: 3 * MB, contentType: "application/x-www-form-urlencoded", chunk: "a" });
    expect(chunked.status).toBe(413);
    expect(chunked.body).toBe("This request is too large: it can be at most 128 KB.");

    const declared = await stream("/auth/signup", { total: 3 * MB, contentLength: 3 * MB, contentType: "application/x-www-form-urlencoded", chunk: "a" });
    expect(declared.status).toBe(413);
  });

  test("a form of legitimate size still goes through; a sign-in of 200 KB does not", async ({ request }) => {
    const res = await request.post("/auth/login", { form: { email: "nobody@example.com", password: "wrong-password", padding: "é".repeat(2_000) }, maxRedirects: 0 });
    expect([400, 401, 429]).toContain(res.status());
    const big = await request.post("/auth/login", { form: { email: "nobody@example.com", password: "é".repeat(35_000) }, maxRedirects: 0 });
    expect([big.status(), await big.text()]).toEqual([413, "This request is too large: it can be at most 128 KB."]);
  });

  test("150 MB of multipart to the sign-in form or the JSON sign-in is refused at 128 KB: only upload routes take large bodies", async () => {
    // Issue 24.1: both were read whole, into memory (+1.9 GB and +0.6 GB in the web process).
    const field = oneFieldMultipart("email");
    const form = await stream("/auth/login", { total: 150 * MB, ...field });
    expect([form.status, form.body]).toEqual([413, "This request is too large: it can be at most 128 KB."]);
    expect(form.written).toBeLessThan(40 * MB);
    const api = await stream("/api/auth/login", { total: 150 * MB, ...field });
    expect([api.status, JSON.parse(api.body).message]).toEqual([413, "This request is too large: it can be at most 128 KB."]);
    expect(api.written).toBeLessThan(40 * MB);
  });

  test("a create upload whose only part is a 150 MB text field gets a 413 and the reason, not a dropped connection", async ({ request }) => {
    const cookie = await signedInCookie(request);
    const sent = await stream("/dashboard/create-tournament", { total: 150 * MB, ...oneFieldMultipart("jobDescription"), headers: { Cookie: cookie } });
    expect(sent.status).toBe(413);
    expect(sent.body).toContain("A field of this form is far too long to be read (jobDescription). Shorten it and send the form again.");
  });

  test("a multipart upload declared past the upload limit (1,000 files of 10 MB) is refused before a byte is read", async () => {
    const sent = await stream("/dashboard/create-tournament", { total: 64 * 1024, contentLength: 11 * 1024 * MB, contentType: MULTIPART });
    expect(sent.status).toBe(413);
    expect(sent.body).toBe("This request is too large: it can be at most 10,128 MB.");
  });

  test("a raw resume body declared past 11 MB is refused before a byte is read", async () => {
    const sent = await stream("/v1/users/0/jobs/0/upload?filename=cv.pdf", { total: 64 * 1024, contentLength: 50 * MB, contentType: "application/pdf" });
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual({ message: "This request is too large: it can be at most 11 MB.", error: "This request is too large: it can be at most 11 MB." });
  });

  test("uploads within the limits reach the app, over 1 MB", async () => {
    // The app then wants a signed-in recruiter, or a partner's token.
    const upload = await stream("/dashboard/create-tournament", { total: 3 * MB, contentType: MULTIPART });
    expect(upload.status).toBe(302);
    expect(upload.location).toMatch(/^\/auth\/login\b/);
    const raw = await stream("/v1/users/0/jobs/0/upload?filename=cv.pdf", { total: 3 * MB, contentType: "application/pdf" });
    expect(raw.status).toBe(401);
  });

  test("the server keeps serving after refusing", async ({ request }) => {
    await stream("/api/demo/tournament", { total: 20 * MB, contentType: "application/json" });
    expect((await request.get("/healthz")).status()).toBe(200);
  });
});

test.describe("the input layer in front of every route (server.ts)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no browser involved: once is enough");

  test("a NUL in a search, an unreadable page number, a NUL in a form and a body that isn't a form are each a 400 with a plain message", async ({ request }) => {
    const cookie = await signedInCookie(request);
    const search = await request.get("/dashboard/tournaments?q=%00", { headers: { Cookie: cookie } });
    expect(search.status()).toBe(400);
    expect(await search.text()).toContain("Search can&#x27;t contain control characters. Please remove them and try again.");
    const csv = await request.get(`/api/tournaments/${randomUUID()}/export/csv?q=%00`, { headers: { Cookie: cookie } });
    expect([csv.status(), (await csv.json()).message]).toEqual([400, "Search can't contain control characters. Please remove them and try again."]);
    const page = await request.get("/dashboard/resumes?page=99999999999999999999", { headers: { Cookie: cookie } });
    expect(page.status()).toBe(400);
    expect(await page.text()).toContain("That page number can&#x27;t be read: pages are numbered 1, 2, 3 and so on.");
    const partner = await request.post("/partner/login", { form: { username: "acme\u0000", jwtToken: "x" }, maxRedirects: 0 });
    expect(partner.status()).toBe(400);
    expect(await partner.text()).toContain("What was sent contains a NUL character, which can&#x27;t be saved. Please remove it and try again.");
    const plain = await request.post("/subscription/promo", { headers: { Cookie: cookie, "Content-Type": "text/plain" }, data: "code=LAUNCH", maxRedirects: 0 });
    expect(plain.status()).toBe(400);
    expect(await plain.text()).toContain("We couldn&#x27;t read what was sent. Please reload the page and try again.");
  });
});
