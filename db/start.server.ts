// `npm start`: one command that runs the whole product on this machine.
// Embedded Postgres (unless DATABASE_URL is set) → migrations → seed → build if
// stale → web + worker processes. Ctrl-C stops all of them.
import { fork, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded.server";
import { prepareDatabase } from "./prepare.server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = path.resolve(process.env.TIERLIST_DATA_DIR ?? path.join(root, ".data"));
const started = Date.now();

if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

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

function buildIfStale() {
  const built = path.join(root, "build", "index.js");
  const sources = Math.max(newestMtime(path.join(root, "app")), statSync(path.join(root, "remix.config.js")).mtimeMs);
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log("Building the app (first start, or the code changed)...");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules", "@remix-run", "dev", "dist", "cli.js"), "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("The build failed; see the messages above.");
}

mkdirSync(dataDir, { recursive: true, mode: 0o755 });
let database: EmbeddedDatabase | undefined;
if (!process.env.DATABASE_URL) {
  const port = await freePort(Number(process.env.PG_PORT ?? 54329));
  database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "postgres"), port, database: "tierlist" });
  process.env.DATABASE_URL = database.url;
}
process.env.SESSION_SECRET ??= persistentSecret("session-secret", () => randomBytes(32).toString("hex"));
// The partner API works out of the box too; production sets its own (see .env.example).
process.env.PARTNER_JWT_SECRET ||= persistentSecret("partner-jwt-secret", () => randomBytes(32).toString("hex"));
process.env.NODE_ENV ??= "production";
const adminEmail = (process.env.ADMIN_EMAIL ??= "admin@example.com");
const port = Number((process.env.PORT ??= "3000"));

const adminPassword = process.env.ADMIN_PASSWORD ?? persistentSecret("admin-password", () => randomBytes(9).toString("base64url"));
await prepareDatabase(process.env.DATABASE_URL!, { email: adminEmail, password: adminPassword });

buildIfStale();

const children: ChildProcess[] = [];
function launch(name: string, script: string) {
  const child = fork(path.join(root, script), [], {
    cwd: root,
    execArgv: ["--import", "tsx"],
    env: process.env,
    stdio: "inherit",
  });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped unexpectedly (${signal ?? code}); stopping everything.`);
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve();
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
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());

launch("worker", "worker/index.ts");
const web = launch("web", "server.ts");
web.on("message", (message: { type?: string }) => {
  if (message?.type !== "listening") return;
  const url = process.env.APP_URL ?? `http://localhost:${port}`;
  const passwordLine = process.env.ADMIN_PASSWORD
    ? "password: the ADMIN_PASSWORD you set"
    : `password: ${adminPassword}   (kept in .data/admin-password)`;
  console.log(
    [
      "",
      `  Tierlist is running at ${url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      `  Administrator sign-in: ${url}/auth/login`,
      `    email:    ${adminEmail}`,
      `    ${passwordLine}`,
      `  Database: ${database ? `embedded Postgres, data in ${path.relative(root, dataDir) || "."}/postgres` : "DATABASE_URL"}`,
      "  Press Ctrl-C to stop.",
      "",
    ].join("\n"),
  );
});
