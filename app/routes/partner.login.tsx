import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { AuthLayout } from "~/components/auth-layout";
import { ErrorList } from "~/components/form";
import { getPartnerFromSession, signInPartner } from "~/models/partner-session.server";
import { clientKey } from "~/utils/rate-limit.server";

export const meta: MetaFunction = () => [{ title: "Partner sign in — Tierlist" }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getPartnerFromSession(request)) throw redirect("/partner/dashboard");
  return null;
}

/** A plain form post (works without JavaScript): the same check as POST /api/partner/login. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const username = form.get("username");
  const result = await signInPartner({ username, jwtToken: form.get("jwtToken") }, clientKey(context, request));
  if (result.ok) return redirect("/partner/dashboard", { headers: { "Set-Cookie": result.cookie } });
  return data(
    { message: result.message, fieldErrors: result.fieldErrors ?? {}, username: typeof username === "string" ? username : "" },
    { status: result.status, headers: { "Cache-Control": "no-store" } },
  );
}

export default function PartnerLoginPage() {
  const result = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  return (
    <AuthLayout title="Partner Sign In" subtitle="View the analysis of the listings you sent through the partner API.">
      <Form method="post" noValidate className="space-y-4">
        <div>
          <label htmlFor="partner-username" className="label">
            Username
          </label>
          <input
            id="partner-username"
            name="username"
            type="text"
            className="input"
            autoComplete="username"
            defaultValue={result?.username ?? ""}
            aria-invalid={result?.fieldErrors.username ? true : undefined}
            aria-describedby={result?.fieldErrors.username ? "partner-username-error" : undefined}
          />
          <ErrorList id="partner-username-error" errors={result?.fieldErrors.username} />
        </div>
        <div>
          <label htmlFor="partner-token" className="label">
            Secret or JWT token
          </label>
          <input
            id="partner-token"
            name="jwtToken"
            type="password"
            className="input font-mono"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={result?.fieldErrors.jwtToken ? true : undefined}
            aria-describedby={result?.fieldErrors.jwtToken ? "partner-token-error" : "partner-token-hint"}
          />
          <ErrorList id="partner-token-error" errors={result?.fieldErrors.jwtToken} />
          <p id="partner-token-hint" className="mt-1 text-xs text-gray-600">
            Paste the partner secret your administrator gave you with your username. A token from the partner API (<code>POST /v1/auth/login</code>, valid for one
            hour) works here too.
          </p>
        </div>
        {result?.message ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
            {result.message}
          </p>
        ) : null}
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? "Signing in..." : "Sign In"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/" className="link">
          Back to Home
        </Link>
      </p>
    </AuthLayout>
  );
}
