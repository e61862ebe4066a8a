// The JSON API over HTTP against the running product, as a customer's script uses it,
// and the account page where a person makes and revokes the script's token.
import JSZip from "jszip";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { docx, textPdf, utf8Txt } from "../fixtures/resume-files";
import { newEmail, setPlan, signUp, waitForMail } from "./helpers";

const PASSWORD = "script-password-1";
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function register(request: APIRequestContext, email: string) {
  const res = await request.post("/api/auth/register", { data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).token as string;
}

test.describe("a script on the JSON API", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: once is enough");

  test("register → create a tournament → upload PDF, DOCX and TXT → poll until completed → read tiers → export", async ({ request }) => {
    const email = newEmail("script");
    const token = await register(request, email);
    const headers = bearer(token);

    const created = await request.post("/api/tournaments", {
      headers,
      data: { name: "Senior Accountant", jobDescription: "CPA for audit, tax and month-end close.", keyRequirements: "CPA\nExcel\nGAAP", keySkills: ["Excel", "GAAP"] },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();

    // Repeated `files` parts, as curl -F files=@a.pdf -F files=@b.docx sends them.
    const form = new FormData();
    form.append("files", new Blob([Buffer.from(await textPdf())], { type: "application/pdf" }), "jordan-rivera.pdf");
    form.append("files", new Blob([Buffer.from(await docx())]), "jordan-rivera.docx");
    form.append("files", new Blob([Buffer.from(utf8Txt())], { type: "text/plain" }), "jordan-rivera.txt");
    const upload = await request.post(`/api/tournaments/${id}/resumes`, { headers, multipart: form });
    expect(upload.status(), await upload.text()).toBe(200);
    expect(await upload.json()).toMatchObject({ message: "Resumes uploaded", added: 3, rejected: [] });

    // Poll as the spec's client does, once a second, until the worker is done.
    await expect
      .poll(async () => (await (await request.get(`/api/tournaments/${id}`, { headers })).json()).status, { timeout: 90_000, intervals: [1000] })
      .toBe("completed");

    const resumes = await (await request.get(`/api/tournaments/${id}/resumes`, { headers })).json();
    expect(resumes.map((r: { fileName: string }) => r.fileName).sort()).toEqual(["jordan-rivera.docx", "jordan-rivera.pdf", "jordan-rivera.txt"]);
    for (const r of resumes) {
      expect(r.status).toBe("done");
      expect(["A", "B", "C", "D"]).toContain(r.tier);
      expect(r.pros.length + r.cons.length).toBeGreaterThan(0);
    }
    const tier = resumes[0].tier as string;

    const refused = await request.get(`/api/tournaments/${id}/export/tier/${tier}`, { headers });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toContain("only available for PRO and ENTERPRISE plans");

    await setPlan(email, "pro");
    const zip = await request.get(`/api/tournaments/${id}/export/tier/${tier}`, { headers });
    expect(zip.status()).toBe(200);
    expect(zip.headers()["content-disposition"]).toBe(`attachment; filename="tournament-tier-${tier}.zip"`);
    const entries = Object.keys((await JSZip.loadAsync(await zip.body())).files);
    const inTier = resumes.filter((r: { tier: string }) => r.tier === tier).map((r: { fileName: string }) => r.fileName);
    for (const name of inTier) expect(entries.some((e) => e.endsWith(name)), `${name} in ${entries.join(", ")}`).toBe(true);

    // Logging out revokes the token; the next call is 401 with a JSON message.
    expect((await request.post("/api/auth/logout", { headers })).status()).toBe(200);
    const after = await request.get("/api/tournaments", { headers });
    expect(after.status()).toBe(401);
    expect(await after.json()).toEqual({ message: "You need to be logged in." });
  });

  test("every error is JSON with a message, validation errors name their fields, and nothing is cached", async ({ request }) => {
    const token = await register(request, newEmail("errors"));
    const bad = await request.post("/api/tournaments", { headers: bearer(token), data: { name: "", keySkills: "Excel" } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({
      message: "Tournament name is required",
      errors: { name: ["Tournament name is required"], keySkills: ["keySkills must be a list of skills."] },
    });
    const me = await request.get("/api/auth/me", { headers: bearer(token) });
    expect(me.headers()["cache-control"]).toBe("private, no-store");
    const missing = await request.get("/api/tournaments/00000000-0000-4000-8000-000000000000", { headers: bearer(token) });
    expect([missing.status(), await missing.json()]).toEqual([404, { message: "Tournament not found." }]);

    const doc = await (await request.get("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/api/tournaments/{id}/resumes");
  });

  test("forgot and reset password by the mailed link, over the API", async ({ request }) => {
    const email = newEmail("reset");
    const oldToken = await register(request, email);
    expect((await request.post("/api/auth/forgot-password", { data: { email } })).status()).toBe(200);
    const mail = await waitForMail(email, "Reset your Tierlist password");
    const resetToken = new URL(/https?:\/\/\S+reset-password\?token=\S+/.exec(mail.text)![0]).searchParams.get("token")!;
    const reset = await request.post("/api/auth/reset-password", { data: { token: resetToken, password: "brand-new-password" } });
    expect(reset.status(), await reset.text()).toBe(200);
    expect((await request.get("/api/auth/me", { headers: bearer(oldToken) })).status()).toBe(401);
    const login = await request.post("/api/auth/login", { data: { email, password: "brand-new-password" } });
    expect((await login.json()).message).toBe("Login successful");
  });
});

test("a person makes a named token on the account page, a script uses it, and Revoke stops it", async ({ page, request }) => {
  const email = newEmail("tokens");
  await signUp(page, email);
  await page.goto("/dashboard/account");
  await expect(page.getByRole("heading", { name: "API tokens" })).toBeVisible();
  await expect(page.getByText("No API tokens yet.")).toBeVisible();
  await page.getByLabel("Token name").fill("Monday script");
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByText("Copy it now: it won't be shown again.")).toBeVisible();
  const token = await page.getByLabel("New API token").inputValue();
  expect(token).toMatch(/^tl_/);
  await expect(page.getByLabel("Token name")).toHaveValue(""); // ready for the next one

  const me = await request.get("/api/auth/me", { headers: bearer(token) });
  expect((await me.json()).email).toBe(email);

  await page.goto("/dashboard/account");
  const row = page.getByRole("row", { name: /Monday script/ });
  await expect(row).toContainText("just now"); // last used: the call above
  await expect(page.getByLabel("New API token")).toHaveCount(0); // shown once only
  await row.getByRole("button", { name: "Revoke Monday script" }).click();
  await expect(page.getByText("No API tokens yet.")).toBeVisible();
  expect((await request.get("/api/auth/me", { headers: bearer(token) })).status()).toBe(401);

  // The browser's own session still opens the API.
  await page.goto("/dashboard");
  const viaSession = await page.request.get("/api/auth/me");
  expect((await viaSession.json()).email).toBe(email);
});
