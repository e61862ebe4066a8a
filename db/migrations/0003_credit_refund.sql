DROP INDEX "credit_ledger_tournament_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_tournament_reason_idx" ON "credit_ledger" USING btree ("tournament_id","reason");