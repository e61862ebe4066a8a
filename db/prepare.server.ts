import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/postgres-js";
import { runMigrations as runWorkerMigrations } from "graphile-worker";
import postgres from "postgres";
import { runMigrations } from "./migrate.server";
import * as schema from "./schema";
import { stripePriceIds } from "../app/utils/env.server";
import { seedAdmin, seedPlans } from "./seed.server";

/** Schema, job-queue schema, plans and (when given) the administrator. Idempotent. */
export async function prepareDatabase(url: string, admin?: { email: string; password?: string }) {
  await runMigrations(url);
  await runWorkerMigrations({ connectionString: url });
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const db = drizzle(client, { schema });
    await seedPlans(db, stripePriceIds());
    return admin ? await seedAdmin(db, admin.email, admin.password) : undefined;
  } finally {
    await client.end();
  }
}

// `npm run db:migrate`: the release command in production.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is required");
    process.exit(1);
  }
  const result = await prepareDatabase(url, { email: process.env.ADMIN_EMAIL ?? "admin@example.com", password: process.env.ADMIN_PASSWORD });
  if (result?.created && result.generatedPassword) {
    console.log(`Administrator ${process.env.ADMIN_EMAIL ?? "admin@example.com"} created with password: ${result.generatedPassword}`);
  }
  console.log("Database ready.");
}
