import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { isUuid } from "~/utils/uuid";
import { getOutboxEmail, listOutbox, queueSampleEmail } from "~/models/admin-emails.server";
import { OUTBOX_TABS, parseOutboxTab, type OutboxTab } from "~/utils/outbox-tabs";
import { isProduction } from "~/utils/env.server";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToastMessage } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Dev emails — Tierlist admin" }];

const KIND_LABELS: Record<string, string> = {
  welcome: "Welcome",
  password_reset: "Password Reset",
  processing_complete: "Processing Complete",
  test: "Test",
};
const STATUS_STYLES: Record<string, string> = {
  pending: "bg-yellow-100 text-yellow-900",
  sent: "bg-green-100 text-green-900",
  recorded: "bg-blue-100 text-blue-900",
  failed: "bg-red-100 text-red-900",
};

function href(tab: OutboxTab, opts: { page?: number; id?: string } = {}) {
  const params = new URLSearchParams();
  if (tab.id !== "all") params.set("tab", tab.id);
  if (opts.page && opts.page > 1) params.set("page", String(opts.page));
  if (opts.id) params.set("id", opts.id);
  const qs = params.toString();
  return `/admin/dev-emails${qs ? `?${qs}` : ""}`;
}

/** A development tool: in production the page doesn't exist (mails hold reset links once rendered). */
function refuseInProduction() {
  if (isProduction()) throw data("Not found", { status: 404 });
}

// Every admin loader and action checks the role itself: a nested route's loader runs in parallel with the layout's.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  refuseInProduction();
  const url = new URL(request.url);
  const tab = parseOutboxTab(url.searchParams.get("tab"));
  const list = await listOutbox({ tab, page: Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1 });
  const wanted = url.searchParams.get("id") ?? undefined;
  const selectedId = isUuid(wanted) ? wanted : list.rows[0]?.id;
  const selected = selectedId ? await getOutboxEmail(selectedId) : null;
  return { tab, ...list, selected };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  refuseInProduction();
  const form = await request.formData();
  const kind = form.get("kind");
  if (kind !== "welcome" && kind !== "password_reset") return data({ message: "Unknown email kind." }, { status: 400 });
  const id = await queueSampleEmail({ to: admin.email, kind });
  const tab = parseOutboxTab(kind === "welcome" ? "welcome" : "password-reset");
  return redirectWithToastMessage(href(tab, { id }), {
    type: "success",
    message: "Test email generated",
    description: `A ${KIND_LABELS[kind]} email to ${admin.email} was added to the outbox.`,
  });
}

function GenerateButtons() {
  const navigation = useNavigation();
  const pendingKind = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" ? navigation.formData?.get("kind") : null;
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <button type="submit" name="kind" value="welcome" className="btn-primary" disabled={Boolean(pendingKind)}>
        {pendingKind === "welcome" ? "Generating..." : "Generate Welcome Email"}
      </button>
      <button type="submit" name="kind" value="password_reset" className="btn-secondary" disabled={Boolean(pendingKind)}>
        {pendingKind === "password_reset" ? "Generating..." : "Generate Password Reset Email"}
      </button>
    </Form>
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

function Preview({ email }: { email: NonNullable<Loaded["selected"]> }) {
  return (
    <article className="card space-y-3" aria-labelledby="email-subject">
      <header className="space-y-1">
        <h2 id="email-subject" className="text-lg font-semibold">
          {email.subject}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-gray-700">
          <dt className="font-medium">To</dt>
          <dd>{email.toAddress}</dd>
          <dt className="font-medium">Type</dt>
          <dd>{KIND_LABELS[email.kind] ?? email.kind}</dd>
          <dt className="font-medium">Status</dt>
          <dd>
            {email.status}
            {email.error ? <span className="text-red-700"> — {email.error}</span> : null}
          </dd>
          <dt className="font-medium">Queued</dt>
          <dd>{new Date(email.createdAt).toLocaleString("en-US")}</dd>
        </dl>
      </header>
      {/* The mail's HTML, in a sandbox with no scripts and no origin: it can't touch this page. */}
      <iframe title={`Email: ${email.subject}`} sandbox="" srcDoc={email.html} className="h-96 w-full rounded border border-gray-200 bg-white" />
      <details>
        <summary className="cursor-pointer text-sm font-medium">Plain-text version</summary>
        <pre className="mt-2 text-sm whitespace-pre-wrap text-gray-800">{email.text}</pre>
      </details>
    </article>
  );
}

export default function DevEmailsPage() {
  const { tab, rows, counts, total, page, pageCount, selected } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Dev Emails</h1>
        <GenerateButtons />
      </div>
      <p className="rounded-md border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900">
        A development-only viewer: it doesn't exist in production. It shows the real outbox — every mail the app queued (welcome, password
        reset, processing complete) — as it would be sent, reset links included. Generated test emails are built by the same code as real
        ones and addressed to you; a sample reset link never works.
      </p>
      <nav aria-label="Email types" className="flex flex-wrap gap-2">
        {OUTBOX_TABS.map((t) => (
          <Link
            key={t.id}
            to={href(t)}
            aria-current={t.id === tab.id ? "page" : undefined}
            className={`rounded-full px-3 py-1 text-sm font-medium ${t.id === tab.id ? "bg-brand-600 text-white" : "bg-gray-100 text-gray-800 hover:bg-gray-200"}`}
          >
            {t.label} ({counts[t.id] ?? 0})
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <div className="card p-10 text-center">
          <p className="font-semibold">No emails yet</p>
          <p className="mt-1 text-sm text-gray-600">Emails the app sends appear here. Generate a test email to see one.</p>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_1fr]">
          <section className="card p-0" aria-label="Outbox">
            <ul className="divide-y divide-gray-100">
              {rows.map((r) => (
                <li key={r.id}>
                  <Link
                    to={href(tab, { page, id: r.id })}
                    aria-current={selected?.id === r.id ? "true" : undefined}
                    className={`block px-4 py-3 text-sm hover:bg-gray-50 ${selected?.id === r.id ? "bg-brand-50" : ""}`}
                  >
                    <span className="block truncate font-medium">{r.subject}</span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
                      <span className="truncate">{r.toAddress}</span>
                      <span>{KIND_LABELS[r.kind] ?? r.kind}</span>
                      <span className={`rounded-full px-2 py-0.5 font-medium ${STATUS_STYLES[r.status] ?? "bg-gray-100"}`}>{r.status}</span>
                      <span>{new Date(r.createdAt).toLocaleString("en-US")}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {pageCount > 1 ? (
              <nav aria-label="Pagination" className="flex items-center justify-between gap-2 border-t border-gray-200 p-3 text-sm">
                {page > 1 ? (
                  <Link to={href(tab, { page: page - 1 })} className="btn-secondary" rel="prev">
                    Previous
                  </Link>
                ) : (
                  <span />
                )}
                <span className="text-gray-700">
                  Page {page} of {pageCount} ({total})
                </span>
                {page < pageCount ? (
                  <Link to={href(tab, { page: page + 1 })} className="btn-secondary" rel="next">
                    Next
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </section>
          {selected ? <Preview email={selected} /> : <div className="card text-sm text-gray-600">This email no longer exists.</div>}
        </div>
      )}
    </div>
  );
}
