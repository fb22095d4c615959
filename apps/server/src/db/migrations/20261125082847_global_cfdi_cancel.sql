ALTER TABLE "global_cfdi" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "global_cfdi" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "global_cfdi" ADD COLUMN "substitute_uuid" text;--> statement-breakpoint
ALTER TABLE "global_cfdi" ADD COLUMN "replaced_by_id" bigint;--> statement-breakpoint
ALTER TABLE "global_cfdi" ADD COLUMN "nominative_invoice_id" bigint;--> statement-breakpoint
ALTER TABLE "global_cfdi" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "global_cfdi" ADD COLUMN "cancelled_by" bigint;--> statement-breakpoint
ALTER TABLE "invoice_cfdi" ADD COLUMN "uso_cfdi" text;--> statement-breakpoint
ALTER TABLE "invoice_cfdi" ADD COLUMN "receptor" jsonb;--> statement-breakpoint
ALTER TABLE "global_cfdi" ADD CONSTRAINT "global_cfdi_group_id_replaced_by_id_global_cfdi_group_id_id_fk" FOREIGN KEY ("group_id","replaced_by_id") REFERENCES "public"."global_cfdi"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_cfdi" ADD CONSTRAINT "global_cfdi_group_id_nominative_invoice_id_invoice_group_id_id_fk" FOREIGN KEY ("group_id","nominative_invoice_id") REFERENCES "public"."invoice"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "global_cfdi_replaced_by_uq" ON "global_cfdi" USING btree ("group_id","replaced_by_id") WHERE "global_cfdi"."replaced_by_id" is not null;--> statement-breakpoint
ALTER TABLE "global_cfdi" ADD CONSTRAINT "global_cfdi_cancel_ck" CHECK (("global_cfdi"."status" = 'CANCELLED') = ("global_cfdi"."cancel_reason" is not null and "global_cfdi"."cancelled_at" is not null));