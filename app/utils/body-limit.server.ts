// Request bodies are counted as they stream, before Remix reads them: a body past
// its cap is answered 413 at once and the rest is thrown away, never buffered.
// (Remix's request.json(), .text() and .formData() keep a whole body in memory.)
import { Transform, type TransformCallback } from "node:stream";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { MAX_FILE_BYTES, MAX_FILES } from "../extraction/limits";

const MB = 1024 * 1024;

// Each route's cap fits what it reads. Only the upload routes take large bodies, and they stream every file
// to storage (upload.server.ts); every other route reads its whole body into memory, so its cap stays small.

/** A small form or JSON object: sign-in, sign-up, a note, a decision on up to 1,000 candidates, a promo code, a token. */
export const FORM_BODY_LIMIT = 128 * 1024;
/** A job posting (a title and three fields of 20,000 characters) sent as a form or JSON, or a Stripe event. */
export const POSTING_BODY_LIMIT = 2 * MB;
/** A partner's resume sent as the raw body (POST /v1/.../upload): one file, cut at 10 MB + 1 byte by the upload code. */
export const RAW_UPLOAD_LIMIT = MAX_FILE_BYTES + 1 * MB;
/** Multipart uploads: up to 1,000 files of 10 MB each (busboy streams every file to storage), plus their part headers and fields. */
export const MULTIPART_LIMIT = MAX_FILES * MAX_FILE_BYTES + 128 * MB;

const RAW_UPLOAD_PATH = /^\/v1\/users\/[^/]+\/jobs\/[^/]+\/upload\/?$/;

/** Routes that stream the files of a multipart body to storage: the landing page's demo, create, add resumes (app and demo). */
const UPLOAD_PATHS = [/^\/$/, /^\/dashboard\/create-tournament\/?$/, /^\/api\/tournaments\/[^/]+\/resumes\/?$/, /^\/api\/demo\/tournament\/[^/]+\/resumes\/?$/];

/** Routes whose form or JSON body may carry a job posting (create from the API or the demo, the tournament page's edit, a partner listing), or Stripe's webhook. */
const POSTING_PATHS = [/^\/dashboard\/tournament\/[^/]+\/?$/, /^\/api\/tournaments\/?$/, /^\/api\/demo\/tournament\/?$/, /^\/v1\/listings\/?$/, /^\/api\/stripe\/webhook\/?$/];

/** The admin's API tester forwards one resume of up to 10 MB to the partner API, with its listing fields. */
const TESTER_PATH = /^\/admin\/api-integration\/?$/;

const isMultipart = (contentType: string | undefined) => /^multipart\/form-data\s*;/i.test(contentType ?? "");

/** The route's own path: a form posted with JavaScript goes to `<path>.data` (Remix's single fetch; the index route's is `/_root.data`). */
const routePath = (path: string) => path.replace(/\.data$/, "").replace(/^\/_root$/, "/");

/** Whether this request's files go straight to storage: its body may be large, and nothing may read it whole. */
export function isStreamedUpload(path: string, contentType: string | undefined) {
  const route = routePath(path);
  return RAW_UPLOAD_PATH.test(route) || (isMultipart(contentType) && UPLOAD_PATHS.some((re) => re.test(route)));
}

/** The most bytes this request's body may have. */
export function bodyLimit(requestPath: string, contentType: string | undefined) {
  const path = routePath(requestPath);
  if (RAW_UPLOAD_PATH.test(path)) return RAW_UPLOAD_LIMIT;
  if (isStreamedUpload(path, contentType)) return MULTIPART_LIMIT;
  if (TESTER_PATH.test(path)) return isMultipart(contentType) ? RAW_UPLOAD_LIMIT : POSTING_BODY_LIMIT;
  if (POSTING_PATHS.some((re) => re.test(path))) return POSTING_BODY_LIMIT;
  return FORM_BODY_LIMIT;
}

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

/** The error a route saw because its body was cut off here (it was already answered 413): not worth logging. */
export function isBodyTooLarge(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof Error && e.name === "BodyTooLargeError") return true;
  }
  return false;
}

const describe = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB).toLocaleString("en-US")} MB` : `${Math.round(bytes / 1024)} KB`);

/** The one wording of a body past its cap, here and in the JSON routes' own reader (json-route.server.ts). */
export const tooLargeMessage = (limit: number) => `This request is too large: it can be at most ${describe(limit)}.`;

/** The cap of a request as a route sees it (a fetch Request): what the server in front allowed it. */
export function requestBodyLimit(request: globalThis.Request) {
  return bodyLimit(new URL(request.url).pathname, request.headers.get("Content-Type") ?? undefined);
}

/**
 * The rest of a body nobody will read is discarded, for at most 5 s: an honest client finishes sending and
 * reads the answer (closing at once would reset the connection under it, and lose the answer); a client that
 * keeps streaming is cut off.
 */
function discardRest(req: Request) {
  req.unpipe();
  req.resume();
  setTimeout(() => {
    if (!req.complete) req.socket?.destroy();
  }, 5000).unref();
}

/** A plain message, as JSON for the APIs and as text elsewhere. Then the rest of the body is discarded. */
function answerTooLarge(req: Request, res: Response, limit: number) {
  const message = tooLargeMessage(limit);
  const api = req.path.startsWith("/v1/") || req.path.startsWith("/api/") || (req.headers.accept ?? "").includes("application/json");
  if (!res.headersSent) {
    res.status(413).setHeader("Cache-Control", "no-store");
    // The API's one error shape (json-route.server.ts): clients read `message`, the partner API's read `error`.
    if (api) res.json({ message, error: message });
    else res.type("text/plain").send(message);
  }
  discardRest(req);
}

class ByteCounter extends Transform {
  seen = 0;
  constructor(
    private readonly limit: number,
    private readonly onOverflow: () => void,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      this.onOverflow();
      callback(new BodyTooLargeError(`Request body over ${this.limit} bytes`));
      return;
    }
    callback(null, chunk);
  }
}

// The request as a readable stream, as Remix's express adapter uses it (createReadableStreamFromReadable): all from the counter.
// `readable` matters: Remix resumes its source only while it is readable, and the request stops being readable at its
// end while the counter may still hold its last chunks.
const STREAM_MEMBERS = new Set<PropertyKey>([
  "on",
  "once",
  "off",
  "addListener",
  "removeListener",
  "removeAllListeners",
  "listeners",
  "listenerCount",
  "pause",
  "resume",
  "isPaused",
  "pipe",
  "unpipe",
  "read",
  "readable",
  "readableEnded",
  "readableFlowing",
  "readableLength",
  "readableHighWaterMark",
  "destroyed",
  "closed",
  "errored",
  Symbol.asyncIterator,
]);

/**
 * Wraps the Remix request handler: a body declared larger than its cap is
 * refused before anything reads it, and any other body reaches Remix through a
 * counter that stops it at the cap. After a 413 the handler's own late answer
 * (its read of the body failed) is dropped.
 */
export function withBodyLimit(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return handler(req, res, next);
    const limit = bodyLimit(req.path, req.headers["content-type"]);
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) return answerTooLarge(req, res, limit);

    let refused = false;
    const counter = new ByteCounter(limit, () => {
      refused = true;
      answerTooLarge(req, res, limit);
    });
    counter.on("error", () => {}); // Remix's reader sees the error; an unread body must not crash the process
    req.on("error", (error) => counter.destroy(error));
    req.pipe(counter);
    // Remix cancels a body it stops reading (an upload refused part-way, a 150 MB field) by destroying the request.
    // Destroying the socket would drop the route's answer (a 413, a 400) before the client could read it: the rest
    // of the body is discarded instead, as after a 413 here.
    const destroy = (error?: Error) => {
      counter.destroy(error);
      if (!refused) discardRest(req);
      return body;
    };
    const body: Request = new Proxy(req, {
      get(target, property) {
        if (property === "destroy") return destroy;
        if (STREAM_MEMBERS.has(property)) {
          const value = Reflect.get(counter, property, counter);
          return typeof value === "function" ? value.bind(counter) : value;
        }
        return Reflect.get(target, property, target);
      },
    });
    const done: NextFunction = (error?: unknown) => {
      if (refused) return; // the 413 is already the answer
      next(error);
    };
    return handler(body, res, done);
  };
}
