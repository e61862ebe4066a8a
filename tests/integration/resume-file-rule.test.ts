import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as createAction } from "~/routes/dashboard.create-tournament";
import { db, schema } from "~/utils/db.server";
import { uploadMessages } from "~/utils/upload-messages";
import { SAMPLE_RESUME, utf8Txt } from "../fixtures/resume-files";
import { createTestUser, sessionCookie } from "../support/factories";
import { call, multipart } from "../support/route-call";

const SCRIPT_RESUME = [
  ...SAMPLE_RESUME.slice(0, 3),
  "Frontend Developer",
  "Moved every inline <script> block into bundled modules and removed the last <iframe> from checkout.",
  "Built the design system in React and TypeScript; cut the page weight by 40 percent.",
  "Skills: JavaScript, TypeScript, HTML, CSS, accessibility",
].join("\n");

describe("the server accepts PDF, DOCX, or text that reads as prose (JavaScript off)", () => {
  it("refuses package.json and tsconfig.json with the spec's message, keeps the resumes, and never analyses the refused files", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const res = await call(
      createAction,
      multipart("/dashboard/create-tournament", cookie, { name: "Config files" }, [
        ["package.json", readFileSync("package.json")],
        ["tsconfig.json", readFileSync("tsconfig.json")],
        ["jordan.txt", utf8Txt()],
      ]),
    );
    expect(res.status).toBe(302);
    const id = res.headers.get("Location")!.split("/").pop()!;
    const rows = await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, id));
    expect(rows.map((r) => r.fileName)).toEqual(["jordan.txt"]);

    const only = await call(createAction, multipart("/dashboard/create-tournament", cookie, { name: "Only config" }, [["package.json", readFileSync("package.json")]]));
    expect(only.status).toBe(400);
    expect((only.data as { result: { error: Record<string, string[]> } }).result.error[""]).toEqual([uploadMessages.notAccepted("package.json")]);
    expect(await db.select().from(schema.tournaments).where(and(eq(schema.tournaments.userId, user.id), eq(schema.tournaments.name, "Only config")))).toHaveLength(0);
  });

  it("accepts a .txt resume that mentions <script> in its first 4 KB", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const res = await call(createAction, multipart("/dashboard/create-tournament", cookie, { name: "Frontend" }, [["dev.txt", new TextEncoder().encode(SCRIPT_RESUME)]]));
    expect(res.status).toBe(302);
    const id = res.headers.get("Location")!.split("/").pop()!;
    expect(await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, id))).toEqual([expect.objectContaining({ fileName: "dev.txt", fileKind: "txt" })]);
  });
});
