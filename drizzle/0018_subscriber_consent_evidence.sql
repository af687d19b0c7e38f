ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_source" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "imported_by" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "imported_at" timestamp with time zone;