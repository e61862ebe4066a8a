import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { ChangeEmailForm, ChangePasswordForm } from "~/components/account-forms";
import { changeEmail, changePassword } from "~/models/account.server";
import { ChangeEmailSchema, ChangePasswordSchema } from "~/utils/account-schemas";
import { createApiToken, listApiTokens, revokeApiToken, TOKEN_NAME_MAX, tokenName } from "~/utils/api-token.server";
import { timeAgo } from "~/utils/format";
import { readForm, UNREADABLE_FORM } from "~/utils/input.server";
import { getSessionKey, requireUser, type SessionUser } from "~/utils/session.server";
import { redirectWithToastMessage } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Account — Tierlist" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { email: user.email, tokens: await listApiTokens(user.id) };
}

// Built on the server only: tokenName comes from a .server module, which the browser's bundle leaves out.
const actionSchema = () =>
  z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("create"),
      name: tokenName("Give the token a name, e.g. the script that uses it."),
    }),
    z.object({ intent: z.literal("revoke"), tokenId: z.string().uuid("Token not found.") }),
  ]);

const HIDDEN = ["currentPassword", "password", "confirmPassword"];
const answer = (fields: { created?: { name: string; token: string } | null; error?: string | null; changeEmail?: Reply; changePassword?: Reply } = {}) => ({
  created: null,
  error: null,
  changeEmail: null,
  changePassword: null,
  ...fields,
});
type Reply = SubmissionResult<string[]> | null;

/**
 * Change the email or the password (each with the current password), create a named token (shown once,
 * in this answer) or revoke one; all work without JavaScript.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form?.get("intent");
  if (form && (intent === "change-email" || intent === "change-password")) return changeAccount(request, user, form);
  const parsed = actionSchema().safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) return data(answer({ error: form ? (parsed.error.issues[0]?.message ?? "Invalid request.") : UNREADABLE_FORM }), { status: 400 });
  if (parsed.data.intent === "create") {
    const created = await createApiToken({ userId: user.id, name: parsed.data.name });
    return answer({ created: { name: created.name, token: created.token } });
  }
  const revoked = await revokeApiToken({ id: parsed.data.tokenId, userId: user.id });
  if (!revoked) return data(answer({ error: "Token not found." }), { status: 404 });
  return redirectWithToastMessage("/dashboard/account", { type: "success", message: "Token revoked" });
}

async function changeAccount(request: Request, user: SessionUser, form: FormData) {
  const sessionKey = await getSessionKey(request);
  if (form.get("intent") === "change-email") {
    const submission = parseWithZod(form, { schema: ChangeEmailSchema });
    if (submission.status !== "success") return data(answer({ changeEmail: submission.reply({ hideFields: HIDDEN }) }), { status: 400 });
    const changed = await changeEmail({ user, sessionKey, email: submission.value.email, currentPassword: submission.value.currentPassword });
    if (!changed.ok) return data(answer({ changeEmail: submission.reply({ fieldErrors: { [changed.field]: [changed.message] }, hideFields: HIDDEN }) }), { status: 400 });
    return redirectWithToastMessage("/dashboard/account", {
      type: "success",
      message: "Email changed",
      description: `You now sign in with ${submission.value.email}. Other browsers were signed out, and we sent a notice to ${user.email}.`,
    });
  }
  const submission = parseWithZod(form, { schema: ChangePasswordSchema });
  if (submission.status !== "success") return data(answer({ changePassword: submission.reply({ hideFields: HIDDEN }) }), { status: 400 });
  const changed = await changePassword({ user, sessionKey, currentPassword: submission.value.currentPassword, password: submission.value.password });
  if (!changed.ok) return data(answer({ changePassword: submission.reply({ fieldErrors: { [changed.field]: [changed.message] }, hideFields: HIDDEN }) }), { status: 400 });
  return redirectWithToastMessage("/dashboard/account", {
    type: "success",
    message: "Password changed",
    description: `Other browsers were signed out, and we sent a notice to ${user.email}.`,
  });
}

const when = (date: Date | string | null) => (date ? new Date(date).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC" : "Never");

export default function AccountPage() {
  const { email, tokens } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const creating = useNavigation().formData?.get("intent") === "create";
  const live = tokens.filter((t) => !t.revokedAt);
  const revoked = tokens.filter((t) => t.revokedAt);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold">Account</h1>
        <p className="mt-1 text-sm break-words text-gray-600">Signed in as {email}.</p>
      </div>

      <ChangeEmailForm key={`email:${email}`} email={email} lastResult={actionData?.changeEmail ?? null} />
      <ChangePasswordForm lastResult={actionData?.changePassword ?? null} />

      <section className="card space-y-4" aria-labelledby="tokens-title">
        <div>
          <h2 id="tokens-title" className="text-lg font-semibold">
            API tokens
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            Scripts and other apps use a token to call the JSON API (<a className="link" href="/api/openapi.json">/api/openapi.json</a>) with{" "}
            <code>Authorization: Bearer &lt;token&gt;</code>. Treat a token like a password; revoke any you no longer use.
          </p>
        </div>

        {actionData?.created ? (
          <div role="status" className="rounded-md border border-green-200 bg-green-50 p-4 text-green-900">
            <p className="font-semibold wrap-anywhere">Token &quot;{actionData.created.name}&quot; created. Copy it now: it won&apos;t be shown again.</p>
            <input readOnly aria-label="New API token" value={actionData.created.token} className="input mt-2 font-mono text-xs" />
          </div>
        ) : null}
        {actionData?.error ? (
          <p role="alert" className="text-sm text-red-700">
            {actionData.error}
          </p>
        ) : null}

        {/* A new key after each created token empties the name field for the next one. */}
        <Form method="post" className="flex flex-wrap items-end gap-2" key={actionData?.created?.token ?? "new"}>
          <input type="hidden" name="intent" value="create" />
          <div className="grow">
            <label htmlFor="token-name" className="label">
              Token name
            </label>
            <input id="token-name" name="name" required maxLength={TOKEN_NAME_MAX} className="input" placeholder="Monday tournament script" />
          </div>
          <button type="submit" className="btn-primary" disabled={creating}>
            {creating ? "Creating..." : "Create token"}
          </button>
        </Form>

        {live.length === 0 ? (
          <p className="text-sm text-gray-600">No API tokens yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-gray-200 text-gray-600">
                <th className="py-2">Name</th>
                <th className="py-2">Created</th>
                <th className="py-2">Last used</th>
                <th className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {live.map((t) => (
                <tr key={t.id} className="border-b border-gray-100">
                  <td className="py-2 font-medium wrap-anywhere">{t.name}</td>
                  <td className="py-2" title={when(t.createdAt)}>
                    {timeAgo(t.createdAt)}
                  </td>
                  <td className="py-2">{t.lastUsedAt ? <span title={when(t.lastUsedAt)}>{timeAgo(t.lastUsedAt)}</span> : "Never"}</td>
                  <td className="py-2 text-right">
                    <Form method="post">
                      <input type="hidden" name="intent" value="revoke" />
                      <input type="hidden" name="tokenId" value={t.id} />
                      <button type="submit" className="btn-secondary" aria-label={`Revoke ${t.name}`}>
                        Revoke
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {revoked.length ? <p className="text-xs text-gray-500">{revoked.length} revoked token{revoked.length === 1 ? "" : "s"} no longer work.</p> : null}
      </section>
    </div>
  );
}
