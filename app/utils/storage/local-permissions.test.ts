// Uploaded resumes are personal data: on disk only the app's own OS user may read them.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local.server";

const mode = (p: string) => statSync(p).mode & 0o777;

async function* body(text: string) {
  yield Buffer.from(text);
}

/**
 * Reads `file` as another local user ("nobody", as the embedded database's own user would). It takes
 * root to act as another user; this project's machines and CI run as root, so the check always runs.
 */
function readAsOtherUser(file: string) {
  expect(process.getuid?.(), "reading as another user needs root").toBe(0);
  const id = spawnSync("id", ["-u", "nobody"], { encoding: "utf8" });
  expect(id.status, "the user nobody exists").toBe(0);
  const uid = Number(id.stdout.trim());
  return spawnSync("cat", [file], { uid, gid: uid, encoding: "utf8" });
}

describe("local storage file permissions", () => {
  const base = mkdtempSync(path.join(os.tmpdir(), "storage-perm-"));
  chmodSync(base, 0o755);
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it("stores files as 0600 in 0700 folders, so other local users can't read a resume", async () => {
    const root = path.join(base, "data", "uploads");
    const storage = createLocalStorage(root);
    await storage.put("tournaments/t1/resume", body("Jordan Rivera, jordan@example.com"), { contentType: "text/plain" });

    const file = path.join(root, "tournaments", "t1", "resume");
    expect(mode(file)).toBe(0o600);
    for (const folder of [root, path.join(root, ".tmp"), path.join(root, "tournaments"), path.join(root, "tournaments", "t1")]) {
      expect(mode(folder), folder).toBe(0o700);
    }
    const other = readAsOtherUser(file);
    expect(other.status).toBe(1);
    expect(other.stderr).toMatch(/Permission denied/);
    expect(other.stdout).toBe("");
  });

  it("leaves the folders above the store reachable: the database's data folder may live beside it", async () => {
    // .data/uploads beside .data/postgres: a private .data would lock the postgres user out of its own data.
    const dataDir = path.join(base, "npm-start", ".data");
    const storage = createLocalStorage(path.join(dataDir, "uploads"));
    await storage.put("k/1", body("x"), { contentType: "text/plain" });

    for (const folder of [dataDir, path.dirname(dataDir)]) {
      expect(mode(folder) & 0o005, folder).toBe(0o005);
    }
    writeFileSync(path.join(dataDir, "beside"), "reachable");
    chmodSync(path.join(dataDir, "beside"), 0o644);
    const other = readAsOtherUser(path.join(dataDir, "beside"));
    expect(other.status).toBe(0);
    expect(other.stdout).toBe("reachable");
  });

  it("leaves an existing store folder's own permissions alone (it may be a folder the operator chose)", async () => {
    const chosen = path.join(base, "chosen");
    const storage = createLocalStorage(chosen);
    await storage.put("a/b", body("x"), { contentType: "text/plain" });
    chmodSync(chosen, 0o750);
    await storage.put("a/c", body("y"), { contentType: "text/plain" });
    expect(mode(chosen)).toBe(0o750);
    expect(mode(path.join(chosen, "a", "c"))).toBe(0o600);
    expect((await readdir(path.join(chosen, "a"))).sort()).toEqual(["b", "c"]);
  });
});
