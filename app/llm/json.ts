// Reads the model's answer: plain JSON, JSON in a code fence, or JSON with
// text (or a <think> block) around it. Then checks its shape with zod.
import { answerSchema, type LlmAnswer } from "./schema";

export type ParsedAnswer = { ok: true; answer: LlmAnswer } | { ok: false; reason: string };

/** The first balanced {...} in `text`, respecting strings; null if none closes. */
function firstObject(text: string, from: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return text.slice(from, i + 1);
  }
  return null;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The JSON object in a model's answer, or undefined. */
export function extractJson(raw: string): unknown {
  const text = raw.replace(/<think>[\s\S]*?<\/think>/gi, "").trim();
  const direct = tryParse(text);
  if (direct !== undefined) return direct;
  const candidates: string[] = [];
  for (const fence of text.matchAll(/```(?:json|JSON)?\s*\n?([\s\S]*?)```/g)) candidates.push(fence[1].trim());
  for (let at = text.indexOf("{"); at >= 0 && candidates.length < 8; at = text.indexOf("{", at + 1)) {
    const object = firstObject(text, at);
    if (object) {
      candidates.push(object);
      at += object.length - 1;
    }
  }
  for (const candidate of candidates) {
    const parsed = tryParse(candidate);
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}

export function parseAnswer(raw: string): ParsedAnswer {
  const json = extractJson(raw);
  if (json === undefined) return { ok: false, reason: "answer was not valid JSON" };
  if (typeof json !== "object" || json === null || Array.isArray(json)) return { ok: false, reason: "answer was not a JSON object" };
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `answer did not match the schema (${issue.path.join(".") || "root"}: ${issue.message})` };
  }
  return { ok: true, answer: parsed.data };
}
