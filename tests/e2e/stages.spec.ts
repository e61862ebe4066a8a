// Issue 26: a tournament's stages fit the hiring process (renamed, added), and
// counts, filters, bulk moves, the trail and the CSV follow them; a new
// tournament keeps the four defaults. With JavaScript and without.
import { expect, test, type Page } from "@playwright/test";
import { readCsv } from "../eval/csv";
import { utf8Txt } from "../fixtures/resume-files";
import { newEmail, signUp, toUploadStep } from "./helpers";

test.describe.configure({ timeout: 150_000 });

const person = (name: string, title: string) =>
  `${name}\n${title}\n${name.toLowerCase().replace(" ", ".")}@example.com\nExperience\n${title}, Harbor Books, 2017 to Present\nClosed the books each month and reconciled accounts in Excel.\nSkills\nExcel, reconciliations, GAAP`;
const PEOPLE = [
  ["Ana Lima", "Senior Accountant"],
  ["Ben Cho", "Staff Accountant"],
  ["Cleo Park", "Accounts Payable Clerk"],
];

/** The stage names as the form shows them. */
const values = (page: Page) => page.getByRole("list", { name: "Stages" }).getByRole("textbox").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

/**
 * Presses a button of the stages form and waits for the answer and the page read again after it (a
 * redirect without JavaScript, a revalidation with it), so the next field typed is not redrawn under the test.
 */
async function press(page: Page, name: string) {
  const posted = page.waitForResponse((r) => r.request().method() === "POST");
  const reread = page.waitForResponse((r) => r.request().method() === "GET" && /\/stages(\.data)?$/.test(new URL(r.url()).pathname));
  await page.getByRole("button", { name, exact: true }).click();
  const answer = await posted;
  // Without JavaScript a refusal is the page itself; everything else is followed by a read of the page.
  if (answer.status() < 400 || answer.url().endsWith(".data")) await reread;
}

const tabs = (page: Page) => page.getByRole("navigation", { name: "Filter by stage" });

test("custom stages: renamed and added, followed by counts, filters, bulk moves, the trail and the CSV", async ({ page, javaScriptEnabled }) => {
  await signUp(page, newEmail("stages"));
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Senior Accountant");
  await page.getByLabel(/Key Requirements/).fill("GAAP\nExcel");
  await toUploadStep(page, javaScriptEnabled);
  await page
    .getByLabel("Resume Upload")
    .setInputFiles(PEOPLE.map(([name, title]) => ({ name: `${name!.split(" ")[0]!.toLowerCase()}.txt`, mimeType: "text/plain", buffer: Buffer.from(utf8Txt(person(name!, title!))) })));
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  const url = page.url();
  const id = url.split("/").pop()!;
  // The four defaults.
  await expect(tabs(page).getByRole("link")).toHaveText([/All stages\s*3/, /New\s*3/, /Shortlisted\s*0/, /Contacted\s*0/, /Rejected\s*0/]);

  // Add the usual stages of a hiring process (before Rejected) and rename one.
  await page.getByRole("link", { name: "Edit stages" }).click();
  await expect(page.getByRole("heading", { name: "Stages" })).toBeVisible();
  await press(page, "Add Phone screen, Interview, Offer, Hired");
  await expect(page.getByText("Stages saved").first()).toBeVisible();
  await page.getByLabel("Name of stage 3").fill("Reached out");
  await press(page, "Save names");
  await expect(page.getByLabel("Name of stage 3")).toHaveValue("Reached out");
  await expect.poll(() => values(page)).toEqual(["New", "Shortlisted", "Reached out", "Phone screen", "Interview", "Offer", "Hired", "Rejected"]);
  // A name twice is refused, and nothing is lost.
  await page.getByLabel("Name of stage 4").fill("Interview");
  await press(page, "Save names");
  await expect(page.getByRole("alert")).toContainText("Two stages are called “Interview”: give each its own name.");
  await expect.poll(() => values(page)).toEqual(["New", "Shortlisted", "Reached out", "Interview", "Interview", "Offer", "Hired", "Rejected"]);
  await page.getByLabel("Name of stage 4").fill("Phone screen");
  await press(page, "Save names");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect.poll(() => values(page)).toEqual(["New", "Shortlisted", "Reached out", "Phone screen", "Interview", "Offer", "Hired", "Rejected"]);

  // Counts, filters and bulk moves use them.
  await page.goto(url);
  await expect(tabs(page).getByRole("link", { name: /^Interview\s*0$/ })).toBeVisible();
  await page.getByLabel("Select Ana Lima").check();
  await page.getByLabel("Select Ben Cho").check();
  await page.getByLabel("Stage", { exact: true }).selectOption({ label: "Interview" });
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByText("Moved to Interview").first()).toBeVisible();
  await expect(tabs(page).getByRole("link", { name: /^Interview\s*2$/ })).toBeVisible();
  await expect(page.getByRole("form", { name: "Last change" })).toContainText("2 candidates moved to Interview");
  await tabs(page).getByRole("link", { name: /^Interview/ }).click();
  await expect(page).toHaveURL(/stage=interview/);
  await expect(page.locator("[data-candidate-row]")).toHaveCount(2);

  // The candidate page: stage buttons, the trail, a tier with its reason, notes.
  await page.getByRole("link", { name: "Ana Lima" }).click();
  await page.getByRole("form", { name: "Stage" }).getByRole("button", { name: "Offer" }).click();
  await expect(page.getByText("Moved to Offer").first()).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Stage: Interview → Offer" })).toBeVisible();
  await page.getByRole("form", { name: "Change Tier" }).getByText("B", { exact: true }).click();
  await page.getByLabel("Reason (optional)").fill("Strong references from two firms");
  await page.getByRole("button", { name: "Save tier" }).click();
  await expect(page.getByText("Tier updated").first()).toBeVisible();
  await page.getByLabel("Add a note").fill("First call went well");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added").first()).toBeVisible();
  await page.getByLabel("Add a note").fill("Asked for a second interview");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Asked for a second interview")).toBeVisible();
  const candidateUrl = page.url();

  // Renaming a stage renames it in the trail too.
  await page.goto(`${url}/stages`);
  await page.getByLabel("Name of stage 5").fill("Onsite interview");
  await press(page, "Save names");
  await expect(page.getByLabel("Name of stage 5")).toHaveValue("Onsite interview");
  await page.goto(candidateUrl);
  await expect(page.getByRole("listitem").filter({ hasText: "Stage: Onsite interview → Offer" })).toBeVisible();

  // A stage with someone in it can't be removed; an empty one can.
  await page.goto(`${url}/stages`);
  await press(page, "Remove: Offer");
  await expect(page.getByRole("alert")).toContainText("Move the candidate in “Offer” to another stage first.");
  await press(page, "Remove: Hired");
  await expect(page.getByText("Stages saved").first()).toBeVisible();
  await expect.poll(() => values(page)).toEqual(["New", "Shortlisted", "Reached out", "Phone screen", "Onsite interview", "Offer", "Rejected"]);
  await expect(page.getByRole("button", { name: "Remove: New" })).toHaveCount(0);

  // The CSV: stage names, the tier's reason, notes (latest first) and a link to each candidate.
  const csv = await page.request.get(`/api/tournaments/${id}/export/csv`);
  expect(csv.status()).toBe(200);
  const rows = readCsv((await csv.text()).replace(/^\uFEFF/, ""));
  expect(Object.keys(rows[0]!)).toEqual(["Rank", "Name", "Current title", "Location", "Years of experience", "Score", "Tier", "AI tier", "Stage", "Matched requirements", "Skills", "Email", "Phone", "File name", "Tier reason", "Notes", "Link"]);
  const ana = rows.find((r) => r.Name === "Ana Lima")!;
  const ben = rows.find((r) => r.Name === "Ben Cho")!;
  expect(ana.Stage).toBe("Offer");
  expect(ben.Stage).toBe("Onsite interview");
  expect(ana.Tier).toBe("B");
  expect(ana["Tier reason"]).toBe("Strong references from two firms");
  expect(ana.Notes!.split("\n").map((l) => l.replace(/^\d{4}-\d{2}-\d{2} \S+: /, ""))).toEqual(["Asked for a second interview", "First call went well"]);
  expect(ana.Link).toBe(new URL(candidateUrl).href);
  expect(ben["Tier reason"]).toBe("");
  expect(ben.Notes).toBe("");

  // A new tournament starts with the four defaults.
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Bookkeeper");
  await toUploadStep(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  await page.goto(`${page.url()}/stages`);
  await expect.poll(() => values(page)).toEqual(["New", "Shortlisted", "Contacted", "Rejected"]);
});
