import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";

/** The evaluation folder given on the command line, `../shared/eval` by default. */
export function evalDirFromArgs(): string {
  return resolve(process.argv[2] ?? "../shared/eval");
}

export function filesUnder(dir: string, accept: (name: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path, accept));
    else if (accept(entry.name)) found.push(path);
  }
  return found.sort();
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p + 0.5))];
}
