import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { desc } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";
import { requireAdmin } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Promo codes — Tierlist admin" }];

// Every admin loader and action checks the role itself: a nested route's loader runs in parallel with the layout's.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const codes = await db.select().from(schema.promoCodes).orderBy(desc(schema.promoCodes.createdAt));
  return { codes };
}

export default function PromoCodesPage() {
  const { codes } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">Promo codes</h1>
        <Link to="/dashboard" className="btn-secondary">
          Back to Dashboard
        </Link>
      </div>
      <section className="card p-0">
        {codes.length === 0 ? (
          <div className="p-10 text-center">
            <p className="font-semibold">No promo codes found</p>
            <p className="mt-1 text-sm text-gray-600">Create your first promo code!</p>
          </div>
        ) : (
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
                  <td className="px-4 py-3 font-mono">{c.code}</td>
                  <td className="px-4 py-3">{c.isActive ? "Active" : "Inactive"}</td>
                  <td className="px-4 py-3">
                    {c.usedCount}/{c.maxUses ?? "∞"}
                  </td>
                  <td className="px-4 py-3">{new Date(c.createdAt).toLocaleDateString("en-US")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
