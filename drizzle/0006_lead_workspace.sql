CREATE TABLE "lead_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"detail" text,
	"note" text,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contact_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_tradie_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, name || ' ' || email || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g') || ' ' || suburb || ' ' || message)) STORED;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_tradie_id_tradies_id_fk" FOREIGN KEY ("assigned_tradie_id") REFERENCES "public"."tradies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_preferred_date_idx" ON "leads" USING btree ("preferred_date","id");--> statement-breakpoint
CREATE INDEX "leads_name_idx" ON "leads" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "leads_service_created_idx" ON "leads" USING btree ("service","created_at");--> statement-breakpoint
CREATE INDEX "leads_suburb_created_idx" ON "leads" USING btree (lower("suburb"),"created_at");--> statement-breakpoint
CREATE INDEX "leads_tradie_created_idx" ON "leads" USING btree ("assigned_tradie_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search");