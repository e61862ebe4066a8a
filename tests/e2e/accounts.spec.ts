import { expect, test } from "@playwright/test";
import { ADMIN, logIn, newEmail, signUp, waitForMail } from "./helpers";

test("sign up, watch the account being set up, land on the dashboard with a sample tournament", async ({ page }) => {
  const email = newEmail("signup");
  await page.goto("/auth/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("password-123");
  await page.getByLabel("Confirm password").fill("password-123");
  await page.getByRole("button", { name: "Sign up" }).click();

  await expect(page).toHaveURL(/\/auth\/account-setup/);
  await expect(page.getByText("Account created")).toBeVisible();
  await expect(page.getByText("Demo tournament prepared")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  const row = page.getByRole("row", { name: /Frontend Developer/ });
  await expect(row).toBeVisible();
  await expect(row.getByText("Sample", { exact: true })).toBeVisible();
  await expect(page.getByText("FREE")).toBeVisible();
  await waitForMail(email, "Welcome to Tierlist");
});

test("sign-up shows the spec's validation messages", async ({ page }) => {
  await page.goto("/auth/signup");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByLabel("Confirm password").fill("123456");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters long").first()).toBeVisible();
});

test("a wrong password gets a clear message and no session", async ({ page }) => {
  const email = newEmail("wrongpw");
  await signUp(page, email);
  await page.context().clearCookies();
  await logIn(page, email, "not-my-password");
  await expect(page.getByText("Failed to log in. Please check your credentials and try again.").first()).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fdashboard/);
});

test("forgot password, reset from the mailed link, log in with the new password", async ({ page }) => {
  const email = newEmail("reset");
  await signUp(page, email, "old-password-1");
  await page.context().clearCookies();

  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("button", { name: "Try another email" })).toBeVisible();

  const mail = await waitForMail(email, "Reset your Tierlist password");
  expect(mail.text).toContain("expires in 1 hour");
  const link = mail.text.match(/https?:\/\/\S+reset-password\?token=\S+/)![0];

  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Password must be at least 8 characters long").first()).toBeVisible();

  await page.getByLabel("New password", { exact: true }).fill("new-password-1");
  await page.getByLabel("Confirm new password").fill("new-password-1");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("link", { name: "Go to login" })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();

  await logIn(page, email, "old-password-1");
  await expect(page.getByText("Failed to log in. Please check your credentials and try again.").first()).toBeVisible();
  await logIn(page, email, "new-password-1");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a reset link without a token says so", async ({ page }) => {
  await page.goto("/auth/reset-password");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await page.getByRole("link", { name: "Request new link" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("a signed-in user who is not the administrator is turned away from admin pages", async ({ page }) => {
  await signUp(page, newEmail("notadmin"));
  await page.goto("/admin/promo-codes");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Promo codes" })).toHaveCount(0);
});

test("the administrator signs in and reaches the admin pages", async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/admin/promo-codes");
  await expect(page.getByRole("heading", { name: "Promo codes" })).toBeVisible();
});

test("the side navigation marks the current page and logout ends the session", async ({ page }) => {
  await signUp(page, newEmail("nav"));
  await page.goto("/dashboard/tournaments");
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  await expect(nav.getByRole("link", { name: "Tournaments" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
  await page.getByText("My Account").click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("help is public and has the spec's content", async ({ page }) => {
  await page.goto("/help");
  await expect(page.getByRole("heading", { name: "Help & Support" })).toBeVisible();
  await expect(page.getByText(/^Bulk upload up to 1,000 resumes at a time/)).toBeVisible();
  await expect(page.getByText(/within 24 business hours/)).toBeVisible();
});
