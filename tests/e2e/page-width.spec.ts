// Issue 24.7: no page is wider than the screen, whatever people type. Every page (public, signed-in,
// admin, partner) is loaded at 1280 and 390 px, with JavaScript on and off, with long unbroken strings
// in every field a person fills in: tournament name, posting, requirements, file names, candidate
// names, notes, tier reasons, token, promo and partner names, listing fields, the email address.
// Every <details> is opened first (the tournament's details, menus, panels).
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { docx, textPdf, utf8Txt } from "../fixtures/resume-files";
import { ADMIN, logIn, signUp, toUploadStep } from "./helpers";

test.describe.configure({ timeout: 600_000 });

const WIDTHS = [1280, 390];
/** One unbroken "word" of `n` characters. */
const unbroken = (n: number, seed = "Pneumonoultramicroscopicsilicovolcanoconiosis") => seed.repeat(Math.ceil(n / seed.length)).slice(0, n);
const LONG_URL = `https://careers.example.com/jobs/${unbroken(240, "senior-accountant-")}?ref=${unbroken(80, "0123456789")}`;
const POSTING = `We need a ${unbroken(300)} to own the month-end close.\nApply at ${LONG_URL}\n${unbroken(500, "Excel/GAAP/IFRS/SAP/")}`;
/** A real surname, one word: the candidate's name on every page that shows it. */
const SURNAME = "Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaftschaferswessenschafewarenwohlgepflege";

function resumeText(first: string) {
  return [
    `${first} ${SURNAME}`,
    "Senior Accountant",
    `${first.toLowerCase()}.${unbroken(40, "longmailbox")}@${unbroken(50, "averyveryverylongdomainname")}.example.com · +1 555 0100`,
    `Portfolio: ${LONG_URL}`,
    "Experience",
    "Senior Accountant, Northwind Traders, 2016 to 2024",
    `Owned the month-end close and ${unbroken(200, "reconciliation")} across 14 entities in Excel and SAP.`,
    "Skills",
    `Excel, GAAP, SAP, ${unbroken(120, "FinancialReporting")}`,
    "Education",
    "Bachelor of Science in Accounting, 2015",
  ].join("\n");
}

type Width = { path: string; width: number; scrollWidth: number; culprits: string[] };

/** Opens every <details>, then measures the page; names the elements that stick out when it is too wide. */
async function measure(page: Page, path: string, width: number): Promise<Width> {
  const found = await page.evaluate(() => {
    for (const d of Array.from(document.querySelectorAll("details"))) d.open = true;
    const limit = window.innerWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.documentElement; p = p.parentElement) {
        if (["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(p).overflowX)) return true;
      }
      return false;
    };
    const culprits = Array.from(document.body.querySelectorAll("*"))
      .filter((el) => el.getBoundingClientRect().right > limit + 1 && !clipped(el))
      .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)))
      .slice(0, 4)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}"> ${Math.round(el.getBoundingClientRect().right)}px: ${(el.textContent ?? "").trim().slice(0, 60)}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: limit, culprits };
  });
  expect(found.innerWidth).toBe(width);
  return { path, width, scrollWidth: found.scrollWidth, culprits: found.culprits };
}

/** Loads each path at each width and returns those wider than the window. */
async function tooWide(page: Page, paths: string[]) {
  const wide: Width[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status() ?? 0, `${path} loads`).toBeLessThan(500);
      await screenshot(page, path, width);
      const result = await measure(page, path, width);
      if (result.scrollWidth > width) wide.push(result);
    }
  }
  return wide;
}

/** With E2E_SHOTS=<folder>, every page measured is also kept as a full-page screenshot (as loaded, before opening its details), to look at. */
let shots = 0;
async function screenshot(page: Page, path: string, width: number) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const name = `${test.info().project.name}-${width}-${String(++shots).padStart(3, "0")}-${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "id").replace(/[^a-z0-9]+/gi, "_").slice(0, 80)}.png`;
  await page.screenshot({ path: `${folder}/${name}`, fullPage: true });
}

async function waitForCompleted(page: Page, path: string) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return page.getByText("Completed", { exact: true }).count();
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);
}

/** A partner (long name) with a long listing and a resume through /v1; returns its username and secret and the listing's tournament. */
async function partnerWithListing(page: Page, request: APIRequestContext) {
  const username = `w-${randomUUID().slice(0, 8)}-${unbroken(50, "abcdefghij")}`;
  await page.goto("/admin/partners");
  await page.getByLabel("Name", { exact: true }).fill(unbroken(120, "NorthwindRecruitingInternational"));
  await page.getByLabel("Username").fill(username);
  await page.getByRole("button", { name: "Create Partner" }).click();
  const secret = (await page.getByTestId("partner-secret").textContent())!.trim();
  const login = await request.post("/v1/auth/login", { data: { username, password: secret } });
  const { token, user } = (await login.json()) as { token: string; user: { employer_uuid: string } };
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post("/v1/listings", {
    headers: auth,
    data: { company: unbroken(200, "Northwind"), title: unbroken(200, "SeniorAccountant"), description: POSTING, application_url: LONG_URL, job_listing_type: "Full-Time", region: unbroken(100, "USA") },
  });
  expect(created.status()).toBe(201);
  const listing = (await created.json()) as { listing_id: string; tournament_id: string };
  const file = `${unbroken(150, "jordan-rivera-resume-")}.pdf`;
  const upload = await request.post(`/v1/users/${user.employer_uuid}/jobs/${listing.listing_id}/upload?filename=${encodeURIComponent(file)}`, {
    headers: auth,
    multipart: { file: { name: file, mimeType: "application/pdf", buffer: Buffer.from(await textPdf([resumeText("Jordan").split("\n").map((l) => l.slice(0, 90))])) } },
  });
  expect(upload.status()).toBe(201);
  return { username, secret, tournamentId: listing.tournament_id };
}

test("no page is wider than the screen, with long unbroken text in every field", async ({ page, request, javaScriptEnabled }) => {
  const wide: Width[] = [];

  // A visitor: the public pages, and a demo with a long job title, posting and file names.
  await page.goto("/#try-demo");
  await page.getByLabel("Job title").fill(unbroken(190));
  await page.getByLabel(/^Job description/).fill(POSTING);
  await page.getByLabel(/^Key requirements/).fill(unbroken(400, "CPA/Excel/"));
  await page.getByLabel("Resume files").setInputFiles([
    { name: `${unbroken(150, "casey-morgan-")}.txt`, mimeType: "text/plain", buffer: Buffer.from(utf8Txt(resumeText("Casey"))) },
    { name: `${unbroken(150, "jordan-rivera-")}.docx`, mimeType: "application/octet-stream", buffer: Buffer.from(await docx(resumeText("Jordan").split("\n"))) },
  ]);
  await page.getByRole("button", { name: "Analyze Resumes" }).click();
  await expect(page).toHaveURL(/\?demo=/);
  const demo = `/?demo=${new URL(page.url()).searchParams.get("demo")}`;
  await expect.poll(async () => (await page.goto(demo), page.getByText("Analysis Complete!").count()), { timeout: 60_000 }).toBeGreaterThan(0);
  wide.push(
    ...(await tooWide(page, [
      "/",
      demo,
      "/auth/login",
      "/auth/signup",
      "/auth/forgot-password",
      "/auth/reset-password",
      `/auth/reset-password?token=${unbroken(300, "abc")}`,
      "/auth/account-setup",
      "/help",
      "/subscription/plans",
      "/partner/login",
      `/${unbroken(300, "no-such-page-")}`,
    ])),
  );

  // A recruiter whose email is one long word, with a tournament full of long words.
  const email = `${unbroken(60, "recruiter")}-${randomUUID().slice(0, 6)}@${unbroken(60, "averyveryverylongdomainname")}.example.com`;
  await signUp(page, email);
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill(unbroken(190, "FrontendDevelopersQ2"));
  await page.getByLabel(/Job Description/).fill(POSTING);
  await page.getByLabel(/Key Requirements/).fill(unbroken(600, "CPA/Excel/GAAP/"));
  await page.getByLabel(/Optional/).fill(unbroken(600, "SAP/NetSuite/"));
  await toUploadStep(page, javaScriptEnabled);
  await page.getByLabel("Resume Upload").setInputFiles([
    { name: `${unbroken(180, "alex-kim-senior-accountant-")}.txt`, mimeType: "text/plain", buffer: Buffer.from(utf8Txt(resumeText("Alex"))) },
    { name: `${unbroken(180, "sam-lee-")}.docx`, mimeType: "application/octet-stream", buffer: Buffer.from(await docx(resumeText("Sam").split("\n"))) },
    { name: `${unbroken(180, "jordan-rivera-")}.txt`, mimeType: "text/plain", buffer: Buffer.from(utf8Txt(resumeText("Jordan"))) },
  ]);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  const tournament = new URL(page.url()).pathname;
  await waitForCompleted(page, tournament);
  const ids = await page.locator("[data-candidate-row]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-candidate-row")!));
  expect(ids).toHaveLength(3);
  const candidate = `${tournament}/candidate/${ids[0]}`;
  // A note and a tier reason, each one long word; an API token with a long name.
  await page.request.post(candidate, { form: { intent: "add-note", note: unbroken(3000, "Followupaboutthereconciliationwork") } });
  await page.request.post(candidate, { form: { intent: "set-tier", tier: "A", reason: unbroken(500, "Strongerthanthescoresays") } });
  await page.request.post("/dashboard/account", { form: { intent: "create", name: unbroken(60, "MondayScript") } });

  wide.push(
    ...(await tooWide(page, [
      "/dashboard",
      "/dashboard/tournaments",
      `/dashboard/tournaments?q=${unbroken(200, "FrontendDevelopersQ2")}`,
      "/dashboard/resumes",
      `/dashboard/resumes?q=${unbroken(200, "alex")}`,
      "/dashboard/create-tournament",
      tournament,
      `${tournament}?view=cards`,
      `${tournament}?tier=A`,
      candidate,
      `${tournament}/requirements`,
      `${tournament}/stages`,
      `${tournament}/compare?ids=${ids.join("&ids=")}`,
      `${tournament}/compare?ids=${ids[0]}`,
      `/dashboard/tournament/${randomUUID()}`,
      "/dashboard/account",
      "/subscription/manage",
      "/subscription/promo",
      `/subscription/checkout?session_id=${unbroken(200, "cs_test_")}`,
      "/help",
    ])),
  );
  // A token just created: shown once, in the page that answers the form.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dashboard/account");
    await page.getByLabel("Token name").fill(unbroken(60, "NightlyExport"));
    await page.getByRole("button", { name: "Create token" }).click();
    await expect(page.getByLabel("New API token")).toBeVisible();
    await screenshot(page, "/dashboard/account-token-created", width);
    const result = await measure(page, "/dashboard/account (token created)", width);
    if (result.scrollWidth > width) wide.push(result);
  }

  // The administrator: a long promo code and description, a partner with long names, its listing.
  await page.context().clearCookies();
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const code = `W${randomUUID().replace(/-/g, "").slice(0, 8).toUpperCase()}${unbroken(23, "LONGCODE")}`;
  await page.request.post("/admin/promo-codes", { form: { code, description: unbroken(200, "Conferencegiveaway"), maxUses: "", isActive: "on", grant: "unlimited" } });
  const partner = await partnerWithListing(page, request);
  const adminTournament = `/admin/tournaments/${tournament.split("/").pop()}`;
  wide.push(
    ...(await tooWide(page, [
      "/admin/promo-codes",
      "/admin/partners",
      "/admin/tournaments",
      "/admin/tournaments?tab=external",
      `/admin/tournaments?q=${unbroken(200, "Northwind")}`,
      adminTournament,
      `/admin/tournaments/${partner.tournamentId}`,
      "/admin/api-integration?tab=auth",
      "/admin/api-integration?tab=listings",
      "/admin/api-integration?tab=upload",
      "/admin/api-integration?tab=responses",
    ])),
  );

  // The partner's own pages.
  await page.context().clearCookies();
  await page.goto("/partner/login");
  await page.getByLabel("Username").fill(partner.username);
  await page.getByLabel("Secret or JWT token").fill(partner.secret);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await waitForCompleted(page, `/partner/tournament/${partner.tournamentId}`);
  wide.push(...(await tooWide(page, ["/partner/dashboard", `/partner/tournament/${partner.tournamentId}`])));

  expect(wide, wide.map((w) => `${w.path} at ${w.width}: ${w.scrollWidth} px\n  ${w.culprits.join("\n  ")}`).join("\n")).toEqual([]);
});
