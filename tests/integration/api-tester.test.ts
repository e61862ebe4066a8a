import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.PARTNER_JWT_SECRET ??= "api-tester-partner-secret-0123456789abcdef";
});

import { createPartner } from "~/models/partner.server";
import { action, loader } from "~/routes/admin.api-integration/route";
import { LOG_LIMIT, TESTER_MESSAGES, type TesterMessage, type TesterState } from "~/utils/api-tester";
import { partnerOpenApiDocument } from "~/utils/partner-openapi";
import { textPdf } from "../fixtures/resume-files";
import { checkResponse } from "../support/openapi-check";
import { createTestUser, getRequest, routeArgs, sessionCookie } from "../support/factories";

const URL_ = "http://localhost:3999/admin/api-integration";
type Result = { state: TesterState; message: TesterMessage | null; tab: string };
type Outcome = { status: number; location: string | null; data: Result };

async function run(fn: (args: never) => unknown, request: Request): Promise<Outcome> {
  let value: unknown;
  try {
    value = await (fn as (a: unknown) => unknown)(routeArgs(request));
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location"), data: null as never };
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: Result; init: ResponseInit | null };
    return { status: init?.status ?? 200, location: null, data };
  }
  throw value;
}

async function adminCookie() {
  const admin = await createTestUser({ role: "admin" });
  return sessionCookie(admin.id);
}

async function newPartner() {
  const created = await createPartner({ name: "Tester Partner", username: `tester-${randomUUID().slice(0, 8)}` });
  if (!created.ok) throw new Error(created.message);
  return { ...created.partner, secret: created.secret };
}

const stateFields = (state?: TesterState) => ({
  token: state?.token ?? "",
  employerUuid: state?.employerUuid ?? "",
  lastListingId: state?.listingId ?? "",
  log: JSON.stringify(state?.log ?? []),
});

/** What the page's urlencoded forms post: the step's fields plus the hidden state. */
function post(cookie: string, fields: Record<string, string>, state?: TesterState, tab = "auth") {
  return run(
    action,
    new Request(`${URL_}?tab=${tab}`, {
      method: "POST",
      body: new URLSearchParams({ tab, ...stateFields(state), ...fields }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    }),
  );
}

/** The upload form: multipart, hidden fields first, the file last (as a browser sends it). */
function postUpload(cookie: string, state: TesterState, file: { bytes: Uint8Array; name: string } | null, listingId = state.listingId) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ tab: "upload", ...stateFields(state), intent: "upload", listingId })) form.append(k, v);
  if (file) form.append("file", new File([file.bytes as BlobPart], file.name, { type: "application/pdf" }));
  else form.append("file", new File([], "", { type: "application/octet-stream" }));
  return run(action, new Request(`${URL_}?tab=upload`, { method: "POST", body: form, headers: { Cookie: cookie } }));
}

const LISTING = {
  intent: "create-listing",
  company: "Northwind",
  title: "Senior Accountant",
  description: "We need a CPA with audit, tax, month-end close, Excel and SAP experience.",
  applicationUrl: "https://jobs.example.com/123",
  jobType: "Full-Time",
  region: "USA",
  optionalSkills: "1, 2, 3",
  expiresAt: new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10),
};

async function loggedIn(cookie: string) {
  const partner = await newPartner();
  const res = await post(cookie, { intent: "login", username: partner.username, password: partner.secret });
  expect(res.status).toBe(200);
  return { partner, state: res.data.state, res };
}

describe("admin API tester", () => {
  it("refuses visitors and recruiters, in the loader and the action", async () => {
    const visitorLoader = await run(loader, getRequest("/admin/api-integration"));
    expect(visitorLoader.status).toBeGreaterThanOrEqual(300);
    expect(visitorLoader.status).toBeLessThan(400);
    const visitorAction = await post("", { intent: "login", username: "x", password: "y" });
    expect(visitorAction.status).toBeGreaterThanOrEqual(300);

    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const recruiterLoader = await run(loader, getRequest("/admin/api-integration", { Cookie: cookie }));
    expect(recruiterLoader).toMatchObject({ status: 302, location: "/dashboard" });
    const recruiterAction = await post(cookie, { intent: "login", username: "x", password: "y" });
    expect(recruiterAction).toMatchObject({ status: 302, location: "/dashboard" });
  });

  it("shows the page to the admin, on the tab the URL names", async () => {
    const cookie = await adminCookie();
    const res = await run(loader, getRequest("/admin/api-integration?tab=upload", { Cookie: cookie }));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ tab: "upload" });
    expect((res.data as unknown as { expiresAt: string }).expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("runs the whole partner flow: login, create, get, upload, list", async () => {
    const cookie = await adminCookie();
    const { partner, state: afterLogin, res: login } = await loggedIn(cookie);
    expect(login.data.message?.kind).toBe("success");
    expect(afterLogin.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(afterLogin.employerUuid).toBe(partner.employerUuid);
    expect(afterLogin.log[0]).toMatchObject({ method: "POST", path: "/v1/auth/login", status: 200 });
    expect(afterLogin.log[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    expect(afterLogin.log[0]!.request).not.toContain(partner.secret);

    const created = await post(cookie, LISTING, afterLogin, "listings");
    expect(created.data.message).toMatchObject({ kind: "success" });
    const listingId = created.data.state.listingId;
    expect(listingId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.data.state.log[0]).toMatchObject({ method: "POST", path: "/v1/listings", status: 201 });
    expect(JSON.parse(created.data.state.log[0]!.request!)).toMatchObject({ optional_skills: [1, 2, 3], region: "USA", job_listing_type: "Full-Time" });

    const got = await post(cookie, { intent: "get-listing", listingId }, created.data.state, "listings");
    expect(got.data.state.log[0]).toMatchObject({ method: "GET", path: `/v1/listings/${listingId}`, status: 200 });
    expect(got.data.state.log[0]!.body).toContain(listingId);

    const uploaded = await postUpload(cookie, got.data.state, { bytes: await textPdf(), name: "Jordan Rivera.pdf" });
    expect(uploaded.status).toBe(200);
    expect(uploaded.data.message).toMatchObject({ kind: "success" });
    const entry = uploaded.data.state.log[0]!;
    expect(entry).toMatchObject({ method: "POST", status: 201, path: `/v1/users/${partner.employerUuid}/jobs/${listingId}/upload?filename=Jordan%20Rivera.pdf` });
    expect(entry.request).toMatch(/Jordan Rivera\.pdf \(\d+\.\d\d KB\)/);
    const resumeId = JSON.parse(entry.body).resume_id as string;
    expect(resumeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(uploaded.data.message!.text).toContain(resumeId);

    const listed = await post(cookie, { intent: "list-resumes", listingId }, uploaded.data.state, "upload");
    expect(listed.data.state.log[0]).toMatchObject({ method: "GET", path: `/v1/listings/${listingId}/resumes`, status: 200 });
    expect(listed.data.state.log[0]!.body).toContain(resumeId);
    expect(listed.data.message?.text).toBe("1 resume found.");

    // Newest first, all five calls kept.
    expect(listed.data.state.log.map((e) => e.path.split("?")[0])).toEqual([
      `/v1/listings/${listingId}/resumes`,
      `/v1/users/${partner.employerUuid}/jobs/${listingId}/upload`,
      `/v1/listings/${listingId}`,
      "/v1/listings",
      "/v1/auth/login",
    ]);
    // What the tester shows is what /v1/openapi.json promises.
    const problems = listed.data.state.log.flatMap((e) => checkResponse(structuredClone(partnerOpenApiDocument) as unknown as Parameters<typeof checkResponse>[0], e.method, e.path, e.status, JSON.parse(e.body)));
    expect(problems).toEqual([]);
  });

  it("shows the API's message on a bad login, and its error on a bad listing", async () => {
    const cookie = await adminCookie();
    const bad = await post(cookie, { intent: "login", username: "nobody-here", password: "wrong" });
    expect(bad.data.message).toEqual({ kind: "error", text: "Invalid username or password." });
    expect(bad.data.state.token).toBe("");
    expect(bad.data.state.log[0]).toMatchObject({ path: "/v1/auth/login", status: 401 });

    const { state } = await loggedIn(cookie);
    const invalid = await post(cookie, { ...LISTING, company: "", optionalSkills: "1, two, 3" }, state, "listings");
    expect(invalid.data.message?.kind).toBe("error");
    expect(invalid.data.message?.text).toBe("Invalid listing.");
    expect(invalid.data.message?.details).toEqual(expect.arrayContaining(["company: company is required", "optional_skills: optional_skills must be numbers"]));
    expect(invalid.data.state.log[0]).toMatchObject({ path: "/v1/listings", status: 400 });
    expect(invalid.data.state.listingId).toBe("");

    const missing = await post(cookie, { intent: "get-listing", listingId: randomUUID() }, state, "listings");
    expect(missing.data.message).toMatchObject({ kind: "error", text: "Listing not found." });
  });

  it("asks for a login, a listing and a file before calling", async () => {
    const cookie = await adminCookie();
    const noToken = await post(cookie, LISTING, undefined, "listings");
    expect(noToken.data.message).toMatchObject({ kind: "error", text: TESTER_MESSAGES.loginFirst });
    expect(noToken.data.state.log).toEqual([]);

    const { state } = await loggedIn(cookie);
    const noListing = await post(cookie, { intent: "list-resumes", listingId: "" }, state, "upload");
    expect(noListing.data.message?.text).toBe(TESTER_MESSAGES.listingFirst);

    const created = await post(cookie, LISTING, state, "listings");
    const noFile = await postUpload(cookie, created.data.state, null);
    expect(noFile.data.message?.text).toBe(TESTER_MESSAGES.fileFirst);
    expect(noFile.data.state.log).toHaveLength(created.data.state.log.length);

    const wrongType = await postUpload(cookie, created.data.state, { bytes: new TextEncoder().encode("MZ..."), name: "setup.exe" });
    expect(wrongType.data.message?.text).toBe('File "setup.exe" is not an accepted file type.');

    const big = await postUpload(cookie, created.data.state, { bytes: new Uint8Array(10 * 1024 * 1024 + 10), name: "huge.pdf" });
    expect(big.status).toBe(413);
    expect(big.data.message?.text).toBe('File "huge.pdf" exceeds the maximum size of 10MB.');
    // The state survived the refused upload.
    expect(big.data.state.token).toBe(state.token);
  });

  it("keeps the log newest first, at most 20 entries, and Clear Log empties it", async () => {
    const cookie = await adminCookie();
    let state: TesterState | undefined;
    for (let i = 0; i < LOG_LIMIT + 3; i++) {
      const res = await post(cookie, { intent: "login", username: `nobody-${i}`, password: "wrong" }, state);
      state = res.data.state;
    }
    expect(state!.log).toHaveLength(LOG_LIMIT);
    const times = state!.log.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(JSON.parse(state!.log[0]!.request!).username).toBe(`nobody-${LOG_LIMIT + 2}`);

    const cleared = await post(cookie, { intent: "clear-log" }, state, "responses");
    expect(cleared.data.state.log).toEqual([]);
    expect(cleared.data.tab).toBe("responses");
  });

  it("truncates long bodies and drops a forged log", async () => {
    const cookie = await adminCookie();
    const forged = [{ id: "x", at: new Date().toISOString(), method: "DELETE", path: "/etc", status: 200, body: "x" }, { nonsense: true }];
    const res = await post(cookie, { intent: "tab", log: JSON.stringify(forged) }, undefined, "responses");
    expect(res.data.state.log).toEqual([]);
    const tooLong = [{ id: "y", at: new Date().toISOString(), method: "GET", path: "/v1/listings", status: 200, body: "y".repeat(100_000) }];
    const res2 = await post(cookie, { intent: "tab", log: JSON.stringify(tooLong) }, undefined, "responses");
    expect(res2.data.state.log).toEqual([]);
  });

  it("cannot be steered to another path by a forged hidden field", async () => {
    const cookie = await adminCookie();
    const { state } = await loggedIn(cookie);
    for (const listingId of ["../../auth/login", "x/../../admin", "%2e%2e%2fadmin", `${randomUUID()}/resumes`]) {
      const res = await post(cookie, { intent: "get-listing", listingId }, state, "listings");
      expect(res.data.message?.text).toBe(TESTER_MESSAGES.badListingId);
      expect(res.data.state.log).toHaveLength(state.log.length);
    }
    const forgedEmployer = await postUpload(cookie, { ...state, employerUuid: "../../../admin", listingId: randomUUID() }, { bytes: await textPdf(), name: "a.pdf" });
    // The employer UUID is dropped as invalid, so no upload is attempted.
    expect(forgedEmployer.data.message?.text).toBe(TESTER_MESSAGES.loginFirst);
    const unknownIntent = await post(cookie, { intent: "delete-everything" }, state);
    expect(unknownIntent.data.message?.text).toBe("Unknown action.");
    expect(unknownIntent.data.state.log).toHaveLength(state.log.length);
  });
});
