CREATE TABLE "bti_attempt" (
	"attempt_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bti_attempt_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" uuid NOT NULL,
	"answers" smallint[] DEFAULT array_fill(0::smallint, array[60]) NOT NULL,
	"answered_count" smallint DEFAULT 0 NOT NULL,
	"scores" smallint[],
	"code" varchar(2),
	"request_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bti_request" (
	"request_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bti_request_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"requested_by" uuid,
	"attempt_id" integer,
	"share" varchar(10),
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ad_package" (
	"package_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_package_package_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(60) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"contents" jsonb NOT NULL,
	"price" integer NOT NULL,
	"validity_days" smallint NOT NULL,
	"state" varchar(10) DEFAULT 'on-sale' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_package_price_ck" CHECK ("ad_package"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "banner" (
	"banner_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banner_banner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target" varchar(10) NOT NULL,
	"title" varchar(60) NOT NULL,
	"image_save_name" varchar(80) NOT NULL,
	"alt_text" varchar(150) NOT NULL,
	"link_url" varchar(300) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'shown' NOT NULL,
	"promotion_id" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banner_period_ck" CHECK ("banner"."ends_on" >= "banner"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "company_credit" (
	"credit_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_credit_credit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"sale_id" integer,
	"kind" varchar(20) NOT NULL,
	"days" smallint,
	"total" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_credit_remaining_ck" CHECK ("company_credit"."remaining" >= 0 and "company_credit"."remaining" <= "company_credit"."total")
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"promotion_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_promotion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"product" varchar(20) NOT NULL,
	"slot" smallint NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"price" integer NOT NULL,
	"credit_id" integer,
	"exposure_id" integer,
	"state" varchar(10) DEFAULT 'booked' NOT NULL,
	"booked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "promotion_period_ck" CHECK ("promotion"."ends_on" >= "promotion"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "sale" (
	"sale_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_sale_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_no" varchar(20) NOT NULL,
	"company_id" integer NOT NULL,
	"item_kind" varchar(10) NOT NULL,
	"promotion_id" integer,
	"package_id" integer,
	"item_name" varchar(100) NOT NULL,
	"amount" integer NOT NULL,
	"vat" integer NOT NULL,
	"state" varchar(10) DEFAULT 'issued' NOT NULL,
	"provider" varchar(20) DEFAULT 'manual' NOT NULL,
	"provider_ref" varchar(100),
	"issued_by" uuid,
	"paid_by" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "sale_item_ck" CHECK (("sale"."item_kind" = 'promotion' and "sale"."promotion_id" is not null) or ("sale"."item_kind" = 'package' and "sale"."package_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "api_key" (
	"key_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_key_key_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"name" varchar(50) NOT NULL,
	"prefix" char(8) NOT NULL,
	"key_hash" char(64) NOT NULL,
	"daily_quota" integer NOT NULL,
	"allowed_ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "api_usage" (
	"key_id" integer NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_usage_key_id_day_pk" PRIMARY KEY("key_id","day")
);
--> statement-breakpoint
CREATE TABLE "campus_posting" (
	"university_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campus_posting_university_id_posting_id_pk" PRIMARY KEY("university_id","posting_id")
);
--> statement-breakpoint
CREATE TABLE "student_verification" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"student_no_hash" char(64) NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "university" (
	"university_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "university_university_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(60) NOT NULL,
	"state" varchar(10) DEFAULT 'active' NOT NULL,
	"roster_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"partnered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "university_student" (
	"university_id" integer NOT NULL,
	"student_no_hash" char(64) NOT NULL,
	"match_hash" char(64) NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "university_student_university_id_student_no_hash_pk" PRIMARY KEY("university_id","student_no_hash")
);
--> statement-breakpoint
ALTER TABLE "bti_attempt" ADD CONSTRAINT "bti_attempt_member_id_app_user_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bti_request" ADD CONSTRAINT "bti_request_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bti_request" ADD CONSTRAINT "bti_request_posting_id_job_posting_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_posting"("posting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bti_request" ADD CONSTRAINT "bti_request_application_id_application_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bti_request" ADD CONSTRAINT "bti_request_member_id_app_user_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bti_request" ADD CONSTRAINT "bti_request_requested_by_app_user_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bti_request" ADD CONSTRAINT "bti_request_attempt_id_bti_attempt_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."bti_attempt"("attempt_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_package" ADD CONSTRAINT "ad_package_created_by_app_user_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner" ADD CONSTRAINT "banner_promotion_id_promotion_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("promotion_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner" ADD CONSTRAINT "banner_created_by_app_user_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_credit" ADD CONSTRAINT "company_credit_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_credit" ADD CONSTRAINT "company_credit_sale_id_sale_sale_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sale"("sale_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_posting_id_job_posting_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_posting"("posting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_exposure_id_paid_exposure_exposure_id_fk" FOREIGN KEY ("exposure_id") REFERENCES "public"."paid_exposure"("exposure_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_booked_by_app_user_user_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale" ADD CONSTRAINT "sale_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale" ADD CONSTRAINT "sale_promotion_id_promotion_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("promotion_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale" ADD CONSTRAINT "sale_package_id_ad_package_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."ad_package"("package_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale" ADD CONSTRAINT "sale_issued_by_app_user_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale" ADD CONSTRAINT "sale_paid_by_app_user_user_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_usage" ADD CONSTRAINT "api_usage_key_id_api_key_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_key"("key_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_posting" ADD CONSTRAINT "campus_posting_university_id_university_university_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."university"("university_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_posting" ADD CONSTRAINT "campus_posting_posting_id_job_posting_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_posting"("posting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_verification" ADD CONSTRAINT "student_verification_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_verification" ADD CONSTRAINT "student_verification_university_id_university_university_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."university"("university_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university" ADD CONSTRAINT "university_created_by_app_user_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_student" ADD CONSTRAINT "university_student_university_id_university_university_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."university"("university_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bti_attempt_open_uq" ON "bti_attempt" USING btree ("member_id") WHERE "bti_attempt"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "bti_attempt_member_done_idx" ON "bti_attempt" USING btree ("member_id","completed_at" DESC NULLS LAST,"attempt_id" DESC NULLS LAST) WHERE "bti_attempt"."completed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bti_request_application_uq" ON "bti_request" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "bti_request_member_idx" ON "bti_request" USING btree ("member_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bti_request_posting_idx" ON "bti_request" USING btree ("posting_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "banner_target_idx" ON "banner" USING btree ("target","ends_on","starts_on");--> statement-breakpoint
CREATE INDEX "company_credit_company_idx" ON "company_credit" USING btree ("company_id","kind","expires_on");--> statement-breakpoint
CREATE INDEX "promotion_slot_idx" ON "promotion" USING btree ("product","slot","ends_on","starts_on");--> statement-breakpoint
CREATE INDEX "promotion_company_idx" ON "promotion" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sale_invoice_no_uq" ON "sale" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "sale_company_idx" ON "sale" USING btree ("company_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sale_state_idx" ON "sale" USING btree ("state","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sale_promotion_idx" ON "sale" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "sale_package_idx" ON "sale" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_key_hash_uq" ON "api_key" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_key_user_idx" ON "api_key" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campus_posting_posting_idx" ON "campus_posting" USING btree ("posting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_verification_student_uq" ON "student_verification" USING btree ("university_id","student_no_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "university_active_name_uq" ON "university" USING btree (lower(replace("name", ' ', ''))) WHERE "university"."state" = 'active';--> statement-breakpoint
CREATE INDEX "university_student_match_idx" ON "university_student" USING btree ("university_id","match_hash");--> statement-breakpoint
-- The side menu's 마이홈 group gains 직업 성향 검사, API 인증키 and 캠퍼스 인증,
-- last in the group so that no menu id changes (db/reference/side-menu.ts);
-- the 고객센터 rows after them move down three.
UPDATE "side_menu" SET "sort_order" = "sort_order" + 3 WHERE "menu_se" = 'person' AND "sort_order" >= 23;--> statement-breakpoint
INSERT INTO "side_menu" ("menu_id", "upper_menu_id", "menu_se", "name", "path", "sort_order", "login_required")
VALUES ('M0508', 'M05', 'person', '직업 성향 검사', '/person/myhome/bti', 23, TRUE),
       ('M0509', 'M05', 'person', 'API 인증키', '/person/myhome/api-key', 24, TRUE),
       ('M0510', 'M05', 'person', '캠퍼스 인증', '/person/myhome/campus', 25, TRUE);
