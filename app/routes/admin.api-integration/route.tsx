import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { FilePicker } from "~/components/api-tester/file-picker";
import { HiddenState } from "~/components/api-tester/hidden-state";
import { LogEntryView, ResponseLog } from "~/components/api-tester/response-log";
import { TesterTabs, testerUrl } from "~/components/api-tester/tester-tabs";
import { readTesterForm, runTester, TesterFormError } from "./api-tester.server";
import {
  DEFAULT_REGION,
  DEFAULT_SKILLS,
  defaultExpiry,
  emptyState,
  LOG_LIMIT,
  parseTab,
  TESTER_MESSAGES,
  type TesterMessage,
  type TesterState,
  type TesterTab,
} from "~/utils/api-tester";
import { useHydrated } from "~/utils/use-hydrated";
import { requireAdmin } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "API tester — Tierlist admin" }];

const noStore = { "Cache-Control": "no-store" };

/** What the admin typed (never the password), so a page re-rendered without JavaScript keeps it. */
const ECHOED = ["username", "company", "title", "description", "applicationUrl", "jobType", "region", "optionalSkills", "expiresAt"] as const;
type Echo = Partial<Record<(typeof ECHOED)[number], string>>;

// Every admin loader and action checks the role itself.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const tab = parseTab(new URL(request.url).searchParams.get("tab"));
  // Computed here so the server's and the browser's first render agree.
  return data({ tab, expiresAt: defaultExpiry() }, { headers: noStore });
}

interface ActionResult {
  state: TesterState;
  message: TesterMessage | null;
  tab: TesterTab;
  echo: Echo;
}

/**
 * One tester step. The call goes in-process to the /v1 route's own handler
 * (see api-tester.server.ts); the answer is the page's new state.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  let form;
  try {
    form = await readTesterForm(request);
  } catch (error) {
    if (!(error instanceof TesterFormError)) throw error;
    const tab = parseTab(url.searchParams.get("tab"));
    return data<ActionResult>({ state: emptyState(), message: { kind: "error", text: error.message }, tab, echo: {} }, { status: 400, headers: noStore });
  }
  const outcome = await runTester({ form, origin: url.origin, context, urlTab: url.searchParams.get("tab") });
  const echo: Echo = {};
  for (const name of ECHOED) if (typeof form.fields[name] === "string") echo[name] = form.fields[name].slice(0, 20_000);
  return data<ActionResult>({ state: outcome.state, message: outcome.message, tab: outcome.tab, echo }, { status: outcome.status, headers: noStore });
}

function Message({ message }: { message: TesterMessage }) {
  const ok = message.kind === "success";
  return (
    <div role={ok ? "status" : "alert"} className={`rounded-md border p-3 text-sm ${ok ? "border-green-300 bg-green-50 text-green-950" : "border-red-300 bg-red-50 text-red-950"}`} data-testid="tester-message">
      <p className="font-medium">{message.text}</p>
      {message.details?.length ? (
        <ul className="mt-1 list-disc pl-5">
          {message.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Panel({ title, children, description }: { title: string; description?: string; children: ReactNode }) {
  const id = `panel-title-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section className="card space-y-4" aria-labelledby={id}>
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

function Field({ id, label, children, hint }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-gray-500">{hint}</p> : null}
    </div>
  );
}

function SessionSummary({ state }: { state: TesterState }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md bg-gray-50 p-3 text-sm">
      <dt className="font-medium">Token</dt>
      <dd className="font-mono break-all" data-testid="tester-token">
        {state.token ? `${state.token.slice(0, 24)}…` : "Not logged in"}
      </dd>
      <dt className="font-medium">Employer UUID</dt>
      <dd className="font-mono break-all">{state.employerUuid || "—"}</dd>
      <dt className="font-medium">Last listing ID</dt>
      <dd className="font-mono break-all" data-testid="tester-listing-id">
        {state.listingId || "—"}
      </dd>
    </dl>
  );
}

export default function ApiIntegrationPage() {
  const loaderData = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [clientTab, setClientTab] = useState<TesterTab | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const state = result?.state ?? emptyState();
  const echo: Echo = result?.echo ?? {};
  const tab = clientTab ?? result?.tab ?? loaderData.tab;
  const busy = navigation.state !== "idle" ? String(navigation.formData?.get("intent") ?? "") : "";
  const latest = state.log[0];

  const stepForm = (intent: string, children: ReactNode, options: { multipart?: boolean } = {}) => (
    <Form method="post" action={testerUrl(tab)} encType={options.multipart ? "multipart/form-data" : undefined} preventScrollReset className="space-y-4" noValidate>
      <HiddenState state={state} tab={tab} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
  const submit = (intent: string, label: string, pendingLabel: string, disabled = false) => (
    <button type="submit" className="btn-primary" disabled={busy === intent || disabled}>
      {busy === intent ? pendingLabel : label}
    </button>
  );
  const listingIdField = (id: string) => (
    <Field id={id} label="Listing ID">
      <input id={id} name="listingId" className="input font-mono" defaultValue={state.listingId} key={state.listingId} placeholder="Create a listing first" />
    </Field>
  );
  const needLogin = !state.token ? <p className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-900">{TESTER_MESSAGES.loginFirst}</p> : null;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">API Integration Tester</h1>
        <p className="mt-1 text-sm text-gray-600">
          Exercise the partner API as a partner would: sign in, create a listing, upload a resume and read the results. Calls run on the server against the real API
          handlers.
        </p>
      </div>

      <TesterTabs tab={tab} state={state} onSelect={hydrated ? setClientTab : undefined} />

      {result?.message ? <Message message={result.message} /> : null}

      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="space-y-6">
        {tab === "auth" ? (
          <Panel title="Partner Login" description="POST /v1/auth/login with the partner's username and secret. The token and employer UUID are kept for the next steps.">
            {stepForm(
              "login",
              <>
                <Field id="tester-username" label="Username">
                  <input id="tester-username" name="username" className="input font-mono" autoComplete="off" spellCheck={false} defaultValue={echo.username ?? ""} maxLength={200} />
                </Field>
                <Field id="tester-password" label="Password">
                  <input id="tester-password" name="password" type="password" className="input" autoComplete="new-password" maxLength={500} />
                </Field>
                {submit("login", "Login", "Logging in...")}
              </>,
            )}
            <SessionSummary state={state} />
          </Panel>
        ) : null}

        {tab === "listings" ? (
          <>
            <Panel title="Create Job Listing" description="POST /v1/listings with the bearer token.">
              {needLogin}
              {stepForm(
                "create-listing",
                <>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Field id="tester-company" label="Company">
                      <input id="tester-company" name="company" className="input" defaultValue={echo.company ?? ""} maxLength={200} placeholder="Acme Corp" />
                    </Field>
                    <Field id="tester-title" label="Job Title">
                      <input id="tester-title" name="title" className="input" defaultValue={echo.title ?? ""} maxLength={200} placeholder="Senior Accountant" />
                    </Field>
                  </div>
                  <Field id="tester-description" label="Description">
                    <textarea id="tester-description" name="description" rows={4} className="input" defaultValue={echo.description ?? ""} maxLength={20_000} />
                  </Field>
                  <Field id="tester-application-url" label="Application URL">
                    <input id="tester-application-url" name="applicationUrl" type="url" className="input" defaultValue={echo.applicationUrl ?? ""} maxLength={2000} placeholder="https://jobs.example.com/123" />
                  </Field>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Field id="tester-job-type" label="Job Type">
                      <select id="tester-job-type" name="jobType" className="input" defaultValue={echo.jobType ?? "Full-Time"}>
                        <option value="Full-Time">Full-Time</option>
                        <option value="Contract">Contract</option>
                      </select>
                    </Field>
                    <Field id="tester-region" label="Region">
                      <input id="tester-region" name="region" className="input" defaultValue={echo.region ?? DEFAULT_REGION} maxLength={100} />
                    </Field>
                    <Field id="tester-skills" label="Optional Skills" hint="Skill IDs, separated by commas.">
                      <input id="tester-skills" name="optionalSkills" className="input font-mono" defaultValue={echo.optionalSkills ?? DEFAULT_SKILLS} />
                    </Field>
                    <Field id="tester-expires" label="Expires At">
                      <input id="tester-expires" name="expiresAt" type="date" className="input" defaultValue={echo.expiresAt ?? loaderData.expiresAt} />
                    </Field>
                  </div>
                  {submit("create-listing", "Create Listing", "Creating...")}
                </>,
              )}
            </Panel>
            <Panel title="Get Job Listing" description="GET /v1/listings/{listing_id}.">
              {stepForm(
                "get-listing",
                <>
                  {listingIdField("tester-get-listing-id")}
                  {submit("get-listing", "Get Listing", "Loading...")}
                </>,
              )}
            </Panel>
          </>
        ) : null}

        {tab === "upload" ? (
          <>
            <Panel title="Upload Resume" description="POST /v1/users/{employer_uuid}/jobs/{listing_id}/upload?filename={name}, multipart field file.">
              {needLogin}
              {stepForm(
                "upload",
                <>
                  {listingIdField("tester-upload-listing-id")}
                  <FilePicker onProblem={setFileProblem} />
                  {submit("upload", "Upload Resume", "Uploading...", Boolean(fileProblem))}
                </>,
                { multipart: true },
              )}
            </Panel>
            <Panel title="Get All Resumes" description="GET /v1/listings/{listing_id}/resumes.">
              {stepForm(
                "list-resumes",
                <>
                  {listingIdField("tester-resumes-listing-id")}
                  {submit("list-resumes", "Get Resumes", "Loading...")}
                </>,
              )}
            </Panel>
          </>
        ) : null}

        {tab === "responses" ? (
          <Panel title="API Responses" description={`The last ${LOG_LIMIT} calls, newest first.`}>
            {stepForm("clear-log", <button type="submit" className="btn-secondary" disabled={busy === "clear-log" || state.log.length === 0}>Clear Log</button>)}
            <ResponseLog log={state.log} />
          </Panel>
        ) : latest ? (
          <section aria-label="Latest response" className="space-y-2">
            <h2 className="text-sm font-semibold text-gray-700">Latest response</h2>
            <LogEntryView entry={latest} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
