// Meaning, learned from public text: a vector for every word and two-word
// phrase of O*NET's 1,016 occupations (titles, alternate and reported titles,
// descriptions, tasks, technology and tools), built by
// `npm run data:embeddings` (knowledge/build/embeddings.ts) and shipped in
// knowledge/data/embeddings.bin.gz. Two texts that name the same line of work
// in other words ("HR Generalist", "Human Resources Assistant") get close
// vectors, because O*NET uses those words for the same occupations.
// Deterministic, no download, no model at run time.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { tokenize, type Token } from "../text";
import { spelledOut } from "./occupation-title";

/** Words that carry no meaning of their own in a title or a task. */
export const EMBEDDING_STOPWORDS = new Set(
  ("a an the and or of in on for to with at by from as is are be this that these those it its into per via than then " +
    "job jobs position positions work working opening openings hiring hire apply now our we you your their who will " +
    "all any each other etc e g i ii iii iv v vi").split(" "),
);

/** Verbs after which "IT", in a text written in capitals, is the pronoun ("IT IS", "IT WILL"). */
const AFTER_THE_PRONOUN = new Set("IS WAS WILL HAS CAN MAY MUST DOES TAKES MEANS".split(" "));
let informationTechnology: Token[] | null = null;

/**
 * "IT" written in capitals names information technology ("IT Technician", "Director of IT"), not the pronoun
 * the stop words drop: without it, an IT technician was nearer an engineering technician than a help desk one.
 */
function expanded(tokens: Token[]): Token[] {
  if (!tokens.some((t) => t.raw === "IT")) return tokens;
  informationTechnology ??= tokenize("information technology");
  return tokens.flatMap((t, i) => {
    if (t.raw !== "IT" || AFTER_THE_PRONOUN.has(tokens[i + 1]?.raw ?? "")) return [t];
    const [first, second] = informationTechnology!;
    return [{ ...first, broken: t.broken, comma: t.comma, joined: t.joined }, { ...second, broken: false, comma: false, joined: true }];
  });
}

/** The words and two-word phrases of a text that the embeddings know, as stems ("human_resourc"). */
export function embeddingTerms(text: Token[]): string[] {
  const terms: string[] = [];
  let previous: string | null = null;
  for (const token of expanded(text)) {
    const stem = token.stem;
    const usable = stem.length >= 2 && !/^\d/.test(stem) && !EMBEDDING_STOPWORDS.has(stem) && !EMBEDDING_STOPWORDS.has(token.exact);
    // A phrase never runs across a sentence, a list comma or a stop word ("Director of Finance" gives no phrase).
    if (previous && usable && !token.broken && !token.comma) terms.push(`${previous}_${stem}`);
    if (usable) terms.push(stem);
    previous = usable ? stem : null;
  }
  return terms;
}

export interface Embeddings {
  dims: number;
  index: Map<string, number>;
  /** Row-normalised vectors, `dims` per term, as int8 × 1/127. */
  vectors: Int8Array;
  /** How telling a term is: log((N + 1) / (occupations using it + 1)). */
  idf: Float32Array;
}

const FILE = "embeddings.bin.gz";

function dataFile(): string {
  const candidates = [
    path.join(path.dirname(fileURLToPath(import.meta.url)), "data", FILE),
    path.join(process.cwd(), "app", "analysis", "knowledge", "data", FILE),
  ];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`The embeddings file is missing (${candidates[1]}); run \`npm run data:embeddings\`.`);
  return found;
}

/** The file: a JSON header line ({dims, terms, idf}) and then the int8 vectors. */
export function decodeEmbeddings(bytes: Buffer): Embeddings {
  const newline = bytes.indexOf(10);
  const header = JSON.parse(bytes.subarray(0, newline).toString("utf8")) as { dims: number; terms: string[]; idf: number[] };
  const body = bytes.subarray(newline + 1);
  const vectors = new Int8Array(body.buffer, body.byteOffset, header.terms.length * header.dims);
  return { dims: header.dims, index: new Map(header.terms.map((t, i) => [t, i])), vectors, idf: Float32Array.from(header.idf) };
}

export function encodeEmbeddings(e: { dims: number; terms: string[]; idf: number[]; vectors: Int8Array }): Buffer {
  const header = Buffer.from(`${JSON.stringify({ dims: e.dims, terms: e.terms, idf: e.idf })}\n`, "utf8");
  return Buffer.concat([header, Buffer.from(e.vectors.buffer, e.vectors.byteOffset, e.vectors.byteLength)]);
}

let cached: Embeddings | null = null;

export function embeddings(): Embeddings {
  cached ??= decodeEmbeddings(gunzipSync(readFileSync(dataFile())));
  return cached;
}

export type Vector = Float32Array;

/** A text's meaning: the idf-weighted mean of its terms' vectors, normalised (all zeros when no term is known). */
export function embed(text: string | Token[], weights?: (term: string) => number): Vector {
  const e = embeddings();
  const out = new Float32Array(e.dims);
  const terms = embeddingTerms(typeof text === "string" ? tokenize(text) : text);
  for (const term of terms) {
    const i = e.index.get(term);
    if (i === undefined) continue;
    const w = e.idf[i] * (weights ? weights(term) : 1);
    if (w === 0) continue;
    const offset = i * e.dims;
    for (let d = 0; d < e.dims; d++) out[d] += e.vectors[offset + d] * w;
  }
  return normalise(out);
}

/** A job title's meaning, its abbreviations spelt out ("Office Mgr", "Exec Assistant", "Jr. Developer"). */
export function embedTitle(title: string): Vector {
  return embed(spelledOut(title));
}

export function normalise(v: Vector): Vector {
  let n = 0;
  for (let d = 0; d < v.length; d++) n += v[d] * v[d];
  if (n === 0) return v;
  const s = 1 / Math.sqrt(n);
  for (let d = 0; d < v.length; d++) v[d] *= s;
  return v;
}

/** Cosine of two normalised vectors, 0 when either is empty. */
export function similarity(a: Vector, b: Vector): number {
  let s = 0;
  for (let d = 0; d < a.length; d++) s += a[d] * b[d];
  return s;
}

/** The sum of two vectors (a new vector). */
export function addVectors(a: Vector, b: Vector, weightOfB = 1): Vector {
  return Float32Array.from(a, (x, d) => x + weightOfB * b[d]);
}
