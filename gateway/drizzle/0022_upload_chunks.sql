CREATE TABLE "upload_chunks" (
	"upload_id" bigint NOT NULL,
	"index" integer NOT NULL,
	"size" integer NOT NULL,
	"file" text NOT NULL,
	CONSTRAINT "upload_chunks_upload_id_index_pk" PRIMARY KEY("upload_id","index")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "chunks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_chunks" ADD CONSTRAINT "upload_chunks_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Uploads in progress before this migration kept their bytes in one temp file per upload, which the
-- chunk records do not know: they resume from their first byte.
UPDATE "uploads" SET "received" = 0;