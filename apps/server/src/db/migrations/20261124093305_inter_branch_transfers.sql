CREATE TABLE "transfer_activity" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transfer_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"request_id" bigint,
	"delivery_id" bigint,
	"action" text NOT NULL,
	"user_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "transfer_activity_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "transfer_delivery" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transfer_delivery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number" integer DEFAULT 0 NOT NULL,
	"request_id" bigint,
	"from_garage_id" bigint NOT NULL,
	"to_garage_id" bigint NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"cancel_reason" text,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"dispatched_by" bigint,
	"dispatched_at" timestamp with time zone,
	"received_by" bigint,
	"received_at" timestamp with time zone,
	"cancelled_by" bigint,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfer_delivery_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "transfer_delivery_line" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transfer_delivery_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"delivery_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"request_line_id" bigint,
	"part_id" bigint NOT NULL,
	"dest_part_id" bigint,
	"requested" numeric(14, 3) DEFAULT '0' NOT NULL,
	"reserved" numeric(14, 3) DEFAULT '0' NOT NULL,
	"dispatched" numeric(14, 3) DEFAULT '0' NOT NULL,
	"received" numeric(14, 3) DEFAULT '0' NOT NULL,
	"unit_cost" numeric(16, 4),
	"lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "transfer_delivery_line_group_id_id_pk" PRIMARY KEY("group_id","id"),
	CONSTRAINT "transfer_delivery_line_received_check" CHECK ("transfer_delivery_line"."received" <= "transfer_delivery_line"."dispatched")
);
--> statement-breakpoint
CREATE TABLE "transfer_request" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transfer_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number" integer DEFAULT 0 NOT NULL,
	"to_garage_id" bigint NOT NULL,
	"from_garage_id" bigint NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"note" text,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"requested_by" bigint,
	"requested_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfer_request_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "transfer_request_line" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transfer_request_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"part_id" bigint NOT NULL,
	"quantity" numeric(14, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "transfer_request_line_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
ALTER TABLE "transfer_delivery" ADD CONSTRAINT "transfer_delivery_group_id_from_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","from_garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_delivery" ADD CONSTRAINT "transfer_delivery_group_id_to_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","to_garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_delivery" ADD CONSTRAINT "transfer_delivery_group_id_request_id_transfer_request_group_id_id_fk" FOREIGN KEY ("group_id","request_id") REFERENCES "public"."transfer_request"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_delivery_line" ADD CONSTRAINT "transfer_delivery_line_group_id_delivery_id_transfer_delivery_group_id_id_fk" FOREIGN KEY ("group_id","delivery_id") REFERENCES "public"."transfer_delivery"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_delivery_line" ADD CONSTRAINT "transfer_delivery_line_group_id_part_id_part_group_id_id_fk" FOREIGN KEY ("group_id","part_id") REFERENCES "public"."part"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_delivery_line" ADD CONSTRAINT "transfer_delivery_line_group_id_dest_part_id_part_group_id_id_fk" FOREIGN KEY ("group_id","dest_part_id") REFERENCES "public"."part"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_request" ADD CONSTRAINT "transfer_request_group_id_to_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","to_garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_request" ADD CONSTRAINT "transfer_request_group_id_from_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","from_garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_request_line" ADD CONSTRAINT "transfer_request_line_group_id_request_id_transfer_request_group_id_id_fk" FOREIGN KEY ("group_id","request_id") REFERENCES "public"."transfer_request"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_request_line" ADD CONSTRAINT "transfer_request_line_group_id_part_id_part_group_id_id_fk" FOREIGN KEY ("group_id","part_id") REFERENCES "public"."part"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_activity_request_idx" ON "transfer_activity" USING btree ("group_id","request_id");--> statement-breakpoint
CREATE INDEX "transfer_activity_delivery_idx" ON "transfer_activity" USING btree ("group_id","delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_delivery_number_uq" ON "transfer_delivery" USING btree ("group_id","from_garage_id","number") WHERE "transfer_delivery"."number" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_delivery_live_uq" ON "transfer_delivery" USING btree ("group_id","request_id") WHERE "transfer_delivery"."request_id" is not null and "transfer_delivery"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "transfer_delivery_from_idx" ON "transfer_delivery" USING btree ("group_id","from_garage_id","id");--> statement-breakpoint
CREATE INDEX "transfer_delivery_to_idx" ON "transfer_delivery" USING btree ("group_id","to_garage_id","id");--> statement-breakpoint
CREATE INDEX "transfer_delivery_line_delivery_idx" ON "transfer_delivery_line" USING btree ("group_id","delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_request_number_uq" ON "transfer_request" USING btree ("group_id","to_garage_id","number") WHERE "transfer_request"."number" > 0;--> statement-breakpoint
CREATE INDEX "transfer_request_to_idx" ON "transfer_request" USING btree ("group_id","to_garage_id","id");--> statement-breakpoint
CREATE INDEX "transfer_request_from_idx" ON "transfer_request" USING btree ("group_id","from_garage_id","id");--> statement-breakpoint
CREATE INDEX "transfer_request_line_request_idx" ON "transfer_request_line" USING btree ("group_id","request_id");