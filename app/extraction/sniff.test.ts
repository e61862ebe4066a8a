import { describe, expect, it } from "vitest";
import { docx, HTML_PAGE, latin1Txt, randomBytes, SVG_IMAGE, textPdf, utf16Txt, utf32Txt, utf8Txt } from "../../tests/fixtures/resume-files";
import { MAX_FILE_BYTES, MAX_FILES, SNIFF_BYTES } from "./limits";
import { sniffFileKind } from "./sniff";

const head = (bytes: Uint8Array) => bytes.subarray(0, SNIFF_BYTES);

describe("sniffFileKind", () => {
  it("recognises PDF, Word and text files from their first bytes", async () => {
    expect(sniffFileKind(head(await textPdf()))).toBe("pdf");
    expect(sniffFileKind(head(await docx()))).toBe("docx");
    expect(sniffFileKind(head(utf8Txt()))).toBe("txt");
    expect(sniffFileKind(head(utf16Txt()))).toBe("txt");
    expect(sniffFileKind(head(utf16Txt(undefined, "be")))).toBe("txt");
    expect(sniffFileKind(head(latin1Txt("Résumé of José Müller, ingénieur à Montréal")))).toBe("txt");
  });

  it("turns away web pages, SVG, images and binary junk whatever they are called", () => {
    expect(sniffFileKind(HTML_PAGE)).toBeNull();
    expect(sniffFileKind(SVG_IMAGE)).toBeNull();
    expect(sniffFileKind(randomBytes(4096))).toBeNull();
    expect(sniffFileKind(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffFileKind(utf32Txt())).toBeNull();
    expect(sniffFileKind(new Uint8Array())).toBeNull();
  });

  it("decides on a head cut in the middle of a UTF-8 character", () => {
    const bytes = utf8Txt(`${"Experienced nurse. ".repeat(200)}Zürich`);
    const cut = bytes.indexOf(0xc3) + 1;
    expect(sniffFileKind(bytes.subarray(0, cut))).toBe("txt");
  });

  it("exposes the upload limits", () => {
    expect(MAX_FILE_BYTES).toBe(10 * 1024 * 1024);
    expect(MAX_FILES).toBe(1000);
  });
});
