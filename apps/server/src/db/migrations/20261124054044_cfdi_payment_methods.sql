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
CREATE TABLE "payment_method" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payment_method_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"built_in" text,
	"kind" text NOT NULL,
	"name" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_method_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
DROP INDEX "invoice_recent_idx";--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "on_account_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "on_account_by" bigint;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "on_account_note" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "tax_regime" text;--> statement-breakpoint
ALTER TABLE "invoice_cfdi" ADD CONSTRAINT "invoice_cfdi_group_id_invoice_id_invoice_group_id_id_fk" FOREIGN KEY ("group_id","invoice_id") REFERENCES "public"."invoice"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method" ADD CONSTRAINT "payment_method_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_cfdi_open_idx" ON "invoice_cfdi" USING btree ("group_id","garage_id") WHERE "invoice_cfdi"."status" in ('PENDING', 'FAILED');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_built_in_uq" ON "payment_method" USING btree ("group_id","garage_id","built_in") WHERE "payment_method"."built_in" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_name_uq" ON "payment_method" USING btree ("group_id","garage_id",lower("name")) WHERE "payment_method"."name" is not null;--> statement-breakpoint
CREATE INDEX "payment_method_idx" ON "payment" USING btree ("group_id","garage_id","method");--> statement-breakpoint
CREATE INDEX "invoice_recent_idx" ON "invoice" USING btree ("group_id","garage_id","invoiced_at" DESC NULLS LAST,"id" DESC NULLS LAST,"search_text");