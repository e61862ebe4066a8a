// Any OpenAI-compatible server (vLLM, llama.cpp, LM Studio, OpenAI): POST
// {base}/chat/completions with a json_schema response_format, temperature 0
// and a fixed seed. Plain fetch: the endpoint is one call.
import { ProviderError, SEED, type ChatProvider, type ChatRequest } from "./llm-analyzer.server";

export interface OpenAiConfig {
  /** Up to and including the version, e.g. http://localhost:8000/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Room for the answer; default 4096 tokens. */
  maxTokens?: number;
}

interface Completion {
  choices?: Array<{ message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }>;
  error?: { message?: unknown };
}

function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

export function chatCompletionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/chat/completions`;
}

export function openAiProvider(config: OpenAiConfig): ChatProvider {
  const url = chatCompletionsUrl(config.baseUrl);
  return {
    engine: "openai",
    async complete({ system, user, schema, signal }: ChatRequest): Promise<string> {
      const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      const response = await fetch(url, {
        method: "POST",
        headers,
        signal,
        body: JSON.stringify({
          model: config.model,
          messages: [
            { role: "system", content: system },
            { role: "user", content: user },
          ],
          response_format: { type: "json_schema", json_schema: { name: "resume_facts", strict: true, schema } },
          temperature: 0,
          seed: SEED,
          max_tokens: config.maxTokens ?? 4096,
          stream: false,
        }),
      });
      const body = await response.text();
      let json: Completion | undefined;
      try {
        json = JSON.parse(body) as Completion;
      } catch {
        json = undefined;
      }
      if (!response.ok) {
        const message = typeof json?.error?.message === "string" ? json.error.message : body;
        const detail = message.replace(/\s+/g, " ").trim().slice(0, 160);
        throw new ProviderError(`HTTP ${response.status}${detail ? `: ${detail}` : ""}`, isRetryableStatus(response.status));
      }
      if (!json) throw new ProviderError("response was not JSON", true);
      const message = json.choices?.[0]?.message;
      if (typeof message?.refusal === "string" && message.refusal) throw new ProviderError(`model refused: ${message.refusal.slice(0, 120)}`, false);
      if (json.choices?.[0]?.finish_reason === "length") throw new ProviderError("answer was cut off at the token limit", false);
      if (typeof message?.content !== "string" || !message.content.trim()) throw new ProviderError("answer had no message content", true);
      return message.content;
    },
  };
}
