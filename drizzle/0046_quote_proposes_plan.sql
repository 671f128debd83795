CREATE TABLE "plan_proposals" (
	"quote_version_id" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"billing" text DEFAULT 'per_visit' NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_proposals_billing_check" CHECK ("plan_proposals"."billing" in ('per_visit', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD COLUMN "quote_version_id" integer;--> statement-breakpoint
ALTER TABLE "plan_proposals" ADD CONSTRAINT "plan_proposals_quote_version_id_quote_versions_id_fk" FOREIGN KEY ("quote_version_id") REFERENCES "public"."quote_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_quote_version_id_quote_versions_id_fk" FOREIGN KEY ("quote_version_id") REFERENCES "public"."quote_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_plans_quote_version_idx" ON "maintenance_plans" USING btree ("quote_version_id");