// Issue 10.10: malformed input gets a 400 with a plain message, never a 500.
import { describe, expect, it } from "vitest";
import { loader as adminTournamentsLoader } from "~/routes/admin.tournaments";
import { action as forgotAction } from "~/routes/auth.forgot-password";
import { action as loginAction } from "~/routes/auth.login";
import { action as resetAction } from "~/routes/auth.reset-password";
import { action as signupAction } from "~/routes/auth.signup";
import { loader as resumesLoader } from "~/routes/dashboard.resumes";
import { createTestUser, getRequest, routeArgs, sessionCookie } from "../support/factories";

/** What the route answers, whether it returns or throws: status and the text a person would read. */
async function outcome(run: () => Promise<unknown>) {
  let value: unknown;
  try {
    value = await run();
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) return { status: value.status, text: await value.text() };
  const wrapped = value as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (wrapped && wrapped.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, text: JSON.stringify(wrapped.data) };
  if (value instanceof Error) return { status: 500, text: value.message };
  return { status: 200, text: JSON.stringify(value) };
}

const post = (path: string, body: BodyInit, contentType: string) =>
  new Request(`http://localhost:3999${path}`, { method: "POST", body, headers: { "Content-Type": contentType } });

const GARBAGE_MULTIPART = ["multipart/form-data; boundary=----x", "--nope\r\nthis is not a multipart body\r\n\u0000\u0001\u0002"] as const;

describe("a NUL byte in a search", () => {
  it("/dashboard/resumes?q=%00 is a 400 with a message", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    for (const q of ["%00", "ann%00lee", "%01"]) {
      const res = await outcome(() => resumesLoader(routeArgs(getRequest(`/dashboard/resumes?q=${q}`, { Cookie: cookie })) as never));
      expect(res.status, q).toBe(400);
      expect(res.text).toContain("Search can't contain control characters");
    }
    const ok = await outcome(() => resumesLoader(routeArgs(getRequest("/dashboard/resumes?q=ann", { Cookie: cookie })) as never));
    expect(ok.status).toBe(200);
  });

  it("/admin/tournaments?q=%00 is a 400 with a message", async () => {
    const admin = await createTestUser({ role: "admin" });
    const cookie = await sessionCookie(admin.id);
    const res = await outcome(() => adminTournamentsLoader(routeArgs(getRequest("/admin/tournaments?q=%00", { Cookie: cookie })) as never));
    expect(res.status).toBe(400);
    expect(res.text).toContain("Search can't contain control characters");
  });
});

describe("a body that isn't a readable form", () => {
  it("a garbage multipart body to /auth/login is a 400 with a message", async () => {
    const res = await outcome(() => loginAction(routeArgs(post("/auth/login", GARBAGE_MULTIPART[1], GARBAGE_MULTIPART[0])) as never));
    expect(res.status).toBe(400);
    expect(res.text).toContain("We couldn't read what was sent");
  });

  it("a garbage multipart body to /auth/signup is a 400 with a message", async () => {
    const res = await outcome(() => signupAction(routeArgs(post("/auth/signup", GARBAGE_MULTIPART[1], GARBAGE_MULTIPART[0])) as never));
    expect(res.status).toBe(400);
    expect(res.text).toContain("We couldn't read what was sent");
  });

  it("a text/plain body to /auth/forgot-password is a 400 with a message", async () => {
    const res = await outcome(() => forgotAction(routeArgs(post("/auth/forgot-password", "email=someone@example.com", "text/plain")) as never));
    expect(res.status).toBe(400);
    expect(res.text).toContain("We couldn't read what was sent");
  });

  it("a text/plain body to /auth/reset-password is a 400 with a message", async () => {
    const res = await outcome(() => resetAction(routeArgs(post("/auth/reset-password", "token=x", "text/plain")) as never));
    expect(res.status).toBe(400);
    expect(res.text).toContain("We couldn't read what was sent");
  });
});
