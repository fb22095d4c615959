CREATE TABLE "invoice_cfdi" (
	"group_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"garage_id" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"uuid" text,
	"xml" text,
	"stamped_at" timestamp with time zone,
	"provider" text,
	"metodo_pago" text,
	"forma_pago" text,
	"error" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"substitute_uuid" text,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_cfdi_group_id_invoice_id_pk" PRIMARY KEY("group_id","invoice_id")
);
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "tax_regime" text;--> statement-breakpoint
ALTER TABLE "invoice_cfdi" ADD CONSTRAINT "invoice_cfdi_group_id_invoice_id_invoice_group_id_id_fk" FOREIGN KEY ("group_id","invoice_id") REFERENCES "public"."invoice"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_cfdi_open_idx" ON "invoice_cfdi" USING btree ("group_id","garage_id") WHERE "invoice_cfdi"."status" in ('PENDING', 'FAILED');