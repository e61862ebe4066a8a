import { expect, test, type Page } from "@playwright/test";
import { ADMIN, logIn, newEmail, signUp } from "./helpers";

const summary = (page: Page) => page.getByRole("region", { name: "Your credits" });

test("a recruiter buys PRO by card, comes back to confetti, and the Credits page shows the new credits and cap", async ({ page, javaScriptEnabled }) => {
  await signUp(page, newEmail("buyer"));
  await page.getByRole("link", { name: "Credits" }).first().click();
  await expect(page).toHaveURL(/\/subscription\/manage$/);
  await expect(page.getByRole("heading", { name: "Tournament Credits" })).toBeVisible();
  await expect(page.getByText("How Our Credit Packs Work")).toBeVisible();
  await expect(summary(page).getByText("Total credits").locator("xpath=following-sibling::dd[1]")).toHaveText("2");
  await expect(page.getByRole("button", { name: "Included With Account" })).toBeDisabled();
  await expect(page.getByText("MOST POPULAR")).toBeVisible();

  // Cancel at the provider: back to Credits, nothing bought.
  await page.getByRole("button", { name: "Purchase Now: PRO" }).click();
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  await expect(page.getByText("$19.99")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/subscription\/manage$/);
  await expect(page.getByText("Purchase canceled")).toBeVisible();
  await expect(summary(page).getByText("Total credits").locator("xpath=following-sibling::dd[1]")).toHaveText("2");

  // Pay: Stripe's signed webhook grants the pack once; the return only checks it.
  await page.getByRole("button", { name: "Purchase Now: PRO" }).click();
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/dashboard\?success=true$/);
  await expect(page.getByText("Purchase successful")).toBeVisible();
  if (javaScriptEnabled) await expect(page.getByTestId("confetti")).toBeAttached();
  await expect(page.getByText("Active Credits").locator("xpath=..")).toContainText("PRO");

  await page.goto("/subscription/manage");
  await expect(summary(page).getByText("Total credits").locator("xpath=following-sibling::dd[1]")).toHaveText("7");
  await expect(summary(page).getByText("Resumes per tournament").locator("xpath=following-sibling::dd[1]")).toHaveText("500");
});

test("a forged return from checkout grants nothing", async ({ page }) => {
  await signUp(page, newEmail("forger"));
  await page.goto("/subscription/checkout?success=true&credit_pack=enterprise&session_id=cs_test_forged");
  await expect(page.getByRole("heading", { name: "Checkout Session Invalid" })).toBeVisible();
  await page.goto("/subscription/checkout");
  await expect(page.getByText("No session ID found. Please try again.")).toBeVisible();
  await page.goto("/subscription/plans");
  await expect(page).toHaveURL(/\/subscription\/manage$/);
  await expect(summary(page).getByText("Total credits").locator("xpath=following-sibling::dd[1]")).toHaveText("2");
});

test("the admin creates promo codes, and recruiters redeem them on the Credits page and the promo page", async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  const creditsCode = `CREDITS-${tag}`;
  const unlimitedCode = `UNLIMITED-${tag}`;

  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/admin/promo-codes");
  await page.getByLabel("Code", { exact: true }).fill(creditsCode.toLowerCase());
  await page.getByLabel("Maximum Uses").fill("1");
  await page.getByLabel("Tournament credits:").check();
  await page.getByLabel("Number of tournament credits").fill("3");
  await page.getByRole("button", { name: "Create Promo Code" }).click();
  const table = page.getByRole("region", { name: "Promo codes" });
  await expect(table.getByText(creditsCode, { exact: true })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: creditsCode })).toContainText("0/1");
  await page.getByLabel("Code", { exact: true }).fill(unlimitedCode);
  await page.getByRole("button", { name: "Create Promo Code" }).click();
  await expect(table.getByText(unlimitedCode, { exact: true })).toBeVisible();
  // The same code again, in another case, is refused with the server's reason.
  await page.getByLabel("Code", { exact: true }).fill(unlimitedCode.toLowerCase());
  await page.getByRole("button", { name: "Create Promo Code" }).click();
  await expect(page.getByText("A promo code with this name already exists.").first()).toBeVisible();
  await page.context().clearCookies();

  // A recruiter redeems the credits code on the Credits page.
  await signUp(page, newEmail("promo"));
  await page.goto("/subscription/manage");
  const promo = page.getByRole("region", { name: "Have a Promo Code?" });
  await promo.getByLabel("Promo code").fill(`  ${creditsCode.toLowerCase()} `);
  await promo.getByRole("button", { name: "Redeem" }).click();
  await expect(promo.getByText("Promo code applied: 3 tournament credits added.")).toBeVisible();
  await expect(summary(page).getByText("Total credits").locator("xpath=following-sibling::dd[1]")).toHaveText("5");
  await promo.getByLabel("Promo code").fill(creditsCode);
  await promo.getByRole("button", { name: "Redeem" }).click();
  await expect(promo.getByText("You have already redeemed this promo code.")).toBeVisible();
  await page.context().clearCookies();

  // Another recruiter: the credits code is used up; the unlimited one works on the promo page.
  await signUp(page, newEmail("promo"));
  await page.goto("/subscription/manage");
  await promo.getByLabel("Promo code").fill(creditsCode);
  await promo.getByRole("button", { name: "Redeem" }).click();
  await expect(promo.getByText("Invalid or expired promo code. Please try again.")).toBeVisible();
  await page.goto("/subscription/promo");
  await expect(page.getByRole("heading", { name: "Redeem Promo Code" })).toBeVisible();
  await page.getByLabel("Promo Code").fill(unlimitedCode);
  await page.getByRole("button", { name: "Redeem Code" }).click();
  await expect(page.getByText("Promo code applied: unlimited tournaments, unlimited resumes per tournament and zip downloads of tiers.").first()).toBeVisible();
  await expect(page.getByText("Redirecting to dashboard...")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await page.goto("/subscription/manage");
  await expect(summary(page).getByText("Total credits").locator("xpath=following-sibling::dd[1]")).toHaveText("Unlimited");
});
