import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AppShell } from "~/components/app-shell";
import { Logo } from "~/components/auth-layout";
import { publicPlanCaps, resumeCap, userPlan } from "~/models/credits.server";
import { listPublicPlans } from "~/models/plans.server";
import { env } from "~/utils/env.server";
import { count } from "~/utils/format";
import { getUser } from "~/utils/session.server";
import { billingEnabled } from "~/utils/billing.server";

export const meta: MetaFunction = () => [{ title: "Help & Support — Tierlist" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const billing = billingEnabled();
  const [rows, access] = await Promise.all([billing ? listPublicPlans() : [], user && billing ? userPlan(user.id) : null]);
  const caps = publicPlanCaps(rows);
  // A signed-in reader is told their own plan's cap, not the largest pack's.
  const upload = !billing
    ? `Bulk upload up to ${count(caps.perUpload)} resumes at a time: this server runs without credits, so every tournament takes up to ${count(caps.largest)}.`
    : access
      ? access.unlimited
        ? `Bulk upload up to ${count(caps.perUpload)} resumes at a time; your tournaments have no resume cap.`
        : `Bulk upload up to ${count(Math.min(resumeCap(access)!, caps.perUpload))} resumes: your plan (${access.plan.name}) takes up to ${count(resumeCap(access)!)} resumes per tournament.`
      : `Bulk upload up to ${count(caps.perUpload)} resumes at a time: up to ${count(caps.free.resumes)} per tournament on the free plan, up to ${count(caps.largest)} with a credit pack.`;
  return { user: user ? { email: user.email, role: user.role, billing } : null, supportEmail: env().SUPPORT_EMAIL, upload, billing };
}

function HelpContent({ supportEmail, upload, billing }: { supportEmail: string; upload: string; billing: boolean }) {
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <h1 className="text-2xl font-bold">Help & Support</h1>
      <section className="card">
        <h2 className="text-lg font-semibold">Getting started</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-gray-800">
          <li>
            <Link to="/auth/login" className="link">Log in</Link> or <Link to="/auth/signup" className="link">sign up</Link>.
          </li>
          <li>Click New Tournament and enter a job description or key skills.</li>
          <li>{upload}</li>
          <li>Wait for the AI ranking: every candidate lands in tier A, B, C or D with the evidence behind it.</li>
        </ol>
      </section>
      <section className="card">
        <h2 className="text-lg font-semibold">Frequently asked questions</h2>
        <dl className="mt-3 space-y-4 text-sm">
          <div>
            <dt className="font-medium">Which file formats are supported?</dt>
            <dd className="text-gray-700">PDF and DOCX are supported, as are older Word files (DOC), RTF, OpenDocument text (ODT) and plain text (TXT) in any common encoding. Scanned PDFs fall back to OCR.</dd>
          </div>
          <div>
            <dt className="font-medium">How long does processing take?</dt>
            <dd className="text-gray-700">Under 2 minutes for batches up to 50 resumes, and under 15 minutes for 500-1000 resumes.</dd>
          </div>
          <div>
            <dt className="font-medium">Can I add more resumes later?</dt>
            <dd className="text-gray-700">Yes, more resumes can be added mid-tournament from the tournament page.</dd>
          </div>
          <div>
            <dt className="font-medium">How do I export results?</dt>
            <dd className="text-gray-700">Export ZIP on the tournament page gives the original resumes plus AI summaries, by tier.</dd>
          </div>
        </dl>
      </section>
      <section className="card">
        <h2 className="text-lg font-semibold">How candidates are ranked</h2>
        <p className="mt-3 text-sm text-gray-800">
          Every requirement on a candidate's page comes from your tournament: its title, description, key requirements and
          nice-to-haves, in your own words, or from the occupation the title belongs to. Each one shows the line of the resume
          that meets it, and a requirement counts as met only by what the candidate says they did, hold or know. A tool of the
          same kind as the one you asked for earns half credit, and the page says which. The score weighs how close the
          candidate's titles and work are in meaning to this job, and how much of what you asked they have; the weights were
          learned from real postings and resumes, and the candidate's page shows each part. The same resume always gets the
          same tier.
        </p>
      </section>
      <section className="card">
        <h2 className="text-lg font-semibold">Data sources</h2>
        <p className="mt-3 text-sm text-gray-800">
          Job titles, related occupations, technology skills and the words that tell one occupation from another come from
          O*NET. This product includes information from the O*NET 27.0 Database by the U.S. Department of Labor, Employment and
          Training Administration (USDOL/ETA). Used under the{" "}
          <a href="https://creativecommons.org/licenses/by/4.0/" className="link" rel="noreferrer">
            CC BY 4.0
          </a>{" "}
          license. O*NET® is a trademark of USDOL/ETA. The product's authors have modified all or some of this information;
          USDOL/ETA has not approved, endorsed, or tested these modifications.
        </p>
      </section>
      <section className="card">
        <h2 className="text-lg font-semibold">Troubleshooting</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-gray-800">
          <li>File names should use only letters, numbers, hyphens or underscores.</li>
          {billing ? (
            <>
              <li>
                Payment problems: credit packs are paid on the card payment page opened from{" "}
                <Link to="/subscription/manage" className="link">
                  Credits
                </Link>
                . If a payment went through but no credits appeared after a few minutes, write to us with the date and amount.
              </li>
              <li>
                Limits: your tournament credits left and the resumes allowed per tournament are on{" "}
                <Link to="/subscription/manage" className="link">
                  Credits
                </Link>
                .
              </li>
            </>
          ) : (
            <li>Limits: this server runs without credits; each tournament takes as many resumes as one upload.</li>
          )}
        </ul>
      </section>
      <section className="card">
        <h2 className="text-lg font-semibold">Contact support</h2>
        <p className="mt-2 text-sm text-gray-800">
          Write to <a className="link" href={`mailto:${supportEmail}`}>{supportEmail}</a>. We reply within 24 business hours. Please include your name, company,
          the tournament name or ID, and a description of the problem.
        </p>
      </section>
    </div>
  );
}

export default function HelpPage() {
  const { user, supportEmail, upload, billing } = useLoaderData<typeof loader>();
  if (user) {
    return (
      <AppShell user={user}>
        <HelpContent supportEmail={supportEmail} upload={upload} billing={billing} />
      </AppShell>
    );
  }
  return (
    <div className="min-h-full">
      <header className="flex h-14 items-center justify-between border-b border-gray-200 bg-white px-4">
        <Logo />
        <Link to="/auth/login" className="btn-secondary">
          Log In
        </Link>
      </header>
      <main className="px-4 py-10">
        <HelpContent supportEmail={supportEmail} upload={upload} billing={billing} />
      </main>
    </div>
  );
}
