ALTER TABLE "service_jobs" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "reviewed_by_name" text;