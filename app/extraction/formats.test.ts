import { afterAll, describe, expect, it } from "vitest";
import { analyzeResume } from "~/analysis/builtin";
import { buildJobProfile } from "~/analysis/posting/job-profile";
import type { ExtractedResume, ExtractionOutcome } from "~/analysis/types";
import {
  ACCENTED_RESUME,
  docx,
  latin1Txt,
  mojibakeTxt,
  odt,
  rtf,
  textPdf,
  utf16Txt,
  utf8Txt,
  windows1252Txt,
  wordDoc,
} from "../../tests/fixtures/resume-files";
import { extractResumeInProcess, shutdownExtraction } from "./index.server";

afterAll(shutdownExtraction);

function expectRead(outcome: ExtractionOutcome, name: string): ExtractedResume {
  if (!outcome.ok) throw new Error(`${name} was not read: ${outcome.code}: ${outcome.reason}`);
  return outcome;
}

const text = ACCENTED_RESUME.join("\n");
/** The same resume in characters Latin-1 has: middle dots for bullets, straight quotes, hyphens. */
const latin1Text = text.replace(/• /g, "· ").replace(/[’]/g, "'").replace(/[“”]/g, '"').replace(/[—–]/g, "-");
const profile = buildJobProfile({ name: "Data Analyst", keyRequirements: "SQL\nPython\nTableau\nForecasting" });

describe("one resume in every format and encoding reads the same as its clean .docx", () => {
  const corpus: Array<[string, string, () => Uint8Array | Promise<Uint8Array>]> = [
    ["UTF-8", "amelie.txt", () => utf8Txt(text)],
    ["UTF-8 whose bullets and quotes were double-encoded through Latin-1", "amelie.txt", () => mojibakeTxt(text, "latin1")],
    ["UTF-8 double-encoded through Windows-1252", "amelie.txt", () => mojibakeTxt(text, "windows-1252")],
    ["UTF-16 LE with a byte-order mark", "amelie.txt", () => utf16Txt(text, "le")],
    ["UTF-16 BE with a byte-order mark", "amelie.txt", () => utf16Txt(text, "be")],
    ["UTF-16 LE without a byte-order mark", "amelie.txt", () => utf16Txt(text, "le", { bom: false })],
    ["UTF-16 BE without a byte-order mark", "amelie.txt", () => utf16Txt(text, "be", { bom: false })],
    ["Windows-1252 with curly quotes and bullets", "amelie.txt", () => windows1252Txt(text)],
    ["Word 97-2003 (.doc)", "amelie.doc", () => wordDoc(ACCENTED_RESUME)],
    ["RTF", "amelie.rtf", () => rtf(ACCENTED_RESUME)],
    ["OpenDocument text (.odt)", "amelie.odt", () => odt(ACCENTED_RESUME)],
  ];

  it.each(corpus)("%s", async (_, fileName, make) => {
    const reference = expectRead(await extractResumeInProcess({ bytes: await docx(ACCENTED_RESUME), fileName: "amelie.docx" }), "the .docx");
    const expected = analyzeResume(profile, reference.text);
    expect(expected.skills).toEqual(expect.arrayContaining(["SQL", "Python", "Tableau"]));
    expect(expected.currentTitle).toMatch(/^Senior Data Analyst/);

    const read = expectRead(await extractResumeInProcess({ bytes: await make(), fileName }), fileName);
    expect(read.text).toBe(reference.text);
    const analysis = analyzeResume(profile, read.text);
    expect({ skills: analysis.skills, currentTitle: analysis.currentTitle }).toEqual({ skills: expected.skills, currentTitle: expected.currentTitle });
  });

  it("Latin-1, in the characters it has", async () => {
    const reference = expectRead(await extractResumeInProcess({ bytes: await docx(ACCENTED_RESUME), fileName: "amelie.docx" }), "the .docx");
    const expected = analyzeResume(profile, reference.text);
    const read = expectRead(await extractResumeInProcess({ bytes: latin1Txt(latin1Text), fileName: "amelie.txt" }), "Latin-1");
    expect(read.text).toContain("Université de Montréal");
    expect(read.text).toContain("\n• Built the company's first self-serve dashboards");
    const analysis = analyzeResume(profile, read.text);
    expect({ skills: analysis.skills, currentTitle: analysis.currentTitle }).toEqual({ skills: expected.skills, currentTitle: expected.currentTitle });
  });
});

describe("PDF bullets and double-encoded text are normalised once, at extraction", () => {
  it("stores '• Developed…' and the evidence quotes never start with a stray '¢'", async () => {
    // pdf-lib writes these characters as they are: the text layer carries the damage, as some exporters' do.
    const pdf = await textPdf([["Sam Lee", "Software Engineer", "Experience", "Developer, Acme, 2015 to 2024", "â€¢Developed payroll software in Java and SQL for ten years", "â€¢ Tuned Postgres queries for the billing team"]]);
    const read = expectRead(await extractResumeInProcess({ bytes: pdf, fileName: "sam.pdf" }), "the PDF");
    expect(read.text.split("\n").slice(4)).toEqual(["• Developed payroll software in Java and SQL for ten years", "• Tuned Postgres queries for the billing team"]);
    const analysis = analyzeResume(buildJobProfile({ name: "Java Developer", keyRequirements: "Java\nSQL" }), read.text);
    const quotes = analysis.requirements.map((r) => r.evidence ?? "");
    expect(quotes.some((q) => q.includes("Developed payroll software"))).toBe(true);
    for (const quote of quotes) expect(quote).not.toMatch(/¢|â€/);
  });
});
