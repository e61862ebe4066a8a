// Issue 24.9: a recruiter changes their own email or password on /dashboard/account. Each needs the
// current password, signs out every other browser, and mails a notice (for an email change, to the
// OLD address) through the outbox and a real SMTP server.
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { deliverEmail } from "~/models/mailer.server";
import { isResetTokenUsable, verifyLogin } from "~/models/user.server";
import { action as accountAction } from "~/routes/dashboard.account";
import { db, schema } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { dashboardWith, logIn as signIn } from "../support/browser-session";
import { createTestUser, formRequest, uniqueEmail } from "../support/factories";
import { call, toastOf } from "../support/route-call";
import { startSmtpServer } from "../support/smtp";
import { waitFor } from "../support/wait";

const smtp = await startSmtpServer();
process.env.SMTP_URL = smtp.url;
afterAll(() => smtp.close());

const PASSWORD = "old-password-1";

const logIn = (email: string, password = PASSWORD) => signIn(email, password);

type Reply = { status: string; error: Record<string, string[]> };
const post = (cookie: string, fields: Record<string, string>) => call(accountAction, formRequest("/dashboard/account", fields, { Cookie: cookie }));
const errorsOf = (data: unknown, form: "changeEmail" | "changePassword") => (data as Record<string, Reply>)[form]!.error;

/** The notices queued for an address, newest first. */
const noticesTo = (to: string) =>
  db
    .select()
    .from(schema.emailOutbox)
    .where(and(eq(schema.emailOutbox.toAddress, to), eq(schema.emailOutbox.kind, "account_change")))
    .orderBy(desc(schema.emailOutbox.createdAt));

/** Delivers the queued notice as the worker does, and waits for the SMTP server to receive it. */
async function deliveredNotice(to: string) {
  const [row] = await noticesTo(to);
  expect(row, `a notice was queued for ${to}`).toBeTruthy();
  await deliverEmail(row!.id);
  return waitFor(async () => smtp.received.find((m) => JSON.stringify(m.to).includes(to) && m.subject === row!.subject));
}

describe("changing the password", () => {
  it("needs the current password, ends the other sessions, keeps this one, and mails a notice", async () => {
    expect(env().SMTP_URL).toBe(smtp.url);
    const user = await createTestUser({ password: PASSWORD });
    const laptop = await logIn(user.email);
    const phone = await logIn(user.email);

    const wrong = await post(laptop, { intent: "change-password", currentPassword: "not-it", password: "brand-new-pass", confirmPassword: "brand-new-pass" });
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong.data, "changePassword")).toEqual({ currentPassword: ["That is not your current password."] });
    expect(await verifyLogin(user.email, PASSWORD)).toBeTruthy();
    expect(await dashboardWith(phone)).toBe("dashboard");
    expect(await noticesTo(user.email)).toHaveLength(0);

    const short = await post(laptop, { intent: "change-password", currentPassword: PASSWORD, password: "short", confirmPassword: "short" });
    expect([short.status, errorsOf(short.data, "changePassword")]).toEqual([400, { password: ["Password must be at least 8 characters long"] }]);
    const mismatch = await post(laptop, { intent: "change-password", currentPassword: PASSWORD, password: "brand-new-pass", confirmPassword: "brand-new-pasz" });
    expect([mismatch.status, errorsOf(mismatch.data, "changePassword")]).toEqual([400, { confirmPassword: ["Passwords don't match"] }]);
    // Passwords are never sent back into the form.
    expect(JSON.stringify(mismatch.data)).not.toContain("brand-new-pass");

    const done = await post(laptop, { intent: "change-password", currentPassword: PASSWORD, password: "brand-new-pass", confirmPassword: "brand-new-pass" });
    expect([done.status, done.headers.get("Location")]).toEqual([302, "/dashboard/account"]);
    expect(await toastOf(done.headers)).toMatchObject({ type: "success", message: "Password changed" });
    expect(await dashboardWith(laptop)).toBe("dashboard");
    expect(await dashboardWith(phone)).toBe("login");
    expect(await verifyLogin(user.email, PASSWORD)).toBeNull();
    expect(await verifyLogin(user.email, "brand-new-pass")).toBeTruthy();

    const mail = await deliveredNotice(user.email);
    expect(mail.subject).toBe("Your Tierlist password was changed");
    expect(mail.text).toContain("The password of your Tierlist account was changed on");
    expect(mail.text).toContain("Every other browser signed in to the account was signed out.");
    expect(mail.text).toContain(`If you didn't make this change, reset your password now and write to ${env().SUPPORT_EMAIL}.`);
    expect(mail.text).toContain("http://localhost:3999/auth/forgot-password");
    expect(mail.text).not.toContain("brand-new-pass");
  });

  it("makes a reset link sent before the change stop working", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const cookie = await logIn(user.email);
    const token = randomBytes(32).toString("base64url");
    await db.insert(schema.passwordResetTokens).values({ userId: user.id, tokenHash: createHash("sha256").update(token).digest("hex"), expiresAt: new Date(Date.now() + 60_000) });
    expect(await isResetTokenUsable(token)).toBe(true);
    const done = await post(cookie, { intent: "change-password", currentPassword: PASSWORD, password: "brand-new-pass", confirmPassword: "brand-new-pass" });
    expect(done.status).toBe(302);
    expect(await isResetTokenUsable(token)).toBe(false);
  });
});

describe("changing the email", () => {
  it("needs the current password, ends the other sessions, and mails the notice to the old address", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const laptop = await logIn(user.email);
    const phone = await logIn(user.email);
    const next = uniqueEmail("moved");

    const wrong = await post(laptop, { intent: "change-email", email: next, currentPassword: "not-it" });
    expect([wrong.status, errorsOf(wrong.data, "changeEmail")]).toEqual([400, { currentPassword: ["That is not your current password."] }]);
    const invalid = await post(laptop, { intent: "change-email", email: "not an address", currentPassword: PASSWORD });
    expect([invalid.status, errorsOf(invalid.data, "changeEmail")]).toEqual([400, { email: ["Please enter a valid email address"] }]);
    const same = await post(laptop, { intent: "change-email", email: user.email.toUpperCase(), currentPassword: PASSWORD });
    expect([same.status, errorsOf(same.data, "changeEmail")]).toEqual([400, { email: ["That is already your email address."] }]);
    const someoneElse = await createTestUser();
    const taken = await post(laptop, { intent: "change-email", email: someoneElse.email, currentPassword: PASSWORD });
    expect([taken.status, errorsOf(taken.data, "changeEmail")]).toEqual([400, { email: ["An account with this email already exists."] }]);
    expect(await dashboardWith(phone)).toBe("dashboard");

    const done = await post(laptop, { intent: "change-email", email: next, currentPassword: PASSWORD });
    expect([done.status, done.headers.get("Location")]).toEqual([302, "/dashboard/account"]);
    expect(await toastOf(done.headers)).toMatchObject({ message: "Email changed", description: `You now sign in with ${next}. Other browsers were signed out, and we sent a notice to ${user.email}.` });
    expect(await dashboardWith(laptop)).toBe("dashboard");
    expect(await dashboardWith(phone)).toBe("login");
    expect(await verifyLogin(user.email, PASSWORD)).toBeNull();
    expect((await verifyLogin(next, PASSWORD))?.id).toBe(user.id);

    const mail = await deliveredNotice(user.email);
    expect(mail.subject).toBe("Your Tierlist email address was changed");
    expect(mail.text).toContain(`The email address of your Tierlist account was changed from ${user.email} to ${next} on`);
    expect(mail.text).toContain(`If you didn't make this change, someone else may have your password: write to ${env().SUPPORT_EMAIL} right away`);
    // The new address gets no notice: whoever made the change already knows.
    expect(await noticesTo(next)).toHaveLength(0);
  });

  it("refuses a visitor and an unreadable body", async () => {
    const visitor = await post("", { intent: "change-email", email: uniqueEmail(), currentPassword: PASSWORD });
    expect([visitor.status, visitor.headers.get("Location")]).toEqual([302, "/auth/login?redirectTo=%2Fdashboard%2Faccount"]);
    const user = await createTestUser({ password: PASSWORD });
    const cookie = await logIn(user.email);
    const garbled = await call(accountAction, new Request("http://localhost:3999/dashboard/account", { method: "POST", body: "%%%", headers: { Cookie: cookie, "Content-Type": "multipart/form-data; boundary=x" } }));
    expect(garbled.status).toBe(400);
  });

  it("slows down guessing: after 10 tries in 15 minutes even the right password waits", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const cookie = await logIn(user.email);
    for (let i = 0; i < 10; i++) expect((await post(cookie, { intent: "change-email", email: uniqueEmail(), currentPassword: `guess-${i}` })).status).toBe(400);
    const right = await post(cookie, { intent: "change-email", email: uniqueEmail(), currentPassword: PASSWORD });
    expect([right.status, errorsOf(right.data, "changeEmail")]).toEqual([400, { currentPassword: ["Too many attempts. Please wait 15 minutes and try again."] }]);
    expect(await verifyLogin(user.email, PASSWORD)).toBeTruthy();
  });
});
