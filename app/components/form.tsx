import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="field-error" role="alert">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}

export function TextField({
  label,
  meta,
  type = "text",
  autoComplete,
  placeholder,
}: {
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: FieldMetadata<any, any, string[]>;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  placeholder?: string;
}) {
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <input {...getInputProps(meta, { type })} className="input" autoComplete={autoComplete} placeholder={placeholder} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
