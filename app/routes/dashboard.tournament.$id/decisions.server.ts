import { data } from "@remix-run/node";
import type { Tier } from "~/analysis/types";
import { decide, undoBatch, undoneText, type Decision } from "~/models/candidate-decisions.server";
import { parseStageKey, stageLabel } from "~/utils/stages";
import { parseTier } from "~/analysis/tiers";
import { isUuid } from "~/utils/uuid";
import { plural } from "~/utils/format";
import { redirectWithToastMessage } from "~/utils/toast.server";

const MAX_SELECTION = 1000;

/**
 * The tournament page's decisions: one candidate's stage or tier (row buttons,
 * keyboard, card dialog), the selection's (bulk form), and undo. Returns null
 * for an intent that is not a decision.
 */
export async function handleDecision({ form, intent, userId, tournamentId, to }: { form: FormData; intent: string; userId: string; tournamentId: string; to: string }) {
  const fail = (description: string, message = "Nothing changed") => redirectWithToastMessage(to, { type: "error", message, description });

  if (intent === "undo") {
    const batchId = String(form.get("batchId") ?? "");
    if (!isUuid(batchId)) return fail("That change can no longer be undone.");
    const undone = await undoBatch({ userId, tournamentId, batchId });
    if (!undone) throw data("Tournament not found", { status: 404 });
    return redirectWithToastMessage(to, { type: "success", message: "Change undone", description: undoneText(undone) });
  }

  let decision: Decision | null = null;
  let ids: string[] = [];
  const one = /^set-(stage|tier):([a-zA-Z0-9-]+):(.+)$/.exec(intent);
  if (one) {
    ids = [one[3]!];
    decision = one[1] === "stage" ? stageDecision(one[2]) : tierDecision(one[2], form.get("reason"));
    if (!decision) return fail(one[1] === "stage" ? "Choose a stage." : "Choose a tier from A to D.", one[1] === "tier" ? "Failed to update tier" : "Nothing changed");
  } else if (intent === "change-tier") {
    ids = [String(form.get("resumeId") ?? "")];
    decision = tierDecision(String(form.get("tier") ?? ""), form.get("reason"));
    if (!decision) return fail("Please try again.", "Failed to update tier");
  } else if (intent === "bulk-stage" || intent === "bulk-tier") {
    ids = form.getAll("ids").map(String);
    if (!ids.length) return fail("Select at least one candidate first.");
    if (ids.length > MAX_SELECTION) return fail(`Select at most ${MAX_SELECTION} candidates at a time.`);
    decision = intent === "bulk-stage" ? stageDecision(String(form.get("stage") ?? "")) : tierDecision(String(form.get("tier") ?? ""), form.get("reason"));
    if (!decision) return fail(intent === "bulk-stage" ? "Choose a stage." : "Choose a tier from A to D.");
  } else {
    return null;
  }
  if (!ids.every(isUuid)) return fail("That candidate could not be found.");

  const result = await decide({ userId, tournamentId, resumeIds: ids, decision });
  if (!result) throw data("Tournament not found", { status: 404 });
  if (result.unknownStage) return fail("That stage is not one of this tournament's. Choose another.");
  // One candidate that is not in this tournament (or not the user's) is as missing as a wrong tournament.
  if (ids.length === 1 && result.found === 0) throw data("Resume not found", { status: 404 });
  const target = decision.kind === "stage" ? stageLabel(result.stages, decision.to) : `Tier ${decision.to}`;
  if (decision.kind === "tier" && ids.length === 1) {
    return redirectWithToastMessage(to, { type: "success", message: "Tier updated", description: `Now in ${target}.` });
  }
  return redirectWithToastMessage(to, {
    type: "success",
    message: result.changed ? `Moved to ${target}` : "Nothing changed",
    description: result.changed ? `${plural(result.changed, "candidate")} moved. Undo is above the list.` : `The selected candidates were already in ${target}.`,
  });
}

function stageDecision(value: string | undefined): Decision | null {
  const stage = parseStageKey(value);
  return stage ? { kind: "stage", to: stage } : null;
}

function tierDecision(value: string | undefined, reason: FormDataEntryValue | null): Decision | null {
  const tier: Tier | null = parseTier(value);
  return tier ? { kind: "tier", to: tier, reason: typeof reason === "string" ? reason : null } : null;
}
