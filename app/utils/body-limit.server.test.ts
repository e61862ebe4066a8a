// The body limit in front of Remix's real express adapter: what reaches a route is the whole body
// (however slowly the route reads it), and a body past its cap is answered 413 while it streams.
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_BODY_LIMIT, MULTIPART_LIMIT, RAW_UPLOAD_LIMIT, bodyLimit, withBodyLimit } from "./body-limit.server";

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
        if (req.path === "/slow") {
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
  it("has one cap per kind of body", () => {
    expect(bodyLimit("/auth/login", "application/x-www-form-urlencoded")).toBe(FORM_BODY_LIMIT);
    expect(bodyLimit("/api/stripe/webhook", "application/json")).toBe(FORM_BODY_LIMIT);
    expect(bodyLimit("/v1/users/u/jobs/l/upload", "application/pdf")).toBe(RAW_UPLOAD_LIMIT);
    expect(bodyLimit("/dashboard/create-tournament", "multipart/form-data; boundary=x")).toBe(MULTIPART_LIMIT);
    expect(MULTIPART_LIMIT).toBeGreaterThanOrEqual(1000 * 10 * MB);
    expect(FORM_BODY_LIMIT).toBeGreaterThan(20_000 * 9); // a 20,000-character posting, every character percent-encoded UTF-8
  });

  it("hands a route the whole body, however slowly it reads (the request may end before the route has read it all)", async () => {
    for (const size of [211 * 1024, 3 * MB]) {
      const res = await post("/slow", size, { "Content-Type": "multipart/form-data; boundary=x" });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ bytes: size });
    }
    const small = await post("/slow", 900 * 1024, { "Content-Type": "application/json" });
    expect(JSON.parse(small.body)).toEqual({ bytes: 900 * 1024 });
  });

  it("answers 413 to a chunked body as it passes the cap", async () => {
    const res = await post("/api/json", 200 * MB, { "Content-Type": "application/json" });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: "This request is too large: it can be at most 1 MB.", error: "This request is too large: it can be at most 1 MB." });
  });

  it("answers 413 to a declared length past the cap without calling the route", async () => {
    const before = handled;
    const res = await post("/form", 1024, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": 2 * MB });
    expect(res.status).toBe(413);
    expect(res.body).toBe("This request is too large: it can be at most 1 MB.");
    expect(handled).toBe(before);
  });
});
