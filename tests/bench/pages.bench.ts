// Page weight and speed: the tournament page with 1,000 analyzed resumes under
// 20 concurrent clients (server time p50/p95, HTML size), and the JavaScript
// the landing page ships (gzipped). Usage: npx tsx tests/bench/pages.bench.ts
import { spawnSync, fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { freePort, startTestDatabase } from "../support/database";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = 10;
/** A recruiter paging, sorting and filtering: a new list page every second on average. */
const THINK_MS = 1000;
const RESUMES = 1000;

const database = await startTestDatabase("bench-pages");
Object.assign(process.env, { DATABASE_URL: database.url, SESSION_SECRET: "bench-session-secret-0123456789", NODE_ENV: "production" });
const { db, schema, closeDb } = await import("~/utils/db.server");
const { createUser } = await import("~/models/user.server");
const { sessionCookie } = await import("../support/factories");
const { analyzeResume } = await import("~/analysis/builtin");
const { buildJobProfile } = await import("~/analysis/posting/job-profile");
const { sql } = await import("drizzle-orm");
const { listColumnsOf } = await import("~/models/resume-processing.server");
const { ACCOUNTANT_RESUME, CHEF_RESUME, FINANCE_RESUME, ACCOUNTANT_POSTING } = await import("../support/test-resumes");

const user = await createUser({ email: `pages-${randomUUID().slice(0, 6)}@example.com`, password: "bench-password" });
const profile = buildJobProfile({ name: "Accountant", description: ACCOUNTANT_POSTING });
const [t] = await db
  .insert(schema.tournaments)
  .values({ userId: user.id, name: "Bench: 1,000 accountants", jobDescription: ACCOUNTANT_POSTING, jobProfile: profile, keySkills: profile.keySkills, status: "completed" })
  .returning();
const texts = [ACCOUNTANT_RESUME, CHEF_RESUME, FINANCE_RESUME];
const analyses = texts.map((text) => analyzeResume(profile, text));
for (let start = 0; start < RESUMES; start += 250) {
  await db.insert(schema.resumes).values(
    Array.from({ length: Math.min(250, RESUMES - start) }, (_, j) => {
      const i = start + j;
      const a = analyses[i % 3]!;
      return {
        tournamentId: t!.id,
        fileName: `candidate-${String(i).padStart(4, "0")}.pdf`,
        fileKind: "pdf" as const,
        status: "done" as const,
        position: i,
        text: texts[i % 3],
        analysis: a,
        skills: a.skills,
        contact: a.contact,
        ...listColumnsOf(a),
        candidateName: `${a.contact.name ?? "Pat Doe"} ${i}`,
        contactEmail: `candidate-${i}@example.com`,
        score: a.score - (i % 7),
        tier: a.tier,
      };
    }),
  );
}

// A workspace in use: some candidates shortlisted or rejected, some with notes.
await db.execute(sql`update resumes set stage = case when position % 10 = 0 then 'shortlisted' when position % 10 = 1 then 'rejected' else 'new' end where tournament_id = ${t!.id}`);
await db.execute(sql`insert into candidate_notes (tournament_id, resume_id, author_user_id, body) select tournament_id, id, ${user.id}, 'Call back on Monday' from resumes where tournament_id = ${t!.id} and position % 7 = 0`);

if (process.env.BENCH_LOADER) {
  const { getTournamentPage } = await import("~/models/tournament-detail.server");
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    const data = await getTournamentPage({ id: t!.id, userId: user.id, tier: null, page: 1 });
    times.push(performance.now() - t0);
    if (i === 0) console.log(`loader data: ${(JSON.stringify(data).length / 1024).toFixed(0)} KB`);
  }
  times.sort((a, b) => a - b);
  console.log(`loader alone: p50 ${times[15]!.toFixed(1)} ms`);
}

const build = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "build"], { stdio: "ignore", env: { ...process.env, NODE_ENV: "production" } });
if (build.status !== 0) throw new Error("remix build failed");
const cookie = await sessionCookie(user.id);
const path = process.env.BENCH_PATH ?? `/dashboard/tournament/${t!.id}${process.env.BENCH_DATA ? ".data?_routes=routes%2Fdashboard.tournament.%24id" : ""}`;

async function startWeb(extraEnv: Record<string, string> = {}) {
  const port = await freePort();
  const web = fork("server.ts", [], {
    execArgv: ["--import", "tsx", ...(process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir=tests/.tmp/prof"] : [])],
    env: { ...process.env, PORT: String(port), ...extraEnv },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise<void>((resolve) => web.on("message", (m: { type?: string }) => m?.type === "listening" && resolve()));
  return { base: `http://localhost:${port}`, pid: web.pid!, stop: () => web.kill("SIGTERM") };
}

/** CPU seconds (user + system) used so far by the processes whose command name passes `take`, from /proc (Linux). */
function cpuSeconds(take: (pid: number, comm: string, ppid: number) => boolean): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (take(Number(entry), comm, Number(fields[1]))) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended while being read
    }
  }
  return ticks / 100;
}
/** The web process and its cluster children; every Postgres backend. */
const webCpu = (pid: number) => cpuSeconds((p, _c, ppid) => p === pid || ppid === pid);
const postgresCpu = () => cpuSeconds((_p, comm) => comm === "postgres");

/**
 * CLIENTS clients for `seconds`, each asking again as soon as its page has arrived (thinkMs 0: the most the
 * server can take), or after reading it for thinkMs (a recruiter moving through the list).
 */
async function load(url: string, webPid: number, thinkMs = 0, seconds = SECONDS) {
  const latencies: number[] = [];
  const cpu0 = { web: webCpu(webPid), db: postgresCpu() };
  let hits = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      // Readers arrive at their own moments, not all at once.
      if (thinkMs) await new Promise((resolve) => setTimeout(resolve, thinkMs * Math.random()));
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await fetch(url, { headers: { Cookie: cookie, "Accept-Encoding": "gzip" } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`tournament page answered ${res.status}`);
        if (res.headers.get("X-Page-Cache") === "hit") hits++;
        latencies.push(performance.now() - t0);
        if (thinkMs) await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
      }
    }),
  );
  const cpu = { web: webCpu(webPid) - cpu0.web, db: postgresCpu() - cpu0.db };
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!;
  return { count: latencies.length, p50: pct(0.5), p95: pct(0.95), perSecond: latencies.length / seconds, hits, webMs: (cpu.web * 1000) / latencies.length, dbMs: (cpu.db * 1000) / latencies.length };
}

// Rendered on every request: the page cache turned off.
const uncachedWeb = await startWeb({ PAGE_CACHE_MB: "0" });
const html = await (await fetch(`${uncachedWeb.base}${path}`, { headers: { Cookie: cookie } })).text();
if (process.env.BENCH_DUMP) (await import("node:fs")).writeFileSync(process.env.BENCH_DUMP, html);
const uncached = await load(`${uncachedWeb.base}${path}`, uncachedWeb.pid);
// Twice as long: at about 20 pages a second, 10 s would leave the p95 to a dozen pages.
const paced = await load(`${uncachedWeb.base}${path}`, uncachedWeb.pid, THINK_MS, 2 * SECONDS);
uncachedWeb.stop();

// As shipped: a settled tournament's page is rendered once per change, then served from the cache.
const web = await startWeb();
const base = web.base;
const cached = await load(`${base}${path}`, web.pid);

// Landing page JavaScript: every script and modulepreload it references, gzipped.
const landing = await (await fetch(`${base}/`)).text();
const scripts = new Set([...landing.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]!));
let jsRaw = 0;
let jsGzip = 0;
for (const src of scripts) {
  const body = Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer());
  jsRaw += body.length;
  jsGzip += gzipSync(body).length;
}

const line = (r: Awaited<ReturnType<typeof load>>) =>
  `p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, ${r.perSecond.toFixed(0)} req/s (${r.count} requests, ${r.hits} from the page cache); CPU a page: web ${r.webMs.toFixed(1)} ms, Postgres ${r.dbMs.toFixed(1)} ms`;
console.log(`tournament page (ranked list view, 50 rows a page), ${RESUMES} analyzed resumes, ${CLIENTS} concurrent clients for ${SECONDS} s each (target p95 ≤ 150 ms)`);
console.log(`  as shipped (page cache on):   ${line(cached)}`);
console.log(`  rendered on every request:    ${line(uncached)}`);
console.log(`  the same for ${2 * SECONDS} s, each client reading its page for ${THINK_MS / 1000} s on average between pages: ${line(paced)}`);
console.log(`  HTML size ${(Buffer.byteLength(html) / 1024).toFixed(0)} KB (${(gzipSync(html).length / 1024).toFixed(1)} KB gzipped; target ≤ 60 KB)`);
console.log(`landing page JavaScript: ${scripts.size} files, ${(jsRaw / 1024).toFixed(0)} KB, ${(jsGzip / 1024).toFixed(0)} KB gzipped (target ≤ 150 KB)`);

web.stop();
await closeDb();
await database.stop();
process.exit(0);
