CREATE TABLE "application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"emailed" boolean DEFAULT false NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tradie_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"business_name" text NOT NULL,
	"nzbn" text,
	"trades" jsonb NOT NULL,
	"areas" jsonb NOT NULL,
	"suburbs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"years_experience" integer NOT NULL,
	"licences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_public_liability" boolean NOT NULL,
	"about" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"photo_id" uuid,
	"decision_reason" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tradie_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tradie_id" integer NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_variants" (
	"photo_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "photo_variants_photo_id_width_pk" PRIMARY KEY("photo_id","width")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tradies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "tradies" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "tradies" ADD COLUMN "nzbn" text;--> statement-breakpoint
ALTER TABLE "tradies" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "tradies" ADD COLUMN "suburbs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tradies" ADD COLUMN "licences" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tradies" ADD COLUMN "insurance_provider" text;--> statement-breakpoint
ALTER TABLE "tradies" ADD COLUMN "insurance_expires_on" date;--> statement-breakpoint
ALTER TABLE "tradies" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tradies" ADD COLUMN "verified_by_id" text;--> statement-breakpoint
ALTER TABLE "tradies" ADD COLUMN "verified_by_name" text;--> statement-breakpoint
ALTER TABLE "tradies" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_tradie_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."tradie_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradie_applications" ADD CONSTRAINT "tradie_applications_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradie_events" ADD CONSTRAINT "tradie_events_tradie_id_tradies_id_fk" FOREIGN KEY ("tradie_id") REFERENCES "public"."tradies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_variants" ADD CONSTRAINT "photo_variants_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "tradie_applications_status_created_idx" ON "tradie_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tradie_applications_request_hash_idx" ON "tradie_applications" USING btree ("request_hash");--> statement-breakpoint
CREATE INDEX "tradie_events_tradie_idx" ON "tradie_events" USING btree ("tradie_id","created_at");--> statement-breakpoint
ALTER TABLE "tradies" ADD CONSTRAINT "tradies_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradies" ADD CONSTRAINT "tradies_application_id_tradie_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."tradie_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tradies_application_idx" ON "tradies" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "tradies_public_idx" ON "tradies" USING btree ("published","status");--> statement-breakpoint
-- The old yes/no badge becomes "verified by whom, when"; existing badges keep their meaning.
UPDATE "tradies" SET "verified_at" = "created_at", "verified_by_name" = 'Harbourside team' WHERE "verified";--> statement-breakpoint
ALTER TABLE "tradies" DROP COLUMN "verified";