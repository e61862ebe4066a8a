// `npm run data:embeddings [-- <onet folder>]`: builds knowledge/data/embeddings.bin.gz
// from the O*NET 27.0 text files (../shared/data/onet-27.0 by default). Build time only:
// the product reads the result, never the O*NET folder.
//
// How: every occupation is one context, and so is every class of tools (O*NET's
// technology classes, the lexicon's classes and broader skills) and every role
// family of the lexicon (its titles and skills), so that tools of one kind
// (PyTorch, TensorFlow) sit together even where O*NET 27.0 does not name them. A term (a word stem, or two adjacent ones:
// "human_resourc") counts once per title, task or tool line it appears in, weighted
// by the kind of line (the occupation's own title most). The term × occupation
// counts become positive pointwise mutual information (context distribution
// smoothed by 0.75), and a truncated SVD (randomised, seeded) of that matrix gives
// each term `DIMS` numbers: U·√Σ, normalised. Terms that fewer than two
// contexts use are left out, unless the lexicon names them.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { onetTable, projectRoot } from "./onet-source";
import { tokenize } from "../../text";
import { embeddingTerms, encodeEmbeddings } from "../embeddings";
import roleData from "../lexicon/roles.json";
import skillData from "../lexicon/skills.json";
import { truncatedSvd } from "./svd";

const DIMS = 128;
const MIN_OCCUPATIONS = 2;
/** How much one line of each kind says about its occupation. */
const PART_WEIGHT = { title: 4, alternate: 1, reported: 1, description: 1, task: 1, technology: 0.5, tool: 0.3 } as const;

const root = projectRoot;
const target = path.join(root, "app/analysis/knowledge/data/embeddings.bin.gz");

const table = onetTable;

const occupations = table("Occupation Data.txt");
const indexOf = new Map<string, number>(occupations.map((r, i) => [r["O*NET-SOC Code"], i]));
const counts = occupations.map(() => new Map<string, number>());
/** A context beside the occupations: a class of tools, a role family. */
function context(key: string): string {
  if (!indexOf.has(key)) {
    indexOf.set(key, counts.length);
    counts.push(new Map());
  }
  return key;
}
function add(code: string, text: string, weight: number) {
  const occ = indexOf.get(code);
  if (occ === undefined || !text || text === "n/a") return;
  const seen = new Set(embeddingTerms(tokenize(text)));
  for (const term of seen) counts[occ].set(term, (counts[occ].get(term) ?? 0) + weight);
}
const skillAliases = skillData.skills as Record<string, string[]>;
/** A lexicon skill with the ways a resume writes it (not its "not this" contexts). */
const lexiconTerms = new Set<string>();
function addSkill(key: string, skill: string, weight: number) {
  const names = [skill, ...(skillAliases[skill] ?? []).filter((a) => /^[a-z0-9=~]/i.test(a)).map((a) => a.replace(/^[=~]/, ""))];
  names.forEach((name, i) => {
    add(key, name, i === 0 ? weight : weight / 2);
    for (const term of embeddingTerms(tokenize(name))) lexiconTerms.add(term);
  });
}
for (const r of occupations) {
  add(r["O*NET-SOC Code"], r.Title, PART_WEIGHT.title);
  add(r["O*NET-SOC Code"], r.Description, PART_WEIGHT.description);
}
for (const r of table("Alternate Titles.txt")) add(r["O*NET-SOC Code"], r["Alternate Title"], PART_WEIGHT.alternate);
for (const r of table("Sample of Reported Titles.txt")) add(r["O*NET-SOC Code"], r["Reported Job Title"], PART_WEIGHT.reported);
for (const r of table("Task Statements.txt")) add(r["O*NET-SOC Code"], r.Task, PART_WEIGHT.task);
for (const r of table("Technology Skills.txt")) add(r["O*NET-SOC Code"], r.Example, PART_WEIGHT.technology);
for (const r of table("Tools Used.txt")) add(r["O*NET-SOC Code"], r.Example, PART_WEIGHT.tool);
for (const r of table("Technology Skills.txt")) add(context(`class:${r["Commodity Title"]}`), r.Example, PART_WEIGHT.technology);
for (const [name, members] of Object.entries(skillData.classes)) {
  if (name.startsWith("_") || !Array.isArray(members)) continue;
  for (const skill of members) addSkill(context(`lexicon-class:${name}`), skill, 1);
}
for (const [name, members] of Object.entries(skillData.broader)) {
  if (name.startsWith("_") || !Array.isArray(members)) continue;
  const key = context(`broader:${name}`);
  addSkill(key, name, 1);
  for (const skill of members) addSkill(key, skill, 1);
}
for (const family of roleData.families) {
  const key = context(`family:${family.id}`);
  for (const title of family.titles) add(key, title.replace(/^[=~]/, ""), PART_WEIGHT.alternate * 2);
  for (const skill of family.skills) addSkill(key, skill, 1);
}

// Terms used by at least two contexts, or named by the lexicon (a tool O*NET 27.0 does not know yet), in a stable order.
const df = new Map<string, number>();
for (const c of counts) for (const term of c.keys()) df.set(term, (df.get(term) ?? 0) + 1);
const terms = [...df.entries()].filter(([t, n]) => n >= MIN_OCCUPATIONS || lexiconTerms.has(t)).map(([t]) => t).sort();
const termIndex = new Map(terms.map((t, i) => [t, i]));
const n = counts.length;

// PPMI over the kept terms.
let total = 0;
const rowSum = new Float64Array(terms.length);
const colSum = new Float64Array(n);
counts.forEach((c, j) => {
  for (const [term, v] of c) {
    const i = termIndex.get(term);
    if (i === undefined) continue;
    total += v;
    rowSum[i] += v;
    colSum[j] += v;
  }
});
const smoothed = Array.from(colSum, (v) => Math.pow(v / total, 0.75));
const smoothTotal = smoothed.reduce((a, b) => a + b, 0);
const rows: Array<Array<[number, number]>> = terms.map(() => []);
counts.forEach((c, j) => {
  for (const [term, v] of c) {
    const i = termIndex.get(term);
    if (i === undefined) continue;
    const pmi = Math.log(v / total / ((rowSum[i] / total) * (smoothed[j] / smoothTotal)));
    if (pmi > 0) rows[i].push([j, pmi]);
  }
});

const started = Date.now();
const { u, s } = truncatedSvd(rows, n, DIMS, { seed: 27, oversample: 32, powerIterations: 4 });
const vectors = new Int8Array(terms.length * DIMS);
for (let i = 0; i < terms.length; i++) {
  let norm = 0;
  const v = new Float64Array(DIMS);
  for (let d = 0; d < DIMS; d++) {
    v[d] = u[i * DIMS + d] * Math.sqrt(s[d]);
    norm += v[d] * v[d];
  }
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < DIMS; d++) vectors[i * DIMS + d] = Math.round((v[d] / norm) * 127);
}
const idf = terms.map((t) => Math.round(Math.log((n + 1) / ((df.get(t) ?? 0) + 1)) * 1000) / 1000);

mkdirSync(path.dirname(target), { recursive: true });
const file = gzipSync(encodeEmbeddings({ dims: DIMS, terms, idf, vectors }), { level: 9 });
writeFileSync(target, file);
console.log(`${terms.length} terms × ${DIMS} dims from ${occupations.length} occupations and ${n - occupations.length} classes and families; SVD ${((Date.now() - started) / 1000).toFixed(1)} s; ${(file.length / 1e6).toFixed(1)} MB → ${path.relative(root, target)}`);
