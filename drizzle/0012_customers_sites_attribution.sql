CREATE TABLE "customer_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"address" text NOT NULL,
	"suburb" text NOT NULL,
	"key" text NOT NULL,
	"access_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tradie_applications" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "tradie_applications" ADD COLUMN "last_touch" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "possible_duplicate_of_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_touch" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "marketing_source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "landing_page" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_contacts_kind_key_idx" ON "customer_contacts" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_customer_key_idx" ON "sites" USING btree ("customer_id","key");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_possible_duplicate_of_id_leads_id_fk" FOREIGN KEY ("possible_duplicate_of_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_merged_into_id_leads_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_marketing_source_created_idx" ON "leads" USING btree ("marketing_source","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_customer_created_idx" ON "leads" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_possible_duplicate_idx" ON "leads" USING btree ("possible_duplicate_of_id") WHERE "leads"."possible_duplicate_of_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_merged_into_idx" ON "leads" USING btree ("merged_into_id") WHERE "leads"."merged_into_id" is not null;--> statement-breakpoint
-- File the leads already stored under customers (docs/decisions/0082), by the same keys a new
-- request is matched by (app/features/customers/contact-keys.ts): one customer per email,
-- then a customer whose every phone number another customer used first joins that customer.
ALTER TABLE "customers" ADD COLUMN "migrated_email_key" text;--> statement-breakpoint
INSERT INTO "customers" ("name", "created_at", "updated_at", "migrated_email_key")
SELECT DISTINCT ON (lower(trim("email"))) "name", min("created_at") OVER (PARTITION BY lower(trim("email"))), now(), lower(trim("email"))
FROM "leads" WHERE "anonymised_at" IS NULL AND trim("email") <> ''
ORDER BY lower(trim("email")), "created_at" DESC;--> statement-breakpoint
UPDATE "leads" SET "customer_id" = c."id" FROM "customers" c
WHERE c."migrated_email_key" = lower(trim("leads"."email")) AND "leads"."anonymised_at" IS NULL;--> statement-breakpoint
INSERT INTO "customer_contacts" ("customer_id", "kind", "value", "key")
SELECT DISTINCT ON (c."id") c."id", 'email', trim(l."email"), c."migrated_email_key"
FROM "customers" c JOIN "leads" l ON l."customer_id" = c."id"
ORDER BY c."id", l."created_at" DESC;--> statement-breakpoint
INSERT INTO "customer_contacts" ("customer_id", "kind", "value", "key")
SELECT DISTINCT ON (p."k") p."customer_id", 'phone', p."phone", p."k"
FROM (SELECT "customer_id", "phone", regexp_replace("phone", '\D', '', 'g') AS "k", "created_at" FROM "leads" WHERE "customer_id" IS NOT NULL) p
WHERE p."k" <> ''
ORDER BY p."k", p."created_at", p."customer_id";--> statement-breakpoint
CREATE TEMP TABLE "customer_moves" AS
SELECT DISTINCT ON (l."customer_id") l."customer_id" AS "from_id", cc."customer_id" AS "to_id"
FROM "leads" l JOIN "customer_contacts" cc ON cc."kind" = 'phone' AND cc."key" = regexp_replace(l."phone", '\D', '', 'g')
WHERE l."customer_id" IS NOT NULL AND cc."customer_id" <> l."customer_id"
  AND NOT EXISTS (SELECT 1 FROM "customer_contacts" own WHERE own."customer_id" = l."customer_id" AND own."kind" = 'phone')
ORDER BY l."customer_id", cc."customer_id";--> statement-breakpoint
UPDATE "leads" SET "customer_id" = m."to_id" FROM "customer_moves" m WHERE "leads"."customer_id" = m."from_id";--> statement-breakpoint
UPDATE "customer_contacts" SET "customer_id" = m."to_id" FROM "customer_moves" m WHERE "customer_contacts"."customer_id" = m."from_id";--> statement-breakpoint
DELETE FROM "customers" WHERE "id" IN (SELECT "from_id" FROM "customer_moves");--> statement-breakpoint
DROP TABLE "customer_moves";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "migrated_email_key";--> statement-breakpoint
INSERT INTO "sites" ("customer_id", "address", "suburb", "key", "created_at", "updated_at")
SELECT DISTINCT ON (s."customer_id", s."k") s."customer_id", s."address", s."suburb", s."k", s."created_at", s."created_at"
FROM (SELECT "customer_id", "address", "suburb", "created_at", lower(regexp_replace(trim("address" || ' ' || "suburb"), '\s+', ' ', 'g')) AS "k" FROM "leads" WHERE "customer_id" IS NOT NULL) s
ORDER BY s."customer_id", s."k", s."created_at" DESC;--> statement-breakpoint
UPDATE "leads" SET "site_id" = s."id" FROM "sites" s
WHERE s."customer_id" = "leads"."customer_id" AND s."key" = lower(regexp_replace(trim("leads"."address" || ' ' || "leads"."suburb"), '\s+', ' ', 'g'));--> statement-breakpoint
UPDATE "leads" SET "marketing_source" = "source" WHERE "source" <> 'quote-form';--> statement-breakpoint
UPDATE "leads" l SET "possible_duplicate_of_id" = (
  SELECT p."id" FROM "leads" p
  WHERE p."customer_id" = l."customer_id" AND p."service" = l."service" AND (p."created_at", p."id") < (l."created_at", l."id")
    AND p."created_at" > l."created_at" - interval '30 days' AND p."status" NOT IN ('spam', 'duplicate')
  ORDER BY p."created_at" DESC, p."id" DESC LIMIT 1
) WHERE l."customer_id" IS NOT NULL;
