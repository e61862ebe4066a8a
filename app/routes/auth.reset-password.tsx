import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthLayout } from "~/components/auth-layout";
import { ErrorList, TextField } from "~/components/form";
import { isResetTokenUsable, resetPassword } from "~/models/user.server";
import { ResetPasswordSchema } from "~/utils/auth-schemas";
import { formErrorReply, readForm, UNREADABLE_FORM } from "~/utils/input.server";
import { toastHeaders } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Reset password — Tierlist" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, usable: token ? await isResetTokenUsable(token) : false };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (!form) return data({ result: formErrorReply(UNREADABLE_FORM), done: false }, { status: 400 });
  const submission = parseWithZod(form, { schema: ResetPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }), done: false }, { status: 400 });
  if (!(await resetPassword(submission.value.token, submission.value.password))) {
    const message = "This reset link has expired or was already used. Please request a new link.";
    return data(
      { result: submission.reply({ formErrors: [message], hideFields: ["password", "confirmPassword"] }), done: false },
      { status: 400, headers: await toastHeaders(request, { type: "error", message: "Error", description: message }) },
    );
  }
  return { result: submission.reply({ resetForm: true }), done: true };
}

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthLayout title="Invalid Reset Link">
      <p className="text-sm text-gray-700">{message}</p>
      <Link to="/auth/forgot-password" className="btn-primary mt-6 w-full">
        Request new link
      </Link>
    </AuthLayout>
  );
}

export default function ResetPasswordPage() {
  const { token, usable } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (actionData?.done) {
    return (
      <AuthLayout title="Password updated">
        <p className="text-sm text-gray-700" role="status">
          Your password has been reset. You can now log in with your new password.
        </p>
        <Link to="/auth/login" className="btn-primary mt-6 w-full">
          Go to login
        </Link>
      </AuthLayout>
    );
  }
  if (!token) return <InvalidLink message="This password reset link is missing its token." />;
  if (!usable) return <InvalidLink message="This password reset link has expired or was already used." />;
  return (
    <AuthLayout title="Choose a new password">
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <TextField label="New password" meta={fields.password} type="password" autoComplete="new-password" />
        <TextField label="Confirm new password" meta={fields.confirmPassword} type="password" autoComplete="new-password" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? "Saving..." : "Reset password"}
        </button>
      </Form>
    </AuthLayout>
  );
}
