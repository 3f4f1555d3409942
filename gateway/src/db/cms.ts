/** The CMS libraries' tables (spec §3, §7 cms_*): map library entries, texts and files. */
import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { created, id, blobRef, ts, updated, type EntityStatus } from "./columns.js";
import { blobs } from "./schema.js";

/** CMS map library entries: named libraries (MapLibraryName) of {Name, File, ...} values. */
export const cmsMapEntries = pgTable(
  "cms_map_entries",
  {
    id: id(),
    libraryName: text("library_name").notNull(),
    value: jsonb("value").$type<Record<string, unknown>>().notNull(),
    citation: text("citation").notNull().default(""),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [index("cms_map_entries_library_idx").on(t.libraryName)],
);

/** CMS text library: markdown texts (home page content, tutorials, about, ...). */
export const cmsTexts = pgTable(
  "cms_texts",
  {
    id: id(),
    libraryName: text("library_name").notNull(),
    title: text("title").notNull(),
    markdown: text("markdown").notNull().default(""),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [index("cms_texts_library_idx").on(t.libraryName)],
);

/** CMS file library files, addressed publicly by UUID. */
export const cmsFiles = pgTable(
  "cms_files",
  {
    id: id(),
    uuid: text("uuid").notNull(),
    /** "file" for the file library, "map" for files attached to map library entries. */
    library: text("library").$type<"file" | "map">().notNull().default("file"),
    libraryId: integer("library_id").notNull().default(0),
    folder: text("folder").notNull().default(""),
    name: text("name").notNull(),
    blobId: blobRef("blob_id")
      .notNull()
      .references(() => blobs.id),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    mime: text("mime").notNull().default("application/octet-stream"),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    uniqueIndex("cms_files_uuid_key").on(t.uuid),
    index("cms_files_blob_idx").on(t.blobId),
    // The same bytes uploaded again to the same place are that file, never a second one.
    uniqueIndex("cms_files_content_key")
      .on(t.library, t.libraryId, t.folder, t.name, t.sha256)
      .where(sql`${t.deletedAt} is null`),
  ],
);
export type CmsMapEntryRow = typeof cmsMapEntries.$inferSelect;
export type CmsTextRow = typeof cmsTexts.$inferSelect;
export type CmsFileRow = typeof cmsFiles.$inferSelect;
