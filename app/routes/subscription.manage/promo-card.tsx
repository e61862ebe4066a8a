import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";

export interface PromoReply {
  intent: "redeem";
  ok: boolean;
  message: string;
}

/**
 * 'Have a Promo Code?': posts to this page's action. With JavaScript the
 * button waits for a code and says 'Redeeming...'; without it, the server
 * checks and the answer shows under the field.
 */
export function PromoCard({ reply }: { reply: PromoReply | null }) {
  const fetcher = useFetcher<PromoReply>();
  const [code, setCode] = useState("");
  const hydrated = useHydrated();
  const redeeming = fetcher.state !== "idle";
  const shown = fetcher.data ?? reply;
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setCode("");
  }, [fetcher.state, fetcher.data]);
  return (
    <section aria-labelledby="promo-title" className="card">
      <h2 id="promo-title" className="text-lg font-semibold">
        Have a Promo Code?
      </h2>
      <fetcher.Form method="post" className="mt-3 flex flex-wrap items-start gap-2">
        <input type="hidden" name="intent" value="redeem" />
        <label htmlFor="promo-code" className="sr-only">
          Promo code
        </label>
        <input
          id="promo-code"
          name="code"
          className="input min-w-0 flex-1 uppercase"
          placeholder="Enter promo code"
          autoComplete="off"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          aria-describedby={shown ? "promo-reply" : undefined}
        />
        {/* Enabled until hydrated, so the form works before (or without) JavaScript. */}
        <button type="submit" className="btn-primary" disabled={redeeming || (hydrated && code.trim() === "")}>
          {redeeming ? "Redeeming..." : "Redeem"}
        </button>
      </fetcher.Form>
      {shown ? (
        <p id="promo-reply" role={shown.ok ? "status" : "alert"} className={`mt-2 text-sm ${shown.ok ? "text-green-800" : "text-red-700"}`}>
          {shown.message}
        </p>
      ) : null}
    </section>
  );
}
