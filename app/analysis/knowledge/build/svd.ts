// A truncated SVD of a sparse matrix by the randomised range finder (Halko, Martinsson
// and Tropp, 2011): seeded, so the same input gives the same vectors. Build time only.

export interface SvdOptions {
  seed: number;
  oversample: number;
  powerIterations: number;
}

/** Rows of [column, value]; returns U (m × k, row-major) and the k largest singular values. */
export function truncatedSvd(rows: Array<Array<[number, number]>>, columns: number, k: number, options: SvdOptions): { u: Float64Array; s: Float64Array } {
  const m = rows.length;
  const l = Math.min(k + options.oversample, columns);
  const random = gaussian(options.seed);
  // Column-major l columns of length `columns`.
  let omega: Float64Array[] = Array.from({ length: l }, () => Float64Array.from({ length: columns }, random));
  let y = multiply(rows, omega, m);
  for (let q = 0; q < options.powerIterations; q++) {
    orthonormalise(y);
    omega = multiplyTransposed(rows, y, columns);
    orthonormalise(omega);
    y = multiply(rows, omega, m);
  }
  orthonormalise(y);
  // B = Qᵀ A (l × columns); B Bᵀ = W Λ Wᵀ; U = Q W, σ = √λ.
  const b = multiplyTransposed(rows, y, columns);
  const gram = new Float64Array(l * l);
  for (let i = 0; i < l; i++) for (let j = i; j < l; j++) gram[i * l + j] = gram[j * l + i] = dot(b[i], b[j]);
  const { values, vectors } = symmetricEigen(gram, l);
  const order = [...values.keys()].sort((a, c) => values[c] - values[a]).slice(0, k);
  const u = new Float64Array(m * k);
  const s = new Float64Array(k);
  order.forEach((e, d) => {
    s[d] = Math.sqrt(Math.max(0, values[e]));
    for (let i = 0; i < m; i++) {
      let sum = 0;
      for (let c = 0; c < l; c++) sum += y[c][i] * vectors[c * l + e];
      u[i * k + d] = sum;
    }
  });
  return { u, s };
}

/** A · X, X given as columns; the result as columns of length m. */
function multiply(rows: Array<Array<[number, number]>>, x: Float64Array[], m: number): Float64Array[] {
  const out = x.map(() => new Float64Array(m));
  rows.forEach((row, i) => {
    for (const [j, v] of row) for (let c = 0; c < x.length; c++) out[c][i] += v * x[c][j];
  });
  return out;
}

/** Aᵀ · Y, Y given as columns of length m; the result as columns of length `columns`. */
function multiplyTransposed(rows: Array<Array<[number, number]>>, y: Float64Array[], columns: number): Float64Array[] {
  const out = y.map(() => new Float64Array(columns));
  rows.forEach((row, i) => {
    for (const [j, v] of row) for (let c = 0; c < y.length; c++) out[c][j] += v * y[c][i];
  });
  return out;
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

/** Modified Gram-Schmidt, twice for stability, in place. */
function orthonormalise(columns: Float64Array[]): void {
  for (let pass = 0; pass < 2; pass++) {
    for (let c = 0; c < columns.length; c++) {
      const v = columns[c];
      for (let p = 0; p < c; p++) {
        const d = dot(columns[p], v);
        const q = columns[p];
        for (let i = 0; i < v.length; i++) v[i] -= d * q[i];
      }
      const norm = Math.sqrt(dot(v, v)) || 1;
      for (let i = 0; i < v.length; i++) v[i] /= norm;
    }
  }
}

/** Cyclic Jacobi eigen-decomposition of a small symmetric matrix (row-major n × n); vectors as columns. */
export function symmetricEigen(matrix: Float64Array, n: number): { values: number[]; vectors: Float64Array } {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += a[p * n + q] ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q];
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q * n + q] - a[p * n + p]) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p];
          const akq = a[k * n + q];
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k];
          const aqk = a[q * n + k];
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k * n + p];
          const vkq = v[k * n + q];
          v[k * n + p] = c * vkp - s * vkq;
          v[k * n + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  return { values: Array.from({ length: n }, (_, i) => a[i * n + i]), vectors: v };
}

/** Standard normal numbers from a seeded generator (mulberry32 and Box-Muller). */
function gaussian(seed: number): () => number {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => {
    const u1 = uniform() || 1e-12;
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * uniform());
  };
}
