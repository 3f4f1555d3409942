/**
 * A project's own tokens (issue 28 item 2, "who pays is explicit"). A project owner moves tokens from
 * their own balance into the project's (one transaction, an entry on each ledger); a job made in the
 * project is then charged to the project while the project has tokens available (ledger.ts, payerFor).
 * Every member reads the project's balance and its ledger; only owners add tokens (editors and viewers
 * get DBPermDenied naming "Project.owner"); outsiders and missing ids get DBDataNotExist.
 */
import { projectLedgerPageMax, projectTokensAddInput } from "@crucible/schema";
import { count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { jobs, projects, tasks, tokenLedger, users, type LedgerKind } from "../../db/schema.js";
import type { Ctx } from "../context.js";
import { AppError, parseInput } from "../errors.js";
import {
  availableTokens,
  lockTokens,
  ofWallet,
  projectWallet,
  userWallet,
  type Tokens,
} from "../workflow/ledger.js";
import { projectOf, requireRole } from "./projects.js";

/** An entry of a project's ledger, with the member behind it and the job it charged or refunded. */
export interface ProjectLedgerEntryView {
  readonly id: number;
  readonly amount: number;
  readonly kind: LedgerKind;
  readonly note: string;
  readonly createdAt: Date;
  /** Who moved the tokens in (a transfer), or whose job was charged (a charge, a refund). */
  readonly memberAccount: string | null;
  readonly jobId: number | null;
  readonly jobName: string | null;
}

export interface ProjectLedgerPage {
  readonly total: number;
  readonly list: ProjectLedgerEntryView[];
}

/** The project's balance, what its jobs' waiting and running tasks hold of it, and what is left (members). */
export async function projectTokens(ctx: Ctx, projectId: number): Promise<Tokens> {
  await projectOf(ctx, projectId);
  return availableTokens(ctx.db, projectWallet(projectId));
}

const ledgerQuery = z.object({
  Limit: z.number().int().min(1).max(projectLedgerPageMax).default(50),
  Offset: z.number().int().min(0).max(1_000_000).default(0),
});

/** A page of the project's ledger, newest first (members). */
export async function projectLedger(ctx: Ctx, projectId: number, raw: unknown): Promise<ProjectLedgerPage> {
  await projectOf(ctx, projectId);
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
      jobId: jobs.id,
      jobName: jobs.name,
    })
    .from(tokenLedger)
    .leftJoin(tasks, eq(tasks.id, tokenLedger.taskId))
    .leftJoin(jobs, eq(jobs.id, tasks.jobId))
    .leftJoin(users, eq(users.id, sql`coalesce(${tokenLedger.memberId}, ${jobs.ownerId})`))
    .where(wallet)
    .orderBy(desc(tokenLedger.createdAt), desc(tokenLedger.id))
    .limit(page.Limit)
    .offset(page.Offset);
  return { total: total?.n ?? 0, list };
}

/**
 * A project owner moves `Amount` tokens from their own balance into the project's: one transaction,
 * an entry on each ledger, under the owner's and then the project's token locks (the order every
 * transaction taking both follows). Refused with UserResourceWorkflowJobCalcMetricOver (the value: what
 * the owner has available) when the owner's balance less their holds is short. Answers the project's
 * tokens after.
 */
export async function addProjectTokens(ctx: Ctx, projectId: number, raw: unknown): Promise<Tokens> {
  const actor = await requireRole(ctx, projectId, "owner");
  const input = parseInput(projectTokensAddInput, raw);
  const from = userWallet(actor.id);
  const to = projectWallet(projectId);
  await ctx.db.transaction(async (tx) => {
    await lockTokens(tx, from);
    await lockTokens(tx, to);
    // A delete of the project waits for the transfer (and then sees its tokens).
    const [project] = await tx
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for("share");
    if (!project) throw new AppError("DBDataNotExist");
    const { available } = await availableTokens(tx, from);
    if (input.Amount > available)
      throw new AppError("UserResourceWorkflowJobCalcMetricOver", String(Math.max(0, available)));
    const note = input.Note === "" ? "" : `: ${input.Note}`;
    await tx.insert(tokenLedger).values([
      {
        userId: actor.id,
        amount: -input.Amount,
        kind: "transfer",
        note: `to project ${project.name} (#${projectId})${note}`,
      },
      { projectId, memberId: actor.id, amount: input.Amount, kind: "transfer", note: input.Note },
    ]);
  });
  return availableTokens(ctx.db, to);
}
