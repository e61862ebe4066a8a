// What an oversized body costs the web process (issue 24.1): 150 MB sent to routes that read a small form or
// a JSON object, and a create upload whose only part is a 150 MB text field. For each: the answer, how much of
// the body was sent when it came, and the web process's memory (RSS) before, at its peak and after.
// Usage: npx tsx tests/bench/body-memory.bench.ts
import { fork, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { oneFieldMultipart, streamBody, type StreamOptions } from "../support/raw-http";
import { freePort, startTestDatabase } from "../support/database";

const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_BODY_MB ?? 150) * MB;

const database = await startTestDatabase("bench-body");
Object.assign(process.env, { DATABASE_URL: database.url, SESSION_SECRET: "bench-session-secret-0123456789", NODE_ENV: "production" });
const { createUser } = await import("~/models/user.server");
const { sessionCookie } = await import("../support/factories");
const { closeDb } = await import("~/utils/db.server");
const user = await createUser({ email: `body-${randomUUID().slice(0, 6)}@example.com`, password: "bench-password" });
const cookie = await sessionCookie(user.id);

if (!process.env.BENCH_NO_BUILD) {
  const build = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "build"], { stdio: "ignore", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) throw new Error("remix build failed");
}

/** A fresh web process for each case, so its peak memory is that case's alone. */
async function startWeb() {
  const port = await freePort();
  const child = fork("server.ts", [], { execArgv: ["--import", "tsx"], env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "ignore", "inherit", "ipc"] });
  await new Promise<void>((resolve) => child.on("message", (m: { type?: string }) => m?.type === "listening" && resolve()));
  return { port, pid: child.pid!, stop: () => new Promise((r) => child.once("exit", r).kill("SIGTERM")) };
}

/** A process's resident memory now and its peak so far, in MB (Linux /proc). */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}
/** Lets the server finish what it was reading and collect it. */
const settle = () => new Promise((r) => setTimeout(r, 1500));

const field = oneFieldMultipart("email");
const cases: Array<{ name: string; path: string; options: StreamOptions }> = [
  { name: "sign-in form, multipart, one 150 MB field", path: "/auth/login", options: { total: SIZE, ...field } },
  { name: "sign-in form, urlencoded", path: "/auth/login", options: { total: SIZE, contentType: "application/x-www-form-urlencoded", head: "email=" } },
  { name: "JSON API sign-in, multipart, one 150 MB field", path: "/api/auth/login", options: { total: SIZE, ...field } },
  { name: "JSON API sign-in, JSON", path: "/api/auth/login", options: { total: SIZE, contentType: "application/json", head: '{"email":"' } },
  {
    name: "create upload (signed in), only part a 150 MB text field",
    path: "/dashboard/create-tournament",
    options: { total: SIZE, ...oneFieldMultipart("jobDescription"), headers: { Cookie: cookie } },
  },
];

console.log(`each request streams ${SIZE / MB} MB unless answered first; a fresh web process for each`);
for (const c of cases) {
  const web = await startWeb();
  await settle();
  const before = memory(web.pid);
  let outcome: string;
  try {
    const sent = await streamBody(web.port, c.path, c.options);
    outcome = `${sent.status} after ${(sent.written / MB).toFixed(1)} MB sent: ${JSON.stringify(sent.body.slice(0, 90))}`;
  } catch (error) {
    outcome = `no answer (${(error as Error).message})`;
  }
  await settle();
  const after = memory(web.pid);
  console.log(`  ${c.path}: ${c.name}\n    ${outcome}\n    RSS at rest ${before.rss.toFixed(0)} MB, peak ${after.peak.toFixed(0)} MB (+${(after.peak - before.rss).toFixed(0)}), after ${after.rss.toFixed(0)} MB`);
  await web.stop();
}

await closeDb();
await database.stop();
process.exit(0);
