import { afterAll, describe, expect, it } from "vitest";
import { SAMPLE_RESUME, textPdf, twoColumnPdf } from "../../tests/fixtures/resume-files";
import { shutdownExtraction } from "./index.server";
import { readPdf } from "./pdf.server";
import { mayHideText } from "./pdf-prescan.server";

afterAll(shutdownExtraction);

describe("the quick check for text hidden by colour, render mode or position", () => {
  it("clears an ordinary resume so that it is read the fast way", async () => {
    expect(mayHideText(await textPdf())).toBe(false);
  });

  it("sends white, invisible and off-page text to the careful reading", async () => {
    expect(mayHideText(await textPdf([[...SAMPLE_RESUME, { text: "Kubernetes", x: 700, y: 400 }]]))).toBe(true);
    expect(mayHideText(await textPdf([[...SAMPLE_RESUME, { text: "Kubernetes", x: 60, y: -40 }]]))).toBe(true);
    expect(mayHideText(await textPdf([[...SAMPLE_RESUME, { text: "Kubernetes", colour: [1, 1, 1] }]]))).toBe(true);
    expect(mayHideText(await textPdf([[...SAMPLE_RESUME, { text: "Kubernetes", invisible: true }]]))).toBe(true);
    expect(mayHideText(await textPdf([[...SAMPLE_RESUME, { text: "Kubernetes", colour: [0.2, 0.2, 0.2], box: [0.2, 0.2, 0.2] }]]))).toBe(true);
  });

  it("steps over a stray delimiter instead of scanning forever", () => {
    // A real resume PDF with a ")" outside any string once made this loop spin for ever.
    const content = "BT /F1 12 Tf 72 700 Td ) (Ada Lovelace) Tj } ET";
    const pdf = `%PDF-1.4\n1 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n%%EOF\n`;
    const started = Date.now();
    expect(mayHideText(new TextEncoder().encode(pdf))).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("is only a shortcut: the careful reading gives the same text", async () => {
    const columns = await twoColumnPdf(["SKILLS", "Excel", "SAP", "Payroll", "Tax", "Audit", "GAAP", "Budgets"], ["EXPERIENCE", "Accountant", "Closed books", "Filed taxes", "Ran payroll", "Annual audit", "GAAP reports", "Budget models"]);
    for (const bytes of [await textPdf(), columns]) {
      const fast = await readPdf(bytes, { ocr: false, ocrDeadline: 0, paintCheck: "auto" });
      const careful = await readPdf(bytes, { ocr: false, ocrDeadline: 0, paintCheck: "always" });
      expect(careful).toEqual(fast);
    }
  });
});
