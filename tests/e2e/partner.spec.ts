import { expect, test } from "@playwright/test";
import { checkResponse } from "../support/openapi-check";
import { textPdf } from "../fixtures/resume-files";
import { ADMIN, logIn } from "./helpers";

test("the admin adds a partner, the partner pushes a listing and a resume through /v1, then reads the analysis on its pages", async ({ page, request }) => {
  const username = `partner-${Math.random().toString(36).slice(2, 8)}`;
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/admin/partners");
  await page.getByLabel("Name", { exact: true }).fill("Acme Jobs");
  await page.getByLabel("Username").fill(username);
  await page.getByRole("button", { name: "Create Partner" }).click();
  const secret = (await page.getByTestId("partner-secret").textContent())!.trim();
  expect(secret.length).toBeGreaterThan(20);

  // The admin tries the API from the tester: log in, create a listing, read the log.
  await page.goto("/admin/api-integration");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(secret);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText(/Login successful/).first()).toBeVisible();
  await page.getByRole("tab", { name: "Job Listings" }).click();
  await page.getByLabel("Company").fill("Tester Co");
  await page.getByLabel("Job Title").fill("Tester listing");
  await page.getByLabel("Description").fill("Made from the admin's API tester.");
  await page.getByRole("button", { name: "Create Listing" }).click();
  await page.getByRole("tab", { name: "API Responses" }).click();
  const log = page.getByRole("list", { name: "API responses, newest first" });
  await expect(log.getByRole("article").first()).toHaveAccessibleName("POST /v1/listings 201");
  await expect(log.getByRole("article").nth(1)).toHaveAccessibleName("POST /v1/auth/login 200");
  await page.getByRole("button", { name: "Clear Log" }).click();
  await expect(log.getByRole("article")).toHaveCount(0);
  await page.context().clearCookies();

  // The partner's server, with its bearer token.
  const login = await request.post("/v1/auth/login", { data: { username, password: secret } });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { employer_uuid: string } };
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post("/v1/listings", {
    headers: auth,
    data: { company: "Acme", title: "Senior Accountant", description: "Audit, tax and the month-end close. CPA preferred.", job_listing_type: "Full-Time", region: "USA" },
  });
  expect(created.status()).toBe(201);
  const { listing_id } = (await created.json()) as { listing_id: string };
  const pdfBytes = Buffer.from(await textPdf());
  const upload = await request.post(`/v1/users/${user.employer_uuid}/jobs/${listing_id}/upload?filename=jordan-rivera.pdf`, {
    headers: auth,
    multipart: { file: { name: "jordan-rivera.pdf", mimeType: "application/pdf", buffer: pdfBytes } },
  });
  expect(upload.status()).toBe(201);
  await expect
    .poll(async () => ((await (await request.get(`/v1/listings/${listing_id}/resumes`, { headers: auth })).json()) as { resumes: { status: string }[] }).resumes[0]?.status, { timeout: 30_000 })
    .toBe("succeeded");
  // Over HTTP too, the records are what /v1/openapi.json says, and file_url gives back the very file uploaded.
  const document = await (await request.get("/v1/openapi.json")).json();
  const records = await request.get(`/v1/listings/${listing_id}/resumes`, { headers: auth });
  const body = (await records.json()) as { resumes: { file_url: string }[] };
  expect(checkResponse(document, "GET", `/v1/listings/${listing_id}/resumes`, records.status(), body)).toEqual([]);
  const file = await request.get(body.resumes[0]!.file_url);
  expect([file.status(), file.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  expect(Buffer.from(await file.body()).equals(pdfBytes)).toBe(true);

  // The partner's people sign in with the username and the secret the admin gave them (a token works too).
  await page.goto("/partner/login");
  await expect(page.getByText("Paste the partner secret your administrator gave you with your username.")).toBeVisible();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Secret or JWT token").fill(`${token.slice(0, -4)}AAAA`);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid username or JWT token. Please check your credentials.")).toBeVisible();
  await page.getByLabel("Secret or JWT token").fill("not-the-secret");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid username or secret. Please check your credentials.")).toBeVisible();
  await page.getByLabel("Secret or JWT token").fill(secret);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect(page.getByText("Welcome back")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Senior Accountant" });
  await expect(row).toContainText("Acme");
  const analysis = (await row.getByRole("link", { name: "View Analysis" }).getAttribute("href"))!;
  await page.goto(analysis);
  await expect(page.getByRole("heading", { name: "Senior Accountant" })).toBeVisible();
  await expect(page.getByText("jordan-rivera").first()).toBeVisible();
  await expect(page.getByText("Change Tier")).toHaveCount(0);

  // A partner session opens nothing of the recruiters'.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login/);
});
