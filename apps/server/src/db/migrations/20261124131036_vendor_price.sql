CREATE TABLE "vendor_price" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "vendor_price_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"part_id" bigint NOT NULL,
	"purchase_price" numeric(16, 4) NOT NULL,
	"min_order_qty" numeric(14, 3),
	"lead_time_days" integer,
	"vendor_part_code" text,
	"valid_from" date,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_price_group_id_id_pk" PRIMARY KEY("group_id","id"),
	CONSTRAINT "vendor_price_nonneg" CHECK ("vendor_price"."purchase_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_price" ADD CONSTRAINT "vendor_price_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_price" ADD CONSTRAINT "vendor_price_group_id_vendor_id_vendor_group_id_id_fk" FOREIGN KEY ("group_id","vendor_id") REFERENCES "public"."vendor"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_price" ADD CONSTRAINT "vendor_price_group_id_part_id_part_group_id_id_fk" FOREIGN KEY ("group_id","part_id") REFERENCES "public"."part"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_price_uq" ON "vendor_price" USING btree ("group_id","garage_id","vendor_id","part_id");--> statement-breakpoint
CREATE INDEX "vendor_price_part_idx" ON "vendor_price" USING btree ("group_id","garage_id","part_id");