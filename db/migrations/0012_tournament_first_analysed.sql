ALTER TABLE "tournaments" ADD COLUMN "first_analysed_at" timestamp with time zone;--> statement-breakpoint
-- Tournaments analysed before this column existed: a resume with an analysis (kept through a re-rank) or done.
UPDATE "tournaments" t SET "first_analysed_at" = s.first
  FROM (SELECT "tournament_id", min(coalesce("finished_at", "created_at")) AS first FROM "resumes"
        WHERE "analysis" IS NOT NULL OR "status" = 'done' GROUP BY "tournament_id") s
 WHERE s."tournament_id" = t."id";
