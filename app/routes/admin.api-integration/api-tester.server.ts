// The admin's partner-API tester. Each call is made in-process: a standard
// Request goes straight to the /v1 route module's own loader or action, the very
// code partners hit, with no network and no URL taken from the form. Only these
// five handlers can be reached; ids from the form are checked before they become
// path segments.
import { isUuid } from "~/utils/uuid";
import busboy from "busboy";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { AppLoadContext } from "@remix-run/node";
import { MAX_FILE_BYTES } from "~/extraction/limits";
import { action as v1Login } from "~/routes/v1.auth.login";
import { action as v1CreateListing } from "~/routes/v1.listings";
import { loader as v1GetListing } from "~/routes/v1.listings_.$listingId";
import { loader as v1ListResumes } from "~/routes/v1.listings_.$listingId_.resumes";
import { action as v1Upload } from "~/routes/v1.users.$employerUuid.jobs.$listingId.upload";
import { resumeKindOf } from "~/utils/resume-text";
import {
  BODY_LIMIT,
  emptyState,
  formatKb,
  LOG_FIELD_LIMIT,
  LOG_LIMIT,
  LogEntrySchema,
  parseTab,
  TESTER_INTENTS,
  TESTER_MESSAGES,
  truncate,
  type LogEntry,
  type TesterIntent,
  type TesterMessage,
  type TesterState,
  type TesterTab,
} from "~/utils/api-tester";
import { displayFileName, uploadMessages } from "~/utils/upload.server";

const FIELD_NAMES = new Set([
  "intent", "tab", "token", "employerUuid", "lastListingId", "log",
  "username", "password", "company", "title", "description", "applicationUrl", "jobType", "region", "optionalSkills", "expiresAt", "listingId",
]);

export interface TesterFile {
  name: string;
  type: string;
  bytes: Buffer;
  size: number;
  /** More than MAX_FILE_BYTES was sent; `bytes` holds only the start. */
  tooLarge: boolean;
}

export interface TesterForm {
  fields: Record<string, string>;
  file: TesterFile | null;
}

export class TesterFormError extends Error {}

/**
 * Reads the page's form (urlencoded, or multipart for the upload) with busboy:
 * at most one file, kept in memory up to MAX_FILE_BYTES + 1 bytes (one byte over
 * is enough to know it is too large; busboy drops the rest), and known fields only.
 */
export async function readTesterForm(request: Request): Promise<TesterForm> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!request.body || !/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType)) throw new TesterFormError("Send the form as a form post.");
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { files: 1, fileSize: MAX_FILE_BYTES + 1, fields: 40, fieldSize: LOG_FIELD_LIMIT, parts: 42 },
    });
  } catch {
    throw new TesterFormError("The form could not be read.");
  }
  const form: TesterForm = { fields: {}, file: null };
  const files: Promise<void>[] = [];
  parser.on("field", (name, value, info) => {
    if (FIELD_NAMES.has(name) && !(name in form.fields) && !info.valueTruncated) form.fields[name] = value;
  });
  parser.on("file", (field, part, info) => {
    part.on("error", () => {});
    if (field !== "file" || !info.filename) {
      part.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let tooLarge = false;
    part.on("limit", () => (tooLarge = true));
    files.push(
      (async () => {
        for await (const chunk of part) chunks.push(chunk as Buffer);
        const bytes = Buffer.concat(chunks);
        form.file = { name: displayFileName(info.filename) || "unnamed file", type: info.mimeType || "application/octet-stream", bytes, size: bytes.length, tooLarge };
      })(),
    );
  });
  try {
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>), parser);
    await Promise.all(files);
  } catch {
    throw new TesterFormError("The form could not be read. Please try again.");
  }
  return form;
}

/** The state the page carried in its hidden fields, checked: anything odd is dropped. */
export function readState(fields: Record<string, string>): TesterState {
  const state = emptyState();
  const token = fields.token ?? "";
  if (token.length <= 4096 && /^[\w.-]*$/.test(token)) state.token = token;
  if (isUuid(fields.employerUuid ?? "")) state.employerUuid = fields.employerUuid!;
  if (isUuid(fields.lastListingId ?? "")) state.listingId = fields.lastListingId!;
  try {
    const raw: unknown = JSON.parse(fields.log || "[]");
    if (Array.isArray(raw)) {
      for (const item of raw.slice(0, LOG_LIMIT)) {
        const entry = LogEntrySchema.safeParse(item);
        if (entry.success) state.log.push(entry.data);
      }
    }
  } catch {
    // A log that is not JSON starts afresh.
  }
  return state;
}

export interface TesterOutcome {
  state: TesterState;
  message: TesterMessage | null;
  tab: TesterTab;
  status: number;
}

type Handler = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown;

interface Call {
  method: "GET" | "POST";
  path: string;
  handler: Handler;
  params?: Record<string, string>;
  body?: { json: unknown; shown: string } | { form: FormData; shown: string };
  token?: string;
}

interface Answer {
  status: number;
  json: Record<string, unknown> | null;
  entry: LogEntry;
}

/** Runs one /v1 handler in-process and records the exchange. */
async function callApi(call: Call, origin: string, context: AppLoadContext): Promise<Answer> {
  const headers = new Headers({ Accept: "application/json" });
  if (call.token) headers.set("Authorization", `Bearer ${call.token}`);
  let body: BodyInit | undefined;
  if (call.body && "json" in call.body) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(call.body.json);
  } else if (call.body) {
    body = call.body.form;
  }
  const request = new Request(new URL(call.path, origin), { method: call.method, headers, body });
  let result: unknown;
  try {
    result = await call.handler({ request, params: call.params ?? {}, context });
  } catch (error) {
    result = error;
  }
  let status = 500;
  let text = JSON.stringify({ error: "Unexpected Server Error" });
  if (result instanceof Response) {
    status = result.status;
    text = await result.text();
  } else {
    console.error("api tester: the handler did not answer with a Response", result);
  }
  let json: Record<string, unknown> | null = null;
  let shown = text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) json = parsed as Record<string, unknown>;
    shown = JSON.stringify(parsed, null, 2);
  } catch {
    // Not JSON: shown as text.
  }
  const entry: LogEntry = {
    id: randomUUID(),
    at: new Date().toISOString(),
    method: call.method,
    path: call.path,
    ...(call.body ? { request: truncate(call.body.shown) } : {}),
    status,
    body: truncate(shown, BODY_LIMIT),
  };
  return { status, json, entry };
}

const withEntry = (state: TesterState, entry: LogEntry): TesterState => ({ ...state, log: [entry, ...state.log].slice(0, LOG_LIMIT) });

const str = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/** The API's field errors as lines ("company: company is required"). */
function fieldErrors(json: Record<string, unknown> | null): string[] | undefined {
  const errors = json?.errors;
  if (!errors || typeof errors !== "object") return undefined;
  const lines = Object.entries(errors as Record<string, unknown>).flatMap(([field, list]) => (Array.isArray(list) ? list.map((m) => `${field}: ${String(m)}`) : []));
  return lines.length ? lines.slice(0, 20) : undefined;
}

/** The API's `error` for the calls after login, else "status: body". */
function apiFailure(answer: Answer): TesterMessage {
  return { kind: "error", text: str(answer.json?.error) ?? `${answer.status}: ${answer.entry.body}`, details: fieldErrors(answer.json) };
}

/** "1, 2, 3" → [1, 2, 3]; anything that is not a number is sent as is, for the API to judge. */
function parseSkills(text: string): unknown[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (/^-?\d+(\.\d+)?$/.test(s) ? Number(s) : s));
}

/** A date input's YYYY-MM-DD as the end of that day (UTC); other text is sent as is. */
function expiryIso(value: string): string | undefined {
  const v = value.trim();
  if (!v) return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T23:59:59.000Z` : v;
}

const refuse = (state: TesterState, tab: TesterTab, text: string, status = 400): TesterOutcome => ({ state, tab, status, message: { kind: "error", text } });

/** Performs one step of the tester and answers with the new state. */
export async function runTester({ form, origin, context, urlTab }: { form: TesterForm; origin: string; context: AppLoadContext; urlTab?: string | null }): Promise<TesterOutcome> {
  const { fields, file } = form;
  let state = readState(fields);
  const intent = (TESTER_INTENTS as readonly string[]).includes(fields.intent ?? "") ? (fields.intent as TesterIntent) : null;
  const tab = parseTab(fields.tab ?? urlTab);
  if (!intent) return refuse(state, tab, "Unknown action.");

  // A tab button posts the state to its own ?tab= (the hidden field still names the tab it came from).
  if (intent === "tab") return { state, tab: parseTab(urlTab ?? fields.tab), status: 200, message: null };
  if (intent === "clear-log") return { state: { ...state, log: [] }, tab, status: 200, message: { kind: "success", text: TESTER_MESSAGES.logCleared } };

  if (intent === "login") {
    const username = (fields.username ?? "").trim();
    const password = fields.password ?? "";
    const answer = await callApi(
      { method: "POST", path: "/v1/auth/login", handler: v1Login as Handler, body: { json: { username, password }, shown: JSON.stringify({ username, password: password ? "********" : "" }, null, 2) } },
      origin,
      context,
    );
    state = withEntry(state, answer.entry);
    const token = str(answer.json?.token);
    if (answer.status === 200 && token) {
      const user = answer.json?.user as Record<string, unknown> | undefined;
      state = { ...state, token, employerUuid: isUuid(str(user?.employer_uuid) ?? "") ? String(user!.employer_uuid) : "" };
      const expires = typeof answer.json?.expires_in === "number" ? ` The token expires in ${answer.json.expires_in} seconds.` : "";
      return { state, tab, status: 200, message: { kind: "success", text: str(answer.json?.message) ?? `${TESTER_MESSAGES.loginOk}.${expires}` } };
    }
    // The login step shows the response's message.
    return { state, tab, status: 200, message: { kind: "error", text: str(answer.json?.message) ?? str(answer.json?.error) ?? `${answer.status}: ${answer.entry.body}` } };
  }

  if (!state.token) return refuse(state, tab, TESTER_MESSAGES.loginFirst);

  if (intent === "create-listing") {
    const listing: Record<string, unknown> = {
      company: fields.company ?? "",
      title: fields.title ?? "",
      description: fields.description ?? "",
      job_listing_type: fields.jobType ?? "",
      optional_skills: parseSkills(fields.optionalSkills ?? ""),
    };
    if (fields.applicationUrl?.trim()) listing.application_url = fields.applicationUrl.trim();
    if (fields.region?.trim()) listing.region = fields.region.trim();
    const expires = expiryIso(fields.expiresAt ?? "");
    if (expires) listing.expires_at = expires;
    const answer = await callApi({ method: "POST", path: "/v1/listings", handler: v1CreateListing as Handler, token: state.token, body: { json: listing, shown: JSON.stringify(listing, null, 2) } }, origin, context);
    state = withEntry(state, answer.entry);
    const id = str(answer.json?.listing_id);
    if (answer.status === 201 && id && isUuid(id)) return { state: { ...state, listingId: id }, tab, status: 200, message: { kind: "success", text: `Listing created: ${id}` } };
    return { state, tab, status: 200, message: apiFailure(answer) };
  }

  // get-listing, upload, list-resumes: a listing id, which becomes a path segment.
  const listingId = (fields.listingId ?? state.listingId).trim();
  if (!listingId) return refuse(state, tab, TESTER_MESSAGES.listingFirst);
  if (!isUuid(listingId)) return refuse(state, tab, TESTER_MESSAGES.badListingId);
  const id = encodeURIComponent(listingId);

  if (intent === "get-listing") {
    const answer = await callApi({ method: "GET", path: `/v1/listings/${id}`, handler: v1GetListing as Handler, params: { listingId }, token: state.token }, origin, context);
    state = withEntry(state, answer.entry);
    if (answer.status === 200) return { state, tab, status: 200, message: { kind: "success", text: `Listing ${listingId} loaded.` } };
    return { state, tab, status: 200, message: apiFailure(answer) };
  }

  if (intent === "list-resumes") {
    const answer = await callApi({ method: "GET", path: `/v1/listings/${id}/resumes`, handler: v1ListResumes as Handler, params: { listingId }, token: state.token }, origin, context);
    state = withEntry(state, answer.entry);
    if (answer.status === 200) {
      const count = Array.isArray(answer.json?.resumes) ? answer.json.resumes.length : 0;
      return { state, tab, status: 200, message: { kind: "success", text: `${count} resume${count === 1 ? "" : "s"} found.` } };
    }
    return { state, tab, status: 200, message: apiFailure(answer) };
  }

  // upload
  if (!state.employerUuid) return refuse(state, tab, TESTER_MESSAGES.loginFirst);
  if (!file || file.size === 0) return refuse(state, tab, file ? uploadMessages.empty(file.name) : TESTER_MESSAGES.fileFirst);
  if (file.tooLarge) return refuse(state, tab, uploadMessages.tooLarge(file.name, MAX_FILE_BYTES), 413);
  // The same rule as every upload (file-check.ts), by content: /v1 applies it again.
  if (!resumeKindOf(file.bytes)) return refuse(state, tab, uploadMessages.notAccepted(file.name), 415);
  const multipart = new FormData();
  multipart.append("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const employer = encodeURIComponent(state.employerUuid);
  const answer = await callApi(
    {
      method: "POST",
      path: `/v1/users/${employer}/jobs/${id}/upload?filename=${encodeURIComponent(file.name)}`,
      handler: v1Upload as Handler,
      params: { employerUuid: state.employerUuid, listingId },
      token: state.token,
      body: { form: multipart, shown: `multipart/form-data; file: ${file.name} (${formatKb(file.size)})` },
    },
    origin,
    context,
  );
  state = withEntry(state, answer.entry);
  const resumeId = str(answer.json?.resume_id);
  if (answer.status === 201 && resumeId) return { state, tab, status: 200, message: { kind: "success", text: `Resume uploaded: ${file.name} (${formatKb(file.size)}), resume ID ${resumeId}` } };
  return { state, tab, status: 200, message: apiFailure(answer) };
}
