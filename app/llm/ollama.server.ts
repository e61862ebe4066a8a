// Ollama through its own client: POST /api/chat, not streamed, with the answer
// schema as `format` (structured output), temperature 0 and a fixed seed.
import { Ollama } from "ollama";
import { ProviderError, SEED, type ChatProvider, type ChatRequest } from "./llm-analyzer.server";

export interface OllamaConfig {
  /** e.g. http://127.0.0.1:11434; the client's default when unset. */
  host?: string;
  model: string;
  /** Context window in tokens; Ollama's default (2–4k) would cut a long resume. */
  numCtx?: number;
}

export const OLLAMA_NUM_CTX = 8192;

function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

export function ollamaProvider(config: OllamaConfig): ChatProvider {
  return {
    engine: "ollama",
    async complete({ system, user, schema, signal }: ChatRequest): Promise<string> {
      // The client takes no signal for non-streamed calls; its fetch does.
      const client = new Ollama({ host: config.host, fetch: (input, init) => fetch(input, { ...init, signal }) });
      let response;
      try {
        response = await client.chat({
          model: config.model,
          messages: [
            { role: "system", content: system },
            { role: "user", content: user },
          ],
          format: schema,
          stream: false,
          options: { temperature: 0, seed: SEED, num_ctx: config.numCtx ?? OLLAMA_NUM_CTX },
        });
      } catch (error) {
        const status = (error as { status_code?: unknown }).status_code;
        if (typeof status === "number") {
          const message = ((error as Error).message || "").replace(/\s+/g, " ").slice(0, 160);
          throw new ProviderError(`HTTP ${status}${message ? `: ${message}` : ""}`, isRetryableStatus(status));
        }
        throw error;
      }
      if (response?.done_reason === "length") throw new ProviderError("answer was cut off at the context limit", false);
      const content = response?.message?.content;
      if (typeof content !== "string" || !content.trim()) throw new ProviderError("answer had no message content", true);
      return content;
    },
  };
}
