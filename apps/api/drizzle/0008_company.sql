CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_status_known" CHECK (status in ('awaiting_signature', 'signed', 'active', 'notice_given', 'ended', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "company_billing_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_billing_contacts_email_lower_case" CHECK ("company_billing_contacts"."email" = lower("company_billing_contacts"."email"))
);
--> statement-breakpoint
CREATE TABLE "company_logos" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "company_logos_content_type_known" CHECK (content_type in ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "company_logos_size_positive" CHECK ("company_logos"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"industry" text,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text,
	"tax_id" text DEFAULT '' NOT NULL,
	"billing_address_same" boolean DEFAULT true NOT NULL,
	"billing_address_line1" text DEFAULT '' NOT NULL,
	"billing_address_line2" text DEFAULT '' NOT NULL,
	"billing_city" text DEFAULT '' NOT NULL,
	"billing_region" text DEFAULT '' NOT NULL,
	"billing_postal_code" text DEFAULT '' NOT NULL,
	"billing_country" text,
	"default_po_number" text DEFAULT '' NOT NULL,
	"preferred_currency" text,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	CONSTRAINT "company_profiles_country_code" CHECK ("company_profiles"."country" is null or "company_profiles"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "company_profiles_billing_country_code" CHECK ("company_profiles"."billing_country" is null or "company_profiles"."billing_country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "vendor_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"status" text NOT NULL,
	"since" date NOT NULL,
	"ended_on" date,
	"ended_by" uuid,
	"terms_version" text NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_connections_status_known" CHECK (status in ('connected', 'pending', 'ended')),
	CONSTRAINT "vendor_connections_ended_has_date" CHECK (("vendor_connections"."status" = 'ended') = ("vendor_connections"."ended_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_billing_contacts" ADD CONSTRAINT "company_billing_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_logos" ADD CONSTRAINT "company_logos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_logos" ADD CONSTRAINT "company_logos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_connections" ADD CONSTRAINT "vendor_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_connections" ADD CONSTRAINT "vendor_connections_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_connections" ADD CONSTRAINT "vendor_connections_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_company_number_unique" ON "contracts" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "contracts_company_vendor_status_idx" ON "contracts" USING btree ("company_id","vendor_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "company_billing_contacts_email_unique" ON "company_billing_contacts" USING btree ("company_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_connections_company_vendor_unique" ON "vendor_connections" USING btree ("company_id","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_connections_company_idx" ON "vendor_connections" USING btree ("company_id","status");