import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { childProcesses } from "../support/product";

export const MAIL_DIR = path.resolve(`tests/.tmp/e2e-mail-${process.env.E2E_PORT ?? 3100}`);
/** The fake Stripe server global-setup starts beside the app. */
export const FAKE_STRIPE_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
export const ADMIN = { email: "admin@tierlist.test", password: "admin-password-e2e" };
/** Where global-setup notes the process id of the product's launcher (`npm start`). */
export const LAUNCHER_PID_FILE = path.resolve(`tests/.tmp/e2e-launcher-${process.env.E2E_PORT ?? 3100}.pid`);

/**
 * Holds the product's worker still (SIGSTOP, then SIGCONT) while `during` runs: whatever it queues
 * stays queued until then, so a page is sure to show work in progress, however fast the worker is.
 * Other tests running meanwhile only wait a little longer for their resumes.
 */
export async function withWorkerPaused<T>(during: () => Promise<T>): Promise<T> {
  const workers = childProcesses(Number(readFileSync(LAUNCHER_PID_FILE, "utf8"))).filter((p) => p.cmdline.includes("worker/index.ts"));
  expect(workers, "the product runs one worker").toHaveLength(1);
  process.kill(workers[0]!.pid, "SIGSTOP");
  try {
    return await during();
  } finally {
    process.kill(workers[0]!.pid, "SIGCONT");
  }
}

export const newEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

/** Mails the real SMTP server received for this address, oldest first. */
export function mailsTo(address: string) {
  return readdirSync(MAIL_DIR)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(MAIL_DIR, f), "utf8")) as { to: string[]; subject: string; text: string })
    .filter((m) => m.to.includes(address));
}

export async function waitForMail(address: string, subject: string) {
  let found: ReturnType<typeof mailsTo>[number] | undefined;
  await expect
    .poll(() => {
      found = mailsTo(address).find((m) => m.subject === subject);
      return Boolean(found);
    }, { timeout: 20_000 })
    .toBe(true);
  return found!;
}

export async function signUp(page: Page, email: string, password = "password-123") {
  await page.goto("/auth/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/auth\/account-setup/);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  // The dashboard has arrived (not only its address), so a click now is on it.
  await expect(page.getByText("Recent Tournaments").first()).toBeVisible();
  await page.waitForLoadState("load");
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * Arranges account state that has no screen yet (buying a plan), straight in
 * the e2e database that global-setup started.
 */
export async function setPlan(email: string, planId: "free" | "pro" | "enterprise") {
  const { default: postgres } = await import("postgres");
  const port = Number(process.env.E2E_PORT ?? 3100) + 20000;
  // npm start keeps the embedded database's generated superuser password in its data folder.
  const password = readFileSync(path.resolve(`tests/.tmp/e2e-data-${process.env.E2E_PORT ?? 3100}/postgres-password`), "utf8").trim();
  const sql = postgres(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/tierlist`, { max: 1, onnotice: () => {} });
  try {
    await sql`update users set plan_id = ${planId === "free" ? null : planId} where lower(email) = lower(${email})`;
  } finally {
    await sql.end();
  }
}

/**
 * Without JavaScript, creating a tournament is three pages: the posting, the requirements the screen will use,
 * then the files and Create Tournament. Call it once the posting is typed; with JavaScript it is one page, and
 * this waits for the requirements read from the posting to show.
 */
export async function toUploadStep(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    await expect(page.getByRole("list", { name: "Requirements" })).toBeVisible();
    return;
  }
  await page.getByRole("button", { name: "Review requirements" }).click();
  await expect(page.getByRole("heading", { name: "Requirements the screen will use" })).toBeVisible();
  await page.getByRole("button", { name: "Continue to upload" }).click();
  await expect(page.getByText("Step 3 of 3")).toBeVisible();
}
