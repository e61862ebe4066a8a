// What each of 60 common titles resolves to when a tournament has only a name:
// the occupation from `resolveOccupation` in app/analysis/occupations.ts once it
// exists, and until then the requirement labels of buildJobProfile({ name }).
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildJobProfile } from "../../app/analysis/posting/job-profile";
import { TITLES } from "./titles";

type Resolve = (title: string) => { code: string; title: string; score: number } | null;

const occupationsModule = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app/analysis/occupations.ts");

async function loadResolver(): Promise<Resolve | null> {
  if (!existsSync(occupationsModule)) return null;
  try {
    const mod = (await import(pathToFileURL(occupationsModule).href)) as { resolveOccupation?: unknown };
    return typeof mod.resolveOccupation === "function" ? (mod.resolveOccupation as Resolve) : null;
  } catch (error) {
    console.log(`  (app/analysis/occupations.ts did not load: ${String(error).split("\n")[0]})`);
    return null;
  }
}

export async function printTitleTable(): Promise<void> {
  const resolve = await loadResolver();
  console.log(`\nTitle-only table: ${TITLES.length} titles → ${resolve ? "resolveOccupation (code, occupation, score)" : "requirement labels of buildJobProfile({ name }) (resolveOccupation not available)"}`);
  for (const title of TITLES) {
    if (resolve) {
      const hit = resolve(title);
      console.log(`  ${title.padEnd(32)} ${hit ? `${hit.code.padEnd(11)} ${hit.title} (${hit.score.toFixed(2)})` : "— unresolved"}`);
    } else {
      const profile = buildJobProfile({ name: title });
      console.log(`  ${title.padEnd(32)} ${profile.requirements.map((r) => `${r.key ? "*" : ""}${r.label}`).join("; ") || "— no requirements"}`);
    }
  }
}
