import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  DEFAULT_MAX_GET_BYTES,
  StorageKeyError,
  StorageNotFoundError,
  assertKey,
  folderPrefix,
  meter,
  readAll,
  type Storage,
} from "./common.server";

const TMP = ".tmp";
/** Resumes are personal data: only the app's own user may read them. */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === "ENOENT";

export function createLocalStorage(directory: string): Storage {
  const root = path.resolve(directory);

  // The store's own folders are private. Folders above it keep ordinary
  // permissions: they may also hold other things that must stay reachable, such
  // as the embedded database's data folder, which its own OS user opens.
  async function makeFolder(folder: string) {
    await mkdir(path.dirname(root), { recursive: true });
    await mkdir(folder, { recursive: true, mode: DIR_MODE });
  }

  // assertKey already refuses "..", absolute paths and backslashes; this is the
  // last line of defence should that rule ever be loosened.
  function fileFor(key: string): string {
    const file = path.resolve(root, assertKey(key));
    if (!file.startsWith(root + path.sep)) throw new StorageKeyError(key);
    return file;
  }

  const storage: Storage = {
    driver: "local",

    async put(key, body) {
      const target = fileFor(key);
      const tmpDir = path.join(root, TMP);
      await makeFolder(tmpDir);
      await makeFolder(path.dirname(target));
      // Written beside the store and renamed in, so a failed or aborted upload
      // never leaves a partial file under its key.
      const tmp = path.join(tmpDir, randomUUID());
      const handle = await open(tmp, "wx", FILE_MODE);
      const metered = meter(body);
      try {
        await writeFile(handle, metered.chunks);
        await handle.sync();
        await handle.close();
        await rename(tmp, target);
      } catch (error) {
        await handle.close().catch(() => {});
        await rm(tmp, { force: true });
        throw error;
      }
      return metered.result();
    },

    async get(key) {
      let handle;
      try {
        handle = await open(fileFor(key), "r");
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key);
        throw error;
      }
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        throw new StorageNotFoundError(key);
      }
      return handle.createReadStream() as Readable;
    },

    async getBytes(key, maxBytes = DEFAULT_MAX_GET_BYTES) {
      return readAll(await storage.get(key), maxBytes, key);
    },

    async delete(key) {
      await rm(fileFor(key), { force: true });
    },

    async deletePrefix(prefix) {
      await rm(fileFor(folderPrefix(prefix).slice(0, -1)), { recursive: true, force: true });
    },

    async list(prefix) {
      const folder = folderPrefix(prefix);
      let entries;
      try {
        entries = await readdir(fileFor(folder.slice(0, -1)), { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join("/"))
        .sort();
    },
  };
  return storage;
}
