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

/** The name every test file's database starts with: the template's, then `_` and a random part. */
const fileDatabasePrefix = (templateName: string) => `${templateName}_f`;

function serverUrl(databaseUrl: string) {
  const server = new URL(databaseUrl);
  server.pathname = "/postgres";
  return server.toString();
}

/**
 * A database of one test file's own, copied from `templateUrl` (migrated and seeded, with nobody
 * connected to it): its rows and its graphile-worker queue are nobody else's. It stays until the
 * run ends (dropDatabasesOfFiles): a file's last queries may still be settling after its last test.
 */
export async function fileDatabase(templateUrl: string) {
  const templateName = decodeURIComponent(new URL(templateUrl).pathname.slice(1));
  const name = `${fileDatabasePrefix(templateName)}${randomBytes(6).toString("hex")}`;
  const sql = postgres(serverUrl(templateUrl), { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`create database "${name}" template "${templateName}"`);
  } finally {
    await sql.end();
  }
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return { url: url.toString() };
}

/** Drops every test file's database made from `templateUrl`, once all files are done. */
export async function dropDatabasesOfFiles(templateUrl: string) {
  const templateName = decodeURIComponent(new URL(templateUrl).pathname.slice(1));
  const sql = postgres(serverUrl(templateUrl), { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ datname: string }[]>`select datname from pg_database where starts_with(datname, ${fileDatabasePrefix(templateName)})`;
    for (const { datname } of rows) await sql.unsafe(`drop database if exists "${datname}" with (force)`);
  } finally {
    await sql.end();
  }
}
