CREATE TABLE "stock_lot" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_lot_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"part_id" bigint NOT NULL,
	"tracking" text NOT NULL,
	"code" text NOT NULL,
	"expiry_date" date,
	"on_hand" numeric(14, 3) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_lot_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_movement" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_movement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"part_id" bigint NOT NULL,
	"lot_id" bigint,
	"kind" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_cost" numeric(16, 4) NOT NULL,
	"value" numeric(16, 4) NOT NULL,
	"on_hand_after" numeric(14, 3) NOT NULL,
	"doc_kind" text NOT NULL,
	"doc_id" bigint NOT NULL,
	"doc_number" text,
	"reason" text,
	"user_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_movement_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
ALTER TABLE "part_stock" ADD COLUMN "stock_value" numeric(16, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "part_stock" ADD COLUMN "avg_cost" numeric(16, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "part_stock" ADD COLUMN "last_move_value" numeric(16, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_lot" ADD CONSTRAINT "stock_lot_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lot" ADD CONSTRAINT "stock_lot_group_id_part_id_part_group_id_id_fk" FOREIGN KEY ("group_id","part_id") REFERENCES "public"."part"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_group_id_part_id_part_group_id_id_fk" FOREIGN KEY ("group_id","part_id") REFERENCES "public"."part"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_group_id_lot_id_stock_lot_group_id_id_fk" FOREIGN KEY ("group_id","lot_id") REFERENCES "public"."stock_lot"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_lot_code_uq" ON "stock_lot" USING btree ("group_id","garage_id","part_id","code");--> statement-breakpoint
CREATE INDEX "stock_lot_fifo_idx" ON "stock_lot" USING btree ("group_id","garage_id","part_id","expiry_date","id") WHERE "stock_lot"."on_hand" > 0;--> statement-breakpoint
CREATE INDEX "stock_movement_part_idx" ON "stock_movement" USING btree ("group_id","garage_id","part_id","id");--> statement-breakpoint
CREATE INDEX "stock_movement_doc_idx" ON "stock_movement" USING btree ("group_id","doc_kind","doc_id");--> statement-breakpoint
ALTER TABLE "part_stock" ADD CONSTRAINT "part_stock_group_id_part_id_part_group_id_id_fk" FOREIGN KEY ("group_id","part_id") REFERENCES "public"."part"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Stock kept before the ledger becomes opening movements at the part's purchase price (decision 052).
UPDATE "part_stock" s SET "avg_cost" = coalesce(p."purchase_price", 0), "stock_value" = round(s."running_stock" * coalesce(p."purchase_price", 0), 4)
  FROM "part" p WHERE p."group_id" = s."group_id" AND p."id" = s."part_id";--> statement-breakpoint
INSERT INTO "stock_movement" ("group_id", "garage_id", "part_id", "kind", "quantity", "unit_cost", "value", "on_hand_after", "doc_kind", "doc_id", "user_id", "at")
  SELECT s."group_id", s."garage_id", s."part_id", CASE WHEN s."running_stock" >= 0 THEN 'OPENING' ELSE 'ADJUSTMENT_OUT' END,
         s."running_stock", s."avg_cost", s."stock_value", s."running_stock", 'MIGRATION', s."part_id", 0, now()
    FROM "part_stock" s WHERE s."running_stock" <> 0;
