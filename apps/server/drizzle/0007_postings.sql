CREATE TABLE "alarm" (
	"alarm_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarm_alarm_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" varchar(30) NOT NULL,
	"title" varchar(200) NOT NULL,
	"message" varchar(1000) NOT NULL,
	"link" varchar(300),
	"dedupe_key" varchar(120),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"company_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"biz_no" varchar(10) NOT NULL,
	"company_type" varchar(4) NOT NULL,
	"industry" varchar(60) NOT NULL,
	"size_code" varchar(4) NOT NULL,
	"employee_count" integer,
	"founded_year" smallint,
	"address" varchar(200) NOT NULL,
	"region_code" varchar(5) NOT NULL,
	"homepage" varchar(300),
	"logo_url" varchar(300),
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_report" (
	"report_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_report_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid,
	"target_type" varchar(20) NOT NULL,
	"target_id" varchar(64) NOT NULL,
	"reason" varchar(20) NOT NULL,
	"detail" varchar(1000) NOT NULL,
	"status" varchar(12) DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_posting" (
	"posting_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_posting_posting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"region_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"region_match" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_match" text[] DEFAULT '{}'::text[] NOT NULL,
	"employment_type" varchar(4) NOT NULL,
	"career_type" varchar(1) NOT NULL,
	"career_min" smallint,
	"career_max" smallint,
	"education" varchar(4) NOT NULL,
	"salary_type" varchar(1),
	"salary_min" integer,
	"salary_max" integer,
	"salary_negotiable" boolean DEFAULT false NOT NULL,
	"annual_salary_min" integer,
	"headcount" smallint,
	"work_hours" varchar(100),
	"work_days" varchar(4),
	"work_days_note" varchar(100),
	"preferred_certs" text[] DEFAULT '{}'::text[] NOT NULL,
	"apply_method" varchar(10) NOT NULL,
	"apply_url" varchar(300),
	"welfare_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferential_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"open_date" date NOT NULL,
	"close_date" date,
	"close_type" varchar(12) NOT NULL,
	"is_intern" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"apply_count" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_posting_content" (
	"posting_id" integer PRIMARY KEY NOT NULL,
	"description_html" text NOT NULL,
	"duties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferred" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"process_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paid_exposure" (
	"exposure_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "paid_exposure_exposure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"posting_id" integer NOT NULL,
	"placement" varchar(20) NOT NULL,
	"slot" smallint NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting_apply_stat" (
	"posting_id" integer NOT NULL,
	"dimension" varchar(12) NOT NULL,
	"band" varchar(8) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "posting_apply_stat_posting_id_dimension_band_pk" PRIMARY KEY("posting_id","dimension","band")
);
--> statement-breakpoint
CREATE TABLE "recruit_preference" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"jobs" text[] DEFAULT '{}'::text[] NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"employment_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"salary_min" integer,
	"career_type" varchar(1) NOT NULL,
	"career_years" smallint,
	"preferentials" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_document" (
	"kind" varchar(20) NOT NULL,
	"ref_id" varchar(64) NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle" varchar(200) NOT NULL,
	"meta" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text NOT NULL,
	"initials" text NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"visible_until" date,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_document_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "theme" (
	"theme_id" varchar(30) PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"description" varchar(200) NOT NULL,
	"filter" jsonb NOT NULL,
	"sort_by" varchar(10) DEFAULT 'latest' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_main_theme" (
	"user_id" uuid NOT NULL,
	"theme_id" varchar(30) NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "user_main_theme_user_id_theme_id_pk" PRIMARY KEY("user_id","theme_id")
);
--> statement-breakpoint
ALTER TABLE "alarm" ADD CONSTRAINT "alarm_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_report" ADD CONSTRAINT "content_report_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting" ADD CONSTRAINT "job_posting_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting_content" ADD CONSTRAINT "job_posting_content_posting_id_job_posting_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_posting"("posting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_exposure" ADD CONSTRAINT "paid_exposure_posting_id_job_posting_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_posting"("posting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_apply_stat" ADD CONSTRAINT "posting_apply_stat_posting_id_job_posting_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_posting"("posting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_preference" ADD CONSTRAINT "recruit_preference_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_main_theme" ADD CONSTRAINT "user_main_theme_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_main_theme" ADD CONSTRAINT "user_main_theme_theme_id_theme_theme_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."theme"("theme_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_user_recent_idx" ON "alarm" USING btree ("user_id","created_at" DESC NULLS LAST,"alarm_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alarm_user_unread_idx" ON "alarm" USING btree ("user_id") WHERE "alarm"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_user_dedupe_idx" ON "alarm" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "company_biz_no_idx" ON "company" USING btree ("biz_no");--> statement-breakpoint
CREATE INDEX "company_name_idx" ON "company" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "content_report_once_idx" ON "content_report" USING btree ("user_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "content_report_target_idx" ON "content_report" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "job_posting_latest_idx" ON "job_posting" USING btree ("open_date" DESC NULLS LAST,"posting_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_posting_deadline_idx" ON "job_posting" USING btree ("close_date","posting_id");--> statement-breakpoint
CREATE INDEX "job_posting_views_idx" ON "job_posting" USING btree ("view_count" DESC NULLS LAST,"posting_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_posting_salary_idx" ON "job_posting" USING btree ("annual_salary_min" DESC NULLS LAST,"posting_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_posting_company_idx" ON "job_posting" USING btree ("company_id","open_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_posting_region_gin" ON "job_posting" USING gin ("region_match");--> statement-breakpoint
CREATE INDEX "job_posting_job_gin" ON "job_posting" USING gin ("job_match");--> statement-breakpoint
CREATE INDEX "paid_exposure_placement_idx" ON "paid_exposure" USING btree ("placement","ends_on","starts_on");--> statement-breakpoint
CREATE INDEX "search_document_grams_gin" ON "search_document" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "search_document_kind_rank_idx" ON "search_document" USING btree ("kind","rank" DESC NULLS LAST);