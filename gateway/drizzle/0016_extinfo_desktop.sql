CREATE TABLE "user_ext_fields" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"english_name" text NOT NULL,
	"kind" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_ext_values" (
	"user_id" bigint NOT NULL,
	"field_id" bigint NOT NULL,
	"value" jsonb NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_ext_values_user_id_field_id_pk" PRIMARY KEY("user_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "desktop_builds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"version" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"english_notes" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"blob_id" bigint NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_ext_fields_order_idx" ON "user_ext_fields" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "user_ext_values_field_idx" ON "user_ext_values" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "desktop_builds_platform_idx" ON "desktop_builds" USING btree ("platform","created_at");