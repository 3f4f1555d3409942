/**
 * The one visibility rule of shared projects (issue 28 item 2), used by every read and change of data
 * set files, workflow templates and jobs: a row is its owner's, and, when it belongs to a project, its
 * members': viewers read (and download) it, editors and owners also change, run, move and delete it.
 * An invitation not yet accepted grants nothing. A row nobody lets the caller see answers exactly like
 * a missing id (the callers throw DBDataNotExist).
 *
 * Each rule is one SQL condition (`project_id in (select ...)` over the caller's accepted memberships),
 * so a list of any length costs the same statements as a list of one.
 */
import { and, eq, inArray, isNotNull, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { projectMembers, type ProjectRole } from "../../db/projects.js";

/** What a caller does with a shared row: read it, or change, run, move and delete it. */
export type ProjectAccess = "read" | "write";

/** The roles that grant each access. */
export const rolesFor: Record<ProjectAccess, readonly ProjectRole[]> = {
  read: ["viewer", "editor", "owner"],
  write: ["editor", "owner"],
};

/** The ids of the projects where the user is an accepted member holding a role that grants `access`. */
export function projectsOf(userId: number, access: ProjectAccess): SQL {
  return sql`(select ${projectMembers.projectId} from ${projectMembers} where ${and(
    eq(projectMembers.userId, userId),
    isNotNull(projectMembers.acceptedAt),
    access === "write" ? inArray(projectMembers.role, [...rolesFor.write]) : undefined,
  )})`;
}

/** Rows of a project where the user may `access` them (a row of no project: never). */
export function sharedWith(projectColumn: AnyColumn, userId: number, access: ProjectAccess): SQL {
  return sql`${projectColumn} in ${projectsOf(userId, access)}`;
}

/** The rule itself: the owner's rows, and those of the user's projects for `access`. */
export function ownedOrShared(
  ownerColumn: AnyColumn,
  projectColumn: AnyColumn,
  userId: number,
  access: ProjectAccess,
): SQL {
  return or(eq(ownerColumn, userId), sharedWith(projectColumn, userId, access))!;
}

/**
 * The ids of the projects whose rows the user reads now (accepted memberships, any role): what a live
 * feed keeps to drop at once the announcements of other projects' jobs (graphql/subscriptions.ts). It
 * is read again after each announcement of the user's memberships; the rows sent are read by the rule.
 */
export async function readableProjectsOf(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: projectMembers.projectId })
    .from(projectMembers)
    .where(and(eq(projectMembers.userId, userId), isNotNull(projectMembers.acceptedAt)));
  return new Set(rows.map((row) => row.id));
}

/** The roles at least as strong as `role` (viewer < editor < owner). */
export function rolesAtLeast(role: ProjectRole): readonly ProjectRole[] {
  if (role === "owner") return ["owner"];
  return role === "editor" ? rolesFor.write : rolesFor.read;
}

/** The ids of the projects where the user is an accepted member holding at least `role` (a subquery). */
export function projectsWithRole(userId: number, role: ProjectRole): SQL {
  return sql`(select ${projectMembers.projectId} from ${projectMembers} where ${and(
    eq(projectMembers.userId, userId),
    isNotNull(projectMembers.acceptedAt),
    inArray(projectMembers.role, [...rolesAtLeast(role)]),
  )})`;
}

/** Whether the user is an accepted member of the project holding at least `role`. */
export async function holdsRole(
  db: Database,
  projectId: number,
  userId: number,
  role: ProjectRole,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.userId, userId),
        isNotNull(projectMembers.acceptedAt),
        inArray(projectMembers.role, [...rolesAtLeast(role)]),
      ),
    );
  return row !== undefined;
}

/** The accepted members of the project holding at least `role`, by user id (ascending). */
export async function membersWithRole(db: Database, projectId: number, role: ProjectRole): Promise<number[]> {
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        isNotNull(projectMembers.acceptedAt),
        inArray(projectMembers.role, [...rolesAtLeast(role)]),
      ),
    )
    .orderBy(projectMembers.userId);
  return rows.map((row) => row.userId);
}
