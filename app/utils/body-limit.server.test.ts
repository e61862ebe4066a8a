// The body limit in front of Remix's real express adapter: what reaches a route is the whole body
// (however slowly the route reads it), and a body past its cap is answered 413 while it streams.
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamBody } from "../../tests/support/raw-http";
import { FORM_BODY_LIMIT, MULTIPART_LIMIT, POSTING_BODY_LIMIT, RAW_UPLOAD_LIMIT, bodyLimit, isStreamedUpload, withBodyLimit } from "./body-limit.server";

// The adapter's own request builder, as server.ts's createRequestHandler uses it.
const { createRemixRequest } = createRequire(import.meta.url)("@remix-run/express/dist/server.js") as {
  createRemixRequest: (req: express.Request, res: express.Response) => Request;
};

const MB = 1024 * 1024;
let server: http.Server;
let port = 0;
let handled = 0;

beforeAll(async () => {
  const app = express();
  app.all(
    "*",
    withBodyLimit(async (req, res, next) => {
      try {
        handled++;
        const request = createRemixRequest(req, res);
        let bytes = 0;
        if (req.path === "/dashboard/create-tournament") {
          // An upload parser that stops part-way (a field far past its size): it cancels the body, then answers.
          const reader = request.body!.getReader();
          await reader.read();
          await reader.cancel();
          res.status(413).type("text/plain").send("That field is far too long.");
          return;
        }
        if (req.path === "/slow" || req.path === "/api/tournaments/slow/resumes") {
          // A slow reader (an upload stored file by file): the request ends while the last chunks still wait to be read.
          const reader = request.body!.getReader();
          for (;;) {
            await new Promise((r) => setTimeout(r, 5));
            const { done, value } = await reader.read();
            if (done) break;
            bytes += value.byteLength;
          }
        } else bytes = (await request.arrayBuffer()).byteLength;
        res.json({ bytes });
      } catch (error) {
        next(error);
      }
    }),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function post(path: string, total: number, headers: Record<string, string | number>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    let answered = false;
    const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers, agent: false }, (res) => {
      answered = true;
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const piece = Buffer.alloc(64 * 1024, "a");
    let written = 0;
    const pump = () => {
      while (!answered && written < total) {
        const part = piece.subarray(0, Math.min(piece.length, total - written));
        written += part.length;
        if (!req.write(part)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe("body limits", () => {
  it("gives each route the cap of what it reads: only the upload routes take large bodies, and only as multipart", () => {
    const multipart = "multipart/form-data; boundary=x";
    const form = "application/x-www-form-urlencoded";
    // Issue 24.1: every route took a multipart body up to the upload cap, and a form route kept it all in memory.
    for (const path of ["/auth/login", "/auth/signup", "/api/auth/login", "/partner/login", "/subscription/promo", "/dashboard/tournament/t/candidate/r", "/admin/promo-codes"]) {
      expect(bodyLimit(path, multipart), path).toBe(FORM_BODY_LIMIT);
      expect(bodyLimit(path, form), path).toBe(FORM_BODY_LIMIT);
      expect(isStreamedUpload(path, multipart), path).toBe(false);
    }
    // Create, add resumes (the app's and the demo's), the landing page's demo: streamed to storage. With JavaScript a form posts to `.data`.
    for (const path of ["/dashboard/create-tournament", "/api/tournaments/t/resumes", "/api/demo/tournament/d/resumes", "/", "/_root.data"]) {
      expect(bodyLimit(path, multipart), path).toBe(MULTIPART_LIMIT);
      expect(isStreamedUpload(path, multipart), path).toBe(true);
      expect(bodyLimit(path, form), path).toBe(FORM_BODY_LIMIT);
    }
    expect(bodyLimit("/v1/users/u/jobs/l/upload", "application/pdf")).toBe(RAW_UPLOAD_LIMIT);
    expect(bodyLimit("/v1/users/u/jobs/l/upload", multipart)).toBe(RAW_UPLOAD_LIMIT);
    for (const path of ["/dashboard/tournament/t", "/dashboard/tournament/t.data", "/api/tournaments", "/api/demo/tournament", "/v1/listings", "/api/stripe/webhook"]) {
      expect(bodyLimit(path, "application/json"), path).toBe(POSTING_BODY_LIMIT);
    }
    expect(MULTIPART_LIMIT).toBeGreaterThanOrEqual(1000 * 10 * MB);
    // A note of 5,000 four-byte characters, percent-encoded, or 1,000 selected candidates' ids.
    expect(FORM_BODY_LIMIT).toBeGreaterThan(5000 * 12 + 1000);
    expect(FORM_BODY_LIMIT).toBeGreaterThan(1000 * 45);
    // A posting: a title and three fields of 20,000 characters, percent-encoded 4-byte UTF-8.
    expect(POSTING_BODY_LIMIT).toBeGreaterThan(3 * 20_000 * 12 + 200 * 12);
  });

  it("an answer sent after the route stopped reading reaches the client: the rest is discarded, the connection not cut", async () => {
    const port = (server.address() as AddressInfo).port;
    const sent = await streamBody(port, "/dashboard/create-tournament", { total: 150 * MB, contentType: "multipart/form-data; boundary=x" });
    expect([sent.status, sent.body]).toEqual([413, "That field is far too long."]);
    expect(sent.written).toBeLessThan(150 * MB);
  });

  it("hands a route the whole body, however slowly it reads (the request may end before the route has read it all)", async () => {
    for (const size of [211 * 1024, 3 * MB]) {
      const res = await post("/api/tournaments/slow/resumes", size, { "Content-Type": "multipart/form-data; boundary=x" });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ bytes: size });
    }
    const small = await post("/slow", 120 * 1024, { "Content-Type": "application/json" });
    expect(JSON.parse(small.body)).toEqual({ bytes: 120 * 1024 });
  });

  it("answers 413 to a chunked body as it passes the cap", async () => {
    const res = await post("/api/json", 200 * MB, { "Content-Type": "application/json" });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: "This request is too large: it can be at most 128 KB.", error: "This request is too large: it can be at most 128 KB." });
  });

  it("answers 413 to a declared length past the cap without calling the route", async () => {
    const before = handled;
    const res = await post("/form", 1024, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": 2 * MB });
    expect(res.status).toBe(413);
    expect(res.body).toBe("This request is too large: it can be at most 128 KB.");
    expect(handled).toBe(before);
  });
});
