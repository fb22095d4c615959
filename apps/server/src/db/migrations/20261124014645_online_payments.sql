CREATE TABLE "online_payment" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "online_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"public_id" text NOT NULL,
	"amount" numeric(16, 4) NOT NULL,
	"currency_code" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"checkout_url" text,
	"receipt_id" bigint,
	"failure_reason" text,
	"sent_to" text,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "online_payment_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
ALTER TABLE "online_payment" ADD CONSTRAINT "online_payment_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment" ADD CONSTRAINT "online_payment_group_id_invoice_id_invoice_group_id_id_fk" FOREIGN KEY ("group_id","invoice_id") REFERENCES "public"."invoice"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment" ADD CONSTRAINT "online_payment_group_id_receipt_id_receipt_group_id_id_fk" FOREIGN KEY ("group_id","receipt_id") REFERENCES "public"."receipt"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_public_uq" ON "online_payment" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_reference_uq" ON "online_payment" USING btree ("provider","provider_reference") WHERE "online_payment"."provider_reference" is not null;--> statement-breakpoint
CREATE INDEX "online_payment_recent_idx" ON "online_payment" USING btree ("group_id","garage_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "online_payment_invoice_idx" ON "online_payment" USING btree ("group_id","invoice_id");