import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/form";
import { createPromoCode, listPromoCodes } from "~/models/promo.server";
import { PROMO_CODE_MAX_LENGTH, PROMO_CREDITS_LIMIT, PROMO_MAX_USES_LIMIT, PROMO_MESSAGES, PromoCodeFormSchema, promoCodeFields } from "~/utils/promo-schemas";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToastMessage, toastHeaders } from "~/utils/toast.server";
import { requireBilling } from "~/utils/billing.server";

export const meta: MetaFunction = () => [{ title: "Promo codes — Tierlist admin" }];

// Every admin loader and action checks the role itself: a nested route's loader runs in parallel with the layout's.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  requireBilling();
  return { codes: await listPromoCodes() };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  requireBilling();
  const submission = parseWithZod(await request.formData(), { schema: PromoCodeFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const created = await createPromoCode({ actorId: admin.id, ...promoCodeFields(submission.value) });
  if (!created.ok) {
    const message = created.message || PROMO_MESSAGES.createFailed;
    return data(
      { result: submission.reply({ fieldErrors: { code: [message] } }) },
      { status: 409, headers: await toastHeaders(request, { type: "error", message }) },
    );
  }
  return redirectWithToastMessage("/admin/promo-codes", {
    type: "success",
    message: "Promo code created",
    description: `${submission.value.code} is ready to redeem.`,
  });
}

type Code = Awaited<ReturnType<typeof listPromoCodes>>[number];

function grantText(c: Pick<Code, "grantsUnlimited" | "grantsCredits">) {
  const parts = [];
  if (c.grantsUnlimited) parts.push("Unlimited access");
  if (c.grantsCredits > 0) parts.push(`${c.grantsCredits} tournament credit${c.grantsCredits === 1 ? "" : "s"}`);
  return parts.join(" + ") || "Nothing";
}

function CreatePanel() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id: "create-promo-code",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { isActive: "on", grant: "unlimited" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PromoCodeFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="card" aria-labelledby="create-promo-title">
      <h2 id="create-promo-title" className="text-lg font-semibold">
        Create Promo Code
      </h2>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor={fields.code.id} className="label">
            Code
          </label>
          <input
            {...getInputProps(fields.code, { type: "text" })}
            className="input font-mono uppercase"
            placeholder="SUMMER2025"
            autoComplete="off"
            spellCheck={false}
            maxLength={PROMO_CODE_MAX_LENGTH}
          />
          <ErrorList id={fields.code.errorId} errors={fields.code.errors} />
        </div>
        <div>
          <label htmlFor={fields.description.id} className="label">
            Description <span className="font-normal text-gray-500">(optional, internal note)</span>
          </label>
          <input {...getInputProps(fields.description, { type: "text" })} className="input" maxLength={200} />
          <ErrorList id={fields.description.errorId} errors={fields.description.errors} />
        </div>
        <div>
          <label htmlFor={fields.maxUses.id} className="label">
            Maximum Uses
          </label>
          <input
            {...getInputProps(fields.maxUses, { type: "number" })}
            className="input"
            min={1}
            max={PROMO_MAX_USES_LIMIT}
            step={1}
            placeholder="Leave empty for unlimited"
          />
          <p className="mt-1 text-xs text-gray-500">Leave empty for unlimited uses.</p>
          <ErrorList id={fields.maxUses.errorId} errors={fields.maxUses.errors} />
        </div>
        <fieldset>
          <legend className="label">Grants</legend>
          <div className="space-y-2 text-sm">
            <label className="flex items-center gap-2">
              <input {...getInputProps(fields.grant, { type: "radio", value: "unlimited" })} id={`${fields.grant.id}-unlimited`} />
              Unlimited access (tournaments, resumes and zip downloads)
            </label>
            <label className="flex flex-wrap items-center gap-2">
              <input {...getInputProps(fields.grant, { type: "radio", value: "credits" })} id={`${fields.grant.id}-credits`} />
              Tournament credits:
              <input
                {...getInputProps(fields.credits, { type: "number" })}
                aria-label="Number of tournament credits"
                className="input w-24"
                min={1}
                max={PROMO_CREDITS_LIMIT}
                step={1}
                placeholder="3"
              />
            </label>
          </div>
          <ErrorList id={fields.grant.errorId} errors={fields.grant.errors} />
          <ErrorList id={fields.credits.errorId} errors={fields.credits.errors} />
        </fieldset>
        <div className="flex items-center justify-between gap-4">
          <div>
            <label htmlFor={fields.isActive.id} className="text-sm font-medium text-gray-800">
              Active Status
            </label>
            <p className="text-xs text-gray-500">Only active codes can be redeemed.</p>
          </div>
          <input
            {...getInputProps(fields.isActive, { type: "checkbox" })}
            role="switch"
            className="h-5 w-9 cursor-pointer appearance-none rounded-full bg-gray-300 transition before:block before:h-4 before:w-4 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:shadow before:transition checked:bg-brand-600 checked:before:translate-x-4 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
          />
        </div>
        <ErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? "Creating..." : "Create Promo Code"}
        </button>
      </Form>
    </section>
  );
}

function CodesTable({ codes }: { codes: Code[] }) {
  if (codes.length === 0) {
    return (
      <div className="p-10 text-center">
        <p className="font-semibold">No promo codes found</p>
        <p className="mt-1 text-sm text-gray-600">Create your first promo code!</p>
      </div>
    );
  }
  return (
    <table className="w-full text-left text-sm">
      <thead className="bg-gray-50 text-xs uppercase text-gray-600">
        <tr>
          <th className="px-4 py-3">Code</th>
          <th className="px-4 py-3">Status</th>
          <th className="px-4 py-3">Uses</th>
          <th className="px-4 py-3">Created</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {codes.map((c) => (
          <tr key={c.id}>
            <td className="px-4 py-3">
              <span className="font-mono">{c.code}</span>
              <span className="block text-xs text-gray-500">{grantText(c)}</span>
              {c.description ? <span className="block text-xs text-gray-500">{c.description}</span> : null}
            </td>
            <td className="px-4 py-3">
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${c.isActive ? "bg-green-100 text-green-800" : "bg-gray-100 text-gray-700"}`}>
                {c.isActive ? "Active" : "Inactive"}
              </span>
            </td>
            <td className="px-4 py-3">
              {c.usedCount}/{c.maxUses ?? "∞"}
            </td>
            <td className="px-4 py-3">{new Date(c.createdAt).toLocaleDateString("en-US")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function PromoCodesPage() {
  const { codes } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Promo Codes</h1>
        <div className="flex gap-2">
          <Link to="/admin/promo-codes" className="btn-secondary">
            Refresh
          </Link>
          <Link to="/dashboard" className="btn-secondary">
            Back to Dashboard
          </Link>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        {/* A new code in the list starts the form afresh. */}
        <CreatePanel key={codes[0]?.id ?? "none"} />
        <section className="card relative overflow-x-auto p-0" aria-label="Promo codes">
          <CodesTable codes={codes} />
        </section>
      </div>
    </div>
  );
}
