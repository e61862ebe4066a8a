import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { newEmail, signUp } from "./helpers";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe runs as a script in the page");

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

test("landing, dashboard, tournament, credits and promo pages have no serious accessibility violations", async ({ page }) => {
  await page.goto("/");
  expect(await seriousViolations(page), "landing").toEqual([]);

  await signUp(page, newEmail("a11y"));
  expect(await seriousViolations(page), "dashboard").toEqual([]);

  await page.getByRole("row", { name: /Frontend Developer/ }).getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page), "tournament").toEqual([]);
  const tournamentUrl = page.url();

  // The workspace's other pages: the card view, a candidate, a comparison, All Candidates.
  await page.goto(`${tournamentUrl}?view=cards`);
  expect(await seriousViolations(page), "tournament cards").toEqual([]);
  await page.goto(tournamentUrl);
  const ids = await page.locator("[data-candidate-row]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-candidate-row")));
  await page.goto(`${tournamentUrl}/candidate/${ids[0]}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page), "candidate").toEqual([]);
  await page.goto(`${tournamentUrl}/compare?ids=${ids[0]}&ids=${ids[1]}`);
  await expect(page.getByRole("heading", { name: "Compare candidates" })).toBeVisible();
  expect(await seriousViolations(page), "compare").toEqual([]);
  await page.goto("/dashboard/resumes");
  expect(await seriousViolations(page), "all candidates").toEqual([]);
  await page.goto("/dashboard/create-tournament");
  expect(await seriousViolations(page), "create tournament").toEqual([]);

  await page.goto("/subscription/manage");
  await expect(page.getByRole("heading", { name: "Tournament Credits" })).toBeVisible();
  expect(await seriousViolations(page), "credits").toEqual([]);
  await page.goto("/subscription/promo");
  expect(await seriousViolations(page), "promo").toEqual([]);
});

test("the requirement review, the requirements and stages pages, and the candidate page with its resume have no serious violations", async ({ page }) => {
  await signUp(page, newEmail("a11y-review"));
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Line Cook");
  await page.getByLabel(/Key Requirements/).fill("Knife skills\nFood safety\nWeekend availability");
  await expect(page.getByRole("list", { name: "Requirements" })).toBeVisible();
  expect(await seriousViolations(page), "review on the create page").toEqual([]);
  await page.getByLabel("Resume Upload").setInputFiles([
    { name: "ines.txt", mimeType: "text/plain", buffer: Buffer.from("Ines Duarte\nLine Cook\nines@example.com\nExperience\nLine Cook, Harbor Grill, 2019 to Present\nRan the grill for 200 covers a night.\nSkills\nKnife skills, food safety") },
  ]);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  const url = page.url();
  await page.goto(`${url}/requirements`);
  expect(await seriousViolations(page), "requirements page").toEqual([]);
  await page.goto(`${url}/stages`);
  expect(await seriousViolations(page), "stages page").toEqual([]);
  await page.goto(url);
  await page.getByRole("link", { name: "Ines Duarte" }).click();
  await expect(page.getByRole("region", { name: "Resume" })).toBeVisible();
  expect(await seriousViolations(page), "candidate page").toEqual([]);
});
