CREATE TABLE "outsource_work" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "outsource_work_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"work_number" text DEFAULT '' NOT NULL,
	"order_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"description" text NOT NULL,
	"sent_day" date NOT NULL,
	"expected_back_day" date,
	"received_day" date,
	"status" text NOT NULL,
	"note" text,
	"vendor_bill_id" bigint,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_by" bigint,
	"received_at" timestamp with time zone,
	"cancelled_by" bigint,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "outsource_work_group_id_id_pk" PRIMARY KEY("group_id","id"),
	CONSTRAINT "outsource_work_status_ck" CHECK ("outsource_work"."status" in ('SENT', 'RECEIVED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "stock_in" ADD COLUMN "kind" text DEFAULT 'PARTS' NOT NULL;--> statement-breakpoint
ALTER TABLE "outsource_work" ADD CONSTRAINT "outsource_work_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsource_work" ADD CONSTRAINT "outsource_work_group_id_order_id_sales_order_group_id_id_fk" FOREIGN KEY ("group_id","order_id") REFERENCES "public"."sales_order"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsource_work" ADD CONSTRAINT "outsource_work_group_id_vendor_id_vendor_group_id_id_fk" FOREIGN KEY ("group_id","vendor_id") REFERENCES "public"."vendor"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsource_work" ADD CONSTRAINT "outsource_work_group_id_vendor_bill_id_stock_in_group_id_id_fk" FOREIGN KEY ("group_id","vendor_bill_id") REFERENCES "public"."stock_in"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outsource_work_number_uq" ON "outsource_work" USING btree ("group_id","garage_id","number") WHERE "outsource_work"."number" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "outsource_work_bill_uq" ON "outsource_work" USING btree ("group_id","vendor_bill_id") WHERE "outsource_work"."vendor_bill_id" is not null;--> statement-breakpoint
CREATE INDEX "outsource_work_list_idx" ON "outsource_work" USING btree ("group_id","garage_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outsource_work_order_idx" ON "outsource_work" USING btree ("group_id","order_id");--> statement-breakpoint
ALTER TABLE "stock_in" ADD CONSTRAINT "stock_in_kind_ck" CHECK ("stock_in"."kind" in ('PARTS', 'OUTSOURCE'));