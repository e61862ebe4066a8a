import { FileText, UploadCloud, X } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { MAX_FILE_BYTES, MAX_FILES } from "~/extraction/limits";
import { checkResumeBlob } from "~/utils/resume-text";
import { ACCEPT_ATTRIBUTE, ACCEPTED_LIST, uploadMessages } from "~/utils/upload-messages";

const MiB = 1024 * 1024;

/**
 * The browser's check, by content with the server's own rule (file-check.ts:
 * PDF, Word, RTF, OpenDocument text, or text that reads as prose), over the
 * whole file, so a file is refused here exactly when the server would refuse
 * it. The server checks again.
 */
export async function checkFiles(files: File[], maxFiles: number, maxFileBytes = MAX_FILE_BYTES) {
  if (files.length > maxFiles) return { accepted: [] as File[], errors: [uploadMessages.tooMany(maxFiles)] };
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (file.size === 0) errors.push(uploadMessages.empty(file.name));
    else if (file.size > maxFileBytes) errors.push(uploadMessages.tooLarge(file.name, maxFileBytes));
    else if ("rejected" in (await checkResumeBlob(file))) errors.push(uploadMessages.notAccepted(file.name));
    else accepted.push(file);
  }
  return { accepted, errors };
}

/** What the picker holds: the files it kept and whether it refused any of the last choice. */
export interface UploadSelection {
  count: number;
  refused: boolean;
}

const formatSize = (bytes: number) => (bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export function UploadField({
  id,
  label = "Resume Upload",
  maxFiles = MAX_FILES,
  serverErrors,
  disabled,
  onCountChange,
  onSelectionChange,
}: {
  id: string;
  label?: string;
  maxFiles?: number;
  serverErrors?: string[];
  disabled?: boolean;
  onCountChange?: (count: number) => void;
  onSelectionChange?: (selection: UploadSelection) => void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const picks = useRef(0);
  const shownErrors = errors.length ? errors : (serverErrors ?? []);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const [dragging, setDragging] = useState(false);

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    await choose(event.currentTarget, Array.from(event.currentTarget.files ?? []));
  }

  /** Files dropped on the box join the ones already chosen (a name chosen twice is kept once). */
  async function onDrop(event: React.DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const input = document.getElementById(id) as HTMLInputElement | null;
    if (!input || disabled) return;
    const dropped = Array.from(event.dataTransfer.files);
    const seen = new Set(files.map((f) => `${f.name}:${f.size}`));
    await choose(input, [...files, ...dropped.filter((f) => !seen.has(`${f.name}:${f.size}`))]);
  }

  function remove(index: number) {
    const input = document.getElementById(id) as HTMLInputElement | null;
    const kept = files.filter((_, i) => i !== index);
    if (input) {
      try {
        const keep = new DataTransfer();
        kept.forEach((f) => keep.items.add(f));
        input.files = keep.files;
      } catch {
        /* very old browsers cannot edit a selection */
      }
    }
    setFiles(kept);
    setErrors([]);
    onCountChange?.(kept.length);
    onSelectionChange?.({ count: kept.length, refused: false });
  }

  async function choose(input: HTMLInputElement, chosen: File[]) {
    // Nothing can be sent while the files are being read.
    onSelectionChange?.({ count: 0, refused: true });
    const turn = ++picks.current;
    const { accepted, errors } = await checkFiles(chosen, maxFiles);
    // A newer choice was made while these files were read.
    if (turn !== picks.current) return;
    try {
      // Drops the refused files from the selection so they are never sent.
      const keep = new DataTransfer();
      accepted.forEach((f) => keep.items.add(f));
      input.files = keep.files;
    } catch {
      /* very old browsers: the server refuses them by name instead */
    }
    setFiles(accepted);
    setErrors(errors);
    onCountChange?.(accepted.length);
    onSelectionChange?.({ count: accepted.length, refused: errors.length > 0 });
  }

  function clear() {
    picks.current++;
    const input = document.getElementById(id) as HTMLInputElement | null;
    if (input) input.value = "";
    setFiles([]);
    setErrors([]);
    onCountChange?.(0);
    onSelectionChange?.({ count: 0, refused: false });
  }

  const total = files.reduce((n, f) => n + f.size, 0);
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!dragging) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-4 transition-colors ${dragging ? "border-brand-500 bg-brand-50" : "border-gray-300 bg-gray-50"}`}
      >
        <div className="mb-3 flex items-center gap-3 text-sm text-gray-700">
          <UploadCloud aria-hidden className="size-8 shrink-0 text-brand-500" />
          <p>
            <span className="font-medium text-gray-900">Drag and drop resumes here</span>
            <span className="block text-gray-600">or choose them from your computer</span>
          </p>
        </div>
        <input
          id={id}
          name="files"
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          disabled={disabled}
          onChange={onChange}
          aria-describedby={shownErrors.length ? `${hintId} ${errorId}` : hintId}
          aria-invalid={shownErrors.length ? true : undefined}
          className="block w-full text-sm text-gray-700 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:font-medium file:text-white hover:file:bg-brand-700"
        />
        <p id={hintId} className="mt-2 text-xs text-gray-600">
          {ACCEPTED_LIST}; up to {maxFiles.toLocaleString("en-US")} files; 10 MB each
        </p>
        {files.length ? (
          <div className="mt-2 text-sm text-gray-700">
            <p>
              {files.length} {files.length === 1 ? "file" : "files"} selected ({formatSize(total)})
            </p>
            <ul className="mt-2 max-h-56 divide-y divide-gray-100 overflow-auto rounded-md border border-gray-200 bg-white text-xs" aria-label="Chosen files">
              {files.map((f, i) => (
                <li key={`${f.name}-${i}`} className="flex items-center gap-2 px-2 py-1.5">
                  <FileText aria-hidden className="size-3.5 shrink-0 text-gray-400" />
                  <span className="min-w-0 flex-1 truncate" title={f.name}>
                    {f.name}
                  </span>
                  <span className="shrink-0 text-gray-500 tabular-nums">{formatSize(f.size)}</span>
                  <button type="button" onClick={() => remove(i)} disabled={disabled} className="grid size-6 shrink-0 place-items-center rounded text-gray-500 hover:bg-gray-100 hover:text-rose-700" aria-label={`Remove ${f.name}`}>
                    <X aria-hidden className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {shownErrors.length ? (
        <div id={errorId} role="alert" className="field-error">
          {shownErrors.map((e, i) => (
            <p key={i}>{e}</p>
          ))}
        </div>
      ) : null}
      {errors.length && !files.length ? (
        <button type="button" className="link mt-1 text-sm" onClick={clear}>
          Clear the file choice
        </button>
      ) : null}
    </div>
  );
}

/** The browser's own upload events, so the bar shows bytes really sent. */
export function useXhrUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const current = useRef<XMLHttpRequest | null>(null);
  const send = useCallback(
    (url: string, body: FormData, headers: Record<string, string> = {}) =>
      new Promise<XMLHttpRequest>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        current.current = xhr;
        xhr.open("POST", url);
        for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
        xhr.upload.onprogress = (e) => {
          if (e.lengthComputable) setProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
        };
        xhr.onload = () => resolve(xhr);
        xhr.onerror = () => reject(new Error("The upload failed. Please check your connection and try again."));
        xhr.onabort = () => reject(new Error("The upload was cancelled."));
        setProgress(0);
        xhr.send(body);
      }),
    [],
  );
  const reset = useCallback(() => setProgress(null), []);
  return { progress, uploading: progress !== null, send, reset };
}

export function UploadProgress({ percent, label = "Upload progress" }: { percent: number; label?: string }) {
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm text-gray-700">
        <span>{percent < 100 ? "Uploading..." : "Saving files..."}</span>
        <span>{percent}%</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 rounded bg-gray-200">
        <div className="h-full rounded bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
