import { Form } from "@remix-run/react";
import { TESTER_TABS, type TesterState, type TesterTab } from "~/utils/api-tester";
import { HiddenState } from "./hidden-state";

export const testerUrl = (tab: TesterTab) => `/admin/api-integration?tab=${tab}`;

/**
 * The tab bar. Without JavaScript each tab re-posts the page's state to ?tab=…
 * (a plain link would lose it); with JavaScript it switches in place.
 */
export function TesterTabs({ tab, state, onSelect }: { tab: TesterTab; state: TesterState; onSelect?: (tab: TesterTab) => void }) {
  return (
    <Form method="post" action={testerUrl(tab)} replace preventScrollReset className="border-b border-gray-200">
      <HiddenState state={state} tab={tab} />
      <input type="hidden" name="intent" value="tab" />
      <div role="tablist" aria-label="API tester sections" className="-mb-px flex flex-wrap gap-1 text-sm">
        {TESTER_TABS.map((t) => (
          <button
            key={t.id}
            type="submit"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={t.id === tab}
            aria-controls={`panel-${t.id}`}
            name="tab"
            value={t.id}
            formAction={testerUrl(t.id)}
            onClick={(event) => {
              if (!onSelect) return;
              event.preventDefault();
              onSelect(t.id);
            }}
            className={`border-b-2 px-3 py-2 font-medium ${t.id === tab ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900"}`}
          >
            {t.label}
            {t.id === "responses" && state.log.length ? <span className="ml-1 rounded-full bg-gray-100 px-1.5 text-xs text-gray-700">{state.log.length}</span> : null}
          </button>
        ))}
      </div>
    </Form>
  );
}
