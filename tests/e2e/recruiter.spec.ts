import { expect, test, type Page } from "@playwright/test";
import { docx, textPdf, utf8Txt } from "../fixtures/resume-files";
import { newEmail, signUp, toUploadStep, withWorkerPaused } from "./helpers";

const JOB = {
  name: "Senior Accountant",
  description: "We need an accountant for audit, tax and the month-end close.",
  requirements: "CPA\nExcel\nFinancial reporting",
};

async function resumeFiles() {
  return [
    { name: "jordan-rivera.pdf", mimeType: "application/pdf", buffer: Buffer.from(await textPdf()) },
    { name: "sam-lee.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: Buffer.from(await docx()) },
    { name: "alex-kim.txt", mimeType: "text/plain", buffer: Buffer.from(utf8Txt("Alex Kim\nJunior Web Developer\nalex@example.com\nSkills: HTML, CSS")) },
  ];
}

/** Without JavaScript the page refreshes itself every 3 s (meta refresh); with it, it revalidates every second. */
async function waitForCompletion(page: Page) {
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 25_000 });
}

test("a recruiter creates a tournament, watches it complete, filters, re-tiers, views and tries to export", async ({ page, javaScriptEnabled }) => {
  await signUp(page, newEmail("recruiter"));
  await page.goto("/dashboard/create-tournament");
  await expect(page.getByRole("heading", { name: "Create New Tournament" })).toBeVisible();
  await expect(page.getByText(/Only the tournament name is required/)).toBeVisible();
  await expect(page.getByLabel("Tournament Name")).toHaveAttribute("placeholder", "Frontend Developers Q2 2025");
  await expect(page.getByLabel(/Job Description/)).toHaveAttribute("rows", "4");

  // The name is required, client-side with JavaScript and server-side without (at the first step).
  await page.getByRole("button", { name: javaScriptEnabled ? "Create Tournament" : "Review requirements" }).click();
  await expect(page.getByText("Tournament name is required", { exact: true })).toBeVisible();

  await page.getByLabel("Tournament Name").fill(JOB.name);
  await page.getByLabel(/Job Description/).fill(JOB.description);
  await page.getByLabel(/Key Requirements/).fill(JOB.requirements);
  await toUploadStep(page, javaScriptEnabled);
  await page.getByLabel("Resume Upload").setInputFiles(await resumeFiles());
  if (javaScriptEnabled) await expect(page.getByText("3 files selected")).toBeVisible();
  // The worker is held still until the page shows the tournament processing: three small files are
  // otherwise read before the page opens, and the toast marks a change seen while the page is open.
  await withWorkerPaused(async () => {
    await page.getByRole("button", { name: "Create Tournament" }).click();
    await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
    await expect(page.getByText("Resumes uploaded").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: JOB.name })).toBeVisible();
    await expect(page.getByText(/^Created .* · 3 resumes$/)).toBeVisible();
    await expect(page.getByText("Processing", { exact: true })).toBeVisible();
  });
  await waitForCompletion(page);
  if (javaScriptEnabled) await expect(page.getByText("Tournament complete")).toBeVisible();
  await expect(page.getByText("Processing Status")).toHaveCount(0);

  // Settled, the page comes from the page cache: each copy with its own CSP nonce, and it still runs.
  const copies = [await page.request.get(page.url()), await page.request.get(page.url())];
  expect(copies[1]!.headers()["x-page-cache"]).toBe("hit");
  const nonces = copies.map((c) => c.headers()["content-security-policy"]!.match(/'nonce-([^']+)'/)![1]!);
  expect(nonces[0]).not.toBe(nonces[1]);
  const cachedBody = await copies[1]!.text();
  expect(cachedBody).toContain(`nonce="${nonces[1]}"`);
  expect(cachedBody).not.toContain(nonces[0]);
  if (javaScriptEnabled) {
    const refused: string[] = [];
    page.on("console", (m) => m.type() === "error" && /Content Security Policy/.test(m.text()) && refused.push(m.text()));
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true);
    expect(refused).toEqual([]);
  }

  // The ranked list is the default; the cards are one click away. Cards are headed by the person, the file beneath.
  await expect(page.locator("[data-candidate-row]")).toHaveCount(3);
  await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "Cards" }).click();
  await expect(page).toHaveURL(/\?view=cards$/);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole("heading", { name: "Jordan Rivera" })).toHaveCount(2);
  await expect(cards.getByText("jordan-rivera.pdf", { exact: true })).toBeVisible();
  await page.getByText("Tournament Details").click();
  await expect(page.getByRole("definition").filter({ hasText: JOB.description })).toBeVisible();

  // Filter by the tier of the first (best) candidate.
  const firstTier = (await cards.first().getByLabel(/^Tier [A-D]$/).first().getAttribute("aria-label"))!.slice(-1);
  const chip = page.getByRole("navigation", { name: "Filter by tier" }).getByRole("link", { name: new RegExp(`^Tier ${firstTier} \\(\\d+\\)$`) });
  const count = Number((await chip.textContent())!.match(/\((\d+)\)/)![1]);
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`\\?view=cards&tier=${firstTier}$`));
  await expect(chip).toHaveAttribute("aria-current", "page");
  await expect(cards).toHaveCount(count);

  // Change that candidate's tier; the AI's tier stays visible beside it.
  const newTier = firstTier === "D" ? "C" : "D";
  const card = cards.first();
  const name = (await card.getByRole("heading", { level: 3 }).textContent())!;
  await card.getByText("Change Tier").click();
  await card.getByRole("button", { name: `Tier ${newTier}` }).click();
  await expect(page.getByText("Tier updated").first()).toBeVisible();
  await page.getByRole("link", { name: /^All \(3\)$/ }).click();
  const moved = cards.filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(moved.getByText(`(AI: ${firstTier})`)).toBeVisible();

  // View the original: served inline, sandboxed, never cached.
  const href = (await page.getByRole("link", { name: "View Resume" }).first().getAttribute("href"))!;
  expect(href).toMatch(/^\/api\/resumes\/[0-9a-f-]{36}\/view$/);
  const pdfCard = cards.filter({ hasText: "jordan-rivera.pdf" });
  const pdfHref = (await pdfCard.getByRole("link", { name: "View Resume" }).getAttribute("href"))!;
  const view = await page.request.get(pdfHref);
  expect(view.status()).toBe(200);
  expect(view.headers()["content-type"]).toBe("application/pdf");
  expect(view.headers()["content-disposition"]).toBe(`inline; filename="jordan-rivera.pdf"; filename*=UTF-8''jordan-rivera.pdf`);
  expect(view.headers()["x-content-type-options"]).toContain("nosniff");
  expect(view.headers()["content-security-policy"]).toContain("sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:");
  expect(view.headers()["cache-control"]).toBe("private, no-store");
  expect((await view.body()).subarray(0, 5).toString()).toBe("%PDF-");
  if (javaScriptEnabled) {
    // Chromium's PDF viewer renders the file despite the sandbox.
    const [tab] = await Promise.all([page.context().waitForEvent("page"), pdfCard.getByRole("link", { name: "View Resume" }).click()]);
    await expect.poll(() => tab.frames().some((f) => f.url().startsWith("chrome-extension://")), { timeout: 10_000 }).toBe(true);
    await tab.close();
  }

  // New accounts are on FREE: the export menu says a subscription is required, and the server refuses too.
  await page.getByText("Export", { exact: true }).click();
  await expect(page.getByText("Subscription required")).toBeVisible();
  await expect(page.getByText("Exporting tiers is only available for PRO and ENTERPRISE plans.")).toBeVisible();
  const id = page.url().match(/tournament\/([0-9a-f-]{36})/)![1];
  const refused = await page.request.get(`/api/tournaments/${id}/export/tier/A`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: "Exporting tiers is only available for PRO and ENTERPRISE plans." });

  // Blind view hides names and contact details.
  await page.getByRole("button", { name: "Blind view: Off" }).click();
  await expect(page.getByRole("button", { name: "Blind view: On" })).toBeVisible();
  await expect(cards.getByRole("heading", { name: /^Candidate [1-3]$/ })).toHaveCount(3);
  await expect(page.getByText("jordan.rivera@example.com")).toHaveCount(0);
});

test("a recruiter adds resumes to a tournament and meets the tournament limit", async ({ page, javaScriptEnabled }) => {
  await signUp(page, newEmail("limits"));
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Empty at first");
  await toUploadStep(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Tournament created")).toBeVisible();
  await expect(page.getByText("No resumes uploaded")).toBeVisible();
  await expect(page.getByText("Upload resumes to start the screening process.")).toBeVisible();

  await page.getByText("Add Resumes", { exact: true }).first().click();
  const upload = page.getByRole("button", { name: "Upload", exact: true });
  if (javaScriptEnabled) {
    await expect(upload).toBeDisabled();
    await page.getByLabel("Resume files").setInputFiles([{ name: "virus.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") }]);
    await expect(page.getByText('File "virus.exe" is not an accepted file type.')).toBeVisible();
    await expect(upload).toBeDisabled();
  }
  // Padded so that, with the upload throttled, the bar shows the browser's real progress events.
  const padded = Buffer.from(utf8Txt(`Alex Kim\nAccountant\nExcel\n${"Audit and month-end close. ".repeat(8000)}`));
  await page.getByLabel("Resume files").setInputFiles([{ name: "alex-kim.txt", mimeType: "text/plain", buffer: padded }]);
  if (javaScriptEnabled) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 100 * 1024 });
    await upload.click();
    const bar = page.getByRole("progressbar", { name: "Upload progress" });
    await expect(bar).toBeVisible();
    await expect(page.getByRole("button", { name: "Uploading..." })).toBeDisabled();
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 10_000 }).toBeGreaterThan(0);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  } else {
    await upload.click();
  }
  await expect(page.getByText("Resumes uploaded").first()).toBeVisible();
  await expect(page.getByText(/^Created .* · 1 resume$/)).toBeVisible();
  await waitForCompletion(page);
  await expect(page.locator("[data-candidate-row]")).toHaveCount(1);
  await expect(page.getByRole("link", { name: /^(Alex Kim|alex-kim)$/ })).toBeVisible();

  // FREE has two tournament credits: this one was the first.
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Second");
  await toUploadStep(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\//);

  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Third");
  if (!javaScriptEnabled) {
    // Without JavaScript the limit shows at the last step, before any file is sent.
    await page.getByRole("button", { name: "Review requirements" }).click();
    await page.getByRole("button", { name: "Continue to upload" }).click();
  } else {
    await page.getByRole("button", { name: "Create Tournament" }).click();
  }
  const dialog = page.getByRole("alertdialog", { name: "Tournament Limit Reached" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("You have reached your plan's limit. Upgrade to continue creating tournaments.");
  await expect(dialog.getByRole("link", { name: "Upgrade now" })).toHaveAttribute("href", "/subscription/manage");
  await dialog.getByRole("link", { name: "Continue with current plan" }).click();
  await expect(dialog).toBeHidden();
  await page.goto("/dashboard/tournaments");
  await expect(page.getByRole("row", { name: /Third/ })).toHaveCount(0);
});
