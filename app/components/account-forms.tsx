import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { ChangeEmailSchema, ChangePasswordSchema, PASSWORD_MIN } from "~/utils/account-schemas";
import { ErrorList, TextField } from "./form";

/** Which of the page's forms is being sent. */
const useSending = (intent: string) => useNavigation().formData?.get("intent") === intent;

export function ChangeEmailForm({ email, lastResult }: { email: string; lastResult: SubmissionResult<string[]> | null }) {
  const sending = useSending("change-email");
  const [form, fields] = useForm({
    id: "change-email",
    lastResult,
    defaultValue: { email },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangeEmailSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="card space-y-4" aria-labelledby="email-title">
      <div>
        <h2 id="email-title" className="text-lg font-semibold">
          Email address
        </h2>
        <p className="mt-1 text-sm text-gray-600">You sign in with it, and mails about your tournaments go to it. We send a notice to your current address when it changes.</p>
      </div>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="change-email" />
        <TextField label="New email address" meta={fields.email} type="email" autoComplete="email" />
        <TextField label="Current password" meta={fields.currentPassword} type="password" autoComplete="current-password" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? "Changing..." : "Change email"}
        </button>
      </Form>
    </section>
  );
}

export function ChangePasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const sending = useSending("change-password");
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="card space-y-4" aria-labelledby="password-title">
      <div>
        <h2 id="password-title" className="text-lg font-semibold">
          Password
        </h2>
        <p className="mt-1 text-sm text-gray-600">At least {PASSWORD_MIN} characters. Changing it signs out every other browser where you are signed in.</p>
      </div>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="change-password" />
        <TextField label="Current password" meta={fields.currentPassword} type="password" autoComplete="current-password" />
        <TextField label="New password" meta={fields.password} type="password" autoComplete="new-password" />
        <TextField label="Confirm new password" meta={fields.confirmPassword} type="password" autoComplete="new-password" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? "Changing..." : "Change password"}
        </button>
      </Form>
    </section>
  );
}
