CREATE TABLE "retention_leases" (
	"job" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retention_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submissions" integer NOT NULL,
	"receipts" integer NOT NULL,
	"donations" integer NOT NULL,
	"credits" integer NOT NULL,
	"sessions" integer NOT NULL,
	"links" integer NOT NULL,
	"failed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "retention_runs_counts" CHECK (least("retention_runs"."submissions", "retention_runs"."receipts", "retention_runs"."donations", "retention_runs"."credits", "retention_runs"."sessions", "retention_runs"."links") >= 0)
);
--> statement-breakpoint
CREATE INDEX "retention_runs_started_at" ON "retention_runs" USING btree ("started_at");