CREATE TABLE "usage_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"storage_used" bigint NOT NULL,
	"storage_quota" bigint NOT NULL,
	"workflow_used" bigint NOT NULL,
	"workflow_quota" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "workflow_storage_gb" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "running_jobs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resource_packs" ADD COLUMN "workflow_storage_gb" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resource_packs" ADD COLUMN "running_jobs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_samples_user_day_key" ON "usage_samples" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "usage_samples_day_idx" ON "usage_samples" USING btree ("day");