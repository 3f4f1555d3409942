CREATE TABLE "cms_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"library" text DEFAULT 'file' NOT NULL,
	"library_id" integer DEFAULT 0 NOT NULL,
	"folder" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"blob_id" bigint NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"mime" text DEFAULT 'application/octet-stream' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cms_map_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"library_name" text NOT NULL,
	"value" jsonb NOT NULL,
	"citation" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cms_texts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"library_name" text NOT NULL,
	"title" text NOT NULL,
	"markdown" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "data_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" bigint,
	"folder" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"blob_id" bigint NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"mime" text DEFAULT 'application/octet-stream' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"side" text NOT NULL,
	"user_id" bigint NOT NULL,
	"target" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"dir_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_files" ADD CONSTRAINT "cms_files_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_files" ADD CONSTRAINT "data_files_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_files_uuid_key" ON "cms_files" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "cms_files_blob_idx" ON "cms_files" USING btree ("blob_id");--> statement-breakpoint
CREATE INDEX "cms_map_entries_library_idx" ON "cms_map_entries" USING btree ("library_name");--> statement-breakpoint
CREATE INDEX "cms_texts_library_idx" ON "cms_texts" USING btree ("library_name");--> statement-breakpoint
CREATE INDEX "data_files_owner_idx" ON "data_files" USING btree ("kind","owner_id","folder");--> statement-breakpoint
CREATE INDEX "data_files_blob_idx" ON "data_files" USING btree ("blob_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_files_path_key" ON "data_files" USING btree ("kind",coalesce("owner_id", 0),"folder","name") WHERE "data_files"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("side","user_id","sha256");