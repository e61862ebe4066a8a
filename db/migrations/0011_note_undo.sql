ALTER TABLE "candidate_notes" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- Deleting a note (or undoing that) changes the note count the tournament page shows.
CREATE TRIGGER candidate_notes_updated_bump_version AFTER UPDATE ON candidate_notes
  REFERENCING NEW TABLE AS changed_notes FOR EACH STATEMENT EXECUTE FUNCTION candidate_notes_bump_tournament_version();
