import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "../../db/schema";
import { env } from "./env.server";

function connect() {
  const client = postgres(env().DATABASE_URL, { max: 10, onnotice: () => {} });
  return { client, db: drizzle(client, { schema }) };
}

type Connection = ReturnType<typeof connect>;

// One pool per process, kept across dev rebuilds.
const g = globalThis as unknown as { __db?: Connection };

export function connection(): Connection {
  g.__db ??= connect();
  return g.__db;
}

export const db = new Proxy({} as Connection["db"], {
  get: (_t, prop) => Reflect.get(connection().db, prop),
});

export type Db = Connection["db"];
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export { schema };

export async function closeDb() {
  if (g.__db) await g.__db.client.end({ timeout: 5 });
  g.__db = undefined;
}
