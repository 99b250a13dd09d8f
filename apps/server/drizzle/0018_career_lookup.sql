CREATE TABLE "career_lookup_request" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"provider" varchar(12) NOT NULL,
	"auth_method" varchar(12) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"provider_state" jsonb,
	"records" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_lookup_request" ADD CONSTRAINT "career_lookup_request_member_id_app_user_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_lookup_request_expires_idx" ON "career_lookup_request" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "career_lookup_request_member_idx" ON "career_lookup_request" USING btree ("member_id");