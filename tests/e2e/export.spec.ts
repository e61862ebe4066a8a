import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import JSZip from "jszip";
import { docx, textPdf, utf8Txt } from "../fixtures/resume-files";
import { newEmail, setPlan, signUp, toUploadStep } from "./helpers";

test("a PRO recruiter downloads a tier as a zip of originals with a summary", async ({ page, javaScriptEnabled }) => {
  const email = newEmail("export");
  await signUp(page, email);
  await setPlan(email, "pro");

  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Senior Accountant");
  await page.getByLabel(/Job Description/).fill("Accountant for audit, tax and the month-end close.");
  await toUploadStep(page, javaScriptEnabled);
  await page.getByLabel("Resume Upload").setInputFiles([
    { name: "jordan-rivera.pdf", mimeType: "application/pdf", buffer: Buffer.from(await textPdf()) },
    { name: "jordan-rivera-copy.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: Buffer.from(await docx()) },
    { name: "alex-kim.txt", mimeType: "text/plain", buffer: Buffer.from(utf8Txt("Alex Kim\nLine Cook\nSkills: grill, food safety")) },
  ]);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 25_000 });
  // The list is the default view; this test reads the cards.
  await page.goto(`${page.url()}?view=cards`);

  // The accountants are tier A or B; export the tier of the best card.
  const cards = page.getByRole("article");
  const bestTier = (await cards.first().getByLabel(/^Tier [A-D]$/).first().getAttribute("aria-label"))!.slice(-1);
  const chip = page.getByRole("navigation", { name: "Filter by tier" }).getByRole("link", { name: new RegExp(`^Tier ${bestTier} \\(\\d+\\)$`) });
  const inTier = Number((await chip.textContent())!.match(/\((\d+)\)/)![1]);

  await page.getByText("Export", { exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: `Tier ${bestTier} (zip)` }).click()]);
  expect(download.suggestedFilename()).toBe(`tournament-tier-${bestTier}.zip`);
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const names = Object.keys(zip.files).sort();
  expect(names).toContain("summary.csv");
  expect(names).toContain("summary.json");
  expect(names).toContain("jordan-rivera.pdf");
  expect(names).not.toContain("alex-kim.txt");
  const summary = JSON.parse(await zip.file("summary.json")!.async("string")) as Array<{ tier: string }>;
  expect(summary).toHaveLength(inTier);
  expect(summary.every((row) => row.tier === bestTier)).toBe(true);
  expect(await zip.file("summary.csv")!.async("string")).toMatch(/jordan-rivera\.pdf/);
  // The original is kept byte for byte.
  expect(Buffer.from(await zip.file("jordan-rivera.pdf")!.async("uint8array")).subarray(0, 5).toString()).toBe("%PDF-");
});
