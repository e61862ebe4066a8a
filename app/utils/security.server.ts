import type { IncomingHttpHeaders } from "node:http";

export function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Endpoints called by other servers with their own authentication (signature or bearer). */
const MACHINE_ENDPOINTS = [/^\/api\/stripe\/webhook$/, /^\/v1\//];

/**
 * Refuse state-changing requests a browser sent from another site. Browsers
 * send Origin (and Sec-Fetch-Site) on POSTs; clients without either are not
 * browsers and carry no ambient cookie risk beyond SameSite=Lax.
 */
export function isCrossOriginMutation(method: string, pathname: string, headers: IncomingHttpHeaders) {
  if (["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase())) return false;
  if (MACHINE_ENDPOINTS.some((re) => re.test(pathname)) && !headers.cookie) return false;
  const site = headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return true;
  const origin = headers.origin;
  if (!origin || origin === "null") return origin === "null";
  const host = headers["x-forwarded-host"] ?? headers.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
