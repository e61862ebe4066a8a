import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { docx, spreadsheetXls, textPdf, utf8Txt } from "../fixtures/resume-files";

/** setInputFiles wants paths: the generated resumes are written to a fresh temp folder. */
function writeFiles(files: Record<string, Uint8Array>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tierlist-demo-"));
  return Object.entries(files).map(([name, bytes]) => {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    return file;
  });
}

async function fillDemo(page: Page, title: string, files: string[]) {
  await page.goto("/#try-demo");
  await page.getByLabel("Job title").fill(title);
  await page.getByLabel(/^Key requirements/).fill("Excel\nGAAP\nFinancial reporting");
  if (files.length) await page.getByLabel("Resume files").setInputFiles(files);
  await page.getByRole("button", { name: "Analyze Resumes" }).click();
}

test("a visitor ranks three resumes without an account and is invited to sign up", async ({ page }) => {
  const files = writeFiles({
    "jordan-rivera.pdf": await textPdf(),
    "jordan-rivera.docx": await docx(),
    "casey-cook.txt": utf8Txt("Casey Morgan\nLine Cook\ncasey@example.com\nSkills\nFood safety, Inventory, Teamwork"),
  });
  await fillDemo(page, "Senior Accountant", files);

  await expect(page).toHaveURL(/\/\?demo=[0-9a-f-]{36}(&poll=\d+)?#try-demo$/);
  await expect(page.getByRole("heading", { name: "Results for Senior Accountant" })).toBeVisible();
  await expect(page.getByText("Analysis Complete!")).toBeVisible({ timeout: 25_000 });
  await expect(page.getByText("3 of 3 resumes processed (100%)")).toBeVisible();

  const cards = page.getByRole("list", { name: "Candidates by tier" }).locator(":scope > li");
  await expect(cards).toHaveCount(3);
  for (const name of ["jordan-rivera.pdf", "jordan-rivera.docx", "casey-cook.txt"]) await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(cards.getByText("Analyzed", { exact: true })).toHaveCount(3);
  // Best tier first: the cook comes last.
  const tiers = await cards.getByLabel(/^Tier [ABCD]$/).allTextContents();
  expect(tiers).toHaveLength(3);
  expect(tiers).toEqual([...tiers].sort());
  await expect(cards.last().getByRole("heading", { level: 4 })).toHaveText("casey-cook.txt");
  await expect(page.getByText("Strengths").first()).toBeVisible();

  await page.getByRole("link", { name: "Sign up for free" }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test("the demo form refuses what the spec refuses, with its words", async ({ page }) => {
  await page.goto("/#try-demo");
  // With JavaScript on, the page's scripts have loaded before the click: a click while the page hydrates, on a loaded
  // machine, was lost once (the form neither checked itself nor posted).
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Analyze Resumes" }).click();
  await expect(page.getByText("Job title is required")).toBeVisible();
  await expect(page.getByText("Please select at least one resume file.")).toBeVisible();
  await expect(page).not.toHaveURL(/demo=/);

  const six = writeFiles(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`cv-${i + 1}.txt`, utf8Txt()])));
  await fillDemo(page, "Accountant", six);
  await expect(page.getByText("Demo is limited to 5 resumes.")).toBeVisible();

  // An Excel workbook named .doc (the same container as Word's): refused by content, in the browser and on the server.
  const doc = writeFiles({ "cv.doc": spreadsheetXls() });
  await fillDemo(page, "Accountant", doc);
  await expect(page.getByText('File "cv.doc" is not an accepted file type.')).toBeVisible();
  await expect(page).not.toHaveURL(/demo=/);
});

test("a demo link that is not a demo says so and offers a new one", async ({ page }) => {
  await page.goto("/?demo=00000000-0000-4000-8000-000000000000#try-demo");
  await expect(page.getByText("This demo could not be found.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Analyze Resumes" })).toBeVisible();
});

test("the landing page has its sections and prices from the plans table", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/auth/login");
  await expect(page.getByRole("link", { name: "Get Started" }).first()).toHaveAttribute("href", "/auth/signup");
  for (const id of ["features", "how-it-works", "pricing", "try-demo"]) await expect(page.locator(`#${id}`)).toBeVisible();
  await expect(page.locator("#how-it-works li")).toHaveCount(4);
  await expect(page.getByText("Cut screening time by 80%", { exact: false })).toBeVisible();
  const pricing = page.locator("#pricing");
  for (const price of ["Free", "$19.99", "$99.99", "$5.99"]) await expect(pricing.getByText(price, { exact: true })).toBeVisible();
  const free = pricing.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "FREE" }) });
  await expect(free.getByText("Download tiers in a single zip")).toHaveClass(/line-through/);
});
