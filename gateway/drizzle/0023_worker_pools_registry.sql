ALTER TABLE "container_images" ADD COLUMN "registry_ref" text;--> statement-breakpoint
ALTER TABLE "container_images" ADD COLUMN "labels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "labels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "partition" text;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "cpus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "memory_mb" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "labels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "partitions" jsonb DEFAULT '[]'::jsonb NOT NULL;