// Where the build scripts read O*NET 27.0 from, and how: tab-separated files with a header row.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project's root. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** The O*NET text files: the folder given on the command line, else ../shared/data/onet-27.0. */
export const onetSource = path.resolve(process.argv[2] ?? path.join(projectRoot, "../shared/data/onet-27.0"));

/** One O*NET file as rows of column → value. */
export function onetTable(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path.join(onetSource, file), "utf8").replace(/^\ufeff/, "").split(/\r?\n/).filter(Boolean);
  const columns = header.split("\t");
  return lines.map((line) => Object.fromEntries(line.split("\t").map((v, i) => [columns[i], v])));
}
