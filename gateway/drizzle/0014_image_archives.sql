ALTER TABLE "container_images" ADD COLUMN "engine_id" text;--> statement-breakpoint
ALTER TABLE "container_images" ADD COLUMN "archive_blob_id" bigint;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "container_images" ADD CONSTRAINT "container_images_archive_blob_id_blobs_id_fk" FOREIGN KEY ("archive_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;