import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { sendEmailJob } from "~/jobs/send-email.server";
import { db, schema, type Db, type Tx } from "~/utils/db.server";
import { renderSecrets, type Email } from "~/utils/emails.server";
import { env } from "~/utils/env.server";

/**
 * Every mail is recorded in the outbox in the caller's transaction, and a
 * worker job delivers it; a slow mail server never slows a page.
 */
export async function queueEmail(tx: Tx | Db, email: Email) {
  const [row] = await tx
    .insert(schema.emailOutbox)
    .values({ toAddress: email.to, kind: email.kind, subject: email.subject, text: email.text, html: email.html })
    .returning({ id: schema.emailOutbox.id });
  await sendEmailJob.enqueue(tx, { outboxId: row!.id }, { jobKey: `email:${row!.id}` });
  return row!.id;
}

let transport: nodemailer.Transporter | undefined;

/** Runs in the worker. Without SMTP_URL the outbox row is the delivery. */
export async function deliverEmail(outboxId: string) {
  const [row] = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, outboxId));
  if (!row || row.status === "sent" || row.status === "recorded") return;
  const smtpUrl = env().SMTP_URL;
  if (!smtpUrl) {
    await db.update(schema.emailOutbox).set({ status: "recorded" }).where(eq(schema.emailOutbox.id, outboxId));
    return;
  }
  transport ??= nodemailer.createTransport(smtpUrl);
  try {
    // Reset links are rendered only now, into the mail that leaves; the outbox row never holds them.
    await transport.sendMail({ from: env().MAIL_FROM, to: row.toAddress, subject: row.subject, text: renderSecrets(row.text), html: renderSecrets(row.html) });
    await db.update(schema.emailOutbox).set({ status: "sent", sentAt: new Date(), error: null }).where(eq(schema.emailOutbox.id, outboxId));
  } catch (error) {
    await db
      .update(schema.emailOutbox)
      .set({ status: "failed", error: error instanceof Error ? error.message : String(error) })
      .where(eq(schema.emailOutbox.id, outboxId));
    throw error; // graphile-worker retries with backoff
  }
}
