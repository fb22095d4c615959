CREATE TABLE "expense" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "expense_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"fy" text NOT NULL,
	"number" integer NOT NULL,
	"expense_number" text DEFAULT '' NOT NULL,
	"label_id" bigint NOT NULL,
	"local_day" date NOT NULL,
	"amount" numeric(16, 4) NOT NULL,
	"status" text NOT NULL,
	"payment_method" text,
	"paid_day" date,
	"paid_at" timestamp with time zone,
	"payee" text,
	"reference" text,
	"note" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "expense_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "expense_activity" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "expense_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"expense_id" bigint NOT NULL,
	"action" text NOT NULL,
	"user_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "expense_activity_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "expense_label" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "expense_label_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_label_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_group_id_label_id_expense_label_group_id_id_fk" FOREIGN KEY ("group_id","label_id") REFERENCES "public"."expense_label"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_activity" ADD CONSTRAINT "expense_activity_group_id_expense_id_expense_group_id_id_fk" FOREIGN KEY ("group_id","expense_id") REFERENCES "public"."expense"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_label" ADD CONSTRAINT "expense_label_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_number_uq" ON "expense" USING btree ("group_id","garage_id","fy","number") WHERE "expense"."number" > 0;--> statement-breakpoint
CREATE INDEX "expense_day_idx" ON "expense" USING btree ("group_id","garage_id","local_day");--> statement-breakpoint
CREATE INDEX "expense_paid_day_idx" ON "expense" USING btree ("group_id","garage_id","paid_day") WHERE "expense"."status" = 'PAID';--> statement-breakpoint
CREATE INDEX "expense_activity_expense_idx" ON "expense_activity" USING btree ("group_id","expense_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_label_name_uq" ON "expense_label" USING btree ("group_id","garage_id",lower("name"));