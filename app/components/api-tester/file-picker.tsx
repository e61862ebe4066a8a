import { useRef, useState } from "react";
import { MAX_FILE_BYTES } from "~/extraction/limits";
import { formatKb } from "~/utils/api-tester";
import { checkResumeBlob } from "~/utils/resume-text";
import { ACCEPT_ATTRIBUTE, ACCEPTED_IN_WORDS, uploadMessages } from "~/utils/upload-messages";

/** The resume input; with JavaScript it shows the chosen file's name and size, and flags a wrong one early. */
export function FilePicker({ onProblem }: { onProblem?: (problem: string | null) => void }) {
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const picks = useRef(0);
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
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          const turn = ++picks.current;
          setChosen(file ? { name: file.name, size: file.size } : null);
          let next: string | null = null;
          // The same rule as every upload, by content (file-check.ts).
          if (file && file.size === 0) next = uploadMessages.empty(file.name);
          else if (file && file.size > MAX_FILE_BYTES) next = uploadMessages.tooLarge(file.name, MAX_FILE_BYTES);
          else if (file && "rejected" in (await checkResumeBlob(file))) next = uploadMessages.notAccepted(file.name);
          // Another file was chosen while this one was read.
          if (turn !== picks.current) return;
          setProblem(next);
          onProblem?.(next);
        }}
      />
      <p id="tester-file-hint" className="mt-1 text-xs text-gray-500">
        Accepted: {ACCEPTED_IN_WORDS.replace(" or ", ", ")} (up to 10 MB).
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
