import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import { ErrorList } from "./error-list";

export { ErrorList };


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
