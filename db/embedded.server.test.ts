// The embedded Postgres that `npm start` runs: its superuser password, as another
// local user could try it. Real clusters, real connections.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../tests/support/database";
import { startEmbeddedPostgres } from "./embedded.server";

const base = path.resolve("tests/.tmp");
mkdirSync(base, { recursive: true, mode: 0o755 });
const dir = mkdtempSync(path.join(base, "embedded-"));
chmodSync(dir, 0o755); // the postgres user must reach its data folder
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function signIn(port: number, password: string, database = "postgres") {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database });
  client.on("error", () => {});
  try {
    await client.connect();
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

describe("embedded Postgres superuser password", () => {
  it("the password file initdb gets in /tmp (readable by anyone meanwhile) does not open the new database", async () => {
    // Watch /tmp the way another local user could while the cluster is made.
    const seen = new Map<string, string>();
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        for (const name of readdirSync(os.tmpdir()).filter((n) => n.startsWith("pg-password-"))) {
          try {
            const text = readFileSync(path.join(os.tmpdir(), name), "utf8").trim();
            if (text) seen.set(name, text);
          } catch {
            /* removed meanwhile */
          }
        }
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const port = await freePort();
    const password = "the-real-password-0123456789abcdef";
    const db = await startEmbeddedPostgres({ dataDir: path.join(dir, "watched"), port, database: "tierlist", password });
    watching = false;
    await watcher;
    try {
      expect(await signIn(port, password, "tierlist")).toBe("ok");
      const leaked = [...seen.values()];
      expect(leaked.length).toBeGreaterThan(0);
      for (const value of leaked) {
        expect(value).not.toBe(password);
        expect(await signIn(port, value)).toBe("28P01");
      }
      expect(await signIn(port, "postgres")).toBe("28P01");
    } finally {
      await db.stop();
    }
  }, 60_000);

  it("a first start interrupted while the cluster was being made leaves nothing half-made", async () => {
    const dataDir = path.join(dir, "interrupted");
    // What an interrupted creation leaves: a staging folder, never the real one.
    mkdirSync(`${dataDir}.new`, { recursive: true });
    writeFileSync(path.join(`${dataDir}.new`, "PG_VERSION"), "18\n");
    const port = await freePort();
    const db = await startEmbeddedPostgres({ dataDir, port, database: "tierlist", password: "after-interruption-password" });
    try {
      expect(await signIn(port, "after-interruption-password", "tierlist")).toBe("ok");
      expect(existsSync(`${dataDir}.new`)).toBe(false);
    } finally {
      await db.stop();
    }
    // And it starts again with the same password.
    const again = await startEmbeddedPostgres({ dataDir, port, database: "tierlist", password: "after-interruption-password" });
    try {
      expect(await signIn(port, "after-interruption-password", "tierlist")).toBe("ok");
    } finally {
      await again.stop();
    }
  }, 60_000);
});
