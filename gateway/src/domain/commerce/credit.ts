/**
 * The back office's side of commerce: its settings (switches and check-in amounts, User.ResourcePack),
 * crediting a user directly (BackendRechargeDisabled when switched off; the pack and its ledger row
 * name who did it), and the usage statistics a user reads of their own account.
 */
import { adminCreditInput, type CommerceConfig } from "@crucible/schema";
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { tokenLedger } from "../../db/ledger.js";
import type { ResourcePackRow } from "../../db/commerce.js";
import { users } from "../../db/users.js";
import { commerceConfigDoc, readKeyDoc, saveKeyDoc } from "../config/keyData.js";
import type { Ctx } from "../context.js";
import type { Granted, UserActor } from "../access/guards.js";
import { AppError, parseInput } from "../errors.js";
import { tokenBalance, userWallet } from "../ledger/tokens.js";
import { createPack } from "./packs.js";
import { runningJobCount, workflowLimits } from "../ledger/limits.js";
import {
  checkUsageDays,
  recordUsage,
  storageQuota,
  storageSeries,
  storageUsed,
  usageReadDays,
  workflowStorageUsed,
  type StorageDay,
} from "../ledger/storage.js";

export async function readCommerceConfig(
  ctx: Ctx,
  _actor: Granted<"User.ResourcePack.Read">,
): Promise<CommerceConfig> {
  return readKeyDoc(ctx.db, commerceConfigDoc);
}

export async function saveCommerceConfig(
  ctx: Ctx,
  _actor: Granted<"User.ResourcePack.Update">,
  value: unknown,
): Promise<CommerceConfig> {
  return saveKeyDoc(ctx, commerceConfigDoc, value);
}

/** Credits a normal user with a storage or token pack from the back office. */
export async function adminCredit(
  ctx: Ctx,
  actor: Granted<"User.ResourcePack.Update">,
  body: unknown,
): Promise<ResourcePackRow> {
  const input = parseInput(adminCreditInput, body);
  if (!(await readKeyDoc(ctx.db, commerceConfigDoc)).BackendRecharge)
    throw new AppError("BackendRechargeDisabled");
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.UserId), isNull(users.deletedAt)))
      .for("update");
    if (!user) throw new AppError("DBDataNotExist");
    return createPack(
      { db: tx, clock: ctx.clock },
      {
        userId: user.id,
        kind: input.Kind,
        amount: input.Amount,
        workflowStorageGb: input.WorkflowStorageGb,
        runningJobs: input.RunningJobs,
        months: input.ExpiryMonths,
        source: "admin",
        grantedBy: actor.id,
        note: input.Note,
      },
    );
  });
}

export interface UsageStatistics {
  tokens: { balance: number };
  storage: { used: number; quota: number };
  workflowStorage: { used: number; quota: number };
  runningJobs: { count: number; limit: number };
  /**
   * Tokens credited and spent per day (in UTC), the last `days` days, oldest first; a transfer into
   * or out of a project is neither (the tokens are still the team's): it is counted apart.
   */
  daily: { day: string; credited: number; spent: number; transferredOut: number; transferredIn: number }[];
  /** Storage and workflow storage used and their quotas per day (UTC), oldest first. */
  storageDaily: StorageDay[];
}

/** user_resource_pack/statistics: the signed-in user's balance, storage, and tokens over time. */
export async function usageStatistics(
  ctx: Ctx,
  actor: UserActor,
  days: number = usageReadDays.default,
): Promise<UsageStatistics> {
  // GraphQL's `days` is any Int: bounded here, for both transports (REST's schema says the same).
  checkUsageDays(days);
  const since = new Date(ctx.clock.ms() - (days - 1) * 24 * 3600 * 1000);
  since.setUTCHours(0, 0, 0, 0);
  const limits = await workflowLimits(ctx, actor.id);
  const [balance, used, quota, workflowUsed, running] = [
    await tokenBalance(ctx, userWallet(actor.id)),
    await storageUsed(ctx, actor.id),
    await storageQuota(ctx, actor.id),
    await workflowStorageUsed(ctx.db, actor.id),
    await runningJobCount(ctx.db, actor.id),
  ];
  const workflowQuota = limits.workflowStorageBytes;
  const runningLimit = limits.runningJobs;
  // Today's point is what is read now.
  await recordUsage(ctx, actor.id, {
    storageUsed: used,
    storageQuota: quota,
    workflowUsed,
    workflowQuota,
  });
  const transfer = sql`${tokenLedger.kind} = 'transfer'`;
  const moved = sql`${tokenLedger.kind} <> 'transfer'`;
  const day = sql<string>`to_char(${tokenLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({
      day,
      credited: sql<string>`coalesce(sum(case when ${moved} and ${tokenLedger.amount} > 0 then ${tokenLedger.amount} else 0 end), 0)`,
      spent: sql<string>`coalesce(sum(case when ${moved} and ${tokenLedger.amount} < 0 then -${tokenLedger.amount} else 0 end), 0)`,
      transferredOut: sql<string>`coalesce(sum(case when ${transfer} and ${tokenLedger.amount} < 0 then -${tokenLedger.amount} else 0 end), 0)`,
      transferredIn: sql<string>`coalesce(sum(case when ${transfer} and ${tokenLedger.amount} > 0 then ${tokenLedger.amount} else 0 end), 0)`,
    })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, actor.id), gte(tokenLedger.createdAt, since)))
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const daily: UsageStatistics["daily"] = [];
  for (let i = 0; i < days; i++) {
    const key = new Date(since.getTime() + i * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const row = byDay.get(key);
    daily.push({
      day: key,
      credited: Number(row?.credited ?? 0),
      spent: Number(row?.spent ?? 0),
      transferredOut: Number(row?.transferredOut ?? 0),
      transferredIn: Number(row?.transferredIn ?? 0),
    });
  }
  return {
    tokens: { balance },
    storage: { used, quota },
    workflowStorage: { used: workflowUsed, quota: workflowQuota },
    runningJobs: { count: running, limit: runningLimit },
    daily,
    storageDaily: await storageSeries(ctx, actor.id, days),
  };
}
