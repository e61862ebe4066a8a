// Issue 26: keyboard triage keeps its place. A tier change re-ranks the list and
// moves the row; the cursor stays on that candidate. Typing a reason and going
// back to the list continues from the same row. (Keys need JavaScript.)
import { expect, test, type Page } from "@playwright/test";
import { utf8Txt } from "../fixtures/resume-files";
import { newEmail, signUp, toUploadStep } from "./helpers";

test.describe.configure({ timeout: 120_000 });

const resume = (name: string, title: string, years: number) =>
  `${name}\n${title}\n${name.toLowerCase().replace(" ", ".")}@example.com\nExperience\n${title}, Harbor Books, ${2025 - years} to Present\nClosed the books each month, reconciled accounts in Excel and prepared GAAP statements.\nSkills\nExcel, GAAP, reconciliations`;
const PEOPLE: Array<[string, string, number]> = [
  ["Ana Lima", "Senior Accountant", 12],
  ["Ben Cho", "Staff Accountant", 6],
  ["Cleo Park", "Accountant", 4],
  ["Dev Rao", "Bookkeeper", 3],
  ["Eva Holm", "Accounts Payable Clerk", 2],
];

const focusedRow = (page: Page) => page.evaluate(() => document.activeElement?.closest<HTMLElement>("[data-candidate-row]")?.dataset.candidateRow ?? null);
const order = (page: Page) => page.locator("[data-candidate-row]").evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.candidateRow!));

test("the keyboard cursor stays on the candidate when a tier change moves the row, and after typing a reason", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "keyboard shortcuts need JavaScript");
  await signUp(page, newEmail("cursor"));
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Senior Accountant");
  await page.getByLabel(/Key Requirements/).fill("GAAP\nExcel\nCPA");
  await toUploadStep(page, javaScriptEnabled);
  await page.getByLabel("Resume Upload").setInputFiles(PEOPLE.map(([n, t, y]) => ({ name: `${n.split(" ")[0]!.toLowerCase()}.txt`, mimeType: "text/plain", buffer: Buffer.from(utf8Txt(resume(n, t, y))) })));
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByText("Keyboard:")).toBeVisible();

  // The first row, ranked first: tier D sends it to the bottom, and the cursor goes with it.
  const before = await order(page);
  await page.keyboard.press("j");
  expect(await focusedRow(page)).toBe(before[0]);
  await page.keyboard.press("4");
  await expect.poll(async () => (await order(page)).at(-1)).toBe(before[0]);
  await expect.poll(() => focusedRow(page)).toBe(before[0]);
  await expect(page.locator(`[data-candidate-row="${before[0]}"]`)).toHaveAttribute("data-cursor", "");
  // j/k carry on from where the candidate is now.
  const moved = await order(page);
  await page.keyboard.press("k");
  expect(await focusedRow(page)).toBe(moved.at(-2));

  // Type a reason, go back with Escape: the same row, and the next tier key takes the reason.
  const target = moved.at(-2)!;
  await page.getByPlaceholder("Reason (optional)").click();
  await page.keyboard.type("Runs the month-end close alone");
  await expect(page.locator(`[data-candidate-row="${target}"]`)).toHaveAttribute("data-cursor", "");
  await page.keyboard.press("Escape");
  expect(await focusedRow(page)).toBe(target);
  await page.keyboard.press("1");
  await expect(page.locator(`[data-candidate-row="${target}"]`).getByLabel("Tier A")).toBeVisible();
  await expect.poll(() => focusedRow(page)).toBe(target);

  // Going back to the list another way (a click outside a row): the next key continues from the same row.
  const now = await order(page);
  await page.getByPlaceholder("Reason (optional)").click();
  await page.getByRole("heading", { level: 1 }).click();
  expect(await focusedRow(page)).toBeNull();
  await page.keyboard.press("j");
  expect(await focusedRow(page)).toBe(now[now.indexOf(target) + 1]);

  // A change that takes the row out of the list (rejecting someone in the New tab): the cursor goes to the row now in its place.
  await page.getByRole("navigation", { name: "Filter by stage" }).getByRole("link", { name: /^New/ }).click();
  await expect(page).toHaveURL(/stage=new/);
  // The second row, or the third where the second is the candidate whose trail is read below.
  const inNew = await order(page);
  const out = inNew[1] === target ? 2 : 1;
  await page.locator(`[data-candidate-row="${inNew[out]}"] [data-candidate-link]`).focus();
  await page.keyboard.press("x");
  await expect.poll(() => order(page)).toEqual(inNew.filter((id) => id !== inNew[out]));
  await expect.poll(() => focusedRow(page)).toBe(inNew[out + 1]);
  await page.keyboard.press("j");
  expect(await focusedRow(page)).toBe(inNew[out + 2]);

  // The reason went with the change, in the trail.
  await page.locator(`[data-candidate-row="${target}"] [data-candidate-link]`).click();
  await expect(page.getByText("Runs the month-end close alone").first()).toBeVisible();
});
