ALTER TABLE "newsletter_issues" ADD COLUMN "delivered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "failing" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "withdrawn" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issues sent before: their figures as far as the deliveries still tell them (addresses that
-- have left since count as withdrawn, whether their e-mail went out or not).
UPDATE "newsletter_issues" AS "issue" SET
  "delivered" = "counted"."delivered",
  "failing" = "counted"."failing",
  "withdrawn" = greatest(0, "issue"."recipients" - "counted"."delivered" - "counted"."failing" - "counted"."waiting")
FROM (
  SELECT "i"."id",
    count("o"."id") FILTER (WHERE "o"."sent_at" IS NOT NULL)::int AS "delivered",
    count("o"."id") FILTER (WHERE "o"."sent_at" IS NULL AND "o"."last_error" IS NOT NULL)::int AS "failing",
    count("o"."id") FILTER (WHERE "o"."sent_at" IS NULL AND "o"."last_error" IS NULL)::int AS "waiting"
  FROM "newsletter_issues" AS "i"
  LEFT JOIN "newsletter_deliveries" AS "d" ON "d"."issue_id" = "i"."id" AND "d"."subscriber_id" IS NOT NULL
  LEFT JOIN "notification_outbox" AS "o" ON "o"."delivery_id" = "d"."id"
  WHERE "i"."sent_at" IS NOT NULL
  GROUP BY "i"."id"
) AS "counted"
WHERE "issue"."id" = "counted"."id";
