import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { ChangeEmailSchema, ChangePasswordSchema, PASSWORD_MIN } from "~/utils/account-schemas";
import { ErrorList, TextField } from "./form";

type Reply = SubmissionResult<string[]> | null;

/** One of the account page's cards: a plain form (works without JavaScript) that names its intent. */
function AccountCard<Schema extends Record<string, unknown>>({
  form,
  intent,
  title,
  intro,
  button,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  intent: string;
  title: string;
  intro: string;
  button: string;
  children: React.ReactNode;
}) {
  const sending = useNavigation().formData?.get("intent") === intent;
  return (
    <section className="card space-y-4" aria-labelledby={`${intent}-title`}>
      <div>
        <h2 id={`${intent}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{intro}</p>
      </div>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <input type="hidden" name="intent" value={intent} />
        {children}
        <ErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? "Changing..." : button}
        </button>
      </Form>
    </section>
  );
}

export function ChangeEmailForm({ email, lastResult }: { email: string; lastResult: Reply }) {
  const [form, fields] = useForm({
    id: "change-email",
    lastResult,
    defaultValue: { email },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangeEmailSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <AccountCard form={form} intent="change-email" title="Email address" button="Change email" intro="You sign in with it, and mails about your tournaments go to it. We send a notice to your current address when it changes.">
      <TextField label="New email address" meta={fields.email} type="email" autoComplete="email" />
      <TextField label="Current password" meta={fields.currentPassword} type="password" autoComplete="current-password" />
    </AccountCard>
  );
}

export function ChangePasswordForm({ lastResult }: { lastResult: Reply }) {
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <AccountCard form={form} intent="change-password" title="Password" button="Change password" intro={`At least ${PASSWORD_MIN} characters. Changing it signs out every other browser where you are signed in.`}>
      <TextField label="Current password" meta={fields.currentPassword} type="password" autoComplete="current-password" />
      <TextField label="New password" meta={fields.password} type="password" autoComplete="new-password" />
      <TextField label="Confirm new password" meta={fields.confirmPassword} type="password" autoComplete="new-password" />
    </AccountCard>
  );
}
