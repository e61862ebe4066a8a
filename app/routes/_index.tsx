import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { Logo } from "~/components/auth-layout";

export const meta: MetaFunction = () => [
  { title: "Tierlist — AI resume screening that shows its work" },
  { name: "description", content: "Upload up to 1,000 resumes and get every candidate ranked into tiers A to D, with the evidence behind each tier." },
];

export default function LandingPage() {
  return (
    <div className="min-h-full bg-white">
      <header className="flex h-16 items-center justify-between border-b border-gray-100 px-6">
        <Logo />
        <nav className="flex items-center gap-3">
          <Link to="/auth/login" className="btn-secondary">
            Log In
          </Link>
          <Link to="/auth/signup" className="btn-primary">
            Get Started
          </Link>
        </nav>
      </header>
      <main>
        <section className="mx-auto grid max-w-6xl gap-10 px-6 py-20 md:grid-cols-2">
          <div>
            <h1 className="text-4xl font-bold tracking-tight">Screen hundreds of resumes in minutes, not days</h1>
            <p className="mt-4 text-lg text-gray-700">
              Open a tournament for a job, upload up to 1,000 resumes (PDF, DOCX or TXT), and every candidate is ranked into tier A, B, C or D, with the
              evidence for each requirement. Cut screening time by 80%.
            </p>
            <div className="mt-8 flex gap-3">
              <Link to="/auth/signup" className="btn-primary">
                Get Started
              </Link>
              <a href="#how-it-works" className="btn-secondary">
                How it works
              </a>
            </div>
          </div>
          <div className="card" aria-label="Sample tier summary">
            <p className="text-sm font-medium text-gray-600">Sample tier summary — Frontend Developers</p>
            <ul className="mt-4 space-y-2 text-sm">
              {[
                ["A", "Strong match", 12, "bg-green-600"],
                ["B", "Good match", 34, "bg-blue-600"],
                ["C", "Partial match", 51, "bg-yellow-500"],
                ["D", "Not a match", 103, "bg-gray-400"],
              ].map(([tier, label, n, color]) => (
                <li key={tier as string} className="flex items-center gap-3">
                  <span className={`grid h-7 w-7 place-items-center rounded font-bold text-white ${color}`}>{tier}</span>
                  <span className="flex-1">{label}</span>
                  <span className="font-semibold">{n}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section id="features" className="bg-gray-50 px-6 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 className="text-2xl font-bold">Features</h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-3 text-sm">
              <li className="card">Explainable tiers: every requirement is marked met, partly met or not met, with a quote from the resume.</li>
              <li className="card">Stable: the same resume always gets the same tier.</li>
              <li className="card">Resistant to hidden text and instructions aimed at the AI.</li>
            </ul>
          </div>
        </section>
        <section id="how-it-works" className="px-6 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 className="text-2xl font-bold">How it works</h2>
            <ol className="mt-6 grid gap-4 md:grid-cols-4 text-sm">
              <li className="card">1. Create a tournament with the job title and requirements.</li>
              <li className="card">2. Upload resumes: PDF, DOCX or TXT, scanned PDFs included.</li>
              <li className="card">3. We read and analyze every resume in the background.</li>
              <li className="card">4. Review candidates by tier and export the ones you want.</li>
            </ol>
          </div>
        </section>
        <section id="pricing" className="bg-gray-50 px-6 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 className="text-2xl font-bold">Pricing</h2>
            <p className="mt-2 text-gray-700">Pay as you go, no subscriptions. Every account starts FREE with 2 tournaments of up to 10 resumes.</p>
          </div>
        </section>
        <section id="try-demo" className="px-6 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 className="text-2xl font-bold">Try the demo</h2>
            <p className="mt-2 text-gray-700">Rank up to 5 resumes without signing up. Typical run time: 1-2 minutes.</p>
          </div>
        </section>
      </main>
      <footer className="border-t border-gray-100 px-6 py-8 text-sm text-gray-600">
        <div className="mx-auto flex max-w-6xl justify-between">
          <span>© Tierlist</span>
          <Link to="/help" className="link">
            Help & Support
          </Link>
        </div>
      </footer>
    </div>
  );
}
