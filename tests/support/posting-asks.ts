// Helpers for the tests that read what a posting asks for.
import { buildJobProfile } from "~/analysis/posting/job-profile";
import { skillAsksOfLine } from "~/analysis/posting/posting-skills";

/** Every requirement of the profile with its skills, for "does it ask for X" checks. */
export function asked(name: string, description: string): string {
  return buildJobProfile({ name, description })
    .requirements.map((r) => `${r.label}: ${r.terms.join(",")}`)
    .join(" | ");
}

/** The skills one line of a posting asks for. */
export const asksOf = (line: string) => skillAsksOfLine(line).flatMap((a) => a.terms);
