import { count, desc, eq, type SQL } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";
import { passwordResetEmail, renderSecrets, welcomeEmail } from "~/utils/emails.server";
import { queueEmail } from "~/models/mailer.server";
import { OUTBOX_TABS, type OutboxTab } from "~/utils/outbox-tabs";

const { emailOutbox } = schema;

export const OUTBOX_PAGE_SIZE = 50;
export type OutboxKind = (typeof emailOutbox.$inferSelect)["kind"];

export { OUTBOX_TABS, parseOutboxTab, type OutboxTab } from "~/utils/outbox-tabs";

/** One page of the real outbox, newest first, with how many mails each tab holds. */
export async function listOutbox({ tab, page }: { tab: OutboxTab; page: number }) {
  const where: SQL | undefined = tab.kind ? eq(emailOutbox.kind, tab.kind) : undefined;
  const perKind = await db.select({ kind: emailOutbox.kind, n: count() }).from(emailOutbox).groupBy(emailOutbox.kind);
  const counts: Record<string, number> = { all: 0 };
  for (const t of OUTBOX_TABS) if (t.kind) counts[t.id] = perKind.find((k) => k.kind === t.kind)?.n ?? 0;
  counts.all = perKind.reduce((sum, k) => sum + k.n, 0);
  const total = counts[tab.id] ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      kind: emailOutbox.kind,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((current - 1) * OUTBOX_PAGE_SIZE);
  return { rows, counts, total, page: current, pageCount };
}

/** One mail as it is sent (reset links rendered): for the development viewer only, which production never serves. */
export async function getOutboxEmail(id: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ? { ...row, text: renderSecrets(row.text), html: renderSecrets(row.html) } : null;
}

/**
 * The link in a sample reset mail. It is not a token the app ever issued, so
 * /auth/reset-password refuses it: generating a sample never opens a way into
 * any account.
 */
export const SAMPLE_RESET_TOKEN = "sample-link-not-a-real-token";

/**
 * A test mail built by the same builders the app uses, addressed to the admin
 * and queued through the real outbox (so with SMTP_URL set it is delivered too).
 * The subject says it is a sample.
 */
export async function queueSampleEmail({ to, kind }: { to: string; kind: "welcome" | "password_reset" }) {
  const mail = kind === "welcome" ? welcomeEmail(to) : passwordResetEmail(to, SAMPLE_RESET_TOKEN);
  return queueEmail(db, { ...mail, subject: `[Sample] ${mail.subject}` });
}
