import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import { runMigrations as runWorkerMigrations } from "graphile-worker";
import postgres from "postgres";
import { startEmbeddedPostgres } from "../../db/embedded.server";
import { runMigrations } from "../../db/migrate.server";
import * as schema from "../../db/schema";
import { seedPlans } from "../../db/seed.server";

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
  await runMigrations(url);
  await runWorkerMigrations({ connectionString: url });
  const client = postgres(url, { max: 1, onnotice: () => {} });
  await seedPlans(drizzle(client, { schema }));
  await client.end();
  return { url, stop };
}
