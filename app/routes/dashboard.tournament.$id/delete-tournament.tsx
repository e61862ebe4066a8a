import { Form, useNavigation } from "@remix-run/react";
import { plural } from "~/utils/format";

/**
 * Delete with a confirmation step that works without JavaScript: the first
 * button only opens the panel; the form inside it is the one that deletes.
 */
export function DeleteTournament({ name, resumes, debited, refund }: { name: string; resumes: number; debited: boolean; refund: boolean }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  return (
    <details className="relative open:w-full sm:open:w-auto">
      <summary className="btn-secondary list-none text-red-700">Delete</summary>
      {/* On a phone the buttons wrap anywhere: the open panel takes the row below its button instead of hanging off it. */}
      <div
        role="group"
        aria-labelledby="delete-tournament-title"
        className="mt-2 rounded-md border border-red-200 bg-white p-4 shadow-lg sm:absolute sm:right-0 sm:z-20 sm:w-[22rem]"
      >
        <h2 id="delete-tournament-title" className="font-semibold">
          Delete this tournament?
        </h2>
        <p className="mt-2 text-sm wrap-anywhere text-gray-700">
          {resumes ? `“${name}” and its ${plural(resumes, "resume")}, with their files, will be deleted.` : `“${name}” will be deleted.`} This cannot be undone.
        </p>
        <p className="mt-2 text-sm text-gray-700">
          {!debited
            ? "It did not use a tournament credit."
            : refund
              ? "No resume has been analysed yet, so the tournament credit it used goes back to your account."
              : "Its tournament credit is not given back, because resumes in it were analysed."}
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="btn-primary w-full bg-red-700 hover:bg-red-800" disabled={pending}>
            {pending ? "Deleting..." : "Yes, delete tournament"}
          </button>
        </Form>
      </div>
    </details>
  );
}
