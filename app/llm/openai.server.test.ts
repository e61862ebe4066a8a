import { afterEach, describe, expect, it } from "vitest";
import { startFakeLlm, type FakeLlm } from "../../tests/support/fake-llm-server";
import { createLlmAnalyzer } from "./llm-analyzer.server";
import { chatCompletionsUrl, openAiProvider } from "./openai.server";
import { job, providerCases } from "../../tests/support/llm-provider-cases";
import { ACCOUNTANT_RESUME } from "../../tests/support/test-resumes";
import { GOOD_ANSWER } from "../../tests/support/test-answers";

// The fetch client against a local server speaking /v1/chat/completions.
describe("ANALYZER=openai", () => {
  providerCases(
    "openai",
    (url, options) => createLlmAnalyzer(openAiProvider({ baseUrl: url, model: "test-model" }), options),
    (request) => ({ system: request.body.messages[0].content, user: request.body.messages[1].content })
  );

  let server: FakeLlm | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("sends the API key as a Bearer token only when one is set", async () => {
    server = await startFakeLlm("openai", [{ content: JSON.stringify(GOOD_ANSWER) }]);
    const quiet = { log: () => {} };
    await createLlmAnalyzer(openAiProvider({ baseUrl: server.url, model: "test-model", apiKey: "sk-test" }), quiet).analyze({ job, resumeText: ACCOUNTANT_RESUME });
    await createLlmAnalyzer(openAiProvider({ baseUrl: `${server.url}/`, model: "test-model" }), quiet).analyze({ job, resumeText: ACCOUNTANT_RESUME });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(["Bearer sk-test", undefined]);
    expect(server.requests.map((r) => r.path)).toEqual(["/v1/chat/completions", "/v1/chat/completions"]);
  });

  it("asks every candidate the job's typed conditions, whatever questions the model wrote", async () => {
    server = await startFakeLlm("openai", [{ content: JSON.stringify(GOOD_ANSWER) }]);
    const withShift = { ...job, conditions: ["2nd shift availability"] };
    const result = await createLlmAnalyzer(openAiProvider({ baseUrl: server.url, model: "test-model" }), { log: () => {} }).analyze({ job: withShift, resumeText: ACCOUNTANT_RESUME });
    expect(result.followUpQuestions).toContain("This role requires: 2nd shift availability. Can you meet it?");
    expect(result.followUpQuestions.length).toBeLessThanOrEqual(5);
  });

  it("builds the endpoint from the base URL", () => {
    expect(chatCompletionsUrl("http://localhost:8000/v1/")).toBe("http://localhost:8000/v1/chat/completions");
  });
});
