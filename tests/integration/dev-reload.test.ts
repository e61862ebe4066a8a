// Issue 24.15: `npm run dev` rebuilt on every edit but kept serving the old code. The web server now reloads
// the build and tells `remix dev` it is ready. Checked on a copy of the project: edit a route, see it served.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../support/database";
import { waitFor } from "../support/wait";

const root = path.resolve(__dirname, "../..");
let dev: ChildProcess | undefined;
let copy = "";
let output = "";
let exited = false;

afterAll(() => {
  // The dev server and the app server it started share a process group.
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** The page's HTML, or "" while the server is not answering yet. */
async function page(url: string) {
  if (exited) throw new Error(`remix dev stopped: ${output.slice(-2000)}`);
  try {
    const res = await fetch(url);
    return res.ok ? await res.text() : "";
  } catch {
    return "";
  }
}

describe("npm run dev", () => {
  it("serves an edited route as soon as it is rebuilt", async () => {
    mkdirSync(path.join(root, "tests/.tmp"), { recursive: true });
    copy = mkdtempSync(path.join(root, "tests/.tmp/dev-reload-"));
    for (const entry of ["app", "db", "server.ts", "remix.config.js", "remix.env.d.ts", "package.json", "tsconfig.json", "postcss.config.js"]) {
      cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
    }
    cpSync(path.join(root, "public"), path.join(copy, "public"), { recursive: true, filter: (src) => !src.includes(`${path.sep}build`) });
    symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");

    const [port, devPort] = [await freePort(), await freePort()];
    // The same command as `npm run dev`, with the binaries named (npm puts them on PATH) and free ports.
    dev = spawn(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "dev", "--manual", "--port", String(devPort), "-c", `${process.execPath} --import tsx server.ts`], {
      cwd: copy,
      detached: true,
      env: { ...process.env, NODE_ENV: "development", PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    dev.on("exit", () => (exited = true));
    dev.stdout!.on("data", (d) => (output += d));
    dev.stderr!.on("data", (d) => (output += d));

    const url = `http://127.0.0.1:${port}/help`;
    await waitFor(async () => (await page(url)).includes("Help &amp; Support"), 120_000).catch((error) => {
      throw new Error(`the dev server never served /help: ${output.slice(-2000)}`, { cause: error });
    });

    const route = path.join(copy, "app/routes/help.tsx");
    const marker = `Help, edited ${Date.now()}`;
    writeFileSync(route, readFileSync(route, "utf8").replace(">Help & Support</h1>", `>${marker}</h1>`));

    await waitFor(async () => (await page(url)).includes(marker), 90_000).catch((error) => {
      throw new Error(`the edit was never served: ${output.slice(-2000)}`, { cause: error });
    });
    expect(await page(url)).not.toContain(">Help &amp; Support</h1>");
  }, 240_000);
});
