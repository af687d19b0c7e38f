CREATE TABLE "team_audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"member_id" uuid,
	"actor" text,
	"action" text NOT NULL,
	"target" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"webauthn_user_id" text NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"previous_sign_in_at" timestamp with time zone,
	CONSTRAINT "team_members_email_unique" UNIQUE("email"),
	CONSTRAINT "team_members_webauthn_user_id_unique" UNIQUE("webauthn_user_id"),
	CONSTRAINT "team_members_role" CHECK ("team_members"."role" in ('admin', 'kasse', 'newsletter', 'lesen'))
);
--> statement-breakpoint
CREATE TABLE "team_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"public_key" "bytea" NOT NULL,
	"counter" integer DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"label" text NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"device" text NOT NULL,
	CONSTRAINT "team_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "team_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "team_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "team_tokens_kind" CHECK ("team_tokens"."kind" in ('invitation', 'sign-in'))
);
--> statement-breakpoint
CREATE TABLE "webauthn_challenges" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"challenge" text NOT NULL,
	"purpose" text NOT NULL,
	"member_id" uuid,
	"token_id" uuid,
	"name" text,
	"user_handle" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_one_submission";--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "received_cents" integer;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "team_token_id" uuid;--> statement-breakpoint
ALTER TABLE "team_audit_log" ADD CONSTRAINT "team_audit_log_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_passkeys" ADD CONSTRAINT "team_passkeys_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_sessions" ADD CONSTRAINT "team_sessions_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_tokens" ADD CONSTRAINT "team_tokens_created_by_team_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_token_id_team_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."team_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_audit_log_at" ON "team_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "team_passkeys_member" ON "team_passkeys" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "team_sessions_member" ON "team_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "team_sessions_expires_at" ON "team_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "team_tokens_email" ON "team_tokens" USING btree ("email");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_team_token_id_team_tokens_id_fk" FOREIGN KEY ("team_token_id") REFERENCES "public"."team_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_outbox_team_token" ON "notification_outbox" USING btree ("team_token_id");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_one_submission" CHECK (num_nonnulls("notification_outbox"."donation_id", "notification_outbox"."contact_id", "notification_outbox"."subscriber_id", "notification_outbox"."team_token_id") = 1);