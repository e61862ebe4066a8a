// The one helper every JSON resource route (/api and /v1) is built on: answers that are
// never cached, one error shape, a body reader with a size cap, and guards that throw.
import type { z } from "zod";
import { FORM_BODY_LIMIT, isBodyTooLarge, requestBodyLimit, tooLargeMessage } from "./body-limit.server";
import { getUser, type SessionUser } from "./session.server";

/**
 * Every error body: `message` (what the spec's client shows as "status: body"). The partner API
 * (/v1 and the partner's /api calls) repeats it as `error`, which partner clients read (partner-api.server.ts).
 */
export type FieldErrors = Record<string, string[]>;
export interface ErrorBody {
  message: string;
  error?: string;
  /** Validation: readable messages by field ("" for the request as a whole); an upload's refusals are a plain list. */
  errors?: FieldErrors | string[];
  limitReached?: true;
}

/** Anything a JSON route answers is the caller's own: never stored by a browser or a proxy. */
export const NO_STORE = "private, no-store";

export function json(body: unknown, status = 200, headers: HeadersInit = {}) {
  const all = new Headers(headers);
  if (!all.has("Cache-Control")) all.set("Cache-Control", NO_STORE);
  return Response.json(body, { status, headers: all });
}

export function apiError(status: number, message: string, extra: Omit<Partial<ErrorBody>, "message"> & Record<string, unknown> = {}, headers: HeadersInit = {}) {
  return json({ message, ...extra } satisfies ErrorBody, status, headers);
}

const allowHeader = (allowed: string[]) => ({ Allow: allowed.join(", ") });

/** A loader or action export that only says which methods the URL takes. */
export const methodNotAllowed =
  (...allowed: string[]) =>
  () =>
    apiError(405, "Method not allowed.", {}, allowHeader(allowed));

/** Throws the 405 unless the request uses one of `allowed`. */
export function requireMethod(request: Request, ...allowed: string[]) {
  if (!allowed.includes(request.method)) throw methodNotAllowed(...allowed)();
}

/** Callable with Remix's arguments (the last signature, what `Parameters<>` sees) or none, for a route that reads none. */
type JsonRouteHandler<A> = { (): Promise<Response>; (args: A): Promise<Response> };

/**
 * Wraps a loader or action: a thrown Response (the guards below) or data(message) is the answer,
 * and a body cut off at its cap is a 413, never a 500.
 */
export function jsonRoute<A>(run: (args: A) => Promise<Response>): JsonRouteHandler<A> {
  return async (args?: A): Promise<Response> => {
    try {
      return await run(args as A);
    } catch (error) {
      if (error instanceof Response) return error;
      if (isBodyTooLarge(error)) {
        const request = (args as { request?: Request } | undefined)?.request;
        return apiError(413, tooLargeMessage(request ? requestBodyLimit(request) : FORM_BODY_LIMIT));
      }
      // A shared reader that refuses with Remix's data(message, {status}).
      const refused = error as { type?: string; data?: unknown; init?: ResponseInit | null };
      if (refused?.type === "DataWithResponseInit" && typeof refused.data === "string") return apiError(refused.init?.status ?? 400, refused.data);
      throw error;
    }
  };
}

export const LOGIN_REQUIRED = "You need to be logged in.";

/** The user of a personal API token or of the browser session; otherwise throws the 401. */
export async function requireApiUser(request: Request, message = LOGIN_REQUIRED): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw apiError(401, message, {}, { "WWW-Authenticate": 'Bearer realm="api"' });
  return user;
}

/** The administrator (a role on the server): 401 without a user, 403 for anyone else. */
export async function requireApiAdmin(request: Request): Promise<SessionUser> {
  const user = await requireApiUser(request);
  if (user.role !== "admin") throw apiError(403, "Administrator access required.");
  return user;
}

/** The value, or a thrown 404: missing and someone else's look the same. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined || value === false) throw apiError(404, message);
  return value;
}

/** The body's bytes, at most `limit` of them (the proxy in front counts too; a route called directly must not buffer more). */
async function readCapped(request: Request, limit: number) {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > limit) throw apiError(413, tooLargeMessage(limit));
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw apiError(413, tooLargeMessage(limit));
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export const UNREADABLE_BODY = "Send the fields as a JSON object.";

/**
 * A JSON object, or the text fields of a form (urlencoded or multipart), as a plain object.
 * No body at all is `{}`; a body that is neither is a thrown 400. Files are not read here.
 */
export async function readBody(request: Request, limit = requestBodyLimit(request)): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
    const form = await request.formData().catch((error: unknown) => {
      if (isBodyTooLarge(error)) throw error;
      throw apiError(400, UNREADABLE_BODY);
    });
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  }
  const text = await readCapped(request, limit);
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError(400, UNREADABLE_BODY);
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) throw apiError(400, UNREADABLE_BODY);
  return body as Record<string, unknown>;
}

const fieldLabel = (path: PropertyKey[]) => path.map(String).join(".");

/** zod's own wording ("Too big: expected…", "Invalid input: …") never reaches a person; our schemas' messages do. */
function readable(issue: z.core.$ZodIssue) {
  const field = fieldLabel(issue.path) || "The request";
  if (!/^(Invalid|Too (big|small)|Expected|Unrecognized)/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case "invalid_type":
      // zod leaves the input out of an issue; its own message says what it received.
      return /received undefined$/.test(issue.message) ? `${field} is required.` : `${field} must be ${issue.expected === "array" ? "a list" : issue.expected === "object" ? "an object" : `a ${issue.expected}`}.`;
    case "too_big":
      return `${field} is too long.`;
    case "too_small":
      return `${field} is too short.`;
    case "invalid_value":
      return `${field} must be one of: ${issue.values.map(String).join(", ")}.`;
    case "unrecognized_keys":
      return `Unknown field${issue.keys.length === 1 ? "" : "s"}: ${issue.keys.join(", ")}.`;
    default:
      return `${field} is not valid.`;
  }
}

/** Messages by top-level field (a list item's problem is its list's); "" for the request as a whole. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) (errors[String(issue.path[0] ?? "")] ??= []).push(readable(issue));
  return errors;
}

/** The parsed value, or a thrown 400 whose `message` is the first problem and whose `errors` list every field's. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw apiError(400, message ?? Object.values(errors).flat()[0] ?? "Invalid request.", { errors });
}
