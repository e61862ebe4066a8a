// The model's notes, made safe to show: plain text, bounded, and without
// sentences that state a score or lean on facts the resume does not contain.
import type { Narrative } from "~/analysis/narrative/narrative";
import type { LlmAnswer } from "./schema";
import { normalise } from "./verify";

export const PROSE_LIMITS = { items: 5, chars: 300, summaryChars: 500 };

const SCORE_TALK = /\btier\s*[-:]?\s*[abcd]\b|\b\d{1,3}\s*(?:\/|out of)\s*(?:10|100)\b|\b(?:score[sd]?|rat(?:e|ed|ing))\b[^.]{0,24}\b\d{1,3}\b/i;

/** Plain text: no tags, markdown, links, control characters; at most `max` characters. */
export function plainText(raw: string, max: number = PROSE_LIMITS.chars): string {
  let s = raw
    .normalize("NFKC")
    .replace(/<\/?[a-z!?][^>]*>/gi, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\b(?:https?|ftp|javascript|data):\S*/gi, " ")
    .replace(/```|`/g, "")
    .replace(/(\*\*|__|~~)/g, "")
    .replace(/(^|\s)[*_](\S)/g, "$1$2")
    .replace(/(\S)[*_](?=\s|$|[.,;:!?])/g, "$1")
    .replace(/^\s*(?:#{1,6}|[-*+•>]|\d{1,2}[.)])\s+/gm, "")
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (s.length > max) {
    const cut = s.slice(0, max - 1);
    const space = cut.lastIndexOf(" ");
    s = `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
  }
  return s;
}

/**
 * The notes to show: the model's, cleaned, where they survive; the built-in
 * narrative (from the checked facts) for any list the model left empty.
 * `invented` are normalised names the model claimed that the resume lacks.
 */
/**
 * `summaryFromFallback`: the built-in summary says why the tier is what it is where a rule over the score decides it
 * (a missing licence to practise), which the model does not know: it is kept.
 */
export function chooseNotes(answer: LlmAnswer, invented: string[], fallback: Narrative, summaryFromFallback = false): Narrative {
  const acceptable = (s: string) => {
    if (!s || SCORE_TALK.test(s)) return false;
    const n = ` ${normalise(s)} `;
    return !invented.some((name) => n.includes(` ${name} `));
  };
  const list = (items: string[], backup: string[]) => {
    const out: string[] = [];
    const seen = new Set<string>();
    for (const item of items) {
      const text = plainText(item);
      const key = normalise(text);
      if (!acceptable(text) || seen.has(key)) continue;
      seen.add(key);
      out.push(text);
      if (out.length === PROSE_LIMITS.items) break;
    }
    return out.length ? out : backup.slice(0, PROSE_LIMITS.items);
  };
  const summary = plainText(answer.summary, PROSE_LIMITS.summaryChars);
  return {
    summary: acceptable(summary) && !summaryFromFallback ? summary : fallback.summary,
    pros: list(answer.pros, fallback.pros),
    cons: list(answer.cons, fallback.cons),
    followUpQuestions: list(answer.followUpQuestions, fallback.followUpQuestions),
  };
}
