ALTER TABLE "quote_versions" ADD COLUMN "prepared_by_id" text;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD COLUMN "prepared_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Versions made before this migration were made by whoever started their quote.
UPDATE "quote_versions" SET "prepared_by_id" = q."created_by_id", "prepared_by_name" = q."created_by_name" FROM "quotes" q WHERE q."id" = "quote_versions"."quote_id";--> statement-breakpoint
CREATE INDEX "quote_versions_prepared_by_idx" ON "quote_versions" USING btree ("prepared_by_id","status","inclusive_cents","accepted_cents");