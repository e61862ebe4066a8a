// `npm run bench [-- evalDir]`: every benchmark in turn, each printing its own figures.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const evalDir = process.argv[2] ?? "../shared/eval";
const only = process.argv[3];
const benches = readdirSync("tests/bench")
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => !only || f.includes(only))
  .sort();

if (!existsSync(evalDir)) {
  console.error(`No evaluation folder at ${evalDir}: pass its path, e.g. npm run bench -- ../shared/eval`);
  process.exit(2);
}
let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const run = spawnSync(process.execPath, ["--import", "tsx", path.join("tests/bench", bench), evalDir], { stdio: "inherit" });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
