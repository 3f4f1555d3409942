-- Equal uploads made twice before this migration are kept once: the later copies go to the recycle bin
-- (recoverable), so that the unique keys below can be built on a database that already holds them.
UPDATE "cms_files" AS "later" SET "deleted_at" = now() FROM "cms_files" AS "first"
  WHERE "later"."deleted_at" IS NULL AND "first"."deleted_at" IS NULL AND "first"."id" < "later"."id"
    AND "first"."library" = "later"."library" AND "first"."library_id" = "later"."library_id"
    AND "first"."folder" = "later"."folder" AND "first"."name" = "later"."name" AND "first"."sha256" = "later"."sha256";--> statement-breakpoint
UPDATE "desktop_builds" AS "later" SET "deleted_at" = now() FROM "desktop_builds" AS "first"
  WHERE "later"."deleted_at" IS NULL AND "first"."deleted_at" IS NULL AND "first"."id" < "later"."id"
    AND "first"."platform" = "later"."platform" AND "first"."version" = "later"."version"
    AND "first"."file_name" = "later"."file_name" AND "first"."sha256" = "later"."sha256";--> statement-breakpoint
CREATE UNIQUE INDEX "cms_files_content_key" ON "cms_files" USING btree ("library","library_id","folder","name","sha256") WHERE "cms_files"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "desktop_builds_content_key" ON "desktop_builds" USING btree ("platform","version","file_name","sha256") WHERE "desktop_builds"."deleted_at" is null;