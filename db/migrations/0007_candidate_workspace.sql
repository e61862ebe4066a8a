CREATE TABLE "candidate_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"resume_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"reason" text,
	"batch_id" uuid NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"resume_id" uuid NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "candidate_name" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "current_title" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "years_experience" real;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_events" ADD CONSTRAINT "candidate_events_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_events" ADD CONSTRAINT "candidate_events_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_events" ADD CONSTRAINT "candidate_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_events_resume_idx" ON "candidate_events" USING btree ("resume_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_events_tournament_idx" ON "candidate_events" USING btree ("tournament_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_events_batch_idx" ON "candidate_events" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "candidate_notes_resume_idx" ON "candidate_notes" USING btree ("resume_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_notes_tournament_idx" ON "candidate_notes" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "resumes_tournament_sha_idx" ON "resumes" USING btree ("tournament_id","sha256");--> statement-breakpoint
-- Candidates are people: the name, years and title already analysed become plain columns.
UPDATE "resumes" SET
  "candidate_name" = nullif("analysis"->'contact'->>'name', ''),
  "current_title" = nullif("analysis"->>'currentTitle', ''),
  "location" = nullif("analysis"->>'location', ''),
  "years_experience" = CASE WHEN jsonb_typeof("analysis"->'yearsOfExperience') = 'number' THEN ("analysis"->>'yearsOfExperience')::real END
  WHERE "analysis" IS NOT NULL;
--> statement-breakpoint
-- A note changes what the tournament page shows: bump its version like a resume change does (0002).
CREATE OR REPLACE FUNCTION candidate_notes_bump_tournament_version() RETURNS trigger AS $$
BEGIN
  UPDATE tournaments SET version = version + 1
    WHERE id IN (SELECT DISTINCT tournament_id FROM changed_notes) AND status <> 'processing';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER candidate_notes_inserted_bump_version AFTER INSERT ON candidate_notes
  REFERENCING NEW TABLE AS changed_notes FOR EACH STATEMENT EXECUTE FUNCTION candidate_notes_bump_tournament_version();
--> statement-breakpoint
CREATE TRIGGER candidate_notes_deleted_bump_version AFTER DELETE ON candidate_notes
  REFERENCING OLD TABLE AS changed_notes FOR EACH STATEMENT EXECUTE FUNCTION candidate_notes_bump_tournament_version();
