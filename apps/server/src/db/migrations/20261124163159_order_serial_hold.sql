CREATE TABLE "order_serial_hold" (
	"group_id" bigint NOT NULL,
	"garage_id" bigint NOT NULL,
	"part_id" bigint NOT NULL,
	"code" text NOT NULL,
	"order_id" bigint NOT NULL,
	CONSTRAINT "order_serial_hold_group_id_garage_id_part_id_code_pk" PRIMARY KEY("group_id","garage_id","part_id","code")
);
--> statement-breakpoint
ALTER TABLE "order_serial_hold" ADD CONSTRAINT "order_serial_hold_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_serial_hold" ADD CONSTRAINT "order_serial_hold_group_id_part_id_part_group_id_id_fk" FOREIGN KEY ("group_id","part_id") REFERENCES "public"."part"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_serial_hold" ADD CONSTRAINT "order_serial_hold_group_id_order_id_sales_order_group_id_id_fk" FOREIGN KEY ("group_id","order_id") REFERENCES "public"."sales_order"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_serial_hold_order_idx" ON "order_serial_hold" USING btree ("group_id","order_id");