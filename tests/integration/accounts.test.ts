import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getCredits } from "~/models/credits.server";
import { createUser, EmailTakenError, isResetTokenUsable, requestPasswordReset, resetPassword, verifyLogin } from "~/models/user.server";
import { db, schema } from "~/utils/db.server";
import { renderSecrets } from "~/utils/emails.server";
import { uniqueEmail } from "../support/factories";

/** The token in the mail as it is sent (the outbox keeps only a marker in its place). */
function tokenFromMail(text: string) {
  const match = renderSecrets(text).match(/token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error("no token in mail");
  return decodeURIComponent(match[1]!);
}

async function latestMail(to: string, kind: "welcome" | "password_reset") {
  const [row] = await db
    .select()
    .from(schema.emailOutbox)
    .where(and(eq(schema.emailOutbox.toAddress, to), eq(schema.emailOutbox.kind, kind)))
    .orderBy(sql`${schema.emailOutbox.createdAt} desc`)
    .limit(1);
  return row;
}

describe("accounts", () => {
  it("signs up with a hashed password, a FREE credit grant, a welcome mail and a setup job", async () => {
    const email = uniqueEmail();
    const user = await createUser({ email, password: "hunter22" });
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(user.passwordHash).not.toContain("hunter22");
    const credits = await getCredits(user.id);
    expect(credits).toMatchObject({ total: 2, used: 0, available: 2, unlimited: false });
    expect(credits.plan.name).toBe("FREE");
    expect(await latestMail(email, "welcome")).toBeTruthy();
    const jobs = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'setup-account' and key = ${`setup:${user.id}`}`,
    );
    expect(jobs[0]!.n).toBe(1);
  });

  it("refuses a second account with the same email, whatever its case", async () => {
    const email = uniqueEmail();
    await createUser({ email, password: "hunter22" });
    await expect(createUser({ email: email.toUpperCase(), password: "hunter22" })).rejects.toBeInstanceOf(EmailTakenError);
  });

  it("verifies the right password only", async () => {
    const email = uniqueEmail();
    await createUser({ email, password: "right-password" });
    expect(await verifyLogin(email, "right-password")).toBeTruthy();
    expect(await verifyLogin(email.toUpperCase(), "right-password")).toBeTruthy();
    expect(await verifyLogin(email, "wrong-password")).toBeNull();
    expect(await verifyLogin(uniqueEmail("nobody"), "right-password")).toBeNull();
  });

  it("resets a password with a single-use, hashed token", async () => {
    const email = uniqueEmail();
    const user = await createUser({ email, password: "old-password" });
    await requestPasswordReset(email);
    const mail = await latestMail(email, "password_reset");
    expect(mail?.text).toContain("expires in 1 hour");
    const token = tokenFromMail(mail!.text);

    const [stored] = await db.select().from(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, user.id));
    expect(stored!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(stored!.tokenHash).not.toContain(token);

    expect(await isResetTokenUsable(token)).toBe(true);
    expect(await resetPassword(token, "new-password-1")).toBe(true);
    expect(await verifyLogin(email, "new-password-1")).toBeTruthy();
    expect(await verifyLogin(email, "old-password")).toBeNull();
    // Used once: a second use fails.
    expect(await isResetTokenUsable(token)).toBe(false);
    expect(await resetPassword(token, "another-password")).toBe(false);
  });

  it("does not accept an expired reset token", async () => {
    const email = uniqueEmail();
    const user = await createUser({ email, password: "old-password" });
    await requestPasswordReset(email);
    const token = tokenFromMail((await latestMail(email, "password_reset"))!.text);
    await db
      .update(schema.passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.passwordResetTokens.userId, user.id));
    expect(await resetPassword(token, "new-password-1")).toBe(false);
    expect(await verifyLogin(email, "old-password")).toBeTruthy();
  });

  it("sends nothing and stores nothing for an unknown email", async () => {
    const email = uniqueEmail("ghost");
    await requestPasswordReset(email);
    expect(await latestMail(email, "password_reset")).toBeUndefined();
  });
});
