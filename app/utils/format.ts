/** "x ago", as the spec's Created column shows it. */
export function timeAgo(date: Date | string | null | undefined, now = Date.now()) {
  if (!date) return "N/A";
  const t = new Date(date).getTime();
  if (Number.isNaN(t)) return "N/A";
  const s = Math.max(0, Math.round((now - t) / 1000));
  const units: [number, string][] = [
    [60 * 60 * 24 * 365, "year"],
    [60 * 60 * 24 * 30, "month"],
    [60 * 60 * 24, "day"],
    [60 * 60, "hour"],
    [60, "minute"],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(s / size);
    if (n >= 1) return `${n} ${name}${n === 1 ? "" : "s"} ago`;
  }
  return "just now";
}

/** 2,000: a count as the copy writes it. */
export const count = (n: number) => n.toLocaleString("en-US");

export function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
