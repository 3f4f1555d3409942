ALTER TABLE "container_images" ALTER COLUMN "network" SET DEFAULT 'none';--> statement-breakpoint
ALTER TABLE "container_images" ADD COLUMN "executor" text;--> statement-breakpoint
ALTER TABLE "container_images" ADD COLUMN "build_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "container_images" ADD COLUMN "build_source" text;--> statement-breakpoint
ALTER TABLE "container_images" ADD COLUMN "build_log" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "container_images" ADD COLUMN "built_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "executor" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "executor" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "cache_key" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "reused_from_task_id" bigint;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "input_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_cache_key_idx" ON "tasks" USING btree ("cache_key");