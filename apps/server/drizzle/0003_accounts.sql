CREATE TABLE "app_user" (
	"user_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"login_id" varchar(60) NOT NULL,
	"password_hash" text,
	"name" varchar(50) NOT NULL,
	"email" varchar(254),
	"mobile" varchar(11),
	"birth_date" char(10),
	"gender" char(1),
	"ci" varchar(128),
	"di" varchar(128),
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"sign_up_type" varchar(12) DEFAULT 'general' NOT NULL,
	"zip_code" varchar(5),
	"address" varchar(200),
	"address_detail" varchar(200),
	"failed_login_count" smallint DEFAULT 0 NOT NULL,
	"failed_login_since" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"session_version" integer DEFAULT 1 NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_event" (
	"event_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"event" varchar(24) NOT NULL,
	"ip" varchar(45),
	"user_agent" varchar(300),
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "consent_item" (
	"code" varchar(40) NOT NULL,
	"version" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"required" boolean NOT NULL,
	"purpose" text NOT NULL,
	"items" text NOT NULL,
	"retention" text NOT NULL,
	"refusal" text NOT NULL,
	"body" text NOT NULL,
	"sort_order" integer NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	CONSTRAINT "consent_item_code_version_pk" PRIMARY KEY("code","version")
);
--> statement-breakpoint
CREATE TABLE "identity_request" (
	"request_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" varchar(12) NOT NULL,
	"provider" varchar(12) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"browser_binding" char(64) NOT NULL,
	"name" varchar(50),
	"birth_date" char(10),
	"gender" char(1),
	"mobile" varchar(11),
	"ci" varchar(128),
	"di" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset" (
	"token_hash" char(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_token" (
	"user_id" uuid NOT NULL,
	"device_id" varchar(120) NOT NULL,
	"family_id" uuid NOT NULL,
	"token" varchar(512) NOT NULL,
	"platform" varchar(12) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_token_user_id_device_id_pk" PRIMARY KEY("user_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "rate_counter" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"token_hash" char(64) PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"session_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "social_account" (
	"provider" varchar(12) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_account_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "user_consent" (
	"user_id" uuid NOT NULL,
	"code" varchar(40) NOT NULL,
	"version" integer NOT NULL,
	"agreed" boolean NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consent_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_token" ADD CONSTRAINT "push_token_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_account" ADD CONSTRAINT "social_account_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_consent" ADD CONSTRAINT "user_consent_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_login_id_lower_uq" ON "app_user" USING btree (lower("login_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_ci_uq" ON "app_user" USING btree ("ci");--> statement-breakpoint
CREATE INDEX "app_user_email_idx" ON "app_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "auth_event_user_at_idx" ON "auth_event" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "auth_event_at_idx" ON "auth_event" USING btree ("at");--> statement-breakpoint
CREATE INDEX "identity_request_expires_idx" ON "identity_request" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_reset_user_idx" ON "password_reset" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_token_family_idx" ON "push_token" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "rate_counter_window_idx" ON "rate_counter" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "refresh_token_family_idx" ON "refresh_token" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_token_user_idx" ON "refresh_token" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "social_account_user_idx" ON "social_account" USING btree ("user_id");