/** Desktop client builds (spec §1 desktop download), published per platform by the back office. */
import type { DesktopPlatform } from "@crucible/schema";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { created, id, blobRef, ref, ts, updated, type EntityStatus } from "./columns.js";

export const desktopBuilds = pgTable(
  "desktop_builds",
  {
    id: id(),
    platform: text("platform").$type<DesktopPlatform>().notNull(),
    version: text("version").notNull(),
    notes: text("notes").notNull().default(""),
    englishNotes: text("english_notes").notNull().default(""),
    fileName: text("file_name").notNull(),
    blobId: blobRef("blob_id").notNull(),
    size: ref("size").notNull(),
    sha256: text("sha256").notNull(),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    downloads: integer("downloads").notNull().default(0),
    /** The system user who published it. */
    createdBy: ref("created_by"),
    deletedAt: ts("deleted_at"),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index("desktop_builds_platform_idx").on(t.platform, t.createdAt),
    // The same build uploaded again (platform, version, file and bytes) is that build, never a second one.
    uniqueIndex("desktop_builds_content_key")
      .on(t.platform, t.version, t.fileName, t.sha256)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export type DesktopBuildRow = typeof desktopBuilds.$inferSelect;
