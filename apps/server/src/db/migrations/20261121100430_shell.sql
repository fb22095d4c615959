CREATE TABLE "customer_review" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customer_review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"rating" smallint NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_review_group_id_id_pk" PRIMARY KEY("group_id","id"),
	CONSTRAINT "customer_review_rating_range" CHECK ("customer_review"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "service_reminder" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_reminder_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"user_car_id" bigint NOT NULL,
	"reminder_date" date NOT NULL,
	"is_sent" boolean DEFAULT false NOT NULL,
	"next_schedule" date,
	"note" text,
	"done_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_reminder_group_id_id_pk" PRIMARY KEY("group_id","id"),
	CONSTRAINT "service_reminder_next_after" CHECK ("service_reminder"."next_schedule" is null or "service_reminder"."next_schedule" > "service_reminder"."reminder_date")
);
--> statement-breakpoint
CREATE TABLE "device_token" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_catalogue" (
	"group_id" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"menu_group" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"roles" text DEFAULT '' NOT NULL,
	"url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_catalogue_group_id_name_pk" PRIMARY KEY("group_id","name")
);
--> statement-breakpoint
CREATE TABLE "subscription_request" (
	"group_id" bigint NOT NULL,
	"garage_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "subscription_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_request_group_id_garage_id_id_pk" PRIMARY KEY("group_id","garage_id","id")
);
--> statement-breakpoint
ALTER TABLE "customer_review" ADD CONSTRAINT "customer_review_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_review" ADD CONSTRAINT "customer_review_group_id_order_id_sales_order_group_id_id_fk" FOREIGN KEY ("group_id","order_id") REFERENCES "public"."sales_order"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_review" ADD CONSTRAINT "customer_review_group_id_customer_id_customer_group_id_id_fk" FOREIGN KEY ("group_id","customer_id") REFERENCES "public"."customer"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminder" ADD CONSTRAINT "service_reminder_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminder" ADD CONSTRAINT "service_reminder_group_id_customer_id_customer_group_id_id_fk" FOREIGN KEY ("group_id","customer_id") REFERENCES "public"."customer"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminder" ADD CONSTRAINT "service_reminder_group_id_user_car_id_user_car_group_id_id_fk" FOREIGN KEY ("group_id","user_car_id") REFERENCES "public"."user_car"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_token" ADD CONSTRAINT "device_token_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_request" ADD CONSTRAINT "subscription_request_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_request" ADD CONSTRAINT "subscription_request_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_review_order_uq" ON "customer_review" USING btree ("group_id","order_id");--> statement-breakpoint
CREATE INDEX "customer_review_recent_idx" ON "customer_review" USING btree ("group_id","garage_id","created_at","id");--> statement-breakpoint
CREATE INDEX "service_reminder_open_idx" ON "service_reminder" USING btree ("group_id","garage_id","reminder_date","id") WHERE "service_reminder"."done_at" is null;--> statement-breakpoint
CREATE INDEX "service_reminder_date_idx" ON "service_reminder" USING btree ("group_id","garage_id","reminder_date","id");--> statement-breakpoint
CREATE INDEX "service_reminder_vehicle_idx" ON "service_reminder" USING btree ("group_id","user_car_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_token_hash_uq" ON "device_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "device_token_user_idx" ON "device_token" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscription_request_garage_idx" ON "subscription_request" USING btree ("garage_id","created_at");