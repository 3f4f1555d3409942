ALTER TABLE "tasks" DROP CONSTRAINT "tasks_module_or_processor";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "approval" jsonb;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "approval_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_module_or_processor" CHECK (case when "tasks"."approval" is null then ("tasks"."module_id" is null) <> ("tasks"."processor_id" is null) else "tasks"."module_id" is null and "tasks"."processor_id" is null end);