// Compiles the lexicon data (skills.json, roles.json) into phrase indexes that
// match on stems, so "reconciled accounts" finds "Account Reconciliation".
import { tokenize, type Token } from "../text";
import skillData from "./skills.json";
import roleData from "./roles.json";

export interface PhraseMatch<T> {
  value: T;
  start: number;
  /** Exclusive. */
  end: number;
}

/**
 * Phrases are matched on Porter stems; single words and "=alias" on the lower-cased
 * word with a plural s ignored, because one stem alone merges unrelated words
 * (developer / development, excel / excellent);
 * "==ALIAS" on the word as written (HR, IT, PR).
 */
export class PhraseIndex<T> {
  private readonly byMode = { stem: new Map<string, T[]>(), exact: new Map<string, T[]>(), cased: new Map<string, T[]>() };
  private maxWords = 1;

  add(alias: string, value: T): void {
    const tokens = tokenize(alias.replace(/^=+/, ""));
    // A lone stem matches too much (experiments → "experience", excel → "excellent").
    const mode = alias.startsWith("==") ? "cased" : alias.startsWith("=") || tokens.length === 1 ? "exact" : "stem";
    if (tokens.length === 0) return;
    const key = tokens.map((t) => keyOf(t, mode)).join(" ");
    const list = this.byMode[mode].get(key) ?? [];
    if (!list.includes(value)) list.push(value);
    this.byMode[mode].set(key, list);
    this.maxWords = Math.max(this.maxWords, tokens.length);
  }

  findAll(tokens: Token[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let start = 0; start < tokens.length; start++) {
      let stemKey = "";
      let exactKey = "";
      let casedKey = "";
      for (let n = 1; n <= this.maxWords && start + n <= tokens.length; n++) {
        const t = tokens[start + n - 1];
        const sep = n === 1 ? "" : " ";
        stemKey += sep + t.stem;
        exactKey += sep + t.exact;
        casedKey += sep + t.raw;
        for (const values of [this.byMode.stem.get(stemKey), this.byMode.exact.get(exactKey), this.byMode.cased.get(casedKey)]) {
          if (!values) continue;
          for (const value of values) {
            const last = found[found.length - 1];
            if (!last || last.value !== value || last.start !== start || last.end !== start + n) found.push({ value, start, end: start + n });
          }
        }
      }
    }
    return found;
  }
}

function keyOf(token: Token, mode: "stem" | "exact" | "cased"): string {
  return mode === "stem" ? token.stem : mode === "exact" ? token.exact : token.raw;
}

export interface RoleFamily {
  id: string;
  label: string;
  titles: string[];
  skills: string[];
  related: string[];
  fields: string[];
}

export const SKILLS: Record<string, string[]> = Object.fromEntries(
  Object.entries(skillData.skills as Record<string, string[]>).filter(([name]) => !name.startsWith("_")),
);
export const GENERIC_SKILLS = new Set<string>(skillData.generic);
export const CERTIFICATIONS = new Set<string>(skillData.certifications);
export const FAMILIES: RoleFamily[] = roleData.families;
export const FAMILY_BY_ID = new Map(FAMILIES.map((f) => [f.id, f]));

export const skillIndex = new PhraseIndex<string>();
for (const [name, aliases] of Object.entries(SKILLS)) {
  skillIndex.add(`=${name}`, name);
  for (const alias of aliases) skillIndex.add(alias, name);
}

/** A title phrase of a family; longer phrases are more specific. */
export interface TitleHit {
  family: string;
  words: number;
}
export const titleIndex = new PhraseIndex<TitleHit>();
export const fieldIndex = new PhraseIndex<string>();
for (const family of FAMILIES) {
  for (const title of family.titles) {
    titleIndex.add(title, { family: family.id, words: tokenize(title.replace(/^=+/, "")).length });
  }
  for (const field of family.fields) fieldIndex.add(field, family.id);
}

export function isRelated(a: string, b: string): boolean {
  return Boolean(FAMILY_BY_ID.get(a)?.related.includes(b) || FAMILY_BY_ID.get(b)?.related.includes(a));
}

/** Canonical lexicon names for free text ("MS Excel" → Excel); unknown text gives []. */
export function canonicalSkills(text: string): string[] {
  return [...new Set(skillIndex.findAll(tokenize(text)).map((m) => m.value))];
}
