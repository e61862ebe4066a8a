// Issue 10.7: a reset link is never stored. Someone who can read the database (the outbox,
// a backup, the admin's mail viewer) can't take over an account with what they find there.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { isResetTokenUsable, requestPasswordReset, resetPassword, verifyLogin } from "~/models/user.server";
import { loader as emailsLoader } from "~/routes/admin.dev-emails";
import { db, schema } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { deliverEmail } from "~/models/mailer.server";
import { startSmtpServer } from "../support/smtp";
import { waitFor } from "../support/wait";
import { createTestUser, getRequest, routeArgs, sessionCookie } from "../support/factories";

const smtp = await startSmtpServer();
process.env.SMTP_URL = smtp.url;
afterAll(() => smtp.close());

/** Every `token=` value in a text, decoded. */
const tokensIn = (text: string) => [...text.matchAll(/token=([^\s"'<&]+)/g)].map((m) => decodeURIComponent(m[1]!));

async function storedResetMail(to: string) {
  const [row] = await db
    .select()
    .from(schema.emailOutbox)
    .where(and(eq(schema.emailOutbox.toAddress, to), eq(schema.emailOutbox.kind, "password_reset")))
    .orderBy(desc(schema.emailOutbox.createdAt))
    .limit(1);
  return row!;
}

describe("password reset links", () => {
  it("are not in the outbox, before or after delivery; the delivered mail's link works", async () => {
    expect(env().SMTP_URL).toBe(smtp.url);
    const user = await createTestUser({ password: "old-password" });
    await requestPasswordReset(user.email);

    const stored = await storedResetMail(user.email);
    const storedTokens = [...tokensIn(stored.text), ...tokensIn(stored.html)];
    expect(storedTokens.length).toBeGreaterThan(0); // the mail still says where the link goes
    for (const token of storedTokens) expect(await isResetTokenUsable(token)).toBe(false);

    // The worker's delivery: the link is rendered into the mail that leaves.
    await deliverEmail(stored.id);
    const mail = await waitFor(async () => smtp.received.find((m) => JSON.stringify(m.to).includes(user.email)));
    const [sent] = tokensIn(mail!.text ?? "");
    expect(sent).toBeTruthy();
    expect(await isResetTokenUsable(sent!)).toBe(true);
    expect(mail!.html).toContain(`token=${sent}`);

    // Nothing stored reveals it, after delivery either.
    const after = await storedResetMail(user.email);
    expect(after.status).toBe("sent");
    expect(after.text).not.toContain(sent);
    expect(after.html).not.toContain(sent);
    const [tokenRow] = await db.select().from(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, user.id));
    expect(JSON.stringify(tokenRow)).not.toContain(sent);

    expect(await resetPassword(sent!, "brand-new-password")).toBe(true);
    expect(await verifyLogin(user.email, "brand-new-password")).toBeTruthy();
  });

  it("the dev mail viewer shows the working link outside production, and doesn't exist in production", async () => {
    const admin = await createTestUser({ role: "admin" });
    const cookie = await sessionCookie(admin.id);
    const someone = await createTestUser();
    await requestPasswordReset(someone.email);
    const stored = await storedResetMail(someone.email);

    const load = async () => {
      try {
        return await emailsLoader(routeArgs(getRequest(`/admin/dev-emails?tab=password-reset&id=${stored.id}`, { Cookie: cookie })) as never);
      } catch (error) {
        return error;
      }
    };
    const page = (await load()) as { selected: { text: string } };
    const [shown] = tokensIn(page.selected.text);
    expect(await isResetTokenUsable(shown!)).toBe(true);

    const settings = env() as { NODE_ENV: string };
    settings.NODE_ENV = "production";
    try {
      const refused = await load();
      expect(refused).toBeInstanceOf(Object);
      const status = refused instanceof Response ? refused.status : (refused as { init?: { status?: number } }).init?.status;
      expect(status).toBe(404);
    } finally {
      settings.NODE_ENV = "test";
    }
  });
});
