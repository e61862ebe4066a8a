import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HTML_PAGE, latin1Txt, PLAIN_TEXT_RESUME, SAMPLE_RESUME, SVG_IMAGE, textPdf, docx, utf16Txt, utf8Txt } from "../../tests/fixtures/resume-files";
import { proseProblem, resumeKindOf } from "./resume-text";

const head = (bytes: Uint8Array) => bytes.subarray(0, 4096);
const text = (s: string) => new TextEncoder().encode(s);

describe("resumeKindOf: PDF, Word, RTF, OpenDocument, or text that reads as prose", () => {
  it("accepts resumes in every format and encoding", async () => {
    expect(resumeKindOf(head(await textPdf([SAMPLE_RESUME])))).toBe("pdf");
    expect(resumeKindOf(head(await docx(SAMPLE_RESUME)))).toBe("docx");
    expect(resumeKindOf(head(utf8Txt()))).toBe("txt");
    expect(resumeKindOf(head(utf16Txt()))).toBe("txt");
    expect(resumeKindOf(head(latin1Txt("José Müller\nContrôleur de gestion\nExcel, SAP, reporting financier, clôture mensuelle")))).toBe("txt");
  });

  it("accepts a resume that names <script>, braces and JSON in its skills", () => {
    const resume = [
      ...SAMPLE_RESUME.slice(0, 6),
      "Frontend Developer, Acme, 2020 to 2024",
      "Replaced inline <script> tags with bundled modules and removed every <iframe> from the checkout.",
      "Wrote JSON APIs ({ \"id\": 1 } payloads) and React components; cut page weight by 40%.",
      "Skills: JavaScript, TypeScript, HTML, CSS, <svg> icons, Node.js",
    ].join("\n");
    expect(proseProblem(resume)).toBeNull();
    expect(resumeKindOf(text(resume))).toBe("txt");
  });

  it("accepts a plain-text resume laid out with rules, tables, bullets, short lines, emails and URLs", () => {
    // 6 KB, as real .txt resumes are: the first 4 KB alone once read as "symbols" for its rules of dashes.
    expect(utf8Txt(PLAIN_TEXT_RESUME).length).toBeGreaterThan(6000);
    expect(proseProblem(PLAIN_TEXT_RESUME.slice(0, 4096))).toBeNull();
    expect(resumeKindOf(utf8Txt(PLAIN_TEXT_RESUME))).toBe("txt");
    expect(resumeKindOf(head(utf8Txt(PLAIN_TEXT_RESUME)))).toBe("txt");
    // Each part of the rule on its own: rules and borders are layout, and dates and figures are content.
    const rule = "=".repeat(60);
    expect(proseProblem([rule, "JORDAN RIVERA", rule, "Senior Accountant", rule, "Excel, SAP and QuickBooks", rule, "| --- | --- | --- |"].join("\n"))).toBeNull();
    expect(proseProblem(["Jordan Rivera, Accountant", "2019-2024 | 12 staff | $4.2M budget | 98% on time", "2015-2019 | 5 staff | $1.1M budget | 95% on time", "Tel. +1 (555) 201-3344, 2024-05-01"].join("\n"))).toBeNull();
  });

  it("accepts an RTF document", () => {
    expect(resumeKindOf(text("{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Calibri;}} \\f0\\fs24 Jordan Rivera\\par Accountant\\par}"))).toBe("rtf");
  });

  it("refuses JSON, code, markup and binary noise, whatever the file is called", () => {
    const packageJson = readFileSync("package.json");
    const tsconfig = readFileSync("tsconfig.json");
    expect(proseProblem(packageJson.toString())).toBe("json");
    expect(resumeKindOf(head(packageJson))).toBeNull();
    expect(resumeKindOf(head(tsconfig))).toBeNull();
    expect(resumeKindOf(head(readFileSync("app/utils/resume-text.ts")))).toBeNull();
    expect(resumeKindOf(head(readFileSync("remix.config.js")))).toBeNull();
    expect(resumeKindOf(HTML_PAGE)).toBeNull();
    expect(resumeKindOf(SVG_IMAGE)).toBeNull();
    expect(resumeKindOf(text("MZ"))).toBeNull();
    expect(resumeKindOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBeNull();
    // A table of numbers is data, not a resume.
    expect(proseProblem(Array.from({ length: 40 }, (_, i) => `${i}, ${i * 17.5}, ${i * 3}, 2024-01-${(i % 28) + 1}`).join("\n"))).toBe("symbols");
  });
});
