// Issue 10.8: one oversized body must not make the web process hold it in memory.
// Bodies are counted as they stream: past the cap the answer is 413, at once.
import http from "node:http";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";

const MB = 1024 * 1024;
const MULTIPART = "multipart/form-data; boundary=----tierlist";

interface Sent {
  status: number;
  body: string;
  /** Bytes of the body written when the answer came. */
  written: number;
}

/**
 * Streams `total` bytes (chunked unless `contentLength` is given) the way an
 * attacker's client would: it keeps writing until the server answers.
 */
function stream(path: string, { total, contentType, contentLength, chunk = "x" }: { total: number; contentType: string; contentLength?: number; chunk?: string }) {
  return new Promise<Sent>((resolve, reject) => {
    let written = 0;
    let answered = false;
    const headers: Record<string, string | number> = { "Content-Type": contentType };
    if (contentLength !== undefined) headers["Content-Length"] = contentLength;
    const req = http.request({ host: "127.0.0.1", port: E2E_PORT, path, method: "POST", headers, agent: false }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body, written });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const piece = Buffer.from(chunk.repeat(Math.ceil((64 * 1024) / chunk.length)).slice(0, 64 * 1024));
    const pump = () => {
      while (!answered && written < total) {
        const part = piece.subarray(0, Math.min(piece.length, total - written));
        written += part.length;
        if (!req.write(part)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    // A JSON body that opens like the real thing, then never closes.
    if (contentType.includes("json")) {
      const head = Buffer.from('{"jobTitle":"');
      written += head.length;
      req.write(head);
    }
    pump();
  });
}

test.describe("request body limits", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no browser involved: once is enough");

  test("a 150 MB chunked JSON body to the public demo endpoint is refused with 413 long before its end", async () => {
    const sent = await stream("/api/demo/tournament", { total: 150 * MB, contentType: "application/json" });
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual({ message: "This request is too large: it can be at most 1 MB.", error: "This request is too large: it can be at most 1 MB." });
    // Answered while the client was still sending: the server never held the body.
    expect(sent.written).toBeLessThan(40 * MB);
  });

  test("a chunked webhook body past 1 MB is refused with 413 (no Content-Length to check)", async () => {
    const sent = await stream("/api/stripe/webhook", { total: 3 * MB, contentType: "application/json" });
    expect(sent.status).toBe(413);
  });

  test("a form past 1 MB is refused with 413 and a plain message, whether or not it says its length", async () => {
    const chunked = await stream("/auth/login", { total: 3 * MB, contentType: "application/x-www-form-urlencoded", chunk: "a" });
    expect(chunked.status).toBe(413);
    expect(chunked.body).toBe("This request is too large: it can be at most 1 MB.");

    const declared = await stream("/auth/signup", { total: 3 * MB, contentLength: 3 * MB, contentType: "application/x-www-form-urlencoded", chunk: "a" });
    expect(declared.status).toBe(413);
  });

  test("a form of legitimate size still goes through: a sign-in with a 20,000-character field", async ({ request }) => {
    const res = await request.post("/auth/login", {
      form: { email: "nobody@example.com", password: "wrong-password", padding: "é".repeat(20_000) },
      maxRedirects: 0,
    });
    expect(res.status()).not.toBe(413);
    expect([400, 401, 429]).toContain(res.status());
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
    expect(upload.status).not.toBe(413);
    const raw = await stream("/v1/users/0/jobs/0/upload?filename=cv.pdf", { total: 3 * MB, contentType: "application/pdf" });
    expect(raw.status).toBe(401);
  });

  test("the server keeps serving after refusing", async ({ request }) => {
    await stream("/api/demo/tournament", { total: 20 * MB, contentType: "application/json" });
    expect((await request.get("/healthz")).status()).toBe(200);
  });
});
