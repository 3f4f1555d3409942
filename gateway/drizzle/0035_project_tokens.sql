ALTER TABLE "token_ledger" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "payer_project_id" bigint;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD COLUMN "project_id" bigint;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD COLUMN "member_id" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_payer_project_id_projects_id_fk" FOREIGN KEY ("payer_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_payer_project_idx" ON "jobs" USING btree ("payer_project_id","state") WHERE "jobs"."payer_project_id" is not null;--> statement-breakpoint
CREATE INDEX "token_ledger_project_idx" ON "token_ledger" USING btree ("project_id") WHERE "token_ledger"."project_id" is not null;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_one_wallet" CHECK (("token_ledger"."user_id" is null) <> ("token_ledger"."project_id" is null));