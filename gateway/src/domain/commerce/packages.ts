/**
 * Packages (spec §3, §5, §9): storage (GB) and token packages with a unit price in fen, expiry in
 * months, quantity discounts and, for tokens, a time-limited discount. The back office manages them
 * (User.ResourcePack); anyone reads the enabled ones (the buy screen and the public plans page).
 */
import {
  limitedDiscountAt,
  packageInput,
  quantityDiscount,
  type PackageInput,
  commerceFeature,
} from "@crucible/schema";
import { asc, eq, isNull, and } from "drizzle-orm";
import { packages, type PackageRow } from "../../db/commerce.js";
import type { Ctx } from "../context.js";
import { parseInput } from "../errors.js";
import { defineResource, manageVerbs, type Resource } from "../resources/registry.js";

function toValues(input: PackageInput, now: Date) {
  const limited = input.LimitedDiscount;
  return {
    kind: input.Kind,
    name: input.Name,
    nameZh: input.NameZh,
    description: input.Description,
    grants: input.Grants,
    workflowStorageGb: input.WorkflowStorageGb,
    runningJobs: input.RunningJobs,
    unitPrice: input.UnitPrice,
    expiryMonths: input.ExpiryMonths,
    discounts: [...input.Discounts].sort((a, b) => a.Quantity - b.Quantity),
    // A discount saved without a start starts now.
    limitedDiscount: limited ? { ...limited, From: limited.From ?? now.toISOString() } : null,
  };
}

/** The package's price parts, as `orderAmount` takes them. */
export function priceParts(row: PackageRow) {
  return { unitPrice: row.unitPrice, discounts: row.discounts, limitedDiscount: row.limitedDiscount };
}

export function presentPackage(row: PackageRow): Record<string, unknown> {
  const parts = priceParts(row);
  // eslint-disable-next-line no-restricted-syntax -- a presenter (no clock reaches it): whether a limited discount is shown
  const now = new Date();
  return {
    Id: row.id,
    Kind: row.kind,
    Name: row.name,
    NameZh: row.nameZh,
    Description: row.description,
    Grants: row.grants,
    WorkflowStorageGb: row.workflowStorageGb,
    RunningJobs: row.runningJobs,
    UnitPrice: row.unitPrice,
    ExpiryMonths: row.expiryMonths,
    Discounts: row.discounts,
    LimitedDiscount: row.limitedDiscount,
    /** The time-limited discount running now (1 when none). */
    DiscountNow: limitedDiscountAt(parts, now),
    BestQuantityDiscount: quantityDiscount(parts, Number.MAX_SAFE_INTEGER),
    Status: row.status,
    SortOrder: row.sortOrder,
    CreatedAt: row.createdAt,
    UpdatedAt: row.updatedAt,
  };
}

const columns = {
  Id: { column: packages.id, kind: "int" },
  Kind: { column: packages.kind, kind: "string" },
  Name: { column: packages.name, kind: "string" },
  Status: { column: packages.status, kind: "string" },
  UnitPrice: { column: packages.unitPrice, kind: "int" },
  SortOrder: { column: packages.sortOrder, kind: "int" },
  CreatedAt: { column: packages.createdAt, kind: "date" },
} as const;

const bySortOrder = () => [asc(packages.kind), asc(packages.sortOrder), asc(packages.id)];

async function insertPackage(ctx: Ctx, body: Record<string, unknown>): Promise<PackageRow> {
  const input = parseInput(packageInput, body);
  const [row] = await ctx.db.insert(packages).values(toValues(input, ctx.clock.now())).returning();
  return row!;
}

async function updatePackage(ctx: Ctx, row: PackageRow, body: Record<string, unknown>): Promise<PackageRow> {
  // The fields not sent keep their values, and the same rules as an insert check the result.
  const input = parseInput(packageInput, { ...presentPackage(row), ...body });
  const [updated] = await ctx.db
    .update(packages)
    .set({ ...toValues(input, ctx.clock.now()), updatedAt: ctx.clock.now() })
    .where(eq(packages.id, row.id))
    .returning();
  return updated!;
}

/** Packages in the back office (User.ResourcePack): create, change, order, disable, remove, recover. */
export const sysPackageResource: Resource<PackageRow> = defineResource<PackageRow>({
  path: "sys/user_resource_pack_package",
  table: packages,
  side: "sys",
  area: "User.ResourcePack",
  feature: commerceFeature,
  columns,
  defaultOrder: bySortOrder,
  present: presentPackage,
  verbs: [...manageVerbs, "reorder"],
  insert: insertPackage,
  updatable: Object.keys(packageInput.shape),
  update: updatePackage,
});

/** The enabled packages anyone may read, in the back office's order. */
export async function listPackages(ctx: Ctx): Promise<PackageRow[]> {
  return ctx.db
    .select()
    .from(packages)
    .where(and(eq(packages.status, "enabled"), isNull(packages.deletedAt)))
    .orderBy(...bySortOrder())
    .limit(200);
}
