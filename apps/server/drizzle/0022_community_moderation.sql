CREATE TABLE "community_board" (
	"board_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_board_board_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"ref_code" varchar(20),
	"slug" varchar(20),
	"name" varchar(100) NOT NULL,
	"allow_anonymous" boolean DEFAULT false NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	"sort_order" smallint DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_comment" (
	"comment_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_comment_comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"parent_id" integer,
	"author_id" uuid,
	"anonymous" boolean DEFAULT false NOT NULL,
	"body" varchar(1000) NOT NULL,
	"state" varchar(10) DEFAULT 'published' NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "community_comment_state_chk" CHECK ("community_comment"."state" in ('published', 'blinded', 'removed', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "community_like" (
	"post_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_like_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_post" (
	"post_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_post_post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"board_id" integer NOT NULL,
	"author_id" uuid,
	"anonymous" boolean DEFAULT false NOT NULL,
	"title" varchar(100) NOT NULL,
	"body_html" text NOT NULL,
	"excerpt" varchar(200) NOT NULL,
	"has_image" boolean DEFAULT false NOT NULL,
	"state" varchar(10) DEFAULT 'published' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "community_post_state_chk" CHECK ("community_post"."state" in ('published', 'blinded', 'removed', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "community_profile" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"nickname" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_sanction" (
	"sanction_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_sanction_sanction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"reason" varchar(200) NOT NULL,
	"item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_view" (
	"post_id" integer NOT NULL,
	"viewer" varchar(64) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "community_view_post_id_viewer_day_pk" PRIMARY KEY("post_id","viewer","day")
);
--> statement-breakpoint
CREATE TABLE "moderation_decision" (
	"decision_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_decision_decision_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"decision" varchar(10) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"operator_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_item" (
	"item_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_item_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_type" varchar(20) NOT NULL,
	"target_id" varchar(64) NOT NULL,
	"author_id" uuid,
	"title" varchar(200) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"reporters" integer DEFAULT 0 NOT NULL,
	"blinded_at" timestamp with time zone,
	"hidden_since" timestamp with time zone,
	"decision" varchar(10),
	"decision_reason" varchar(200),
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"objection" text,
	"objected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_item_status_chk" CHECK ("moderation_item"."status" in ('pending', 'kept', 'removed', 'blinded'))
);
--> statement-breakpoint
ALTER TABLE "content_report" ADD COLUMN "weight" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_comment" ADD CONSTRAINT "community_comment_post_id_community_post_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_post"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comment" ADD CONSTRAINT "community_comment_author_id_app_user_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_like" ADD CONSTRAINT "community_like_post_id_community_post_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_post"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_like" ADD CONSTRAINT "community_like_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post" ADD CONSTRAINT "community_post_board_id_community_board_board_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."community_board"("board_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post" ADD CONSTRAINT "community_post_author_id_app_user_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_profile" ADD CONSTRAINT "community_profile_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_sanction" ADD CONSTRAINT "community_sanction_user_id_app_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decision" ADD CONSTRAINT "moderation_decision_item_id_moderation_item_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."moderation_item"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_item" ADD CONSTRAINT "moderation_item_author_id_app_user_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_board_ref_idx" ON "community_board" USING btree ("kind","ref_code");--> statement-breakpoint
CREATE UNIQUE INDEX "community_board_slug_idx" ON "community_board" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "community_comment_top_idx" ON "community_comment" USING btree ("post_id","comment_id") WHERE parent_id is null;--> statement-breakpoint
CREATE INDEX "community_comment_reply_idx" ON "community_comment" USING btree ("parent_id","comment_id") WHERE parent_id is not null;--> statement-breakpoint
CREATE INDEX "community_comment_author_idx" ON "community_comment" USING btree ("author_id","comment_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_post_board_latest_idx" ON "community_post" USING btree ("board_id","post_id" DESC NULLS LAST) WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "community_post_latest_idx" ON "community_post" USING btree ("post_id" DESC NULLS LAST) WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "community_post_board_views_idx" ON "community_post" USING btree ("board_id","view_count" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "community_post_views_idx" ON "community_post" USING btree ("view_count" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "community_post_board_likes_idx" ON "community_post" USING btree ("board_id","like_count" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "community_post_likes_idx" ON "community_post" USING btree ("like_count" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "community_post_board_comments_idx" ON "community_post" USING btree ("board_id","comment_count" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "community_post_comments_idx" ON "community_post" USING btree ("comment_count" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE state = 'published';--> statement-breakpoint
CREATE INDEX "community_post_pinned_idx" ON "community_post" USING btree ("board_id") WHERE pinned and state = 'published';--> statement-breakpoint
CREATE INDEX "community_post_author_idx" ON "community_post" USING btree ("author_id","post_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "community_profile_nickname_idx" ON "community_profile" USING btree (lower("nickname"));--> statement-breakpoint
CREATE INDEX "community_sanction_user_idx" ON "community_sanction" USING btree ("user_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_view_day_idx" ON "community_view" USING btree ("day");--> statement-breakpoint
CREATE INDEX "moderation_decision_item_idx" ON "moderation_decision" USING btree ("item_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_item_target_idx" ON "moderation_item" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "moderation_item_queue_idx" ON "moderation_item" USING btree ("status","score" DESC NULLS LAST,"item_id");--> statement-breakpoint
-- The general boards exist in every installation (GENERAL_BOARDS in the contract); certificate and language-test boards are created with their first post.
INSERT INTO "community_board" ("kind", "slug", "name", "allow_anonymous", "sort_order") VALUES
	('general', 'pass-review', '합격 후기', true, 1),
	('general', 'study', '스터디 모집', false, 2),
	('general', 'question', '질문', true, 3),
	('general', 'free', '자유', true, 4);
