CREATE TABLE "bundle_files" (
	"bundle_id" bigint NOT NULL,
	"path" text NOT NULL,
	"blob_id" bigint NOT NULL,
	"size" bigint NOT NULL,
	"mime" text NOT NULL,
	CONSTRAINT "bundle_files_bundle_id_path_pk" PRIMARY KEY("bundle_id","path")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"file_count" integer NOT NULL,
	"total_size" bigint NOT NULL,
	"entry" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_apps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"english_name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"svg_icon" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"bundle_id" bigint,
	"entry_path" text DEFAULT '' NOT NULL,
	"side" text DEFAULT 'user' NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ui_pack_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pack_id" bigint NOT NULL,
	"version" text NOT NULL,
	"bundle_id" bigint NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ui_packs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"active_version_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bundle_files" ADD CONSTRAINT "bundle_files_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_apps" ADD CONSTRAINT "sys_apps_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ui_pack_versions" ADD CONSTRAINT "ui_pack_versions_pack_id_ui_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."ui_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ui_pack_versions" ADD CONSTRAINT "ui_pack_versions_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_files_blob_idx" ON "bundle_files" USING btree ("blob_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bundles_uuid_key" ON "bundles" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "sys_apps_side_idx" ON "sys_apps" USING btree ("side","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "ui_pack_versions_key" ON "ui_pack_versions" USING btree ("pack_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "ui_packs_name_key" ON "ui_packs" USING btree (lower("name"));