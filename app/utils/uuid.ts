const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A route parameter that can be a row id; anything else is a 404 before any query. */
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);
