import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiError, found, json, jsonRoute, methodNotAllowed, readBody, requireMethod, validate } from "./json-route.server";

const thrown = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as Response;
  }
  throw new Error("did not throw");
};
const post = (body: BodyInit, type?: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/x", { method: "POST", body, headers: { ...(type ? { "Content-Type": type } : {}), ...headers } });

describe("json-route helper", () => {
  it("answers JSON that is never cached unless the route says so", async () => {
    expect(json({ a: 1 }).headers.get("Cache-Control")).toBe("private, no-store");
    expect(json([], 200, { "Cache-Control": "public, max-age=60" }).headers.get("Cache-Control")).toBe("public, max-age=60");
    const error = apiError(409, "Taken.", { errors: { code: ["Taken."] } });
    expect([error.status, await error.json()]).toEqual([409, { message: "Taken.", errors: { code: ["Taken."] } }]);
  });

  it("refuses other methods with 405 and Allow, with or without Remix's arguments", async () => {
    const refused = methodNotAllowed("GET", "POST")();
    expect([refused.status, refused.headers.get("Allow"), await refused.json()]).toEqual([405, "GET, POST", { message: "Method not allowed." }]);
    expect(thrown(() => requireMethod(new Request("http://localhost/", { method: "DELETE" }), "PUT")).status).toBe(405);
  });

  it("turns what a guard throws into the answer", async () => {
    const route = jsonRoute(async () => json(found(null, "Tournament not found.")));
    const res = await route();
    expect([res.status, await res.json()]).toEqual([404, { message: "Tournament not found." }]);
  });

  it("reads JSON, forms and no body; refuses anything else with a plain message", async () => {
    expect(await readBody(post(JSON.stringify({ name: "QA" }), "application/json"))).toEqual({ name: "QA" });
    expect(await readBody(post(new URLSearchParams({ code: "ABC" })))).toEqual({ code: "ABC" });
    expect(await readBody(new Request("http://localhost/", { method: "POST" }))).toEqual({});
    for (const bad of ["[1,2]", "{nope", "42"]) {
      const refused = await readBody(post(bad, "application/json")).catch((e: Response) => e);
      expect((refused as Response).status, bad).toBe(400);
      expect(await (refused as Response).json()).toEqual({ message: "Send the fields as a JSON object." });
    }
  });

  it("stops reading a body past its cap, declared or not", async () => {
    const declared = await readBody(post("{}", "application/json", { "Content-Length": String(5 * 1024 * 1024) }), 1024).catch((e: Response) => e);
    expect((declared as Response).status).toBe(413);
    const streamed = await readBody(post(JSON.stringify({ text: "x".repeat(5000) }), "application/json"), 1024).catch((e: Response) => e);
    expect([(streamed as Response).status, await (streamed as Response).json()]).toEqual([413, { message: "This request is too large: it can be at most 1 KB." }]);
  });

  it("lists validation errors by field in words a person reads, never zod's own", async () => {
    const schema = z.object({ count: z.number(), tags: z.array(z.string()), kind: z.enum(["a", "b"]), name: z.string().min(1, "Name is required") });
    const refused = thrown(() => validate(schema, { count: "3", tags: [1], kind: "c", name: "" }));
    const body = await refused.json();
    expect(refused.status).toBe(400);
    expect(body.errors).toEqual({
      count: ["count must be a number."],
      tags: ["tags.0 must be a string."],
      kind: ["kind must be one of: a, b."],
      name: ["Name is required"],
    });
    expect(body.message).toBe("count must be a number.");
    expect(JSON.stringify(body)).not.toMatch(/Invalid input|Too (big|small)|expected/);
    const missing = await thrown(() => validate(schema, {})).json();
    expect(missing.errors.count).toEqual(["count is required."]);
  });
});
