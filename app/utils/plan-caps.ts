// The resume caps the marketing copy quotes, read from the plans table (never typed into the copy).
import { MAX_FILES } from "~/extraction/limits";

export interface PlanCapsRow {
  id: string;
  maxResumesPerTournament: number;
  maxTournaments: number;
}

export interface PlanCaps {
  /** The FREE plan's tournaments and resumes per tournament. */
  free: { tournaments: number; resumes: number };
  /** The largest resumes-per-tournament cap any plan has. */
  largest: number;
  /** Files one upload can carry. */
  perUpload: number;
}

export function planCaps(plans: PlanCapsRow[]): PlanCaps {
  const free = plans.find((p) => p.id === "free");
  return {
    free: { tournaments: free?.maxTournaments ?? 0, resumes: free?.maxResumesPerTournament ?? 0 },
    largest: Math.max(0, ...plans.map((p) => p.maxResumesPerTournament)),
    perUpload: MAX_FILES,
  };
}

export const count = (n: number) => n.toLocaleString("en-US");
