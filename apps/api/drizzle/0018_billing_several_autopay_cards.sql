CREATE TABLE "autopay_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'claimed' NOT NULL,
	"payment_group_id" uuid,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" uuid,
	CONSTRAINT "autopay_attempts_status_known" CHECK (status in ('claimed', 'paid', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "payment_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"vendor_id" uuid,
	"origin" text NOT NULL,
	"method_slug" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"bank_account_id" uuid,
	"saved_card_id" uuid,
	"status" text DEFAULT 'processing' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_groups_origin_known" CHECK (origin in ('pay_several', 'autopay')),
	CONSTRAINT "payment_groups_one_method" CHECK (("payment_groups"."bank_account_id" is null) <> ("payment_groups"."saved_card_id" is null)),
	CONSTRAINT "payment_groups_amount_positive" CHECK ("payment_groups"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_setups" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"status" text NOT NULL,
	"provider_card_id" text,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"charge_behaviour" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "autopay_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "autopay_bank_account_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "autopay_card_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "autopay_limit_minor" bigint;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "autopay_limit_currency" text;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "autopay_enabled_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "saved_card_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "autopay_attempts" ADD CONSTRAINT "autopay_attempts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_attempts" ADD CONSTRAINT "autopay_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_attempts" ADD CONSTRAINT "autopay_attempts_payment_group_id_payment_groups_id_fk" FOREIGN KEY ("payment_group_id") REFERENCES "public"."payment_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_attempts" ADD CONSTRAINT "autopay_attempts_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_groups" ADD CONSTRAINT "payment_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_groups" ADD CONSTRAINT "payment_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_groups" ADD CONSTRAINT "payment_groups_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_groups" ADD CONSTRAINT "payment_groups_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_groups" ADD CONSTRAINT "payment_groups_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_attempts_invoice_due_unique" ON "autopay_attempts" USING btree ("invoice_id","due_on");--> statement-breakpoint
CREATE INDEX "autopay_attempts_company_idx" ON "autopay_attempts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_groups_reference_unique" ON "payment_groups" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_groups_company_idx" ON "payment_groups" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_groups_provider_payment_idx" ON "payment_groups" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_card_setups_card_unique" ON "sandbox_card_setups" USING btree ("provider_card_id");--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_autopay_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("autopay_bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_autopay_card_id_saved_cards_id_fk" FOREIGN KEY ("autopay_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_autopay_enabled_by_users_id_fk" FOREIGN KEY ("autopay_enabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_group_id_payment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."payment_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_group_idx" ON "payments" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_one_autopay_method" CHECK ("billing_settings"."autopay_bank_account_id" is null or "billing_settings"."autopay_card_id" is null);--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_autopay_limit" CHECK (("billing_settings"."autopay_limit_minor" is null) = ("billing_settings"."autopay_limit_currency" is null) and ("billing_settings"."autopay_limit_minor" is null or "billing_settings"."autopay_limit_minor" > 0));