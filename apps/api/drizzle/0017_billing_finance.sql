CREATE TABLE "billing_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"default_bank_account_id" uuid,
	"default_card_id" uuid,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "billing_settings_one_default" CHECK ("billing_settings"."default_bank_account_id" is null or "billing_settings"."default_card_id" is null)
);
--> statement-breakpoint
CREATE TABLE "dispute_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"author" text NOT NULL,
	"user_id" uuid,
	"body" text NOT NULL,
	"attachment_name" text,
	"attachment_content_type" text,
	"attachment" "bytea",
	"attachment_size_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "dispute_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "dispute_messages_author_known" CHECK (author in ('customer', 'vendor'))
);
--> statement-breakpoint
CREATE TABLE "invoice_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"opened_by" uuid,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"invoice_status_before" text NOT NULL,
	"credit_note_number" text,
	"credit_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "invoice_disputes_status_known" CHECK (status in ('open', 'resolved', 'adjusted')),
	CONSTRAINT "invoice_disputes_credit_nonnegative" CHECK ("invoice_disputes"."credit_minor" is null or "invoice_disputes"."credit_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"developer_name" text,
	"period_start" date,
	"period_end" date,
	"unit" text NOT NULL,
	"quantity_milli" integer NOT NULL,
	"rate_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "invoice_line_items_unit_known" CHECK (unit in ('hour', 'item')),
	CONSTRAINT "invoice_line_items_quantity_positive" CHECK ("invoice_line_items"."quantity_milli" > 0),
	CONSTRAINT "invoice_line_items_amount_nonnegative" CHECK ("invoice_line_items"."amount_minor" >= 0 and "invoice_line_items"."rate_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_card_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "saved_cards_exp_month_range" CHECK ("saved_cards"."exp_month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "routing_number" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "po_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cost_centre" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "wire_details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "default_cost_centre" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_default_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("default_bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_default_card_id_saved_cards_id_fk" FOREIGN KEY ("default_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_messages" ADD CONSTRAINT "dispute_messages_dispute_id_invoice_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."invoice_disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_messages" ADD CONSTRAINT "dispute_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_disputes" ADD CONSTRAINT "invoice_disputes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_disputes" ADD CONSTRAINT "invoice_disputes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_disputes" ADD CONSTRAINT "invoice_disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD CONSTRAINT "invoice_line_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_messages_dispute_idx" ON "dispute_messages" USING btree ("dispute_id","created_at","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_disputes_one_open" ON "invoice_disputes" USING btree ("invoice_id") WHERE "invoice_disputes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "invoice_disputes_company_idx" ON "invoice_disputes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_line_items_position_unique" ON "invoice_line_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_provider_card_unique" ON "saved_cards" USING btree ("provider","provider_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_company_card_unique" ON "saved_cards" USING btree ("company_id","brand","last4","exp_month","exp_year") WHERE "saved_cards"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_company_account_unique" ON "bank_accounts" USING btree ("company_id","routing_number","last4") WHERE "bank_accounts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_company_po_idx" ON "invoices" USING btree ("company_id","po_number");