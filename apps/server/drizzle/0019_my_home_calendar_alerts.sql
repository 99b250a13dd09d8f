CREATE TABLE "calendar_feed" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting_view_history" (
	"member_id" uuid NOT NULL,
	"posting_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posting_view_history_member_id_posting_id_pk" PRIMARY KEY("member_id","posting_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_alert_run" (
	"member_id" uuid NOT NULL,
	"alert_date" date NOT NULL,
	"match_count" integer DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_alert_run_member_id_alert_date_pk" PRIMARY KEY("member_id","alert_date")
);
--> statement-breakpoint
ALTER TABLE "recruit_preference" ADD COLUMN "daily_alert" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recruit_preference" ADD COLUMN "alert_mail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_member_id_app_user_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_view_history" ADD CONSTRAINT "posting_view_history_member_id_app_user_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_view_history" ADD CONSTRAINT "posting_view_history_posting_id_job_posting_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_posting"("posting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alert_run" ADD CONSTRAINT "saved_search_alert_run_member_id_app_user_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_token_hash_idx" ON "calendar_feed" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "posting_view_history_recent_idx" ON "posting_view_history" USING btree ("member_id","viewed_at" DESC NULLS LAST);