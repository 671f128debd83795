CREATE TABLE "crew_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tradie_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"name" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crew_devices" ADD CONSTRAINT "crew_devices_tradie_id_tradies_id_fk" FOREIGN KEY ("tradie_id") REFERENCES "public"."tradies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_devices" ADD CONSTRAINT "crew_devices_token_id_access_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."access_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_devices_token_idx" ON "crew_devices" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "crew_devices_tradie_idx" ON "crew_devices" USING btree ("tradie_id");--> statement-breakpoint
-- Sessions signed in before devices were kept stay signed in, as devices of unknown name.
INSERT INTO "crew_devices" ("tradie_id", "token_id", "name", "last_used_at", "created_at")
SELECT t."subject_id", t."id", 'A browser', t."created_at", t."created_at"
FROM "access_tokens" t JOIN "tradies" r ON r."id" = t."subject_id"
WHERE t."purpose" = 'crew-session' AND t."revoked_at" IS NULL AND t."expires_at" > now();
