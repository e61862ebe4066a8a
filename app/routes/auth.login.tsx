import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { AuthLayout } from "~/components/auth-layout";
import { ErrorList, TextField } from "~/components/form";
import { LoginSchema } from "~/utils/auth-schemas";
import { authenticator, LoginError } from "~/models/auth.server";
import { isKnownDevice, markKnownDevice } from "~/utils/known-device.server";
import { claimLoginAttempt, clearLoginAttempts, clientKey, hitRateLimit, RATE_LIMITS } from "~/utils/rate-limit.server";
import { createUserSession, getUserId, safeRedirect } from "~/utils/session.server";
import { formErrorReply, readForm, UNREADABLE_FORM } from "~/utils/input.server";
import { toastHeaders } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Log in — Tierlist" }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUserId(request)) throw redirect("/dashboard");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request.clone());
  if (!form) return data(formErrorReply(UNREADABLE_FORM), { status: 400 });
  const submission = parseWithZod(form, { schema: LoginSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  const tooMany = async (message: string) =>
    data(submission.reply({ formErrors: [message], hideFields: ["password"] }), {
      status: 429,
      headers: await toastHeaders(request, { type: "error", message: "Login error", description: message }),
    });
  const limit = await hitRateLimit(RATE_LIMITS.login, clientKey(context, request));
  if (!limit.allowed) return tooMany(`Too many sign-in attempts. Please try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.`);
  // Per account, from any address: a growing delay after a few failures. A browser that signed in to it before isn't delayed.
  const { email } = submission.value;
  if (!(await isKnownDevice(request, email))) {
    const attempt = await claimLoginAttempt(email);
    if (!attempt.allowed) {
      const wait = attempt.retryAfterSeconds === 1 ? "1 second" : `${attempt.retryAfterSeconds} seconds`;
      return tooMany(`Too many failed sign-ins for this account. Please wait ${wait} and try again.`);
    }
  }
  try {
    const user = await authenticator.authenticate("form", request);
    await clearLoginAttempts(email);
    const response = await createUserSession(request, user.id, safeRedirect(submission.value.redirectTo));
    response.headers.append("Set-Cookie", await markKnownDevice(request, email));
    return response;
  } catch (error) {
    if (!(error instanceof LoginError)) throw error;
    return data(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), {
      status: 401,
      headers: await toastHeaders(request, { type: "error", message: "Login error", description: error.message }),
    });
  }
}

export default function LoginPage() {
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const pending = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "login",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AuthLayout
      title="Log in"
      subtitle={
        <>
          New here?{" "}
          <Link to="/auth/signup" className="link">
            Create an account
          </Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <TextField label="Email" meta={fields.email} type="email" autoComplete="email" />
        <TextField label="Password" meta={fields.password} type="password" autoComplete="current-password" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex items-center justify-between">
          <Link to="/auth/forgot-password" className="link text-sm">
            Forgot your password?
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? "Logging in..." : "Log in"}
        </button>
      </Form>
    </AuthLayout>
  );
}
