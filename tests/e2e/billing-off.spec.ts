// Issue 26: a self-hosted team runs Tierlist without billing. A fresh `npm start`
// with BILLING=off and no Stripe keys (its own database, beside the one
// global-setup starts) says which mode it is in; every account creates
// tournaments of up to 1,000 resumes and downloads zips; the pricing, credits
// and promo pages and links are gone; the admin keeps the rest.
import { rmSync } from "node:fs";
import { expect, test as base, type Page } from "@playwright/test";
import { utf8Txt } from "../fixtures/resume-files";
import { productDataDir, startProduct, stopProduct } from "../support/product";
import { ADMIN, logIn, newEmail, signUp, toUploadStep } from "./helpers";

interface StartedApp {
  url: string;
  log: () => string;
}

/** A fresh `npm start` (its own data folder and free ports) with these settings, for the worker's tests. */
function freshApp(settings: Record<string, string>) {
  return async ({}, use: (app: StartedApp) => Promise<void>) => {
    const dataDir = productDataDir("e2e-fresh");
    const product = await startProduct({
      dataDir,
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        RATE_LIMIT_FACTOR: "50",
        STRIPE_SECRET_KEY: "",
        STRIPE_WEBHOOK_SECRET: "",
        STRIPE_API_BASE: "",
        SMTP_URL: "",
        PARTNER_JWT_SECRET: "e2e-partner-jwt-secret-0123456789abcdef",
        ...settings,
      },
    });
    // The address its APP_URL names, so the cross-site guard sees the browser as same-site.
    await use({ url: `http://localhost:${product.port}`, log: () => product.output() });
    await stopProduct(product);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

const test = base.extend<object, { app: StartedApp }>({
  app: [freshApp({ BILLING: "off" }), { scope: "worker", timeout: 150_000 }],
  baseURL: async ({ app }, use) => use(app.url),
});
const withoutStripe = base.extend<object, { app: StartedApp }>({
  app: [freshApp({ BILLING: "on" }), { scope: "worker", timeout: 150_000 }],
  baseURL: async ({ app }, use) => use(app.url),
});

test.describe.configure({ timeout: 180_000 });

const files = (n: number, prefix = "cv") => Array.from({ length: n }, (_, i) => ({ name: `${prefix}-${i}.txt`, mimeType: "text/plain", buffer: Buffer.from(utf8Txt(`Sam Doe ${i}\nBookkeeper\nExcel, payroll, QuickBooks`)) }));

async function create(page: Page, name: string, javaScriptEnabled: boolean, chosen: ReturnType<typeof files> = []) {
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill(name);
  await toUploadStep(page, javaScriptEnabled);
  if (chosen.length) await page.getByLabel("Resume Upload").setInputFiles(chosen);
  await page.getByRole("button", { name: "Create Tournament" }).click();
}

test("without billing: no credits, 1,000 resumes a tournament, zips for everyone, no pricing pages or links", async ({ page, app, javaScriptEnabled }) => {
  // The start says which mode it runs in.
  expect(app.log()).toContain("Billing: off (BILLING=off): no credits, plans or payments; every account creates tournaments of up to 1,000 resumes and downloads tier zips.");

  // No pricing on the landing page.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Try the demo" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pricing" })).toHaveCount(0);
  await expect(page.locator("#pricing")).toHaveCount(0);

  await signUp(page, newEmail("self-hosted"));
  // No credits card, no Credits link; Profile goes to the account page.
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Active Credits")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Manage Credits" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(["Dashboard", "Tournaments", "Resumes", "Help & Support"]);
  expect(await page.locator('a[href^="/subscription"]').count()).toBe(0);
  await page.goto("/help");
  expect(await page.locator('a[href^="/subscription"]').count()).toBe(0);

  // The credits, pricing and promo pages are gone, and so is their API.
  for (const gone of ["/subscription/manage", "/subscription/plans", "/subscription/promo", "/subscription/checkout?session_id=x"]) {
    const res = await page.goto(gone);
    expect(res!.status(), gone).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  }
  const plans = await page.request.get("/api/plans");
  expect([plans.status(), await plans.json()]).toEqual([404, { message: "Billing is turned off on this server." }]);
  const redeem = await page.request.post("/api/promo-codes/redeem", { data: { code: "ANYTHING" } });
  expect(redeem.status()).toBe(404);

  // Up to 1,000 files a tournament, not FREE's 10: 1,001 are refused whole, 12 are taken.
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Too many");
  await toUploadStep(page, javaScriptEnabled);
  await expect(page.getByText("up to 1,000 files; 10 MB each")).toBeVisible();
  await page.getByLabel("Resume Upload").setInputFiles(files(1001, "many"));
  if (javaScriptEnabled) {
    await expect(page.getByText("You can only upload up to 1000 files.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Tournament" })).toBeDisabled();
  } else {
    await page.getByRole("button", { name: "Create Tournament" }).click();
    await expect(page.getByText("You can only upload up to 1000 files.").first()).toBeVisible();
  }
  await create(page, "Twelve resumes", javaScriptEnabled, files(12));
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/^Created .* · 12 resumes$/)).toBeVisible();
  const id = page.url().split("/").pop()!;
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 60_000 });

  // The tier zip on a plan that has none with billing on.
  const tier = (await page.locator("[data-candidate-row]").first().getByLabel(/^Tier [A-D]$/).getAttribute("aria-label"))!.slice(-1);
  const zip = await page.request.get(`/api/tournaments/${id}/export/tier/${tier}`);
  expect(zip.status()).toBe(200);
  expect(zip.headers()["content-type"]).toBe("application/zip");
  await page.getByText("Export", { exact: true }).click();
  await expect(page.getByText("Subscription required")).toHaveCount(0);

  // More tournaments than FREE's two credits.
  await create(page, "Second", javaScriptEnabled);
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  await create(page, "Third", javaScriptEnabled);
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("alertdialog", { name: "Tournament Limit Reached" })).toHaveCount(0);
  await page.goto("/dashboard");
  await expect(page.getByText("Third")).toBeVisible();

  // The admin still manages partners and sees every tournament; the promo codes page is gone.
  await page.context().clearCookies();
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/admin/partners");
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Promo codes" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Partners" })).toBeVisible();
  expect((await page.goto("/admin/promo-codes"))!.status()).toBe(404);
  expect((await page.goto("/admin/tournaments"))!.status()).toBe(200);
  await expect(page.getByText("Twelve resumes")).toBeVisible();
});

withoutStripe("with billing on and no Stripe keys, Purchase says why it is off, and the start says so", async ({ page, app }) => {
  withoutStripe.setTimeout(120_000);
  expect(app.log()).toContain("Billing: on, without card payments (no STRIPE_SECRET_KEY): Purchase is off and says why; promo codes still work. Set BILLING=off to run without credits.");
  await signUp(page, newEmail("stripeless"));
  await page.goto("/subscription/manage");
  await expect(page.getByRole("note")).toContainText("Payments are not configured on this server, so credit packs can't be bought here. Promo codes still work. Ask your administrator to set up card payments.");
  for (const plan of ["PRO", "ENTERPRISE", "EXTRA TOURNAMENT"]) {
    const purchase = page.getByRole("button", { name: `Purchase Now: ${plan}` });
    await expect(purchase).toBeDisabled();
    // Never disabled without a word: the reason is beside the button and is its description.
    await expect(purchase).toHaveAccessibleDescription(/^Purchase is off: card payments are not set up on this server\. Payments are not configured on this server/);
    await expect(page.getByRole("listitem").filter({ has: purchase })).toContainText("Purchase is off: card payments are not set up on this server.");
  }
  // The administrator is told which settings turn payments on, or billing off.
  await page.context().clearCookies();
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/subscription/manage");
  await expect(page.getByRole("note")).toContainText("To sell credit packs, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; to run without credits at all, set BILLING=off.");
});
