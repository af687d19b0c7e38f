CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone NOT NULL,
	"unsubscribe_token" text NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "newsletter_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_one_submission";--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "subscriber_id" uuid;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "confirm_token" text;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirm_expires_at" ON "newsletter_subscribers" USING btree ("confirm_expires_at");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_outbox_subscriber" ON "notification_outbox" USING btree ("subscriber_id");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_one_submission" CHECK (num_nonnulls("notification_outbox"."donation_id", "notification_outbox"."contact_id", "notification_outbox"."subscriber_id") = 1);