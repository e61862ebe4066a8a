import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { createHash, randomUUID } from "node:crypto";
import { setupAccountJob } from "~/jobs/setup-account.server";
import { db, schema } from "~/utils/db.server";
import { passwordResetEmail, resetTokenFor, resetTokenMarker, welcomeEmail } from "~/utils/emails.server";
import { queueEmail } from "~/models/mailer.server";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../../db/password.server";
import { endAllSessions } from "~/utils/session.server";
import { grantCredits } from "./credits.server";

const { users, passwordResetTokens } = schema;

export async function getUserByEmail(email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return user ?? null;
}

export class EmailTakenError extends Error {}

/**
 * One transaction: the account, its FREE plan grant, the welcome mail and the
 * job that prepares the sample tournament.
 */
export async function createUser({ email, password }: { email: string; password: string }) {
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ email: email.trim(), passwordHash }).returning();
      await grantCredits(tx, user!.id, { reason: "signup" });
      await queueEmail(tx, welcomeEmail(user!.email));
      await setupAccountJob.enqueue(tx, { userId: user!.id }, { jobKey: `setup:${user!.id}` });
      return user!;
    });
  } catch (error) {
    if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === "23505") {
      throw new EmailTakenError("An account with this email already exists.");
    }
    throw error;
  }
}

/** Same work whether or not the account exists, so timing does not reveal it. */
export async function verifyLogin(email: string, password: string) {
  const user = await getUserByEmail(email);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  return ok && user ? user : null;
}

const RESET_TTL_MS = 60 * 60 * 1000;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Queues a reset mail when the account exists; says nothing either way. */
export async function requestPasswordReset(email: string) {
  const user = await getUserByEmail(email);
  if (!user) {
    await dummyPasswordHash();
    return;
  }
  // The token is derived from the row's random id and the server secret; the outbox only names the row (emails.server.ts).
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      id,
      userId: user.id,
      tokenHash: hashToken(resetTokenFor(id)),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    await queueEmail(tx, passwordResetEmail(user.email, resetTokenMarker(id)));
  });
}

export async function isResetTokenUsable(token: string) {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())));
  return Boolean(row);
}

/** Single use: the token is consumed atomically with the password change. */
export async function resetPassword(token: string, password: string) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
      .returning({ userId: passwordResetTokens.userId });
    if (!row) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    // Any other outstanding links for this account stop working too.
    await tx.update(passwordResetTokens).set({ usedAt: new Date() }).where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    // Whoever had the old password is signed out everywhere.
    await endAllSessions(tx, row.userId);
    return true;
  });
}
