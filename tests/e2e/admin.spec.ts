import { expect, test } from "@playwright/test";
import { ADMIN, logIn, newEmail, signUp } from "./helpers";

test("the admin reads the real outbox, generates a sample mail, and looks into any tournament read-only", async ({ page }) => {
  const recruiter = newEmail("watched");
  await signUp(page, recruiter);
  await page.context().clearCookies();

  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/admin/dev-emails");
  await expect(page.getByRole("heading", { name: "Dev Emails" })).toBeVisible();
  const outbox = page.getByRole("region", { name: "Outbox" });
  await outbox.getByRole("link").filter({ hasText: recruiter }).first().click();
  await expect(page.locator("iframe[sandbox='']")).toBeAttached();

  await page.getByRole("button", { name: "Generate Password Reset Email" }).click();
  await expect(page.getByText("Test email generated").first()).toBeVisible();
  await expect(outbox.getByRole("link").filter({ hasText: ADMIN.email }).first()).toBeVisible();

  await page.goto("/admin/tournaments");
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
