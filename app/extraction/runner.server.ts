// Entry of the child process that reads files for `extractResume`: a parser
// that hangs or eats memory takes this process down, never the caller.
import { extractResumeInProcess, type ExtractInput, type ExtractOptions } from "./extract.server";
import { shutdownOcr } from "./ocr.server";

export interface RunnerRequest {
  id: number;
  input: ExtractInput;
  options: ExtractOptions;
}

/** Loading pdfjs takes about a second; pay it before the first file's clock starts. */
const WARM_UP_PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

process.on("message", async (message: RunnerRequest) => {
  const outcome = await extractResumeInProcess(message.input, message.options).catch(() => null);
  // The worker may have died meanwhile (SIGKILL); a reply into a closed channel must not crash this process.
  if (process.connected) process.send?.({ id: message.id, outcome }, undefined, undefined, () => {});
});

process.on("disconnect", () => {
  void shutdownOcr().finally(() => process.exit(0));
});

await extractResumeInProcess({ bytes: WARM_UP_PDF, fileName: "warm-up.pdf" }, { ocr: false }).catch(() => null);
process.send?.({ ready: true });
