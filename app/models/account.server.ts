// Changing one's own email or password (/dashboard/account). Each needs the current password, ends the
// account's other sessions and any outstanding reset link, and mails a notice, in one transaction.
import { and, eq, isNull } from "drizzle-orm";
import { queueEmail } from "~/models/mailer.server";
import { db, schema, type Tx } from "~/utils/db.server";
import { emailChangedEmail, passwordChangedEmail } from "~/utils/emails.server";
import { hitRateLimit } from "~/utils/rate-limit.server";
import { endOtherSessions, type SessionUser } from "~/utils/session.server";
import { hashPassword, verifyPassword } from "../../db/password.server";

const { users, passwordResetTokens } = schema;

/** Guessing the current password from a stolen session is as slow as guessing it at the login. */
const RATE_LIMIT_ACCOUNT_CHANGE = { name: "account-change", limit: 10, windowSeconds: 900 };

export type AccountChange = { ok: true } | { ok: false; field: "currentPassword" | "email"; message: string };

export const ACCOUNT_MESSAGES = {
  wrongPassword: "That is not your current password.",
  tooMany: "Too many attempts. Please wait 15 minutes and try again.",
  sameEmail: "That is already your email address.",
  emailTaken: "An account with this email already exists.",
};

async function checkCurrentPassword(user: SessionUser, currentPassword: string): Promise<AccountChange> {
  if (!(await hitRateLimit(RATE_LIMIT_ACCOUNT_CHANGE, user.id)).allowed) return { ok: false, field: "currentPassword", message: ACCOUNT_MESSAGES.tooMany };
  if (!(await verifyPassword(currentPassword, user.passwordHash))) return { ok: false, field: "currentPassword", message: ACCOUNT_MESSAGES.wrongPassword };
  return { ok: true };
}

/** Whoever held the account before the change is signed out elsewhere, and a reset link sent before it no longer works. */
async function closeOtherDoors(tx: Tx, userId: string, sessionKey: string | null) {
  await endOtherSessions(tx, userId, sessionKey);
  await tx.update(passwordResetTokens).set({ usedAt: new Date() }).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

const isUniqueViolation = (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === "23505";

export async function changeEmail({ user, sessionKey, email, currentPassword }: { user: SessionUser; sessionKey: string | null; email: string; currentPassword: string }): Promise<AccountChange> {
  const checked = await checkCurrentPassword(user, currentPassword);
  if (!checked.ok) return checked;
  if (email.toLowerCase() === user.email.toLowerCase()) return { ok: false, field: "email", message: ACCOUNT_MESSAGES.sameEmail };
  try {
    await db.transaction(async (tx) => {
      // Only if the password is still the one checked: a change racing a reset loses.
      const [changed] = await tx.update(users).set({ email }).where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash))).returning({ id: users.id });
      if (!changed) throw new StalePassword();
      await closeOtherDoors(tx, user.id, sessionKey);
      await queueEmail(tx, emailChangedEmail({ oldEmail: user.email, newEmail: email }));
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, field: "email", message: ACCOUNT_MESSAGES.emailTaken };
    if (error instanceof StalePassword) return { ok: false, field: "currentPassword", message: ACCOUNT_MESSAGES.wrongPassword };
    throw error;
  }
  return { ok: true };
}

export async function changePassword({ user, sessionKey, currentPassword, password }: { user: SessionUser; sessionKey: string | null; currentPassword: string; password: string }): Promise<AccountChange> {
  const checked = await checkCurrentPassword(user, currentPassword);
  if (!checked.ok) return checked;
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ email: users.email });
    if (!changed) return false;
    await closeOtherDoors(tx, user.id, sessionKey);
    await queueEmail(tx, passwordChangedEmail({ to: changed.email }));
    return true;
  });
  return done ? { ok: true } : { ok: false, field: "currentPassword", message: ACCOUNT_MESSAGES.wrongPassword };
}

class StalePassword extends Error {}

