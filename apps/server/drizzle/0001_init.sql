CREATE TABLE "app_meta" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" varchar(500) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "common_code" (
	"grp_cd" varchar(20) NOT NULL,
	"cd" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"upper_cd" varchar(20),
	"level" smallint NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "common_code_grp_cd_cd_pk" PRIMARY KEY("grp_cd","cd")
);
--> statement-breakpoint
CREATE TABLE "side_menu" (
	"menu_id" varchar(40) PRIMARY KEY NOT NULL,
	"upper_menu_id" varchar(40),
	"menu_se" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"path" varchar(200),
	"sort_order" integer NOT NULL,
	"login_required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"save_name" varchar(80) PRIMARY KEY NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"ext" varchar(10) NOT NULL,
	"mime" varchar(120) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" char(64) NOT NULL,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "common_code_group_order_idx" ON "common_code" USING btree ("grp_cd","level","sort_order");--> statement-breakpoint
CREATE INDEX "common_code_parent_idx" ON "common_code" USING btree ("grp_cd","upper_cd","sort_order");--> statement-breakpoint
CREATE INDEX "side_menu_se_order_idx" ON "side_menu" USING btree ("menu_se","sort_order");--> statement-breakpoint
CREATE INDEX "stored_file_owner_idx" ON "stored_file" USING btree ("owner_id");