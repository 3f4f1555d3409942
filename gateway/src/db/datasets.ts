/** Data set files (spec §7 workflow_job_task_data_source_file): rows referencing content-addressed blobs. */
import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { created, id, blobRef, ref, ts, updated, type EntityStatus } from "./columns.js";
import { projects } from "./projects.js";
import { blobs } from "./schema.js";

export type DataFileKind = "public" | "private" | "temporary" | "module_demo";

/** Data set files (workflow_job_task_data_source_file): rows referencing content-addressed blobs. */
export const dataFiles = pgTable(
  "data_files",
  {
    id: id(),
    kind: text("kind").$type<DataFileKind>().notNull(),
    /** The owning normal user for private and temporary files; null for public and module-demo files. */
    ownerId: ref("owner_id"),
    /** The project sharing a private or temporary file with its members (issue 28); null: not shared. */
    projectId: ref("project_id").references(() => projects.id, { onDelete: "set null" }),
    /** The folder path, parts joined by "/" ("" is the root). */
    folder: text("folder").notNull().default(""),
    name: text("name").notNull(),
    blobId: blobRef("blob_id")
      .notNull()
      .references(() => blobs.id),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    mime: text("mime").notNull().default("application/octet-stream"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    index("data_files_owner_idx").on(t.kind, t.ownerId, t.folder),
    index("data_files_blob_idx").on(t.blobId),
    index("data_files_project_idx").on(t.projectId),
    uniqueIndex("data_files_path_key")
      .on(t.kind, sql`coalesce(${t.ownerId}, 0)`, t.folder, t.name)
      .where(sql`${t.deletedAt} is null`),
  ],
);
export type DataFileRow = typeof dataFiles.$inferSelect;
