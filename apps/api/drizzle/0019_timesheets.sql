CREATE TABLE "timesheet_entries" (
	"timesheet_id" uuid NOT NULL,
	"day" date NOT NULL,
	"minutes" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "timesheet_entries_timesheet_id_day_pk" PRIMARY KEY("timesheet_id","day"),
	CONSTRAINT "timesheet_entries_minutes_range" CHECK ("timesheet_entries"."minutes" between 0 and 1440 and "timesheet_entries"."minutes" % 15 = 0)
);
--> statement-breakpoint
CREATE TABLE "timesheet_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_label" text NOT NULL,
	"revision" integer NOT NULL,
	"total_minutes" integer NOT NULL,
	"reason" text,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_events_kind_known" CHECK (kind in ('submitted', 'queried', 'resubmitted', 'approved', 'auto_approved'))
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"status" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"total_minutes" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"auto_approves_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_automatically" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_status_known" CHECK (status in ('submitted', 'queried', 'approved')),
	CONSTRAINT "timesheets_week_starts_monday" CHECK (extract(isodow from "timesheets"."week_start") = 1),
	CONSTRAINT "timesheets_total_range" CHECK ("timesheets"."total_minutes" between 0 and 10080),
	CONSTRAINT "timesheets_revision_positive" CHECK ("timesheets"."revision" >= 1),
	CONSTRAINT "timesheets_approval_consistent" CHECK (("timesheets"."status" = 'approved') = ("timesheets"."approved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_events_timesheet_idx" ON "timesheet_events" USING btree ("timesheet_id","occurred_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_events_one_decision_per_revision" ON "timesheet_events" USING btree ("timesheet_id","revision","kind") WHERE "timesheet_events"."kind" in ('queried', 'approved', 'auto_approved');--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_contract_week_unique" ON "timesheets" USING btree ("contract_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_company_week_idx" ON "timesheets" USING btree ("company_id","week_start","id");--> statement-breakpoint
CREATE INDEX "timesheets_company_status_idx" ON "timesheets" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "timesheets_auto_approve_idx" ON "timesheets" USING btree ("auto_approves_at") WHERE "timesheets"."status" = 'submitted';