import { afterAll, describe, expect, it } from "vitest";
import { hugeImagePdf, odt, rtf, SAMPLE_RESUME, slowCompressedPdf, textPdf, wordDoc, zipBombOdt } from "../../tests/fixtures/resume-files";
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
    // Four million drawing operations: an idle, fast machine needs over ten seconds for them, so 0.8 s is always overrun.
    const slow = await extractResume({ bytes: slowCompressedPdf(), fileName: "slow.pdf" }, { timeoutMs: 800 });
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

  it("reads a batch of .doc, .rtf and .odt files, hostile ones included, each with its own outcome", async () => {
    const batch = [
      { bytes: wordDoc().subarray(0, 2600), fileName: "cut.doc" },
      { bytes: rtf(SAMPLE_RESUME, { objectBytes: 2_000_000, pictureBytes: 2_000_000 }), fileName: "objects.rtf" },
      { bytes: zipBombOdt(), fileName: "bomb.odt" },
      { bytes: wordDoc(), fileName: "good.doc" },
      { bytes: await odt(), fileName: "good.odt" },
    ];
    const outcomes = await Promise.all(batch.map((file) => extractResume(file)));
    expect(outcomes.map((o) => (o.ok ? o.kind : o.reason))).toEqual([
      "The file is damaged and cannot be opened as a Word 97-2003 document.",
      "rtf",
      "The OpenDocument text unpacks to far more data than a resume holds, so it was not opened.",
      "doc",
      "odt",
    ]);
  });

  it("reads several files at once", async () => {
    const bytes = await textPdf();
    const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => extractResume({ bytes, fileName: `r${i}.pdf` })));
    expect(outcomes.every((o) => o.ok)).toBe(true);
  });
});
