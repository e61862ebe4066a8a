import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { ErrorList } from "~/components/form";
import { redeemPromoCode, type RedeemResult } from "~/models/promo.server";
import { PROMO_MESSAGES, PromoRedeemSchema } from "~/utils/promo-schemas";
import { requireUser, requireUserId } from "~/utils/session.server";
import { toastHeaders } from "~/utils/toast.server";
import { UNLIMITED_GRANTS } from "~/utils/plan-access";
import { useHydrated } from "~/utils/use-hydrated";
import { requireBilling } from "~/utils/billing.server";

export const meta: MetaFunction = () => [{ title: "Redeem Promo Code — Tierlist" }];

/** After a redeemed code, the page returns to the dashboard in 3 s. */
const REDIRECT_MS = 3000;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserId(request);
  requireBilling();
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  requireBilling();
  const submission = parseWithZod(await request.formData(), { schema: PromoRedeemSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), message: null }, { status: 400 });

  let outcome: RedeemResult;
  try {
    outcome = await redeemPromoCode({ userId: user.id, code: submission.value.code });
  } catch (error) {
    console.error("promo redeem failed", error);
    outcome = { ok: false, status: 500, message: PROMO_MESSAGES.unexpected };
  }
  if (!outcome.ok) {
    const message = outcome.message || PROMO_MESSAGES.redeemFailed;
    return data(
      { result: submission.reply({ fieldErrors: { code: [message] } }), message: null },
      { status: outcome.status, headers: await toastHeaders(request, { type: "error", message }) },
    );
  }
  return { result: submission.reply({ resetForm: true }), message: outcome.message };
}

// Spec: what promo codes may give. "Premium features" is said exactly: the zip download of tiers.
const PERKS = [...UNLIMITED_GRANTS, "Extra tournament credits"];

function SuccessPanel({ message, hydrated }: { message: string; hydrated: boolean }) {
  return (
    <div role="status" className="rounded-md border border-green-200 bg-green-50 p-4 text-green-900">
      {/* Without JavaScript the browser follows this; with it, a timer navigates instead. */}
      {hydrated ? null : <meta httpEquiv="refresh" content={`${REDIRECT_MS / 1000};url=/dashboard`} />}
      <p className="font-semibold">{message}</p>
      <p className="mt-1 text-sm">Redirecting to dashboard...</p>
    </div>
  );
}

export default function RedeemPromoPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const success = !pending ? actionData?.message : null;

  const [form, fields] = useForm({
    id: "redeem-promo",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PromoRedeemSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate("/dashboard"), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Redeem Promo Code</h1>
        <p className="mt-1 text-sm text-gray-600">Enter your promo code to unlock extra access for your account.</p>
      </div>

      <section className="card space-y-4">
        {success ? (
          <SuccessPanel message={success} hydrated={hydrated} />
        ) : (
          <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
            <div>
              <label htmlFor={fields.code.id} className="label">
                Promo Code
              </label>
              <input
                {...getInputProps(fields.code, { type: "text" })}
                className="input font-mono uppercase"
                placeholder="ENTER YOUR CODE"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={100}
              />
              <ErrorList id={fields.code.errorId} errors={fields.code.errors} />
            </div>
            <ErrorList id={form.errorId} errors={form.errors} />
            <button type="submit" className="btn-primary w-full" disabled={pending}>
              {pending ? "Redeeming..." : "Redeem Code"}
            </button>
          </Form>
        )}
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard" className="btn-secondary">
            Back to Dashboard
          </Link>
          <Link to="/subscription/manage" className="btn-secondary">
            View Subscription Plans
          </Link>
        </div>
      </section>

      <section className="card">
        <h2 className="text-lg font-semibold">What a promo code can give you</h2>
        <ul className="mt-3 space-y-2 text-sm text-gray-700">
          {PERKS.map((perk) => (
            <li key={perk} className="flex items-center gap-2">
              <span aria-hidden="true" className="text-green-600">
                ✓
              </span>
              {perk}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
