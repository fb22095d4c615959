ALTER TABLE "stock_in" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_in" ADD COLUMN "voided_by" bigint;--> statement-breakpoint
ALTER TABLE "stock_in" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "vendor_credit_note" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_credit_note" ADD COLUMN "cancelled_by" bigint;--> statement-breakpoint
ALTER TABLE "vendor_credit_note" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "vendor_payment_day_idx" ON "vendor_payment" USING btree ("group_id","garage_id","transaction_date");--> statement-breakpoint
CREATE INDEX "vendor_refund_day_idx" ON "vendor_refund" USING btree ("group_id","garage_id","transaction_date");