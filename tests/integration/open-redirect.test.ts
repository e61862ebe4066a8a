// Issue 10.5: a crafted ?redirectTo= must never send a signed-in user to another site,
// and must never break the response (control characters in a Location header).
import { describe, expect, it } from "vitest";
import { action as loginAction } from "~/routes/auth.login";
import { action as tournamentAction } from "~/routes/dashboard.tournament.$id/route";
import { db, schema } from "~/utils/db.server";
import { safeRedirect } from "~/utils/session.server";
import { createTestUser, formRequest, routeArgs, sessionCookie } from "../support/factories";

const ORIGIN = "http://localhost:3999";

/** Where a browser goes when it follows this Location (the URL parser drops tabs and newlines, reads `\` as `/`). */
const landsOn = (location: string) => new URL(location, ORIGIN);

const HOSTILE = [
  "/\t/evil.example",
  "/\t/evil.example/",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\r\nSet-Cookie: x=1",
  "/\u000b/evil.example",
  "/\u0000/evil.example",
  "\t//evil.example",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "/%5C/evil.example",
  "/%09/evil.example",
  "/%0d%0aSet-Cookie:%20x=1",
  "/%252F/evil.example",
  "/%25252F%25252Fevil.example",
  "https://evil.example",
  "javascript:alert(1)",
  " /evil",
  "/ /evil.example",
  "/%",
  "/日本",
];

describe("safeRedirect", () => {
  it("keeps ordinary local paths, with their query", () => {
    for (const ok of ["/", "/dashboard", "/dashboard/tournaments", "/dashboard/resumes?q=ann%20lee&by=name", "/subscription/manage#top"]) {
      expect(safeRedirect(ok)).toBe(ok);
    }
  });

  it("refuses anything that could leave the site or break the header", () => {
    for (const bad of HOSTILE) {
      const to = safeRedirect(bad);
      expect(to, JSON.stringify(bad)).toBe("/dashboard");
    }
  });
});

describe("login with a hostile redirectTo", () => {
  it("always lands on our own origin, and never answers 500", async () => {
    const user = await createTestUser({ password: "correct-horse" });
    for (const redirectTo of HOSTILE) {
      const res = (await loginAction(routeArgs(formRequest("/auth/login", { email: user.email, password: "correct-horse", redirectTo })) as never)) as Response;
      expect(res.status, JSON.stringify(redirectTo)).toBe(302);
      const location = res.headers.get("Location")!;
      expect(location, JSON.stringify(redirectTo)).toBe("/dashboard");
      expect(landsOn(location).origin).toBe(ORIGIN);
    }
  });

  it("still honours a real local redirectTo", async () => {
    const user = await createTestUser({ password: "correct-horse" });
    const res = (await loginAction(routeArgs(formRequest("/auth/login", { email: user.email, password: "correct-horse", redirectTo: "/dashboard/resumes?q=ann" })) as never)) as Response;
    expect(res.headers.get("Location")).toBe("/dashboard/resumes?q=ann");
  });
});

describe("the tournament page's redirectTo", () => {
  it("refuses control characters instead of failing with a 500", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const [tournament] = await db.insert(schema.tournaments).values({ userId: user.id, name: "Redirect test", status: "completed" }).returning();
    const page = `/dashboard/tournament/${tournament!.id}`;
    for (const redirectTo of [`${page}?tier=A\r\nSet-Cookie: x=1`, `${page}?\u000b`, `${page}?tier=A\u0000`]) {
      const res = (await tournamentAction(
        routeArgs(formRequest(page, { intent: "blind-view", blindView: "on", redirectTo }, { Cookie: cookie }), { id: tournament!.id }) as never,
      )) as Response;
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe(page);
    }
  });
});
