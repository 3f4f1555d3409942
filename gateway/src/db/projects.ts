/**
 * Projects shared by a team (issue 28 item 2): a project has members (viewer, editor, owner); data set
 * files, workflow templates and jobs may belong to one (their nullable project_id). An invitation is a
 * member row not yet accepted.
 */
import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { created, id, ref, ts, updated } from "./columns.js";
import { users } from "./users.js";

export const projectRoles = ["viewer", "editor", "owner"] as const;
export type ProjectRole = (typeof projectRoles)[number];

export const projects = pgTable(
  "projects",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Who created it (its first owner; owners are the members with role owner). */
    createdBy: ref("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index("projects_created_by_idx").on(t.createdBy)],
);

export type ProjectRow = typeof projects.$inferSelect;

export const projectMembers = pgTable(
  "project_members",
  {
    projectId: ref("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: ref("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<ProjectRole>().notNull(),
    invitedBy: ref("invited_by").references(() => users.id, { onDelete: "set null" }),
    /** Null: invited, not yet accepted (an invitation grants nothing). */
    acceptedAt: ts("accepted_at"),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    // The visibility rule reads the caller's accepted memberships: one index lookup per statement.
    index("project_members_user_idx")
      .on(t.userId, t.projectId)
      .where(sql`${t.acceptedAt} is not null`),
  ],
);

export type ProjectMemberRow = typeof projectMembers.$inferSelect;
