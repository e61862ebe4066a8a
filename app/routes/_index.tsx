import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DemoForm } from "~/components/demo-form";
import { DemoResults } from "~/components/demo-results";
import { DEMO_MAX_FILES } from "~/utils/demo-messages";
import { Pricing } from "~/components/landing-pricing";
import { Features, Hero, HowItWorks, LandingFooter, LandingHeader } from "~/components/landing-sections";
import { getDemoView, submitDemoForm } from "~/models/demo.server";
import { runTimeText, typicalDemoSeconds } from "~/models/demo-run-time.server";
import { MAX_FILES } from "~/extraction/limits";
import { publicPlanCaps } from "~/models/credits.server";
import { count } from "~/utils/format";
import { listPublicPlans } from "~/models/plans.server";
import { clientKey } from "~/utils/rate-limit.server";
import { toastHeaders } from "~/utils/toast.server";
import { billingEnabled } from "~/utils/billing.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: "Tierlist — AI resume screening that shows its work" },
  {
    name: "description",
    content: `Upload up to ${count(data?.caps.largest ?? MAX_FILES)} resumes and get every candidate ranked into tiers A to D, with the evidence behind each tier.`,
  },
  // A demo's URL is its only key: keep it out of search engines.
  ...(data?.demo || data?.demoMissing ? [{ name: "robots", content: "noindex" }] : []),
];

export async function loader({ request }: LoaderFunctionArgs) {
  const demoId = new URL(request.url).searchParams.get("demo");
  const billing = billingEnabled();
  const [planRows, demo, demoSeconds] = await Promise.all([
    billing ? listPublicPlans() : [],
    demoId ? getDemoView(demoId) : null,
    typicalDemoSeconds(),
  ]);
  return { plans: planRows, billing, caps: publicPlanCaps(planRows), demo, demoMissing: Boolean(demoId) && !demo, runTime: runTimeText(demoSeconds) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitDemoForm(request, clientKey(context, request));
  if (result.ok) return redirect(`/?demo=${result.id}#try-demo`);
  const headers = result.toast ? await toastHeaders(request, { type: "error", ...result.toast }) : undefined;
  return data(result.reply, { status: result.status, headers });
}

export default function LandingPage() {
  const { plans, billing, caps, demo, demoMissing, runTime } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="min-h-full bg-white">
      <LandingHeader pricing={billing} />
      <main>
        <Hero caps={caps} />
        <Features caps={caps} />
        <HowItWorks />
        {billing ? <Pricing plans={plans} /> : null}
        <section id="try-demo" aria-labelledby="demo-title" className="scroll-mt-4 px-6 py-16">
          <div className="mx-auto max-w-3xl space-y-6">
            <div>
              <h2 id="demo-title" className="text-2xl font-bold">
                Try the demo
              </h2>
              <p className="mt-2 text-gray-700">
                Rank up to {DEMO_MAX_FILES} resumes against a job without signing up. Typical run time: {runTime}.
              </p>
            </div>
            {demo ? (
              <DemoResults demo={demo} runTime={runTime} caps={caps} />
            ) : (
              <>
                {demoMissing ? (
                  <p role="alert" className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
                    This demo could not be found. Demos are deleted after 24 hours; start a new one below.
                  </p>
                ) : null}
                <DemoForm lastResult={lastResult} runTime={runTime} />
              </>
            )}
          </div>
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}
