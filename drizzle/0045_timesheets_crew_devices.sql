CREATE TABLE "crew_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tradie_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"name" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_corrections_order_check" CHECK ("time_corrections"."ended_at" > "time_corrections"."started_at")
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"tradie_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_kind_check" CHECK ("time_entries"."kind" in ('work', 'pause')),
	CONSTRAINT "time_entries_order_check" CHECK ("time_entries"."ended_at" is null or "time_entries"."ended_at" >= "time_entries"."started_at")
);
--> statement-breakpoint
CREATE TABLE "timesheet_approvals" (
	"tradie_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"approved_by_id" text NOT NULL,
	"approved_by_name" text NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_approvals_tradie_id_week_start_pk" PRIMARY KEY("tradie_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "crew_devices" ADD CONSTRAINT "crew_devices_tradie_id_tradies_id_fk" FOREIGN KEY ("tradie_id") REFERENCES "public"."tradies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_devices" ADD CONSTRAINT "crew_devices_token_id_access_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."access_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_corrections" ADD CONSTRAINT "time_corrections_entry_id_time_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."time_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tradie_id_tradies_id_fk" FOREIGN KEY ("tradie_id") REFERENCES "public"."tradies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_tradie_id_tradies_id_fk" FOREIGN KEY ("tradie_id") REFERENCES "public"."tradies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_devices_token_idx" ON "crew_devices" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "crew_devices_tradie_idx" ON "crew_devices" USING btree ("tradie_id");--> statement-breakpoint
CREATE INDEX "time_corrections_entry_idx" ON "time_corrections" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "time_entries_tradie_idx" ON "time_entries" USING btree ("tradie_id","started_at");--> statement-breakpoint
CREATE INDEX "time_entries_visit_idx" ON "time_entries" USING btree ("visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_work_once" ON "time_entries" USING btree ("visit_id","tradie_id") WHERE kind = 'work';--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_open_pause" ON "time_entries" USING btree ("visit_id","tradie_id") WHERE kind = 'pause' and ended_at is null;--> statement-breakpoint
-- Sessions signed in before devices were kept stay signed in, as devices of unknown name.
INSERT INTO "crew_devices" ("tradie_id", "token_id", "name", "last_used_at", "created_at")
SELECT t."subject_id", t."id", 'A browser', t."created_at", t."created_at"
FROM "access_tokens" t JOIN "tradies" r ON r."id" = t."subject_id"
WHERE t."purpose" = 'crew-session' AND t."revoked_at" IS NULL AND t."expires_at" > now();
