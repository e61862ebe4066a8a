import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
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
