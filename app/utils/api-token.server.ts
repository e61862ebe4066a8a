// Personal API tokens: `Authorization: Bearer tl_…` on /api, for scripts and other clients.
// Random, stored only as a SHA-256, shown once, revocable; the last use is recorded.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { db, schema, type Db, type Tx } from "./db.server";
import { atMost, truncateVisible } from "./text-length";

const { apiTokens, users } = schema;

/** Our tokens start with this, so a partner's JWT on /api/tournaments/partner is never looked up here. */
export const API_TOKEN_PREFIX = "tl_";
export const TOKEN_NAME_MAX = 60;
const tooLong = `A token name can be at most ${TOKEN_NAME_MAX} characters.`;

/** A token's name as the account page and POST /api/auth/login take it: required there, optional here. */
export const tokenName = (required: string) => z.string({ error: required }).trim().min(1, required).refine(atMost(TOKEN_NAME_MAX), tooLong);
export const optionalTokenName = () => z.string({ error: "tokenName must be text." }).trim().refine(atMost(TOKEN_NAME_MAX), tooLong).optional();

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The bearer token of this request, when it is one of ours. */
export function apiTokenOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "");
  const token = match?.[1] ?? "";
  return token.startsWith(API_TOKEN_PREFIX) && token.length < 200 ? token : null;
}

/** A new token for the user; the only time its value exists outside the caller. */
export async function createApiToken({ userId, name }: { userId: string; name: string }) {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, name: truncateVisible(name.trim(), TOKEN_NAME_MAX) || "API token", tokenHash: hashToken(token) })
    .returning({ id: apiTokens.id, name: apiTokens.name, createdAt: apiTokens.createdAt });
  return { ...row!, token };
}

/** The user whose live token this is; records its use (at most once a minute, to spare the row). */
export async function getUserByApiToken(token: string) {
  const [row] = await db
    .select({ tokenId: apiTokens.id, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt)));
  if (!row) return null;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(apiTokens.id, row.tokenId), sql`(${apiTokens.lastUsedAt} is null or ${apiTokens.lastUsedAt} < now() - interval '1 minute')`));
  return row.user;
}

/** The user's tokens, newest first, revoked ones included (so the account page can show them). */
export function listApiTokens(userId: string) {
  return db
    .select({ id: apiTokens.id, name: apiTokens.name, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt, revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt));
}

/** Revokes one of the user's tokens; false when it is not theirs or already revoked. */
export async function revokeApiToken({ id, userId }: { id: string; userId: string }) {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/** Logout with a token: that token stops working. */
export async function revokeApiTokenValue(token: string) {
  await db.update(apiTokens).set({ revokedAt: new Date() }).where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt)));
}

/** A password reset: every token of the account stops working, as every session does. */
export async function revokeAllApiTokens(tx: Tx | Db, userId: string) {
  await tx.update(apiTokens).set({ revokedAt: new Date() }).where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}
