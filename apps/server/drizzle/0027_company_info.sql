CREATE TABLE "company_financial" (
	"company_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"revenue" bigint NOT NULL,
	"operating_profit" bigint NOT NULL,
	"net_income" bigint NOT NULL,
	"assets" bigint NOT NULL,
	"liabilities" bigint NOT NULL,
	"equity" bigint NOT NULL,
	CONSTRAINT "company_financial_company_id_year_pk" PRIMARY KEY("company_id","year")
);
--> statement-breakpoint
CREATE TABLE "company_headcount" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"members" integer NOT NULL,
	"joiners" integer NOT NULL,
	"leavers" integer NOT NULL,
	"billed_amount" bigint NOT NULL,
	CONSTRAINT "company_headcount_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
CREATE TABLE "company_profile" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"industry_group" varchar(20) NOT NULL,
	"listing" varchar(10) DEFAULT 'unlisted' NOT NULL,
	"ceo_name" varchar(40) NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"data_source" varchar(40) DEFAULT 'generated' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_review" (
	"review_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_review_review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" uuid,
	"overall" smallint NOT NULL,
	"promotion" smallint NOT NULL,
	"pay_welfare" smallint NOT NULL,
	"work_life" smallint NOT NULL,
	"culture" smallint NOT NULL,
	"management" smallint NOT NULL,
	"title" varchar(60) NOT NULL,
	"pros" text NOT NULL,
	"cons" text NOT NULL,
	"advice" text DEFAULT '' NOT NULL,
	"recommend" boolean NOT NULL,
	"ceo_approval" varchar(12) NOT NULL,
	"job_code" varchar(6) NOT NULL,
	"employment_status" varchar(8) NOT NULL,
	"last_year" smallint NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"reply_body" text,
	"replied_at" timestamp with time zone,
	"replied_by" uuid,
	"state" varchar(12) DEFAULT 'pending' NOT NULL,
	"reject_reason" varchar(200),
	"held_until" timestamp with time zone,
	"takedown_reason" varchar(200),
	"objection" text,
	"objected_at" timestamp with time zone,
	"edited" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_review_helpful" (
	"review_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_review_helpful_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "company_stats" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"industry_group" varchar(20) NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"overall_sum" integer DEFAULT 0 NOT NULL,
	"promotion_sum" integer DEFAULT 0 NOT NULL,
	"pay_welfare_sum" integer DEFAULT 0 NOT NULL,
	"work_life_sum" integer DEFAULT 0 NOT NULL,
	"culture_sum" integer DEFAULT 0 NOT NULL,
	"management_sum" integer DEFAULT 0 NOT NULL,
	"recommend_count" integer DEFAULT 0 NOT NULL,
	"ceo_approve_count" integer DEFAULT 0 NOT NULL,
	"stars" integer[] DEFAULT '{0,0,0,0,0}'::integer[] NOT NULL,
	"weighted_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"interview_count" integer DEFAULT 0 NOT NULL,
	"difficulty_sum" integer DEFAULT 0 NOT NULL,
	"experience_positive" integer DEFAULT 0 NOT NULL,
	"experience_neutral" integer DEFAULT 0 NOT NULL,
	"experience_negative" integer DEFAULT 0 NOT NULL,
	"open_posting_count" integer DEFAULT 0 NOT NULL,
	"turnover_rate" numeric(5, 1),
	"average_tenure_years" numeric(4, 1),
	"average_salary" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consulting_request" (
	"consulting_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consulting_request_consulting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid,
	"company_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"state" varchar(12) DEFAULT 'received' NOT NULL,
	"items" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"resume_id" integer,
	"annotations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text,
	"consultant_id" uuid,
	"taken_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_review" (
	"recruit_review_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_review_recruit_review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" uuid,
	"posting_id" integer,
	"application_id" integer,
	"job_code" varchar(6) NOT NULL,
	"interview_month" varchar(7) NOT NULL,
	"route" varchar(10) NOT NULL,
	"difficulty" smallint NOT NULL,
	"experience" varchar(8) NOT NULL,
	"questions" text NOT NULL,
	"tips" text DEFAULT '' NOT NULL,
	"result" varchar(8) NOT NULL,
	"state" varchar(12) DEFAULT 'pending' NOT NULL,
	"reject_reason" varchar(200),
	"held_until" timestamp with time zone,
	"takedown_reason" varchar(200),
	"objection" text,
	"objected_at" timestamp with time zone,
	"edited" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "ops_flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "company_financial" ADD CONSTRAINT "company_financial_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_headcount" ADD CONSTRAINT "company_headcount_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profile" ADD CONSTRAINT "company_profile_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_review" ADD CONSTRAINT "company_review_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_review" ADD CONSTRAINT "company_review_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_review" ADD CONSTRAINT "company_review_replied_by_app_user_user_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_review_helpful" ADD CONSTRAINT "company_review_helpful_review_id_company_review_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."company_review"("review_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_review_helpful" ADD CONSTRAINT "company_review_helpful_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_stats" ADD CONSTRAINT "company_stats_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulting_request" ADD CONSTRAINT "consulting_request_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulting_request" ADD CONSTRAINT "consulting_request_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulting_request" ADD CONSTRAINT "consulting_request_posting_id_job_posting_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_posting"("posting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulting_request" ADD CONSTRAINT "consulting_request_consultant_id_app_user_user_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_review" ADD CONSTRAINT "interview_review_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_review" ADD CONSTRAINT "interview_review_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_review" ADD CONSTRAINT "interview_review_posting_id_job_posting_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_posting"("posting_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_review" ADD CONSTRAINT "interview_review_application_id_application_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("application_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_review_company_idx" ON "company_review" USING btree ("company_id","state","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_review_helpful_idx" ON "company_review" USING btree ("company_id","helpful_count" DESC NULLS LAST,"review_id" DESC NULLS LAST) WHERE "company_review"."state" = 'published';--> statement-breakpoint
CREATE INDEX "company_review_user_idx" ON "company_review" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_review_queue_idx" ON "company_review" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "company_stats_rating_idx" ON "company_stats" USING btree ("weighted_rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"company_id");--> statement-breakpoint
CREATE INDEX "company_stats_reviews_idx" ON "company_stats" USING btree ("review_count" DESC NULLS LAST,"company_id");--> statement-breakpoint
CREATE INDEX "company_stats_postings_idx" ON "company_stats" USING btree ("open_posting_count" DESC NULLS LAST,"company_id");--> statement-breakpoint
CREATE INDEX "company_stats_industry_idx" ON "company_stats" USING btree ("industry_group","weighted_rating" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "consulting_request_open_uq" ON "consulting_request" USING btree ("user_id","posting_id") WHERE "consulting_request"."state" in ('received', 'in-progress');--> statement-breakpoint
CREATE INDEX "consulting_request_user_idx" ON "consulting_request" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consulting_request_queue_idx" ON "consulting_request" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "consulting_request_consultant_idx" ON "consulting_request" USING btree ("consultant_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_review_application_uq" ON "interview_review" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interview_review_company_idx" ON "interview_review" USING btree ("company_id","state","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interview_review_user_idx" ON "interview_review" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interview_review_queue_idx" ON "interview_review" USING btree ("state","created_at");