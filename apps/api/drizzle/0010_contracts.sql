CREATE TABLE "contract_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"requested_end_on" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notice_short" boolean DEFAULT false NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "contract_change_requests_kind_known" CHECK (kind in ('extension', 'end')),
	CONSTRAINT "contract_change_requests_status_known" CHECK (status in ('pending', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "contract_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_label" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "contract_events_kind_known" CHECK (kind in ('created', 'signed', 'started', 'notice_given', 'ended', 'cancelled', 'extension_requested', 'end_requested', 'request_withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "contract_reminders" (
	"contract_id" uuid NOT NULL,
	"days_before" integer NOT NULL,
	"ends_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_reminders_contract_id_days_before_ends_on_pk" PRIMARY KEY("contract_id","days_before","ends_on")
);
--> statement-breakpoint
CREATE TABLE "contract_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"signer_user_id" uuid,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"client_ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"terms_version_id" uuid NOT NULL,
	"document_sha256" text NOT NULL,
	"signed_pdf" "bytea" NOT NULL,
	"signed_pdf_sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_contract_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"published_on" date NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_minutes" integer;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "talent_id" uuid;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "proposal_id" uuid;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "role_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "engagement" text DEFAULT 'full_time' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "hours_per_week" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "rate_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "notice_period_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "terms_version_id" uuid;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_change_requests" ADD CONSTRAINT "contract_change_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_change_requests" ADD CONSTRAINT "contract_change_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_change_requests" ADD CONSTRAINT "contract_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_reminders" ADD CONSTRAINT "contract_reminders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_terms_version_id_service_contract_terms_id_fk" FOREIGN KEY ("terms_version_id") REFERENCES "public"."service_contract_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_change_requests_one_pending" ON "contract_change_requests" USING btree ("contract_id") WHERE "contract_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "contract_change_requests_contract_idx" ON "contract_change_requests" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id","occurred_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signatures_contract_unique" ON "contract_signatures" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_signatures_signed_pdf_sha256_idx" ON "contract_signatures" USING btree ("signed_pdf_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "service_contract_terms_version_unique" ON "service_contract_terms" USING btree ("version");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_terms_version_id_service_contract_terms_id_fk" FOREIGN KEY ("terms_version_id") REFERENCES "public"."service_contract_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_contract_idx" ON "invoices" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_proposal_unique" ON "contracts" USING btree ("proposal_id") WHERE "contracts"."proposal_id" is not null;--> statement-breakpoint
CREATE INDEX "contracts_company_created_idx" ON "contracts" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_company_talent_idx" ON "contracts" USING btree ("company_id","talent_id");--> statement-breakpoint
CREATE INDEX "contracts_status_ends_idx" ON "contracts" USING btree ("status","ends_on");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billed_minutes_nonnegative" CHECK ("invoices"."billed_minutes" is null or "invoices"."billed_minutes" >= 0);--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_hours_per_week_range" CHECK ("contracts"."hours_per_week" between 1 and 80);--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_rate_nonnegative" CHECK ("contracts"."rate_minor" >= 0);--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_notice_nonnegative" CHECK ("contracts"."notice_period_days" >= 0);