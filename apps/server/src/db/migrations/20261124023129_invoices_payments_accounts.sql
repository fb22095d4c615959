CREATE TABLE "expense" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "expense_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"fy" text NOT NULL,
	"number" integer NOT NULL,
	"expense_number" text DEFAULT '' NOT NULL,
	"label_id" bigint NOT NULL,
	"local_day" date NOT NULL,
	"amount" numeric(16, 4) NOT NULL,
	"status" text NOT NULL,
	"payment_method" text,
	"paid_day" date,
	"paid_at" timestamp with time zone,
	"payee" text,
	"reference" text,
	"note" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "expense_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "expense_activity" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "expense_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"expense_id" bigint NOT NULL,
	"action" text NOT NULL,
	"user_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "expense_activity_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "expense_label" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "expense_label_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_label_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "credit_note" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "credit_note_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"fy" text NOT NULL,
	"number" integer NOT NULL,
	"credit_number" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"settlement" text NOT NULL,
	"refund_receipt_id" bigint,
	"sub_total" numeric(16, 4) NOT NULL,
	"discount" numeric(16, 4) NOT NULL,
	"tax_total" numeric(16, 4) NOT NULL,
	"grand_total" numeric(16, 4) NOT NULL,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applied_to_due" numeric(16, 4) NOT NULL,
	"excess" numeric(16, 4) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"local_day" date NOT NULL,
	"created_by" bigint NOT NULL,
	CONSTRAINT "credit_note_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "credit_note_line" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "credit_note_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"credit_note_id" bigint NOT NULL,
	"invoice_line_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" bigint,
	"name" text NOT NULL,
	"code" text,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(16, 4) NOT NULL,
	"tax_category" jsonb,
	"priced" jsonb NOT NULL,
	"total" numeric(16, 4) NOT NULL,
	CONSTRAINT "credit_note_line_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "invoice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"user_car_id" bigint,
	"fy" text NOT NULL,
	"number" integer NOT NULL,
	"invoice_number" text DEFAULT '' NOT NULL,
	"invoice_type" text NOT NULL,
	"share" text DEFAULT 'FULL' NOT NULL,
	"insurance_partner_id" bigint,
	"zero_reason" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"voided_by" bigint,
	"invoiced_at" timestamp with time zone NOT NULL,
	"local_day" date NOT NULL,
	"customer_name" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"customer" jsonb NOT NULL,
	"vehicle" jsonb,
	"seller" jsonb NOT NULL,
	"header" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"item_wise_discount" boolean NOT NULL,
	"sub_total" numeric(16, 4) NOT NULL,
	"discount" numeric(16, 4) NOT NULL,
	"tax_total" numeric(16, 4) NOT NULL,
	"grand_total" numeric(16, 4) NOT NULL,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_amount" numeric(16, 4) DEFAULT '0' NOT NULL,
	"credited_amount" numeric(16, 4) DEFAULT '0' NOT NULL,
	"due" numeric(16, 4) GENERATED ALWAYS AS (case when status = 'ACTIVE' and paid_amount + credited_amount < grand_total then grand_total - paid_amount - credited_amount else 0 end) STORED NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoice_line" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "invoice_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" bigint,
	"name" text NOT NULL,
	"code" text,
	"package_name" text,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(16, 4) NOT NULL,
	"discount_pct" numeric(7, 4) NOT NULL,
	"tax_inclusive" boolean NOT NULL,
	"tax_category" jsonb,
	"insurance_percentage" numeric(7, 4),
	"customer_percentage" numeric(7, 4),
	"priced" jsonb NOT NULL,
	"total" numeric(16, 4) NOT NULL,
	CONSTRAINT "invoice_line_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"receipt_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(16, 4) NOT NULL,
	"reference" text,
	"cheque_number" text,
	"bank_name" text,
	"cheque_date" date,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "receipt" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "receipt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"fy" text NOT NULL,
	"number" integer NOT NULL,
	"receipt_number" text DEFAULT '' NOT NULL,
	"amount" numeric(16, 4) NOT NULL,
	"note" text,
	"received_at" timestamp with time zone NOT NULL,
	"local_day" date NOT NULL,
	"created_by" bigint NOT NULL,
	CONSTRAINT "receipt_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "summary_invoice_order" (
	"group_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	CONSTRAINT "summary_invoice_order_group_id_invoice_id_order_id_pk" PRIMARY KEY("group_id","invoice_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "insurance_partner" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "insurance_partner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"name" text NOT NULL,
	"tax_number" text,
	"mobile_number" text,
	"email" text,
	"address" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_partner_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
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
ALTER TABLE "expense" ADD CONSTRAINT "expense_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_group_id_label_id_expense_label_group_id_id_fk" FOREIGN KEY ("group_id","label_id") REFERENCES "public"."expense_label"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_activity" ADD CONSTRAINT "expense_activity_group_id_expense_id_expense_group_id_id_fk" FOREIGN KEY ("group_id","expense_id") REFERENCES "public"."expense"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_label" ADD CONSTRAINT "expense_label_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_group_id_invoice_id_invoice_group_id_id_fk" FOREIGN KEY ("group_id","invoice_id") REFERENCES "public"."invoice"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_line" ADD CONSTRAINT "credit_note_line_group_id_credit_note_id_credit_note_group_id_id_fk" FOREIGN KEY ("group_id","credit_note_id") REFERENCES "public"."credit_note"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_line" ADD CONSTRAINT "credit_note_line_group_id_invoice_line_id_invoice_line_group_id_id_fk" FOREIGN KEY ("group_id","invoice_line_id") REFERENCES "public"."invoice_line"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_group_id_order_id_sales_order_group_id_id_fk" FOREIGN KEY ("group_id","order_id") REFERENCES "public"."sales_order"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_group_id_invoice_id_invoice_group_id_id_fk" FOREIGN KEY ("group_id","invoice_id") REFERENCES "public"."invoice"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_group_id_receipt_id_receipt_group_id_id_fk" FOREIGN KEY ("group_id","receipt_id") REFERENCES "public"."receipt"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_group_id_invoice_id_invoice_group_id_id_fk" FOREIGN KEY ("group_id","invoice_id") REFERENCES "public"."invoice"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_invoice_order" ADD CONSTRAINT "summary_invoice_order_group_id_invoice_id_invoice_group_id_id_fk" FOREIGN KEY ("group_id","invoice_id") REFERENCES "public"."invoice"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_invoice_order" ADD CONSTRAINT "summary_invoice_order_group_id_order_id_sales_order_group_id_id_fk" FOREIGN KEY ("group_id","order_id") REFERENCES "public"."sales_order"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_partner" ADD CONSTRAINT "insurance_partner_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment" ADD CONSTRAINT "online_payment_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment" ADD CONSTRAINT "online_payment_group_id_invoice_id_invoice_group_id_id_fk" FOREIGN KEY ("group_id","invoice_id") REFERENCES "public"."invoice"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment" ADD CONSTRAINT "online_payment_group_id_receipt_id_receipt_group_id_id_fk" FOREIGN KEY ("group_id","receipt_id") REFERENCES "public"."receipt"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_number_uq" ON "expense" USING btree ("group_id","garage_id","fy","number") WHERE "expense"."number" > 0;--> statement-breakpoint
CREATE INDEX "expense_day_idx" ON "expense" USING btree ("group_id","garage_id","local_day");--> statement-breakpoint
CREATE INDEX "expense_paid_day_idx" ON "expense" USING btree ("group_id","garage_id","paid_day") WHERE "expense"."status" = 'PAID';--> statement-breakpoint
CREATE INDEX "expense_activity_expense_idx" ON "expense_activity" USING btree ("group_id","expense_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_label_name_uq" ON "expense_label" USING btree ("group_id","garage_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_number_uq" ON "credit_note" USING btree ("group_id","garage_id","fy","number") WHERE "credit_note"."number" > 0;--> statement-breakpoint
CREATE INDEX "credit_note_invoice_idx" ON "credit_note" USING btree ("group_id","invoice_id");--> statement-breakpoint
CREATE INDEX "credit_note_customer_idx" ON "credit_note" USING btree ("group_id","garage_id","customer_id");--> statement-breakpoint
CREATE INDEX "credit_note_recent_idx" ON "credit_note" USING btree ("group_id","garage_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_note_line_note_idx" ON "credit_note_line" USING btree ("group_id","credit_note_id");--> statement-breakpoint
CREATE INDEX "credit_note_line_invoice_line_idx" ON "credit_note_line" USING btree ("group_id","invoice_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_number_uq" ON "invoice" USING btree ("group_id","garage_id","fy","number") WHERE "invoice"."number" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_order_share_uq" ON "invoice" USING btree ("group_id","order_id","share") WHERE "invoice"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "invoice_number_idx" ON "invoice" USING btree ("group_id","garage_id","number");--> statement-breakpoint
CREATE INDEX "invoice_recent_idx" ON "invoice" USING btree ("group_id","garage_id","invoiced_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_due_idx" ON "invoice" USING btree ("group_id","garage_id","customer_id","invoiced_at","due") WHERE "invoice"."due" > 0;--> statement-breakpoint
CREATE INDEX "invoice_due_day_idx" ON "invoice" USING btree ("group_id","garage_id","invoiced_at","id","due") WHERE "invoice"."due" > 0;--> statement-breakpoint
CREATE INDEX "invoice_search_trgm" ON "invoice" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_insurer_idx" ON "invoice" USING btree ("group_id","garage_id","insurance_partner_id","invoiced_at") WHERE "invoice"."insurance_partner_id" is not null;--> statement-breakpoint
CREATE INDEX "invoice_line_invoice_idx" ON "invoice_line" USING btree ("group_id","invoice_id","position");--> statement-breakpoint
CREATE INDEX "payment_invoice_idx" ON "payment" USING btree ("group_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payment_receipt_idx" ON "payment" USING btree ("group_id","receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_number_uq" ON "receipt" USING btree ("group_id","garage_id","fy","number") WHERE "receipt"."number" > 0;--> statement-breakpoint
CREATE INDEX "receipt_day_idx" ON "receipt" USING btree ("group_id","garage_id","local_day");--> statement-breakpoint
CREATE UNIQUE INDEX "summary_invoice_order_uq" ON "summary_invoice_order" USING btree ("group_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_partner_name_uq" ON "insurance_partner" USING btree ("group_id","garage_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_public_uq" ON "online_payment" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_reference_uq" ON "online_payment" USING btree ("provider","provider_reference") WHERE "online_payment"."provider_reference" is not null;--> statement-breakpoint
CREATE INDEX "online_payment_recent_idx" ON "online_payment" USING btree ("group_id","garage_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "online_payment_invoice_idx" ON "online_payment" USING btree ("group_id","invoice_id");