// Okapi BM25 baseline: the posting text as the query, resume texts as documents.
import { tokenize } from "../../app/analysis/text";

const K1 = 1.2;
const B = 0.75;

export class Bm25 {
  private readonly docs: Array<Map<string, number>> = [];
  private readonly lengths: number[] = [];
  private readonly df = new Map<string, number>();

  constructor(texts: string[]) {
    for (const text of texts) {
      const tf = new Map<string, number>();
      const terms = tokenize(text).map((t) => t.stem);
      for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
      for (const term of tf.keys()) this.df.set(term, (this.df.get(term) ?? 0) + 1);
      this.docs.push(tf);
      this.lengths.push(terms.length);
    }
  }

  scores(query: string): number[] {
    const n = this.docs.length;
    const avg = this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, n);
    const qtf = new Map<string, number>();
    for (const t of tokenize(query)) qtf.set(t.stem, (qtf.get(t.stem) ?? 0) + 1);
    return this.docs.map((tf, d) => {
      let score = 0;
      for (const [term, q] of qtf) {
        const f = tf.get(term);
        if (!f) continue;
        const df = this.df.get(term) ?? 0;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        score += q * idf * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * this.lengths[d]) / avg)));
      }
      return score;
    });
  }
}
