CREATE TABLE "lost_sale" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lost_sale_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"part_id" bigint,
	"part_name" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_id" integer,
	"customer_id" bigint,
	"order_id" bigint,
	"reason" text NOT NULL,
	"note" text,
	"user_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "lost_sale_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD COLUMN "part_status" text;--> statement-breakpoint
ALTER TABLE "lost_sale" ADD CONSTRAINT "lost_sale_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_sale" ADD CONSTRAINT "lost_sale_group_id_part_id_part_group_id_id_fk" FOREIGN KEY ("group_id","part_id") REFERENCES "public"."part"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lost_sale_list_idx" ON "lost_sale" USING btree ("group_id","garage_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lost_sale_part_idx" ON "lost_sale" USING btree ("group_id","garage_id","part_id");--> statement-breakpoint
CREATE INDEX "sales_order_line_part_queue_idx" ON "sales_order_line" USING btree ("group_id","part_status","order_id") WHERE "sales_order_line"."part_status" in ('REQUESTED', 'IN_PROCESS', 'PROCURED');