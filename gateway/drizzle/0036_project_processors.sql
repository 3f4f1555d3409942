ALTER TABLE "processors" ADD COLUMN "project_id" bigint;--> statement-breakpoint
ALTER TABLE "processors" ADD CONSTRAINT "processors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "processors_project_idx" ON "processors" USING btree ("project_id");