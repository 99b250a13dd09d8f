ALTER TABLE "job_posting" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_posting" ADD COLUMN "initials" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Written by hand (decision 0019): existing postings take their search document's text.
UPDATE "job_posting" AS p SET "search_text" = d."search_text", "initials" = d."initials"
  FROM "search_document" AS d
  WHERE d."kind" = 'posting' AND d."ref_id" = p."posting_id"::text;
