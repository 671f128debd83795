ALTER TABLE "customer_contacts" ADD COLUMN "confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visits_every" text;--> statement-breakpoint
-- Until now every customer's first email address was the one their own first request gave
-- (decision 0187); later ones may have come with a request matched by phone alone.
UPDATE "customer_contacts" SET "confirmed" = true WHERE "id" IN (SELECT min("id") FROM "customer_contacts" WHERE "kind" = 'email' GROUP BY "customer_id");
