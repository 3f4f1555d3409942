/**
 * A project's members (issue 28 item 2): owners invite users by account name or e-mail as viewer,
 * editor or owner, the invitee accepts or declines; owners change roles and remove members; any member
 * may leave, except the last owner.
 */
import { projectInviteInput, projectMembersMax, projectsPerUserMax } from "@crucible/schema";
import { and, asc, count, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import {
  projectMembers,
  projects,
  type ProjectMemberRow,
  type ProjectRole,
  type ProjectRow,
} from "../../db/projects.js";
import { users } from "../../db/users.js";
import type { Ctx } from "../context.js";
import { requireWritable, type UserActor } from "../access/guards.js";
import { AppError, invalid, parseInput } from "../errors.js";
import { notify } from "../notifications/notifications.js";
import { guardUnique } from "../users/validation.js";

import { memberRole, ownerRole, projectOf, projectsHeld, requireRole } from "./projects.js";

export interface MemberView {
  readonly row: ProjectMemberRow;
  readonly account: string;
  readonly invitedByAccount: string | null;
}

export interface InvitationView {
  readonly row: ProjectMemberRow;
  readonly project: ProjectRow;
  readonly invitedByAccount: string | null;
}

/** The members of a project (and its open invitations), owners first; any accepted member reads them. */
export async function listMembers(ctx: Ctx, actor: UserActor, projectId: number): Promise<MemberView[]> {
  await projectOf(ctx, actor, projectId);
  const inviter = sql<
    string | null
  >`(select u2.account from ${users} u2 where u2.id = ${projectMembers.invitedBy})`;
  return ctx.db
    .select({ row: projectMembers, account: users.account, invitedByAccount: inviter })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(
      sql`case ${projectMembers.role} when 'owner' then 0 when 'editor' then 1 else 2 end`,
      asc(users.account),
    )
    .limit(projectMembersMax);
}

/**
 * Invites a user (owners only) by account name or e-mail address, with a role. The invitee is
 * notified and becomes a member on accepting. An unknown or disabled account answers DBDataNotExist;
 * someone already a member or invited, DBDuplicate.
 */
export async function inviteMember(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  raw: unknown,
): Promise<MemberView> {
  await requireRole(ctx, actor, projectId, "owner");
  const input = parseInput(projectInviteInput, raw);
  const key = input.Invitee.toLowerCase();
  const [invitee] = await ctx.db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(
      and(
        or(sql`lower(${users.account}) = ${key}`, sql`lower(${users.email}) = ${key}`),
        eq(users.status, "enabled"),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!invitee) throw new AppError("DBDataNotExist", "Invitee");
  const project = await projectOf(ctx, actor, projectId);
  const row = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
    const [members] = await tx
      .select({ n: count() })
      .from(projectMembers)
      .where(eq(projectMembers.projectId, projectId));
    if ((members?.n ?? 0) >= projectMembersMax)
      throw invalid(`at most ${projectMembersMax} members per project`);
    if ((await projectsHeld(tx, invitee.id)) >= projectsPerUserMax)
      throw invalid(`the invitee is in ${projectsPerUserMax} projects already`);
    const [inserted] = await guardUnique(() =>
      tx
        .insert(projectMembers)
        .values({ projectId, userId: invitee.id, role: input.Role, invitedBy: actor.id, acceptedAt: null })
        .onConflictDoNothing()
        .returning(),
    );
    if (!inserted) throw new AppError("DBDuplicate", "Invitee");
    await notify(
      { db: tx, clock: ctx.clock },
      {
        userId: invitee.id,
        kind: "projectInvitation",
        title: {
          en: `${actor.account} invited you to the project "${project.row.name}"`,
          zh: `${actor.account} 邀请您加入项目“${project.row.name}”`,
        },
        body: {
          en: `Role: ${input.Role}. Accept or decline the invitation on the Projects page.`,
          zh: `角色：${roleZh[input.Role]}。请在“项目”页面接受或拒绝邀请。`,
        },
        target: "project",
        targetId: projectId,
        eventKey: `project:${projectId}:invite:${inserted.createdAt.toISOString()}`,
      },
    );
    return inserted;
  });
  return { row, account: invitee.account, invitedByAccount: actor.account };
}

const roleZh: Record<ProjectRole, string> = { viewer: "查看者", editor: "编辑者", owner: "所有者" };

/** The caller's open invitations, newest first. */
export async function myInvitations(ctx: Ctx, actor: UserActor): Promise<InvitationView[]> {
  const inviter = sql<
    string | null
  >`(select u2.account from ${users} u2 where u2.id = ${projectMembers.invitedBy})`;
  return ctx.db
    .select({ row: projectMembers, project: projects, invitedByAccount: inviter })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projectMembers.userId, actor.id), isNull(projectMembers.acceptedAt)))
    .orderBy(desc(projectMembers.createdAt))
    .limit(projectsPerUserMax);
}

/** Accepts (or declines) an open invitation of the caller's; none: DBDataNotExist. */
export async function answerInvitation(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  accept: boolean,
): Promise<boolean> {
  requireWritable(actor);
  const open = and(
    eq(projectMembers.projectId, projectId),
    eq(projectMembers.userId, actor.id),
    isNull(projectMembers.acceptedAt),
  );
  const changed = accept
    ? await ctx.db
        .update(projectMembers)
        .set({ acceptedAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
        .where(open)
        .returning({ id: projectMembers.projectId })
    : await ctx.db.delete(projectMembers).where(open).returning({ id: projectMembers.projectId });
  if (changed.length === 0) throw new AppError("DBDataNotExist");
  return true;
}

/**
 * In a transaction holding the project's row lock: refuses a change that would leave the project
 * without an accepted owner (DBStatusChangeNotAllowed).
 */
async function keepAnOwner(tx: Ctx["db"], projectId: number, leaving: number): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
  const [row] = await tx
    .select({ n: count() })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.role, ownerRole),
        isNotNull(projectMembers.acceptedAt),
        sql`${projectMembers.userId} <> ${leaving}`,
      ),
    );
  if ((row?.n ?? 0) === 0) throw new AppError("DBStatusChangeNotAllowed", "the last owner");
}

/** A member (or invitee) of the project by user id; none: DBDataNotExist. */
async function memberRow(db: Ctx["db"], projectId: number, userId: number): Promise<ProjectMemberRow> {
  const [row] = await db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  if (!row) throw new AppError("DBDataNotExist", "member");
  return row;
}

const roleSchema = z.enum(["viewer", "editor", "owner"]);

/** Changes a member's (or invitee's) role (owners only); the last owner keeps theirs. */
export async function changeMemberRole(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  userId: number,
  role: unknown,
): Promise<ProjectMemberRow> {
  await requireRole(ctx, actor, projectId, "owner");
  const next = parseInput(roleSchema, role, "Role");
  return ctx.db.transaction(async (tx) => {
    const current = await memberRow(tx, projectId, userId);
    if (current.role === ownerRole && next !== ownerRole) await keepAnOwner(tx, projectId, userId);
    const [row] = await tx
      .update(projectMembers)
      .set({ role: next, updatedAt: ctx.clock.now() })
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
      .returning();
    return row!;
  });
}

/**
 * Removes a member or withdraws an invitation (owners only); the last owner stays. The removed
 * member's items stay in the project (they still own them, and read them as their own).
 */
export async function removeMember(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  userId: number,
): Promise<boolean> {
  await requireRole(ctx, actor, projectId, "owner");
  await ctx.db.transaction(async (tx) => {
    const current = await memberRow(tx, projectId, userId);
    if (current.role === ownerRole) await keepAnOwner(tx, projectId, userId);
    await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  });
  return true;
}

/** The caller leaves a project they are a member of; the last owner cannot leave. */
export async function leaveProject(ctx: Ctx, actor: UserActor, projectId: number): Promise<boolean> {
  requireWritable(actor);
  await projectOf(ctx, actor, projectId);
  await ctx.db.transaction(async (tx) => {
    const role = await memberRole(tx, projectId, actor.id, true);
    if (role === null) throw new AppError("DBDataNotExist");
    if (role === ownerRole) await keepAnOwner(tx, projectId, actor.id);
    await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, actor.id)));
  });
  return true;
}
