CREATE TABLE "recharge_card_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"streak" integer NOT NULL,
	"tokens" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_zh" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"grants" bigint NOT NULL,
	"unit_price" bigint NOT NULL,
	"expiry_months" integer NOT NULL,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"limited_discount" jsonb,
	"status" text DEFAULT 'enabled' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_no" text NOT NULL,
	"batch" text NOT NULL,
	"kind" text NOT NULL,
	"grants" bigint NOT NULL,
	"expiry_months" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"used_by" bigint,
	"used_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_packs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"source" text NOT NULL,
	"package_id" bigint,
	"order_id" bigint,
	"card_id" bigint,
	"granted_by" bigint,
	"note" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_packs_amount_positive" CHECK ("resource_packs"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "token_ledger" ADD COLUMN "pack_id" bigint;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD COLUMN "check_in_id" bigint;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD COLUMN "actor_id" bigint;--> statement-breakpoint
CREATE INDEX "recharge_card_attempts_user_idx" ON "recharge_card_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_user_day_key" ON "check_ins" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "packages_kind_idx" ON "packages" USING btree ("kind","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_cards_no_key" ON "recharge_cards" USING btree ("card_no");--> statement-breakpoint
CREATE INDEX "recharge_cards_batch_idx" ON "recharge_cards" USING btree ("batch");--> statement-breakpoint
CREATE INDEX "recharge_cards_used_by_idx" ON "recharge_cards" USING btree ("used_by");--> statement-breakpoint
CREATE INDEX "resource_packs_user_idx" ON "resource_packs" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_packs_card_key" ON "resource_packs" USING btree ("card_id") WHERE "resource_packs"."card_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "token_ledger_pack_kind_key" ON "token_ledger" USING btree ("pack_id","kind") WHERE "token_ledger"."pack_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "token_ledger_check_in_key" ON "token_ledger" USING btree ("check_in_id") WHERE "token_ledger"."check_in_id" is not null;