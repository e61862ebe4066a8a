import type { TesterState, TesterTab } from "~/utils/api-tester";

/** The tester's state, carried by every form of the page (it has no other memory). */
export function HiddenState({ state, tab }: { state: TesterState; tab: TesterTab }) {
  return (
    <>
      <input type="hidden" name="tab" value={tab} />
      <input type="hidden" name="token" value={state.token} />
      <input type="hidden" name="employerUuid" value={state.employerUuid} />
      <input type="hidden" name="lastListingId" value={state.listingId} />
      <input type="hidden" name="log" value={JSON.stringify(state.log)} />
    </>
  );
}
