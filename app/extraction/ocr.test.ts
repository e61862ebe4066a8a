import { afterAll, describe, expect, it } from "vitest";
import { scannedPdf } from "../../tests/fixtures/resume-files";
import { extractResumeInProcess, shutdownExtraction } from "./index.server";

afterAll(shutdownExtraction);

describe("scanned resumes", () => {
  it("reads a PDF without a text layer through offline OCR", async () => {
    const outcome = await extractResumeInProcess({ bytes: await scannedPdf(), fileName: "scan.pdf" });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome).toMatchObject({ kind: "pdf", pages: 1, ocrPages: 1 });
    expect(outcome.text).toContain("Senior Accountant");
    expect(outcome.text).toMatch(/Certified public accountant with eight years of experience/);
    expect(outcome.text).toContain("Northwind Traders");
  });

  it("leaves a scan unread when OCR is turned off", async () => {
    const outcome = await extractResumeInProcess({ bytes: await scannedPdf(), fileName: "scan.pdf" }, { ocr: false });
    expect(outcome).toMatchObject({ ok: false, code: "no_text" });
  });
});
