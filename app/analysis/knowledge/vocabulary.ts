// The vocabulary floor: a BM25-style lexical signal between the posting and the
// resume, so a posting word no lexicon entry knows ("feature store", "Rust")
// still counts. Word weights come from a background corpus the product ships:
// the descriptions and task statements of O*NET's 1,016 occupations. A word
// most occupations use ("work", "ensure") weighs nothing; a word few use weighs
// most; a word none use (a new tool's name) weighs the most.
import { onetData } from "./onet/data.server";
import { tokenize } from "../text";
import type { VocabularyTerm } from "../types";

export type { VocabularyTerm };

const STOPWORDS = new Set(
  ("a about above after again all also am an and any are as at be because been before being below between both but by can could did do does " +
    "doing down during each etc few for from further had has have having he her here hers him his how i if in into is it its itself just " +
    "me more most my no nor not now of off on once only or other our ours out over own per same she should so some such than that the their " +
    "theirs them then there these they this those through to too under until up upon us very via was we were what when where which while who " +
    "whom why will with within without would you your yours able ability across ensure including include includes new strong excellent good " +
    "great well work working years year experience experienced role team teams job position candidate candidates company looking plus preferred " +
    "required requirement requirements must nice bonus skills skill knowledge understanding using use used related relevant demonstrated proven " +
    "minimum least equivalent degree bachelor master e g eg ie one two three four five six seven eight nine ten day days time " +
    "build building develop developing create creating manage managing support supporting help helping provide providing deliver " +
    "delivering drive driving lead leading own owning join opportunity want wants like love passion passionate fast paced environment " +
    "university universities college colleges graduation graduate accredited diploma coursework semester quarter units city county state " +
    "date dates successful successfully completion complete completed basic qualifying qualify qualified paid full applicants applicant " +
    "apply application applications salary benefits employer employment opportunity equal " +
    // A posting's section words ("Job Summary:", "Essential Functions:") are no terms of the work.
    "summary responsibilities responsibility duties duty qualifications qualification functions function essential description overview")
    .split(" "),
);

/** Words used by more than this share of occupations say nothing about the job. */
const MAX_SHARE = 0.15;
const K1 = 1.2;

let idfCache: { n: number; df: Record<string, number> } | null = null;

export function idf(stem: string): number {
  idfCache ??= { n: onetData().occupations.length, df: onetData().df };
  const df = idfCache.df[stem] ?? 0;
  if (df / idfCache.n > MAX_SHARE) return 0;
  return Math.log(1 + (idfCache.n - df + 0.5) / (df + 0.5));
}

/** How many of O*NET's occupation descriptions and task lists use a word stem. */
export function occupationsUsing(stem: string): number {
  idfCache ??= { n: onetData().occupations.length, df: onetData().df };
  return idfCache.df[stem] ?? 0;
}

function usable(raw: string, stem: string): boolean {
  return stem.length >= 2 && /[a-z]/.test(stem) && !STOPWORDS.has(raw.toLowerCase()) && !STOPWORDS.has(stem) && !/^\d/.test(stem);
}

/** The posting's most telling words: parts with a weight (title and must-haves count more). */
export function postingVocabulary(parts: Array<{ text: string; weight: number }>, max = 40): VocabularyTerm[] {
  const weights = new Map<string, { weight: number; words: Map<string, number> }>();
  for (const part of parts) {
    for (const token of tokenize(part.text)) {
      if (!usable(token.raw, token.stem)) continue;
      const entry = weights.get(token.stem) ?? { weight: 0, words: new Map<string, number>() };
      entry.weight = Math.max(entry.weight, part.weight);
      const word = token.raw.toLowerCase() === token.raw ? token.raw : token.raw.length > 3 && token.raw === token.raw.toUpperCase() ? token.raw : token.raw.toLowerCase();
      entry.words.set(word, (entry.words.get(word) ?? 0) + 1);
      weights.set(token.stem, entry);
    }
  }
  const terms: VocabularyTerm[] = [];
  for (const [stem, entry] of weights) {
    const weight = entry.weight * idf(stem);
    if (weight <= 0) continue;
    const word = [...entry.words.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
    terms.push({ stem, word, weight: Math.round(weight * 1000) / 1000 });
  }
  return terms.sort((a, b) => b.weight - a.weight || a.stem.localeCompare(b.stem)).slice(0, max);
}

/** How often each word stem occurs in a text. */
export function termCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokenize(text)) counts.set(token.stem, (counts.get(token.stem) ?? 0) + 1);
  return counts;
}

/**
 * The share of the posting's vocabulary weight the resume covers, each word
 * saturating as BM25's term frequency does (one use counts 0.67, two 0.92, three or more 1).
 */
export function vocabularyMatch(terms: VocabularyTerm[], counts: Map<string, number>): { share: number; shared: VocabularyTerm[] } {
  let total = 0;
  let got = 0;
  const shared: VocabularyTerm[] = [];
  for (const term of terms) {
    total += term.weight;
    const tf = counts.get(term.stem) ?? 0;
    if (tf === 0) continue;
    got += term.weight * Math.min(1, (tf * (K1 + 1)) / (tf + K1) / 1.5);
    shared.push(term);
  }
  return { share: total > 0 ? got / total : 0, shared };
}
