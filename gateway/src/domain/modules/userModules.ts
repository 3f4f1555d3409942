/**
 * The modules a normal user picks from (REST workflow_job_task_module/list and GraphQL `modules`,
 * one query for both), one module they may see, and their favourite modules.
 */
import { and, asc, eq } from "drizzle-orm";
import { modules, type ModuleRow } from "../../db/modules.js";
import { favorites } from "../../db/schema.js";
import { requireWritable, type UserActor } from "../access/guards.js";
import type { Ctx } from "../context.js";
import { AppError } from "../errors.js";
import { moduleForReader } from "../files/links.js";
import { visibleToUser } from "./catalogue.js";

/** The favourites resource name of modules on the user side. */
export const moduleFavorites = "workflow_job_task_module";

/** Enabled modules the user may run, in catalogue order (at most 1000), as readers see them. */
export async function pickableModules(ctx: Ctx, actor: UserActor): Promise<ModuleRow[]> {
  const rows = await ctx.db
    .select()
    .from(modules)
    .where(and(visibleToUser(actor), eq(modules.status, "enabled")))
    .orderBy(asc(modules.sortOrder), asc(modules.id))
    .limit(1000);
  return rows.map(moduleForReader);
}

async function visibleModuleRow(ctx: Ctx, actor: UserActor, id: number): Promise<ModuleRow> {
  const [row] = await ctx.db
    .select()
    .from(modules)
    .where(and(eq(modules.id, id), visibleToUser(actor)));
  if (!row) throw new AppError("DBDataNotExist");
  return row;
}

/** One module the user may see (disabled ones too), or DBDataNotExist. */
export async function userModule(ctx: Ctx, actor: UserActor, id: number): Promise<ModuleRow> {
  return moduleForReader(await visibleModuleRow(ctx, actor, id));
}

/** Marks or unmarks a module the user may see as their favourite; answers the module. */
export async function setModuleFavorite(
  ctx: Ctx,
  actor: UserActor,
  id: number,
  favorite: boolean,
): Promise<ModuleRow> {
  requireWritable(actor);
  const row = await visibleModuleRow(ctx, actor, id);
  const key = { side: "user" as const, userId: actor.id, resource: moduleFavorites, resourceId: row.id };
  if (favorite) await ctx.db.insert(favorites).values(key).onConflictDoNothing();
  else
    await ctx.db
      .delete(favorites)
      .where(
        and(
          eq(favorites.side, "user"),
          eq(favorites.userId, actor.id),
          eq(favorites.resource, moduleFavorites),
          eq(favorites.resourceId, row.id),
        ),
      );
  return moduleForReader(row);
}
