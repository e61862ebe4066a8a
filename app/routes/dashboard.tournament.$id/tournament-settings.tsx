import { Form } from "@remix-run/react";
import { Archive, ArchiveRestore, Copy, Pencil } from "lucide-react";
import { JOB_TEXT_MAX, JOB_TITLE_MAX } from "~/utils/job-field-limits";

interface Props {
  tournament: { name: string; jobDescription: string | null; keyRequirements: string | null; optionalRequirements: string | null; archivedAt: string | Date | null };
  processing: boolean;
}

/** Rename, edit the posting and re-rank, duplicate, archive: plain forms, so they work without JavaScript. */
export function TournamentSettings({ tournament, processing }: Props) {
  return (
    <details className="card">
      <summary className="flex cursor-pointer items-center gap-2 text-lg font-semibold">
        <Pencil aria-hidden className="size-4 text-gray-500" />
        Edit, re-rank, duplicate or archive
      </summary>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="edit" />
        <div>
          <label htmlFor="edit-name" className="label">
            Tournament Name
          </label>
          <input id="edit-name" name="name" required maxLength={JOB_TITLE_MAX} defaultValue={tournament.name} className="input" />
        </div>
        <div>
          <label htmlFor="edit-description" className="label">
            Job Description
          </label>
          <textarea id="edit-description" name="jobDescription" rows={8} maxLength={JOB_TEXT_MAX} defaultValue={tournament.jobDescription ?? ""} className="input min-h-40 resize-y" />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor="edit-key" className="label">
              Key Requirements
            </label>
            <textarea id="edit-key" name="keyRequirements" rows={5} maxLength={JOB_TEXT_MAX} defaultValue={tournament.keyRequirements ?? ""} className="input resize-y" />
          </div>
          <div>
            <label htmlFor="edit-optional" className="label">
              Optional/Nice to have
            </label>
            <textarea id="edit-optional" name="optionalRequirements" rows={5} maxLength={JOB_TEXT_MAX} defaultValue={tournament.optionalRequirements ?? ""} className="input resize-y" />
          </div>
        </div>
        <p className="text-sm text-gray-600">Changing the description or the requirements re-ranks every candidate from the text already read. No credit is used; stages, notes and your tier changes stay.</p>
        <button type="submit" className="btn-primary" disabled={processing}>
          Save and re-rank
        </button>
        {processing ? <p className="text-sm text-gray-600">Wait until processing has finished to edit the requirements.</p> : null}
      </Form>
      <div className="mt-6 flex flex-wrap gap-2 border-t border-gray-100 pt-4">
        <Form method="post">
          <input type="hidden" name="intent" value="duplicate" />
          <button type="submit" className="btn-secondary">
            <Copy aria-hidden className="size-4" />
            Duplicate tournament
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="archive" />
          <input type="hidden" name="archived" value={tournament.archivedAt ? "off" : "on"} />
          <button type="submit" className="btn-secondary">
            {tournament.archivedAt ? <ArchiveRestore aria-hidden className="size-4" /> : <Archive aria-hidden className="size-4" />}
            {tournament.archivedAt ? "Restore from archive" : "Archive tournament"}
          </button>
        </Form>
      </div>
    </details>
  );
}
