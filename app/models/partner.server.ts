import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "~/utils/db.server";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../../db/password.server";
import { atLeast, atMost } from "~/utils/text-length";

const { partners, externalListings, auditLog } = schema;

export type PartnerRow = Pick<typeof partners.$inferSelect, "id" | "name" | "username" | "employerUuid">;

const partnerColumns = { id: partners.id, name: partners.name, username: partners.username, employerUuid: partners.employerUuid };

export async function getActivePartner(id: string): Promise<PartnerRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select(partnerColumns).from(partners).where(and(eq(partners.id, id), eq(partners.isActive, true)));
  return row ?? null;
}

/**
 * The active partner with this username and secret. An unknown username still
 * hashes, so timing does not reveal which usernames exist.
 */
export async function verifyPartnerCredentials(username: string, secret: string): Promise<PartnerRow | null> {
  const [row] = await db
    .select({ ...partnerColumns, secretHash: partners.secretHash, isActive: partners.isActive })
    .from(partners)
    .where(eq(partners.username, username));
  const ok = await verifyPassword(secret, row?.secretHash ?? (await dummyPasswordHash()));
  if (!row || !ok || !row.isActive) return null;
  const { secretHash: _hash, isActive: _active, ...partner } = row;
  return partner;
}

/** The active partner with this username, for checking a token's subject. */
export async function getActivePartnerByUsername(username: string): Promise<PartnerRow | null> {
  const [row] = await db.select(partnerColumns).from(partners).where(and(eq(partners.username, username), eq(partners.isActive, true)));
  return row ?? null;
}

export const PartnerFormSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").refine(atMost(120), "Name must be at most 120 characters"),
  username: z
    .string({ error: "Username is required" })
    .trim()
    .refine(atLeast(3), "Username must be at least 3 characters")
    .refine(atMost(64), "Username must be at most 64 characters")
    .regex(/^[a-zA-Z0-9._-]+$/, "Use only letters, digits, dots, hyphens and underscores"),
});

/** A new partner and its secret. The secret is returned this once; only its scrypt hash is stored. */
export async function createPartner(input: { name: string; username: string; actorId?: string }) {
  const secret = randomBytes(24).toString("base64url");
  const secretHash = await hashPassword(secret);
  const [row] = await db
    .insert(partners)
    .values({ name: input.name, username: input.username, secretHash })
    .onConflictDoNothing()
    .returning(partnerColumns);
  if (!row) return { ok: false as const, message: "That username is already taken." };
  await db.insert(auditLog).values({ actorUserId: input.actorId ?? null, action: "partner.create", subjectType: "partner", subjectId: row.id, data: { username: row.username } });
  return { ok: true as const, partner: row, secret };
}

export async function setPartnerActive({ id, isActive, actorId }: { id: string; isActive: boolean; actorId?: string }) {
  const rows = await db.update(partners).set({ isActive }).where(eq(partners.id, id)).returning({ id: partners.id });
  // A deactivated partner's people are signed out of the partner pages at once.
  if (!isActive) await db.delete(schema.partnerSessions).where(eq(schema.partnerSessions.partnerId, id));
  if (rows.length) {
    await db.insert(auditLog).values({ actorUserId: actorId ?? null, action: isActive ? "partner.activate" : "partner.deactivate", subjectType: "partner", subjectId: id });
  }
  return rows.length > 0;
}

export async function listPartners() {
  return db
    .select({
      ...partnerColumns,
      isActive: partners.isActive,
      createdAt: partners.createdAt,
      listingCount: sql<number>`(select count(*)::int from ${externalListings} where ${externalListings.partnerId} = ${partners.id})`,
    })
    .from(partners)
    .orderBy(desc(partners.createdAt));
}
