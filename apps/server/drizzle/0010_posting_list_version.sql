CREATE TABLE "posting_list_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Written by hand below (drizzle-kit does not model triggers); decision 0019.
-- The version moves before the statement writes any row, so every writer of
-- postings takes the version row's lock first and writers cannot deadlock
-- over it; readers never wait (MVCC). The upsert keeps working if the row is
-- ever missing. A column added to the list filters must join the UPDATE OF
-- list of job_posting_list_version below.
INSERT INTO "posting_list_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION "bump_posting_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "posting_list_version" ("id", "version") VALUES (1, 1)
    ON CONFLICT ("id") DO UPDATE SET "version" = "posting_list_version"."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_posting_list_version"
  BEFORE INSERT OR DELETE OR TRUNCATE
    OR UPDATE OF "company_id", "region_match", "job_match", "employment_type", "career_type",
      "career_min", "career_max", "education", "annual_salary_min", "preferential_codes",
      "open_date", "close_date", "close_type", "is_intern", "status"
  ON "job_posting" FOR EACH STATEMENT EXECUTE FUNCTION "bump_posting_list_version"();--> statement-breakpoint
CREATE TRIGGER "company_list_version"
  BEFORE DELETE OR TRUNCATE OR UPDATE OF "company_type"
  ON "company" FOR EACH STATEMENT EXECUTE FUNCTION "bump_posting_list_version"();--> statement-breakpoint
CREATE TRIGGER "search_document_list_version"
  BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "search_document" FOR EACH STATEMENT EXECUTE FUNCTION "bump_posting_list_version"();
