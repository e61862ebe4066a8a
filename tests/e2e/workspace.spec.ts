import { expect, test, type Page } from "@playwright/test";
import { utf8Txt } from "../fixtures/resume-files";
import { newEmail, signUp, toUploadStep } from "./helpers";

// The recruiter's workspace on the tournament page: the ranked list, sort,
// filters, stages, bulk moves with undo, notes, compare, CSV and (with
// JavaScript) keyboard triage. Everything but the keyboard works without JavaScript.

const PEOPLE: Array<[string, string, string, number, string]> = [
  ["Maria Gonzalez", "Senior Accountant", "Austin, TX", 2010, "CPA, Excel, financial reporting, audit, tax, month-end close, GAAP"],
  ["James Carter", "Staff Accountant", "Denver, CO", 2019, "Excel, reconciliations, month-end close"],
  ["Priya Nair", "Financial Analyst", "Seattle, WA", 2016, "Excel, financial modeling, forecasting"],
  ["Lucas Silva", "Line Cook", "Miami, FL", 2017, "food safety, grill, prep"],
];

function resume([name, title, place, since, skills]: (typeof PEOPLE)[number]) {
  return `${name}\n${title}\n${place} | ${name.split(" ")[0]!.toLowerCase()}@example.com\n\nExperience\n${title}, Acme Corp, ${since} - Present\n- ${skills}\n\nSkills\n${skills}\n`;
}

async function createTournament(page: Page, javaScriptEnabled: boolean) {
  await signUp(page, newEmail("workspace"));
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Senior Accountant");
  await page.getByLabel(/Job Description/).fill("Senior accountant for audit, tax and the month-end close under GAAP.");
  await page.getByLabel(/Key Requirements/).fill("CPA\nExcel\nFinancial reporting");
  const files = PEOPLE.map((p, i) => ({ name: `resume-${20393721 + i}.txt`, mimeType: "text/plain", buffer: Buffer.from(utf8Txt(resume(p))) }));
  // The same file twice: marked as a duplicate.
  files.push({ ...files[0]!, name: "maria-again.txt" });
  await toUploadStep(page, javaScriptEnabled);
  await page.getByLabel("Resume Upload").setInputFiles(files);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  return page.url();
}

const rows = (page: Page) => page.locator("[data-candidate-row]");
const rowOf = (page: Page, name: string) => rows(page).filter({ has: page.getByRole("link", { name, exact: true }) });
const namesInOrder = async (page: Page) => (await page.locator("[data-candidate-link]").allTextContents()).map((t) => t.trim());

test("a recruiter triages the ranked list: people, sort, filter, stages, bulk moves with undo, notes, compare and CSV", async ({ page, javaScriptEnabled }) => {
  const url = await createTournament(page, javaScriptEnabled);

  // People, not file numbers; the best first; the duplicate marked.
  await expect(rows(page)).toHaveCount(5);
  const first = rows(page).first();
  await expect(first.locator("[data-candidate-link]")).toHaveText("Maria Gonzalez");
  await expect(first.getByText("Senior Accountant", { exact: true })).toBeVisible();
  await expect(page.getByText("Duplicate of resume-20393721.txt")).toBeVisible();
  expect(await namesInOrder(page)).not.toContain("resume-20393722");
  // The dashboard names the same person as the tournament's top candidate, not a file.
  await page.goto("/dashboard");
  await expect(page.getByRole("row", { name: /Senior Accountant/ }).getByRole("cell", { name: "Maria Gonzalez", exact: true })).toBeVisible();
  await page.goto(url);

  // Sort by name (a link: works without JavaScript), then back.
  await page.getByRole("link", { name: /^Candidate/ }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect.poll(() => namesInOrder(page)).toEqual(["James Carter", "Lucas Silva", "Maria Gonzalez", "Maria Gonzalez", "Priya Nair"]);

  // Search.
  await page.getByLabel("Search candidates").fill("analyst");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=analyst/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rowOf(page, "Priya Nair")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(rows(page)).toHaveCount(5);

  // Shortlist one from its row, then filter by stage.
  await rowOf(page, "James Carter").getByRole("button", { name: "Shortlist James Carter" }).click();
  await expect(page.getByText("Moved to Shortlisted").first()).toBeVisible();
  await page.getByRole("navigation", { name: "Filter by stage" }).getByRole("link", { name: /^Shortlisted/ }).click();
  await expect(page).toHaveURL(/stage=shortlisted/);
  await expect.poll(() => namesInOrder(page)).toEqual(["James Carter"]);
  await page.getByRole("navigation", { name: "Filter by stage" }).getByRole("link", { name: /^All stages/ }).click();

  // Bulk: reject two at once, then undo.
  await page.getByLabel("Select Lucas Silva").check();
  await page.getByLabel("Select Priya Nair").check();
  await page.getByLabel("Stage", { exact: true }).selectOption("rejected");
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByText("2 candidates moved. Undo is above the list.").first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Filter by stage" }).getByRole("link", { name: /^Rejected\s*2$/ })).toBeVisible();
  await expect(page.getByRole("form", { name: "Last change" })).toContainText("2 candidates moved to Rejected");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Change undone").first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Filter by stage" }).getByRole("link", { name: /^Rejected\s*0$/ })).toBeVisible();

  // Bulk tier with a reason.
  await page.getByLabel("Select Lucas Silva").check();
  await page.getByLabel("Tier", { exact: true }).selectOption("B");
  await page.getByLabel("Reason for the tier change (optional)").fill("Runs the books at his restaurant");
  await page.getByRole("button", { name: "Set tier" }).click();
  await expect(rowOf(page, "Lucas Silva").getByLabel("Tier B")).toBeVisible();

  // CSV of the current list, on the free plan.
  const csv = await page.request.get(`/api/tournaments/${url.split("/").pop()}/export/csv?sort=name`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
  expect(lines[0]).toMatch(/^Rank,Name,Current title,Location,Years of experience,Score,Tier,AI tier,Stage,/);
  expect(lines.slice(1).map((l) => l.split(",")[1])).toEqual(["James Carter", "Lucas Silva", "Maria Gonzalez", "Maria Gonzalez", "Priya Nair"]);
  expect(lines.find((l) => l.includes("James Carter"))).toContain(",Shortlisted,");
  expect(lines.find((l) => l.includes("Lucas Silva"))).toMatch(/,B,D,/);

  // Compare two.
  await page.getByLabel("Select Maria Gonzalez").first().check();
  await page.getByLabel("Select James Carter").check();
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page.getByRole("heading", { name: "Compare candidates" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: /Maria Gonzalez/ })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: /James Carter/ })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "CPA" })).toBeVisible();

  // Notes and the history on the candidate's page.
  await page.goto(url);
  await rowOf(page, "Priya Nair").getByRole("link", { name: "Priya Nair" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Priya Nair" })).toBeVisible();
  // How the score was made, part by part, in the recruiter's words.
  const parts = page.getByRole("region", { name: "How the score was made" });
  await expect(parts.getByRole("cell", { name: "Closest recent title to this job" })).toBeVisible();
  expect(await parts.getByRole("row").count()).toBeGreaterThan(4);
  await page.getByLabel("Add a note").fill("Great modelling; ask about audit exposure.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Great modelling; ask about audit exposure.")).toBeVisible();
  await expect(page.getByText("Stage: Rejected → New")).toHaveCount(0);
  await expect(page.getByText(/Stage: New → Rejected/)).toBeVisible();
  // A deleted note can be brought back from the history.
  await page.getByRole("button", { name: "Delete note" }).click();
  await expect(page.getByText("No notes yet.")).toBeVisible();
  const deletion = page.getByRole("listitem").filter({ hasText: "Note deleted: “Great modelling" });
  await deletion.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("No notes yet.")).toHaveCount(0);
  await expect(deletion).toContainText("undone");
  await page.goto(url);
  await expect(rowOf(page, "Priya Nair").getByText("1 note")).toBeVisible();
});

test("keyboard triage: j/k move, s shortlists, x rejects, 1-4 set the tier", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "keyboard shortcuts need JavaScript");
  await createTournament(page, javaScriptEnabled);
  await expect(page.getByText("Keyboard:")).toBeVisible();
  await page.keyboard.press("j");
  await expect(rows(page).first().locator("[data-candidate-link]")).toBeFocused();
  await page.keyboard.press("j");
  await expect(rows(page).nth(1).locator("[data-candidate-link]")).toBeFocused();
  await page.keyboard.press("k");
  await page.keyboard.press("s");
  await expect(rows(page).first().getByRole("button", { name: /^Shortlist/ })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("j");
  const second = page.locator(`[data-candidate-row="${await rows(page).nth(1).getAttribute("data-candidate-row")}"]`);
  await page.keyboard.press("x");
  await expect(second.getByRole("button", { name: /^Reject/ })).toHaveAttribute("aria-pressed", "true");
  // A tier key takes the reason typed in the bulk bar. Tier D moves the candidate down the ranking; it is found by its id.
  await page.getByPlaceholder("Reason (optional)").fill("Typed once for the keys");
  await second.locator("[data-candidate-link]").focus();
  await page.keyboard.press("4");
  await expect(second.getByLabel("Tier D")).toBeVisible();
  await expect(second.getByText(/\(AI: [A-C]\)/)).toBeVisible();
  // The list's links are plain anchors; with JavaScript a click stays in the app (no new document).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await second.locator("[data-candidate-link]").click();
  await expect(page.getByText("Typed once for the keys")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.goBack();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("link", { name: /^Score/ }).click();
  await expect(page).toHaveURL(/sort=score/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a recruiter edits the requirements, watches the re-rank, then deletes the tournament", async ({ page, javaScriptEnabled }) => {
  const url = await createTournament(page, javaScriptEnabled);
  await page.getByText("Edit, re-rank, duplicate or archive").click();
  await page.getByLabel("Tournament Name").fill("Senior Accountant (CPA)");
  await page.getByLabel("Key Requirements").fill("CPA\nExcel\nNetSuite");
  await page.getByRole("button", { name: "Save and re-rank" }).click();
  await expect(page.getByText("Re-ranking started").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Senior Accountant (CPA)" })).toBeVisible();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.goto(url);
  await rowOf(page, "James Carter").getByRole("link", { name: "James Carter" }).click();
  await expect(page.getByRole("cell", { name: "NetSuite" })).toBeVisible();

  await page.goto(url);
  await page.getByText("Delete", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, delete tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournaments$/);
  await expect(page.getByText("Tournament deleted")).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});
