// The shipped word vectors (data/embeddings.bin.gz) put skills and titles near what they mean: the pairs
// issue 25 names, each closer to its partner than to unrelated work.
import { describe, expect, it } from "vitest";
import { embed, embedTitle, similarity } from "./embeddings";
import { spelledOut } from "./occupation-title";

const near = (a: string, b: string) => similarity(embed(a), embed(b));

describe("the word vectors", () => {
  it.each([
    ["PyTorch", "TensorFlow", "forklift operation"],
    ["machine learning engineer", "data scientist", "line cook"],
    ["accounting clerk", "bookkeeper", "registered nurse"],
    ["HR generalist", "human resources assistant", "truck driver"],
  ])("put %s nearer %s than %s", (a, b, unrelated) => {
    expect(near(a, b)).toBeGreaterThan(0.4);
    expect(near(a, b)).toBeGreaterThan(near(a, unrelated) + 0.2);
  });

  it("ship as data of at most 30 MB and give the same vector every time", async () => {
    const { statSync } = await import("node:fs");
    const size = statSync(new URL("./data/embeddings.bin.gz", import.meta.url)).size;
    expect(size).toBeLessThan(30 * 1024 * 1024);
    expect([...embed("payroll specialist")]).toEqual([...embed("payroll specialist")]);
  });

  it("read IT in capitals as information technology, and the pronoun as nothing", () => {
    expect(near("IT Technician", "Help Desk Technician")).toBeGreaterThan(near("IT Technician", "Engineering Technician") + 0.2);
    expect(near("IT Manager", "Information Technology Manager")).toBeGreaterThan(0.99);
    expect(near("Director of IT", "Store Director")).toBeLessThan(near("Director of IT", "Information Systems Director"));
    expect(near("WE KNOW IT IS HARD", "WE KNOW IS HARD")).toBeGreaterThan(0.99);
  });

  it("compare titles with their abbreviations spelt out", () => {
    const nearTitle = (a: string, b: string) => similarity(embedTitle(a), embedTitle(b));
    for (const [short, long] of [["Office Mgr", "Office Manager"], ["Exec Assistant", "Executive Assistant"], ["Jr. Developer", "Junior Developer"], ["Program Coord", "Program Coordinator"]]) {
      expect(nearTitle(short, long), short).toBeGreaterThan(0.95);
    }
    expect(spelledOut("Sr. Office Mgr - Dental")).toBe("senior. Office manager - Dental");
  });
});
