// Issue 24.8: a missing, deleted or foreign tournament, candidate or comparison gets the app's own 404
// ("Tournament not found", in the signed-in shell, with a way back); only an unknown URL gets the spec's
// router text.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { newEmail, signUp, toUploadStep } from "./helpers";

test.describe.configure({ timeout: 120_000 });

const ROUTER_TEXT = "Did you forget to add the page to the router?";

/** The page answers 404 and shows the app's own not-found for `title`, inside the app shell. */
async function expectMissing(page: Page, path: string, title: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("It may have been deleted, or the link may be wrong.")).toBeVisible();
  await expect(page.getByText("My Account", { exact: true })).toBeVisible();
  await expect(page.getByText(ROUTER_TEXT)).toHaveCount(0);
}

test("missing things get their own 404 in the app shell; unknown URLs get the router's", async ({ page, javaScriptEnabled }) => {
  await signUp(page, newEmail("missing"));
  await page.goto("/dashboard/tournaments");
  const sample = (await page.getByRole("row").filter({ hasText: "Sample" }).getByRole("link", { name: "View" }).getAttribute("href"))!;
  await page.goto(sample);
  const candidate = (await page.locator("[data-candidate-row] a[href*='/candidate/']").first().getAttribute("href"))!;
  const candidateId = candidate.split("/").pop()!;

  await expectMissing(page, `/dashboard/tournament/${randomUUID()}`, "Tournament not found");
  await page.getByRole("link", { name: "Back to Tournaments" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournaments$/);

  await expectMissing(page, `${sample}/candidate/${randomUUID()}`, "Candidate not found");
  await expectMissing(page, `${sample}/candidate/not-an-id`, "Candidate not found");
  await expectMissing(page, `/dashboard/tournament/${randomUUID()}/candidate/${candidateId}`, "Candidate not found");
  // A comparison naming a candidate of another tournament (or none at all).
  await expectMissing(page, `${sample}/compare?ids=${candidateId}&ids=${randomUUID()}`, "Candidate not found");
  await expectMissing(page, `/dashboard/tournament/${randomUUID()}/compare?ids=${candidateId}`, "Tournament not found");

  // A deleted tournament.
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Soon deleted");
  await toUploadStep(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  const deleted = new URL(page.url()).pathname;
  await page.getByText("Delete", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, delete tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournaments$/);
  await expectMissing(page, deleted, "Tournament not found");

  if (javaScriptEnabled) {
    // Reached by a link in a list that was shown before it was deleted (a client-side navigation).
    await page.goto("/dashboard/create-tournament");
    await page.getByLabel("Tournament Name").fill("Deleted elsewhere");
    await toUploadStep(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Create Tournament" }).click();
    await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
    const elsewhere = new URL(page.url()).pathname;
    await page.goto("/dashboard/tournaments");
    const view = page.getByRole("row").filter({ hasText: "Deleted elsewhere" }).getByRole("link", { name: "View" });
    await expect(view).toBeVisible();
    expect((await page.request.post(elsewhere, { form: { intent: "delete" }, maxRedirects: 0 })).status()).toBe(302);
    await view.click();
    await expect(page.getByRole("heading", { name: "Tournament not found" })).toBeVisible();
    await expect(page.getByText("My Account", { exact: true })).toBeVisible();
    await expect(page.getByText(ROUTER_TEXT)).toHaveCount(0);
  }

  // An address the app doesn't have: the spec's not-found screen.
  const unknown = await page.goto("/dashboard/no-such-page");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText(ROUTER_TEXT)).toBeVisible();
});
