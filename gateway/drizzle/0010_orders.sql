CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"out_trade_no" text NOT NULL,
	"package_id" bigint NOT NULL,
	"ordered" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text,
	"code_url" text,
	"provider_trade_no" text,
	"pack_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"notify_id" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_out_trade_no_key" ON "orders" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifies_key" ON "payment_notifies" USING btree ("provider","notify_id");