/**
 * System applets and UI packs (issue 13): bundles of static files (each file a blob), the applets of
 * both menus, and the developers' UI packs with their versions.
 */
import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { AppKind, AppSide } from "@crucible/schema";
import { created, id, blobRef, ref, ts, updated, type EntityStatus } from "./columns.js";

/** An unpacked bundle, served under its random UUID (`/api/sandbox/<uuid>/<path>`). */
export const bundles = pgTable(
  "bundles",
  {
    id: id(),
    uuid: text("uuid").notNull(),
    fileCount: integer("file_count").notNull(),
    totalSize: bigint("total_size", { mode: "number" }).notNull(),
    /** The page the frame opens: index.html at the root, or the only index.html one folder down. */
    entry: text("entry").notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex("bundles_uuid_key").on(t.uuid)],
);

export const bundleFiles = pgTable(
  "bundle_files",
  {
    bundleId: ref("bundle_id")
      .notNull()
      .references(() => bundles.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    blobId: blobRef("blob_id").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    mime: text("mime").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.path] }), index("bundle_files_blob_idx").on(t.blobId)],
);

export const sysApps = pgTable(
  "sys_apps",
  {
    id: id(),
    name: text("name").notNull(),
    englishName: text("english_name").notNull(),
    icon: text("icon").notNull().default(""),
    svgIcon: text("svg_icon").notNull().default(""),
    kind: text("kind").$type<AppKind>().notNull(),
    link: text("link").notNull().default(""),
    bundleId: ref("bundle_id").references(() => bundles.id, { onDelete: "set null" }),
    /** The bundle's page under /api/sandbox/ ("<uuid>/index.html"); empty for a link or before an upload. */
    entryPath: text("entry_path").notNull().default(""),
    side: text("side").$type<AppSide>().notNull().default("user"),
    groupIds: jsonb("group_ids").$type<number[]>().notNull().default([]),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [index("sys_apps_side_idx").on(t.side, t.sortOrder)],
);

export const uiPacks = pgTable(
  "ui_packs",
  {
    id: id(),
    name: text("name").notNull(),
    remark: text("remark").notNull().default(""),
    activeVersionId: ref("active_version_id"),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex("ui_packs_name_key").on(sql`lower(${t.name})`)],
);

export const uiPackVersions = pgTable(
  "ui_pack_versions",
  {
    id: id(),
    packId: ref("pack_id")
      .notNull()
      .references(() => uiPacks.id, { onDelete: "cascade" }),
    version: text("version").notNull(),
    bundleId: ref("bundle_id")
      .notNull()
      .references(() => bundles.id),
    /** When this version was last made the active one (rollback goes to the one active before). */
    activatedAt: ts("activated_at"),
    createdAt: created(),
  },
  (t) => [uniqueIndex("ui_pack_versions_key").on(t.packId, t.version)],
);

export type BundleRow = typeof bundles.$inferSelect;
export type SysAppRow = typeof sysApps.$inferSelect;
export type UiPackRow = typeof uiPacks.$inferSelect;
export type UiPackVersionRow = typeof uiPackVersions.$inferSelect;
