CREATE TABLE "content_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"member_id" uuid NOT NULL,
	"files" jsonb NOT NULL,
	"paths" jsonb NOT NULL,
	"back" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_previews" ADD CONSTRAINT "content_previews_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_previews_created_at" ON "content_previews" USING btree ("created_at");