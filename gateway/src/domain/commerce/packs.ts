/**
 * Resource packs (spec §3; DESIGN §6b): what a paid order, a redeemed card or a credit from the back
 * office gives a user. A storage pack raises the storage quota while it is active, and with it the
 * workflow storage quota and the running job limit by what its package (or credit) adds; a token pack is
 * credited to the ledger once, and what is left of it at its expiry lapses once (ledger kind
 * "expire"), so a balance stays the sum of its ledger. Spending takes from the pack that expires
 * first, then from tokens without expiry. What active packs grant and what expired ones lapse is the
 * ledger's (ledger/grants.ts).
 */
import type { DbClock } from "../context.js";
import { commerceFeature } from "@crucible/schema";
import { eq, sql } from "drizzle-orm";
import type { PackageKind } from "@crucible/schema";
import type { Database } from "../../db/connection.js";
import { tokenLedger } from "../../db/ledger.js";
import { orders, packages, resourcePacks, type PackSource, type ResourcePackRow } from "../../db/commerce.js";
import { readVerbs, defineResource, type Resource } from "../resources/registry.js";

/** `months` calendar months after `from` (the last day of a shorter month when the day is missing). */
export function addMonths(from: Date, months: number): Date {
  const date = new Date(from.getTime());
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date;
}

export interface NewPack {
  userId: number;
  /** A project's pack (issue 28 item 2): userId bought it; its tokens go to the project's ledger. */
  projectId?: number | null;
  kind: PackageKind;
  amount: number;
  months: number;
  source: PackSource;
  packageId?: number | null;
  orderId?: number | null;
  cardId?: number | null;
  grantedBy?: number | null;
  note?: string;
  /**
   * Workflow storage GB and running jobs in all (storage packs). Absent for an order's pack: the
   * order's quantity times what its package adds per unit.
   */
  workflowStorageGb?: number;
  runningJobs?: number;
}

/** What an order's pack adds besides its GB: the quantity times the package's per-unit grants. */
async function orderExtras(
  db: Database,
  orderId: number,
): Promise<{ workflowStorageGb: number; runningJobs: number }> {
  const [row] = await db
    .select({
      quantity: orders.quantity,
      ordered: orders.ordered,
      workflowStorageGb: packages.workflowStorageGb,
      runningJobs: packages.runningJobs,
    })
    .from(orders)
    .leftJoin(packages, eq(packages.id, orders.packageId))
    .where(eq(orders.id, orderId));
  if (!row || row.ordered.kind !== "storage") return { workflowStorageGb: 0, runningJobs: 0 };
  // The order's copy of the package when it has them, else the package as it is now.
  const perUnitGb = row.ordered.workflowStorageGb ?? row.workflowStorageGb ?? 0;
  const perUnitJobs = row.ordered.runningJobs ?? row.runningJobs ?? 0;
  return { workflowStorageGb: perUnitGb * row.quantity, runningJobs: perUnitJobs * row.quantity };
}

/**
 * Creates a pack from now for `months`, and credits its tokens to the ledger (once: the ledger's
 * unique pack key). Run it in the transaction that consumed what paid for it (an order, a card).
 */
export async function createPack({ db, clock }: DbClock, input: NewPack): Promise<ResourcePackRow> {
  const startsAt = clock.now();
  const extras =
    input.kind !== "storage"
      ? { workflowStorageGb: 0, runningJobs: 0 }
      : input.workflowStorageGb === undefined && input.runningJobs === undefined && input.orderId
        ? await orderExtras(db, input.orderId)
        : { workflowStorageGb: input.workflowStorageGb ?? 0, runningJobs: input.runningJobs ?? 0 };
  const [pack] = await db
    .insert(resourcePacks)
    .values({
      userId: input.userId,
      projectId: input.projectId ?? null,
      kind: input.kind,
      amount: input.amount,
      workflowStorageGb: extras.workflowStorageGb,
      runningJobs: extras.runningJobs,
      source: input.source,
      packageId: input.packageId ?? null,
      orderId: input.orderId ?? null,
      cardId: input.cardId ?? null,
      grantedBy: input.grantedBy ?? null,
      note: input.note ?? "",
      startsAt,
      expiresAt: addMonths(startsAt, input.months),
    })
    .returning();
  if (input.kind === "token") {
    await db.insert(tokenLedger).values({
      ...(input.projectId
        ? { projectId: input.projectId, memberId: input.userId }
        : { userId: input.userId }),
      amount: input.amount,
      kind: "pack",
      packId: pack!.id,
      actorId: input.grantedBy ?? null,
      note: `${input.source} pack ${pack!.id}`,
    });
  }
  return pack!;
}

/** Whether the pack counts now. */
// eslint-disable-next-line no-restricted-syntax -- a presenter (no clock reaches it): the flag shown; grants check the clock
export function packActive(row: ResourcePackRow, now = Date.now()): boolean {
  return row.startsAt.getTime() <= now && row.expiresAt.getTime() > now;
}

export function presentPack(row: ResourcePackRow): Record<string, unknown> {
  return {
    Id: row.id,
    ProjectId: row.projectId,
    Kind: row.kind,
    Amount: row.amount,
    WorkflowStorageGb: row.workflowStorageGb,
    RunningJobs: row.runningJobs,
    Source: row.source,
    PackageId: row.packageId,
    OrderId: row.orderId,
    CardId: row.cardId,
    Note: row.note,
    StartsAt: row.startsAt,
    ExpiresAt: row.expiresAt,
    Active: packActive(row),
    CreatedAt: row.createdAt,
  };
}

export function presentSysPack(row: ResourcePackRow): Record<string, unknown> {
  return { ...presentPack(row), UserId: row.userId, GrantedBy: row.grantedBy };
}

const packColumns = {
  Id: { column: resourcePacks.id, kind: "int" },
  Kind: { column: resourcePacks.kind, kind: "string" },
  Source: { column: resourcePacks.source, kind: "string" },
  Amount: { column: resourcePacks.amount, kind: "int" },
  StartsAt: { column: resourcePacks.startsAt, kind: "date" },
  ExpiresAt: { column: resourcePacks.expiresAt, kind: "date" },
  CreatedAt: { column: resourcePacks.createdAt, kind: "date" },
} as const;

const newestFirst = () => [sql`${resourcePacks.createdAt} desc`, sql`${resourcePacks.id} desc`];

/** A user's own packs (the UserResourcePack feature). */
export const userPackResource: Resource<ResourcePackRow> = defineResource<ResourcePackRow>({
  path: "user_resource_pack",
  table: resourcePacks,
  side: "user",
  owner: resourcePacks.userId,
  feature: commerceFeature,
  columns: packColumns,
  defaultOrder: newestFirst,
  present: presentPack,
  verbs: readVerbs,
});

/** Everyone's packs in the back office (User.ResourcePack.Read). */
export const sysPackResource: Resource<ResourcePackRow> = defineResource<ResourcePackRow>({
  path: "sys/user_resource_pack",
  table: resourcePacks,
  side: "sys",
  area: "User.ResourcePack",
  feature: commerceFeature,
  columns: { ...packColumns, UserId: { column: resourcePacks.userId, kind: "int" } },
  defaultOrder: newestFirst,
  present: presentSysPack,
  // query, query_page and read are declared calls answering each row's ProjectName too (one query
  // for a page): rest/commerce.ts, domain/projects/projectTags.ts.
  verbs: ["count"],
});
