// `npm run eval -- DIR --check`: the figures of the run against tests/eval/thresholds.json,
// by the folder's name. A figure with "min" must reach it, one with "max" stay at or under it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

interface Limit {
  min?: number;
  max?: number;
}

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "thresholds.json");

export function checkThresholds(folder: string, figures: Record<string, number>): boolean {
  const all = JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, Limit>>;
  const limits = all[folder];
  if (!limits) {
    console.log(`\nCheck: no thresholds for "${folder}" in tests/eval/thresholds.json`);
    return false;
  }
  console.log(`\nCheck against tests/eval/thresholds.json ("${folder}"):`);
  let ok = true;
  for (const [name, limit] of Object.entries(limits)) {
    if (name.startsWith("_")) continue;
    const value = figures[name];
    const pass = value !== undefined && (limit.min === undefined || value >= limit.min) && (limit.max === undefined || value <= limit.max);
    if (!pass) ok = false;
    const bound = limit.min !== undefined ? `≥ ${limit.min}` : `≤ ${limit.max}`;
    console.log(`  ${pass ? "ok  " : "FAIL"} ${name.padEnd(24)} ${value === undefined ? "not measured" : Number.isInteger(value) ? value : value.toFixed(3)} (${bound})`);
  }
  console.log(ok ? "  every figure holds" : "  some figures are below their thresholds");
  return ok;
}
