CREATE TABLE "plan_occurrences" (
	"plan_id" integer NOT NULL,
	"occurs_on" date NOT NULL,
	"booked_on" date,
	"outcome" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"job_id" integer,
	"visit_id" integer,
	"invoice_id" integer,
	"invoiced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_occurrences_plan_id_occurs_on_pk" PRIMARY KEY("plan_id","occurs_on"),
	CONSTRAINT "plan_occurrences_outcome_check" CHECK ("plan_occurrences"."outcome" in ('booked', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"customer_id" integer,
	"site_id" integer,
	"title" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visit_value_cents" integer DEFAULT 0 NOT NULL,
	"rules" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"visit_limit" integer,
	"holidays" text DEFAULT 'move' NOT NULL,
	"tradie_id" integer,
	"timing" text DEFAULT 'window' NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"ended_because" text,
	"ended_at" timestamp with time zone,
	"billing" text DEFAULT 'per_visit' NOT NULL,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_plans_minutes_check" CHECK ("maintenance_plans"."start_minute" >= 0 and "maintenance_plans"."end_minute" <= 1440 and "maintenance_plans"."start_minute" < "maintenance_plans"."end_minute"),
	CONSTRAINT "maintenance_plans_status_check" CHECK ("maintenance_plans"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "maintenance_plans_holidays_check" CHECK ("maintenance_plans"."holidays" in ('move', 'skip')),
	CONSTRAINT "maintenance_plans_billing_check" CHECK ("maintenance_plans"."billing" in ('per_visit', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "billed_periodically" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_occurrences" ADD CONSTRAINT "plan_occurrences_plan_id_maintenance_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."maintenance_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_occurrences" ADD CONSTRAINT "plan_occurrences_job_id_service_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."service_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_occurrences" ADD CONSTRAINT "plan_occurrences_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_occurrences" ADD CONSTRAINT "plan_occurrences_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_tradie_id_tradies_id_fk" FOREIGN KEY ("tradie_id") REFERENCES "public"."tradies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_occurrences_visit_idx" ON "plan_occurrences" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "plan_occurrences_job_idx" ON "plan_occurrences" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "maintenance_plans_status_idx" ON "maintenance_plans" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "maintenance_plans_lead_idx" ON "maintenance_plans" USING btree ("lead_id");