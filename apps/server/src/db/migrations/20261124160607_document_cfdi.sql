CREATE TABLE "document_cfdi" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "document_cfdi_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"receipt_id" bigint,
	"credit_note_id" bigint,
	"docs" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"uuid" text,
	"xml" text,
	"stamped_at" timestamp with time zone,
	"provider" text,
	"forma_pago" text,
	"error" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_cfdi_group_id_id_pk" PRIMARY KEY("group_id","id"),
	CONSTRAINT "document_cfdi_kind_ck" CHECK (("document_cfdi"."kind" = 'P') = ("document_cfdi"."receipt_id" is not null) and ("document_cfdi"."kind" = 'E') = ("document_cfdi"."credit_note_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "document_cfdi" ADD CONSTRAINT "document_cfdi_group_id_receipt_id_receipt_group_id_id_fk" FOREIGN KEY ("group_id","receipt_id") REFERENCES "public"."receipt"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_cfdi" ADD CONSTRAINT "document_cfdi_group_id_credit_note_id_credit_note_group_id_id_fk" FOREIGN KEY ("group_id","credit_note_id") REFERENCES "public"."credit_note"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_cfdi_receipt_uq" ON "document_cfdi" USING btree ("group_id","receipt_id") WHERE "document_cfdi"."receipt_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "document_cfdi_credit_note_uq" ON "document_cfdi" USING btree ("group_id","credit_note_id") WHERE "document_cfdi"."credit_note_id" is not null;--> statement-breakpoint
CREATE INDEX "document_cfdi_open_idx" ON "document_cfdi" USING btree ("group_id","garage_id") WHERE "document_cfdi"."status" in ('PENDING', 'FAILED');