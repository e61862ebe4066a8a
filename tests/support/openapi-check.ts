// A small JSON Schema validator (the subset /api/openapi.json uses) and a lookup of the
// schema an OpenAPI document gives for one method, path and status. No dependency needed.
type Schema = Record<string, unknown>;
type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>> } & Record<string, unknown>;

function typeOf(value: unknown) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function resolve(doc: Doc, ref: string): Schema {
  return ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], doc) as Schema;
}

/** Every way `value` breaks `schema`, as "path: problem" lines; empty when it conforms. */
export function validateSchema(doc: Doc, schema: Schema, value: unknown, path = "$"): string[] {
  if (typeof schema.$ref === "string") return validateSchema(doc, resolve(doc, schema.$ref), value, path);
  const errors: string[] = [];
  if (schema.allOf) for (const part of schema.allOf as Schema[]) errors.push(...validateSchema(doc, part, value, path));
  if (schema.oneOf) {
    const passing = (schema.oneOf as Schema[]).filter((s) => validateSchema(doc, s, value, path).length === 0).length;
    if (passing !== 1) errors.push(`${path}: matches ${passing} of oneOf`);
  }
  if ("const" in schema && value !== schema.const) errors.push(`${path}: expected ${JSON.stringify(schema.const)}`);
  if (schema.enum && !(schema.enum as unknown[]).includes(value)) errors.push(`${path}: ${JSON.stringify(value)} not in enum`);
  if (schema.type) {
    const allowed = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    const actual = typeOf(value);
    if (!allowed.includes(actual) && !(actual === "integer" && allowed.includes("number"))) {
      errors.push(`${path}: expected ${allowed.join("|")}, got ${actual}`);
      return errors;
    }
  }
  if (schema.format === "date-time" && typeof value === "string" && Number.isNaN(Date.parse(value))) errors.push(`${path}: not a date-time`);
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of (schema.required as string[] | undefined) ?? []) if (!(key in record)) errors.push(`${path}.${key}: required`);
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    for (const [key, child] of Object.entries(record)) {
      if (properties[key]) errors.push(...validateSchema(doc, properties[key]!, child, `${path}.${key}`));
      else if (schema.additionalProperties && typeof schema.additionalProperties === "object") errors.push(...validateSchema(doc, schema.additionalProperties as Schema, child, `${path}.${key}`));
      else if (schema.additionalProperties === false) errors.push(`${path}.${key}: not allowed`);
    }
  }
  if (Array.isArray(value) && schema.items) value.forEach((item, i) => errors.push(...validateSchema(doc, schema.items as Schema, item, `${path}[${i}]`)));
  return errors;
}

/** The document's path template that `pathname` falls under (`/api/tournaments/{id}` for `/api/tournaments/3f…`). */
export function templateFor(doc: Doc, pathname: string) {
  const matches = Object.keys(doc.paths).filter((template) => new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(pathname));
  // A literal segment beats a parameter (/api/tournaments/all over /api/tournaments/{id}).
  return matches.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0] ?? null;
}

/**
 * Checks one real JSON answer against the document: the operation and the status must be
 * described, and the body must conform to the schema given for it.
 */
export function checkResponse(doc: Doc, method: string, url: string, status: number, body: unknown): string[] {
  const pathname = new URL(url, "http://localhost").pathname;
  const template = templateFor(doc, pathname);
  if (!template) return [`${pathname}: no path in the document`];
  const operation = doc.paths[template]![method.toLowerCase()];
  if (!operation) return [`${method} ${template}: no operation in the document`];
  const response = operation.responses[String(status)];
  if (!response) return [`${method} ${template}: status ${status} not described`];
  const schema = response.content?.["application/json"]?.schema;
  if (!schema) return [`${method} ${template} ${status}: no JSON schema`];
  return validateSchema(doc, schema, body).map((e) => `${method} ${template} ${status} ${e}`);
}
