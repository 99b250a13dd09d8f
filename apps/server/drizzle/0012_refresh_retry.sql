ALTER TABLE "refresh_token" ADD COLUMN "spent_by" char(64);--> statement-breakpoint
ALTER TABLE "refresh_token" ADD COLUMN "replaced_by" char(64);