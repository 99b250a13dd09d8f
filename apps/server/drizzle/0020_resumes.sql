CREATE TABLE "resume" (
	"resume_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_resume_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" uuid NOT NULL,
	"title" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"accept_offers" boolean DEFAULT false NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"career_type" text,
	"wish_jobs" text[] DEFAULT '{}'::text[] NOT NULL,
	"wish_regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"missing" text[] DEFAULT '{}'::text[] NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_offers_need_public" CHECK (not "resume"."accept_offers" or "resume"."is_public")
);
--> statement-breakpoint
CREATE TABLE "resume_read" (
	"read_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_read_read_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resume_id" integer NOT NULL,
	"reader_id" uuid NOT NULL,
	"reader_role" varchar(12) NOT NULL,
	"purpose" text NOT NULL,
	"ip" varchar(45),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume" ADD CONSTRAINT "resume_member_id_app_user_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."app_user"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_member_updated_idx" ON "resume" USING btree ("member_id","updated_at" DESC NULLS LAST,"resume_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "resume_one_primary_uq" ON "resume" USING btree ("member_id") WHERE "resume"."is_primary";--> statement-breakpoint
CREATE INDEX "resume_read_resume_at_idx" ON "resume_read" USING btree ("resume_id","at");