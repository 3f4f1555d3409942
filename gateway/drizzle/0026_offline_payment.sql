ALTER TABLE "orders" ADD COLUMN "paid_by" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_reason" text;