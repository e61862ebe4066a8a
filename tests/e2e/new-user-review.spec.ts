// Issue 10, "What a new user and a security review found": credits, files,
// tiers, copy and small screens, as a recruiter or a partner meets them.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { utf8Txt } from "../fixtures/resume-files";
import { ADMIN, logIn, newEmail, signUp, toUploadStep } from "./helpers";

test.describe.configure({ timeout: 120_000 });

const creditsCard = (page: Page) => page.getByText("Active Credits").locator("xpath=..");

test("a refused file choice never creates a tournament or spends a credit", async ({ page, javaScriptEnabled }) => {
  await signUp(page, newEmail("refused"));
  await expect(creditsCard(page)).toContainText("2 of 2 tournament credits left");
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Thirty resumes");
  await toUploadStep(page, javaScriptEnabled);
  const thirty = Array.from({ length: 30 }, (_, i) => ({ name: `cv-${i}.txt`, mimeType: "text/plain", buffer: Buffer.from(utf8Txt()) }));
  await page.getByLabel("Resume Upload").setInputFiles(thirty);
  const create = page.getByRole("button", { name: "Create Tournament" });
  if (javaScriptEnabled) {
    await expect(page.getByText("You can only upload up to 10 files.")).toBeVisible();
    await expect(create).toBeDisabled();
  } else {
    await create.click();
    await expect(page.getByText("You can only upload up to 10 files.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/create-tournament$/);
  }

  // Files that are not resumes: refused by content in the browser and on the server alike.
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Config files");
  await toUploadStep(page, javaScriptEnabled);
  await page.getByLabel("Resume Upload").setInputFiles([
    { name: "package.json", mimeType: "application/json", buffer: readFileSync("package.json") },
    { name: "tsconfig.json", mimeType: "application/json", buffer: readFileSync("tsconfig.json") },
  ]);
  if (javaScriptEnabled) {
    await expect(page.getByText('File "package.json" is not an accepted file type.')).toBeVisible();
    await expect(page.getByText('File "tsconfig.json" is not an accepted file type.')).toBeVisible();
    await expect(create).toBeDisabled();
    // Clearing the choice lets the tournament be created without resumes, on purpose.
    await page.getByRole("button", { name: "Clear the file choice" }).click();
    await expect(create).toBeEnabled();
  } else {
    await create.click();
    await expect(page.getByText('File "package.json" is not an accepted file type.').first()).toBeVisible();
    await expect(page.getByText('File "tsconfig.json" is not an accepted file type.').first()).toBeVisible();
  }

  await page.goto("/dashboard");
  await expect(creditsCard(page)).toContainText("2 of 2 tournament credits left");
  await page.goto("/dashboard/tournaments");
  await expect(page.getByText("Sample", { exact: true })).toBeVisible();
  await expect(page.getByText("Thirty resumes")).toHaveCount(0);
  await expect(page.getByText("Config files")).toHaveCount(0);
});

test("a recruiter deletes an unused tournament after confirming, and gets the credit back", async ({ page, javaScriptEnabled }) => {
  await signUp(page, newEmail("delete"));
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Made by mistake");
  await toUploadStep(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  const tournamentUrl = page.url();
  await page.goto("/dashboard");
  await expect(creditsCard(page)).toContainText("1 of 2 tournament credits left");
  await page.goto(tournamentUrl);

  await page.getByText("Delete", { exact: true }).click();
  await expect(page.getByRole("heading", { name: "Delete this tournament?" })).toBeVisible();
  await expect(page.getByText("the tournament credit it used goes back to your account")).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournaments$/);
  await expect(page.getByText("Tournament deleted")).toBeVisible();
  await expect(page.getByRole("cell", { name: /Made by mistake/ })).toHaveCount(0);
  await page.goto("/dashboard");
  await expect(creditsCard(page)).toContainText("2 of 2 tournament credits left");
});

/** The page is no wider than the window, and the account menu is on screen. */
async function fitsWidth(page: Page, path: string, menu = "My Account") {
  await page.goto(path);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `${path} is ${scrollWidth} px wide at ${clientWidth} px`).toBeLessThanOrEqual(clientWidth);
  await expect(page.getByText(menu, { exact: true })).toBeVisible();
  const account = await page.getByText(menu, { exact: true }).boundingBox();
  expect(account, `${path}: My Account`).not.toBeNull();
  expect(account!.x + account!.width, `${path}: My Account is off-screen`).toBeLessThanOrEqual(clientWidth);
}

test("no signed-in page is wider than a 390 px phone", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, newEmail("phone"));
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("A tournament with a long name that has to wrap on a phone screen");
  await toUploadStep(page, javaScriptEnabled);
  await page.getByLabel("Resume Upload").setInputFiles([{ name: "jordan-rivera-senior-accountant-resume-2024.txt", mimeType: "text/plain", buffer: Buffer.from(utf8Txt()) }]);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  const tournament = new URL(page.url()).pathname;
  for (const path of ["/dashboard", "/dashboard/tournaments", "/dashboard/resumes", "/dashboard/create-tournament", tournament, "/subscription/manage", "/subscription/promo", "/help"]) {
    await fitsWidth(page, path);
  }
  // The tournament page's panels open on screen too.
  await page.goto(tournament);
  for (const [opener, inside] of [["Delete", "Yes, delete tournament"], ["Add Resumes", "Upload"]] as const) {
    await page.getByText(opener, { exact: true }).first().click();
    const box = (await page.getByRole("button", { name: inside, exact: true }).boundingBox())!;
    expect(box.x, `${inside} starts off-screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${inside} ends off-screen`).toBeLessThanOrEqual(390);
    await page.getByText(opener, { exact: true }).first().click();
  }
  await page.context().clearCookies();
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard/);
  // Admin tables with rows in them: a partner.
  const username = `phone-partner-${Math.random().toString(36).slice(2, 8)}`;
  await page.goto("/admin/partners");
  await page.getByLabel("Name", { exact: true }).fill("Phone Partner Recruiting Services International");
  await page.getByLabel("Username").fill(username);
  await page.getByRole("button", { name: "Create Partner" }).click();
  const secret = (await page.getByTestId("partner-secret").textContent())!.trim();
  // (/admin/dev-emails does not exist in production, which is how the browser tests run.)
  for (const path of ["/dashboard", "/admin/promo-codes", "/admin/partners", "/admin/tournaments", "/admin/api-integration"]) {
    await fitsWidth(page, path);
  }
  // And the partner's own pages.
  await page.context().clearCookies();
  await page.goto("/partner/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Secret or JWT token").fill(secret);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await fitsWidth(page, "/partner/dashboard", "Sign Out");
});

test("plain words: Help points at real pages, and the promo page says what unlimited gives", async ({ page }) => {
  await signUp(page, newEmail("words"));
  await page.goto("/help");
  await expect(page.getByText(/Account, Billing|Account, Usage/)).toHaveCount(0);
  await page.getByText("Limits:").getByRole("link", { name: "Credits" }).click();
  await expect(page).toHaveURL(/\/subscription\/manage$/);
  await page.goto("/subscription/promo");
  const perks = page.getByRole("heading", { name: "What a promo code can give you" }).locator("xpath=..");
  await expect(perks).toContainText("Download tiers in a single zip");
  await expect(perks).not.toContainText("Premium features");
});

test("the demo takes a real 10,350-character posting", async ({ page }) => {
  const paragraph = "You will own the month-end close, reconcile accounts, prepare financial statements and work with our auditors.\n";
  const posting = paragraph.repeat(Math.ceil(10_350 / paragraph.length)).slice(0, 10_350);
  await page.goto("/#try-demo");
  await page.getByLabel("Job title").fill("Senior Accountant");
  await page.getByLabel(/^Job description/).fill(posting);
  await page.getByLabel("Resume files").setInputFiles([{ name: "jordan.txt", mimeType: "text/plain", buffer: Buffer.from(utf8Txt()) }]);
  await page.getByRole("button", { name: "Analyze Resumes" }).click();
  await expect(page).toHaveURL(/\/\?demo=[0-9a-f-]{36}/);
  await expect(page.getByRole("heading", { name: "Results for Senior Accountant" })).toBeVisible();
  await expect(page.getByText(/Too big|expected string/)).toHaveCount(0);
});
