import { useRevalidator } from "@remix-run/react";
import { useRef, useState } from "react";
import { UploadField, UploadProgress, useXhrUpload } from "~/components/upload-field";
import type { AddResumesResult } from "~/routes/api.tournaments.$id.resumes";
import { useHydrated, type LocalToastData } from "./live-updates";

/** A <details> dialog whose form posts to the upload endpoint: a plain multipart post without JavaScript, XMLHttpRequest with it. */
export function AddResumes({ tournamentId, maxFiles, notify }: { tournamentId: string; maxFiles: number; notify: (t: LocalToastData) => void }) {
  const hydrated = useHydrated();
  const upload = useXhrUpload();
  const revalidator = useRevalidator();
  const [count, setCount] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldKey, setFieldKey] = useState(0);
  const details = useRef<HTMLDetailsElement>(null);
  const action = `/api/tournaments/${tournamentId}/resumes`;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.uploading || count === 0) return;
    setErrors([]);
    try {
      const xhr = await upload.send(action, new FormData(event.currentTarget), { Accept: "application/json" });
      const body = (JSON.parse(xhr.responseText || "{}") ?? {}) as AddResumesResult;
      if (xhr.status >= 200 && xhr.status < 300) {
        const rejected = body.rejected ?? [];
        notify({ type: rejected.length ? "warning" : "success", message: "Resumes uploaded", description: rejected.map((r) => r.message).join(" ") || undefined });
        details.current?.removeAttribute("open");
        setFieldKey((k) => k + 1);
        setCount(0);
        revalidator.revalidate();
      } else {
        const messages = [...(body.errors ?? []), ...(body.rejected ?? []).map((r) => r.message)];
        setErrors(messages.length ? messages : [body.message ?? "Please try again."]);
        notify({ type: "error", message: "Failed to upload resumes", description: messages.join(" ") || body.message || "Please try again." });
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : "Please try again.";
      setErrors([message]);
      notify({ type: "error", message: "Failed to upload resumes", description: message });
    }
    upload.reset();
  }

  return (
    <details ref={details} className="relative open:w-full sm:open:w-auto">
      <summary className="btn-primary list-none">Add Resumes</summary>
      <div role="group" aria-labelledby="add-resumes-title" className="mt-2 rounded-md border border-gray-200 bg-white p-4 shadow-lg sm:absolute sm:right-0 sm:z-20 sm:w-[22rem]">
        <h2 id="add-resumes-title" className="mb-3 font-semibold">
          Add Resumes
        </h2>
        <form method="post" action={action} encType="multipart/form-data" onSubmit={onSubmit} className="space-y-3">
          <UploadField key={fieldKey} id="add-resumes-files" label="Resume files" maxFiles={maxFiles} serverErrors={errors} disabled={upload.uploading} onCountChange={setCount} />
          {upload.progress !== null ? <UploadProgress percent={upload.progress} /> : null}
          <button type="submit" className="btn-primary w-full" disabled={hydrated && (count === 0 || upload.uploading)}>
            {upload.uploading ? "Uploading..." : "Upload"}
          </button>
        </form>
      </div>
    </details>
  );
}
