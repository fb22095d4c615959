CREATE TABLE "user_session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_session_user_idx" ON "user_session" USING btree ("user_id");--> statement-breakpoint
-- Every existing refresh-token family becomes a session, so a browser holding one refreshes as before
-- (its access token without a session id answers TOKEN_EXPIRED); a revoked family stays ended.
INSERT INTO "user_session" ("id", "user_id", "created_at", "revoked_at")
SELECT "family_id", min("user_id"), min("created_at"),
       CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END
FROM "refresh_token" GROUP BY "family_id";--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_family_id_user_session_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."user_session"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" DROP COLUMN "sessions_revoked_at";