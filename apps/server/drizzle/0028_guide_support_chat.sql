CREATE TABLE "guide_article" (
	"article_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guide_article_article_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" varchar(12) NOT NULL,
	"title" varchar(120) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"toc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_save_name" varchar(80),
	"reading_minutes" smallint NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'draft' NOT NULL,
	"author_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_view" (
	"kind" varchar(16) NOT NULL,
	"item_id" integer NOT NULL,
	"viewer" varchar(48) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "content_view_kind_item_id_viewer_day_pk" PRIMARY KEY("kind","item_id","viewer","day")
);
--> statement-breakpoint
CREATE TABLE "faq" (
	"faq_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_faq_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" varchar(12) NOT NULL,
	"question" varchar(200) NOT NULL,
	"answer_html" text NOT NULL,
	"answer_text" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"unhelpful_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_vote" (
	"faq_id" integer NOT NULL,
	"voter" varchar(48) NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_vote_faq_id_voter_pk" PRIMARY KEY("faq_id","voter")
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"notice_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" varchar(12) NOT NULL,
	"title" varchar(120) NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"file_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"state" varchar(10) DEFAULT 'published' NOT NULL,
	"author_id" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qna_inquiry" (
	"inquiry_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qna_inquiry_inquiry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"category" varchar(12) NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"file_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"notify_by_mail" boolean DEFAULT true NOT NULL,
	"state" varchar(10) DEFAULT 'waiting' NOT NULL,
	"chat_session_id" integer,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_canned_reply" (
	"reply_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_canned_reply_reply_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(40) NOT NULL,
	"body" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"message_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_message_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"sender_id" uuid,
	"sender_role" varchar(10) NOT NULL,
	"client_id" varchar(40) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_save_name" varchar(80),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"accepting" boolean DEFAULT true NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_session" (
	"session_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_session_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"counsellor_id" uuid,
	"state" varchar(10) DEFAULT 'waiting' NOT NULL,
	"topic" varchar(100) DEFAULT '' NOT NULL,
	"summary" text,
	"last_message_id" bigint DEFAULT 0 NOT NULL,
	"member_read_id" bigint DEFAULT 0 NOT NULL,
	"counsellor_read_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "guide_article" ADD CONSTRAINT "guide_article_author_id_app_user_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_vote" ADD CONSTRAINT "faq_vote_faq_id_faq_faq_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faq"("faq_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice" ADD CONSTRAINT "notice_author_id_app_user_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_inquiry" ADD CONSTRAINT "qna_inquiry_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_inquiry" ADD CONSTRAINT "qna_inquiry_answered_by_app_user_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_canned_reply" ADD CONSTRAINT "chat_canned_reply_created_by_app_user_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_session_id_chat_session_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_session"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_sender_id_app_user_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_session" ADD CONSTRAINT "chat_session_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_session" ADD CONSTRAINT "chat_session_counsellor_id_app_user_user_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_article_list_idx" ON "guide_article" USING btree ("published_at" DESC NULLS LAST,"article_id" DESC NULLS LAST) WHERE "guide_article"."state" = 'published';--> statement-breakpoint
CREATE INDEX "guide_article_category_idx" ON "guide_article" USING btree ("category","published_at" DESC NULLS LAST,"article_id" DESC NULLS LAST) WHERE "guide_article"."state" = 'published';--> statement-breakpoint
CREATE INDEX "guide_article_state_idx" ON "guide_article" USING btree ("state","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_view_day_idx" ON "content_view" USING btree ("day");--> statement-breakpoint
CREATE INDEX "faq_list_idx" ON "faq" USING btree ("state","category","sort_order","faq_id");--> statement-breakpoint
CREATE INDEX "notice_list_idx" ON "notice" USING btree ("pinned" DESC NULLS LAST,"published_at" DESC NULLS LAST,"notice_id" DESC NULLS LAST) WHERE "notice"."state" = 'published';--> statement-breakpoint
CREATE INDEX "notice_category_idx" ON "notice" USING btree ("category","pinned" DESC NULLS LAST,"published_at" DESC NULLS LAST,"notice_id" DESC NULLS LAST) WHERE "notice"."state" = 'published';--> statement-breakpoint
CREATE INDEX "qna_inquiry_user_idx" ON "qna_inquiry" USING btree ("user_id","created_at" DESC NULLS LAST,"inquiry_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qna_inquiry_queue_idx" ON "qna_inquiry" USING btree ("state","created_at","inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_client_uq" ON "chat_message" USING btree ("session_id","sender_role","client_id");--> statement-breakpoint
CREATE INDEX "chat_message_session_idx" ON "chat_message" USING btree ("session_id","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_session_open_uq" ON "chat_session" USING btree ("user_id") WHERE "chat_session"."state" in ('waiting', 'active');--> statement-breakpoint
CREATE INDEX "chat_session_user_idx" ON "chat_session" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_session_queue_idx" ON "chat_session" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "chat_session_counsellor_idx" ON "chat_session" USING btree ("counsellor_id","state");