CREATE TABLE "crew_offline_taps" (
	"tradie_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crew_offline_taps_tradie_id_idempotency_key_pk" PRIMARY KEY("tradie_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "crew_offline_taps" ADD CONSTRAINT "crew_offline_taps_tradie_id_tradies_id_fk" FOREIGN KEY ("tradie_id") REFERENCES "public"."tradies"("id") ON DELETE cascade ON UPDATE no action;