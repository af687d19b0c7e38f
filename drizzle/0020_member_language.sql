ALTER TABLE "team_members" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_tokens" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_language" CHECK ("team_members"."language" in ('de', 'en'));--> statement-breakpoint
ALTER TABLE "team_tokens" ADD CONSTRAINT "team_tokens_language" CHECK ("team_tokens"."language" in ('de', 'en'));