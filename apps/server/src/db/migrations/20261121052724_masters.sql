CREATE TABLE "customer" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"country_phone_code" text NOT NULL,
	"mobile_number" text NOT NULL,
	"email" text,
	"address" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"building_number" text,
	"tax_number" text,
	"customer_category" text DEFAULT 'INDIVIDUAL' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "favourite_brand_map" (
	"group_id" bigint NOT NULL,
	"garage_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	CONSTRAINT "favourite_brand_map_group_id_garage_id_brand_id_pk" PRIMARY KEY("group_id","garage_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "favourite_model_map" (
	"group_id" bigint NOT NULL,
	"garage_id" bigint NOT NULL,
	"model_id" bigint NOT NULL,
	CONSTRAINT "favourite_model_map_group_id_garage_id_model_id_pk" PRIMARY KEY("group_id","garage_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "part" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "part_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"name" text NOT NULL,
	"part_number" text,
	"part_number_key" text,
	"hsn" text,
	"brand" text,
	"part_type" text DEFAULT 'PART' NOT NULL,
	"tracking" text DEFAULT 'NONE' NOT NULL,
	"unit_id" integer NOT NULL,
	"selling_price" numeric(16, 4) NOT NULL,
	"purchase_price" numeric(16, 4),
	"tax_category_id" bigint,
	"tax_inclusive" boolean DEFAULT true NOT NULL,
	"min_stock" numeric(14, 3) DEFAULT '0' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "service" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"sac" text,
	"price" numeric(16, 4) NOT NULL,
	"tax_category_id" bigint,
	"tax_inclusive" boolean DEFAULT false NOT NULL,
	"hourly_rating" numeric(8, 2),
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_package" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_package_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"service_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"part_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_package_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "tax_category" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tax_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"name" text NOT NULL,
	"total_value" numeric(8, 4) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_category_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "tax_component" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tax_component_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tax_category_id" bigint NOT NULL,
	"name" text NOT NULL,
	"value" numeric(8, 4) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "tax_component_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_car" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "user_car_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"garage_id" bigint NOT NULL,
	"reg_number" text NOT NULL,
	"reg_search" text NOT NULL,
	"brand_id" bigint,
	"model_id" bigint,
	"variant" text,
	"fuel_type" text,
	"vehicle_type" text DEFAULT 'car' NOT NULL,
	"vin" text,
	"vin_search" text,
	"engine_number" text,
	"odometer_reading" integer,
	"manufacture_year" integer,
	"colour" text,
	"insurance_provider" text,
	"policy_number" text,
	"insurance_expiry" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_car_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_brand" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vehicle_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_model" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "vehicle_model_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1),
	"brand_id" bigint NOT NULL,
	"name" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"fuel_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"group_id" bigint
);
--> statement-breakpoint
CREATE TABLE "user_car_odometer" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "user_car_odometer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_car_id" bigint NOT NULL,
	"reading" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"source" text DEFAULT 'VEHICLE' NOT NULL,
	CONSTRAINT "user_car_odometer_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_car_owner" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "user_car_owner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_car_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone,
	"note" text,
	"changed_by" bigint,
	CONSTRAINT "user_car_owner_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_brand_map" ADD CONSTRAINT "favourite_brand_map_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_model_map" ADD CONSTRAINT "favourite_model_map_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part" ADD CONSTRAINT "part_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part" ADD CONSTRAINT "part_group_id_tax_category_id_tax_category_group_id_id_fk" FOREIGN KEY ("group_id","tax_category_id") REFERENCES "public"."tax_category"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_group_id_tax_category_id_tax_category_group_id_id_fk" FOREIGN KEY ("group_id","tax_category_id") REFERENCES "public"."tax_category"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_package" ADD CONSTRAINT "service_package_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_category" ADD CONSTRAINT "tax_category_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_component" ADD CONSTRAINT "tax_component_group_id_tax_category_id_tax_category_group_id_id_fk" FOREIGN KEY ("group_id","tax_category_id") REFERENCES "public"."tax_category"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_car" ADD CONSTRAINT "user_car_group_id_customer_id_customer_group_id_id_fk" FOREIGN KEY ("group_id","customer_id") REFERENCES "public"."customer"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_model" ADD CONSTRAINT "vehicle_model_brand_id_vehicle_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."vehicle_brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_car_odometer" ADD CONSTRAINT "user_car_odometer_group_id_user_car_id_user_car_group_id_id_fk" FOREIGN KEY ("group_id","user_car_id") REFERENCES "public"."user_car"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_car_owner" ADD CONSTRAINT "user_car_owner_group_id_user_car_id_user_car_group_id_id_fk" FOREIGN KEY ("group_id","user_car_id") REFERENCES "public"."user_car"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_car_owner" ADD CONSTRAINT "user_car_owner_group_id_customer_id_customer_group_id_id_fk" FOREIGN KEY ("group_id","customer_id") REFERENCES "public"."customer"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_mobile_uq" ON "customer" USING btree ("group_id","country_phone_code","mobile_number");--> statement-breakpoint
CREATE INDEX "customer_recent_idx" ON "customer" USING btree ("group_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_search_trgm" ON "customer" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "part_number_uq" ON "part" USING btree ("group_id","garage_id","part_number_key") WHERE "part"."part_number_key" is not null;--> statement-breakpoint
CREATE INDEX "part_search_trgm" ON "part" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "service_name_uq" ON "service" USING btree ("group_id","garage_id","name_key");--> statement-breakpoint
CREATE INDEX "service_search_trgm" ON "service" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tax_category_garage_idx" ON "tax_category" USING btree ("group_id","garage_id");--> statement-breakpoint
CREATE INDEX "tax_component_category_idx" ON "tax_component" USING btree ("group_id","tax_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_car_reg_uq" ON "user_car" USING btree ("group_id","reg_search");--> statement-breakpoint
CREATE INDEX "user_car_customer_idx" ON "user_car" USING btree ("group_id","customer_id");--> statement-breakpoint
CREATE INDEX "user_car_recent_idx" ON "user_car" USING btree ("group_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_car_reg_trgm" ON "user_car" USING gin ("reg_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_car_vin_trgm" ON "user_car" USING gin ("vin_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicle_model_brand_idx" ON "vehicle_model" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "user_car_odometer_car_idx" ON "user_car_odometer" USING btree ("group_id","user_car_id","recorded_at");--> statement-breakpoint
CREATE INDEX "user_car_owner_car_idx" ON "user_car_owner" USING btree ("group_id","user_car_id");