import { expect, test } from "@playwright/test";
import { ADMIN, logIn, newEmail, signUp } from "./helpers";

test("the admin finds no dev mail viewer in production, and looks into any tournament read-only", async ({ page }) => {
  const recruiter = newEmail("watched");
  await signUp(page, recruiter);
  await page.context().clearCookies();

  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard/);
  // Mails hold reset links once rendered: the viewer is a development tool, absent in production, and so is its link.
  const viewer = await page.goto("/admin/dev-emails");
  expect(viewer?.status()).toBe(404);

  await page.goto("/admin/tournaments");
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Tournaments" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dev emails" })).toHaveCount(0);
  await page.getByLabel("Search tournaments").fill("Frontend Developer");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=Frontend\+Developer/);
  const table = page.getByRole("region", { name: "Tournaments" });
  const row = table.getByRole("row").filter({ hasText: recruiter });
  await expect(row).toHaveCount(1);
  const details = (await row.getByRole("link", { name: "View Details" }).getAttribute("href"))!;
  expect(details).toMatch(/^\/admin\/tournaments\/[0-9a-f-]{36}$/);
  await page.goto(details);
  await expect(page.getByText(recruiter).first()).toBeVisible();

  // The owner's own page stays the owner's: the admin gets the not-found page there.
  const ownerPage = await page.request.get(details.replace("/admin/tournaments/", "/dashboard/tournament/"));
  expect(ownerPage.status()).toBe(404);
});
