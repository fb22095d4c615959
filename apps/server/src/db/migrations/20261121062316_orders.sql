CREATE TABLE "garage_counter" (
	"group_id" bigint NOT NULL,
	"garage_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "garage_counter_group_id_garage_id_kind_pk" PRIMARY KEY("group_id","garage_id","kind")
);
--> statement-breakpoint
CREATE TABLE "order_activity" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"action" text NOT NULL,
	"user_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "order_activity_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_order" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"document" text NOT NULL,
	"number" integer NOT NULL,
	"external_order_id" text NOT NULL,
	"order_type" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"user_car_id" bigint,
	"item_wise_discount" boolean NOT NULL,
	"discount_type" text,
	"discount_value" numeric(16, 4),
	"comments" text,
	"estimated_delivery_time" timestamp with time zone,
	"odometer_reading" integer,
	"lpo_number" text,
	"garage_recommendation" text,
	"customer_remarks" text[] DEFAULT '{}'::text[] NOT NULL,
	"order_properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expiry_date" text,
	"purchase_date" text,
	"order_fulfilment_date" text,
	"signature_url" text,
	"sub_total" numeric(16, 4) NOT NULL,
	"discount" numeric(16, 4) NOT NULL,
	"tax_total" numeric(16, 4) NOT NULL,
	"grand_total" numeric(16, 4) NOT NULL,
	"labour_amount" numeric(16, 4) NOT NULL,
	"labour_tax_amount" numeric(16, 4) NOT NULL,
	"parts_tax_amount" numeric(16, 4) NOT NULL,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_order_line" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
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
	CONSTRAINT "sales_order_line_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
ALTER TABLE "garage_counter" ADD CONSTRAINT "garage_counter_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_activity" ADD CONSTRAINT "order_activity_group_id_order_id_sales_order_group_id_id_fk" FOREIGN KEY ("group_id","order_id") REFERENCES "public"."sales_order"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD CONSTRAINT "sales_order_line_group_id_order_id_sales_order_group_id_id_fk" FOREIGN KEY ("group_id","order_id") REFERENCES "public"."sales_order"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_activity_order_idx" ON "order_activity" USING btree ("group_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_number_uq" ON "sales_order" USING btree ("group_id","garage_id","document","number");--> statement-breakpoint
CREATE INDEX "sales_order_vehicle_idx" ON "sales_order" USING btree ("group_id","user_car_id","status");--> statement-breakpoint
CREATE INDEX "sales_order_list_idx" ON "sales_order" USING btree ("group_id","garage_id","document","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_order_line_order_idx" ON "sales_order_line" USING btree ("group_id","order_id","position");