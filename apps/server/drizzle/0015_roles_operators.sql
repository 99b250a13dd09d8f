CREATE TABLE "operator_action" (
	"action_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_action_action_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_id" uuid,
	"action" varchar(24) NOT NULL,
	"target_user_id" uuid,
	"reason" varchar(200),
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(45),
	"user_agent" varchar(300),
	"target_login_id" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "operator_totp" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sealed_secret" varchar(200) NOT NULL,
	"enrolled_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "visibility" varchar(8) DEFAULT 'personal' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "role" varchar(12) DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_totp" ADD CONSTRAINT "operator_totp_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_action_at_idx" ON "operator_action" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operator_action_target_idx" ON "operator_action" USING btree ("target_user_id","at");--> statement-breakpoint
CREATE INDEX "app_user_role_status_idx" ON "app_user" USING btree ("role","status","created_at");