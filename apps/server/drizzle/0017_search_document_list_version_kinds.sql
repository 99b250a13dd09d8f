-- Written by hand (drizzle-kit does not model triggers); decision 0024.
-- Only posting documents can change a recruitment list (the keyword's IN form
-- reads kind = 'posting'), so only they move posting_list_version. Migration
-- 0010's trigger moved it on any write to search_document, which would make
-- every indexed community post, comment or review across the site queue on
-- the one version row. Statement triggers with transition tables look at the
-- written rows' kind; a statement that writes no posting document never
-- touches the version row. They run after the statement (transition tables
-- exist only for AFTER triggers); posting writes still take the version lock
-- before any row, through job_posting's BEFORE trigger in the same
-- transaction (the one write path writes the posting before its document).
DROP TRIGGER IF EXISTS "search_document_list_version" ON "search_document";--> statement-breakpoint
CREATE FUNCTION "bump_posting_list_version_inserted_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows WHERE kind = 'posting') THEN
    INSERT INTO "posting_list_version" ("id", "version") VALUES (1, 1)
      ON CONFLICT ("id") DO UPDATE SET "version" = "posting_list_version"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_posting_list_version_updated_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows WHERE kind = 'posting')
    OR EXISTS (SELECT 1 FROM new_rows WHERE kind = 'posting') THEN
    INSERT INTO "posting_list_version" ("id", "version") VALUES (1, 1)
      ON CONFLICT ("id") DO UPDATE SET "version" = "posting_list_version"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_posting_list_version_deleted_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows WHERE kind = 'posting') THEN
    INSERT INTO "posting_list_version" ("id", "version") VALUES (1, 1)
      ON CONFLICT ("id") DO UPDATE SET "version" = "posting_list_version"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_document_list_version_insert"
  AFTER INSERT ON "search_document" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_posting_list_version_inserted_documents"();--> statement-breakpoint
CREATE TRIGGER "search_document_list_version_update"
  AFTER UPDATE ON "search_document" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_posting_list_version_updated_documents"();--> statement-breakpoint
CREATE TRIGGER "search_document_list_version_delete"
  AFTER DELETE ON "search_document" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_posting_list_version_deleted_documents"();--> statement-breakpoint
-- A truncate names no rows: it may have removed postings' documents.
CREATE TRIGGER "search_document_list_version_truncate"
  BEFORE TRUNCATE ON "search_document"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_posting_list_version"();
