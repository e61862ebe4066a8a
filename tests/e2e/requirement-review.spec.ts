// Issue 26: the recruiter sees and steers what the screen looks for, before any
// credit is spent, and again later (a re-rank with no credit); with JavaScript
// (one page, the list read as the posting is typed) and without (plain steps).
import { expect, test, type Page } from "@playwright/test";
import { utf8Txt } from "../fixtures/resume-files";
import { newEmail, signUp } from "./helpers";

test.describe.configure({ timeout: 150_000 });

const POSTING = `We are hiring a backend engineer for the payments team.
Requirements
- 5+ years of experience building services in Python and Django
- Experience with AWS
- Bachelor's degree in Computer Science or similar
Nice to have
- Kubernetes or Docker`;

const PRIYA = `Priya Raman
Backend Engineer
priya.raman@example.com
Experience
Backend Engineer, Lumen Payments, 2016 to Present
Built payment services in Python with PostgreSQL and Kafka.
Managed AWS infrastructure with Terraform.
Education
B.S. Computer Science, State University
Skills
Python, PostgreSQL, Terraform, Kafka, AWS, Docker`;

const TOM = `Tom Okafor
Backend Developer
tom.okafor@example.com
Experience
Backend Developer, Brightline, 2015 to Present
Wrote Django apps in Python on MySQL and Redis.
Skills
Python, Django, MySQL, Redis`;

const item = (page: Page, label: string) => page.getByRole("listitem").filter({ has: page.getByRole("button", { name: `Remove: ${label}`, exact: true }) });
const creditsCard = (page: Page) => page.getByText("Active Credits").locator("xpath=..");

/** Presses one of the list's buttons: a fetch with JavaScript, a page without; either way the list answers. */
async function press(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Updating the requirements" })).toHaveCount(0);
}

test("the recruiter reviews and edits the requirements before creating, and again later with a re-rank and no credit", async ({ page, javaScriptEnabled }) => {
  await signUp(page, newEmail("review"));
  await expect(creditsCard(page)).toContainText("2 of 2 tournament credits left");
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Backend Engineer");
  await page.getByLabel(/Job Description/).fill(POSTING);
  await page.getByLabel(/Key Requirements/).fill("PostgreSQL");
  if (!javaScriptEnabled) {
    // Without JavaScript the first step is the posting alone: no files, no Create Tournament yet.
    await expect(page.getByLabel("Resume Upload")).toHaveCount(0);
    await page.getByRole("button", { name: "Review requirements" }).click();
  }
  await expect(page.getByRole("heading", { name: "Requirements the screen will use" })).toBeVisible();
  const list = page.getByRole("list", { name: "Requirements" });
  await expect(item(page, "Python")).toBeVisible();

  // Each requirement: must-have or nice-to-have, the posting's words it came from, its weight in plain words.
  await expect(item(page, "Python")).toContainText("From the posting: “5+ years of experience building services in Python and Django”");
  await expect(item(page, "Python").getByLabel(/must-have or nice-to-have/)).toHaveValue("must");
  await expect(item(page, "Kubernetes or Docker").getByLabel(/must-have or nice-to-have/)).toHaveValue("nice");
  await expect(item(page, "PostgreSQL")).toContainText("From your key requirements: “PostgreSQL”");
  await expect(list.getByRole("listitem").first()).toContainText("From the job title: “Backend Engineer”");
  await expect(list.getByRole("listitem").first()).toContainText("Counts most");
  for (const li of await list.getByRole("listitem").all()) await expect(li).toContainText(/Counts (most|a lot|some|a little)|(Asked|Checked), not scored/);
  await expect(page.getByText(/O\*NET/)).toHaveCount(0);

  // Remove, add, switch, reorder, re-word.
  await press(page, "Remove: Django");
  await expect(item(page, "Django")).toHaveCount(0);
  await page.getByLabel("Add a requirement").fill("Terraform");
  await press(page, "Add requirement");
  await expect(item(page, "Terraform")).toContainText("Added by you");
  await item(page, "AWS").getByLabel(/must-have or nice-to-have/).selectOption("nice");
  await press(page, "Move up: Terraform");
  // Added last, moved up one: now the one before last.
  const count = await list.getByRole("listitem").count();
  await expect(list.getByRole("listitem").nth(count - 2).getByRole("textbox")).toHaveValue("Terraform");
  await item(page, "PostgreSQL").getByRole("textbox").fill("PostgreSQL or MySQL");
  if (!javaScriptEnabled) await press(page, "Update the list");
  await expect(item(page, "PostgreSQL or MySQL")).toContainText("Re-worded by you");
  await expect(item(page, "AWS").getByLabel(/must-have or nice-to-have/)).toHaveValue("nice");

  if (!javaScriptEnabled) {
    await page.getByRole("button", { name: "Continue to upload" }).click();
    await expect(page.getByText("Step 3 of 3")).toBeVisible();
    await expect(page.getByRole("region", { name: "Requirements the screen uses" })).toContainText("Terraform");
  }
  // No credit is spent by reviewing.
  await page.getByLabel("Resume Upload").setInputFiles([
    { name: "priya-raman.txt", mimeType: "text/plain", buffer: Buffer.from(utf8Txt(PRIYA)) },
    { name: "tom-okafor.txt", mimeType: "text/plain", buffer: Buffer.from(utf8Txt(TOM)) },
  ]);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  const url = page.url();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });

  // The details show the saved list, which is what the analysis used.
  await page.getByText("Tournament Details").click();
  const used = page.getByRole("region", { name: "Requirements the screen uses" });
  await expect(used).toContainText("Terraform");
  await expect(used).toContainText("PostgreSQL or MySQL");
  // Django is gone as a requirement (the posting's line that named it is still quoted for Python).
  await expect(used.getByRole("listitem").filter({ hasText: /^(Must-have|Nice-to-have)Django/ })).toHaveCount(0);
  await expect(used.getByRole("listitem").filter({ hasText: /^Nice-to-have\s*AWS/ })).toHaveCount(1);
  await page.getByRole("link", { name: "Priya Raman" }).click();
  const table = page.getByRole("table", { name: "Requirements and evidence" });
  await expect(table.getByRole("row", { name: /^Terraform/ })).toContainText("Met");
  await expect(table.getByRole("row", { name: /^AWS \(nice to have\)/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /^Django/ })).toHaveCount(0);
  await expect(table.getByRole("row", { name: /^Kafka/ })).toHaveCount(0);

  await page.goto("/dashboard");
  await expect(creditsCard(page)).toContainText("1 of 2 tournament credits left");

  // Later: edit the list on its own page; saving re-ranks without a credit.
  await page.goto(url);
  await page.getByText("Tournament Details").click();
  await page.getByRole("link", { name: "Edit requirements" }).click();
  await expect(page.getByRole("heading", { name: "Requirements the screen uses" })).toBeVisible();
  await expect(item(page, "Terraform")).toBeVisible();
  await press(page, "Remove: Terraform");
  await expect(item(page, "Terraform")).toHaveCount(0);
  await page.getByLabel("Add a requirement").fill("Kafka");
  await press(page, "Add requirement");
  await expect(item(page, "Kafka")).toBeVisible();
  await page.getByRole("button", { name: "Save and re-rank" }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByText("Re-ranking started").first()).toBeVisible();
  await expect(page.getByText("2 candidates will be re-ranked against the new requirements. No credit was used.").first()).toBeVisible();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: "Priya Raman" }).click();
  await expect(page.getByRole("table", { name: "Requirements and evidence" }).getByRole("row", { name: /^Kafka/ })).toContainText("Met");
  await expect(page.getByRole("table", { name: "Requirements and evidence" }).getByRole("row", { name: /^Terraform/ })).toHaveCount(0);
  await page.goto("/dashboard");
  await expect(creditsCard(page)).toContainText("1 of 2 tournament credits left");

  // A duplicate copies the list (and spends the second credit, as any new tournament).
  await page.goto(url);
  await page.getByText("Edit, re-rank, duplicate or archive").click();
  await page.getByRole("button", { name: "Duplicate tournament" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Backend Engineer (copy)" })).toBeVisible();
  await page.getByText("Tournament Details").click();
  await expect(page.getByRole("region", { name: "Requirements the screen uses" })).toContainText("Kafka");
  await expect(page.getByRole("region", { name: "Requirements the screen uses" })).not.toContainText("Terraform");
});

test("the candidate page shows the resume's text beside the verdicts, each quoted line highlighted", async ({ page, javaScriptEnabled }) => {
  await signUp(page, newEmail("inline"));
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Backend Engineer");
  await page.getByLabel(/Key Requirements/).fill("Terraform\nKafka\nRuby on Rails");
  if (!javaScriptEnabled) {
    await page.getByRole("button", { name: "Review requirements" }).click();
    await page.getByRole("button", { name: "Continue to upload" }).click();
  }
  await page.getByLabel("Resume Upload").setInputFiles([{ name: "priya-raman.txt", mimeType: "text/plain", buffer: Buffer.from(utf8Txt(PRIYA)) }]);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: "Priya Raman" }).click();

  const resume = page.getByRole("region", { name: "Resume" });
  await expect(resume).toContainText("Built payment services in Python with PostgreSQL and Kafka.");
  // The line each verdict quotes is marked, and numbered with the requirements that cite it; a line no verdict quotes is not.
  const marked = resume.locator("mark");
  await expect(marked.filter({ hasText: "Terraform" }).first()).toBeVisible();
  await expect(marked.filter({ hasText: "B.S. Computer Science" })).toHaveCount(0);
  await expect(resume.locator("p").filter({ hasText: "B.S. Computer Science" })).toHaveCount(1);
  // The requirement links to its line, which holds the quote; the line links back.
  const terraform = page.getByRole("table", { name: "Requirements and evidence" }).getByRole("row", { name: /^Terraform/ });
  await expect(terraform).toContainText("Met");
  const quote = (await terraform.locator("q").last().textContent())!.replace(/^…|…$/g, "").trim();
  await terraform.getByRole("link", { name: /In the resume/ }).last().click();
  await expect(page).toHaveURL(/#resume-line-\d+$/);
  const line = page.locator(new URL(page.url()).hash);
  await expect(line.locator("mark")).toContainText(quote);
  await line.getByRole("link", { name: /requirement: Terraform/ }).click();
  await expect(page).toHaveURL(/#requirement-\d+$/);
  await expect(page.getByRole("table", { name: "Requirements and evidence" }).getByRole("row", { name: /^Ruby on Rails/ })).toContainText("Not met");
  // The original file stays one click away.
  const original = resume.getByRole("link", { name: /Original file/ });
  expect(await original.getAttribute("href")).toMatch(/^\/api\/resumes\/[0-9a-f-]{36}\/view$/);
  expect((await page.request.get((await original.getAttribute("href"))!)).status()).toBe(200);

  // Beside the verdicts on a wide screen; under them at 390 px, and no wider than the phone.
  const evidence = page.getByRole("region", { name: "Requirements and evidence" });
  const [a, b] = [await evidence.boundingBox(), await resume.boundingBox()];
  expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const [c, d] = [await evidence.boundingBox(), await resume.boundingBox()];
  expect(d!.y).toBeGreaterThan(c!.y + c!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Blind view: the text without name or contact details.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("link", { name: /← Backend Engineer/ }).click();
  await page.getByRole("button", { name: "Blind view: Off" }).click();
  await expect(page.getByRole("button", { name: "Blind view: On" })).toBeVisible();
  await page.getByRole("link", { name: "Candidate 1" }).click();
  await expect(resume).toContainText("Managed AWS infrastructure with Terraform.");
  await expect(resume).not.toContainText("priya.raman@example.com");
  await expect(resume).not.toContainText("Priya");
});
