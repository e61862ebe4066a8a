// The one input layer: what a visitor sends is checked before any route's loader or action sees it, so
// malformed input is a 400 with a plain message, never a 500. server.ts wraps every route of the build
// with guardRoutes(); a new route is covered without doing anything.
//
// - the address: no control character in a query parameter or a path segment (Postgres can't store NUL,
//   and no other belongs in an address); `page` is a page number;
// - the body of an action, whatever the route: a page's action gets a readable form (urlencoded or multipart),
//   an API's (/api, /v1) a readable form or JSON object; no NUL anywhere in it. Bodies are small by then (body-limit.server.ts
//   caps each route); a streamed upload is left to its own reader (upload.server.ts), which checks its fields.
import type { ServerBuild } from "@remix-run/node";
import { isStreamedUpload } from "./body-limit.server";

export const UNREADABLE_FORM = "We couldn't read what was sent. Please reload the page and try again.";
export const UNREADABLE_JSON = "Send the fields as a JSON object.";
export const BAD_SEARCH = "Search can't contain control characters. Please remove them and try again.";
export const BAD_ADDRESS = "This address contains a control character (such as %00). Please remove it and try again.";
export const BAD_PAGE = "That page number can't be read: pages are numbered 1, 2, 3 and so on.";
export const NUL_IN_INPUT = "What was sent contains a NUL character, which can't be saved. Please remove it and try again.";

/** The highest page number anyone can ask for: more than any list has (1,000,000 pages of 50). */
const MAX_PAGE_DIGITS = 6;

/** The posted form, or null when the body isn't a form we can parse (wrong type, broken multipart, ...). */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** A conform reply that shows `message` above the form (what `submission.reply({ formErrors })` produces). */
export function formErrorReply(message: string) {
  return { status: "error" as const, initialValue: {}, error: { "": [message] } };
}

/** A search box's value ("" when absent). Control characters never get here: guardRoutes refuses them. */
export function searchParam(params: URLSearchParams, name = "q") {
  return params.get(name) ?? "";
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const hasNul = (text: string) => text.includes("\u0000");

/** Whether a parsed JSON value holds a NUL in any string, key or value. */
function jsonHasNul(value: unknown): boolean {
  if (typeof value === "string") return hasNul(value);
  if (Array.isArray(value)) return value.some(jsonHasNul);
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => hasNul(k) || jsonHasNul(v));
  return false;
}

const isApi = (url: URL) => url.pathname.startsWith("/api/") || url.pathname.startsWith("/v1/");

/** The refusal, in the form the asker reads: the API's JSON error shape, else plain text (a page shows it in its error boundary). */
function refuse(url: URL, message: string): Response {
  if (isApi(url)) return Response.json({ message, error: message }, { status: 400, headers: { "Cache-Control": "private, no-store" } });
  return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** What is wrong with the address, or null. */
export function addressProblem(url: URL, params: Record<string, string | undefined>): string | null {
  for (const [name, value] of url.searchParams) {
    if (CONTROL.test(name) || CONTROL.test(value)) return name === "q" ? BAD_SEARCH : BAD_ADDRESS;
  }
  if (Object.values(params).some((value) => value !== undefined && CONTROL.test(value))) return BAD_ADDRESS;
  const page = url.searchParams.get("page");
  if (page && !new RegExp(`^\\d{1,${MAX_PAGE_DIGITS}}$`).test(page)) return BAD_PAGE;
  return null;
}

/**
 * What is wrong with the body of an action, or null. Pages (and the few other routes outside /api and /v1) read
 * forms; the APIs read a form or a JSON object, and any other body is theirs to read (Stripe's signed webhook).
 */
export async function bodyProblem(request: Request): Promise<string | null> {
  const url = new URL(request.url);
  const type = request.headers.get("Content-Type") ?? "";
  if (!request.body || isStreamedUpload(url.pathname, type)) return null;
  const unreadable = isApi(url) ? UNREADABLE_JSON : UNREADABLE_FORM;
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    const form = await request.clone().formData().catch(() => null);
    if (!form) return unreadable;
    for (const [name, value] of form) if (hasNul(name) || (typeof value === "string" && hasNul(value))) return NUL_IN_INPUT;
    return null;
  }
  const text = await request.clone().text();
  if (!text.trim()) return null;
  if (!isApi(url)) return unreadable;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return /json/i.test(type) ? unreadable : null;
  }
  return jsonHasNul(parsed) ? NUL_IN_INPUT : null;
}

type RouteArgs = { request: Request; params: Record<string, string | undefined> };
/** Each route types its own arguments; any function of one argument fits. */
type Handler = (args: never) => unknown;
interface RouteModule {
  loader?: Handler;
  action?: Handler;
}

/** The route module with its loader and action behind the checks; its other exports as they are. */
export function guardRoute<M extends RouteModule>(module: M): M {
  const guarded: RouteModule = { ...module };
  const { loader, action } = module;
  if (loader) {
    guarded.loader = async (args: RouteArgs) => {
      const url = new URL(args.request.url);
      const problem = addressProblem(url, args.params);
      if (problem) throw refuse(url, problem);
      return loader(args as never);
    };
  }
  if (action) {
    guarded.action = async (args: RouteArgs) => {
      const url = new URL(args.request.url);
      const problem = addressProblem(url, args.params) ?? (await bodyProblem(args.request));
      if (problem) throw refuse(url, problem);
      return action(args as never);
    };
  }
  return guarded as M;
}

/** The build with every route guarded: what server.ts serves. */
export function guardRoutes(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(Object.entries(build.routes).map(([id, route]) => [id, { ...route, module: guardRoute(route.module as RouteModule) as typeof route.module }]));
  return { ...build, routes };
}
