import { builtinAnalyzer } from "~/analysis/builtin";
import type { Analyzer } from "~/analysis/types";
import { env, type Env } from "~/utils/env.server";
import { createLlmAnalyzer, type LlmOptions } from "./llm-analyzer.server";
import { ollamaProvider } from "./ollama.server";
import { openAiProvider } from "./openai.server";

type AnalyzerSettings = Pick<Env, "ANALYZER" | "OLLAMA_HOST" | "OLLAMA_MODEL" | "OPENAI_BASE_URL" | "OPENAI_API_KEY" | "OPENAI_MODEL"> &
  Partial<Pick<Env, "LLM_TIMEOUT_SECONDS">>;

function required(name: string, value: string | undefined, example: string, analyzer: string): string {
  if (!value) throw new Error(`ANALYZER=${analyzer} needs ${name} (e.g. ${name}=${example}).`);
  return value;
}

function checkUrl(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return value;
  } catch {
    // reported below
  }
  throw new Error(`${name} must be an http(s) URL, got "${value}".`);
}

/** LLM_TIMEOUT_SECONDS (default 60) is the time allowed per model call; a slow CPU-only model may need more. */
const llmOptions = ({ LLM_TIMEOUT_SECONDS: seconds }: AnalyzerSettings): LlmOptions => (seconds ? { timeoutMs: Math.round(seconds * 1000) } : {});

/** The analyzer these settings ask for; throws a message naming the missing or bad variable. */
export function analyzerFromSettings(settings: AnalyzerSettings, options: LlmOptions = llmOptions(settings)): Analyzer {
  switch (settings.ANALYZER) {
    case "ollama": {
      const model = required("OLLAMA_MODEL", settings.OLLAMA_MODEL, "llama3.1:8b", "ollama");
      // The client accepts Ollama's own forms too ("localhost:11434", ":11434").
      return createLlmAnalyzer(ollamaProvider({ host: settings.OLLAMA_HOST, model }), options);
    }
    case "openai": {
      const baseUrl = checkUrl("OPENAI_BASE_URL", required("OPENAI_BASE_URL", settings.OPENAI_BASE_URL, "http://localhost:8000/v1", "openai"));
      const model = required("OPENAI_MODEL", settings.OPENAI_MODEL, "Qwen/Qwen2.5-7B-Instruct", "openai");
      return createLlmAnalyzer(openAiProvider({ baseUrl, model, apiKey: settings.OPENAI_API_KEY }), options);
    }
    default:
      return builtinAnalyzer;
  }
}

let cached: Analyzer | undefined;

/** The analyzer the worker uses, chosen by ANALYZER; a bad setting throws a readable Error. */
export function getAnalyzer(): Analyzer {
  cached ??= analyzerFromSettings(env());
  return cached;
}
