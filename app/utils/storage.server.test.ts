import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StorageKeyError, StorageNotFoundError, storageFromEnv, type Storage } from "./storage.server";
import { resumeFixtures, testStores, type TestStore } from "../../tests/support/storage-stores";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function* chunked(bytes: Uint8Array, size = 64 * 1024) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function streamSha256(storage: Storage, key: string) {
  const hash = createHash("sha256");
  for await (const chunk of await storage.get(key)) hash.update(chunk);
  return hash.digest("hex");
}

describe.each(testStores)("%s storage", (_name, start) => {
  let store: TestStore;
  let storage: Storage;
  beforeAll(async () => {
    store = await start();
    storage = store.storage;
  });
  afterAll(() => store?.close());

  it("keeps a PDF byte for byte and reports its size and sha256", async () => {
    const { pdfBytes } = await resumeFixtures();
    const stored = await storage.put("tournaments/t-pdf/a", chunked(pdfBytes, 100), { contentType: "application/pdf" });

    expect(stored).toEqual({ size: pdfBytes.length, sha256: sha256(pdfBytes) });
    expect(await streamSha256(storage, "tournaments/t-pdf/a")).toBe(sha256(pdfBytes));
    expect(Buffer.compare(await storage.getBytes("tournaments/t-pdf/a"), pdfBytes)).toBe(0);
  });

  it("streams a 12 MB file in from a Node stream (several S3 parts) and back out unchanged", async () => {
    const bytes = randomBytes(12 * 1024 * 1024 + 123);
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "storage-big-")), "resume.pdf");
    await writeFile(file, bytes);

    const stored = await storage.put("tournaments/t-big/b", createReadStream(file), { contentType: "application/pdf" });
    await rm(path.dirname(file), { recursive: true });

    expect(stored).toEqual({ size: bytes.length, sha256: sha256(bytes) });
    expect(await streamSha256(storage, "tournaments/t-big/b")).toBe(sha256(bytes));
    await expect(storage.getBytes("tournaments/t-big/b")).rejects.toThrow(/larger than 10485760 bytes/);
  });

  it("leaves nothing behind when the body fails part-way", async () => {
    async function* failing() {
      yield* chunked(randomBytes(6 * 1024 * 1024));
      throw new Error("client went away");
    }

    await expect(storage.put("tournaments/t-fail/c", failing(), { contentType: "application/pdf" })).rejects.toThrow(
      "client went away",
    );
    expect(await storage.list("tournaments/t-fail")).toEqual([]);
    await expect(storage.get("tournaments/t-fail/c")).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it("reports a missing file as not found, and deleting it twice is fine", async () => {
    await storage.put("tournaments/t-del/d", chunked(Buffer.from("hello")), { contentType: "text/plain" });
    await storage.delete("tournaments/t-del/d");
    await storage.delete("tournaments/t-del/d");

    await expect(storage.get("tournaments/t-del/d")).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.getBytes("tournaments/nope/x")).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it("deletes one tournament's files and not a neighbour whose id starts the same", async () => {
    const put = (key: string) => storage.put(key, chunked(Buffer.from(key)), { contentType: "text/plain" });
    await Promise.all([put("tournaments/t1/a"), put("tournaments/t1/b"), put("tournaments/t10/c")]);
    expect(await storage.list("tournaments/t1")).toEqual(["tournaments/t1/a", "tournaments/t1/b"]);

    await storage.deletePrefix("tournaments/t1");

    expect(await storage.list("tournaments/t1/")).toEqual([]);
    expect(await storage.list("tournaments/t10")).toEqual(["tournaments/t10/c"]);
    expect((await storage.getBytes("tournaments/t10/c")).toString()).toBe("tournaments/t10/c");
  });

  it("deletes a tournament with more than one listing page of files", async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `tournaments/t-many/${String(i).padStart(4, "0")}`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(
        keys.slice(i, i + 50).map((key) => storage.put(key, chunked(Buffer.from("x")), { contentType: "text/plain" })),
      );
    }
    expect(await storage.list("tournaments/t-many")).toHaveLength(1005);

    await storage.deletePrefix("tournaments/t-many");

    expect(await storage.list("tournaments/t-many")).toEqual([]);
  }, 60_000);

  it.each(["../escape", "tournaments/../../escape", "/etc/passwd", "a//b", "a/./b", "a\\..\\b", ".tmp/x", "", "a/"])(
    "refuses the key %j",
    async (key) => {
      await expect(storage.put(key, chunked(Buffer.from("x")), { contentType: "text/plain" })).rejects.toBeInstanceOf(
        StorageKeyError,
      );
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(StorageKeyError);
    },
  );

  it("refuses to delete or list everything through an empty prefix", async () => {
    await expect(storage.deletePrefix("")).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.deletePrefix("/")).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.list("")).rejects.toBeInstanceOf(StorageKeyError);
  });
});

describe("local storage on disk", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await testStores[0][1]();
  });
  afterAll(() => store?.close());

  it("writes inside its folder only and cleans its temporary files", async () => {
    const { storage, directory } = store;
    await storage.put("tournaments/t/a", chunked(Buffer.from("kept")), { contentType: "text/plain" });
    async function* failing() {
      yield Buffer.from("partial");
      throw new Error("stop");
    }
    await expect(storage.put("tournaments/t/b", failing(), { contentType: "text/plain" })).rejects.toThrow("stop");

    const files = await readdir(directory, { recursive: true });
    expect(files.sort()).toEqual([".tmp", "tournaments", "tournaments/t", "tournaments/t/a"]);
  });
});

describe("storageFromEnv", () => {
  it("defaults to a local folder under .data/uploads", () => {
    expect(storageFromEnv({}).driver).toBe("local");
  });

  it("uses STORAGE_DIR for the local folder", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "storage-env-"));
    const storage = storageFromEnv({ STORAGE: "local", STORAGE_DIR: dir });
    await storage.put("k/1", chunked(Buffer.from("x")), { contentType: "text/plain" });
    expect(await readdir(path.join(dir, "k"))).toEqual(["1"]);
    await rm(dir, { recursive: true });
  });

  it("builds an S3 store and explains missing settings", () => {
    expect(storageFromEnv({ STORAGE: "s3", S3_BUCKET: "b", S3_ENDPOINT: "http://127.0.0.1:9000" }).driver).toBe("s3");
    expect(() => storageFromEnv({ STORAGE: "s3" })).toThrow("STORAGE=s3 needs S3_BUCKET.");
    expect(() => storageFromEnv({ STORAGE: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" })).toThrow(/both/);
    expect(() => storageFromEnv({ STORAGE: "ftp" })).toThrow('STORAGE must be "local" or "s3", not "ftp".');
  });
});
