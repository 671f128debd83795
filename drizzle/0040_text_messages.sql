CREATE TABLE "text_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"text_id" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_inbound" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keyword" text,
	"customer_id" integer,
	"subject_type" text,
	"subject_id" integer,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "text_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keyword" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"any_hour" boolean DEFAULT false NOT NULL,
	"retry_until" timestamp with time zone DEFAULT now() + interval '24 hours' NOT NULL,
	"locked_until" timestamp with time zone,
	"attempt_id" uuid,
	"handed_at" timestamp with time zone,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text,
	"delivery_status" text,
	"delivered_at" timestamp with time zone,
	"segments" integer,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"subject_type" text,
	"subject_id" integer,
	"sent_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_outbox_body_not_empty" CHECK (length("text_outbox"."body") between 1 and 1600)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "contact_preference" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "text_attempts" ADD CONSTRAINT "text_attempts_text_id_text_outbox_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."text_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_attempts_text_idx" ON "text_attempts" USING btree ("text_id");--> statement-breakpoint
CREATE UNIQUE INDEX "text_inbound_provider_id_idx" ON "text_inbound" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "text_inbound_from_idx" ON "text_inbound" USING btree ("from","received_at");--> statement-breakpoint
CREATE INDEX "text_inbound_unread_idx" ON "text_inbound" USING btree ("received_at") WHERE "text_inbound"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "text_outbox_idempotency_key_idx" ON "text_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "text_outbox_provider_id_idx" ON "text_outbox" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "text_outbox_subject_idx" ON "text_outbox" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "text_outbox_to_idx" ON "text_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "text_outbox_waiting_idx" ON "text_outbox" USING btree ("id") WHERE "text_outbox"."status" in ('pending', 'sending');--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_contact_preference_known" CHECK ("customers"."contact_preference" in ('email', 'text', 'both'));