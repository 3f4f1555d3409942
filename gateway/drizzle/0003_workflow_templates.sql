CREATE TABLE "module_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_zh" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"docs" text DEFAULT '' NOT NULL,
	"exe_blob_id" bigint,
	"exe_name" text,
	"args" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outputs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timeout_seconds" integer DEFAULT 0 NOT NULL,
	"success_exit_code" integer DEFAULT 0 NOT NULL,
	"token_price" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workflow_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint,
	"name" text NOT NULL,
	"name_zh" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"docs" text DEFAULT '' NOT NULL,
	"cover_blob_id" bigint,
	"nodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seed_key" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "module_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "cover_blob_id" bigint;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "group_id" bigint;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "processor_id" bigint;--> statement-breakpoint
ALTER TABLE "processors" ADD CONSTRAINT "processors_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processors" ADD CONSTRAINT "processors_exe_blob_id_blobs_id_fk" FOREIGN KEY ("exe_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD CONSTRAINT "workflow_templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD CONSTRAINT "workflow_templates_cover_blob_id_blobs_id_fk" FOREIGN KEY ("cover_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "processors_owner_idx" ON "processors" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "workflow_templates_owner_idx" ON "workflow_templates" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_templates_seed_key" ON "workflow_templates" USING btree ("seed_key");--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_cover_blob_id_blobs_id_fk" FOREIGN KEY ("cover_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_group_id_module_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."module_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_processor_id_processors_id_fk" FOREIGN KEY ("processor_id") REFERENCES "public"."processors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_module_or_processor" CHECK (("tasks"."module_id" is null) <> ("tasks"."processor_id" is null));