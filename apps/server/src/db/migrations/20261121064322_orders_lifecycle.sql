CREATE TABLE "amc_item" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "amc_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"user_car_id" bigint,
	"kind" text NOT NULL,
	"item_id" bigint NOT NULL,
	"item_name" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"availed_quantity" numeric(14, 3) DEFAULT '0' NOT NULL,
	"discount" numeric(7, 4) DEFAULT '0' NOT NULL,
	"unit_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amc_item_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "cancel_reason" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cancel_reason_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancel_reason_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "document" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"flow_id" text,
	"content" "bytea" NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "part_stock" (
	"group_id" bigint NOT NULL,
	"garage_id" bigint NOT NULL,
	"part_id" bigint NOT NULL,
	"running_stock" numeric(14, 3) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_stock_group_id_garage_id_part_id_pk" PRIMARY KEY("group_id","garage_id","part_id")
);
--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "customer_mobile" text;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "reg_number" text;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "vehicle_name" text;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "cancel_reason_id" bigint;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "source_quote_id" bigint;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "converted_order_id" bigint;--> statement-breakpoint
ALTER TABLE "amc_item" ADD CONSTRAINT "amc_item_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancel_reason" ADD CONSTRAINT "cancel_reason_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_stock" ADD CONSTRAINT "part_stock_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amc_item_customer_idx" ON "amc_item" USING btree ("group_id","garage_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cancel_reason_uq" ON "cancel_reason" USING btree ("group_id","garage_id","type",lower("reason"));--> statement-breakpoint
CREATE UNIQUE INDEX "document_key_uq" ON "document" USING btree ("key");--> statement-breakpoint
CREATE INDEX "document_flow_idx" ON "document" USING btree ("group_id","flow_id");--> statement-breakpoint
CREATE INDEX "sales_order_recent_idx" ON "sales_order" USING btree ("group_id","garage_id","document","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_order_created_idx" ON "sales_order" USING btree ("group_id","garage_id","document","created_at");--> statement-breakpoint
CREATE INDEX "sales_order_customer_idx" ON "sales_order" USING btree ("group_id","customer_id");--> statement-breakpoint
CREATE INDEX "sales_order_search_trgm" ON "sales_order" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_source_quote_uq" ON "sales_order" USING btree ("group_id","source_quote_id") WHERE "sales_order"."source_quote_id" is not null;