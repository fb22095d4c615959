CREATE TABLE "vendor_credit_note" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "vendor_credit_note_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"credit_note_number" text DEFAULT '' NOT NULL,
	"vendor_id" bigint NOT NULL,
	"return_day" date NOT NULL,
	"reason" text NOT NULL,
	"settlement" text NOT NULL,
	"sub_total" numeric(16, 4) NOT NULL,
	"tax_total" numeric(16, 4) NOT NULL,
	"grand_total" numeric(16, 4) NOT NULL,
	"adjusted_amount" numeric(16, 4) DEFAULT '0' NOT NULL,
	"refunded_amount" numeric(16, 4) DEFAULT '0' NOT NULL,
	"adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_credit_note_group_id_id_pk" PRIMARY KEY("group_id","id"),
	CONSTRAINT "vendor_credit_note_settled_ck" CHECK ("vendor_credit_note"."adjusted_amount" >= 0 and "vendor_credit_note"."refunded_amount" >= 0 and "vendor_credit_note"."adjusted_amount" + "vendor_credit_note"."refunded_amount" <= "vendor_credit_note"."grand_total")
);
--> statement-breakpoint
CREATE TABLE "vendor_credit_note_line" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "vendor_credit_note_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"credit_note_id" bigint NOT NULL,
	"stock_in_id" bigint NOT NULL,
	"stock_in_line_id" bigint NOT NULL,
	"part_id" bigint NOT NULL,
	"part_name" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(16, 4) NOT NULL,
	"tax_rate" numeric(8, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(16, 4) NOT NULL,
	"tax_amount" numeric(16, 4) NOT NULL,
	"total" numeric(16, 4) NOT NULL,
	"stock_value" numeric(18, 4) DEFAULT '0' NOT NULL,
	"lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "vendor_credit_note_line_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "vendor_refund" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "vendor_refund_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"refund_number" text DEFAULT '' NOT NULL,
	"vendor_id" bigint NOT NULL,
	"credit_note_id" bigint NOT NULL,
	"amount" numeric(16, 4) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"transaction_date" date NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_refund_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
ALTER TABLE "stock_in" ADD COLUMN "credited_amount" numeric(16, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_in_line" ADD COLUMN "returned" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_credit_note" ADD CONSTRAINT "vendor_credit_note_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit_note" ADD CONSTRAINT "vendor_credit_note_group_id_vendor_id_vendor_group_id_id_fk" FOREIGN KEY ("group_id","vendor_id") REFERENCES "public"."vendor"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit_note_line" ADD CONSTRAINT "vendor_credit_note_line_group_id_credit_note_id_vendor_credit_note_group_id_id_fk" FOREIGN KEY ("group_id","credit_note_id") REFERENCES "public"."vendor_credit_note"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit_note_line" ADD CONSTRAINT "vendor_credit_note_line_group_id_stock_in_line_id_stock_in_line_group_id_id_fk" FOREIGN KEY ("group_id","stock_in_line_id") REFERENCES "public"."stock_in_line"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credit_note_line" ADD CONSTRAINT "vendor_credit_note_line_group_id_part_id_part_group_id_id_fk" FOREIGN KEY ("group_id","part_id") REFERENCES "public"."part"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_refund" ADD CONSTRAINT "vendor_refund_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_refund" ADD CONSTRAINT "vendor_refund_group_id_vendor_id_vendor_group_id_id_fk" FOREIGN KEY ("group_id","vendor_id") REFERENCES "public"."vendor"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_refund" ADD CONSTRAINT "vendor_refund_group_id_credit_note_id_vendor_credit_note_group_id_id_fk" FOREIGN KEY ("group_id","credit_note_id") REFERENCES "public"."vendor_credit_note"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_credit_note_number_uq" ON "vendor_credit_note" USING btree ("group_id","garage_id","number") WHERE "vendor_credit_note"."number" > 0;--> statement-breakpoint
CREATE INDEX "vendor_credit_note_vendor_idx" ON "vendor_credit_note" USING btree ("group_id","garage_id","vendor_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_credit_note_line_doc_idx" ON "vendor_credit_note_line" USING btree ("group_id","credit_note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_refund_number_uq" ON "vendor_refund" USING btree ("group_id","garage_id","number") WHERE "vendor_refund"."number" > 0;--> statement-breakpoint
CREATE INDEX "vendor_refund_vendor_idx" ON "vendor_refund" USING btree ("group_id","garage_id","vendor_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "stock_in" ADD CONSTRAINT "stock_in_settled_ck" CHECK ("stock_in"."credited_amount" >= 0 and "stock_in"."paid_amount" + "stock_in"."credited_amount" <= "stock_in"."grand_total");--> statement-breakpoint
ALTER TABLE "stock_in_line" ADD CONSTRAINT "stock_in_line_returned_ck" CHECK ("stock_in_line"."returned" >= 0 and "stock_in_line"."returned" <= "stock_in_line"."quantity");