/** User extended info (spec §1, §2 user-ext-info, §6 User.ExtInfo): field definitions and users' values. */
import type { ExtFieldKind, ExtValue } from "@crucible/schema";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { created, id, ref, updated, type EntityStatus } from "./columns.js";

/**
 * A profile field administrators define; users fill it at registration and in their profile. No
 * recycle bin: deleting a field deletes every user's values of it (disabling keeps them).
 */
export const userExtFields = pgTable(
  "user_ext_fields",
  {
    id: id(),
    name: text("name").notNull(),
    englishName: text("english_name").notNull(),
    kind: text("kind").$type<ExtFieldKind>().notNull(),
    required: boolean("required").notNull().default(false),
    choices: jsonb("choices").$type<string[]>().notNull().default([]),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index("user_ext_fields_order_idx").on(t.sortOrder, t.id)],
);

export type UserExtFieldRow = typeof userExtFields.$inferSelect;

/** One user's value of one field; `text` is its searchable, exportable form. */
export const userExtValues = pgTable(
  "user_ext_values",
  {
    userId: ref("user_id").notNull(),
    fieldId: ref("field_id").notNull(),
    value: jsonb("value").$type<ExtValue>().notNull(),
    text: text("text").notNull(),
    updatedAt: updated(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fieldId] }), index("user_ext_values_field_idx").on(t.fieldId)],
);

export type UserExtValueRow = typeof userExtValues.$inferSelect;
