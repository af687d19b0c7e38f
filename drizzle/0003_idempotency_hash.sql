ALTER TABLE "contact_messages" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "idempotency_hash" text;