import type { SuspiciousFlag } from "~/analysis/types";

/** What each format's reader hands over before the shared clean-up (normalising, AI-instruction removal). */
export interface ReadText {
  text: string;
  pages: number;
  ocrPages: number;
  flags: SuspiciousFlag[];
}
