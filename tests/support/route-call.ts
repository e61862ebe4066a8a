// Runs a real loader or action the way Remix would, and normalises what it
// returned or threw (Response, data(), plain object).
import { readToast } from "~/utils/toast.server";
import { routeArgs } from "./factories";

export const BASE = "http://localhost:3999";
export type Outcome = { status: number; headers: Headers; data: unknown; response?: Response };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call(fn: (args: any) => unknown, request: Request, params: Record<string, string> = {}, context?: Record<string, unknown>): Promise<Outcome> {
  let value: unknown;
  try {
    const args = routeArgs(request, params);
    value = await fn(context ? { ...args, context } : args);
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) return { status: value.status, headers: value.headers, data: null, response: value };
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, headers: new Headers(), data: value };
}

export function multipart(url: string, cookie: string, fields: Record<string, string>, files: Array<[string, Uint8Array, string?]>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [name, bytes, type] of files) form.append("files", new File([bytes as BlobPart], name, { type: type ?? "application/octet-stream" }));
  return new Request(`${BASE}${url}`, { method: "POST", body: form, headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });
}

/** The toast a response's Set-Cookie carries, as the next page would read it. */
export async function toastOf(headers: Headers) {
  const cookie = headers.get("Set-Cookie")?.split(";")[0] ?? "";
  return (await readToast(new Request(BASE, { headers: { Cookie: cookie } }))).toast;
}
