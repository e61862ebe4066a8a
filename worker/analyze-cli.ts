// `npm run analyze -- <file> [--job <jd.txt>] [--title "Job title"]`
// Prints the extraction (and analysis) of one resume as JSON, through the code the worker runs.
// Needs no settings: it reads only the analyzer's (ANALYZER, OLLAMA_*, OPENAI_*), not the web app's.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { extractResume, shutdownExtraction } from "~/extraction/index.server";
import { buildJobProfile } from "~/analysis/job-profile";
import { analyzerFromSettings } from "~/llm/analyzer.server";
import { analyzerEnv } from "~/utils/env.server";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { job: { type: "string" }, title: { type: "string" }, text: { type: "boolean", default: false } },
});

const file = positionals[0];
if (!file) {
  console.error('Usage: npm run analyze -- <resume.pdf|.docx|.doc|.rtf|.odt|.txt> [--job <job.txt>] [--title "Job title"] [--text]');
  process.exit(2);
}

try {
  const bytes = readFileSync(file);
  const extraction = await extractResume({ bytes, fileName: path.basename(file) });
  const output: Record<string, unknown> = {
    file,
    extraction: extraction.ok && !values.text ? { ...extraction, text: `${extraction.text.slice(0, 400)}${extraction.text.length > 400 ? "…" : ""}` } : extraction,
  };
  if (extraction.ok && (values.job || values.title)) {
    const description = values.job ? readFileSync(values.job, "utf8") : "";
    const name = values.title ?? description.split("\n").find((l) => l.trim())?.trim() ?? "Job";
    const job = buildJobProfile({ name, description });
    output.job = job;
    output.analysis = await analyzerFromSettings(analyzerEnv()).analyze({ job, resumeText: extraction.text });
  }
  console.log(JSON.stringify(output, null, 2));
  process.exitCode = extraction.ok ? 0 : 1;
} finally {
  await shutdownExtraction();
}
