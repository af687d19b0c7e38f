CREATE TABLE "site_publishing" (
	"site" text PRIMARY KEY NOT NULL,
	"holder" text,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"locked_at" timestamp with time zone,
	"run_state" text,
	"run_by" text,
	"run_started_at" timestamp with time zone,
	"run_finished_at" timestamp with time zone,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_total" integer,
	"failure" text,
	"run_release" text,
	"current_release" text,
	"switched_at" timestamp with time zone
);
