ALTER TABLE "receipt_settings" ADD COLUMN "purpose_accusative" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "period_from" date;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "period_to" date;--> statement-breakpoint
-- A Sammelbestätigung issued before this migration states the calendar year of its gifts
-- (01.01. to 31.12.): that is the period it claims, kept as such.
UPDATE "receipts" SET
  "period_from" = make_date(extract(year from span.first)::int, 1, 1),
  "period_to" = make_date(extract(year from span.last)::int, 12, 31)
FROM (
  SELECT "id", min(("gift"->>'date')::date) AS first, max(("gift"->>'date')::date) AS last
  FROM "receipts", jsonb_array_elements("gifts") AS "gift"
  WHERE "kind" = 'collective'
  GROUP BY "id"
) AS span
WHERE "receipts"."id" = span."id";--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_period" CHECK (("receipts"."kind" = 'collective') = ("receipts"."period_from" is not null and "receipts"."period_to" is not null and "receipts"."period_from" <= "receipts"."period_to"));