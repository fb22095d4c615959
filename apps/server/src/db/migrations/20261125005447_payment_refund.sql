ALTER TABLE "receipt" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "refunded_by" bigint;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "refund_of_id" bigint;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_group_id_refund_of_id_receipt_group_id_id_fk" FOREIGN KEY ("group_id","refund_of_id") REFERENCES "public"."receipt"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_refund_of_uq" ON "receipt" USING btree ("group_id","refund_of_id") WHERE "receipt"."refund_of_id" is not null;