-- Every user has a plan: FREE until one is bought. The FREE row must exist before the default can point at it.
INSERT INTO "plans" ("id", "name", "price_in_cents", "max_resumes_per_tournament", "max_tournaments", "zip_export", "sort_order")
VALUES ('free', 'FREE', 0, 10, 2, false, 0) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
UPDATE "users" SET "plan_id" = 'free' WHERE "plan_id" IS NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "plan_id" SET DEFAULT 'free';--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "plan_id" SET NOT NULL;
