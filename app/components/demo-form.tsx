import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { DEMO_ACCEPT, DEMO_MAX_FILE_MB, DEMO_MAX_FILES, validateDemoForm, type DemoFormErrors } from "../utils/demo-messages";
import { checkResumeBlob } from "../utils/resume-text";
import { ACCEPTED_IN_WORDS } from "../utils/upload-messages";
import { ErrorList } from "./error-list";

const FIELDS = ["name", "jobDescription", "keyRequirements", "optionalRequirements", "files"] as const;
const fieldId = (name: string) => `demo-${name}`;
const errorId = (name: string) => `demo-${name}-error`;


/**
 * One multipart POST to the landing page that works the same with JavaScript
 * off. Validated in the browser without conform or zod, which would triple
 * the page's script; the server's reply uses conform's shape.
 */
export function DemoForm({ lastResult, runTime }: { lastResult: SubmissionResult<string[]> | null | undefined; runTime: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post" && navigation.formAction?.startsWith("/?index") === true;
  const [clientErrors, setClientErrors] = useState<DemoFormErrors | null>(null);
  /** Chosen files the upload rule turned away, read as soon as they are chosen. */
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setClientErrors(null), [lastResult]);
  const errors = clientErrors ?? lastResult?.error ?? {};
  const initial = (lastResult?.initialValue ?? {}) as Record<string, unknown>;

  async function onFiles(event: React.ChangeEvent<HTMLInputElement>) {
    const form = event.currentTarget.form;
    const chosen = Array.from(event.currentTarget.files ?? []).filter((f) => f.size > 0 && f.size <= DEMO_MAX_FILE_MB * 1024 * 1024);
    const verdicts = await Promise.all(chosen.map(async (f) => ("rejected" in (await checkResumeBlob(f)) ? f.name : null)));
    const names = new Set(verdicts.filter((n): n is string => n !== null));
    setRefused(names);
    if (!form) return;
    // Says at once which files are refused; the other fields are judged on submit, as before.
    const found = validateDemoForm(new FormData(form), names);
    setClientErrors((shown) => (shown ? found : found.files ? { files: found.files } : null));
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const found = validateDemoForm(new FormData(event.currentTarget), refused);
    setClientErrors(found);
    const first = FIELDS.find((f) => found[f]?.length);
    if (first) {
      event.preventDefault();
      document.getElementById(fieldId(first))?.focus();
    }
  }
  function onInput(event: React.FormEvent<HTMLFormElement>) {
    if (clientErrors) setClientErrors(validateDemoForm(new FormData(event.currentTarget), refused));
  }

  const a11y = (name: string, hint?: string) => {
    const invalid = Boolean(errors[name]?.length);
    const describedBy = [hint, invalid ? errorId(name) : undefined].filter(Boolean).join(" ");
    return { id: fieldId(name), name, "aria-invalid": invalid || undefined, "aria-describedby": describedBy || undefined };
  };
  const text = (name: (typeof FIELDS)[number], label: string, rows: number, hint: string) => (
    <div>
      <label htmlFor={fieldId(name)} className="label">
        {label} <span className="font-normal text-gray-500">{hint}</span>
      </label>
      <textarea {...a11y(name)} rows={rows} className="input" defaultValue={typeof initial[name] === "string" ? (initial[name] as string) : undefined} />
      <ErrorList id={errorId(name)} errors={errors[name]} />
    </div>
  );

  return (
    <Form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} onInput={onInput} onChange={onInput} className="card space-y-4" aria-labelledby="demo-form-title">
      <h3 id="demo-form-title" className="text-lg font-semibold">
        Rank up to {DEMO_MAX_FILES} resumes
      </h3>
      <div>
        <label htmlFor={fieldId("name")} className="label">
          Job title
        </label>
        <input
          {...a11y("name")}
          type="text"
          required
          className="input"
          placeholder="e.g. Frontend Developer"
          autoComplete="off"
          defaultValue={typeof initial.name === "string" ? initial.name : undefined}
        />
        <ErrorList id={errorId("name")} errors={errors.name} />
      </div>
      {text("jobDescription", "Job description", 4, "(optional)")}
      <div className="grid gap-4 md:grid-cols-2">
        {text("keyRequirements", "Key requirements", 3, "(optional, one per line)")}
        {text("optionalRequirements", "Optional requirements", 3, "(optional, nice to have)")}
      </div>
      <div>
        <label htmlFor={fieldId("files")} className="label">
          Resume files
        </label>
        <input
          {...a11y("files", "demo-files-hint")}
          type="file"
          multiple
          required
          accept={DEMO_ACCEPT}
          onChange={onFiles}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700"
        />
        <p id="demo-files-hint" className="mt-1 text-xs text-gray-600">
          {ACCEPTED_IN_WORDS}; 1 to {DEMO_MAX_FILES} files, up to {DEMO_MAX_FILE_MB} MB each.
        </p>
        <ErrorList id={errorId("files")} errors={errors.files} />
      </div>
      <ErrorList errors={errors[""]} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Uploading..." : "Analyze Resumes"}
        </button>
        <p className="text-sm text-gray-600">No account needed. Typical run time: {runTime}. Demo data is deleted after 24 hours.</p>
      </div>
    </Form>
  );
}
