CREATE TABLE "plan_prepaid_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"visits" integer NOT NULL,
	"invoice_id" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_prepaid_blocks_visits_check" CHECK ("plan_prepaid_blocks"."visits" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"lines" jsonb NOT NULL,
	"visit_value_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_skip_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"occurs_on" date NOT NULL,
	"visit_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_skip_requests_status_check" CHECK ("plan_skip_requests"."status" in ('waiting', 'confirmed', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "plan_occurrences" ADD COLUMN "prepaid_block_id" integer;--> statement-breakpoint
ALTER TABLE "plan_prepaid_blocks" ADD CONSTRAINT "plan_prepaid_blocks_plan_id_maintenance_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."maintenance_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prepaid_blocks" ADD CONSTRAINT "plan_prepaid_blocks_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_id_maintenance_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."maintenance_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_skip_requests" ADD CONSTRAINT "plan_skip_requests_plan_id_maintenance_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."maintenance_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_skip_requests" ADD CONSTRAINT "plan_skip_requests_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_prepaid_blocks_plan_idx" ON "plan_prepaid_blocks" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_prices_plan_day_idx" ON "plan_prices" USING btree ("plan_id","effective_from");--> statement-breakpoint
CREATE INDEX "plan_skip_requests_plan_idx" ON "plan_skip_requests" USING btree ("plan_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_skip_requests_waiting_idx" ON "plan_skip_requests" USING btree ("plan_id","occurs_on") WHERE "plan_skip_requests"."status" = 'waiting';--> statement-breakpoint
ALTER TABLE "plan_occurrences" ADD CONSTRAINT "plan_occurrences_prepaid_block_id_plan_prepaid_blocks_id_fk" FOREIGN KEY ("prepaid_block_id") REFERENCES "public"."plan_prepaid_blocks"("id") ON DELETE set null ON UPDATE no action;