CREATE TABLE "schedule_change_totals" (
	"id" integer PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "schedule_change_totals_one_row" CHECK ("schedule_change_totals"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "schedule_changes" (
	"id" bigserial PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Hand-written (docs/decisions/0118): the one totals row, and the triggers that note each change
-- the staff schedule shows. Statement-level, so a change of a thousand rows notes one change.
INSERT INTO "schedule_change_totals" ("id", "total") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "note_schedule_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "schedule_changes" DEFAULT VALUES;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "visits_note_schedule_change" AFTER INSERT OR UPDATE OR DELETE ON "visits"
	FOR EACH STATEMENT EXECUTE FUNCTION "note_schedule_change"();--> statement-breakpoint
CREATE TRIGGER "visit_tradies_note_schedule_change" AFTER INSERT OR UPDATE OR DELETE ON "visit_tradies"
	FOR EACH STATEMENT EXECUTE FUNCTION "note_schedule_change"();--> statement-breakpoint
CREATE TRIGGER "service_jobs_note_schedule_change" AFTER INSERT OR UPDATE OR DELETE ON "service_jobs"
	FOR EACH STATEMENT EXECUTE FUNCTION "note_schedule_change"();--> statement-breakpoint
CREATE TRIGGER "tradies_note_schedule_change" AFTER INSERT OR UPDATE OR DELETE ON "tradies"
	FOR EACH STATEMENT EXECUTE FUNCTION "note_schedule_change"();--> statement-breakpoint
CREATE TRIGGER "leads_note_schedule_change" AFTER UPDATE OF "name", "suburb", "service" OR DELETE ON "leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "note_schedule_change"();
