-- Every change to a tournament, or to any of its resumes, bumps tournaments.version.
-- The server's page cache keys rendered tournament pages by it, so no code path
-- that changes what the page shows can leave a stale page behind.
CREATE OR REPLACE FUNCTION tournaments_bump_version() RETURNS trigger AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tournaments_bump_version BEFORE UPDATE ON tournaments
  FOR EACH ROW EXECUTE FUNCTION tournaments_bump_version();
--> statement-breakpoint
-- Statement-level, so inserting 1,000 resumes bumps their tournament once, not 1,000 times.
-- A processing tournament's page is never cached, and its move out of processing is
-- itself an update (bumped above), so the worker's per-resume updates skip the bump.
CREATE OR REPLACE FUNCTION resumes_bump_tournament_version() RETURNS trigger AS $$
BEGIN
  UPDATE tournaments SET version = version + 1
    WHERE id IN (SELECT DISTINCT tournament_id FROM changed_resumes) AND status <> 'processing';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER resumes_inserted_bump_version AFTER INSERT ON resumes
  REFERENCING NEW TABLE AS changed_resumes FOR EACH STATEMENT EXECUTE FUNCTION resumes_bump_tournament_version();
--> statement-breakpoint
CREATE TRIGGER resumes_updated_bump_version AFTER UPDATE ON resumes
  REFERENCING NEW TABLE AS changed_resumes FOR EACH STATEMENT EXECUTE FUNCTION resumes_bump_tournament_version();
--> statement-breakpoint
CREATE TRIGGER resumes_deleted_bump_version AFTER DELETE ON resumes
  REFERENCING OLD TABLE AS changed_resumes FOR EACH STATEMENT EXECUTE FUNCTION resumes_bump_tournament_version();
