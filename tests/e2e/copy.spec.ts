// Issue 24.10: the copy says what the product does: the demo's real run time, the reader's own resume
// cap, numbers that agree with the plans table, and public plans at /subscription/plans.
import { expect, test, type Page } from "@playwright/test";
import { utf8Txt } from "../fixtures/resume-files";
import { newEmail, signUp } from "./helpers";

test.describe.configure({ timeout: 120_000 });

/** Each pricing card's "Resumes per tournament", by plan name. */
async function resumeCaps(page: Page) {
  const caps: Record<string, number> = {};
  for (const card of await page.locator("#pricing li.card").all()) {
    const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
    const cap = await card.getByText("Resumes per tournament").locator("xpath=following-sibling::dd[1]").textContent();
    caps[name] = Number(cap!.replace(/,/g, ""));
  }
  return caps;
}

test("the landing page's numbers agree with the plans, and the demo's run time is what demos take", async ({ page }) => {
  await page.goto("/");
  const caps = await resumeCaps(page);
  expect(Object.keys(caps)).toEqual(["FREE", "PRO", "ENTERPRISE", "EXTRA TOURNAMENT"]);
  const largest = Math.max(...Object.values(caps)).toLocaleString("en-US");
  expect(largest).toBe(caps.ENTERPRISE!.toLocaleString("en-US"));
  await expect(page.locator("section[aria-labelledby=hero-title]")).toContainText(`upload up to ${largest} resumes`);
  await expect(page.locator("#features")).toContainText(`Up to ${largest} resumes per tournament (${caps.FREE} on the free plan), 1,000 in one upload`);
  await expect(page.locator("#pricing")).toContainText(`Need more than ${largest} resumes per tournament? Contact sales.`);
  await expect(page.getByText("1-2 minutes")).toHaveCount(0);

  // A real demo; the page then quotes what demos take, in seconds.
  await page.goto("/#try-demo");
  await page.getByLabel("Job title").fill("Senior Accountant");
  await page.getByLabel("Resume files").setInputFiles([{ name: "jordan.txt", mimeType: "text/plain", buffer: Buffer.from(utf8Txt()) }]);
  const started = Date.now();
  await page.getByRole("button", { name: "Analyze Resumes" }).click();
  await expect(page.getByText("Analysis Complete!")).toBeVisible({ timeout: 60_000 });
  const took = (Date.now() - started) / 1000;
  // A free account is offered with the free plan's real cap, not 1,000.
  await expect(page.getByText(`A free account screens 2 tournaments of up to ${caps.FREE} resumes each, and credit packs take up to ${largest} resumes per tournament.`)).toBeVisible();
  await page.goto("/");
  const intro = (await page.locator("#try-demo").getByText(/^Rank up to 5 resumes against a job/).textContent())!;
  const quoted = /Typical run time: about (\d+) seconds?\./.exec(intro);
  expect(quoted, intro).not.toBeNull();
  expect(Number(quoted![1])).toBeGreaterThanOrEqual(1);
  expect(Number(quoted![1])).toBeLessThan(60);
  expect(took).toBeLessThan(60);
  await expect(page.getByText(`No account needed. Typical run time: about ${quoted![1]} second`)).toBeVisible();
});

test("help tells a free user their own cap and a visitor every plan's", async ({ page }) => {
  await page.goto("/help");
  await expect(page.getByText("Bulk upload up to 1,000 resumes at a time: up to 10 per tournament on the free plan, up to 2,000 with a credit pack.")).toBeVisible();
  await signUp(page, newEmail("caps"));
  await page.goto("/help");
  await expect(page.getByText("Bulk upload up to 10 resumes: your plan (FREE) takes up to 10 resumes per tournament.")).toBeVisible();
  await expect(page.getByText(/1,000/)).toHaveCount(0);
  // The Credits page's "contact sales" line quotes the largest pack (ENTERPRISE, seeded with 2,000).
  await page.goto("/subscription/manage");
  await expect(page.getByText("Screening more than 2,000 resumes per tournament? Contact sales at")).toBeVisible();
});

test("/subscription/plans shows a visitor the public plans, and sends a signed-in user to Credits", async ({ page }) => {
  const response = await page.goto("/subscription/plans");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await expect(page.getByRole("heading", { name: "Pricing" })).toBeVisible();
  for (const price of ["Free", "$19.99", "$99.99", "$5.99"]) await expect(page.locator("#pricing").getByText(price, { exact: true })).toBeVisible();
  await page.locator("#pricing").getByRole("link", { name: "Get Started" }).first().click();
  await expect(page).toHaveURL(/\/auth\/signup$/);

  await signUp(page, newEmail("plans"));
  await page.goto("/subscription/plans");
  await expect(page).toHaveURL(/\/subscription\/manage$/);
});
