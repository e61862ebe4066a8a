ALTER TABLE "resumes" ADD COLUMN "matched_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "requirements_met" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "requirements_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "contact_email" text;--> statement-breakpoint
CREATE INDEX "resumes_tournament_email_idx" ON "resumes" USING btree ("tournament_id","contact_email");--> statement-breakpoint
-- Analyses saved before these columns: the same summary, read once here instead of on every list page.
UPDATE "resumes" SET
  "matched_requirements" = coalesce(jsonb_path_query_array(jsonb_path_query_array("analysis"->'requirements', '$[*] ? (@.status == "met").label'), '$[0 to 2]'), '[]'::jsonb),
  "requirements_met" = coalesce(jsonb_array_length(jsonb_path_query_array("analysis"->'requirements', '$[*] ? (@.status == "met")')), 0),
  "requirements_total" = coalesce(jsonb_array_length("analysis"->'requirements'), 0),
  "contact_email" = nullif(lower(trim("contact"->>'email')), '')
WHERE jsonb_typeof("analysis"->'requirements') = 'array';
