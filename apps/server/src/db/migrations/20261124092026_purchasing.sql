CREATE TABLE "purchase_activity" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"subject" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"action" text NOT NULL,
	"user_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "purchase_activity_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "purchase_order" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"vendor_id" bigint NOT NULL,
	"status" text NOT NULL,
	"expected_date" date,
	"notes" text,
	"sub_total" numeric(16, 4) NOT NULL,
	"tax_total" numeric(16, 4) NOT NULL,
	"grand_total" numeric(16, 4) NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"sent_to" text,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "purchase_order_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_line" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purchase_order_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"part_id" bigint NOT NULL,
	"part_name" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"received" numeric(14, 3) DEFAULT '0' NOT NULL,
	"unit_price" numeric(16, 4) NOT NULL,
	"tax_category_id" bigint,
	"tax_rate" numeric(8, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(16, 4) NOT NULL,
	"tax_amount" numeric(16, 4) NOT NULL,
	"total" numeric(16, 4) NOT NULL,
	CONSTRAINT "purchase_order_line_group_id_id_pk" PRIMARY KEY("group_id","id"),
	CONSTRAINT "purchase_order_line_received_ck" CHECK ("purchase_order_line"."received" >= 0 and "purchase_order_line"."received" <= "purchase_order_line"."quantity")
);
--> statement-breakpoint
CREATE TABLE "stock_in" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_in_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"stock_in_number" text DEFAULT '' NOT NULL,
	"vendor_id" bigint,
	"purchase_order_id" bigint,
	"bill_number" text,
	"bill_date" date,
	"received_day" date NOT NULL,
	"notes" text,
	"sub_total" numeric(16, 4) NOT NULL,
	"tax_total" numeric(16, 4) NOT NULL,
	"grand_total" numeric(16, 4) NOT NULL,
	"paid_amount" numeric(16, 4) DEFAULT '0' NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_in_group_id_id_pk" PRIMARY KEY("group_id","id"),
	CONSTRAINT "stock_in_paid_ck" CHECK ("stock_in"."paid_amount" >= 0 and "stock_in"."paid_amount" <= "stock_in"."grand_total")
);
--> statement-breakpoint
CREATE TABLE "stock_in_line" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_in_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"stock_in_id" bigint NOT NULL,
	"purchase_order_line_id" bigint,
	"part_id" bigint NOT NULL,
	"part_name" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(16, 4) NOT NULL,
	"tax_category_id" bigint,
	"tax_rate" numeric(8, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(16, 4) NOT NULL,
	"tax_amount" numeric(16, 4) NOT NULL,
	"total" numeric(16, 4) NOT NULL,
	"lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_in_line_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "vendor" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "vendor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"name" text NOT NULL,
	"tax_number" text,
	"contact_name" text,
	"phone" text,
	"email" text,
	"address" text,
	"payment_terms_days" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "vendor_payment" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "vendor_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"payment_number" text DEFAULT '' NOT NULL,
	"vendor_id" bigint NOT NULL,
	"stock_in_id" bigint NOT NULL,
	"amount" numeric(16, 4) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"transaction_date" date NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_payment_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_group_id_vendor_id_vendor_group_id_id_fk" FOREIGN KEY ("group_id","vendor_id") REFERENCES "public"."vendor"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line" ADD CONSTRAINT "purchase_order_line_group_id_purchase_order_id_purchase_order_group_id_id_fk" FOREIGN KEY ("group_id","purchase_order_id") REFERENCES "public"."purchase_order"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line" ADD CONSTRAINT "purchase_order_line_group_id_part_id_part_group_id_id_fk" FOREIGN KEY ("group_id","part_id") REFERENCES "public"."part"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line" ADD CONSTRAINT "purchase_order_line_group_id_tax_category_id_tax_category_group_id_id_fk" FOREIGN KEY ("group_id","tax_category_id") REFERENCES "public"."tax_category"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_in" ADD CONSTRAINT "stock_in_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_in" ADD CONSTRAINT "stock_in_group_id_vendor_id_vendor_group_id_id_fk" FOREIGN KEY ("group_id","vendor_id") REFERENCES "public"."vendor"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_in" ADD CONSTRAINT "stock_in_group_id_purchase_order_id_purchase_order_group_id_id_fk" FOREIGN KEY ("group_id","purchase_order_id") REFERENCES "public"."purchase_order"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_in_line" ADD CONSTRAINT "stock_in_line_group_id_stock_in_id_stock_in_group_id_id_fk" FOREIGN KEY ("group_id","stock_in_id") REFERENCES "public"."stock_in"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_in_line" ADD CONSTRAINT "stock_in_line_group_id_part_id_part_group_id_id_fk" FOREIGN KEY ("group_id","part_id") REFERENCES "public"."part"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor" ADD CONSTRAINT "vendor_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payment" ADD CONSTRAINT "vendor_payment_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payment" ADD CONSTRAINT "vendor_payment_group_id_vendor_id_vendor_group_id_id_fk" FOREIGN KEY ("group_id","vendor_id") REFERENCES "public"."vendor"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payment" ADD CONSTRAINT "vendor_payment_group_id_stock_in_id_stock_in_group_id_id_fk" FOREIGN KEY ("group_id","stock_in_id") REFERENCES "public"."stock_in"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_activity_subject_idx" ON "purchase_activity" USING btree ("group_id","subject","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_number_uq" ON "purchase_order" USING btree ("group_id","garage_id","number") WHERE "purchase_order"."number" > 0;--> statement-breakpoint
CREATE INDEX "purchase_order_list_idx" ON "purchase_order" USING btree ("group_id","garage_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_order_vendor_idx" ON "purchase_order" USING btree ("group_id","vendor_id");--> statement-breakpoint
CREATE INDEX "purchase_order_line_po_idx" ON "purchase_order_line" USING btree ("group_id","purchase_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_in_number_uq" ON "stock_in" USING btree ("group_id","garage_id","number") WHERE "stock_in"."number" > 0;--> statement-breakpoint
CREATE INDEX "stock_in_list_idx" ON "stock_in" USING btree ("group_id","garage_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_in_vendor_idx" ON "stock_in" USING btree ("group_id","vendor_id");--> statement-breakpoint
CREATE INDEX "stock_in_po_idx" ON "stock_in" USING btree ("group_id","purchase_order_id");--> statement-breakpoint
CREATE INDEX "stock_in_line_doc_idx" ON "stock_in_line" USING btree ("group_id","stock_in_id");--> statement-breakpoint
CREATE INDEX "stock_in_line_part_idx" ON "stock_in_line" USING btree ("group_id","garage_id","part_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_name_uq" ON "vendor" USING btree ("group_id","garage_id",lower("name"));--> statement-breakpoint
CREATE INDEX "vendor_search_trgm" ON "vendor" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payment_number_uq" ON "vendor_payment" USING btree ("group_id","garage_id","number") WHERE "vendor_payment"."number" > 0;--> statement-breakpoint
CREATE INDEX "vendor_payment_vendor_idx" ON "vendor_payment" USING btree ("group_id","garage_id","vendor_id","id" DESC NULLS LAST);