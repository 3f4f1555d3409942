CREATE TABLE "module_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"module_id" bigint NOT NULL,
	"name" text NOT NULL,
	"blob_id" bigint NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "command" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "module_files" ADD CONSTRAINT "module_files_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_files" ADD CONSTRAINT "module_files_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "module_files_blob_idx" ON "module_files" USING btree ("blob_id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_files_name_key" ON "module_files" USING btree ("module_id","name") WHERE "module_files"."deleted_at" is null;