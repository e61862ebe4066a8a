// Shared by the upload form (early checks) and the extraction runner.

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 1000;

/** Resumes are short; a PDF past this is a mistake or an attack. */
export const MAX_PDF_PAGES = 50;
/** OCR is ~1.5 s a page: only the first pages of a scan are read. */
export const MAX_OCR_PAGES = 10;
export const OCR_TIME_BUDGET_MS = 45_000;

/** A .docx holds text and a few images; past this its contents are not a resume. */
export const MAX_DOCX_UNPACKED_BYTES = 64 * 1024 * 1024;
export const MAX_DOCX_ENTRIES = 2000;
/** Real Office files compress XML ~10x; zip bombs reach 1000x and more. */
export const MAX_DOCX_RATIO = 200;

/** How much of a file `sniffFileKind` needs to decide. */
export const SNIFF_BYTES = 4096;

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_MEMORY_MB = 1024;
