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
ALTER TABLE "device_token" ADD CONSTRAINT "device_token_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_request" ADD CONSTRAINT "subscription_request_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_request" ADD CONSTRAINT "subscription_request_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_token_hash_uq" ON "device_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "device_token_user_idx" ON "device_token" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscription_request_garage_idx" ON "subscription_request" USING btree ("garage_id","created_at");