// A browser that has signed in to an account before carries a signed mark for it
// (`__known`). Such a browser skips the per-account sign-in delay, so someone
// guessing passwords from elsewhere can slow down only browsers the owner never used.
import { createCookie } from "@remix-run/node";
import { createHmac } from "node:crypto";
import { env, isProduction } from "./env.server";

const MAX_ACCOUNTS = 10;

let cookie: ReturnType<typeof createCookie> | undefined;
function knownCookie() {
  cookie ??= createCookie("__known", {
    httpOnly: true,
    sameSite: "lax",
    path: "/auth",
    secure: isProduction(),
    maxAge: 60 * 60 * 24 * 365,
    secrets: [createHmac("sha256", env().SESSION_SECRET).update("known-device").digest("base64url")],
  });
  return cookie;
}

const tagFor = (email: string) => createHmac("sha256", env().SESSION_SECRET).update(`known:${email.trim().toLowerCase()}`).digest("base64url").slice(0, 22);

async function tags(request: Request): Promise<string[]> {
  const value = await knownCookie().parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
}

/** Has this browser signed in to this account before? */
export async function isKnownDevice(request: Request, email: string) {
  return (await tags(request)).includes(tagFor(email));
}

/** The Set-Cookie that marks this browser as known for this account (after a successful sign-in). */
export async function markKnownDevice(request: Request, email: string) {
  const tag = tagFor(email);
  const kept = (await tags(request)).filter((t) => t !== tag);
  return knownCookie().serialize([tag, ...kept].slice(0, MAX_ACCOUNTS));
}
