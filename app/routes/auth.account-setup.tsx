import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigate, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AuthLayout } from "~/components/auth-layout";
import { getAccountSetupState } from "~/models/account-setup.server";
import { requireUserId } from "~/utils/session.server";
import { redirectWithToastMessage } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Setting up your account — Tierlist" }];

const SETUP_STEPS = ["Account created", "Demo tournament prepared", "Sample candidates loaded", "Dashboard ready"] as const;
const MAX_CHECKS = 10;
const CHECK_EVERY_S = 2;
const REDIRECT_AFTER_S = 3;
const SLOW = { type: "info", message: "Account created", description: "Some features may still be setting up in the background." } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const check = Number(new URL(request.url).searchParams.get("check") ?? 0) || 0;
  const state = await getAccountSetupState(userId);
  // Without JavaScript the page refreshes itself; the check count travels in the URL.
  if (!state.complete && check > MAX_CHECKS) throw await redirectWithToastMessage("/dashboard", SLOW);
  return { ...state, check };
}

export default function AccountSetupPage() {
  const { done, complete, check } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const checks = useRef(0);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (complete) {
      const t = setTimeout(() => navigate("/dashboard"), REDIRECT_AFTER_S * 1000);
      return () => clearTimeout(t);
    }
    const t = setInterval(() => {
      checks.current += 1;
      if (checks.current > MAX_CHECKS) {
        clearInterval(t);
        setSlow(true);
        setTimeout(() => navigate(`/auth/account-setup?check=${MAX_CHECKS + 1}`), REDIRECT_AFTER_S * 1000);
        return;
      }
      revalidator.revalidate();
    }, CHECK_EVERY_S * 1000);
    return () => clearInterval(t);
  }, [complete, navigate, revalidator]);

  const percent = Math.round((done.filter(Boolean).length / done.length) * 100);
  const message = complete ? "Account ready!" : slow ? "Setup taking longer than expected..." : "Setting up your account...";
  return (
    <AuthLayout title="Setting up your account">
      <noscript>
        <meta httpEquiv="refresh" content={complete ? `${REDIRECT_AFTER_S};url=/dashboard` : `${CHECK_EVERY_S};url=/auth/account-setup?check=${check + 1}`} />
      </noscript>
      <p className="text-sm font-medium" role="status" aria-live="polite">
        {message}
      </p>
      <div className="mt-3 h-2 w-full overflow-hidden rounded bg-gray-200" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label="Account setup progress">
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-6 space-y-3">
        {SETUP_STEPS.map((step, i) => (
          <li key={step} className="flex items-center gap-3 text-sm" data-done={done[i] ? "true" : "false"}>
            <span aria-hidden className={`grid h-6 w-6 place-items-center rounded-full text-xs ${done[i] ? "bg-green-600 text-white" : "bg-gray-200 text-gray-600"}`}>
              {done[i] ? "✓" : i + 1}
            </span>
            <span className={done[i] ? "text-gray-900" : "text-gray-600"}>
              {step}
              <span className="sr-only">{done[i] ? " (done)" : " (in progress)"}</span>
            </span>
          </li>
        ))}
      </ol>
    </AuthLayout>
  );
}
