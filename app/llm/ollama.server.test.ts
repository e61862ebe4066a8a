import { describe } from "vitest";
import { createLlmAnalyzer } from "./llm-analyzer.server";
import { ollamaProvider } from "./ollama.server";
import { providerCases } from "../../tests/support/llm-provider-cases";

// The real `ollama` client against a local server speaking /api/chat.
describe("ANALYZER=ollama", () => {
  providerCases(
    "ollama",
    (url, options) => createLlmAnalyzer(ollamaProvider({ host: url, model: "test-model" }), options),
    (request) => ({ system: request.body.messages[0].content, user: request.body.messages[1].content })
  );
});
