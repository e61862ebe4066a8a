import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import postgres from "postgres";
import { startEmbeddedPostgres } from "../../db/embedded.server";
import { prepareDatabase } from "../../db/prepare.server";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** A fresh, migrated and seeded database: embedded Postgres unless DATABASE_URL is given. */
export async function startTestDatabase(name: string) {
  let stop = async () => {};
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const root = path.resolve("tests/.tmp");
    mkdirSync(root, { recursive: true, mode: 0o755 });
    const dir = mkdtempSync(path.join(root, `${name}-`));
    chmodSync(dir, 0o755); // the postgres user must reach its data folder
    const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg"), port: await freePort(), database: "tierlist_test", persistent: false, fast: true });
    url = pg.url;
    stop = async () => {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  await prepareDatabase(url);
  return { url, stop };
}

/**
 * A database of one test file's own, copied from `templateUrl` (migrated and seeded, with nobody
 * connected to it): its rows and its graphile-worker queue are nobody else's.
 */
export async function fileDatabase(templateUrl: string) {
  const template = new URL(templateUrl);
  const templateName = decodeURIComponent(template.pathname.slice(1));
  const name = `${templateName}_${randomBytes(6).toString("hex")}`;
  const server = new URL(templateUrl);
  server.pathname = "/postgres";
  const admin = () => postgres(server.toString(), { max: 1, onnotice: () => {} });
  const sql = admin();
  try {
    await sql.unsafe(`create database "${name}" template "${templateName}"`);
  } finally {
    await sql.end();
  }
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const sql = admin();
      try {
        await sql.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await sql.end();
      }
    },
  };
}
