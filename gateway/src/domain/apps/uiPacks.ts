/**
 * UI packs (spec §2 `uipack`, §6 `Dev`; issue 13): the developers' versioned front-end packs. A pack
 * is a name; each uploaded zip is a version (a bundle); one version is active. Activating a version
 * records when; a rollback drops the active version from that history and goes back to the version
 * activated before it. Read needs Dev.Read, changes Dev.Update, deletion Dev.Delete.
 */
import { uiPackInput, uiPackVersionLabel } from "@crucible/schema";
import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { modules } from "../../db/modules.js";
import { uiPacks, uiPackVersions, type UiPackRow, type UiPackVersionRow } from "../../db/apps.js";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted } from "../access/guards.js";
import { AppError, parseInput } from "../errors.js";
import { defineResource, readVerbs, type Resource } from "../resources/registry.js";
import { guardUnique } from "../users/validation.js";
import { createBundle, dropBundle, findBundle } from "./bundles.js";

/** The most versions one pack keeps. */
export const maxPackVersions = 100;

export function presentUiPack(row: UiPackRow): Record<string, unknown> {
  return {
    Id: row.id,
    Name: row.name,
    Remark: row.remark,
    ActiveVersionId: row.activeVersionId,
    CreatedAt: row.createdAt,
    UpdatedAt: row.updatedAt,
  };
}

async function insertPack(ctx: Ctx, body: Record<string, unknown>): Promise<UiPackRow> {
  const input = parseInput(uiPackInput, body);
  const [row] = await guardUnique(() =>
    ctx.db.insert(uiPacks).values({ name: input.Name, remark: input.Remark }).returning(),
  );
  return row!;
}

async function updatePack(ctx: Ctx, row: UiPackRow, body: Record<string, unknown>): Promise<UiPackRow> {
  const input = parseInput(uiPackInput.pick({ Remark: true }), { Remark: body.Remark ?? row.remark });
  const [updated] = await ctx.db
    .update(uiPacks)
    .set({ remark: input.Remark, updatedAt: ctx.clock.now() })
    .where(eq(uiPacks.id, row.id))
    .returning();
  return updated!;
}

const columns = {
  Id: { column: uiPacks.id, kind: "int" },
  Name: { column: uiPacks.name, kind: "string" },
  CreatedAt: { column: uiPacks.createdAt, kind: "date" },
} as const;

/** UI packs in the back office's development area. */
export const uiPackResource: Resource<UiPackRow> = defineResource<UiPackRow>({
  path: "sys/uipack",
  table: uiPacks,
  side: "sys",
  area: "Dev",
  columns,
  defaultOrder: () => [asc(uiPacks.name)],
  present: presentUiPack,
  verbs: [...readVerbs, "insert", "update", "delete"],
  insert: insertPack,
  updatable: ["Remark"],
  update: updatePack,
  // A pack a live module shows is refused (DBDataHasChildren naming the modules); a removed module's
  // reference is cleared. The versions go with the pack, and their bundles with them.
  beforeChange: async (ctx, row, change) => {
    if (change !== "delete") return;
    const uses = or(eq(modules.runFormPackId, row.id), eq(modules.resultViewPackId, row.id));
    const users = await ctx.db
      .select({ key: modules.key })
      .from(modules)
      .where(and(uses, isNull(modules.deletedAt)))
      .orderBy(asc(modules.key))
      .limit(20);
    if (users.length > 0)
      throw new AppError("DBDataHasChildren", `modules use it: ${users.map((m) => m.key).join(", ")}`);
    await ctx.db
      .update(modules)
      .set({
        runFormPackId: sql`case when ${modules.runFormPackId} = ${row.id} then null else ${modules.runFormPackId} end`,
        resultViewPackId: sql`case when ${modules.resultViewPackId} = ${row.id} then null else ${modules.resultViewPackId} end`,
      })
      .where(uses);
    const versions = await ctx.db.select().from(uiPackVersions).where(eq(uiPackVersions.packId, row.id));
    await ctx.db.update(uiPacks).set({ activeVersionId: null }).where(eq(uiPacks.id, row.id));
    await ctx.db.delete(uiPackVersions).where(eq(uiPackVersions.packId, row.id));
    for (const version of versions) await dropBundle(ctx, version.bundleId);
  },
});

export interface PackVersion {
  readonly row: UiPackVersionRow;
  readonly active: boolean;
  readonly url: string;
  readonly fileCount: number;
  readonly totalSize: number;
}

async function versionOf(ctx: Ctx, row: UiPackVersionRow, activeId: number | null): Promise<PackVersion> {
  const bundle = await findBundle(ctx, row.bundleId);
  return {
    row,
    active: row.id === activeId,
    url: bundle ? `/api/sandbox/${bundle.uuid}/${bundle.entry}` : "",
    fileCount: bundle?.fileCount ?? 0,
    totalSize: bundle?.totalSize ?? 0,
  };
}

export function presentPackVersion(version: PackVersion): Record<string, unknown> {
  return {
    Id: version.row.id,
    PackId: version.row.packId,
    Version: version.row.version,
    Active: version.active,
    Url: version.url,
    FileCount: version.fileCount,
    TotalSize: version.totalSize,
    ActivatedAt: version.row.activatedAt,
    CreatedAt: version.row.createdAt,
  };
}

/** A pack's versions, newest first (Dev.Read). */
export async function packVersions(ctx: Ctx, packId: number): Promise<PackVersion[]> {
  const pack = await uiPackResource.find(ctx, packId);
  const rows = await ctx.db
    .select()
    .from(uiPackVersions)
    .where(eq(uiPackVersions.packId, pack.id))
    .orderBy(desc(uiPackVersions.id))
    .limit(maxPackVersions);
  return Promise.all(rows.map((row) => versionOf(ctx, row, pack.activeVersionId)));
}

/**
 * Uploads a version (Dev.Update): the zip is unpacked under the bundle bounds; a label already used
 * in the pack is DBDuplicate. The pack's first version becomes active.
 */
export async function uploadPackVersion(
  ctx: Ctx,
  actor: Granted<"Dev.Update">,
  packId: number,
  label: string,
  zip: Buffer,
): Promise<PackVersion> {
  requireWritable(actor);
  const version = parseInput(uiPackVersionLabel, label, "Version");
  const pack = await uiPackResource.findWritable(ctx, packId);
  const bundle = await createBundle(ctx, zip);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(uiPacks).where(eq(uiPacks.id, pack.id)).for("update");
      if (!locked) throw new AppError("DBDataNotExist");
      const existing = await tx
        .select({ version: uiPackVersions.version })
        .from(uiPackVersions)
        .where(eq(uiPackVersions.packId, pack.id));
      // Under the pack's row lock: two uploads of one label cannot both pass.
      if (existing.some((row) => row.version === version)) throw new AppError("DBDuplicate", "Version");
      if (existing.length >= maxPackVersions) {
        throw new AppError("DBRateLimit", `at most ${maxPackVersions} versions a pack`);
      }
      const first = locked.activeVersionId === null;
      const [inserted] = await tx
        .insert(uiPackVersions)
        .values({
          packId: pack.id,
          version,
          bundleId: bundle.id,
          activatedAt: first ? ctx.clock.now() : null,
        })
        .returning();
      if (first)
        await tx.update(uiPacks).set({ activeVersionId: inserted!.id }).where(eq(uiPacks.id, pack.id));
      return { inserted: inserted!, activeId: first ? inserted!.id : locked.activeVersionId };
    });
    return versionOf(ctx, row.inserted, row.activeId);
  } catch (error) {
    await dropBundle(ctx, bundle.id);
    throw error;
  }
}

/** Makes a version its pack's active one (Dev.Update). */
export async function activatePackVersion(
  ctx: Ctx,
  actor: Granted<"Dev.Update">,
  versionId: number,
): Promise<PackVersion> {
  requireWritable(actor);
  return ctx.db.transaction(async (tx) => {
    const [version] = await tx.select().from(uiPackVersions).where(eq(uiPackVersions.id, versionId));
    if (!version) throw new AppError("DBDataNotExist");
    await tx.select({ id: uiPacks.id }).from(uiPacks).where(eq(uiPacks.id, version.packId)).for("update");
    const [activated] = await tx
      .update(uiPackVersions)
      .set({ activatedAt: ctx.clock.now() })
      .where(eq(uiPackVersions.id, version.id))
      .returning();
    await tx
      .update(uiPacks)
      .set({ activeVersionId: version.id, updatedAt: ctx.clock.now() })
      .where(eq(uiPacks.id, version.packId));
    return versionOf({ ...ctx, db: tx }, activated!, version.id);
  });
}

/**
 * Goes back to the version that was active before the current one (Dev.Update); the current one
 * leaves the history, so a second rollback goes one further back. DBStatusChangeNotAllowed when no
 * earlier version was ever active.
 */
export async function rollbackPack(
  ctx: Ctx,
  actor: Granted<"Dev.Update">,
  packId: number,
): Promise<PackVersion> {
  requireWritable(actor);
  await uiPackResource.findWritable(ctx, packId);
  return ctx.db.transaction(async (tx) => {
    const [pack] = await tx.select().from(uiPacks).where(eq(uiPacks.id, packId)).for("update");
    if (!pack) throw new AppError("DBDataNotExist");
    const current = pack.activeVersionId;
    const [previous] = await tx
      .select()
      .from(uiPackVersions)
      .where(
        and(
          eq(uiPackVersions.packId, pack.id),
          isNotNull(uiPackVersions.activatedAt),
          current === null ? undefined : ne(uiPackVersions.id, current),
        ),
      )
      .orderBy(desc(uiPackVersions.activatedAt), desc(uiPackVersions.id))
      .limit(1);
    if (!previous) throw new AppError("DBStatusChangeNotAllowed", "no earlier version to roll back to");
    if (current !== null) {
      await tx.update(uiPackVersions).set({ activatedAt: null }).where(eq(uiPackVersions.id, current));
    }
    await tx
      .update(uiPacks)
      .set({ activeVersionId: previous.id, updatedAt: ctx.clock.now() })
      .where(eq(uiPacks.id, pack.id));
    return versionOf({ ...ctx, db: tx }, previous, previous.id);
  });
}
