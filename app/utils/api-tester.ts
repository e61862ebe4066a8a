// The admin's partner-API tester (/admin/api-integration): constants and the
// shape of its state, shared by the page (browser bundle) and its server model.
// No server imports here.
import { z } from "zod";

export const TESTER_TABS = [
  { id: "auth", label: "Authentication" },
  { id: "listings", label: "Job Listings" },
  { id: "upload", label: "Resume Upload" },
  { id: "responses", label: "API Responses" },
] as const;
export type TesterTab = (typeof TESTER_TABS)[number]["id"];
export const parseTab = (value: unknown): TesterTab => TESTER_TABS.find((t) => t.id === value)?.id ?? "auth";

export const TESTER_INTENTS = ["login", "create-listing", "get-listing", "upload", "list-resumes", "clear-log", "tab"] as const;
export type TesterIntent = (typeof TESTER_INTENTS)[number];

/** Entries kept in the log, and how much of each body. */
export const LOG_LIMIT = 20;
export const BODY_LIMIT = 4096;
/** The hidden log field: 20 entries of at most ~8 KB each, with room to spare. */
export const LOG_FIELD_LIMIT = 256 * 1024;

export const TESTER_MESSAGES = {
  loginFirst: "Please login first",
  listingFirst: "Please create a listing first",
  fileFirst: "Please select a file to upload",
  badListingId: "The listing ID must be a UUID.",
  loginOk: "Login successful",
  logCleared: "Log cleared",
} as const;

export const DEFAULT_REGION = "USA";
export const DEFAULT_SKILLS = "1, 2, 3";

/** The expiry the create form starts with: 30 days from `today`, as YYYY-MM-DD. */
export function defaultExpiry(today = new Date()) {
  return new Date(today.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
}

export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;


/** Cuts a text to `limit` characters, saying so. */
export function truncate(text: string, limit = BODY_LIMIT) {
  return text.length <= limit ? text : `${text.slice(0, limit)}… [truncated, ${text.length} characters in all]`;
}

export const LogEntrySchema = z.object({
  id: z.string().max(64),
  at: z.string().max(40),
  method: z.enum(["GET", "POST"]),
  path: z.string().max(600),
  request: z.string().max(BODY_LIMIT + 100).optional(),
  status: z.number().int().min(0).max(999),
  body: z.string().max(BODY_LIMIT + 100),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

export interface TesterState {
  token: string;
  employerUuid: string;
  listingId: string;
  /** Newest first, at most LOG_LIMIT. */
  log: LogEntry[];
}

export const emptyState = (): TesterState => ({ token: "", employerUuid: "", listingId: "", log: [] });

export interface TesterMessage {
  kind: "success" | "error";
  text: string;
  details?: string[];
}

/** HH:MM:SS of an ISO time stamp, in UTC so server and browser render the same text. */
export function clock(iso: string) {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? "--:--:--" : at.toISOString().slice(11, 19);
}
