DROP INDEX "audit_log_company_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_company_created_id_idx" ON "audit_log" USING btree ("company_id","created_at","id");