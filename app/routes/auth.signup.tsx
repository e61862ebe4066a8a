import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { AuthLayout } from "~/components/auth-layout";
import { ErrorList, TextField } from "~/components/form";
import { createUser, EmailTakenError } from "~/models/user.server";
import { SignupSchema } from "~/utils/auth-schemas";
import { clientKey, hitRateLimit, RATE_LIMITS } from "~/utils/rate-limit.server";
import { createUserSession, getUserId } from "~/utils/session.server";
import { formErrorReply, readForm, UNREADABLE_FORM } from "~/utils/input.server";
import { toastHeaders } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Sign up — Tierlist" }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUserId(request)) throw redirect("/dashboard");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (!form) return data(formErrorReply(UNREADABLE_FORM), { status: 400 });
  const submission = parseWithZod(form, { schema: SignupSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password", "confirmPassword"] }), { status: 400 });

  const limit = await hitRateLimit(RATE_LIMITS.signup, clientKey(context, request));
  const fail = async (message: string, status: number) =>
    data(submission.reply({ formErrors: [message], hideFields: ["password", "confirmPassword"] }), {
      status,
      headers: await toastHeaders(request, { type: "error", message: "Registration error", description: message }),
    });
  if (!limit.allowed) return fail("Too many sign-ups from this network. Please try again later.", 429);
  try {
    const user = await createUser(submission.value);
    // The account exists now; account setup shows the real progress of the sample tournament.
    return createUserSession(request, user.id, "/auth/account-setup");
  } catch (error) {
    if (error instanceof EmailTakenError) return fail(error.message, 409);
    console.error(error);
    return fail("Failed to create account. Please try again.", 500);
  }
}

export default function SignupPage() {
  const lastResult = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "signup",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignupSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AuthLayout
      title="Create your account"
      subtitle={
        <>
          Already have an account?{" "}
          <Link to="/auth/login" className="link">
            Log in
          </Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <TextField label="Email" meta={fields.email} type="email" autoComplete="email" />
        <TextField label="Password" meta={fields.password} type="password" autoComplete="new-password" />
        <TextField label="Confirm password" meta={fields.confirmPassword} type="password" autoComplete="new-password" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? "Creating account..." : "Sign up"}
        </button>
      </Form>
    </AuthLayout>
  );
}
