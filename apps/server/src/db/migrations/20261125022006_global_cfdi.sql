CREATE TABLE "global_cfdi" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "global_cfdi_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"folio" integer NOT NULL,
	"periodicidad" text NOT NULL,
	"meses" text NOT NULL,
	"anio" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"bill_count" integer NOT NULL,
	"total" numeric(16, 4) NOT NULL,
	"forma_pago" text NOT NULL,
	"uuid" text NOT NULL,
	"xml" text NOT NULL,
	"stamped_at" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "global_cfdi_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
ALTER TABLE "invoice_cfdi" ADD COLUMN "global_cfdi_id" bigint;--> statement-breakpoint
CREATE INDEX "global_cfdi_garage_idx" ON "global_cfdi" USING btree ("group_id","garage_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "global_cfdi_folio_uq" ON "global_cfdi" USING btree ("group_id","garage_id","folio");--> statement-breakpoint
ALTER TABLE "invoice_cfdi" ADD CONSTRAINT "invoice_cfdi_group_id_global_cfdi_id_global_cfdi_group_id_id_fk" FOREIGN KEY ("group_id","global_cfdi_id") REFERENCES "public"."global_cfdi"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_cfdi_global_idx" ON "invoice_cfdi" USING btree ("group_id","garage_id") WHERE "invoice_cfdi"."status" = 'GLOBAL' and "invoice_cfdi"."global_cfdi_id" is null;