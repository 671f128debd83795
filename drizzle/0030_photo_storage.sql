CREATE TABLE "storage_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_variants" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "photo_variants" ADD COLUMN "byte_size" integer;--> statement-breakpoint
ALTER TABLE "photo_variants" ADD COLUMN "key" text;--> statement-breakpoint
-- Hand-written (docs/decisions/0116): every stored variant so far is a WebP; its bytes move to
-- stored_objects under the key the app now uses, and start-up moves them on to the folder or
-- S3 when that is the configured storage.
UPDATE "photo_variants"
SET "format" = CASE "content_type" WHEN 'image/avif' THEN 'avif' ELSE 'webp' END,
	"byte_size" = octet_length("data"),
	"key" = 'photos/' || "photo_id"::text || '/' || "width"::text || CASE "content_type" WHEN 'image/avif' THEN '.avif' ELSE '.webp' END;--> statement-breakpoint
INSERT INTO "stored_objects" ("key", "content_type", "data") SELECT "key", "content_type", "data" FROM "photo_variants";--> statement-breakpoint
ALTER TABLE "photo_variants" ALTER COLUMN "format" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_variants" ALTER COLUMN "byte_size" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_variants" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_variants" DROP CONSTRAINT "photo_variants_photo_id_width_pk";--> statement-breakpoint
ALTER TABLE "photo_variants" ADD CONSTRAINT "photo_variants_photo_id_width_format_pk" PRIMARY KEY("photo_id","width","format");--> statement-breakpoint
ALTER TABLE "photo_variants" DROP COLUMN "data";--> statement-breakpoint
-- Hand-written: whatever deletes a variant (a privacy deletion's cascade, a replaced tradie
-- photo), its stored file is queued for the background sweep to delete.
CREATE FUNCTION "queue_photo_variant_file_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "storage_deletions" ("key") VALUES (OLD."key");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "photo_variants_queue_file_deletion" AFTER DELETE ON "photo_variants"
	FOR EACH ROW EXECUTE FUNCTION "queue_photo_variant_file_deletion"();
