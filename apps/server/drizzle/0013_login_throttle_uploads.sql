CREATE TABLE "upload_quota" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"files" integer NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "upload_quota_owner_id_day_pk" PRIMARY KEY("owner_id","day")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "upload_quota_day_idx" ON "upload_quota" USING btree ("day");--> statement-breakpoint
CREATE INDEX "login_throttle_last_failure_idx" ON "login_throttle" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "stored_file_unattached_idx" ON "stored_file" USING btree ("created_at") WHERE "stored_file"."attached_at" is null;--> statement-breakpoint
ALTER TABLE "app_user" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "app_user" DROP COLUMN "failed_login_since";--> statement-breakpoint
-- Decision 0021: failed logins no longer lock an account. Every lock so far was
-- such an automatic lock (operators do not exist yet), so each is lifted.
UPDATE "app_user" SET "status" = 'active', "locked_at" = NULL WHERE "status" = 'locked';
