CREATE TABLE "quote_total_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"quotes" integer NOT NULL,
	"inclusive_cents" bigint NOT NULL,
	"accepted_cents" bigint NOT NULL
);
--> statement-breakpoint
-- Every change to a version's status or value appends its difference (docs/decisions/0106):
-- insert-only, so concurrent quote changes never wait on each other or deadlock here.
CREATE FUNCTION quote_total_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO quote_total_changes (status, quotes, inclusive_cents, accepted_cents)
    VALUES (OLD.status, -1, -OLD.inclusive_cents, -coalesce(OLD.accepted_cents, 0));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO quote_total_changes (status, quotes, inclusive_cents, accepted_cents)
    VALUES (NEW.status, 1, NEW.inclusive_cents, coalesce(NEW.accepted_cents, 0));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quote_versions_running_totals
AFTER INSERT OR DELETE OR UPDATE OF status, inclusive_cents, accepted_cents ON quote_versions
FOR EACH ROW EXECUTE FUNCTION quote_total_changes_record();
--> statement-breakpoint
INSERT INTO quote_total_changes (status, quotes, inclusive_cents, accepted_cents)
SELECT status, count(*), coalesce(sum(inclusive_cents), 0), coalesce(sum(accepted_cents), 0) FROM quote_versions GROUP BY status;
