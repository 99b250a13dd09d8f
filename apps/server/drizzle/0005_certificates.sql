CREATE TABLE "certificate" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"aliases" jsonb NOT NULL,
	"kind" varchar(24) NOT NULL,
	"grade" varchar(10),
	"ncs_field" varchar(2) NOT NULL,
	"issuer" varchar(100) NOT NULL,
	"ministry" varchar(100),
	"eligibility" text NOT NULL,
	"written_subjects" jsonb NOT NULL,
	"practical" text,
	"pass_criteria" text NOT NULL,
	"fee_written" integer,
	"fee_practical" integer,
	"related_jobs" jsonb NOT NULL,
	"popularity" integer NOT NULL,
	"search_text" text NOT NULL,
	"initials" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_interest" (
	"user_id" uuid NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"content_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_interest_user_id_content_type_content_id_pk" PRIMARY KEY("user_id","content_type","content_id")
);
--> statement-breakpoint
CREATE TABLE "exam_round" (
	"cert_code" varchar(20) NOT NULL,
	"year" smallint NOT NULL,
	"round" smallint NOT NULL,
	"written_reg_start" date,
	"written_reg_end" date,
	"written_exam_start" date,
	"written_exam_end" date,
	"written_result" date,
	"practical_reg_start" date,
	"practical_reg_end" date,
	"practical_exam_start" date,
	"practical_exam_end" date,
	"final_result" date,
	"sample" boolean NOT NULL,
	CONSTRAINT "exam_round_cert_code_year_round_pk" PRIMARY KEY("cert_code","year","round")
);
--> statement-breakpoint
CREATE TABLE "language_test" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"aliases" jsonb NOT NULL,
	"language" varchar(10) NOT NULL,
	"issuer" varchar(100) NOT NULL,
	"scale" varchar(100) NOT NULL,
	"validity" varchar(100) NOT NULL,
	"format" text NOT NULL,
	"fee" integer,
	"popularity" integer NOT NULL,
	"search_text" text NOT NULL,
	"initials" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_test_session" (
	"test_code" varchar(20) NOT NULL,
	"test_date" date NOT NULL,
	"reg_start" date NOT NULL,
	"reg_end" date NOT NULL,
	"late_reg_end" date,
	"result_date" date,
	"sample" boolean NOT NULL,
	CONSTRAINT "language_test_session_test_code_test_date_pk" PRIMARY KEY("test_code","test_date")
);
--> statement-breakpoint
ALTER TABLE "content_interest" ADD CONSTRAINT "content_interest_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_round" ADD CONSTRAINT "exam_round_cert_code_certificate_code_fk" FOREIGN KEY ("cert_code") REFERENCES "public"."certificate"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "language_test_session" ADD CONSTRAINT "language_test_session_test_code_language_test_code_fk" FOREIGN KEY ("test_code") REFERENCES "public"."language_test"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_popularity_idx" ON "certificate" USING btree ("popularity" DESC NULLS LAST,"code");--> statement-breakpoint
CREATE INDEX "certificate_name_idx" ON "certificate" USING btree ("name");--> statement-breakpoint
CREATE INDEX "certificate_kind_idx" ON "certificate" USING btree ("kind","grade");--> statement-breakpoint
CREATE INDEX "certificate_ncs_idx" ON "certificate" USING btree ("ncs_field");--> statement-breakpoint
CREATE INDEX "certificate_search_trgm_idx" ON "certificate" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_interest_content_idx" ON "content_interest" USING btree ("content_type","content_id");--> statement-breakpoint
CREATE INDEX "content_interest_user_recent_idx" ON "content_interest" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exam_round_written_reg_idx" ON "exam_round" USING btree ("written_reg_start","written_reg_end");--> statement-breakpoint
CREATE INDEX "exam_round_practical_reg_idx" ON "exam_round" USING btree ("practical_reg_start","practical_reg_end");--> statement-breakpoint
CREATE INDEX "language_test_popularity_idx" ON "language_test" USING btree ("popularity" DESC NULLS LAST,"code");--> statement-breakpoint
CREATE INDEX "language_test_session_date_idx" ON "language_test_session" USING btree ("test_date");