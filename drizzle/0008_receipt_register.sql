CREATE TABLE "receipt_donations" (
	"receipt_id" uuid NOT NULL,
	"donation_id" uuid NOT NULL,
	CONSTRAINT "receipt_donations_receipt_id_donation_id_pk" PRIMARY KEY("receipt_id","donation_id")
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_one_submission";--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "receipt_id" uuid;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "donor_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_donations" ADD CONSTRAINT "receipt_donations_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_donations" ADD CONSTRAINT "receipt_donations_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_donations_donation" ON "receipt_donations" USING btree ("donation_id");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_outbox_receipt" ON "notification_outbox" USING btree ("receipt_id");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_one_submission" CHECK (num_nonnulls("notification_outbox"."donation_id", "notification_outbox"."contact_id", "notification_outbox"."subscriber_id", "notification_outbox"."team_token_id", "notification_outbox"."delivery_id", "notification_outbox"."receipt_id") = 1);