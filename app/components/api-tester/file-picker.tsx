import { useState } from "react";
import { MAX_FILE_BYTES } from "~/extraction/limits";
import { ACCEPT_ATTRIBUTE, ACCEPTED_EXTENSIONS, formatKb } from "~/utils/api-tester";
import { uploadMessages } from "~/utils/upload-messages";

/** The resume input; with JavaScript it shows the chosen file's name and size, and flags a wrong one early. */
export function FilePicker({ onProblem }: { onProblem?: (problem: string | null) => void }) {
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div>
      <label htmlFor="tester-file" className="label">
        Resume File
      </label>
      <input
        id="tester-file"
        name="file"
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        className="block w-full text-sm"
        aria-describedby="tester-file-hint tester-file-problem"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setChosen(file ? { name: file.name, size: file.size } : null);
          let next: string | null = null;
          if (file && !ACCEPTED_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext))) next = uploadMessages.notAccepted(file.name);
          else if (file && file.size > MAX_FILE_BYTES) next = uploadMessages.tooLarge(file.name, MAX_FILE_BYTES);
          setProblem(next);
          onProblem?.(next);
        }}
      />
      <p id="tester-file-hint" className="mt-1 text-xs text-gray-500">
        Accepted: PDF, DOCX, TXT (up to 10 MB).
      </p>
      {chosen ? (
        <p className="mt-1 text-sm text-gray-700" data-testid="chosen-file">
          Selected: <span className="font-medium">{chosen.name}</span> ({formatKb(chosen.size)})
        </p>
      ) : null}
      {problem ? (
        <p id="tester-file-problem" className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
