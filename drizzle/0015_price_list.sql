CREATE TABLE "price_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amounts_are" text DEFAULT 'inclusive' NOT NULL,
	"service_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_items_code_idx" ON "price_list_items" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "price_list_items_name_idx" ON "price_list_items" USING btree ("name");