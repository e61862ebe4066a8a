import { afterAll, describe, expect, it } from "vitest";
import { hugeImagePdf, slowPdf, textPdf } from "../../tests/fixtures/resume-files";
import { extractResume, extractResumeInProcess, shutdownExtraction } from "./index.server";

afterAll(shutdownExtraction);

describe("extractResume in a separate process", () => {
  it("gives the same result as reading in-process", async () => {
    const bytes = await textPdf();
    const isolated = await extractResume({ bytes, fileName: "jordan.pdf" });
    const direct = await extractResumeInProcess({ bytes, fileName: "jordan.pdf" });
    expect({ ...isolated, ms: 0 }).toEqual({ ...direct, ms: 0 });
  });

  it("stops a file that takes too long and goes on reading the next one", async () => {
    const started = performance.now();
    // Close to the 10 MB limit: even a fast, idle machine needs several seconds for it.
    const slow = await extractResume({ bytes: slowPdf(1_400_000), fileName: "slow.pdf" }, { timeoutMs: 800 });
    expect(slow).toMatchObject({ ok: false, code: "timeout", reason: expect.stringMatching(/longer than 0.8 seconds/) });
    // The slow file alone needs many seconds in-process; the reader gives up well before (a busy machine included).
    expect(performance.now() - started).toBeLessThan(5000);
    const next = await extractResume({ bytes: await textPdf(), fileName: "next.pdf" });
    expect(next.ok).toBe(true);
  });

  it("stops a file that needs too much memory and goes on reading the next one", async () => {
    const hog = await extractResume({ bytes: hugeImagePdf(), fileName: "poster.pdf" }, { maxMemoryMb: 512 });
    expect(hog).toMatchObject({ ok: false, code: "out_of_memory" });
    const next = await extractResume({ bytes: await textPdf(), fileName: "next.pdf" }, { maxMemoryMb: 512 });
    expect(next.ok).toBe(true);
  });

  it("reads several files at once", async () => {
    const bytes = await textPdf();
    const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => extractResume({ bytes, fileName: `r${i}.pdf` })));
    expect(outcomes.every((o) => o.ok)).toBe(true);
  });
});
