import { fork, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ExtractionOutcome } from "~/analysis/types";
import type { ExtractInput, ExtractOptions } from "./extract.server";
import { failures } from "./failures";
import { DEFAULT_MAX_MEMORY_MB, DEFAULT_TIMEOUT_MS } from "./limits";
import type { RunnerRequest } from "./runner.server";

// Long-lived child processes read the files; one that overruns its time or
// memory is killed and replaced, and the queue moves on.

const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()));
/** Fresh processes now and then keep slow leaks in parsers from adding up. */
const JOBS_PER_CHILD = 200;
const MEMORY_POLL_MS = 100;

interface Job {
  id: number;
  input: ExtractInput;
  options: ExtractOptions;
  resolve: (outcome: ExtractionOutcome) => void;
  reject: (error: Error) => void;
}

interface Runner {
  child: ChildProcess;
  ready: Promise<boolean>;
  jobs: number;
}

function runnerPath(): string {
  const beside = fileURLToPath(new URL("./runner-entry.mjs", import.meta.url));
  // When this module is bundled (the web build), it no longer sits beside the runner.
  return existsSync(beside) ? beside : join(process.cwd(), "app/extraction/runner-entry.mjs");
}

class RunnerPool {
  private idle: Runner[] = [];
  private all = new Set<Runner>();
  private queue: Job[] = [];

  constructor(private readonly memoryMb: number) {}

  run(job: Job): void {
    this.queue.push(job);
    this.pump();
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const runner = this.idle.pop() ?? (this.all.size < POOL_SIZE ? this.spawn() : null);
      if (!runner) return;
      void this.dispatch(runner, this.queue.shift()!);
    }
  }

  private spawn(): Runner {
    const child = fork(runnerPath(), [], {
      execArgv: [`--max-old-space-size=${this.memoryMb}`],
      serialization: "advanced",
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    const ready = new Promise<boolean>((resolve) => {
      child.once("message", () => resolve(true));
      child.once("exit", () => resolve(false));
    });
    const runner: Runner = { child, ready, jobs: 0 };
    child.on("exit", () => this.forget(runner));
    child.on("error", () => undefined);
    this.all.add(runner);
    return runner;
  }

  private forget(runner: Runner): void {
    this.all.delete(runner);
    this.idle = this.idle.filter((r) => r !== runner);
  }

  private async dispatch(runner: Runner, job: Job): Promise<void> {
    runner.child.ref();
    runner.child.channel?.ref();
    if (!(await runner.ready)) {
      // Not the file's fault: the caller should retry later rather than tell the recruiter it is damaged.
      job.reject(new Error("The resume reader process could not start"));
      this.pump();
      return;
    }
    const { child } = runner;
    const timeoutMs = job.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let settled = false;
    const finish = (outcome: ExtractionOutcome, kill: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(memoryWatch);
      child.off("message", onMessage);
      child.off("exit", onExit);
      runner.jobs++;
      if (kill || runner.jobs >= JOBS_PER_CHILD) {
        this.forget(runner);
        child.kill("SIGKILL");
      } else {
        // An idle reader must not keep the caller's process alive.
        child.unref();
        child.channel?.unref();
        this.idle.push(runner);
      }
      job.resolve(outcome);
      this.pump();
    };
    const onMessage = (message: { id?: number; outcome?: ExtractionOutcome | null }) => {
      if (message.id !== job.id) return;
      finish(message.outcome ?? failures.crashed(), false);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      // V8 aborts (134 / SIGABRT) when the heap limit is hit; the kernel's OOM killer sends SIGKILL.
      const outOfMemory = code === 134 || signal === "SIGABRT" || signal === "SIGKILL";
      finish(outOfMemory ? failures.outOfMemory() : failures.crashed(), true);
    };
    const timer = setTimeout(() => finish(failures.timeout(Math.round(timeoutMs / 100) / 10), true), timeoutMs);
    const memoryWatch = setInterval(() => {
      if (residentMb(child.pid) > this.memoryMb) finish(failures.outOfMemory(), true);
    }, MEMORY_POLL_MS);
    child.on("message", onMessage);
    child.on("exit", onExit);
    const request: RunnerRequest = { id: job.id, input: job.input, options: job.options };
    child.send(request, (error) => {
      if (error) finish(failures.crashed(), true);
    });
  }

  async close(): Promise<void> {
    const runners = [...this.all];
    this.all.clear();
    this.idle = [];
    await Promise.all(runners.map((runner) => stop(runner.child)));
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 2000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    if (child.connected) child.disconnect();
    else child.kill("SIGKILL");
  });
}

/** Resident memory of a process in MB, from /proc (0 where /proc is missing). */
function residentMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, "latin1").split(" ")[1]);
    return (pages * 4096) / (1024 * 1024);
  } catch {
    return 0;
  }
}

const pools = new Map<number, RunnerPool>();
let nextId = 1;

export function extractInChild(input: ExtractInput, options: ExtractOptions = {}): Promise<ExtractionOutcome> {
  const memoryMb = options.maxMemoryMb ?? DEFAULT_MAX_MEMORY_MB;
  let pool = pools.get(memoryMb);
  if (!pool) {
    pool = new RunnerPool(memoryMb);
    pools.set(memoryMb, pool);
  }
  const target = pool;
  return new Promise((resolve, reject) => target.run({ id: nextId++, input, options, resolve, reject }));
}

export async function stopChildren(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((pool) => pool.close()));
}
