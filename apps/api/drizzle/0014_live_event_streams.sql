CREATE TABLE "live_event_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_event_streams_token_hash_idx" ON "live_event_streams" USING btree ("token_hash","lease_until");