import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { isUuid } from "~/utils/uuid";
import { db, schema } from "./db.server";
import { env } from "./env.server";
import { getSessionKey, liveSession } from "./session.server";
import { hasToastCookie } from "./toast.server";

/**
 * Rendered tournament pages, kept per web process and keyed by everything they
 * show: the URL, the viewer, their plan, and the tournament's version, which
 * database triggers bump on any change to it or its resumes (migration 0002).
 * Only settled tournaments are kept: while one is processing its page changes
 * every second anyway. A hit costs one indexed query instead of four queries
 * and a React render.
 */

const TOURNAMENT_PAGE = /^\/dashboard\/tournament\/([^/]+)$/;
const PAGE_PARAMS = new Set(["tier", "page", "view", "stage", "sort", "dir"]);
const SETTLED = new Set(["completed", "error"]);
/** A safety net only: entries are correct for as long as their key matches. */
const MAX_AGE_MS = 10 * 60 * 1000;

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** The nonce the page was rendered with; each hit gets its own. */
  nonce: string;
  storedAt: number;
  /** The body cut at each occurrence of the nonce, ready to be joined with another. */
  parts?: string[];
}

/** The page's cache key, or null when this request must be rendered (not a settled tournament page of the viewer's, a toast to show, ...). */
export async function tournamentPageKey(request: Request): Promise<string | null> {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  const id = TOURNAMENT_PAGE.exec(url.pathname)?.[1];
  if (!isUuid(id)) return null;
  for (const name of url.searchParams.keys()) if (!PAGE_PARAMS.has(name)) return null;
  // A pending toast is read (and cleared) by the render: never cache or skip it.
  if (hasToastCookie(request)) return null;
  const sessionKey = await getSessionKey(request);
  if (!sessionKey) return null;

  // One indexed query: the viewer's live session, their tournament, their plan.
  const { tournaments, users, plans, sessions } = schema;
  const [row] = await db
    .select({
      userId: users.id,
      version: tournaments.version,
      status: tournaments.status,
      email: users.email,
      role: users.role,
      planId: users.planId,
      unlimited: users.hasUnlimitedAccess,
      zipExport: plans.zipExport,
      resumeCap: plans.maxResumesPerTournament,
    })
    .from(tournaments)
    .innerJoin(users, eq(users.id, tournaments.userId))
    .innerJoin(sessions, and(eq(sessions.userId, users.id), liveSession(sessionKey)))
    .innerJoin(plans, eq(plans.id, users.planId))
    .where(eq(tournaments.id, id));
  if (!row || !SETTLED.has(row.status)) return null;
  const params = new URLSearchParams(url.searchParams);
  params.sort();
  return JSON.stringify([url.pathname, params.toString(), row.userId, row]);
}

/** A page rendered for this key may be kept: a plain 200 HTML page that sets no cookie. */
export function isCacheable(response: Response) {
  return response.status === 200 && (response.headers.get("Content-Type") ?? "").startsWith("text/html") && !response.headers.has("Set-Cookie");
}

/** The cached page as this request must see it: with its own nonce. */
export function withNonce(page: CachedPage, nonce: string) {
  if (!page.nonce || !nonce) return page.body;
  page.parts ??= page.body.split(page.nonce);
  return page.parts.join(nonce);
}

/** Least recently used pages go first once the byte budget is reached. */
export class PageCache {
  private pages = new Map<string, CachedPage>();
  private bytes = 0;
  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs = MAX_AGE_MS,
  ) {}

  get size() {
    return this.pages.size;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (now - page.storedAt > this.maxAgeMs) {
      this.bytes -= page.body.length;
      return undefined;
    }
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage) {
    if (page.body.length > this.maxBytes) return;
    const old = this.pages.get(key);
    if (old) {
      this.pages.delete(key);
      this.bytes -= old.body.length;
    }
    this.pages.set(key, page);
    this.bytes += page.body.length;
    for (const [k, p] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(k);
      this.bytes -= p.body.length;
    }
  }
}

type Render = () => Promise<Response>;

/**
 * What the web server calls for every GET: a cached page for this request, or
 * null to let Remix handle it. Identical misses that arrive together share one
 * render.
 */
export function createDocumentCache(maxBytes = env().PAGE_CACHE_MB * 1024 * 1024) {
  const cache = new PageCache(maxBytes);
  const rendering = new Map<string, Promise<CachedPage | null>>();

  async function respond(request: Request, nonce: string, render: Render): Promise<{ page: CachedPage; hit: boolean } | { response: Response } | null> {
    if (maxBytes <= 0) return null;
    const key = await tournamentPageKey(request);
    if (!key) return null;
    const cached = cache.get(key);
    if (cached) return { page: cached, hit: true };
    const pending = rendering.get(key);
    if (pending) {
      const shared = await pending;
      return shared ? { page: shared, hit: true } : null;
    }
    let settle!: (page: CachedPage | null) => void;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      const response = await render();
      if (!isCacheable(response)) {
        settle(null);
        return { response };
      }
      const page: CachedPage = { status: response.status, headers: [...response.headers], body: await response.text(), nonce, storedAt: Date.now() };
      cache.set(key, page);
      settle(page);
      return { page, hit: false };
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      rendering.delete(key);
    }
  }

  return { respond, cache };
}

export type DocumentCache = ReturnType<typeof createDocumentCache>;

/** Set per response, never replayed from a cached page. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "content-encoding", "content-security-policy", "set-cookie", "transfer-encoding"]);

function fetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, { method: req.method, headers });
}

/**
 * The Express route the web server mounts before Remix: serves a cached page,
 * renders and keeps a missing one, and passes anything else on to Remix.
 * Each response carries X-Page-Cache: hit or miss.
 */
export function pageCacheMiddleware({ build, getLoadContext }: { build: ServerBuild; getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext }) {
  const documents = createDocumentCache();
  const render = createRequestHandler(build, build.mode);
  const handler: RequestHandler = async (req, res, next) => {
    try {
      const request = fetchRequest(req);
      const nonce = String(res.locals.nonce ?? "");
      const result = await documents.respond(request, nonce, () => render(request, getLoadContext(req, res)));
      if (!result) return next();
      if ("response" in result) {
        res.status(result.response.status);
        for (const [name, value] of result.response.headers) if (name !== "content-length") res.append(name, value);
        res.send(Buffer.from(await result.response.arrayBuffer()));
        return;
      }
      res.status(result.page.status);
      for (const [name, value] of result.page.headers) if (!PER_RESPONSE_HEADERS.has(name)) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", result.hit ? "hit" : "miss");
      res.send(withNonce(result.page, nonce));
    } catch (error) {
      next(error);
    }
  };
  return { path: "/dashboard/tournament/:id", handler };
}
