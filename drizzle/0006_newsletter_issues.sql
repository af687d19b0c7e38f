CREATE TABLE "newsletter_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issue_id" uuid NOT NULL,
	"subscriber_id" uuid,
	"test_address" text,
	"locale" text NOT NULL,
	CONSTRAINT "newsletter_deliveries_one_recipient" CHECK (num_nonnulls("newsletter_deliveries"."subscriber_id", "newsletter_deliveries"."test_address") = 1)
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"post_slug" text,
	"created_by" text NOT NULL,
	"subject_de" text NOT NULL,
	"html_de" text NOT NULL,
	"text_de" text NOT NULL,
	"subject_en" text NOT NULL,
	"html_en" text NOT NULL,
	"text_en" text NOT NULL,
	"sent_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_one_submission";--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "delivery_id" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_issue_subscriber" ON "newsletter_deliveries" USING btree ("issue_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_subscriber" ON "newsletter_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_delivery_id_newsletter_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."newsletter_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_delivery" ON "notification_outbox" USING btree ("delivery_id");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_one_submission" CHECK (num_nonnulls("notification_outbox"."donation_id", "notification_outbox"."contact_id", "notification_outbox"."subscriber_id", "notification_outbox"."team_token_id", "notification_outbox"."delivery_id") = 1);