CREATE TABLE "misplaced_item" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "misplaced_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"part_id" bigint NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"value" numeric(16, 4) DEFAULT '0' NOT NULL,
	"reason" text NOT NULL,
	"user_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "misplaced_item_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_audit" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"name" text,
	"note" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"scope" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"part_count" integer DEFAULT 0 NOT NULL,
	"counted_count" integer DEFAULT 0 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_by" bigint,
	"completed_at" timestamp with time zone,
	"deleted_by" bigint,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "stock_audit_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_audit_activity" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_audit_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"audit_id" bigint NOT NULL,
	"action" text NOT NULL,
	"user_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "stock_audit_activity_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_audit_part" (
	"group_id" bigint NOT NULL,
	"audit_id" bigint NOT NULL,
	"part_id" bigint NOT NULL,
	"counted" numeric(14, 3),
	"system_quantity" numeric(14, 3),
	"avg_cost" numeric(16, 4),
	"counted_by" bigint,
	"counted_at" timestamp with time zone,
	"adjusted_quantity" numeric(14, 3),
	"adjusted_value" numeric(16, 4),
	CONSTRAINT "stock_audit_part_group_id_audit_id_part_id_pk" PRIMARY KEY("group_id","audit_id","part_id")
);
--> statement-breakpoint
ALTER TABLE "misplaced_item" ADD CONSTRAINT "misplaced_item_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "misplaced_item" ADD CONSTRAINT "misplaced_item_group_id_part_id_part_group_id_id_fk" FOREIGN KEY ("group_id","part_id") REFERENCES "public"."part"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_audit" ADD CONSTRAINT "stock_audit_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_audit_activity" ADD CONSTRAINT "stock_audit_activity_group_id_audit_id_stock_audit_group_id_id_fk" FOREIGN KEY ("group_id","audit_id") REFERENCES "public"."stock_audit"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_audit_part" ADD CONSTRAINT "stock_audit_part_group_id_audit_id_stock_audit_group_id_id_fk" FOREIGN KEY ("group_id","audit_id") REFERENCES "public"."stock_audit"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_audit_part" ADD CONSTRAINT "stock_audit_part_group_id_part_id_part_group_id_id_fk" FOREIGN KEY ("group_id","part_id") REFERENCES "public"."part"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "misplaced_item_day_idx" ON "misplaced_item" USING btree ("group_id","garage_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_audit_number_uq" ON "stock_audit" USING btree ("group_id","garage_id","number") WHERE "stock_audit"."number" > 0;--> statement-breakpoint
CREATE INDEX "stock_audit_list_idx" ON "stock_audit" USING btree ("group_id","garage_id","id");--> statement-breakpoint
CREATE INDEX "stock_audit_activity_audit_idx" ON "stock_audit_activity" USING btree ("group_id","audit_id");--> statement-breakpoint
CREATE INDEX "stock_audit_part_counted_idx" ON "stock_audit_part" USING btree ("group_id","audit_id","part_id") WHERE "stock_audit_part"."counted" is not null;--> statement-breakpoint
CREATE INDEX "part_stock_list_idx" ON "part" USING btree ("group_id","garage_id",lower("name"),"id") WHERE "part"."active";--> statement-breakpoint
CREATE INDEX "part_reorder_idx" ON "part" USING btree ("group_id","garage_id","id") WHERE "part"."active" and "part"."min_stock" > 0;