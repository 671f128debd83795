ALTER TABLE "quote_versions" ADD COLUMN "accepted_cents" integer;--> statement-breakpoint
CREATE INDEX "quote_versions_list_idx" ON "quote_versions" USING btree ("status","sent_at","inclusive_cents","accepted_cents","quote_id");--> statement-breakpoint
CREATE INDEX "quotes_created_by_idx" ON "quotes" USING btree ("created_by_id");