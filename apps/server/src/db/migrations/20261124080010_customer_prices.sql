CREATE TABLE "customer_item_price" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customer_item_price_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"item_id" bigint NOT NULL,
	"price" numeric(16, 4) NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_item_price_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
ALTER TABLE "customer_item_price" ADD CONSTRAINT "customer_item_price_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_item_price" ADD CONSTRAINT "customer_item_price_group_id_customer_id_customer_group_id_id_fk" FOREIGN KEY ("group_id","customer_id") REFERENCES "public"."customer"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_item_price_uq" ON "customer_item_price" USING btree ("group_id","garage_id","customer_id","kind","item_id");