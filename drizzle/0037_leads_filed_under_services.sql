-- Leads filed under the words someone typed instead of a service (issue 40.2, decision 0145): a
-- service's own name in another case becomes that service; any other words go before the message
-- as "Asked for: ..." and the lead is filed under Other. An anonymised lead has no message to keep them in.
UPDATE "leads" SET "service" = o."name"
FROM (VALUES ('Handyperson'), ('Plumbing'), ('Electrical'), ('Painting'), ('Carpentry'), ('Remodeling'), ('Roofing'), ('Cleaning'),
  ('Commercial Cleaning'), ('Office Cleaning'), ('HVAC'), ('Windows'), ('Concrete'), ('Landscaping'), ('Lawn Care'), ('Gutter Cleaning'),
  ('Waste Removal'), ('Drain Cleaning'), ('Leak Repair'), ('General Maintenance'), ('Other')) AS o("name")
WHERE lower(trim("leads"."service")) = lower(o."name") AND "leads"."service" <> o."name";--> statement-breakpoint
UPDATE "leads" SET
  "message" = CASE WHEN "anonymised_at" IS NULL THEN 'Asked for: ' || "service" || E'\n\n' || "message" ELSE "message" END,
  "service" = 'Other'
WHERE "service" NOT IN ('Handyperson', 'Plumbing', 'Electrical', 'Painting', 'Carpentry', 'Remodeling', 'Roofing', 'Cleaning',
  'Commercial Cleaning', 'Office Cleaning', 'HVAC', 'Windows', 'Concrete', 'Landscaping', 'Lawn Care', 'Gutter Cleaning',
  'Waste Removal', 'Drain Cleaning', 'Leak Repair', 'General Maintenance', 'Other');
