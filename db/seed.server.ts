import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { hashPassword } from "./password.server";
import * as schema from "./schema";

type Database = PostgresJsDatabase<typeof schema>;

/** FREE: 2 tournaments of 10 resumes; PRO $19.99: 5 of 500 with zip; ENTERPRISE $99.99: 5 of 2,000 with zip; an extra tournament pack ($5.99) adds one credit. */
export const PLAN_SEED: (typeof schema.plans.$inferInsert)[] = [
  {
    id: "free",
    name: "FREE",
    priceInCents: 0,
    maxResumesPerTournament: 10,
    maxTournaments: 2,
    zipExport: false,
    features: ["2 tournaments", "Up to 10 resumes per tournament", "AI tiering A-D", "Download tiers in a single zip"],
    sortOrder: 0,
  },
  {
    id: "pro",
    name: "PRO",
    priceInCents: 1999,
    maxResumesPerTournament: 500,
    maxTournaments: 5,
    zipExport: true,
    features: ["5 tournaments", "Up to 500 resumes per tournament", "AI tiering A-D", "Download tiers in a single zip"],
    sortOrder: 1,
  },
  {
    id: "enterprise",
    name: "ENTERPRISE",
    priceInCents: 9999,
    maxResumesPerTournament: 2000,
    maxTournaments: 5,
    zipExport: true,
    features: ["5 tournaments", "Up to 2000 resumes per tournament", "AI tiering A-D", "Download tiers in a single zip"],
    sortOrder: 2,
  },
  {
    id: "extra",
    name: "EXTRA TOURNAMENT",
    priceInCents: 599,
    maxResumesPerTournament: 100,
    maxTournaments: 1,
    zipExport: false,
    isExtraPack: true,
    features: ["1 additional tournament", "Up to 100 resumes", "One-time payment"],
    sortOrder: 3,
  },
];

export async function seedPlans(db: Database, priceIds: Partial<Record<string, string>> = {}) {
  for (const plan of PLAN_SEED) {
    const row = { ...plan, stripePriceId: priceIds[plan.id] ?? null };
    await db
      .insert(schema.plans)
      .values(row)
      .onConflictDoUpdate({
        target: schema.plans.id,
        set: {
          name: row.name,
          priceInCents: row.priceInCents,
          maxResumesPerTournament: row.maxResumesPerTournament,
          maxTournaments: row.maxTournaments,
          zipExport: row.zipExport,
          isExtraPack: row.isExtraPack ?? false,
          features: row.features,
          sortOrder: row.sortOrder,
          ...(row.stripePriceId ? { stripePriceId: row.stripePriceId } : {}),
        },
      });
  }
}

/**
 * Makes sure the administrator account exists. Returns the password only when
 * it was generated here (first start without ADMIN_PASSWORD), so it can be shown once.
 */
export async function seedAdmin(db: Database, email: string, password?: string) {
  const existing = await db
    .select()
    .from(schema.users)
    .where(sql`lower(${schema.users.email}) = lower(${email})`);
  if (existing[0]) {
    if (existing[0].role !== "admin") {
      await db.update(schema.users).set({ role: "admin" }).where(sql`${schema.users.id} = ${existing[0].id}`);
    }
    return { created: false as const };
  }
  const generated = password ? undefined : randomBytes(9).toString("base64url");
  await db.insert(schema.users).values({
    email,
    passwordHash: await hashPassword(password ?? generated!),
    role: "admin",
    setupCompletedAt: new Date(),
  });
  return { created: true as const, generatedPassword: generated };
}
