import { Readable } from "node:stream";
import * as archiver from "archiver";
import { and, desc, eq, sql } from "drizzle-orm";
import type { ContactInfo, FileKind, Tier } from "~/analysis/types";
import { db, schema } from "~/utils/db.server";
import { effectiveTierSql } from "~/analysis/tiers";
import { getStorage } from "~/utils/storage.server";

const { resumes, tournaments } = schema;

// archiver 8 exports ZipArchive; @types/archiver still describes version 6.
const { ZipArchive } = archiver as unknown as { ZipArchive: new (options?: archiver.ArchiverOptions) => archiver.Archiver };

export const EXPORT_REFUSED = "Exporting tiers is only available for PRO and ENTERPRISE plans.";

export interface ExportRow {
  fileName: string;
  storageKey: string | null;
  fileKind: FileKind | null;
  /** Only for sample resumes, which are stored as text. */
  text: string | null;
  tier: Tier;
  aiTier: Tier | null;
  score: number | null;
  skills: string[];
  pros: string[];
  cons: string[];
  followUpQuestions: string[];
  contact: ContactInfo | null;
}

export async function getTierExport({ tournamentId, userId, tier }: { tournamentId: string; userId: string; tier: Tier }) {
  const [t] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), eq(tournaments.userId, userId)));
  if (!t) return null;
  const rows = await db
    .select({
      fileName: resumes.fileName,
      storageKey: resumes.storageKey,
      fileKind: resumes.fileKind,
      text: sql<string | null>`case when ${resumes.storageKey} is null then ${resumes.text} end`,
      tier: sql<Tier>`${effectiveTierSql(resumes)}`,
      aiTier: resumes.tier,
      score: resumes.score,
      skills: resumes.skills,
      pros: sql<string[]>`coalesce(${resumes.analysis}->'pros', '[]'::jsonb)`,
      cons: sql<string[]>`coalesce(${resumes.analysis}->'cons', '[]'::jsonb)`,
      followUpQuestions: sql<string[]>`coalesce(${resumes.analysis}->'followUpQuestions', '[]'::jsonb)`,
      contact: resumes.contact,
    })
    .from(resumes)
    .where(and(eq(resumes.tournamentId, tournamentId), sql`${effectiveTierSql(resumes)} = ${tier}`))
    .orderBy(desc(sql`coalesce(${resumes.score}, -1)`), resumes.position);
  return rows;
}

const EXTENSIONS: Record<FileKind, string> = { pdf: ".pdf", docx: ".docx", doc: ".doc", rtf: ".rtf", odt: ".odt", txt: ".txt" };

/**
 * A name that is safe in any unzip tool on any OS: no folders, no control or
 * reserved characters, the extension of the detected kind, unique (case-insensitively)
 * within the archive as "name (2).pdf".
 */
export function safeZipNames(rows: Array<{ fileName: string; kind: FileKind | null }>, reserved: string[] = []) {
  const taken = new Set(reserved.map((n) => n.toLowerCase()));
  return rows.map(({ fileName, kind }) => {
    const base = (fileName.split(/[/\\]/).pop() ?? "")
      .normalize("NFC")
      .replace(/[\p{Cc}\p{Cf}]/gu, "")
      .replace(/[<>:"|?*]/g, "_")
      .replace(/^[\s.]+|[\s.]+$/g, "");
    const wanted = kind ? EXTENSIONS[kind] : (/\.[A-Za-z0-9]{1,5}$/.exec(base)?.[0] ?? "");
    let stem = base.toLowerCase().endsWith(wanted.toLowerCase()) ? base.slice(0, base.length - wanted.length) : base;
    stem = Array.from(stem.replace(/[\s.]+$/, "")).slice(0, 150).join("") || "resume";
    if (/^(con|prn|aux|nul|com\d|lpt\d)$/i.test(stem)) stem = `_${stem}`;
    let name = `${stem}${wanted}`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem} (${n})${wanted}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** A spreadsheet must not run a cell as a formula: such values get a leading quote (OWASP CSV injection). */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const COLUMNS = ["File name", "Tier", "AI tier", "Score", "Skills", "Pros", "Cons", "Follow-up questions", "Email", "Phone"];

export function summaryRecords(rows: ExportRow[], names: string[]) {
  return rows.map((r, i) => ({
    fileName: names[i]!,
    originalFileName: r.fileName,
    tier: r.tier,
    aiTier: r.aiTier,
    score: r.score === null ? null : Math.round(r.score),
    skills: r.skills,
    pros: r.pros,
    cons: r.cons,
    followUpQuestions: r.followUpQuestions,
    email: r.contact?.email ?? null,
    phone: r.contact?.phone ?? null,
  }));
}

export function summaryCsv(records: ReturnType<typeof summaryRecords>) {
  const lines = [COLUMNS.map(csvCell).join(",")];
  for (const r of records) {
    lines.push(
      [r.fileName, r.tier, r.aiTier, r.score, r.skills.join("; "), r.pros.join("; "), r.cons.join("; "), r.followUpQuestions.join("; "), r.email, r.phone]
        .map(csvCell)
        .join(","),
    );
  }
  // The BOM makes Excel read the file as UTF-8.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** Opens the stored file only when the archive gets to it, so a large tier never holds hundreds of open streams. */
function lazyFile(row: ExportRow): Readable {
  return Readable.from(
    (async function* () {
      if (!row.storageKey) {
        yield Buffer.from(row.text ?? "", "utf8");
        return;
      }
      for await (const chunk of await getStorage().get(row.storageKey)) yield chunk as Buffer;
    })(),
  );
}

/** The tier's originals plus summary.csv and summary.json, as a zip stream. */
export function tierZip(rows: ExportRow[]) {
  const names = safeZipNames(
    rows.map((r) => ({ fileName: r.fileName, kind: r.fileKind ?? (r.storageKey ? null : "txt") })),
    ["summary.csv", "summary.json"],
  );
  const records = summaryRecords(rows, names);
  const zip = new ZipArchive({ zlib: { level: 6 } });
  zip.append(summaryCsv(records), { name: "summary.csv" });
  zip.append(JSON.stringify(records, null, 2), { name: "summary.json" });
  rows.forEach((row, i) => zip.append(lazyFile(row), { name: names[i]! }));
  // Not awaited: finalize resolves only once the consumer has read the whole archive.
  void zip.finalize().catch(() => {});
  return zip;
}
