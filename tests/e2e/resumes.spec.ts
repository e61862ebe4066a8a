import { expect, test } from "@playwright/test";
import { newEmail, signUp } from "./helpers";

const SAMPLES = ["sample-jordan-lee.txt", "sample-sam-rivera.txt", "sample-casey-morgan.txt"];

test("the sample tournament's candidates appear in All Candidates, and a skill search narrows them", async ({ page }) => {
  await signUp(page, newEmail("resumes"));
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Resumes" }).click();
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);
  await expect(page.getByRole("heading", { name: "All Candidates" })).toBeVisible();

  // Processing runs in the worker; the page shows it on the next load.
  const done = page.getByRole("row").filter({ hasText: "Done" });
  await expect(async () => {
    await page.reload();
    await expect(done).toHaveCount(3, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  // Each candidate is shown as a person, the file name beneath.
  for (const name of SAMPLES) await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Casey Morgan", exact: true })).toHaveAttribute("href", /^\/dashboard\/tournament\/[0-9a-f-]{36}\/candidate\/[0-9a-f-]{36}$/);
  const row = page.getByRole("row").filter({ hasText: "sample-casey-morgan.txt" });
  await expect(row.getByRole("link", { name: "Frontend Developer", exact: true })).toHaveAttribute("href", /^\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  await expect(row.getByRole("link", { name: /View/ })).toHaveAttribute("href", /^\/api\/resumes\/[0-9a-f-]{36}\/view$/);
  await expect(row.getByRole("link", { name: /View/ })).toHaveAttribute("target", "_blank");

  await page.getByPlaceholder("Search resumes...").fill("food");
  await page.getByLabel("Search by").selectOption("skills");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=food&by=skills/);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByText("sample-casey-morgan.txt", { exact: true })).toBeVisible();

  await page.getByPlaceholder("Search resumes...").fill("no-such-candidate");
  await page.getByLabel("Search by").selectOption("name");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No resumes found matching your search.")).toBeVisible();

  // Filter by tier and stage, sort by name (plain GET forms and links).
  await page.goto("/dashboard/resumes?sort=name");
  await expect.poll(async () => (await page.locator("tbody tr td:first-child a").allTextContents()).map((t) => t.trim())).toEqual(["Casey Morgan", "Jordan Lee", "Sam Rivera"]);
  await page.getByRole("columnheader", { name: /^Resume/ }).getByRole("link").click();
  await expect.poll(async () => (await page.locator("tbody tr td:first-child a").allTextContents()).map((t) => t.trim())).toEqual(["Sam Rivera", "Jordan Lee", "Casey Morgan"]);
  await page.getByLabel("Tier", { exact: true }).selectOption("D");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/tier=D/);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Casey Morgan", exact: true })).toBeVisible();
  await page.goto("/dashboard/resumes?stage=shortlisted");
  await expect(page.getByText("No resumes found matching your search.")).toBeVisible();
});
