import { createHmac } from "node:crypto";
import { appUrl, env } from "./env.server";
import type { schema } from "./db.server";

export interface Email {
  to: string;
  kind: (typeof schema.emailOutbox.$inferInsert)["kind"];
  subject: string;
  text: string;
  html: string;
}

/**
 * A reset token is never stored, not even in the outbox. Its mail is queued with
 * a marker naming the token's row; the token itself is an HMAC of that row's id
 * under SESSION_SECRET, computed again when the mail is sent (or previewed in
 * development). The database holds only the token's SHA-256, as before.
 */
export function resetTokenFor(tokenId: string) {
  return createHmac("sha256", env().SESSION_SECRET).update(`password-reset:${tokenId}`).digest("base64url");
}

/** What the outbox stores in place of a reset token: survives URL encoding and HTML escaping unchanged. */
export const resetTokenMarker = (tokenId: string) => `__RESET_TOKEN_${tokenId}__`;
const MARKER = /__RESET_TOKEN_([0-9a-f-]{36})__/g;

/** The mail as it is sent: markers replaced by the real tokens. */
export function renderSecrets(body: string) {
  return body.replace(MARKER, (_, id: string) => resetTokenFor(id));
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const body = paragraphs.map((p) => `<p>${escape(p)}</p>`).join("");
  const button = action
    ? `<p><a href="${escape(action.url)}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escape(action.label)}</a></p><p style="font-size:12px;color:#666">${escape(action.url)}</p>`
    : "";
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111"><h1 style="font-size:20px">${escape(title)}</h1>${body}${button}</body></html>`;
}

export function welcomeEmail(to: string): Email {
  const url = `${appUrl()}/dashboard`;
  const lines = [
    "Your Tierlist account is ready.",
    "We prepared a sample tournament so you can see how candidates are ranked into tiers A to D.",
    "Create a tournament, upload resumes, and we'll rank them in the background.",
  ];
  return {
    to,
    kind: "welcome",
    subject: "Welcome to Tierlist",
    text: `${lines.join("\n\n")}\n\nOpen your dashboard: ${url}\n`,
    html: layout("Welcome to Tierlist", lines, { label: "Open your dashboard", url }),
  };
}

export function passwordResetEmail(to: string, token: string): Email {
  const url = `${appUrl()}/auth/reset-password?token=${encodeURIComponent(token)}`;
  const lines = [
    "Someone asked to reset the password of your Tierlist account.",
    "This link expires in 1 hour and works once. If it wasn't you, ignore this mail: your password stays as it is.",
  ];
  return {
    to,
    kind: "password_reset",
    subject: "Reset your Tierlist password",
    text: `${lines.join("\n\n")}\n\nReset your password: ${url}\n`,
    html: layout("Reset your password", lines, { label: "Reset your password", url }),
  };
}

export function processingCompleteEmail(to: string, tournament: { id: string; name: string; done: number; errors: number }): Email {
  const url = `${appUrl()}/dashboard/tournament/${tournament.id}`;
  const lines = [
    `Tournament "${tournament.name}" has finished processing.`,
    `${tournament.done} resume${tournament.done === 1 ? "" : "s"} analyzed${tournament.errors ? `, ${tournament.errors} could not be read` : ""}.`,
  ];
  return {
    to,
    kind: "processing_complete",
    subject: `Results ready: ${tournament.name}`,
    text: `${lines.join("\n\n")}\n\nSee the results: ${url}\n`,
    html: layout("Your results are ready", lines, { label: "See the results", url }),
  };
}

const stamp = (at: Date) => at.toLocaleString("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }) + " UTC";

/** Sent to the OLD address: whoever changed it can't silence the notice. */
export function emailChangedEmail({ oldEmail, newEmail, at = new Date() }: { oldEmail: string; newEmail: string; at?: Date }): Email {
  const lines = [
    `The email address of your Tierlist account was changed from ${oldEmail} to ${newEmail} on ${stamp(at)}. You now sign in with ${newEmail}.`,
    "Every other browser signed in to the account was signed out.",
    `If you didn't make this change, someone else may have your password: write to ${env().SUPPORT_EMAIL} right away, from this address, and we'll help you get the account back.`,
  ];
  return { to: oldEmail, kind: "account_change", subject: "Your Tierlist email address was changed", text: `${lines.join("\n\n")}\n`, html: layout("Your email address was changed", lines) };
}

export function passwordChangedEmail({ to, at = new Date() }: { to: string; at?: Date }): Email {
  const url = `${appUrl()}/auth/forgot-password`;
  const lines = [
    `The password of your Tierlist account was changed on ${stamp(at)}.`,
    "Every other browser signed in to the account was signed out.",
    `If you didn't make this change, reset your password now and write to ${env().SUPPORT_EMAIL}.`,
  ];
  return {
    to,
    kind: "account_change",
    subject: "Your Tierlist password was changed",
    text: `${lines.join("\n\n")}\n\nReset your password: ${url}\n`,
    html: layout("Your password was changed", lines, { label: "Reset your password", url }),
  };
}
