import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, type Storage } from "./storage.server";
import { resumeFixtures, startS3Store, testStores, type TestStore } from "../../tests/support/storage-stores";
import { JOB_TEXT_MAX } from "./job-field-limits";
import { UploadError, parseResumeUpload, type ResumeUploadOptions } from "./upload.server";
import { checkResumeBlob } from "./resume-text";
import { mojibakeTxt, odt, rtf, SAMPLE_RESUME, spreadsheetXls, utf16Txt, utf8Txt, wordDoc } from "../../tests/fixtures/resume-files";
import { extractResumeInProcess, shutdownExtraction } from "~/extraction/index.server";

const MB = 1024 * 1024;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
/** A File of fixture bytes (copied: a File takes only plain ArrayBuffer views). */
const fileOf = (bytes: Uint8Array, name: string): File => new File([new Uint8Array(bytes)], name);
const post = (body: FormData) => new Request("http://localhost/upload", { method: "POST", body });

/** A PDF-looking file of an exact size: a real header, then padding. */
function pdfOfSize(bytes: number) {
  const file = Buffer.alloc(bytes, 0x20);
  file.write("%PDF-1.4\n");
  return file;
}

describe.each(testStores)("parseResumeUpload into %s storage", (_name, start) => {
  let store: TestStore;
  let storage: Storage;
  let fixtures: Awaited<ReturnType<typeof resumeFixtures>>;
  beforeAll(async () => {
    store = await start();
    storage = store.storage;
    fixtures = await resumeFixtures();
  });
  afterAll(() => store?.close());

  const options = (extra: Partial<ResumeUploadOptions> = {}): ResumeUploadOptions => ({
    storage,
    keyPrefix: `tournaments/${randomUUID()}`,
    maxFiles: 1000,
    ...extra,
  });

  it("stores a PDF, a Word file and a text file byte for byte, typed by their content", async () => {
    const form = new FormData();
    form.append("resumes", new File([fixtures.pdfBytes], "jane.pdf", { type: "application/pdf" }));
    // Named and typed wrongly on purpose: the bytes decide.
    form.append("resumes", new File([fixtures.docxBytes], "john.bin", { type: "text/plain" }));
    form.append("resumes", new File([fixtures.txtBytes], "zoe.txt"));
    const opts = options();

    const { files, rejected } = await parseResumeUpload(post(form), opts);

    expect(rejected).toEqual([]);
    expect(files.map(({ fileName, kind, contentType, size }) => ({ fileName, kind, contentType, size }))).toEqual([
      { fileName: "jane.pdf", kind: "pdf", contentType: "application/pdf", size: fixtures.pdfBytes.length },
      {
        fileName: "john.bin",
        kind: "docx",
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        size: fixtures.docxBytes.length,
      },
      { fileName: "zoe.txt", kind: "txt", contentType: "text/plain", size: fixtures.txtBytes.length },
    ]);
    const originals = [fixtures.pdfBytes, fixtures.docxBytes, fixtures.txtBytes];
    for (const [i, file] of files.entries()) {
      expect(file.key).toMatch(new RegExp(`^${opts.keyPrefix}/[0-9a-f-]{36}$`));
      expect(file.sha256).toBe(sha256(originals[i]));
      expect(sha256(await storage.getBytes(file.key))).toBe(sha256(originals[i]));
    }
  });

  it("stores .doc, .rtf and .odt files with their own content types", async () => {
    const form = new FormData();
    form.append("resumes", fileOf(wordDoc(), "old.doc"));
    form.append("resumes", fileOf(rtf(), "rich.rtf"));
    form.append("resumes", fileOf(await odt(), "open.odt"));

    const { files, rejected } = await parseResumeUpload(post(form), options());

    expect(rejected).toEqual([]);
    expect(files.map(({ fileName, kind, contentType }) => [fileName, kind, contentType])).toEqual([
      ["old.doc", "doc", "application/msword"],
      ["rich.rtf", "rtf", "application/rtf"],
      ["open.odt", "odt", "application/vnd.oasis.opendocument.text"],
    ]);
  });

  it("judges text over the whole file as it streams: a NUL byte past the first 4 KB refuses it and nothing of it is kept", async () => {
    const form = new FormData();
    const text = utf8Txt(`${SAMPLE_RESUME.join("\n")}\n`.repeat(300));
    form.append("resumes", new File([new Uint8Array(text), new Uint8Array([0]), "the end"], "binary-tail.txt"));
    form.append("resumes", fileOf(spreadsheetXls(), "book.doc"));
    form.append("resumes", fileOf(mojibakeTxt(SAMPLE_RESUME.join("\n• ")), "bullets.txt"));
    const opts = options();

    const { files, rejected } = await parseResumeUpload(post(form), opts);

    expect(rejected).toEqual([
      { fileName: "binary-tail.txt", message: 'File "binary-tail.txt" is not an accepted file type.' },
      { fileName: "book.doc", message: 'File "book.doc" is not an accepted file type.' },
    ]);
    expect(files.map((f) => [f.fileName, f.kind])).toEqual([["bullets.txt", "txt"]]);
    expect(await storage.list(opts.keyPrefix)).toEqual([files[0].key]);
  });

  it("rejects a web page named .pdf and keeps the other files", async () => {
    const form = new FormData();
    form.append("resumes", new File(["<!DOCTYPE html><html><body>Hire me</body></html>"], "resume.pdf"));
    form.append("resumes", new File([fixtures.txtBytes], "zoe.txt"));
    const opts = options();

    const { files, rejected } = await parseResumeUpload(post(form), opts);

    expect(rejected).toEqual([{ fileName: "resume.pdf", message: 'File "resume.pdf" is not an accepted file type.' }]);
    expect(files.map((f) => f.fileName)).toEqual(["zoe.txt"]);
    expect(await storage.list(opts.keyPrefix)).toEqual([files[0].key]);
  });

  it("rejects a file one byte over 10 MB, stores nothing of it, and accepts exactly 10 MB", async () => {
    const form = new FormData();
    form.append("resumes", new File([pdfOfSize(10 * MB + 1)], "huge.pdf"));
    form.append("resumes", new File([pdfOfSize(10 * MB)], "limit.pdf"));
    form.append("resumes", new File([fixtures.txtBytes], "after.txt"));
    const opts = options();

    const { files, rejected } = await parseResumeUpload(post(form), opts);

    expect(rejected).toEqual([{ fileName: "huge.pdf", message: 'File "huge.pdf" exceeds the maximum size of 10MB.' }]);
    expect(files.map((f) => [f.fileName, f.size])).toEqual([
      ["limit.pdf", 10 * MB],
      ["after.txt", fixtures.txtBytes.length],
    ]);
    expect(await storage.list(opts.keyPrefix)).toEqual(files.map((f) => f.key).sort());
  });

  it("stores the first 1000 of 1001 files and says why the last was not", async () => {
    const form = new FormData();
    for (let i = 1; i <= 1001; i++) {
      form.append("resumes", new File([`Candidate ${i}\nAccountant with ${i % 30} years of experience.\n`], `resume-${i}.txt`));
    }
    const opts = options({ maxFiles: 1000 });

    const { files, rejected } = await parseResumeUpload(post(form), opts);

    expect(files).toHaveLength(1000);
    expect(files.at(-1)?.fileName).toBe("resume-1000.txt");
    expect(rejected).toEqual([{ fileName: "resume-1001.txt", message: "You can only upload up to 1000 files." }]);
    expect(await storage.list(opts.keyPrefix)).toHaveLength(1000);
  }, 60_000);

  it("ignores an empty file input and rejects a zero-byte file", async () => {
    const form = new FormData();
    form.append("resumes", new File([], ""));
    form.append("resumes", new File([], "blank.pdf"));
    form.append("resumes", new File([fixtures.pdfBytes], "jane.pdf"));

    const { files, rejected } = await parseResumeUpload(post(form), options());

    expect(rejected).toEqual([{ fileName: "blank.pdf", message: 'File "blank.pdf" is empty.' }]);
    expect(files.map((f) => f.fileName)).toEqual(["jane.pdf"]);
  });

  it("returns the wanted text fields, wherever they sit among the files", async () => {
    const form = new FormData();
    form.append("intent", "upload");
    form.append("resumes", new File([fixtures.txtBytes], "zoe.txt"));
    form.append("note", "Zoë's referral ✓");
    form.append("ignored", "x");

    const { fields } = await parseResumeUpload(post(form), options({ fields: ["intent", "note"] }));

    expect(fields).toEqual({ intent: "upload", note: "Zoë's referral ✓" });
  });

  it("refuses an oversized text field and removes the files it had already stored, keeping the other fields for the form", async () => {
    const form = new FormData();
    form.append("name", "Baristas");
    form.append("resumes", new File([fixtures.pdfBytes], "jane.pdf"));
    // Past the 13 bytes a character (on average) that a 20,000-character job field may need.
    form.append("note", "x".repeat(JOB_TEXT_MAX * 13 + 1));
    const opts = options();

    const error = await parseResumeUpload(post(form), opts).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ status: 413, message: "A field of this form is far too long to be read (note). Shorten it and send the form again.", fields: { name: "Baristas" } });
    expect(await storage.list(opts.keyPrefix)).toEqual([]);
  });

  it("takes a job field of 20,000 characters that are many bytes each: emoji with a skin tone, Devanagari syllables", async () => {
    const form = new FormData();
    form.append("jobDescription", "👍🏽".repeat(20_000)); // 8 bytes each
    form.append("keyRequirements", "क्षि".repeat(20_000)); // one character, 12 bytes

    const { fields } = await parseResumeUpload(post(form), options());

    expect(fields.jobDescription).toHaveLength(80_000);
    expect(fields.keyRequirements).toHaveLength(80_000);
  });

  it("refuses a text field with a NUL (the input layer leaves streamed uploads to this reader), keeping nothing", async () => {
    const form = new FormData();
    form.append("resumes", new File([fixtures.pdfBytes], "jane.pdf"));
    form.append("note", "ann\u0000lee");
    const opts = options();

    const error = await parseResumeUpload(post(form), opts).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 400, message: "What was sent contains a NUL character, which can't be saved. Please remove it and try again." });
    expect(await storage.list(opts.keyPrefix)).toEqual([]);
  });

  it("keeps the uploader's file name for display, without paths or invisible characters", async () => {
    const form = new FormData();
    form.append("resumes", new File([fixtures.txtBytes], 'C:\\fakepath\\Jane "JD" Doe; CV=final\u202Etxt.txt'));
    form.append("resumes", new File([fixtures.txtBytes], "Zoe\u0308 Mu\u0308ller.txt"));
    form.append("resumes", new File([fixtures.txtBytes], `${"a".repeat(300)}.docx`));

    const { files } = await parseResumeUpload(post(form), options());

    expect(files.map((f) => f.fileName)).toEqual([
      'Jane "JD" Doe; CV=finaltxt.txt',
      "Zoë Müller.txt",
      `${"a".repeat(194)}….docx`,
    ]);
    expect(Array.from(files[2].fileName)).toHaveLength(200);
  });

  it("refuses a request that is not a multipart form", async () => {
    const request = new Request("http://localhost/upload", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });

    await expect(parseResumeUpload(request, options())).rejects.toMatchObject({ name: "UploadError", status: 415 });
  });

  it("removes what it stored when the upload is cut off half-way", async () => {
    const form = new FormData();
    form.append("resumes", new File([fixtures.pdfBytes], "jane.pdf"));
    form.append("resumes", new File([pdfOfSize(200_000)], "cut.pdf"));
    const complete = new Response(form);
    const bytes = Buffer.from(await complete.arrayBuffer());
    const request = new Request("http://localhost/upload", {
      method: "POST",
      headers: { "content-type": complete.headers.get("content-type")! },
      body: bytes.subarray(0, bytes.length - 100_000),
    });
    const opts = options();

    await expect(parseResumeUpload(request, opts)).rejects.toMatchObject({ name: "UploadError", status: 400 });
    expect(await storage.list(opts.keyPrefix)).toEqual([]);
  });

  // How streaming is verified: the request body below is produced on demand, and
  // each time a chunk reaches the store we note how many bytes the client had
  // produced that the store had not yet received, i.e. what sits in memory in
  // between. Buffering the request or the file first makes that ~9 MB.
  it("streams a 9 MB file into storage while the request is still arriving", async () => {
    const boundary = "----resume-upload-test";
    const fileBytes = 9 * MB;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const expected = createHash("sha256");
    let sent = 0;
    let preamble = true;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (preamble) {
            preamble = false;
            const head = Buffer.from("%PDF-1.4\n");
            controller.enqueue(
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="resumes"; filename="big.pdf"\r\n` +
                  "Content-Type: application/pdf\r\n\r\n",
              ),
            );
            controller.enqueue(head);
            expected.update(head);
            sent = head.length;
          } else if (sent < fileBytes) {
            const next = chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
            controller.enqueue(next);
            expected.update(next);
            sent += next.length;
          } else {
            controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
            controller.close();
          }
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request("http://localhost/upload", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);

    let stored = 0;
    let mostAhead = 0;
    const watched: Storage = {
      ...storage,
      put: (key, chunks, opts) =>
        storage.put(
          key,
          (async function* () {
            for await (const part of chunks) {
              // Bytes the client had produced that the store had not yet received.
              mostAhead = Math.max(mostAhead, sent - stored);
              stored += part.length;
              yield part;
            }
          })(),
          opts,
        ),
    };

    const { files } = await parseResumeUpload(request, options({ storage: watched }));

    expect(files).toMatchObject([{ fileName: "big.pdf", size: fileBytes, sha256: expected.digest("hex") }]);
    expect(mostAhead).toBeLessThan(MB);
  });
});

describe("parseResumeUpload when storage fails", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startS3Store();
  });
  afterAll(() => store?.close());

  it("passes the storage error on instead of hanging, and removes what it had stored", async () => {
    const { txtBytes } = await resumeFixtures();
    const keyPrefix = `tournaments/${randomUUID()}`;
    let puts = 0;
    // The second file goes to a bucket that does not exist, part-way through its 6 MB.
    const flaky: Storage = {
      ...store.storage,
      put: (key, body, opts) =>
        (puts++ === 0
          ? store.storage
          : createS3Storage({
              bucket: "no-such-bucket",
              endpoint: store.endpoint,
              forcePathStyle: true,
              credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
            })
        ).put(key, body, opts),
    };
    const form = new FormData();
    form.append("resumes", new File([txtBytes], "zoe.txt"));
    form.append("resumes", new File([pdfOfSize(6 * MB)], "big.pdf"));
    form.append("resumes", new File([txtBytes], "never.txt"));

    await expect(parseResumeUpload(post(form), { storage: flaky, keyPrefix, maxFiles: 10 })).rejects.toMatchObject({
      name: "NoSuchBucket",
    });
    expect(await store.storage.list(keyPrefix)).toEqual([]);
  });
});

describe("one rule: what the browser accepts, the server stores and the worker reads", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await testStores[0][1]();
  });
  afterAll(async () => {
    await store?.close();
    await shutdownExtraction();
  });

  it("agrees on every file, in every place", async () => {
    const long = utf8Txt(`${SAMPLE_RESUME.join("\n")}\n`.repeat(300));
    const files: Array<[string, Uint8Array]> = [
      ["mojibake.txt", mojibakeTxt(SAMPLE_RESUME.join("\n• "))],
      ["utf16-no-bom.txt", utf16Txt(undefined, "be", { bom: false })],
      ["old.doc", wordDoc()],
      ["rich.rtf", rtf()],
      ["open.odt", await odt()],
      ["nul-late.txt", new Uint8Array([...long, 0, 0x41])],
      ["invalid-utf16.txt", new Uint8Array([...utf16Txt(undefined, "le"), 0x00, 0xdc])],
      ["book.doc", spreadsheetXls()],
      ["config.txt", utf8Txt(JSON.stringify({ name: "x", scripts: { test: "vitest" } }, null, 2))],
    ];
    const form = new FormData();
    for (const [name, bytes] of files) form.append("resumes", fileOf(bytes, name));
    const stored = await parseResumeUpload(post(form), { storage: store.storage, keyPrefix: `tournaments/${randomUUID()}`, maxFiles: 1000 });
    const storedNames = new Set(stored.files.map((f) => f.fileName));

    const verdicts = [];
    for (const [name, bytes] of files) {
      const browser = !("rejected" in (await checkResumeBlob(new Blob([new Uint8Array(bytes)]))));
      const worker = (await extractResumeInProcess({ bytes, fileName: name })).ok;
      verdicts.push({ name, browser, server: storedNames.has(name), worker });
    }
    const accepted = ["mojibake.txt", "utf16-no-bom.txt", "old.doc", "rich.rtf", "open.odt"];
    expect(verdicts).toEqual(files.map(([name]) => ({ name, browser: accepted.includes(name), server: accepted.includes(name), worker: accepted.includes(name) })));
  });
});
