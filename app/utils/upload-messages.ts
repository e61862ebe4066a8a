// What an upload may be and the messages when it is not (the product spec's words). Shared by the server's upload parser and the
// browser's early checks (no server imports here).
const MiB = 1024 * 1024;

export const uploadMessages = {
  notAccepted: (file: string) => `File "${file}" is not an accepted file type.`,
  tooLarge: (file: string, maxBytes: number) => `File "${file}" exceeds the maximum size of ${+(maxBytes / MiB).toFixed(1)}MB.`,
  empty: (file: string) => `File "${file}" is empty.`,
  tooMany: (maxFiles: number) => `You can only upload up to ${maxFiles} files.`,
};
