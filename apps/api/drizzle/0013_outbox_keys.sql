ALTER TABLE "outbox_emails" ADD COLUMN "key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_emails_key_idx" ON "outbox_emails" USING btree ("key");