CREATE TABLE "payment_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_trade_no" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"out_refund_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"notify_id" bigint NOT NULL,
	"state" text DEFAULT 'processing' NOT NULL,
	"provider_refund_id" text,
	"error" text,
	"refunded_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_notifies" ADD COLUMN "source" text DEFAULT 'notify' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_notifies" ADD COLUMN "provider_trade_no" text;--> statement-breakpoint
ALTER TABLE "payment_notifies" ADD COLUMN "amount" bigint;--> statement-breakpoint
ALTER TABLE "payment_notifies" ADD COLUMN "order_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_trade_key" ON "payment_refunds" USING btree ("provider","provider_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_no_key" ON "payment_refunds" USING btree ("out_refund_no");--> statement-breakpoint
CREATE INDEX "payment_notifies_created_idx" ON "payment_notifies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_notifies_trade_idx" ON "payment_notifies" USING btree ("provider","provider_trade_no");