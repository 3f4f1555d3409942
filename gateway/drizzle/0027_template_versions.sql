CREATE TABLE "workflow_template_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"template_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"author_side" text,
	"author_id" bigint,
	"author_account" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"nodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"units" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "template_version_id" bigint;--> statement-breakpoint
ALTER TABLE "workflow_template_versions" ADD CONSTRAINT "workflow_template_versions_template_id_workflow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."workflow_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_template_versions_number_key" ON "workflow_template_versions" USING btree ("template_id","number");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_template_version_id_workflow_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."workflow_template_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "workflow_template_versions" ("template_id", "number", "author_side", "author_id", "author_account", "note", "name", "nodes", "units", "created_at")
SELECT t."id", 1,
	CASE WHEN t."owner_id" IS NULL THEN NULL ELSE 'user' END,
	t."owner_id",
	coalesce(u."account", ''),
	'',
	t."name",
	t."nodes",
	(
		SELECT coalesce(jsonb_agg(unit ORDER BY unit->>'kind', (unit->>'id')::bigint), '[]'::jsonb)
		FROM (
			SELECT jsonb_build_object('kind', 'module', 'id', m."id", 'key', m."key", 'name', m."name",
				'version', to_char(m."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS unit
			FROM "modules" m
			WHERE m."id" IN (SELECT (n->>'moduleId')::bigint FROM jsonb_array_elements(t."nodes") n WHERE n->>'moduleId' IS NOT NULL)
			UNION ALL
			SELECT jsonb_build_object('kind', 'processor', 'id', p."id", 'key', '', 'name', p."name",
				'version', to_char(p."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS unit
			FROM "processors" p
			WHERE p."id" IN (SELECT (n->>'processorId')::bigint FROM jsonb_array_elements(t."nodes") n WHERE n->>'processorId' IS NOT NULL)
		) units
	),
	t."updated_at"
FROM "workflow_templates" t
LEFT JOIN "users" u ON u."id" = t."owner_id";
