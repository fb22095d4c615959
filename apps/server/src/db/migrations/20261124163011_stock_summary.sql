CREATE TABLE "stock_summary" (
	"group_id" bigint NOT NULL,
	"garage_id" bigint NOT NULL,
	"active_parts" integer DEFAULT 0 NOT NULL,
	"low_parts" integer DEFAULT 0 NOT NULL,
	"out_parts" integer DEFAULT 0 NOT NULL,
	"stock_value" numeric(24, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "stock_summary_group_id_garage_id_pk" PRIMARY KEY("group_id","garage_id")
);
--> statement-breakpoint
ALTER TABLE "part" ADD COLUMN "summary_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "part" ADD COLUMN "summary_min_stock" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "part_stock" ADD COLUMN "summary_on_hand" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "part_stock" ADD COLUMN "summary_value" numeric(16, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_summary" ADD CONSTRAINT "stock_summary_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_low_list_idx" ON "part" USING btree ("group_id","garage_id",lower("name"),"id") WHERE "part"."active" and "part"."min_stock" > 0;--> statement-breakpoint
CREATE INDEX "part_low_search_trgm" ON "part" USING gin ("search_text" gin_trgm_ops) WHERE "part"."active" and "part"."min_stock" > 0;--> statement-breakpoint
CREATE INDEX "part_summary_pending_idx" ON "part" USING btree ("group_id","garage_id","id") WHERE "part"."active" <> "part"."summary_active" or "part"."min_stock" <> "part"."summary_min_stock";--> statement-breakpoint
CREATE INDEX "part_stock_value_idx" ON "part_stock" USING btree ("group_id","garage_id","stock_value","part_id");--> statement-breakpoint
CREATE INDEX "part_stock_out_idx" ON "part_stock" USING btree ("group_id","garage_id","part_id") WHERE "part_stock"."running_stock" <= 0;--> statement-breakpoint
CREATE INDEX "part_stock_summary_pending_idx" ON "part_stock" USING btree ("group_id","garage_id","part_id") WHERE "part_stock"."summary_on_hand" is distinct from "part_stock"."running_stock" or "part_stock"."summary_value" <> "part_stock"."stock_value";