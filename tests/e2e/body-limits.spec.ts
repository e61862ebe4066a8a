// Issue 10.8: one oversized body must not make the web process hold it in memory.
// Bodies are counted as they stream: past the cap the answer is 413, at once.
import net from "node:net";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { newEmail } from "./helpers";

const MB = 1024 * 1024;
const MULTIPART = "multipart/form-data; boundary=----tierlist";

interface Sent {
  status: number;
  body: string;
  /** Where a redirect points, if it does. */
  location: string | null;
  /** Bytes of the body written when the answer came. */
  written: number;
}

/**
 * Streams `total` bytes (chunked unless `contentLength` is given) the way an
 * attacker's client would: it keeps writing until the server answers. A raw
 * socket, like curl or a browser, reads an early answer even when the server
 * closes while the client is still writing (Node's own http client then loses
 * the answer to EPIPE: nodejs/node#12339).
 */
function stream(path: string, { total, contentType, contentLength, chunk = "x" }: { total: number; contentType: string; contentLength?: number; chunk?: string }) {
  return new Promise<Sent>((resolve, reject) => {
    let written = 0;
    let writtenAtAnswer = -1;
    let received = Buffer.alloc(0);
    let done = false;
    const chunked = contentLength === undefined;
    const socket = net.connect({ host: "127.0.0.1", port: E2E_PORT });
    const finish = (error?: Error) => {
      if (done) return;
      const answer = parseAnswer(received);
      if (!answer && !error) return;
      done = true;
      socket.destroy();
      if (answer) resolve({ ...answer, written: writtenAtAnswer });
      else reject(error);
    };
    socket.on("data", (data) => {
      if (writtenAtAnswer < 0) writtenAtAnswer = written;
      received = Buffer.concat([received, data]);
      finish();
    });
    socket.on("error", () => {}); // a write after the server closed; the answer, if any, was read
    socket.on("close", () => finish(new Error(`no answer from ${path}`)));
    const head = [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${E2E_PORT}`, `Content-Type: ${contentType}`, chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${contentLength}`, "", ""];
    socket.write(head.join("\r\n"));
    const frame = (bytes: Buffer) => (chunked ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n")]) : bytes);
    const piece = Buffer.from(chunk.repeat(Math.ceil((64 * 1024) / chunk.length)).slice(0, 64 * 1024));
    const pump = () => {
      while (writtenAtAnswer < 0 && !socket.destroyed && written < total) {
        const part = piece.subarray(0, Math.min(piece.length, total - written));
        written += part.length;
        if (!socket.write(frame(part))) return void socket.once("drain", pump);
      }
      if (writtenAtAnswer < 0 && !socket.destroyed && chunked) socket.write("0\r\n\r\n");
    };
    // A JSON body that opens like the real thing, then never closes.
    if (contentType.includes("json")) {
      const open = Buffer.from('{"jobTitle":"');
      written += open.length;
      socket.write(frame(open));
    }
    pump();
  });
}

/** A complete HTTP answer in `raw` (Content-Length or chunked), or null while more is to come. */
function parseAnswer(raw: Buffer): { status: number; body: string; location: string | null } | null {
  const split = raw.indexOf("\r\n\r\n");
  if (split < 0) return null;
  const head = raw.subarray(0, split).toString("latin1");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  const location = /\r\nlocation:\s*([^\r]*)/i.exec(head)?.[1] ?? null;
  let rest = raw.subarray(split + 4);
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
  if (length !== undefined) return rest.length >= Number(length) ? { status, location, body: rest.subarray(0, Number(length)).toString("utf8") } : null;
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) return { status, location, body: rest.toString("utf8") };
  const parts: Buffer[] = [];
  for (;;) {
    const line = rest.indexOf("\r\n");
    if (line < 0) return null;
    const size = parseInt(rest.subarray(0, line).toString("latin1"), 16);
    if (size === 0) return { status, location, body: Buffer.concat(parts).toString("utf8") };
    if (rest.length < line + 2 + size + 2) return null;
    parts.push(rest.subarray(line + 2, line + 2 + size));
    rest = rest.subarray(line + 2 + size + 2);
  }
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
    expect(JSON.parse(sent.body)).toEqual({ message: "This request is too large: it can be at most 1 MB.", error: "This request is too large: it can be at most 1 MB." });
  });

  test("a form past 1 MB is refused with 413 and a plain message, whether or not it says its length", async () => {
    const chunked = await stream("/auth/login", { total: 3 * MB, contentType: "application/x-www-form-urlencoded", chunk: "a" });
    expect(chunked.status).toBe(413);
    expect(chunked.body).toBe("This request is too large: it can be at most 1 MB.");

    const declared = await stream("/auth/signup", { total: 3 * MB, contentLength: 3 * MB, contentType: "application/x-www-form-urlencoded", chunk: "a" });
    expect(declared.status).toBe(413);
    expect(declared.body).toBe("This request is too large: it can be at most 1 MB.");
  });

  test("a form of legitimate size still goes through: a sign-in with a 20,000-character field", async ({ request }) => {
    const res = await request.post("/auth/login", {
      form: { email: newEmail("padded"), password: "wrong-password", padding: "é".repeat(20_000) },
      maxRedirects: 0,
    });
    // Read, checked and refused as any wrong sign-in is: the page with the spec's message.
    expect(res.status()).toBe(401);
    expect(await res.text()).toContain("Failed to log in. Please check your credentials and try again.");
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
    expect({ status: upload.status, location: upload.location }).toEqual({ status: 302, location: "/auth/login?redirectTo=%2Fdashboard%2Fcreate-tournament" });
    const raw = await stream("/v1/users/0/jobs/0/upload?filename=cv.pdf", { total: 3 * MB, contentType: "application/pdf" });
    expect(raw.status).toBe(401);
  });

  test("the server keeps serving after refusing", async ({ request }) => {
    await stream("/api/demo/tournament", { total: 20 * MB, contentType: "application/json" });
    expect((await request.get("/healthz")).status()).toBe(200);
  });
});
