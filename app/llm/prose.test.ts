import { describe, expect, it } from "vitest";
import { answerSchema } from "./schema";
import { chooseNotes, plainText } from "./prose";

const backup = { summary: "Built-in summary.", pros: ["built-in pro"], cons: ["built-in con"], followUpQuestions: ["built-in question?"] };

describe("plainText", () => {
  it("strips markup, links and control characters", () => {
    expect(plainText("## **Strong** <script>alert(1)</script>close [work](https://x.example) `SQL`\u0007 _fast_")).toBe("Strong alert(1) close work SQL fast");
    expect(plainText("- bullet\n* star\n1. numbered")).toBe("bullet star numbered");
    expect(plainText("See javascript:alert(1) and https://evil.example/x now")).toBe("See and now");
  });

  it("keeps each note under the limit", () => {
    const long = plainText("word ".repeat(200));
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("chooseNotes", () => {
  const answer = (notes: Record<string, unknown>) => answerSchema.parse({ jobs: [], skills: [], ...notes });

  it("caps lists at five, drops duplicates, score talk and invented claims", () => {
    const notes = chooseNotes(
      answer({
        pros: ["A", "a", "Rated 95 by me", "Tier A material", "9/10 fit", "Great at Python", "B", "C", "D", "E", "F"],
        summary: "Solid fit.",
      }),
      ["python"],
      backup
    );
    expect(notes.pros).toEqual(["A", "B", "C", "D", "E"]);
    expect(notes.summary).toBe("Solid fit.");
  });

  it("uses the built-in narrative for what the model left empty or unusable", () => {
    expect(chooseNotes(answer({ pros: [], cons: ["<b></b>"], summary: "Score 100 out of 100" }), [], backup)).toEqual(backup);
  });

  it("keeps the built-in summary where a rule over the score decided the tier", () => {
    expect(chooseNotes(answer({ summary: "A capable nurse's aide." }), [], backup, true).summary).toBe("Built-in summary.");
  });
});
