CREATE TABLE "visit_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"job_id" integer,
	"photo_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"added_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_tradies" ADD COLUMN "offer" text DEFAULT 'offered' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_tradies" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_tradies" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_tradies" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "customer_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "customer_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "sign_off" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_job_id_service_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."service_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_photos_visit_idx" ON "visit_photos" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "visit_photos_job_idx" ON "visit_photos" USING btree ("job_id");