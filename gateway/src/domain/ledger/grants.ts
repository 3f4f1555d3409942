/**
 * What resource packs give to the ledger and the limits (spec §3; DESIGN §6b): the storage packs
 * active now raise the storage quota, the workflow storage quota and the running job limit
 * (ledger/limits.ts, ledger/storage.ts); what is left of a token pack at its expiry lapses once
 * (ledger kind "expire"), so a balance stays the sum of its ledger (ledger/tokens.ts). Spending takes
 * from the pack that expires first, then from tokens without expiry. Packs are made by commerce
 * (commerce/packs.ts, createPack). A project's packs (bought or redeemed for it by an owner,
 * projects/packs.ts) are not their buyer's: their tokens are on the project's ledger and lapse there,
 * and their storage is the project's quota, which then pays for the project's files (chargedToProject).
 */
import type { Clock } from "../clock.js";
import type { DbClock } from "../context.js";
import { and, asc, eq, gt, isNull, lte, sql, sum, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { tokenLedger } from "../../db/ledger.js";
import { resourcePacks } from "../../db/commerce.js";

export interface PackGrants {
  /** Data storage GB. */
  storageGb: number;
  /** Workflow storage GB. */
  workflowStorageGb: number;
  runningJobs: number;
}

/** Storage packs active at `now` (a WHERE on resource_packs, beside the owner's condition). */
function activeStorage(now: Date): SQL[] {
  return [
    eq(resourcePacks.kind, "storage"),
    lte(resourcePacks.startsAt, now),
    gt(resourcePacks.expiresAt, now),
  ];
}

/** The user's storage packs active at `now` (a WHERE on resource_packs; a project's packs are not theirs). */
export function activeStoragePacks(userId: number, now: Date): SQL {
  return and(eq(resourcePacks.userId, userId), isNull(resourcePacks.projectId), ...activeStorage(now))!;
}

/** What the packs `where` selects grant, summed. */
async function grantsOf(db: Database, where: SQL): Promise<PackGrants> {
  const [row] = await db
    .select({
      storageGb: sum(resourcePacks.amount),
      workflowStorageGb: sum(resourcePacks.workflowStorageGb),
      runningJobs: sum(resourcePacks.runningJobs),
    })
    .from(resourcePacks)
    .where(where);
  return {
    storageGb: Number(row?.storageGb ?? 0),
    workflowStorageGb: Number(row?.workflowStorageGb ?? 0),
    runningJobs: Number(row?.runningJobs ?? 0),
  };
}

/** What the user's storage packs active at `now` add to the limits (nothing after their expiry). */
export async function activeGrants(
  { db, clock }: DbClock,
  userId: number,
  now = clock.now(),
): Promise<PackGrants> {
  return grantsOf(db, activeStoragePacks(userId, now));
}

/** GB of the user's storage packs active at `now`. */
export async function activeStorageGb(
  { db, clock }: DbClock,
  userId: number,
  now = clock.now(),
): Promise<number> {
  return (await activeGrants({ db, clock }, userId, now)).storageGb;
}

/** What the project's storage packs active at `now` grant (nothing after their expiry). */
export async function projectGrants(
  { db, clock }: DbClock,
  projectId: number,
  now = clock.now(),
): Promise<PackGrants> {
  return grantsOf(db, and(eq(resourcePacks.projectId, projectId), ...activeStorage(now))!);
}

/**
 * SQL: the item in the project named by `projectColumn` is charged to that project, i.e. the project
 * has an active storage pack now. Its owner's storage does not count it then.
 */
export function chargedToProject(projectColumn: AnyColumn | SQL, clock: Clock): SQL {
  return sql`(${projectColumn} is not null and exists (select 1 from ${resourcePacks} where ${resourcePacks.projectId} = ${projectColumn} and ${resourcePacks.kind} = 'storage' and ${resourcePacks.startsAt} <= ${clock.sqlNow()} and ${resourcePacks.expiresAt} > ${clock.sqlNow()}))`;
}

interface LedgerEntry {
  amount: number;
  kind: string;
  packId: number | null;
  createdAt: Date;
  id: number;
}

interface TokenPack {
  id: number;
  expiresAt: Date;
}

/**
 * What was left of each expired pack at its expiry: the ledger replayed in time order, a spend
 * taking from the active pack that expires first, then from tokens without expiry.
 */
export function unspentAtExpiry(
  entries: readonly LedgerEntry[],
  packs: readonly TokenPack[],
  now: Date,
): Map<number, number> {
  const expiry = new Map(packs.map((p) => [p.id, p.expiresAt.getTime()]));
  const left = new Map<number, number>();
  const lapsed = new Map<number, number>();
  const lapse = (until: number) => {
    for (const [packId, amount] of [...left.entries()].sort(
      (a, b) => expiry.get(a[0])! - expiry.get(b[0])!,
    )) {
      if (expiry.get(packId)! > until) continue;
      lapsed.set(packId, amount);
      left.delete(packId);
    }
  };
  for (const entry of entries) {
    lapse(entry.createdAt.getTime());
    // A lapse row is the replay's own result: the pack was taken out above, at its expiry.
    if (entry.kind === "expire") continue;
    if (entry.kind === "pack" && entry.packId !== null && expiry.has(entry.packId)) {
      left.set(entry.packId, (left.get(entry.packId) ?? 0) + entry.amount);
      continue;
    }
    if (entry.amount >= 0) continue;
    let spend = -entry.amount;
    for (const packId of [...left.keys()].sort((a, b) => expiry.get(a)! - expiry.get(b)!)) {
      if (spend === 0) break;
      const take = Math.min(spend, left.get(packId)!);
      left.set(packId, left.get(packId)! - take);
      spend -= take;
    }
  }
  lapse(now.getTime());
  return lapsed;
}

/** Whose token packs lapse: a user's own (not those they bought for a project) or a project's. */
type PackHolder = { userId: number } | { projectId: number };

/**
 * Writes the lapse of every token pack of the holder that expired and has no lapse row yet, on the
 * holder's ledger. Racing calls write it once (the ledger's unique pack key). Answers how many tokens
 * lapsed.
 */
async function settleExpired(db: Database, holder: PackHolder, now: Date): Promise<number> {
  const packsOf =
    "userId" in holder
      ? and(eq(resourcePacks.userId, holder.userId), isNull(resourcePacks.projectId))!
      : eq(resourcePacks.projectId, holder.projectId);
  const expired = await db
    .select({ id: resourcePacks.id })
    .from(resourcePacks)
    .leftJoin(tokenLedger, and(eq(tokenLedger.packId, resourcePacks.id), eq(tokenLedger.kind, "expire")))
    .where(
      and(
        packsOf,
        eq(resourcePacks.kind, "token"),
        lte(resourcePacks.expiresAt, now),
        isNull(tokenLedger.id),
      ),
    );
  if (expired.length === 0) return 0;
  const packs = await db
    .select({ id: resourcePacks.id, expiresAt: resourcePacks.expiresAt })
    .from(resourcePacks)
    .where(and(packsOf, eq(resourcePacks.kind, "token")));
  const entries = await db
    .select({
      id: tokenLedger.id,
      amount: tokenLedger.amount,
      kind: tokenLedger.kind,
      packId: tokenLedger.packId,
      createdAt: tokenLedger.createdAt,
    })
    .from(tokenLedger)
    .where(
      "userId" in holder
        ? eq(tokenLedger.userId, holder.userId)
        : eq(tokenLedger.projectId, holder.projectId),
    )
    .orderBy(asc(tokenLedger.createdAt), asc(tokenLedger.id));
  const lapsed = unspentAtExpiry(entries, packs, now);
  const due = new Set(expired.map((p) => p.id));
  let total = 0;
  for (const [packId, amount] of lapsed) {
    if (!due.has(packId)) continue;
    const rows = await db
      .insert(tokenLedger)
      .values({ ...holder, amount: -amount, kind: "expire", packId, note: `pack ${packId} expired` })
      .onConflictDoNothing()
      .returning({ id: tokenLedger.id });
    if (rows.length > 0) total += amount;
  }
  return total;
}

/** Writes the lapse of the user's own token packs that expired (settleExpired). */
export function settleExpiredPacks(
  { db, clock }: DbClock,
  userId: number,
  now = clock.now(),
): Promise<number> {
  return settleExpired(db, { userId }, now);
}

/** Writes the lapse of the project's token packs that expired, on the project's ledger (settleExpired). */
export function settleExpiredProjectPacks(
  { db, clock }: DbClock,
  projectId: number,
  now = clock.now(),
): Promise<number> {
  return settleExpired(db, { projectId }, now);
}
