// Resumes whose text opens with a sidebar: a LinkedIn profile saved as a PDF ("More → Save to PDF": "Contact",
// the profile's link, "Top Skills", "Languages"), or a Word or Canva template whose left column holds the contact
// details, skills and education. The candidate's name and headline come only after the sidebar, right above the
// first heading of the main column ("Summary", "Profile", "Experience"), with the location under them on LinkedIn.
import { looksLikeName, nameOnLine } from "./person-name";
import { namesOnlyAPlace } from "./places";

/** A heading over the contact details, which opens a sidebar and is never a headline. */
export const CONTACT_HEADING = /^(?:contact(?: (?:information|info|details|me))?|personal (?:details|information|info)|details|get in touch)$/i;
const SIDEBAR_SKILLS = /^top skills$/i;
const PROFILE_START = /^(?:summary|about(?: me)?|profile|experience|work experience|professional (?:summary|profile|experience)|career (?:summary|objective|profile)|objective|employment(?: history)?)$/i;
/** A sidebar's own first section, before its contact details. */
const SIDEBAR_OPENER = /^(?:about(?: me)?|skills|key skills|languages|hobbies|interests)$/i;
/** How far down the contact details may follow it. */
const SIDEBAR_OPENER_LINES = 15;
/** Lines a headline may wrap onto. */
const HEADLINE_LINES = 2;
/** Main-column headings tried: a sidebar may hold a "Profile" of its own before the main column's. */
const HEADINGS_TRIED = 4;
const CONTACT_DETAIL = /@|\d{3}\D{0,3}\d{3}\D?\d{4}|https?:|www\.|linkedin\.com/i;

export interface ProfileTop {
  /** The line of the candidate's name, where it is not blank (blank once redacted). */
  name: number;
  /** The headline's lines, [from, to). */
  headline: [number, number];
  /** The first line of the profile after the sidebar, and its first heading. */
  from: number;
  to: number;
}

/** Where the profile's top is in a resume that opens with a sidebar; null for any other resume. */
export function profileTopAfterSidebar(lines: string[]): ProfileTop | null {
  let first = lines.findIndex((l) => l.trim() !== "");
  // "About me" or "Skills" over a paragraph or a list, then the contact details: a template's sidebar all the same.
  if (first >= 0 && SIDEBAR_OPENER.test(lines[first].trim())) {
    const contact = lines.findIndex((l, k) => k > first && k <= first + SIDEBAR_OPENER_LINES && CONTACT_HEADING.test(l.trim()));
    if (contact > 0) first = contact;
  }
  if (first < 0 || !CONTACT_HEADING.test(lines[first].trim())) return null;
  let tried = 0;
  for (let to = first + 1; to < lines.length && tried < HEADINGS_TRIED; to++) {
    if (!PROFILE_START.test(lines[to].trim())) continue;
    tried++;
    const top = topAbove(lines, first, to);
    // The name was blanked by the redaction, or reads as a name (a misread sidebar gives a link or a skill).
    const name = top ? nameOnLine(lines[top.name]) : "";
    if (top && (name === "" || looksLikeName(name, []))) return top;
  }
  return null;
}

function topAbove(lines: string[], first: number, to: number): ProfileTop | null {
  let i = to - 1;
  while (i > first && !lines[i].trim()) i--;
  // "Chicago, Illinois, United States" under the headline.
  if (namesOnlyAPlace(lines[i])) i--;
  const end = i + 1;
  while (i > first && end - i < HEADLINE_LINES && lines[i - 1].trim() && !SIDEBAR_SKILLS.test(lines[i - 1].trim()) && isHeadlineWrap(lines[i - 1], lines[i])) i--;
  if (i - 1 <= first || !lines[i].trim() || CONTACT_DETAIL.test(lines[i])) return null;
  return { name: i - 1, headline: [i, end], from: i - 1, to };
}

/** A headline's first line runs on into the next when it ends mid-phrase ("|", ",", "&", "and", "of"). */
function isHeadlineWrap(line: string, next: string): boolean {
  return /(?:[|,&/–—-]|\b(?:and|of|at|for|in|with))\s*$/i.test(line.trim()) && /^\S/.test(next);
}
