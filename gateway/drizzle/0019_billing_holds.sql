DROP INDEX "token_ledger_task_run_kind_key";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "held_tokens" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "token_ledger_task_run_kind_seq_key" ON "token_ledger" USING btree ("task_id","task_run","kind","seq") WHERE "token_ledger"."task_id" is not null;