CREATE TABLE "project_usage_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" bigint NOT NULL,
	"day" text NOT NULL,
	"storage_used" bigint NOT NULL,
	"storage_quota" bigint NOT NULL,
	"workflow_used" bigint NOT NULL,
	"workflow_quota" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_usage_samples" ADD CONSTRAINT "project_usage_samples_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_usage_samples_project_day_key" ON "project_usage_samples" USING btree ("project_id","day");--> statement-breakpoint
CREATE INDEX "project_usage_samples_day_idx" ON "project_usage_samples" USING btree ("day");