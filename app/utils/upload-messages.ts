// What an upload may be and the messages when it is not (the product spec's words). Shared by the server's upload parser and the
// browser's early checks (no server imports here).
const MiB = 1024 * 1024;

/** The formats a resume may come in (file-check.ts decides by content; these name them), in the order every screen lists them. */
export const ACCEPTED_EXTENSIONS = [".pdf", ".docx", ".doc", ".rtf", ".odt", ".txt"] as const;
/** The file picker's accept list: the extensions and their media types. */
export const ACCEPT_ATTRIBUTE = [
  ...ACCEPTED_EXTENSIONS,
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/msword",
  "application/rtf",
  "text/rtf",
  "application/vnd.oasis.opendocument.text",
  "text/plain",
].join(",");
/** ".pdf, .docx, .doc, .rtf, .odt, .txt", as the upload hint lists them. */
export const ACCEPTED_LIST = ACCEPTED_EXTENSIONS.join(", ");
/** "PDF, DOCX, DOC, RTF, ODT or TXT", for sentences. */
export const ACCEPTED_IN_WORDS = `${ACCEPTED_EXTENSIONS.slice(0, -1).map((e) => e.slice(1).toUpperCase()).join(", ")} or ${ACCEPTED_EXTENSIONS.at(-1)!.slice(1).toUpperCase()}`;

export const uploadMessages = {
  notAccepted: (file: string) => `File "${file}" is not an accepted file type.`,
  tooLarge: (file: string, maxBytes: number) => `File "${file}" exceeds the maximum size of ${+(maxBytes / MiB).toFixed(1)}MB.`,
  empty: (file: string) => `File "${file}" is empty.`,
  tooMany: (maxFiles: number) => `You can only upload up to ${maxFiles} files.`,
};
