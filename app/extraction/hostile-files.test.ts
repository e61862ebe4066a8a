import { afterAll, describe, expect, it } from "vitest";
import {
  encryptedPdf,
  HTML_PAGE,
  lyingZipDocx,
  manyPagesPdf,
  odt,
  randomBytes,
  rtf,
  SAMPLE_RESUME,
  spreadsheetXls,
  SVG_IMAGE,
  textPdf,
  truncatedPdf,
  utf32Txt,
  utf8Txt,
  wordDoc,
  zipBombDocx,
  zipBombOdt,
} from "../../tests/fixtures/resume-files";
import type { ExtractionErrorCode } from "~/analysis/types";
import { extractResumeInProcess, MAX_FILE_BYTES, shutdownExtraction } from "./index.server";

afterAll(shutdownExtraction);

async function refusal(bytes: Uint8Array | Promise<Uint8Array>, fileName: string) {
  const outcome = await extractResumeInProcess({ bytes: await bytes, fileName });
  if (outcome.ok) throw new Error(`${fileName} was read: ${outcome.text.slice(0, 80)}`);
  return outcome;
}

describe("files that cannot be read end with a reason a recruiter understands", () => {
  it.each<[string, () => Uint8Array | Promise<Uint8Array>, string, ExtractionErrorCode, RegExp]>([
    ["an empty file", () => new Uint8Array(), "resume.pdf", "empty", /empty/],
    ["a file of 10 MB and one byte", async () => {
      const big = new Uint8Array(MAX_FILE_BYTES + 1);
      big.set(await textPdf());
      return big;
    }, "resume.pdf", "too_large", /larger than 10 MB/],
    ["a PDF cut short", truncatedPdf, "resume.pdf", "damaged", /damaged/],
    ["a password-protected PDF", encryptedPdf, "resume.pdf", "encrypted", /password-protected/],
    ["a PDF of thousands of pages", () => manyPagesPdf(3000), "resume.pdf", "too_many_pages", /3000 pages/],
    ["a zip bomb named .docx", zipBombDocx, "resume.docx", "bomb", /unpacks to far more/],
    ["a zip whose directory understates what it unpacks to", lyingZipDocx, "resume.docx", "bomb", /unpacks to far more/],
    ["random bytes named .docx", () => randomBytes(20_000, 3), "resume.docx", "damaged", /"resume.docx" does not contain a readable Word document/],
    ["a zip that is not a Word document", () => Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...randomBytes(3000, 9)]), "resume.docx", "unsupported", /not a Word or OpenDocument text document/],
    ["random bytes named .pdf", () => randomBytes(20_000), "resume.pdf", "damaged", /"resume.pdf" does not contain a readable PDF/],
    ["a web page named .pdf", () => HTML_PAGE, "resume.pdf", "unsupported", /not accepted: a web page/],
    ["an SVG image named .pdf", () => SVG_IMAGE, "resume.pdf", "unsupported", /not accepted: a web page, SVG/],
    ["a UTF-32 text file", () => utf32Txt(), "resume.txt", "encoding", /UTF-32/],
    ["binary junk named .txt", () => randomBytes(5000, 5), "resume.txt", "encoding", /binary data/],
    ["text mixed with binary garbage", () => new Uint8Array([...utf8Txt("Jordan Rivera, accountant. "), ...randomBytes(400, 7).map((b) => b % 32)]), "resume.txt", "encoding", /binary data/],
    ["a PDF with no text at all", () => manyPagesPdf(1), "resume.pdf", "no_text", /No readable text/],
    ["a .doc cut short", () => wordDoc().subarray(0, 2600), "resume.doc", "damaged", /cannot be opened as a Word 97-2003 document/],
    ["a .doc cut before its directory", () => wordDoc().subarray(0, 1024), "resume.doc", "damaged", /cannot be opened as a Word 97-2003 document/],
    ["an Excel workbook named .doc", spreadsheetXls, "resume.doc", "unsupported", /an Excel workbook, not a Word document/],
    ["an ODT zip bomb", zipBombOdt, "resume.odt", "bomb", /The OpenDocument text unpacks to far more/],
    ["an OpenDocument file with no content", async () => (await odt()).subarray(0, 200), "resume.odt", "damaged", /cannot be opened as an OpenDocument text/],
    ["an RTF that is only a 9 MB picture", () => rtf([], { pictureBytes: 4_500_000 }), "resume.rtf", "no_text", /No readable text/],
    ["an RTF of groups nested thousands deep", () => new TextEncoder().encode(`{\\rtf1 ${"{".repeat(5000)}Jordan Rivera${"}".repeat(5000)}}`), "resume.rtf", "damaged", /cannot be opened as an RTF document/],
    ["a text file with a NUL byte far past its first 4 KB", () => new Uint8Array([...utf8Txt(SAMPLE_RESUME.join("\n").repeat(10)), 0, ...utf8Txt(" and more")]), "resume.txt", "encoding", /binary data/],
  ])("%s", async (_, make, fileName, code, reason) => {
    const outcome = await refusal(make(), fileName);
    expect(outcome.code).toBe(code);
    expect(outcome.reason).toMatch(reason);
  });

  it("reads the text of an RTF around its embedded objects and pictures, and none of their data", async () => {
    const outcome = await extractResumeInProcess({ bytes: rtf(SAMPLE_RESUME, { objectBytes: 2_000_000, pictureBytes: 2_000_000 }), fileName: "resume.rtf" });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.text.split("\n")).toEqual(SAMPLE_RESUME);
  });

  it("reads a plain text file whatever it is called", async () => {
    const outcome = await extractResumeInProcess({ bytes: utf8Txt(), fileName: "resume.docx" });
    expect(outcome).toMatchObject({ ok: true, kind: "txt" });
  });
});
