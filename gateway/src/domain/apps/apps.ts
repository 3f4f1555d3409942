/**
 * System applets (spec §2, §6 `Sys.App`; issue 13): the back office registers applets (name, English
 * name, icon or SVG icon, an uploaded bundle or an outside link), orders, enables, disables and limits
 * back-office applets to permission groups; each side's menu lists the enabled applets its signed-in
 * actor may see. Everything needs the Sys.App feature switch, which the calls and fields declare.
 */
import { appFeature, appInput } from "@crucible/schema";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { permGroups, permRoleGroups, permRoles, sysUserRoles } from "../../db/schema.js";
import { sysApps, type SysAppRow } from "../../db/apps.js";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted, type SignedIn } from "../access/guards.js";
import { AppError, invalid, parseInput } from "../errors.js";
import { manageVerbs, defineResource, type Resource } from "../resources/registry.js";
import { createBundle, dropBundle } from "./bundles.js";

/** The most applets (both sides, removed ones included). */
export const maxApps = 200;

export function presentApp(row: SysAppRow): Record<string, unknown> {
  return {
    Id: row.id,
    Name: row.name,
    EnglishName: row.englishName,
    Icon: row.icon,
    SvgIcon: row.svgIcon,
    Kind: row.kind,
    Link: row.kind === "link" ? row.link : "",
    /** The bundle's page, relative to the site root; empty before a bundle is uploaded. */
    Url: row.kind === "bundle" ? (row.entryPath ? `/api/sandbox/${row.entryPath}` : "") : row.link,
    Side: row.side,
    Status: row.status,
    SortOrder: row.sortOrder,
    CreatedAt: row.createdAt,
    UpdatedAt: row.updatedAt,
  };
}

export function presentSysApp(row: SysAppRow): Record<string, unknown> {
  return { ...presentApp(row), GroupIds: row.groupIds };
}

/** Every group id names a live permission group, or ServerInvalidParameter. */
async function checkGroups(ctx: Ctx, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await ctx.db
    .select({ id: permGroups.id })
    .from(permGroups)
    .where(and(inArray(permGroups.id, unique), isNull(permGroups.deletedAt)));
  if (found.length !== unique.length) throw invalid("GroupIds: no such permission group");
  return unique.sort((a, b) => a - b);
}

/**
 * Registers an applet at the end of the list. The table is locked for the count and the next place,
 * so parallel inserts get distinct places and cannot pass the bound.
 */
async function insertApp(ctx: Ctx, body: Record<string, unknown>): Promise<SysAppRow> {
  const input = parseInput(appInput, body);
  const groupIds = await checkGroups(ctx, input.GroupIds);
  await ctx.db.execute(sql`lock table ${sysApps} in share row exclusive mode`);
  const [stats] = await ctx.db
    .select({ n: count(), last: sql<number | null>`max(${sysApps.sortOrder})` })
    .from(sysApps);
  if ((stats?.n ?? 0) >= maxApps) throw new AppError("DBRateLimit", `at most ${maxApps} applets`);
  const [row] = await ctx.db
    .insert(sysApps)
    .values({
      name: input.Name,
      englishName: input.EnglishName,
      icon: input.Icon,
      svgIcon: input.SvgIcon,
      kind: input.Kind,
      link: input.Kind === "link" ? input.Link : "",
      side: input.Side,
      groupIds: input.Side === "sys" ? groupIds : [],
      sortOrder: (stats?.last ?? -1) + 1,
    })
    .returning();
  return row!;
}

async function updateApp(ctx: Ctx, row: SysAppRow, body: Record<string, unknown>): Promise<SysAppRow> {
  const input = parseInput(appInput, { ...presentSysApp(row), ...body });
  const groupIds = await checkGroups(ctx, input.GroupIds);
  const [updated] = await ctx.db
    .update(sysApps)
    .set({
      name: input.Name,
      englishName: input.EnglishName,
      icon: input.Icon,
      svgIcon: input.SvgIcon,
      kind: input.Kind,
      link: input.Kind === "link" ? input.Link : "",
      side: input.Side,
      groupIds: input.Side === "sys" ? groupIds : [],
      updatedAt: ctx.clock.now(),
    })
    .where(eq(sysApps.id, row.id))
    .returning();
  return updated!;
}

const columns = {
  Id: { column: sysApps.id, kind: "int" },
  Name: { column: sysApps.name, kind: "string" },
  EnglishName: { column: sysApps.englishName, kind: "string" },
  Kind: { column: sysApps.kind, kind: "string" },
  Side: { column: sysApps.side, kind: "string" },
  Status: { column: sysApps.status, kind: "string" },
  SortOrder: { column: sysApps.sortOrder, kind: "int" },
  CreatedAt: { column: sysApps.createdAt, kind: "date" },
} as const;

/** The back office's applets (Sys.App.Read/Update/Delete): the generic verbs, in menu order. */
export const sysAppResource: Resource<SysAppRow> = defineResource<SysAppRow>({
  path: "sys/sys_app",
  table: sysApps,
  side: "sys",
  area: "Sys.App",
  feature: appFeature,
  columns,
  defaultOrder: () => [asc(sysApps.sortOrder), asc(sysApps.id)],
  present: presentSysApp,
  verbs: manageVerbs,
  insert: insertApp,
  updatable: Object.keys(appInput.shape),
  update: updateApp,
  afterHardDelete: async (ctx, row) => {
    if (row.bundleId !== null) await dropBundle(ctx, row.bundleId);
  },
});

/**
 * Puts applets in the order given, the others after them in their order (Sys.App.Update). The table
 * is locked for the whole change, so two orders saved at once apply one after the other: the list
 * ends in one of the two, never a mix.
 */
export async function reorderApps(
  ctx: Ctx,
  actor: Granted<"Sys.App.Update">,
  ids: readonly number[],
): Promise<boolean> {
  requireWritable(actor);
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) throw invalid("Ids: an id is given twice");
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${sysApps} in share row exclusive mode`);
    const live = await tx
      .select({ id: sysApps.id })
      .from(sysApps)
      .where(isNull(sysApps.deletedAt))
      .orderBy(asc(sysApps.sortOrder), asc(sysApps.id));
    const known = new Set(live.map((row) => row.id));
    if (unique.some((id) => !known.has(id))) throw new AppError("DBDataNotExist");
    const given = new Set(unique);
    const order = [...unique, ...live.map((row) => row.id).filter((id) => !given.has(id))];
    for (const [index, id] of order.entries()) {
      await tx.update(sysApps).set({ sortOrder: index }).where(eq(sysApps.id, id));
    }
    return true;
  });
}

/** Replaces an applet's bundle with an uploaded zip (Sys.App.Update); the old bundle goes. */
export async function uploadAppBundle(
  ctx: Ctx,
  _actor: Granted<"Sys.App.Update">,
  id: number,
  zip: Buffer,
): Promise<SysAppRow> {
  const row = await sysAppResource.findWritable(ctx, id);
  if (row.kind !== "bundle") throw invalid("Kind: a link applet takes no bundle");
  const bundle = await createBundle(ctx, zip);
  const [updated] = await ctx.db
    .update(sysApps)
    .set({ bundleId: bundle.id, entryPath: `${bundle.uuid}/${bundle.entry}`, updatedAt: ctx.clock.now() })
    .where(eq(sysApps.id, row.id))
    .returning();
  if (!updated) {
    await dropBundle(ctx, bundle.id);
    throw new AppError("DBDataNotExist");
  }
  if (row.bundleId !== null) await dropBundle(ctx, row.bundleId);
  return updated;
}

/** The permission groups of a system user (through its enabled roles). */
async function groupsOf(ctx: Ctx, sysUserId: number): Promise<Set<number>> {
  const rows = await ctx.db
    .select({ id: permRoleGroups.groupId })
    .from(sysUserRoles)
    .innerJoin(permRoles, eq(permRoles.id, sysUserRoles.roleId))
    .innerJoin(permRoleGroups, eq(permRoleGroups.roleId, permRoles.id))
    .where(
      and(
        eq(sysUserRoles.sysUserId, sysUserId),
        eq(permRoles.status, "enabled"),
        isNull(permRoles.deletedAt),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * The applets of a side's menu: enabled, live, ready (a bundle uploaded or a link), in order. A
 * back-office applet limited to groups shows only to administrators in one of them.
 */
export async function menuApps(ctx: Ctx, actor: SignedIn): Promise<SysAppRow[]> {
  const side = actor.side;
  const rows = await ctx.db
    .select()
    .from(sysApps)
    .where(and(eq(sysApps.side, side), eq(sysApps.status, "enabled"), isNull(sysApps.deletedAt)))
    .orderBy(asc(sysApps.sortOrder), asc(sysApps.id))
    .limit(maxApps);
  const ready = rows.filter((row) => (row.kind === "link" ? row.link !== "" : row.entryPath !== ""));
  if (side === "user") return ready;
  const groups = await groupsOf(ctx, actor.id);
  return ready.filter((row) => row.groupIds.length === 0 || row.groupIds.some((id) => groups.has(id)));
}

/** One applet of the caller's menu, or DBDataNotExist (a hidden one answers like a missing one). */
export async function menuApp(ctx: Ctx, actor: SignedIn, id: number): Promise<SysAppRow> {
  const row = (await menuApps(ctx, actor)).find((app) => app.id === id);
  if (!row) throw new AppError("DBDataNotExist");
  return row;
}
