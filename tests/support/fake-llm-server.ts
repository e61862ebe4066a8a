// Test helper: a local HTTP server that speaks Ollama's /api/chat or the
// OpenAI /v1/chat/completions wire format and answers from a script.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeReply =
  /** An assistant message with this text; `cutOff` marks it stopped at the token limit. */
  | { content: string; cutOff?: boolean }
  /** An error status with a JSON error body in the API's format. */
  | { status: number; error: string }
  /** Never answer. */
  | "hang";

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, any>;
}

export interface FakeLlm {
  /** Ollama: the host; OpenAI: the base URL including /v1. */
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

const PATHS = { ollama: "/api/chat", openai: "/v1/chat/completions" } as const;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** Replies are used in order; the last one repeats. */
export async function startFakeLlm(api: "ollama" | "openai", replies: FakeReply[]): Promise<FakeLlm> {
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let body: Record<string, any> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        // recorded as {}
      }
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      if (req.method !== "POST" || req.url !== PATHS[api]) return send(res, 404, api === "ollama" ? { error: "not found" } : { error: { message: "not found" } });
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)];
      if (reply === "hang") return;
      if ("status" in reply) return send(res, reply.status, api === "ollama" ? { error: reply.error } : { error: { message: reply.error, type: "server_error" } });
      if (api === "ollama") {
        return send(res, 200, {
          model: body.model,
          created_at: "2025-01-01T00:00:00Z",
          message: { role: "assistant", content: reply.content },
          done: true,
          done_reason: reply.cutOff ? "length" : "stop",
          total_duration: 1,
          load_duration: 1,
          prompt_eval_count: 1,
          prompt_eval_duration: 1,
          eval_count: 1,
          eval_duration: 1,
        });
      }
      send(res, 200, {
        id: "chatcmpl-test",
        object: "chat.completion",
        created: 1735689600,
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content: reply.content }, finish_reason: reply.cutOff ? "length" : "stop" }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: api === "ollama" ? `http://127.0.0.1:${port}` : `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
