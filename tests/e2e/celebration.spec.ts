// Issue 24.12: a tournament completing is told in the page, above the details, never over the table;
// confetti the first time only (remembered per tournament), not each time a re-rank or an upload ends.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { docx, textPdf, utf8Txt } from "../fixtures/resume-files";
import { newEmail, signUp } from "./helpers";

test.describe.configure({ timeout: 120_000 });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the page tells of a completion it watched happen, which needs JavaScript; without it the status badge says Completed");

const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Uploads more resumes from the Add Resumes panel; the page then processes them. */
async function addResumes(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  await page.getByText("Add Resumes", { exact: true }).first().click();
  await page.getByLabel("Resume files").setInputFiles(files);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
}

async function pdfs(prefix: string, n: number) {
  return Promise.all(Array.from({ length: n }, async (_, i) => ({ name: `${prefix}-${i}.pdf`, mimeType: "application/pdf", buffer: Buffer.from(await textPdf()) })));
}

/** Nothing the completion shows lies over the candidate table's header row. */
async function expectTableHeaderUncovered(page: Page, shown: Locator[]) {
  const header = (await page.locator("#candidates thead").boundingBox())!;
  expect(header).not.toBeNull();
  for (const element of shown) {
    const box = await element.boundingBox();
    if (box) expect(overlap(box, header), "covers the table header").toBe(false);
  }
}

test("a completing tournament is told above the details, with confetti the first time only", async ({ page, context }) => {
  await signUp(page, newEmail("confetti"));
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Celebrate once");
  await page.getByLabel("Resume Upload").setInputFiles([
    { name: "alex.txt", mimeType: "text/plain", buffer: Buffer.from(utf8Txt("Alex Kim\nAccountant\nExcel, audit")) },
    { name: "sam.docx", mimeType: "application/octet-stream", buffer: Buffer.from(await docx()) },
  ]);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  // Whether or not this first run was watched, start from a browser that has celebrated nothing.
  await context.clearCookies({ name: "tl_celebrated" });
  await page.reload();

  await addResumes(page, await pdfs("first", 3));
  const notice = page.getByTestId("completion-notice");
  await expect(notice).toContainText("Tournament complete", { timeout: 30_000 });
  await expect(notice).toContainText("5 resumes ranked");
  const confetti = page.getByTestId("confetti");
  await expect(confetti).toHaveCount(1);
  // The confetti falls inside the notice, and nothing of it or a toast lies over the table's header.
  const inside = await notice.evaluate((n) => n.contains(document.querySelector("[data-testid=confetti]")));
  expect(inside).toBe(true);
  const toasts = page.getByRole("list", { name: "Notifications (F8)" }).getByRole("status");
  await expect(toasts.filter({ hasText: "Tournament complete" })).toHaveCount(0);
  await expectTableHeaderUncovered(page, [notice, confetti, toasts]);
  // It ends after 6 s.
  await expect(confetti).toHaveCount(0, { timeout: 8_000 });

  // The same tournament completing again (more resumes): told, no more confetti. While it processes, the
  // last completion's notice is gone.
  await addResumes(page, await pdfs("second", 3));
  await expect(page.getByText("Processing", { exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(notice).toContainText("8 resumes ranked", { timeout: 30_000 });
  // Checked at once: confetti would be gone on its own after 6 s.
  expect(await confetti.count()).toBe(0);
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
});
