// Issue 24.9: Profile opens the account page, where a recruiter changes their email and password.
import { expect, test } from "@playwright/test";
import { logIn, newEmail, signUp, waitForMail } from "./helpers";

test.describe.configure({ timeout: 120_000 });

test("Profile opens the account page; changing the password and the email signs out the other browser and mails a notice", async ({ page, browser, javaScriptEnabled }) => {
  const email = newEmail("account");
  await signUp(page, email);

  await page.getByText("My Account", { exact: true }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "API tokens" })).toBeVisible();

  // Another browser, signed in to the same account.
  const other = await browser.newContext({ javaScriptEnabled });
  const phone = await other.newPage();
  await logIn(phone, email, "password-123");
  await expect(phone).toHaveURL(/\/dashboard$/);

  const passwordForm = page.locator("form#change-password");
  await passwordForm.getByLabel("Current password").fill("not-my-password");
  await passwordForm.getByLabel("New password", { exact: true }).fill("a-new-password");
  await passwordForm.getByLabel("Confirm new password").fill("a-new-password");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(passwordForm.getByText("That is not your current password.")).toBeVisible();

  await passwordForm.getByLabel("Current password").fill("password-123");
  await passwordForm.getByLabel("New password", { exact: true }).fill("short");
  await passwordForm.getByLabel("Confirm new password").fill("short");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(passwordForm.getByText("Password must be at least 8 characters long")).toBeVisible();

  await passwordForm.getByLabel("Current password").fill("password-123");
  await passwordForm.getByLabel("New password", { exact: true }).fill("a-new-password");
  await passwordForm.getByLabel("Confirm new password").fill("a-new-password");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password changed" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await phone.goto("/dashboard");
  await expect(phone).toHaveURL(/\/auth\/login/);
  const passwordNotice = await waitForMail(email, "Your Tierlist password was changed");
  expect(passwordNotice.text).toContain("Every other browser signed in to the account was signed out.");

  // The phone signs in again with the new password; the email change then signs it out once more.
  await logIn(phone, email, "a-new-password");
  await expect(phone).toHaveURL(/\/dashboard$/);
  const moved = newEmail("moved");
  const emailForm = page.locator("form#change-email");
  await expect(emailForm.getByLabel("New email address")).toHaveValue(email);
  await emailForm.getByLabel("New email address").fill(moved);
  await emailForm.getByLabel("Current password").fill("a-new-password");
  await emailForm.getByRole("button", { name: "Change email" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Email changed" })).toContainText(`You now sign in with ${moved}.`);
  await expect(page.getByText(`Signed in as ${moved}.`)).toBeVisible();
  await phone.goto("/dashboard");
  await expect(phone).toHaveURL(/\/auth\/login/);
  const emailNotice = await waitForMail(email, "Your Tierlist email address was changed");
  expect(emailNotice.text).toContain(`changed from ${email} to ${moved}`);

  // The old address no longer signs in; the new one does.
  await logIn(phone, email, "a-new-password");
  await expect(phone.getByText("Failed to log in. Please check your credentials and try again.").first()).toBeVisible();
  await logIn(phone, moved, "a-new-password");
  await expect(phone).toHaveURL(/\/dashboard$/);
  await other.close();
});
