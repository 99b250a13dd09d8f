CREATE TABLE "application" (
	"application_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" uuid NOT NULL,
	"posting_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"external_status" varchar(16),
	"current_stage" smallint DEFAULT 0 NOT NULL,
	"stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"resume_id" integer,
	"resume_title" text,
	"applicant_name" varchar(50),
	"posting_title" varchar(200) NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"note" varchar(300),
	"consent_version" integer,
	"consented_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"return_request" varchar(8),
	"return_requested_at" timestamp with time zone,
	"destroyed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_kind_ck" CHECK ("application"."kind" in ('platform', 'external')),
	CONSTRAINT "application_status_ck" CHECK ("application"."status" in ('active', 'failed', 'hired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "application_event" (
	"event_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_event_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"stage_no" smallint,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_read" (
	"read_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_read_read_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"reader_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"purpose" varchar(8) NOT NULL,
	"ip" varchar(45),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_snapshot" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"file_names" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_member" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"department" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employment_certificate" (
	"cert_no" varchar(32) PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"content" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_committee" (
	"posting_id" integer NOT NULL,
	"stage_no" smallint NOT NULL,
	"evaluator_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_committee_posting_id_stage_no_evaluator_id_pk" PRIMARY KEY("posting_id","stage_no","evaluator_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_score" (
	"application_id" integer NOT NULL,
	"stage_no" smallint NOT NULL,
	"evaluator_id" uuid NOT NULL,
	"posting_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_score_application_id_stage_no_evaluator_id_pk" PRIMARY KEY("application_id","stage_no","evaluator_id")
);
--> statement-breakpoint
CREATE TABLE "job_offer" (
	"offer_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_offer_offer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"sender_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"resume_id" integer,
	"posting_id" integer,
	"kind" varchar(10) NOT NULL,
	"message" text NOT NULL,
	"status" varchar(10) DEFAULT 'sent' NOT NULL,
	"decline_reason" varchar(300),
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting_question" (
	"posting_id" integer NOT NULL,
	"question_no" smallint NOT NULL,
	"question" varchar(300) NOT NULL,
	"max_chars" smallint NOT NULL,
	CONSTRAINT "posting_question_posting_id_question_no_pk" PRIMARY KEY("posting_id","question_no")
);
--> statement-breakpoint
CREATE TABLE "posting_stage_count" (
	"posting_id" integer NOT NULL,
	"stage_no" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "posting_stage_count_posting_id_stage_no_pk" PRIMARY KEY("posting_id","stage_no")
);
--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_member_id_app_user_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_posting_id_job_posting_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_posting"("posting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_event" ADD CONSTRAINT "application_event_application_id_application_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_snapshot" ADD CONSTRAINT "application_snapshot_application_id_application_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_member" ADD CONSTRAINT "company_member_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_member" ADD CONSTRAINT "company_member_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_certificate" ADD CONSTRAINT "employment_certificate_member_id_app_user_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_committee" ADD CONSTRAINT "evaluation_committee_posting_id_job_posting_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_posting"("posting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_committee" ADD CONSTRAINT "evaluation_committee_evaluator_id_app_user_user_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_score" ADD CONSTRAINT "evaluation_score_application_id_application_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offer" ADD CONSTRAINT "job_offer_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offer" ADD CONSTRAINT "job_offer_member_id_app_user_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offer" ADD CONSTRAINT "job_offer_posting_id_job_posting_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_posting"("posting_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_question" ADD CONSTRAINT "posting_question_posting_id_job_posting_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_posting"("posting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_stage_count" ADD CONSTRAINT "posting_stage_count_posting_id_job_posting_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_posting"("posting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_member_posting_uq" ON "application" USING btree ("member_id","posting_id") WHERE "application"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "application_member_created_idx" ON "application" USING btree ("member_id","created_at" DESC NULLS LAST,"application_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_posting_stage_idx" ON "application" USING btree ("posting_id","current_stage","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_retention_idx" ON "application" USING btree ("decided_at") WHERE "application"."destroyed_at" is null and "application"."decided_at" is not null;--> statement-breakpoint
CREATE INDEX "application_event_app_idx" ON "application_event" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "application_read_app_idx" ON "application_read" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "company_member_company_idx" ON "company_member" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "employment_certificate_member_idx" ON "employment_certificate" USING btree ("member_id","issued_at");--> statement-breakpoint
CREATE INDEX "evaluation_score_posting_stage_idx" ON "evaluation_score" USING btree ("posting_id","stage_no");--> statement-breakpoint
CREATE INDEX "job_offer_member_created_idx" ON "job_offer" USING btree ("member_id","created_at" DESC NULLS LAST,"offer_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "job_offer_open_uq" ON "job_offer" USING btree ("company_id","member_id",coalesce("posting_id", 0)) WHERE "job_offer"."status" = 'sent';