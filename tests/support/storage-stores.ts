// Test-only: real stores for the storage and upload suites. Never imported by the app.
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Storage } from "../../app/utils/storage/common.server";
import { createLocalStorage } from "../../app/utils/storage/local.server";
import { createS3Storage } from "../../app/utils/storage/s3.server";

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

// s3rver is CommonJS and ships no types.
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

export interface TestStore {
  storage: Storage;
  /** The local driver's folder, or s3rver's data folder. */
  directory: string;
  /** s3rver's address, for building a second, misconfigured client. */
  endpoint?: string;
  close(): Promise<void>;
}

export async function startLocalStore(): Promise<TestStore> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "storage-local-"));
  return {
    storage: createLocalStorage(directory),
    directory,
    close: () => rm(directory, { recursive: true, force: true }),
  };
}

/** An in-process S3-compatible server on 127.0.0.1, on a free port. */
export async function startS3Store(): Promise<TestStore> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "storage-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: "resumes" }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    storage: createS3Storage({
      bucket: "resumes",
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    }),
    directory,
    endpoint,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export const testStores = [
  ["local", startLocalStore],
  ["s3", startS3Store],
] as const;

/** Small real resumes: a PDF made by pdf-lib, a .docx zipped by JSZip, a UTF-8 text. */
export async function resumeFixtures() {
  const { PDFDocument, StandardFonts } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  const page = pdf.addPage();
  page.drawText("Jane Doe — Senior Accountant, CPA", { x: 50, y: 750, font: await pdf.embedFont(StandardFonts.Helvetica) });
  const pdfBytes = new Uint8Array(await pdf.save());

  const { default: JSZip } = await import("jszip");
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    "_rels/.rels",
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    "word/document.xml",
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      "<w:body><w:p><w:r><w:t>John Smith, Payroll Specialist</w:t></w:r></w:p></w:body></w:document>",
  );
  const docxBytes = new Uint8Array(await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }));

  const txtBytes = new TextEncoder().encode("Zoë Müller\nBookkeeper — 6 years of Excel and QuickBooks.\n");
  return { pdfBytes, docxBytes, txtBytes };
}
