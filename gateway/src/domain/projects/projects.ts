/**
 * Projects shared by a team (issue 28 item 2). A user creates a project (becoming its owner) and
 * invites other users by account name or e-mail as viewer, editor or owner; the invitee is notified
 * and accepts or declines. Owners rename and delete the project, invite, change roles and remove
 * members; any member may leave, except the last owner. Data set files, workflow templates and jobs
 * join a project when their owner, an editor or owner of it, moves them in (see moveToProject); who may
 * read or change them is the one rule of access/visibility.ts. The members and invitations: members.ts.
 *
 * A project that still holds items cannot be deleted (DBDataHasChildren): its owners move them out, or
 * ask their owners to, first. Nothing is moved silently.
 *
 * Outsiders (not members, or only invited) get exactly what a missing id gets: DBDataNotExist.
 * Members lacking the role for a change get DBPermDenied naming the role it needs ("Project.owner").
 */
import {
  projectInput,
  projectMoveMax,
  projectItemKinds,
  projectsPerUserMax,
  type ProjectItemKind,
} from "@crucible/schema";
import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { dataFiles } from "../../db/datasets.js";
import { jobs } from "../../db/jobs.js";
import { tokenLedger } from "../../db/ledger.js";
import { processors } from "../../db/modules.js";
import { templates } from "../../db/templates.js";
import { projectMembers, projects, type ProjectRole, type ProjectRow } from "../../db/projects.js";
import { users } from "../../db/users.js";
import type { Ctx } from "../context.js";
import { requireWritable, type UserActor } from "../access/guards.js";
import { AppError, invalid, parseInput } from "../errors.js";
import { availableTokens, projectWallet } from "../ledger/tokens.js";
import { rolesFor, type ProjectAccess } from "../access/visibility.js";
import { projectStorageQuota, projectStorageUsed } from "../ledger/storage.js";

/** A project as its member sees it: the caller's role and how much it holds. */
export interface ProjectView {
  readonly row: ProjectRow;
  readonly myRole: ProjectRole;
  readonly members: number;
  readonly dataFiles: number;
  readonly templates: number;
  readonly jobs: number;
  /** Its members' processors (issue 28 item 2). */
  readonly processors: number;
  /** The project's token balance (the sum of its ledger). */
  readonly tokenBalance: number;
}

export const ownerRole: ProjectRole = "owner";

/** The correlated counts of a project's live items and accepted members (one statement for a list). */
function itemCounts() {
  return {
    members:
      sql<number>`(select count(*) from ${projectMembers} pm where pm.project_id = ${projects.id} and pm.accepted_at is not null)`.mapWith(
        Number,
      ),
    dataFiles:
      sql<number>`(select count(*) from ${dataFiles} where ${dataFiles.projectId} = ${projects.id} and ${dataFiles.deletedAt} is null)`.mapWith(
        Number,
      ),
    templates:
      sql<number>`(select count(*) from ${templates} where ${templates.projectId} = ${projects.id} and ${templates.deletedAt} is null)`.mapWith(
        Number,
      ),
    jobs: sql<number>`(select count(*) from ${jobs} where ${jobs.projectId} = ${projects.id} and ${jobs.deletedAt} is null)`.mapWith(
      Number,
    ),
    processors:
      sql<number>`(select count(*) from ${processors} where ${processors.projectId} = ${projects.id} and ${processors.deletedAt} is null)`.mapWith(
        Number,
      ),
    tokenBalance:
      sql<number>`(select coalesce(sum(${tokenLedger.amount}), 0) from ${tokenLedger} where ${tokenLedger.projectId} = ${projects.id})`.mapWith(
        Number,
      ),
  };
}

/** The projects where the caller is an accepted member, newest first, with their counts: one statement. */
export async function listProjects(ctx: Ctx, actor: UserActor): Promise<ProjectView[]> {
  const rows = await ctx.db
    .select({ row: projects, myRole: projectMembers.role, ...itemCounts() })
    .from(projects)
    .innerJoin(projectMembers, eq(projectMembers.projectId, projects.id))
    .where(and(eq(projectMembers.userId, actor.id), isNotNull(projectMembers.acceptedAt)))
    .orderBy(desc(projects.id))
    .limit(projectsPerUserMax);
  return rows;
}

/** One project the caller is an accepted member of, with their role; anything else DBDataNotExist. */
export async function projectOf(ctx: Ctx, actor: UserActor, id: number): Promise<ProjectView> {
  const [found] = await ctx.db
    .select({ row: projects, myRole: projectMembers.role, ...itemCounts() })
    .from(projects)
    .innerJoin(projectMembers, eq(projectMembers.projectId, projects.id))
    .where(
      and(eq(projects.id, id), eq(projectMembers.userId, actor.id), isNotNull(projectMembers.acceptedAt)),
    );
  if (!found) throw new AppError("DBDataNotExist");
  return found;
}

/** The caller's role in a project they are an accepted member of (in a transaction: the row locked). */
export async function memberRole(db: Ctx["db"], projectId: number, userId: number, lock = false) {
  const query = db
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.userId, userId),
        isNotNull(projectMembers.acceptedAt),
      ),
    );
  const [row] = lock ? await query.for("update") : await query;
  return row?.role ?? null;
}

/**
 * The caller, writable (unless `reads`: a read-only token may read), holding at least `need` in the
 * project: an outsider gets DBDataNotExist (as a missing id), a member with a lesser role DBPermDenied
 * naming the role needed.
 */
export async function requireRole(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  need: ProjectAccess | "owner",
  reads = false,
): Promise<UserActor> {
  if (!reads) requireWritable(actor);
  const role = await memberRole(ctx.db, projectId, actor.id);
  if (role === null) throw new AppError("DBDataNotExist");
  const allowed = need === "owner" ? [ownerRole] : rolesFor[need];
  if (!allowed.includes(role)) {
    const named = need === "write" ? "Project.editor" : "Project.owner";
    throw new AppError("DBPermDenied", named, { Perm: named });
  }
  return actor;
}

/** How many projects the user belongs to or is invited to (the bound of projectsPerUserMax). */
export async function projectsHeld(db: Ctx["db"], userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projectMembers).where(eq(projectMembers.userId, userId));
  return row?.n ?? 0;
}

/** Creates a project; the caller is its first owner. */
export async function createProject(ctx: Ctx, actor: UserActor, raw: unknown): Promise<ProjectView> {
  requireWritable(actor);
  const input = parseInput(projectInput, raw);
  const id = await ctx.db.transaction(async (tx) => {
    // The user's row lock orders a burst of creates, so the bound holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for("update");
    if ((await projectsHeld(tx, actor.id)) >= projectsPerUserMax)
      throw invalid(`at most ${projectsPerUserMax} projects per user`);
    const [row] = await tx
      .insert(projects)
      .values({ name: input.Name, description: input.Description, createdBy: actor.id })
      .returning();
    await tx.insert(projectMembers).values({
      projectId: row!.id,
      userId: actor.id,
      role: ownerRole,
      invitedBy: null,
      acceptedAt: ctx.clock.now(),
    });
    return row!.id;
  });
  return projectOf(ctx, actor, id);
}

/** Renames a project or changes its description (owners only). */
export async function updateProject(
  ctx: Ctx,
  actor: UserActor,
  id: number,
  raw: unknown,
): Promise<ProjectView> {
  await requireRole(ctx, actor, id, "owner");
  const input = parseInput(projectInput, raw);
  await ctx.db
    .update(projects)
    .set({ name: input.Name, description: input.Description, updatedAt: ctx.clock.now() })
    .where(eq(projects.id, id));
  return projectOf(ctx, actor, id);
}

/** Live or recycled items a project still holds (any of them stops a delete). */
async function heldItems(db: Ctx["db"], projectId: number): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`(select count(*) from ${dataFiles} where ${dataFiles.projectId} = ${projectId})
        + (select count(*) from ${templates} where ${templates.projectId} = ${projectId})
        + (select count(*) from ${jobs} where ${jobs.projectId} = ${projectId})
        + (select count(*) from ${processors} where ${processors.projectId} = ${projectId})`.mapWith(Number),
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.n ?? 0;
}

/**
 * Deletes a project (owners only). One that still holds items (live or in the recycle bin) is refused
 * with DBDataHasChildren: its items are moved out first, by their owners or by the project's owners.
 * So is one with tokens of its own left or held (DBDataHasChildren, value "Tokens"): no member's
 * tokens vanish with it.
 */
export async function deleteProject(ctx: Ctx, actor: UserActor, id: number): Promise<boolean> {
  await requireRole(ctx, actor, id, "owner");
  await ctx.db.transaction(async (tx) => {
    // Locked: an item moved in meanwhile waits (moves lock the project row too) and is counted.
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for("update");
    if ((await heldItems(tx, id)) > 0) throw new AppError("DBDataHasChildren");
    const { balance, held } = await availableTokens({ db: tx, clock: ctx.clock }, projectWallet(id));
    if (balance > 0 || held > 0) throw new AppError("DBDataHasChildren", "Tokens");
    await tx.delete(projects).where(eq(projects.id, id));
  });
  return true;
}

// ---- items ----

const moveInput = z.object({
  Kind: z.enum(projectItemKinds),
  Ids: z.array(z.number().int().positive()).max(projectMoveMax).default([]),
  /** Data set files: every file of the caller's in this folder and below, of the kind given. */
  Folder: z.string().max(1024).nullish(),
  FolderKind: z.enum(["private", "temporary"]).nullish(),
  /** The project to move into; null: out of any project (back to the owner alone). */
  ProjectId: z.number().int().positive().nullable(),
});
export type MoveInput = z.input<typeof moveInput>;

/** The table columns of each kind of item. */
function itemTable(kind: ProjectItemKind) {
  if (kind === "dataFile")
    return {
      table: dataFiles,
      id: dataFiles.id,
      owner: dataFiles.ownerId,
      project: dataFiles.projectId,
      deletedAt: dataFiles.deletedAt,
      // Only a user's own files (private, temporary) can be shared: public ones have no owner.
      scope: inArray(dataFiles.kind, ["private", "temporary"]),
    };
  if (kind === "processor")
    return {
      table: processors,
      id: processors.id,
      owner: processors.ownerId,
      project: processors.projectId,
      deletedAt: processors.deletedAt,
      // System processors have no owner and never join a project.
      scope: undefined,
    };
  if (kind === "template")
    return {
      table: templates,
      id: templates.id,
      owner: templates.ownerId,
      project: templates.projectId,
      deletedAt: templates.deletedAt,
      scope: undefined,
    };
  return {
    table: jobs,
    id: jobs.id,
    owner: jobs.ownerId,
    project: jobs.projectId,
    deletedAt: jobs.deletedAt,
    scope: undefined,
  };
}

/**
 * Moves items into a project or out of one. Only the items' owner moves them, and only into a project
 * where they are an editor or owner; out of a project (ProjectId null), back to themselves alone,
 * always. Items named that are not the caller's own (another user's, a missing id) answer
 * DBDataNotExist and nothing moves. Answers how many items moved.
 */
export async function moveToProject(ctx: Ctx, actor: UserActor, raw: unknown): Promise<number> {
  requireWritable(actor);
  const input = parseInput(moveInput, raw);
  if (input.ProjectId !== null) await requireRole(ctx, actor, input.ProjectId, "write");
  const item = itemTable(input.Kind);
  const ids = [...new Set(input.Ids)];
  let where: SQL;
  if (input.Folder !== undefined && input.Folder !== null) {
    if (input.Kind !== "dataFile") throw invalid("Folder: only data set files move by folder");
    if (ids.length > 0) throw invalid("name Ids or a Folder, not both");
    const folder = input.Folder.replace(/^\/+|\/+$/g, "");
    const inFolder =
      folder === ""
        ? undefined
        : or(eq(dataFiles.folder, folder), sql`${dataFiles.folder} like ${`${escapeLike(folder)}/%`}`);
    // A temporary file stays its owner's: only permanent files join a project.
    if (input.ProjectId !== null && input.FolderKind === "temporary")
      throw new AppError("ProjectTemporaryFile");
    where = and(eq(dataFiles.kind, input.FolderKind ?? "private"), inFolder)!;
  } else {
    if (ids.length === 0) throw invalid("Ids");
    where = inArray(item.id, ids);
  }
  const mine = and(where, eq(item.owner, actor.id), item.scope, isNull(item.deletedAt));
  const files = input.Kind === "dataFile" && input.ProjectId !== null;
  // A project with an active storage pack holds its files' bytes: a move in must fit in its quota.
  const projectLimit = files ? await projectStorageQuota(ctx, input.ProjectId!) : 0;
  return ctx.db.transaction(async (tx) => {
    if (input.ProjectId !== null) {
      // A delete of the project waits for this move (and then counts what it moved); data files
      // moving in wait for each other and for new files (the quota counts them in turn).
      const [locked] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.id, input.ProjectId))
        .for(files ? "update" : "share");
      if (!locked) throw new AppError("DBDataNotExist");
    }
    if (files && ids.length > 0) {
      const [temporary] = await tx
        .select({ id: dataFiles.id })
        .from(dataFiles)
        .where(and(mine, eq(dataFiles.kind, "temporary")))
        .limit(1);
      if (temporary) throw new AppError("ProjectTemporaryFile", String(temporary.id));
    }
    const moved = await tx
      .update(item.table)
      .set({ projectId: input.ProjectId })
      .where(mine)
      .returning({ id: item.id });
    if (ids.length > 0 && moved.length !== ids.length) throw new AppError("DBDataNotExist");
    if (
      projectLimit > 0 &&
      moved.length > 0 &&
      (await projectStorageUsed(tx, input.ProjectId!)) > projectLimit
    )
      throw new AppError("UserResourceStorageSizeOver");
    return moved.length;
  });
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The project a new item (a job, say) is created in: null for none; otherwise the caller must be an
 * editor or owner of it (an outsider gets DBDataNotExist).
 */
export async function projectForNewItem(
  ctx: Ctx,
  actor: UserActor,
  projectId: number | null | undefined,
): Promise<number | null> {
  if (projectId === null || projectId === undefined) return null;
  await requireRole(ctx, actor, projectId, "write");
  return projectId;
}

/** The project when the caller may create items in it (an editor or owner), else null. */
export async function projectIfWritable(
  ctx: Ctx,
  actor: UserActor,
  projectId: number | null,
): Promise<number | null> {
  if (projectId === null) return null;
  const role = await memberRole(ctx.db, projectId, actor.id);
  return role !== null && rolesFor.write.includes(role) ? projectId : null;
}

/** The project names of these ids the caller is an accepted member of (for list presenters). */
export async function projectNames(
  db: Ctx["db"],
  userId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  return namesOfProjects(db, ids, userId);
}

/**
 * The names of these projects, whoever asks: for a row the caller already reads that names its
 * project (an order or a pack bought for one, in the buyer's lists or the back office's), so no
 * membership is checked here (with `memberId`, only the projects that user is an accepted member of).
 * A deleted project is not in the answer.
 */
export async function namesOfProjects(
  db: Ctx["db"],
  ids: readonly number[],
  memberId?: number,
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const query = db.select({ id: projects.id, name: projects.name }).from(projects);
  const rows =
    memberId === undefined
      ? await query.where(inArray(projects.id, unique))
      : await query
          .innerJoin(projectMembers, eq(projectMembers.projectId, projects.id))
          .where(
            and(
              inArray(projects.id, unique),
              eq(projectMembers.userId, memberId),
              isNotNull(projectMembers.acceptedAt),
            ),
          );
  return new Map(rows.map((r) => [r.id, r.name]));
}
