/** Workflow templates and their versions (issue 28). */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { ApprovalStep } from "@crucible/schema";
import { created, id, blobRef, ref, ts, updated, type EntityStatus, type Side } from "./columns.js";
import { projects } from "./projects.js";
import { blobs } from "./schema.js";
import { users } from "./users.js";

/** A node of a template: a task of the job the template runs. */
export interface TemplateNodeRow {
  key: string;
  moduleId?: number | null;
  processorId?: number | null;
  /** The module's method; absent or null: its first method. */
  method?: string | null;
  /** An approval step instead of a module or processor (issue 28 item 6). */
  approval?: ApprovalStep | null;
  args: Record<string, unknown>;
  dependsOn: string[];
  x: number;
  y: number;
}

/** Workflow templates: system ones (owner null, published by the back office) and users' own. */
export const templates = pgTable(
  "workflow_templates",
  {
    id: id(),
    ownerId: ref("owner_id").references(() => users.id, { onDelete: "cascade" }),
    /** The project sharing a user's template with its members (issue 28); null: not shared. */
    projectId: ref("project_id").references(() => projects.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    nameZh: text("name_zh").notNull().default(""),
    summary: text("summary").notNull().default(""),
    docs: text("docs").notNull().default(""),
    coverBlobId: blobRef("cover_blob_id").references(() => blobs.id),
    nodes: jsonb("nodes").$type<TemplateNodeRow[]>().notNull().default([]),
    /** Seeded templates carry a key so that a restart updates rather than duplicates them. */
    seedKey: text("seed_key"),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    index("workflow_templates_owner_idx").on(t.ownerId),
    index("workflow_templates_project_idx").on(t.projectId),
    uniqueIndex("workflow_templates_seed_key").on(t.seedKey),
  ],
);

/** A module or processor a template version uses, at the version it had (its updatedAt, as cache keys use). */
export interface TemplateVersionUnit {
  kind: "module" | "processor";
  id: number;
  /** The module's key (empty for processors). */
  key: string;
  name: string;
  /** The unit's updatedAt (ISO) when the version was saved: an edit of the unit makes a new one. */
  version: string;
}

/**
 * Versions of a template (issue 28): each save writes one, immutable, numbered 1..n per template,
 * holding the whole graph and the units it used at their versions.
 */
export const templateVersions = pgTable(
  "workflow_template_versions",
  {
    id: id(),
    templateId: ref("template_id")
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    /** Who saved it: a user or a system user (null: seeded, or version 1 of the migration). */
    authorSide: text("author_side").$type<Side>(),
    authorId: ref("author_id"),
    /** The author's account when saving (a version is immutable). */
    authorAccount: text("author_account").notNull().default(""),
    note: text("note").notNull().default(""),
    name: text("name").notNull().default(""),
    nodes: jsonb("nodes").$type<TemplateNodeRow[]>().notNull().default([]),
    units: jsonb("units").$type<TemplateVersionUnit[]>().notNull().default([]),
    createdAt: created(),
  },
  (t) => [uniqueIndex("workflow_template_versions_number_key").on(t.templateId, t.number)],
);
export type TemplateRow = typeof templates.$inferSelect;
export type TemplateVersionRow = typeof templateVersions.$inferSelect;
