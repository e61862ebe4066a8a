import { Link } from "@remix-run/react";
import { MAX_FILES } from "~/extraction/limits";
import type { PlanCaps } from "~/models/credits.server";
import { count } from "~/utils/format";
import { Logo } from "./auth-layout";
import { TIER_STYLES } from "./tier-badge";

/** `anchorBase`: "/" on pages other than the landing page, whose sections the links name; `pricing` is false on a server without billing: no plans to show. */
export function LandingHeader({ anchorBase = "", pricing = true }: { anchorBase?: string; pricing?: boolean }) {
  return (
    <header className="flex h-16 items-center justify-between border-b border-gray-100 bg-white px-6">
      <Logo />
      <nav aria-label="Site" className="flex items-center gap-3">
        {pricing ? (
          <a href={`${anchorBase}#pricing`} className="hidden text-sm font-medium text-gray-700 hover:text-gray-900 sm:inline">
            Pricing
          </a>
        ) : null}
        <a href={`${anchorBase}#try-demo`} className="hidden text-sm font-medium text-gray-700 hover:text-gray-900 sm:inline">
          Try the demo
        </a>
        <Link to="/auth/login" className="btn-secondary">
          Log In
        </Link>
        <Link to="/auth/signup" className="btn-primary">
          Get Started
        </Link>
      </nav>
    </header>
  );
}

const SAMPLE_TIERS = [
  { tier: "A", label: "Strong match", count: 12 },
  { tier: "B", label: "Good match", count: 34 },
  { tier: "C", label: "Partial match", count: 51 },
  { tier: "D", label: "Not a match", count: 103 },
];

export function Hero({ caps }: { caps: PlanCaps }) {
  const total = SAMPLE_TIERS.reduce((n, t) => n + t.count, 0);
  return (
    <section aria-labelledby="hero-title" className="mx-auto grid max-w-6xl items-center gap-10 px-6 py-20 md:grid-cols-2">
      <div>
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight">
          Screen hundreds of resumes in minutes, not days
        </h1>
        <p className="mt-4 text-lg text-gray-700">
          Open a tournament for a job, upload up to {count(caps.largest)} resumes (PDF, DOCX, DOC, RTF, ODT or TXT) and every candidate is ranked into tier A, B, C or D,
          with the evidence for each requirement. Cut screening time by 80%.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/auth/signup" className="btn-primary">
            Get Started
          </Link>
          <a href="#try-demo" className="btn-secondary">
            Try the demo
          </a>
        </div>
      </div>
      <figure className="card">
        <figcaption className="text-sm font-medium text-gray-600">Sample tier summary — Frontend Developers, {total} resumes</figcaption>
        <ul className="mt-4 space-y-3 text-sm">
          {SAMPLE_TIERS.map(({ tier, label, count }) => (
            <li key={tier} className="flex items-center gap-3">
              <span className={`grid h-7 w-7 place-items-center rounded font-bold ${TIER_STYLES[tier]}`} aria-label={`Tier ${tier}`}>
                {tier}
              </span>
              <span className="w-28">{label}</span>
              <span className="h-2 flex-1 rounded bg-gray-100" aria-hidden>
                <span className="block h-full rounded bg-brand-500" style={{ width: `${Math.round((count / total) * 100)}%` }} />
              </span>
              <span className="w-10 text-right font-semibold">{count}</span>
            </li>
          ))}
        </ul>
      </figure>
    </section>
  );
}

const features = (caps: PlanCaps) => [
  ["Tiers you can explain", "Every requirement is marked met, partly met or not met, with a quote from the resume."],
  ["Strengths and gaps", "Pros, areas for improvement and follow-up questions for each candidate."],
  [
    "Bulk upload",
    `Up to ${count(caps.largest)} resumes per tournament${caps.free.resumes < caps.largest ? ` (${count(caps.free.resumes)} on the free plan)` : ""}, ${count(caps.perUpload)} in one upload: PDF, DOCX, DOC, RTF, ODT and TXT, scanned PDFs included.`,
  ],
  ["Consistent", "The same resume always gets the same tier, so rankings can be trusted."],
  ["Hard to game", "Hidden text and instructions aimed at the AI are flagged, never scored."],
  ["Export by tier", "Download a tier's resumes and summaries as one zip on paid plans."],
];

export function Features({ caps }: { caps: PlanCaps }) {
  return (
    <section id="features" aria-labelledby="features-title" className="bg-gray-50 px-6 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="features-title" className="text-2xl font-bold">
          Features
        </h2>
        <ul className="mt-6 grid gap-4 text-sm md:grid-cols-3">
          {features(caps).map(([title, text]) => (
            <li key={title} className="card">
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-gray-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const STEPS = [
  ["Create a tournament", "Enter the job title and, if you like, the description and key requirements."],
  ["Upload resumes", `Drop in PDF, DOCX, DOC, RTF, ODT or TXT files, up to ${count(MAX_FILES)} at a time.`],
  ["AI analysis", "Each resume is read and matched against your requirements in the background."],
  ["Review by tier", "Compare candidates in tiers A to D and export the ones you want."],
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="px-6 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="how-title" className="text-2xl font-bold">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 text-sm md:grid-cols-4">
          {STEPS.map(([title, text], i) => (
            <li key={title} className="card">
              <span className="grid h-8 w-8 place-items-center rounded-full bg-brand-100 font-bold text-brand-700" aria-hidden>
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {title}
              </h3>
              <p className="mt-1 text-gray-700">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function LandingFooter() {
  return (
    <footer className="border-t border-gray-100 bg-white px-6 py-8 text-sm text-gray-600">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4">
        <span>© Tierlist</span>
        <nav aria-label="Footer" className="flex flex-wrap gap-4">
          <Link to="/help" className="link">
            Help & Support
          </Link>
          <a href="#privacy" className="link">
            Privacy
          </a>
          <a href="#terms" className="link">
            Terms
          </a>
        </nav>
      </div>
    </footer>
  );
}
