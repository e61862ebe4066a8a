import { describe, expect, it } from "vitest";
import {
  ACCENTED_RESUME,
  docx,
  HTML_PAGE,
  latin1Txt,
  mojibakeTxt,
  odt,
  randomBytes,
  rtf,
  spreadsheetXls,
  SVG_IMAGE,
  textPdf,
  utf16Txt,
  utf32Txt,
  utf8Txt,
  windows1252Txt,
  wordDoc,
} from "../../tests/fixtures/resume-files";
import { checkResumeBlob, checkResumeFile, ResumeFileCheck, resumeKindOf } from "./file-check";
import { MAX_FILE_BYTES, MAX_FILES } from "./limits";

const resume = ACCENTED_RESUME.join("\n");
const join = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** The verdict of the file read in pieces of `size` bytes, as the server reads an upload. */
function inPieces(bytes: Uint8Array, size: number) {
  const check = new ResumeFileCheck();
  for (let at = 0; at < bytes.length; at += size) check.push(bytes.subarray(at, at + size));
  return check.finish();
}

describe("the resume file rule", () => {
  it("recognises every accepted format by its content", async () => {
    expect(resumeKindOf(await textPdf())).toBe("pdf");
    expect(resumeKindOf(await docx())).toBe("docx");
    expect(resumeKindOf(wordDoc())).toBe("doc");
    expect(resumeKindOf(rtf())).toBe("rtf");
    expect(resumeKindOf(await odt())).toBe("odt");
    expect(resumeKindOf(utf8Txt())).toBe("txt");
  });

  it("reads text in UTF-8, UTF-16 with or without a byte-order mark, Windows-1252 and Latin-1", () => {
    expect(checkResumeFile(utf8Txt(resume))).toEqual({ kind: "txt", encoding: "utf-8" });
    expect(checkResumeFile(utf16Txt(resume, "le"))).toEqual({ kind: "txt", encoding: "utf-16le" });
    expect(checkResumeFile(utf16Txt(resume, "be"))).toEqual({ kind: "txt", encoding: "utf-16be" });
    expect(checkResumeFile(utf16Txt(resume, "le", { bom: false }))).toEqual({ kind: "txt", encoding: "utf-16le" });
    expect(checkResumeFile(utf16Txt(resume, "be", { bom: false }))).toEqual({ kind: "txt", encoding: "utf-16be" });
    expect(checkResumeFile(windows1252Txt(resume))).toEqual({ kind: "txt", encoding: "windows-1252" });
    expect(checkResumeFile(latin1Txt("José Müller\nContrôleur de gestion à Zürich\nExcel, SAP, clôture mensuelle, reporting"))).toEqual({ kind: "txt", encoding: "windows-1252" });
  });

  it("never takes C1 controls alone for binary: double-encoded UTF-8 is text", () => {
    // "•" read as Latin-1 and saved again: C3 A2 C2 80 C2 A2, i.e. "â", U+0080, "¢". Every bullet line carries a C1 control.
    const damaged = mojibakeTxt(resume, "latin1");
    expect(Buffer.from(damaged).includes(Buffer.from([0xc2, 0x80]))).toBe(true);
    expect(checkResumeFile(damaged)).toEqual({ kind: "txt", encoding: "utf-8" });
    expect(checkResumeFile(mojibakeTxt(resume, "windows-1252"))).toEqual({ kind: "txt", encoding: "utf-8" });
  });

  it("judges binary over the whole file: a NUL byte or a broken UTF-16 sequence past the first 4 KB refuses it", () => {
    const text = utf8Txt(`${resume}\n`.repeat(200));
    expect(text.length).toBeGreaterThan(100_000);
    expect(checkResumeFile(join(text, Uint8Array.from([0]), utf8Txt("more text")))).toMatchObject({ rejected: { code: "encoding", reason: expect.stringMatching(/binary data/) } });
    // A lone high surrogate, far from the head.
    const utf16 = utf16Txt(`${resume}\n`.repeat(100), "le");
    expect(checkResumeFile(join(utf16, Uint8Array.from([0x00, 0xd8, 0x41, 0x00])))).toMatchObject({ rejected: { code: "encoding" } });
    // Bytes that are not UTF-8, late in the file: the whole file is then read as Windows-1252.
    expect(checkResumeFile(join(text, windows1252Txt("Références: José, Zoë")))).toEqual({ kind: "txt", encoding: "windows-1252" });
  });

  it("gives the same verdict read in pieces as at once, whatever the pieces", async () => {
    const files = [utf8Txt(resume), mojibakeTxt(resume), utf16Txt(resume, "be", { bom: false }), windows1252Txt(resume), wordDoc(), spreadsheetXls(), await odt(), join(utf8Txt(resume.repeat(20)), Uint8Array.from([0]))];
    for (const bytes of files) {
      const whole = checkResumeFile(bytes);
      for (const size of [1, 7, 4095, 65536]) expect(inPieces(bytes, size)).toEqual(whole);
      expect(await checkResumeBlob(new Blob([new Uint8Array(bytes)]))).toEqual(whole);
    }
  });

  it("takes a Compound File for a .doc unless it is another program's", () => {
    expect(checkResumeFile(spreadsheetXls())).toMatchObject({ rejected: { code: "unsupported", reason: expect.stringMatching(/an Excel workbook, not a Word document/) } });
    expect(checkResumeFile(spreadsheetXls("Contents"))).toMatchObject({ rejected: { code: "unsupported", reason: expect.stringMatching(/an Office file, not a Word document/) } });
    // Cut short before its directory, a .doc is still a .doc, which its reader will call damaged.
    const whole = wordDoc();
    const directoryAt = (new DataView(whole.buffer, whole.byteOffset).getUint32(48, true) + 1) * 512;
    expect(checkResumeFile(whole.subarray(0, directoryAt))).toEqual({ kind: "doc" });
    expect(checkResumeFile(whole.subarray(0, 1024))).toEqual({ kind: "doc" });
  });

  it("turns away web pages, SVG, images and binary junk whatever they are called", () => {
    expect(resumeKindOf(HTML_PAGE)).toBeNull();
    expect(resumeKindOf(SVG_IMAGE)).toBeNull();
    expect(resumeKindOf(randomBytes(4096))).toBeNull();
    expect(resumeKindOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(resumeKindOf(utf32Txt())).toBeNull();
    expect(resumeKindOf(new Uint8Array())).toBeNull();
    expect(resumeKindOf(utf8Txt("   \n\t\n"))).toBeNull();
  });

  it("decides on a file cut in the middle of a UTF-8 character", () => {
    const bytes = utf8Txt(`${"Experienced nurse. ".repeat(200)}Zürich`);
    const cut = bytes.indexOf(0xc3) + 1;
    expect(resumeKindOf(bytes.subarray(0, cut))).toBe("txt");
  });

  it("exposes the upload limits", () => {
    expect(MAX_FILE_BYTES).toBe(10 * 1024 * 1024);
    expect(MAX_FILES).toBe(1000);
  });
});
