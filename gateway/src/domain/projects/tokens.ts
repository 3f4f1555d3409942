/**
 * A project's own tokens (issue 28 item 2, "who pays is explicit"). A project owner moves tokens from
 * their own balance into the project's (one transaction, an entry on each ledger); a job made in the
 * project is then charged to the project while the project has tokens available (ledger/tokens.ts, payerFor).
 * Every member reads the project's balance and its ledger; only owners add tokens (editors and viewers
 * get DBPermDenied naming "Project.owner"); outsiders and missing ids get DBDataNotExist.
 */
import { projectLedgerPageMax, projectTokensAdjustInput, projectTokensMoveInput } from "@crucible/schema";
import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { jobs, tasks } from "../../db/jobs.js";
import { tokenLedger, type LedgerKind } from "../../db/ledger.js";
import { sysUsers } from "../../db/schema.js";
import { projectMembers, projects } from "../../db/projects.js";
import { users } from "../../db/users.js";
import type { Ctx, DbClock } from "../context.js";
import { requireWritable, type Granted, type UserActor } from "../access/guards.js";
import { commerceConfigDoc, readKeyDoc } from "../config/keyData.js";
import { AppError, parseInput } from "../errors.js";
import {
  availableTokens,
  lockTokens,
  ofWallet,
  projectWallet,
  userWallet,
  type Tokens,
} from "../ledger/tokens.js";
import { projectOf, requireRole } from "./projects.js";

/** An entry of a project's ledger, with the member behind it and the job it charged or refunded. */
export interface ProjectLedgerEntryView {
  readonly id: number;
  readonly amount: number;
  readonly kind: LedgerKind;
  readonly note: string;
  readonly createdAt: Date;
  /** Who moved the tokens in or out (a transfer), or whose job was charged (a charge, a refund). */
  readonly memberAccount: string | null;
  /** The administrator who adjusted the project's tokens (an adjust entry). */
  readonly actorAccount: string | null;
  readonly jobId: number | null;
  readonly jobName: string | null;
}

export interface ProjectLedgerPage {
  readonly total: number;
  readonly list: ProjectLedgerEntryView[];
}

/** The project's balance, what its jobs' waiting and running tasks hold of it, and what is left (members). */
export async function projectTokens(ctx: Ctx, actor: UserActor, projectId: number): Promise<Tokens> {
  await projectOf(ctx, actor, projectId);
  return availableTokens(ctx, projectWallet(projectId));
}

const ledgerQuery = z.object({
  Limit: z.number().int().min(1).max(projectLedgerPageMax).default(50),
  Offset: z.number().int().min(0).max(1_000_000).default(0),
});

/** A page of the project's ledger, newest first (members). */
export async function projectLedger(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  raw: unknown,
): Promise<ProjectLedgerPage> {
  await projectOf(ctx, actor, projectId);
  const page = parseInput(ledgerQuery, raw);
  const wallet = ofWallet(projectWallet(projectId));
  const [total] = await ctx.db.select({ n: count() }).from(tokenLedger).where(wallet);
  const list = await ctx.db
    .select({
      id: tokenLedger.id,
      amount: tokenLedger.amount,
      kind: tokenLedger.kind,
      note: tokenLedger.note,
      createdAt: tokenLedger.createdAt,
      memberAccount: users.account,
      actorAccount: sysUsers.account,
      jobId: jobs.id,
      jobName: jobs.name,
    })
    .from(tokenLedger)
    .leftJoin(tasks, eq(tasks.id, tokenLedger.taskId))
    .leftJoin(jobs, eq(jobs.id, tasks.jobId))
    .leftJoin(users, eq(users.id, sql`coalesce(${tokenLedger.memberId}, ${jobs.ownerId})`))
    .leftJoin(sysUsers, eq(sysUsers.id, tokenLedger.actorId))
    .where(wallet)
    .orderBy(desc(tokenLedger.createdAt), desc(tokenLedger.id))
    .limit(page.Limit)
    .offset(page.Offset);
  return { total: total?.n ?? 0, list };
}

/** Which way a project owner moves tokens: `in` from their own balance, `out` back to it. */
export type ProjectTokensDirection = "in" | "out";

/**
 * A project owner moves `Amount` tokens between their own balance and the project's (issue 28):
 * `in` from the owner's available balance into the project, `out` from the project's available
 * balance (its balance less what its jobs hold) back to the owner. One transaction, a `transfer`
 * entry on each ledger, under the owner's and then the project's token locks (the order every
 * transaction taking both follows). Refused with UserResourceWorkflowJobCalcMetricOver (the value:
 * what the paying side has available) when the paying side is short. Answers the project's tokens after.
 */
export async function moveProjectTokens(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  raw: unknown,
  direction: ProjectTokensDirection,
): Promise<Tokens> {
  await requireRole(ctx, actor, projectId, "owner");
  const input = parseInput(projectTokensMoveInput, raw);
  const owner = userWallet(actor.id);
  const project = projectWallet(projectId);
  await ctx.db.transaction(async (tx) => {
    await lockTokens(tx, owner);
    await lockTokens(tx, project);
    // A delete of the project waits for the transfer (and then sees its tokens).
    const [row] = await tx
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for("share");
    if (!row) throw new AppError("DBDataNotExist");
    const { available } = await availableTokens(
      { db: tx, clock: ctx.clock },
      direction === "in" ? owner : project,
    );
    if (input.Amount > available)
      throw new AppError("UserResourceWorkflowJobCalcMetricOver", String(Math.max(0, available)));
    const toProject = direction === "in" ? input.Amount : -input.Amount;
    const note = input.Note === "" ? "" : `: ${input.Note}`;
    const where = direction === "in" ? "to" : "from";
    await tx.insert(tokenLedger).values([
      {
        userId: actor.id,
        amount: -toProject,
        kind: "transfer",
        note: `${where} project ${row.name} (#${projectId})${note}`,
      },
      { projectId, memberId: actor.id, amount: toProject, kind: "transfer", note: input.Note },
    ]);
  });
  return availableTokens(ctx, project);
}

/** A project's tokens as the back office sees them. */
export interface SysProjectTokensView extends Tokens {
  readonly projectId: number;
  readonly name: string;
  readonly owners: string[];
}

async function sysTokensOf({ db, clock }: DbClock, projectId: number): Promise<SysProjectTokensView> {
  const [project] = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw new AppError("DBDataNotExist");
  const owners = await db
    .select({ account: users.account })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.role, "owner"),
        isNotNull(projectMembers.acceptedAt),
      ),
    )
    .orderBy(users.account);
  const tokens = await availableTokens({ db, clock }, projectWallet(projectId));
  return { projectId: project.id, name: project.name, owners: owners.map((o) => o.account), ...tokens };
}

/** Any project's tokens, for the back office (User.ResourcePack.Read); a missing id DBDataNotExist. */
export async function sysProjectTokens(
  ctx: Ctx,
  _actor: Granted<"User.ResourcePack.Read">,
  projectId: number,
): Promise<SysProjectTokensView> {
  return sysTokensOf(ctx, projectId);
}

/**
 * The back office adds (Amount > 0) or removes (Amount < 0) tokens of a project, with a required
 * reason, under the project's token lock: one `adjust` entry on the project's ledger naming the
 * administrator (actor_id). A removal larger than what the project has available (balance less
 * holds) is refused with UserResourceWorkflowJobCalcMetricOver (the value: what it has available),
 * so a project never goes below zero. Switched off with the back office's recharge switch
 * (BackendRechargeDisabled), like a user's credit.
 */
export async function adjustProjectTokens(
  ctx: Ctx,
  actor: Granted<"User.ResourcePack.Update">,
  raw: unknown,
): Promise<SysProjectTokensView> {
  requireWritable(actor);
  const input = parseInput(projectTokensAdjustInput, raw);
  if (!(await readKeyDoc(ctx.db, commerceConfigDoc)).BackendRecharge)
    throw new AppError("BackendRechargeDisabled");
  const wallet = projectWallet(input.ProjectId);
  await ctx.db.transaction(async (tx) => {
    await lockTokens(tx, wallet);
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, input.ProjectId))
      .for("share");
    if (!project) throw new AppError("DBDataNotExist");
    if (input.Amount < 0) {
      const { available } = await availableTokens({ db: tx, clock: ctx.clock }, wallet);
      if (-input.Amount > available)
        throw new AppError("UserResourceWorkflowJobCalcMetricOver", String(Math.max(0, available)));
    }
    await tx.insert(tokenLedger).values({
      projectId: input.ProjectId,
      actorId: actor.id,
      amount: input.Amount,
      kind: "adjust",
      note: input.Reason,
    });
  });
  return sysTokensOf(ctx, input.ProjectId);
}
