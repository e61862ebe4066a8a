// Reading what a visitor sent, so that malformed input is a 400 with a plain message, never a 500.
import { data } from "@remix-run/node";

export const UNREADABLE_FORM = "We couldn't read what was sent. Please reload the page and try again.";
export const BAD_SEARCH = "Search can't contain control characters. Please remove them and try again.";

/** The posted form, or null when the body isn't a form we can parse (wrong type, broken multipart, ...). */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** A conform reply that shows `message` above the form (what `submission.reply({ formErrors })` produces). */
export function formErrorReply(message: string) {
  return { status: "error" as const, initialValue: {}, error: { "": [message] } };
}

// Postgres can't store a NUL byte, and no other control character belongs in a search either.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A search box's value ("" when absent). One with control characters (`?q=%00`) is refused with a 400 the page shows. */
export function searchParam(params: URLSearchParams, name = "q") {
  const value = params.get(name) ?? "";
  if (CONTROL.test(value)) throw data(BAD_SEARCH, { status: 400 });
  return value;
}
