import { describe, expect, it } from "vitest";
import { extractJson, parseAnswer } from "./json";

const minimal = { jobs: [], skills: [{ name: "Excel", quote: "Excel" }] };

describe("parseAnswer", () => {
  it("reads plain JSON, fenced JSON, JSON with text around it and after a <think> block", () => {
    const json = JSON.stringify(minimal);
    for (const raw of [json, `\`\`\`json\n${json}\n\`\`\``, `Here it is: ${json} Hope that helps {`, `<think>{"jobs": "no"}</think>\n${json}`]) {
      expect(extractJson(raw), raw).toEqual(minimal);
    }
  });

  it("handles braces inside strings", () => {
    expect(extractJson(`note: {"jobs": [], "skills": [], "summary": "uses {curly} braces \\" and }"} end`)).toEqual({
      jobs: [],
      skills: [],
      summary: 'uses {curly} braces " and }',
    });
  });

  it("rejects what is not an answer", () => {
    expect(parseAnswer("no json here")).toEqual({ ok: false, reason: "answer was not valid JSON" });
    expect(parseAnswer("[1, 2]")).toEqual({ ok: false, reason: "answer was not a JSON object" });
    expect(parseAnswer('{"skills": []}')).toMatchObject({ ok: false, reason: expect.stringMatching(/^answer did not match the schema \(jobs:/) });
  });

  it("drops malformed items but keeps the rest, and fills what is missing", () => {
    const parsed = parseAnswer(
      JSON.stringify({
        headline: { title: 7 },
        jobs: [{ title: "Accountant", quote: "Accountant 2019 - 2021" }, "junk", { quote: "no title" }],
        skills: [{ name: "Excel", quote: "Excel" }, { name: null }],
        pros: ["good", 5, null],
      })
    );
    expect(parsed).toEqual({
      ok: true,
      answer: {
        headline: null,
        jobs: [{ title: "Accountant", dates: null, quote: "Accountant 2019 - 2021" }],
        skills: [{ name: "Excel", quote: "Excel" }],
        education: [],
        certifications: [],
        pros: ["good"],
        cons: [],
        followUpQuestions: [],
        summary: "",
      },
    });
  });
});
