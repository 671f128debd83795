CREATE TABLE "job_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"visit_id" integer,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"customer_id" integer,
	"quote_id" integer,
	"quote_version_id" integer,
	"title" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pricing" jsonb,
	"value_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'to_schedule' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_tradies" (
	"visit_id" integer NOT NULL,
	"tradie_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_tradies_visit_id_tradie_id_pk" PRIMARY KEY("visit_id","tradie_id")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer,
	"lead_id" integer NOT NULL,
	"day" date NOT NULL,
	"timing" text DEFAULT 'fixed' NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_minutes_check" CHECK ("visits"."start_minute" >= 0 and "visits"."end_minute" <= 1440 and "visits"."start_minute" < "visits"."end_minute")
);
--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_job_id_service_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."service_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD CONSTRAINT "service_jobs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD CONSTRAINT "service_jobs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD CONSTRAINT "service_jobs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD CONSTRAINT "service_jobs_quote_version_id_quote_versions_id_fk" FOREIGN KEY ("quote_version_id") REFERENCES "public"."quote_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_tradies" ADD CONSTRAINT "visit_tradies_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_tradies" ADD CONSTRAINT "visit_tradies_tradie_id_tradies_id_fk" FOREIGN KEY ("tradie_id") REFERENCES "public"."tradies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_job_id_service_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."service_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_events_job_idx" ON "job_events" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_jobs_number_idx" ON "service_jobs" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "service_jobs_quote_version_idx" ON "service_jobs" USING btree ("quote_version_id");--> statement-breakpoint
CREATE INDEX "service_jobs_lead_idx" ON "service_jobs" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "service_jobs_status_idx" ON "service_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "visit_tradies_time_idx" ON "visit_tradies" USING btree ("tradie_id","starts_at");--> statement-breakpoint
CREATE INDEX "visits_time_idx" ON "visits" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "visits_job_idx" ON "visits" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "visits_lead_idx" ON "visits" USING btree ("lead_id");