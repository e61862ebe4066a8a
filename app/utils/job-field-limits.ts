// One limit for the fields of a job, wherever a job comes from: the recruiter's
// Create Tournament form, the landing page's demo, and the partner API. No zod
// here: the landing page's browser bundle imports this.
import { visibleLength } from "./text-length";

/** Tournament name, demo job title, partner listing title and company. */
export const JOB_TITLE_MAX = 200;
/** Job description, key requirements and nice-to-haves: long real postings run to 10,000-15,000 characters. */
export const JOB_TEXT_MAX = 20_000;

/** Browsers send a textarea's line breaks as CRLF; a person counts one character per line break. */
export const normalizeLineBreaks = (s: string) => s.replace(/\r\n?/g, "\n");

/** The message for a field over its limit, in words a person can act on; null when it fits. Characters are counted as a person sees them. */
export function tooLongMessage(label: string, value: string, max: number): string | null {
  const length = visibleLength(normalizeLineBreaks(value).trim());
  if (length <= max) return null;
  return `${label} is too long: ${length.toLocaleString("en-US")} characters, and the limit is ${max.toLocaleString("en-US")}. Shorten it, for example by leaving out the benefits or how-to-apply sections.`;
}
