import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { AuthLayout } from "~/components/auth-layout";
import { ErrorList, TextField } from "~/components/form";
import { requestPasswordReset } from "~/models/user.server";
import { ForgotPasswordSchema } from "~/utils/auth-schemas";
import { clientKey, hitRateLimit, RATE_LIMITS } from "~/utils/rate-limit.server";
import { formErrorReply, readForm, UNREADABLE_FORM } from "~/utils/input.server";
import { toastHeaders } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Forgot password — Tierlist" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (!form) return data({ result: formErrorReply(UNREADABLE_FORM), sentTo: null }, { status: 400 });
  const submission = parseWithZod(form, { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sentTo: null }, { status: 400 });
  const limit = await hitRateLimit(RATE_LIMITS.forgotPassword, clientKey(context, request));
  if (!limit.allowed) {
    const message = "Too many requests. Please try again later.";
    return data(
      { result: submission.reply({ formErrors: [message] }), sentTo: null },
      { status: 429, headers: await toastHeaders(request, { type: "error", message: "Error", description: message }) },
    );
  }
  // Same answer whether or not the account exists.
  await requestPasswordReset(submission.value.email);
  return { result: submission.reply({ resetForm: true }), sentTo: submission.value.email };
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
    shouldValidate: "onBlur",
  });
  if (actionData?.sentTo) {
    return (
      <AuthLayout title="Check your email">
        <p className="text-sm text-gray-700" role="status">
          If an account exists for <strong>{actionData.sentTo}</strong>, we sent a link to reset its password. The link expires in 1 hour.
        </p>
        <Form method="get" className="mt-6">
          <button type="submit" className="btn-secondary w-full">
            Try another email
          </button>
        </Form>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter your email and we'll send you a link to reset it.">
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <TextField label="Email" meta={fields.email} type="email" autoComplete="email" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? "Sending..." : "Send reset link"}
        </button>
        <p className="text-center text-sm">
          <Link to="/auth/login" className="link">
            Back to log in
          </Link>
        </p>
      </Form>
    </AuthLayout>
  );
}
