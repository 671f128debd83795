DROP INDEX "email_outbox_trouble_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "handed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_trouble_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."status" in ('failed', 'uncertain') or ("email_outbox"."status" = 'pending' and "email_outbox"."attempts" > 0);