ALTER TABLE "tournaments" ADD COLUMN "requirement_review" jsonb;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "stages" jsonb;