import { describe, expect, it } from "vitest";
import { builtinAnalyzer } from "~/analysis/builtin";
import { analyzerFromSettings } from "./analyzer.server";

const base = { ANALYZER: "builtin" as const, OLLAMA_HOST: undefined, OLLAMA_MODEL: undefined, OPENAI_BASE_URL: undefined, OPENAI_API_KEY: undefined, OPENAI_MODEL: undefined };

describe("analyzerFromSettings", () => {
  it("returns the built-in analyzer by default", () => {
    expect(analyzerFromSettings(base, {})).toBe(builtinAnalyzer);
  });

  it("builds the ollama and openai analyzers", () => {
    expect(analyzerFromSettings({ ...base, ANALYZER: "ollama", OLLAMA_MODEL: "llama3.1:8b" }, {}).engine).toBe("ollama");
    expect(analyzerFromSettings({ ...base, ANALYZER: "ollama", OLLAMA_MODEL: "m", OLLAMA_HOST: "localhost:11434" }, {}).engine).toBe("ollama");
    expect(analyzerFromSettings({ ...base, ANALYZER: "openai", OPENAI_BASE_URL: "http://localhost:8000/v1", OPENAI_MODEL: "m" }, {}).engine).toBe("openai");
  });

  it("names the missing or bad variable", () => {
    expect(() => analyzerFromSettings({ ...base, ANALYZER: "ollama" }, {})).toThrow(/^ANALYZER=ollama needs OLLAMA_MODEL/);
    expect(() => analyzerFromSettings({ ...base, ANALYZER: "openai", OPENAI_MODEL: "m" }, {})).toThrow(/^ANALYZER=openai needs OPENAI_BASE_URL/);
    expect(() => analyzerFromSettings({ ...base, ANALYZER: "openai", OPENAI_BASE_URL: "http://localhost:8000/v1" }, {})).toThrow(/^ANALYZER=openai needs OPENAI_MODEL/);
    expect(() => analyzerFromSettings({ ...base, ANALYZER: "openai", OPENAI_BASE_URL: "localhost:8000", OPENAI_MODEL: "m" }, {})).toThrow(
      /^OPENAI_BASE_URL must be an http\(s\) URL/
    );
  });
});
