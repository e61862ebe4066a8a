// The extra evaluation sets of <eval-dir>/extras (see its README), each run
// when its folder is there.
import { existsSync } from "node:fs";
import path from "node:path";
import { linkedinReport } from "./extras-linkedin";
import { structuredReport } from "./extras-structured";

export async function runExtras(extrasDir: string): Promise<boolean> {
  if (!existsSync(extrasDir)) return false;
  const linkedin = path.join(extrasDir, "linkedin_tech_jds");
  const structured = path.join(extrasDir, "structured_pairs");
  if (existsSync(linkedin)) await linkedinReport(linkedin);
  if (existsSync(structured)) await structuredReport(structured);
  return true;
}
