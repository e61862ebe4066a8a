import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { ErrorList } from "~/components/form";
import { createPartner, listPartners, PartnerFormSchema, setPartnerActive } from "~/models/partner.server";
import { isUuid } from "~/utils/uuid";
import { partnerSecret } from "~/utils/partner-token.server";
import { requireAdmin } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Partners — Tierlist admin" }];

const noStore = { "Cache-Control": "no-store" };

// Every admin loader and action checks the role itself.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { partners: await listPartners(), apiConfigured: Boolean(partnerSecret()) };
}

type ActionResult =
  | { intent: "create"; ok: true; created: { name: string; username: string; employerUuid: string; secret: string } }
  | { intent: "create"; ok: false; errors: { name?: string[]; username?: string[]; form?: string[] } }
  | { intent: "toggle"; ok: boolean };

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  if (form.get("intent") === "toggle") {
    const id = String(form.get("partnerId") ?? "");
    const ok = isUuid(id) && (await setPartnerActive({ id, isActive: form.get("isActive") === "true", actorId: admin.id }));
    return data<ActionResult>({ intent: "toggle", ok }, { status: ok ? 200 : 404 });
  }
  const parsed = PartnerFormSchema.safeParse({ name: form.get("name") ?? undefined, username: form.get("username") ?? undefined });
  if (!parsed.success) return data<ActionResult>({ intent: "create", ok: false, errors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  const created = await createPartner({ ...parsed.data, actorId: admin.id });
  if (!created.ok) return data<ActionResult>({ intent: "create", ok: false, errors: { username: [created.message] } }, { status: 409 });
  // The secret is in this one answer and nowhere else: only its hash is stored.
  return data<ActionResult>(
    { intent: "create", ok: true, created: { name: created.partner.name, username: created.partner.username, employerUuid: created.partner.employerUuid, secret: created.secret } },
    { headers: noStore },
  );
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

function CreatedSecret({ created }: { created: { name: string; username: string; employerUuid: string; secret: string } }) {
  return (
    <div role="status" className="rounded-md border border-green-300 bg-green-50 p-4 text-sm text-green-950">
      <p className="font-semibold">Partner {created.name} created.</p>
      <p className="mt-1">Copy the secret now: it is shown only this once and cannot be recovered.</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium">Username</dt>
        <dd className="font-mono break-all">{created.username}</dd>
        <dt className="font-medium">Secret</dt>
        <dd className="font-mono break-all" data-testid="partner-secret">
          {created.secret}
        </dd>
        <dt className="font-medium">Employer UUID</dt>
        <dd className="font-mono break-all">{created.employerUuid}</dd>
      </dl>
    </div>
  );
}

export default function AdminPartners() {
  const { partners, apiConfigured } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const creating = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const createErrors = result?.intent === "create" && !result.ok ? result.errors : undefined;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Partners</h1>
      {apiConfigured ? null : (
        <p role="note" className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-900">
          The partner API is not configured. Set PARTNER_JWT_SECRET to let partners sign in.
        </p>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section className="card space-y-4" aria-labelledby="create-partner-title">
          <h2 id="create-partner-title" className="text-lg font-semibold">
            Create Partner
          </h2>
          {result?.intent === "create" && result.ok ? <CreatedSecret created={result.created} /> : null}
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="create" />
            <div>
              <label htmlFor="partner-name" className="label">
                Name
              </label>
              <input id="partner-name" name="name" className="input" maxLength={120} placeholder="Acme Jobs" aria-describedby="partner-name-error" />
              <ErrorList id="partner-name-error" errors={createErrors?.name} />
            </div>
            <div>
              <label htmlFor="partner-username" className="label">
                Username
              </label>
              <input id="partner-username" name="username" className="input font-mono" maxLength={64} autoComplete="off" spellCheck={false} placeholder="acme-jobs" aria-describedby="partner-username-error" />
              <ErrorList id="partner-username-error" errors={createErrors?.username} />
            </div>
            <button type="submit" className="btn-primary w-full" disabled={creating}>
              {creating ? "Creating..." : "Create Partner"}
            </button>
          </Form>
        </section>
        <section className="card p-0" aria-labelledby="partners-title">
          <h2 id="partners-title" className="border-b border-gray-200 p-4 text-lg font-semibold">
            All Partners
          </h2>
          {partners.length === 0 ? (
            <p className="p-10 text-center text-gray-700">No partners yet. Create the first one to give it access to the partner API.</p>
          ) : (
            <div className="relative overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="bg-gray-50 text-xs uppercase text-gray-600">
                  <tr>
                    <th className="px-4 py-3">Name</th>
                    <th className="px-4 py-3">Username</th>
                    <th className="px-4 py-3">Employer UUID</th>
                    <th className="px-4 py-3">Status</th>
                    <th className="px-4 py-3">Listings</th>
                    <th className="px-4 py-3">Created</th>
                    <th className="px-4 py-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {partners.map((p) => (
                    <tr key={p.id}>
                      <td className="px-4 py-3 font-medium">{p.name}</td>
                      <td className="px-4 py-3 font-mono">{p.username}</td>
                      <td className="px-4 py-3 font-mono text-xs break-all">{p.employerUuid}</td>
                      <td className="px-4 py-3">
                        <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${p.isActive ? "bg-green-100 text-green-900" : "bg-gray-200 text-gray-700"}`}>
                          {p.isActive ? "Active" : "Inactive"}
                        </span>
                      </td>
                      <td className="px-4 py-3">{p.listingCount}</td>
                      <td className="px-4 py-3">{dateFormat.format(new Date(p.createdAt))}</td>
                      <td className="px-4 py-3">
                        <Form method="post">
                          <input type="hidden" name="intent" value="toggle" />
                          <input type="hidden" name="partnerId" value={p.id} />
                          <input type="hidden" name="isActive" value={p.isActive ? "false" : "true"} />
                          <button type="submit" className="btn-secondary px-3 py-1.5" aria-label={`${p.isActive ? "Deactivate" : "Activate"} ${p.name}`}>
                            {p.isActive ? "Deactivate" : "Activate"}
                          </button>
                        </Form>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
