CREATE TABLE "garage_invitation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "garage_invitation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" bigint NOT NULL,
	"garage_id" bigint NOT NULL,
	"country_phone_code" text NOT NULL,
	"mobile_number" text NOT NULL,
	"roles" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"invited_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "garage_invitation" ADD CONSTRAINT "garage_invitation_invited_by_app_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_invitation" ADD CONSTRAINT "garage_invitation_group_id_garage_id_garage_group_id_id_fk" FOREIGN KEY ("group_id","garage_id") REFERENCES "public"."garage"("group_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "garage_invitation_number_uq" ON "garage_invitation" USING btree ("group_id","garage_id","country_phone_code","mobile_number");--> statement-breakpoint
CREATE INDEX "garage_invitation_phone_idx" ON "garage_invitation" USING btree ("country_phone_code","mobile_number");