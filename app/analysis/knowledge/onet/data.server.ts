// Loads the compact O*NET file made by `npm run data:onet` (app/analysis/knowledge/build/onet-data.ts)
// once per process, on first use. No download, no database: it ships in the repo.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

export interface OnetData {
  version: string;
  /** [code, title, job zone] */
  occupations: Array<[string, string, number]>;
  /** [order-free title key, occupation index, weight 1-3] */
  titles: Array<[string, number, number]>;
  /** Per occupation: [related occupation index, tier 1 Primary-Short | 2 Primary-Long | 3 Supplemental]. */
  related: Array<Array<[number, number]>>;
  classes: string[];
  /** [display name, aliases ("=" exact words), class indexes, hot count] */
  tech: Array<[string, string[], number[], number]>;
  /** Per occupation: indexes into `tech` of its hot technologies. */
  occTech: number[][];
  /** Per occupation: description and task statements. */
  text: string[];
  /** Word stem → number of occupations whose text uses it. */
  df: Record<string, number>;
}

const FILE = "onet.json.gz";

function dataFile(): string {
  const candidates = [
    path.join(path.dirname(fileURLToPath(import.meta.url)), FILE),
    path.join(process.cwd(), "app", "analysis", "knowledge", "onet", FILE),
  ];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`The O*NET data file is missing (${candidates[1]}); run \`npm run data:onet\`.`);
  return found;
}

let cached: OnetData | null = null;

export function onetData(): OnetData {
  cached ??= JSON.parse(gunzipSync(readFileSync(dataFile())).toString("utf8")) as OnetData;
  return cached;
}
