import { randomUUID } from "node:crypto";
import { data } from "@remix-run/node";
import { z } from "zod";
import { LimitReachedError } from "~/models/credits.server";
import { duplicateTournament, editTournament, setArchived } from "~/models/tournament-settings.server";
import { plural } from "~/utils/format";
import { jobText, jobTitle } from "~/utils/job-fields";
import { redirectWithToastMessage } from "~/utils/toast.server";

/** The same rules as the create form, so an edit cannot save what creation would refuse. */
const EditSchema = z.object({
  name: jobTitle("Tournament name", "Tournament name is required"),
  jobDescription: jobText("Job description"),
  keyRequirements: jobText("Key requirements"),
  optionalRequirements: jobText("Optional/Nice to have"),
});

/** Edit and re-rank, duplicate, archive. Returns null for an intent that is not one of these. */
export async function handleSettings({ form, intent, userId, tournamentId, page }: { form: FormData; intent: string; userId: string; tournamentId: string; page: string }) {
  const notFound = () => data("Tournament not found", { status: 404 });
  switch (intent) {
    case "edit": {
      const parsed = EditSchema.safeParse({
        name: form.get("name") ?? "",
        jobDescription: form.get("jobDescription") ?? "",
        keyRequirements: form.get("keyRequirements") ?? "",
        optionalRequirements: form.get("optionalRequirements") ?? "",
      });
      if (!parsed.success) return redirectWithToastMessage(page, { type: "error", message: "Tournament not saved", description: parsed.error.issues[0]?.message ?? "Please check the fields." });
      const edited = await editTournament({ id: tournamentId, userId, input: parsed.data });
      if (!edited) throw notFound();
      return redirectWithToastMessage(page, {
        type: "success",
        message: edited.rerank ? "Re-ranking started" : "Tournament saved",
        description: edited.rerank ? `${plural(edited.requeued, "candidate")} will be re-ranked against the new requirements. No credit was used.` : undefined,
      });
    }
    case "archive": {
      const archived = form.get("archived") === "on";
      if (!(await setArchived({ id: tournamentId, userId, archived }))) throw notFound();
      return redirectWithToastMessage(page, { type: "success", message: archived ? "Tournament archived" : "Tournament restored" });
    }
    case "duplicate": {
      try {
        const copy = await duplicateTournament({ id: tournamentId, userId, newId: randomUUID() });
        if (!copy) throw notFound();
        return redirectWithToastMessage(`/dashboard/tournament/${copy.id}`, { type: "success", message: "Tournament duplicated", description: "Same posting, no candidates yet: add resumes to start." });
      } catch (error) {
        if (error instanceof LimitReachedError)
          return redirectWithToastMessage(page, { type: "error", message: "Tournament Limit Reached", description: "You have reached your plan's limit. Upgrade to continue creating tournaments." });
        throw error;
      }
    }
    default:
      return null;
  }
}
