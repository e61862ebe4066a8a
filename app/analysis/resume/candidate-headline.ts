// What a recruiter reads first about a candidate: their current title and where
// they are. Read from facts the analyzer already has, and from the resume's top lines.
import type { CandidateFacts } from "../match/scoring";
import { profileTopAfterSidebar } from "./sidebar-first";
import { METRO_AREA, PLACE, REGIONS, US_STATES } from "./places";

const HEADER_LINES = 8;

/** The first "City, Region" in the resume's top lines, or "Remote". */
export function locationFromText(text: string): string | null {
  const lines = text.split("\n");
  // A LinkedIn export gives the location under the headline, after its sidebar.
  const top = profileTopAfterSidebar(lines);
  const head = [...(top ? lines.slice(top.from, top.to) : []), ...lines.filter((l) => l.trim()).slice(0, HEADER_LINES)].filter((l) => l.trim());
  for (const line of head) {
    for (const m of line.matchAll(PLACE)) {
      const [, city, region] = m;
      if (US_STATES.includes(region!) || REGIONS.has(region!)) return `${city}, ${region}`;
    }
    if (line.split(/[|·•]/).some((segment) => /^\s*remote\s*$/i.test(segment))) return "Remote";
    if (METRO_AREA.test(line)) return line.trim();
  }
  return null;
}

/** The most recent job title, else the headline the candidate gave themselves. */
export function currentTitleFromFacts(facts: Pick<CandidateFacts, "jobs" | "headline">): string | null {
  const headline = facts.headline?.title.trim() || null;
  // The latest job's title; when its title could not be read, the headline, else the latest job with one.
  let title = facts.jobs[0]?.title.trim() || headline || facts.jobs.find((job) => job.title.trim())?.title || null;
  if (!title) return null;
  // "Senior Accountant, Acme Corp" or "Senior Accountant at Acme": the headline names the role without the employer.
  if (headline && title !== headline && title.toLowerCase().startsWith(headline.toLowerCase())) title = headline;
  title = title.replace(/\s+at\s+[A-Z].*$/, "");
  return title.replace(/\s+/g, " ").trim().slice(0, 80) || null;
}
