CREATE TABLE "bank_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"booking_date" date NOT NULL,
	"value_date" date NOT NULL,
	"payer_name" text NOT NULL,
	"payer_iban" text NOT NULL,
	"remittance" text NOT NULL,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "bank_credits_entry_reference_unique" UNIQUE("entry_reference"),
	CONSTRAINT "bank_credits_positive" CHECK ("bank_credits"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" uuid,
	"credit_id" uuid NOT NULL,
	"pledge_id" uuid,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"donor_name" text NOT NULL,
	"donor_street" text DEFAULT '' NOT NULL,
	"donor_postal_code" text DEFAULT '' NOT NULL,
	"donor_city" text DEFAULT '' NOT NULL,
	"donor_email" text DEFAULT '' NOT NULL,
	CONSTRAINT "donations_credit_id_unique" UNIQUE("credit_id")
);
--> statement-breakpoint
CREATE TABLE "receipt_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"notice_kind" text NOT NULL,
	"tax_office" text NOT NULL,
	"tax_number" text NOT NULL,
	"notice_date" date NOT NULL,
	"assessment_period" text DEFAULT '' NOT NULL,
	"purpose" text NOT NULL,
	"place" text NOT NULL,
	"signatory" text NOT NULL,
	"machine_receipts_notified" boolean DEFAULT false NOT NULL,
	CONSTRAINT "receipt_settings_kind" CHECK ("receipt_settings"."notice_kind" in ('freistellung', '60a'))
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"year" integer NOT NULL,
	"serial" integer NOT NULL,
	"kind" text NOT NULL,
	"donor_name" text NOT NULL,
	"donor_address" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"gifts" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"replaces_id" uuid,
	CONSTRAINT "receipts_number" UNIQUE("year","serial"),
	CONSTRAINT "receipts_kind" CHECK ("receipts"."kind" in ('single', 'collective', 'simplified'))
);
--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "not_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_confirmed_by_team_members_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_credit_id_bank_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."bank_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_settings" ADD CONSTRAINT "receipt_settings_created_by_team_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_issued_by_team_members_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_cancelled_by_team_members_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_credits_booking_date" ON "bank_credits" USING btree ("booking_date");--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD CONSTRAINT "donation_pledges_reference_unique" UNIQUE("reference");