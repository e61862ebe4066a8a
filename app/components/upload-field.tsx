import { useCallback, useRef, useState } from "react";
import { MAX_FILE_BYTES, MAX_FILES, SNIFF_BYTES } from "~/analysis/extract/limits";
import { resumeKindOf } from "~/utils/resume-text";
import { uploadMessages } from "~/utils/upload-messages";

const MiB = 1024 * 1024;
export const ACCEPTED_EXTENSIONS = [".pdf", ".docx", ".txt"];
const ACCEPT = [...ACCEPTED_EXTENSIONS, "application/pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "text/plain"].join(",");


/**
 * The browser's check, by content with the server's own rule (PDF, DOCX, or
 * text that reads as prose), so a file is refused here exactly when the
 * server would refuse it. The server checks again.
 */
export async function checkFiles(files: File[], maxFiles: number, maxFileBytes = MAX_FILE_BYTES) {
  if (files.length > maxFiles) return { accepted: [] as File[], errors: [uploadMessages.tooMany(maxFiles)] };
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (file.size === 0) errors.push(uploadMessages.empty(file.name));
    else if (file.size > maxFileBytes) errors.push(uploadMessages.tooLarge(file.name, maxFileBytes));
    else if (!resumeKindOf(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))) errors.push(uploadMessages.notAccepted(file.name));
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

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
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
      <div className="rounded-md border-2 border-dashed border-gray-300 bg-gray-50 p-4">
        <input
          id={id}
          name="files"
          type="file"
          multiple
          accept={ACCEPT}
          disabled={disabled}
          onChange={onChange}
          aria-describedby={shownErrors.length ? `${hintId} ${errorId}` : hintId}
          aria-invalid={shownErrors.length ? true : undefined}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:text-white"
        />
        <p id={hintId} className="mt-2 text-xs text-gray-600">
          .pdf, .docx, .txt; up to {maxFiles.toLocaleString("en-US")} files; 10 MB each
        </p>
        {files.length ? (
          <div className="mt-2 text-sm text-gray-700">
            <p>
              {files.length} {files.length === 1 ? "file" : "files"} selected ({formatSize(total)})
            </p>
            <ul className="mt-1 max-h-32 list-disc overflow-auto pl-5 text-xs">
              {files.slice(0, 10).map((f, i) => (
                <li key={`${f.name}-${i}`}>
                  {f.name} ({formatSize(f.size)})
                </li>
              ))}
              {files.length > 10 ? <li>…and {files.length - 10} more</li> : null}
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
