CREATE TABLE "sandbox_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_account_id" text NOT NULL,
	"last4" text NOT NULL,
	"bank_name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"reference" text NOT NULL,
	"message" text,
	"due_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"refund_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_refund_id_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
CREATE INDEX "sandbox_bank_tokens_expires_at_idx" ON "sandbox_bank_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_events_payment_type_idx" ON "sandbox_payment_events" USING btree ("provider_payment_id","type");--> statement-breakpoint
CREATE INDEX "sandbox_payment_events_due_idx" ON "sandbox_payment_events" USING btree ("due_at") WHERE "sandbox_payment_events"."delivered_at" is null;