// The whole product started as `npm start` starts it (db/start.server.ts): embedded
// Postgres, web and worker as real processes, in a data folder of the test's own.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "./database";

export interface Product {
  process: ChildProcess;
  dataDir: string;
  port: number;
  pgPort: number;
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with its exit code (or signal). */
  exited: Promise<number | string>;
  /** Process ids of its web and worker processes right now. */
  children(): { web: number[]; worker: number[] };
  /** Waits until its output matches. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  healthy(): Promise<boolean>;
}

/** A data folder under tests/.tmp that the embedded database's OS user can reach. */
export function productDataDir(name: string) {
  const root = path.resolve("tests/.tmp");
  mkdirSync(root, { recursive: true, mode: 0o755 });
  const dir = mkdtempSync(path.join(root, `${name}-`));
  chmodSync(dir, 0o755);
  return dir;
}

/** Process ids whose parent is `pid`, with their command lines. */
export function childProcesses(pid: number): Array<{ pid: number; cmdline: string }> {
  const found: Array<{ pid: number; cmdline: string }> = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) found.push({ pid: Number(entry), cmdline: readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " ") });
    } catch {
      /* exited meanwhile */
    }
  }
  return found;
}

export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the product and waits until /healthz answers and the worker runs. It runs in its own process
 * group, so a test can send Ctrl-C to the group as a terminal would.
 */
export async function startProduct(options: { dataDir: string; env?: Record<string, string | undefined>; pgPort?: number }): Promise<Product> {
  const port = await freePort();
  const pgPort = options.pgPort ?? (await freePort());
  const env: Record<string, string | undefined> = {
    ...process.env,
    // The test run's own database and storage settings must not leak in.
    DATABASE_URL: "",
    STORAGE_DIR: "",
    HOST: undefined,
    ADMIN_PASSWORD: undefined,
    TIERLIST_DATA_DIR: options.dataDir,
    PORT: String(port),
    PG_PORT: String(pgPort),
    APP_URL: `http://localhost:${port}`,
    NODE_ENV: "production",
    ...options.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const child = spawn(process.execPath, ["--import", "tsx", "db/start.server.ts"], {
    cwd: path.resolve("."),
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (d) => (log += String(d)));
  child.stderr!.on("data", (d) => (log += String(d)));
  const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "?")));
  const url = `http://127.0.0.1:${port}`;

  const product: Product = {
    process: child,
    dataDir: options.dataDir,
    port,
    pgPort,
    url,
    output: () => log,
    exited,
    children() {
      const kids = childProcesses(child.pid!);
      return {
        web: kids.filter((k) => k.cmdline.includes("server.ts")).map((k) => k.pid),
        worker: kids.filter((k) => k.cmdline.includes("worker/index.ts")).map((k) => k.pid),
      };
    },
    async waitForOutput(pattern, timeoutMs = 30_000) {
      const end = Date.now() + timeoutMs;
      while (!pattern.test(log)) {
        if (Date.now() > end) throw new Error(`timed out waiting for ${pattern} in:\n${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async healthy() {
      try {
        const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) });
        return res.ok;
      } catch {
        return false;
      }
    },
  };

  const deadline = Date.now() + 75_000;
  let done = false;
  void exited.then(() => (done = true));
  for (;;) {
    if (done) throw new Error(`The product exited during start-up:\n${log}`);
    // Up: the site answers and the worker has taken its first look at the queue.
    if (/Press Ctrl-C to stop/.test(log) && /worker: running/.test(log) && (await product.healthy())) break;
    if (Date.now() > deadline) {
      await stopProduct(product);
      throw new Error(`The product did not start in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return product;
}

/** Ctrl-C, as a terminal sends it: SIGINT to the whole process group. Resolves with the exit code. */
export async function stopProduct(product: Product, how: "group-SIGINT" | "SIGTERM" = "group-SIGINT") {
  const child = product.process;
  if (child.exitCode === null && child.signalCode === null) {
    if (how === "group-SIGINT") process.kill(-child.pid!, "SIGINT");
    else child.kill("SIGTERM");
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      /* gone */
    }
  }, 20_000);
  const code = await product.exited;
  clearTimeout(timer);
  // "exit" can come before the last of the output has been read: wait for the output to close too (briefly,
  // as a process left behind may hold it open).
  const output = child.stdout;
  if (output && !output.closed) await Promise.race([new Promise((resolve) => output.once("close", resolve)), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  return code;
}
