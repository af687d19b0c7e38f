ALTER TABLE "team_members" DROP CONSTRAINT "team_members_role";--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "roles" text[];--> statement-breakpoint
ALTER TABLE "team_tokens" ADD COLUMN "roles" text[];--> statement-breakpoint
-- Every member and every invitation keeps the one role it had, now as a set of one.
UPDATE "team_members" SET "roles" = array["role"];--> statement-breakpoint
UPDATE "team_tokens" SET "roles" = array["role"] WHERE "role" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ALTER COLUMN "roles" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN "role";--> statement-breakpoint
ALTER TABLE "team_tokens" DROP COLUMN "role";--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_roles" CHECK (cardinality("team_members"."roles") > 0 and "team_members"."roles" <@ array['admin', 'kasse', 'newsletter', 'redaktion', 'lesen']::text[]);--> statement-breakpoint
ALTER TABLE "team_tokens" ADD CONSTRAINT "team_tokens_roles" CHECK ("team_tokens"."roles" <@ array['admin', 'kasse', 'newsletter', 'redaktion', 'lesen']::text[]);
