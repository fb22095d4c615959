DROP INDEX "invoice_recent_idx";--> statement-breakpoint
DROP INDEX "invoice_due_idx";--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "due" numeric(16, 4) GENERATED ALWAYS AS (case when status = 'ACTIVE' and paid_amount < grand_total then grand_total - paid_amount else 0 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "invoice_number_idx" ON "invoice" USING btree ("group_id","garage_id","number");--> statement-breakpoint
CREATE INDEX "invoice_due_day_idx" ON "invoice" USING btree ("group_id","garage_id","invoiced_at","id","due") WHERE "invoice"."due" > 0;--> statement-breakpoint
CREATE INDEX "invoice_recent_idx" ON "invoice" USING btree ("group_id","garage_id","invoiced_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_due_idx" ON "invoice" USING btree ("group_id","garage_id","customer_id","invoiced_at","due") WHERE "invoice"."due" > 0;