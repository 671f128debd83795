CREATE TABLE "review_photos" (
	"review_id" integer NOT NULL,
	"photo_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "review_photos_review_id_photo_id_pk" PRIMARY KEY("review_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "review_tradies" (
	"review_id" integer NOT NULL,
	"tradie_id" integer NOT NULL,
	CONSTRAINT "review_tradies_review_id_tradie_id_pk" PRIMARY KEY("review_id","tradie_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer,
	"source" text NOT NULL,
	"written_on" date NOT NULL,
	"rating" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"suburb" text DEFAULT '' NOT NULL,
	"service" text DEFAULT '' NOT NULL,
	"consent" boolean NOT NULL,
	"status" text NOT NULL,
	"held_for" text,
	"hidden_reason" text,
	"hidden_note" text,
	"hidden_by_name" text,
	"hidden_at" timestamp with time zone,
	"reply" text,
	"reply_by_name" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "review_emails_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tradies" ADD CONSTRAINT "review_tradies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_tradies" ADD CONSTRAINT "review_tradies_tradie_id_tradies_id_fk" FOREIGN KEY ("tradie_id") REFERENCES "public"."tradies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_job_id_service_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."service_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_photos_photo_idx" ON "review_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "review_tradies_tradie_idx" ON "review_tradies" USING btree ("tradie_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_job_idx" ON "reviews" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("status","written_on","id");--> statement-breakpoint
CREATE INDEX "reviews_service_idx" ON "reviews" USING btree ("service","status","written_on");