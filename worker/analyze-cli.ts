// `npm run analyze -- [--job <jd.txt>] [--title "Job title"] [--text] <file> [<file> …]`
// Reads each resume through the code the worker runs and prints one JSON line per file (JSON Lines),
// in the order given: {file, ok, extraction, analysis?} or {file, ok: false, error}. A file that fails
// does not stop the others; the exit code is 1 when any failed, 2 on a usage error.
// Needs no settings: it reads only the analyzer's (ANALYZER, OLLAMA_*, OPENAI_*), not the web app's.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { extractResume, shutdownExtraction } from "~/extraction/index.server";
import { buildJobProfile } from "~/analysis/posting/job-profile";
import { analyzerFromSettings } from "~/llm/analyzer.server";
import { analyzerEnv } from "~/utils/env.server";

const USAGE = 'Usage: npm run analyze -- [--job <job.txt>] [--title "Job title"] [--text] <resume.pdf|.docx|.doc|.rtf|.odt|.txt> [more files …]';

const parse = () =>
  parseArgs({ allowPositionals: true, options: { job: { type: "string" }, title: { type: "string" }, text: { type: "boolean", default: false } } });
let args: ReturnType<typeof parse>;
try {
  args = parse();
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals: files } = args;
if (files.length === 0) {
  console.error(USAGE);
  process.exit(2);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The posting, read once for every file; a posting that can't be read is a usage error. */
async function jobFromArgs() {
  if (!values.job && !values.title) return null;
  let description = "";
  try {
    description = values.job ? await readFile(values.job, "utf8") : "";
  } catch (error) {
    console.error(`Cannot read the job file: ${message(error)}`);
    process.exit(2);
  }
  const name = values.title ?? description.split("\n").find((l) => l.trim())?.trim() ?? "Job";
  return buildJobProfile({ name, description });
}

async function analyzeFile(file: string, job: Awaited<ReturnType<typeof jobFromArgs>>, analyzer: ReturnType<typeof analyzerFromSettings>) {
  const bytes = await readFile(file);
  const extraction = await extractResume({ bytes, fileName: path.basename(file) });
  if (!extraction.ok) return { file, ok: false, error: extraction.reason, extraction };
  const shown = values.text ? extraction : { ...extraction, text: `${extraction.text.slice(0, 400)}${extraction.text.length > 400 ? "…" : ""}` };
  if (!job) return { file, ok: true, extraction: shown };
  return { file, ok: true, extraction: shown, analysis: await analyzer.analyze({ job, resumeText: extraction.text }) };
}

let failed = 0;
try {
  const job = await jobFromArgs();
  const analyzer = analyzerFromSettings(analyzerEnv());
  for (const file of files) {
    const line = await analyzeFile(file, job, analyzer).catch((error: unknown) => ({ file, ok: false, error: message(error) }));
    if (!line.ok) failed++;
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await shutdownExtraction();
}
