/**
 * A project's own resource packs (issue 28 item 2, "who pays is explicit"): an owner of a project buys
 * a package for it (the commerce order flow with the order naming the project) or redeems a recharge
 * card into it. Once paid (or redeemed) the pack belongs to the project:
 *
 * - a token pack is credited to the project's ledger (its wallet, ledger/tokens.ts), and what is left of
 *   it at its expiry lapses there once, as a user's does (ledger/grants.ts, settleExpiredProjectPacks);
 * - a storage pack makes the project's storage quota (no base: a project without an active storage
 *   pack has none, and its files count against their owners as before). While the project has one, its
 *   permanent data files count against the project's quota instead of their owners', new files and
 *   moves into it are checked against it, and its packs' workflow storage and running jobs add to the
 *   limits of the jobs its members make in it (jobs/jobs.ts checkLimits).
 *
 * Members read the packs and the storage; only owners buy and redeem (editors and viewers get
 * DBPermDenied naming "Project.owner"); outsiders and missing ids get DBDataNotExist.
 */
import type { UserActor } from "../access/guards.js";
import { desc, eq, sql } from "drizzle-orm";
import { resourcePacks, type OrderRow, type ResourcePackRow } from "../../db/commerce.js";
import { users } from "../../db/users.js";
import type { Ctx } from "../context.js";
import { redeemCard } from "../commerce/cards.js";
import { createOrder } from "../commerce/orders.js";
import {
  checkUsageDays,
  usageReadDays,
  projectStorageSeries,
  projectWorkflowQuota,
  projectStorageQuota,
  projectStorageUsed,
  projectWorkflowUsed,
  recordProjectUsage,
  type StorageDay,
} from "../ledger/storage.js";
import { projectOf, requireRole } from "./projects.js";

/** A project's storage: bytes of its files and its quota (0 while it has no active storage pack). */
export interface ProjectStorage {
  readonly used: number;
  readonly quota: number;
}

/** The project's storage (members). */
export async function projectStorage(ctx: Ctx, actor: UserActor, projectId: number): Promise<ProjectStorage> {
  await projectOf(ctx, actor, projectId);
  return {
    used: await projectStorageUsed(ctx.db, projectId),
    quota: await projectStorageQuota(ctx, projectId),
  };
}

/** A project's usage now and per UTC day (project_usage_samples): storage and workflow storage. */
export interface ProjectUsage {
  readonly storage: ProjectStorage;
  /** Bytes of the results of the project's jobs, and what its active storage packs grant. */
  readonly workflowStorage: ProjectStorage;
  /** Oldest first, `days` of them; a day before the project's first sample has none. */
  readonly daily: readonly StorageDay[];
}

/**
 * The project's usage over the last `days` UTC days (members; outsiders and missing ids get
 * DBDataNotExist). Today's point is what is read now, written as today's sample as a user's usage
 * read writes theirs (ledger/storage.ts); the hourly sweep samples every project.
 */
export async function projectUsage(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  days: number = usageReadDays.default,
): Promise<ProjectUsage> {
  checkUsageDays(days);
  await projectOf(ctx, actor, projectId);
  const storage = {
    used: await projectStorageUsed(ctx.db, projectId),
    quota: await projectStorageQuota(ctx, projectId),
  };
  const workflowStorage = {
    used: await projectWorkflowUsed(ctx.db, projectId),
    quota: await projectWorkflowQuota(ctx, projectId),
  };
  await recordProjectUsage(ctx, projectId, {
    storageUsed: storage.used,
    storageQuota: storage.quota,
    workflowUsed: workflowStorage.used,
    workflowQuota: workflowStorage.quota,
  });
  return { storage, workflowStorage, daily: await projectStorageSeries(ctx, projectId, days) };
}

/** A pack of a project, with who bought it (or redeemed the card). */
export interface ProjectPackView {
  readonly row: ResourcePackRow;
  readonly buyerAccount: string | null;
}

/** The project's packs (members), active ones first, then newest first; at most `limit`. */
export async function projectPacks(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  limit = 100,
): Promise<ProjectPackView[]> {
  await projectOf(ctx, actor, projectId);
  return ctx.db
    .select({ row: resourcePacks, buyerAccount: users.account })
    .from(resourcePacks)
    .leftJoin(users, eq(users.id, resourcePacks.userId))
    .where(eq(resourcePacks.projectId, projectId))
    .orderBy(
      sql`(${resourcePacks.expiresAt} > ${ctx.clock.sqlNow()}) desc`,
      desc(resourcePacks.createdAt),
      desc(resourcePacks.id),
    )
    .limit(limit);
}

/**
 * An owner orders units of a package for the project (the commerce order flow: the order names the
 * project; paying it is the buyer's, as any order of theirs; once paid its pack belongs to the project).
 */
export async function buyForProject(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  body: unknown,
): Promise<OrderRow> {
  await requireRole(ctx, actor, projectId, "owner");
  return createOrder(ctx, actor, body, projectId);
}

/** An owner redeems a recharge card into the project: its pack (tokens, storage) is the project's. */
export async function redeemCardForProject(
  ctx: Ctx,
  actor: UserActor,
  projectId: number,
  body: unknown,
): Promise<ProjectPackView> {
  await requireRole(ctx, actor, projectId, "owner");
  return { row: await redeemCard(ctx, actor, body, projectId), buyerAccount: actor.account };
}
