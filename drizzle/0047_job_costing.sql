CREATE TABLE "job_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"visit_id" integer,
	"price_list_item_id" integer,
	"description" text NOT NULL,
	"quantity_thousandths" integer NOT NULL,
	"unit_cost_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"receipt_photo_id" uuid,
	"tradie_id" integer,
	"added_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_materials_quantity_check" CHECK ("job_materials"."quantity_thousandths" > 0),
	CONSTRAINT "job_materials_cost_check" CHECK ("job_materials"."unit_cost_cents" >= 0 and "job_materials"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tradie_cost_rates" (
	"tradie_id" integer PRIMARY KEY NOT NULL,
	"cents_per_hour" integer NOT NULL,
	"updated_by_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tradie_cost_rates_range_check" CHECK ("tradie_cost_rates"."cents_per_hour" >= 0 and "tradie_cost_rates"."cents_per_hour" <= 100000)
);
--> statement-breakpoint
ALTER TABLE "job_materials" ADD CONSTRAINT "job_materials_job_id_service_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."service_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_materials" ADD CONSTRAINT "job_materials_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_materials" ADD CONSTRAINT "job_materials_price_list_item_id_price_list_items_id_fk" FOREIGN KEY ("price_list_item_id") REFERENCES "public"."price_list_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_materials" ADD CONSTRAINT "job_materials_receipt_photo_id_photos_id_fk" FOREIGN KEY ("receipt_photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_materials" ADD CONSTRAINT "job_materials_tradie_id_tradies_id_fk" FOREIGN KEY ("tradie_id") REFERENCES "public"."tradies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradie_cost_rates" ADD CONSTRAINT "tradie_cost_rates_tradie_id_tradies_id_fk" FOREIGN KEY ("tradie_id") REFERENCES "public"."tradies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_materials_job_idx" ON "job_materials" USING btree ("job_id");