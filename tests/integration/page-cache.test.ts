import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addResumes } from "~/models/resume-queue.server";
import { changeResumeTier } from "~/models/resume-tier.server";
import { setBlindView } from "~/models/tournament-detail.server";
import { createDocumentCache, PageCache, tournamentPageKey, withNonce, type CachedPage } from "~/utils/page-cache.server";
import { db, schema } from "~/utils/db.server";
import { createTestUser, getRequest, sessionCookie } from "../support/factories";

async function settledTournament(userId: string) {
  const [t] = await db.insert(schema.tournaments).values({ userId, name: "Cached", status: "completed" }).returning();
  const rows = await db
    .insert(schema.resumes)
    .values([0, 1].map((i) => ({ tournamentId: t!.id, fileName: `r${i}.txt`, fileKind: "txt" as const, status: "done" as const, position: i, tier: "B" as const, score: 60 })))
    .returning();
  return { tournament: t!, resumes: rows };
}

const pageRequest = (id: string, cookie: string, search = "") => getRequest(`/dashboard/tournament/${id}${search}`, { Cookie: cookie });

describe("tournament page cache key", () => {
  it("changes with every change the page shows, and only for the owner of a settled tournament", async () => {
    const owner = await createTestUser();
    const other = await createTestUser();
    const cookie = await sessionCookie(owner.id);
    const { tournament, resumes } = await settledTournament(owner.id);
    const keyNow = () => tournamentPageKey(pageRequest(tournament.id, cookie));

    const first = await keyNow();
    expect(first).toBeTruthy();
    expect(await keyNow()).toBe(first);

    // A recruiter's tier change.
    await changeResumeTier({ resumeId: resumes[0]!.id, userId: owner.id, tier: "A" });
    const afterTier = await keyNow();
    expect(afterTier).not.toBe(first);

    // Blind view.
    await setBlindView({ id: tournament.id, userId: owner.id, blindView: true });
    const afterBlind = await keyNow();
    expect(afterBlind).not.toBe(afterTier);

    // Any direct change to a resume row (a path that doesn't exist yet must not go stale either).
    await db.update(schema.resumes).set({ score: 61 }).where(eq(schema.resumes.id, resumes[1]!.id));
    const afterScore = await keyNow();
    expect(afterScore).not.toBe(afterBlind);

    // A plan change alters the export menu and the resume cap.
    await db.update(schema.users).set({ planId: "pro" }).where(eq(schema.users.id, owner.id));
    const afterPlan = await keyNow();
    expect(afterPlan).not.toBe(afterScore);

    // The query string is part of the key, in any order; unknown parameters are never cached.
    const a = await tournamentPageKey(pageRequest(tournament.id, cookie, "?tier=A&page=2"));
    const b = await tournamentPageKey(pageRequest(tournament.id, cookie, "?page=2&tier=A"));
    expect(a).toBe(b);
    expect(a).not.toBe(afterPlan);
    expect(await tournamentPageKey(pageRequest(tournament.id, cookie, "?utm=x"))).toBeNull();

    // Adding resumes reopens the tournament: a processing page is never cached.
    await addResumes(db, tournament.id, [{ fileName: "new.txt", fileKind: "txt" }]);
    expect(await keyNow()).toBeNull();

    // Not the owner, nobody, a pending toast, another method or page: no key.
    const { tournament: settled } = await settledTournament(owner.id);
    expect(await tournamentPageKey(pageRequest(settled.id, cookie))).toBeTruthy();
    expect(await tournamentPageKey(pageRequest(settled.id, await sessionCookie(other.id)))).toBeNull();
    expect(await tournamentPageKey(pageRequest(settled.id, ""))).toBeNull();
    expect(await tournamentPageKey(pageRequest(settled.id, `${cookie}; toast-session=abc`))).toBeNull();
    expect(await tournamentPageKey(new Request(`http://localhost:3999/dashboard/tournament/${settled.id}`, { method: "POST", headers: { Cookie: cookie } }))).toBeNull();
    expect(await tournamentPageKey(getRequest(`/dashboard/tournament/${settled.id}.data`, { Cookie: cookie }))).toBeNull();
    expect(await tournamentPageKey(getRequest("/dashboard/tournament/not-a-uuid", { Cookie: cookie }))).toBeNull();
  });
});

describe("page cache", () => {
  const page = (body: string, nonce = "n0nce"): CachedPage => ({ status: 200, headers: [["content-type", "text/html"]], body, nonce, storedAt: Date.now() });

  it("gives each request its own nonce", () => {
    const cached = page('<script nonce="OLD+/=">x</script><script nonce="OLD+/=">y</script>', "OLD+/=");
    expect(withNonce(cached, "NEW")).toBe('<script nonce="NEW">x</script><script nonce="NEW">y</script>');
  });

  it("drops the least recently used page past its byte budget, and pages past their age", () => {
    const cache = new PageCache(10, 1000);
    cache.set("a", page("aaaa"));
    cache.set("b", page("bbbb"));
    expect(cache.get("a")).toBeTruthy(); // a is now the most recent
    cache.set("c", page("cccc"));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.body).toBe("aaaa");
    expect(cache.get("c", Date.now() + 5000)).toBeUndefined();
    cache.set("huge", page("x".repeat(11)));
    expect(cache.get("huge")).toBeUndefined();
  });

  it("renders once for identical requests that arrive together, and keeps only plain HTML pages", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const { tournament } = await settledTournament(user.id);
    const documents = createDocumentCache(1024 * 1024);
    let renders = 0;
    const html = (nonce: string) => async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return new Response(`<p nonce="${nonce}">page</p>`, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    };
    const results = await Promise.all(["n1", "n2", "n3"].map((n) => documents.respond(pageRequest(tournament.id, cookie), n, html(n))));
    expect(renders).toBe(1);
    const pages = results.map((r) => (r && "page" in r ? withNonce(r.page, ["n1", "n2", "n3"][results.indexOf(r)]!) : null));
    expect(pages).toEqual(['<p nonce="n1">page</p>', '<p nonce="n2">page</p>', '<p nonce="n3">page</p>']);
    const again = await documents.respond(pageRequest(tournament.id, cookie), "n4", html("n4"));
    expect(again && "page" in again && again.hit).toBe(true);
    expect(renders).toBe(1);

    // A page that sets a cookie, or isn't a 200, is passed through and not kept.
    const { tournament: second } = await settledTournament(user.id);
    const withCookie = async () => new Response("<p>x</p>", { headers: { "Content-Type": "text/html", "Set-Cookie": "a=b" } });
    const passed = await documents.respond(pageRequest(second.id, cookie), "n5", withCookie);
    expect(passed && "response" in passed).toBe(true);
    const next = await documents.respond(pageRequest(second.id, cookie), "n6", withCookie);
    expect(next && "response" in next).toBe(true);

    // Turned off: nothing is looked up.
    expect(await createDocumentCache(0).respond(pageRequest(tournament.id, cookie), "n7", html("n7"))).toBeNull();
  });
});
