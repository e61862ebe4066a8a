// A LinkedIn profile saved as a PDF ("More → Save to PDF"), a common resume: its text opens with the sidebar
// ("Contact", the profile's link, "Top Skills", "Languages", "Certifications"), and the candidate's name,
// headline and location come only after it, right above "Summary" or "Experience".
import { namesOnlyAPlace } from "./places";

const SIDEBAR_START = /^contact(?: information)?$/i;
const SIDEBAR_SKILLS = /^top skills$/i;
const PROFILE_START = /^(?:summary|about|experience)$/i;
/** Lines a headline may wrap onto. */
const HEADLINE_LINES = 2;

export interface ProfileTop {
  /** The line of the candidate's name, where it is not blank (blank once redacted). */
  name: number;
  /** The headline's lines, [from, to). */
  headline: [number, number];
  /** The first line of the profile after the sidebar, and its first heading. */
  from: number;
  to: number;
}

/** Where a LinkedIn export's profile top is; null for any other resume. */
export function linkedInProfileTop(lines: string[]): ProfileTop | null {
  const first = lines.findIndex((l) => l.trim() !== "");
  if (first < 0 || !SIDEBAR_START.test(lines[first].trim())) return null;
  if (!lines.slice(first, first + 40).some((l) => SIDEBAR_SKILLS.test(l.trim()))) return null;
  const to = lines.findIndex((l, i) => i > first && PROFILE_START.test(l.trim()));
  if (to < 0) return null;
  let i = to - 1;
  while (i > first && !lines[i].trim()) i--;
  // "Chicago, Illinois, United States" under the headline.
  if (namesOnlyAPlace(lines[i])) i--;
  const end = i + 1;
  while (i > first && end - i < HEADLINE_LINES && lines[i - 1].trim() && !SIDEBAR_SKILLS.test(lines[i - 1].trim()) && isHeadlineWrap(lines[i - 1], lines[i])) i--;
  if (i <= first || !lines[i].trim()) return null;
  return { name: i - 1, headline: [i, end], from: i - 1, to };
}

/** A headline's first line runs on into the next when it ends mid-phrase ("|", ",", "&", "and", "of"). */
function isHeadlineWrap(line: string, next: string): boolean {
  return /(?:[|,&/–—-]|\b(?:and|of|at|for|in|with))\s*$/i.test(line.trim()) && /^\S/.test(next);
}
