ALTER TABLE "stock_audit_part" ADD COLUMN "serials" jsonb;--> statement-breakpoint
ALTER TABLE "stock_audit_part" ADD COLUMN "system_serials" jsonb;