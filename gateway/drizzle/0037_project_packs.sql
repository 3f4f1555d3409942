ALTER TABLE "orders" ADD COLUMN "project_id" bigint;--> statement-breakpoint
ALTER TABLE "resource_packs" ADD COLUMN "project_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_packs" ADD CONSTRAINT "resource_packs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_packs_project_idx" ON "resource_packs" USING btree ("project_id","expires_at") WHERE "resource_packs"."project_id" is not null;