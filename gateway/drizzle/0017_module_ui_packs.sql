ALTER TABLE "modules" ADD COLUMN "run_form_pack_id" bigint;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "result_view_pack_id" bigint;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_run_form_pack_id_ui_packs_id_fk" FOREIGN KEY ("run_form_pack_id") REFERENCES "public"."ui_packs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_result_view_pack_id_ui_packs_id_fk" FOREIGN KEY ("result_view_pack_id") REFERENCES "public"."ui_packs"("id") ON DELETE set null ON UPDATE no action;