CREATE TABLE "csv_upload" (
	"group_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "csv_upload_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"garage_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"import_type" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'CHECKING' NOT NULL,
	"header" text[] NOT NULL,
	"decimal_comma" boolean DEFAULT false NOT NULL,
	"total_rows" integer NOT NULL,
	"checked_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"new_rows" integer DEFAULT 0 NOT NULL,
	"updated_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"confirmed_by" bigint,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "csv_upload_group_id_id_pk" PRIMARY KEY("group_id","id")
);
--> statement-breakpoint
CREATE TABLE "csv_upload_row" (
	"group_id" bigint NOT NULL,
	"upload_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"line" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"outcome" text,
	"reason_key" text,
	"reason_params" jsonb,
	"target_id" bigint,
	CONSTRAINT "csv_upload_row_group_id_upload_id_position_pk" PRIMARY KEY("group_id","upload_id","position")
);
--> statement-breakpoint
ALTER TABLE "csv_upload" ADD CONSTRAINT "csv_upload_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_upload_row" ADD CONSTRAINT "csv_upload_row_group_id_upload_id_csv_upload_group_id_id_fk" FOREIGN KEY ("group_id","upload_id") REFERENCES "public"."csv_upload"("group_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "csv_upload_history_idx" ON "csv_upload" USING btree ("group_id","garage_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "csv_upload_row_error_idx" ON "csv_upload_row" USING btree ("group_id","upload_id","position") WHERE "csv_upload_row"."outcome" = 'ERROR';