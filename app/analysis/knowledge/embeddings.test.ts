// The shipped word vectors (data/embeddings.bin.gz) put skills and titles near what they mean: the pairs
// issue 25 names, each closer to its partner than to unrelated work.
import { describe, expect, it } from "vitest";
import { embed, similarity } from "./embeddings";

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
});
