// What a recruiter reads about one candidate: every requirement they typed, in
// their words and casing, and one count of requirements met on the card and on
// the candidate's page.
import { expect, test } from "@playwright/test";
import { newEmail, signUp, toUploadStep } from "./helpers";

const RESUME = `Jordan Avery
Staff Accountant
Experience
Staff Accountant 03/2019 to Current
Northwind Traders, Springfield
Reconciled bank accounts and prepared monthly financial statements under GAAP.
Skills
SAP ERP, QuickBooks, Excel
Licenses
California Driver License`;

test("the card and the candidate page agree, and every typed requirement is shown as typed", async ({ page, javaScriptEnabled }) => {
  await signUp(page, newEmail("requirements"));
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Staff Accountant");
  await page.getByLabel(/Key Requirements/).fill("GAAP\nAccounting systems / ERP");
  await page.getByLabel(/Nice to have/).fill("Valid California driver's license\nPower BI dashboards");
  await toUploadStep(page, javaScriptEnabled);
  await page.getByLabel("Resume Upload").setInputFiles([{ name: "jordan-avery.txt", mimeType: "text/plain", buffer: Buffer.from(RESUME) }]);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  // The card view carries the 'Why this tier?' link (the list links the candidate's name).
  await page.goto(`${page.url()}?view=cards`);

  const why = page.getByRole("link", { name: /^Why this tier\? \(\d+ of \d+ requirements met\)$/ });
  const [, met, total] = (await why.textContent())!.match(/\((\d+) of (\d+) requirements met\)/)!;
  await why.click();
  await expect(page).toHaveURL(/\/candidate\//);
  await expect(page.getByText(`meets ${met} of ${total} requirements for Staff Accountant`)).toBeVisible();
  const table = page.getByRole("table", { name: "Requirements and evidence" });
  await expect(table.getByRole("row")).toHaveCount(Number(total) + 1);
  for (const typed of ["GAAP", "Accounting systems / ERP", "Valid California driver's license", "Power BI dashboards"]) {
    await expect(table.getByRole("cell", { name: new RegExp(`^${typed.replace(/[/]/g, "\\/")}`) })).toBeVisible();
  }
  await expect(page.getByText(/gAAP/)).toHaveCount(0);
  // The licence is met by the resume's own line, quoted.
  await expect(table.getByRole("row", { name: /Valid California driver's license/ })).toContainText("California Driver License");
});
