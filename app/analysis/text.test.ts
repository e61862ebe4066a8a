// How a long line is quoted as evidence: around the words that matter, cut between words.
import { describe, expect, it } from "vitest";
import { quote } from "./text";

describe("a quote of a long line", () => {
  it("starts and ends between words, with the words it was asked for inside", () => {
    const line = "Full-cycle AP for 2 entities: 350 invoices a week, three-way match, vendor setup and W-9s, weekly ACH and check runs in NetSuite; vendor statement reconciliations; 1099s for 400 vendors every January.";
    const q = quote(line, "reconciliations");
    expect(q).toContain("reconciliations");
    expect(q.startsWith("…")).toBe(true);
    // The word before the cut is whole.
    const first = q.slice(1).split(" ")[0]!;
    expect(line.split(" ")).toContain(first);
    const last = q.replace(/…$/, "").split(" ").at(-1)!;
    expect(line.split(" ")).toContain(last);
    expect(quote("A short line.", "short")).toBe("A short line.");
  });
});
