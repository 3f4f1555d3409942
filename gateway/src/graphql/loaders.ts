/** DataLoaders built per request, so that lists resolve their relations in one query per relation. */
import DataLoader from "dataloader";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/connection.js";
import { tasks, type TaskRow } from "../db/jobs.js";
import { tokenLedger } from "../db/ledger.js";
import {
  modules,
  moduleUsers,
  type ModuleRow,
  type ProcessorRow,
  processors,
  containerImages,
  moduleGroups,
  type ContainerImageRow,
  type ModuleFileRow,
  type ModuleGroupRow,
} from "../db/modules.js";
import {
  favorites,
  blobs,
  permGroups,
  permRoleGroups,
  permRoles,
  sessions,
  sysUserRoles,
  sysUsers,
  type PermGroupRow,
  type PermRoleRow,
  type SessionRow,
  type Side,
} from "../db/schema.js";
import { templates, type TemplateRow } from "../db/templates.js";
import { users } from "../db/users.js";
import type { Services } from "../domain/context.js";
import { workerStaleMs, workersHoldingImages } from "../domain/workers/workers.js";
import { usableBy } from "../domain/templates/templateVersions.js";
import {
  enabledUsersByModule,
  moduleCountsByGroup,
  moduleCountsByImage,
  type EnabledUser,
} from "../domain/modules/admin.js";
import { moduleFilesByModule } from "../domain/modules/moduleFiles.js";
import { namesOfProjects, projectNames } from "../domain/projects/projects.js";

/** Rows grouped by a key, in their order. */
function groupBy<K, V>(rows: readonly V[], key: (row: V) => K): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Favourite flags of one actor for rows of one resource path, batched per request. */
function favoriteLoader(db: Database, side: Side, userId: number, resource: string) {
  return new DataLoader<number, boolean>(async (ids) => {
    const rows = await db
      .select({ id: favorites.resourceId })
      .from(favorites)
      .where(
        and(
          eq(favorites.side, side),
          eq(favorites.userId, userId),
          eq(favorites.resource, resource),
          inArray(favorites.resourceId, [...ids]),
        ),
      );
    const set = new Set(rows.map((r) => r.id));
    return ids.map((id) => set.has(id));
  });
}

/** A loader of rows by id (null for an id with no row), from one query per batch. */
function byId<T extends { id: number }>(load: (ids: number[]) => Promise<T[]>): DataLoader<number, T | null> {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = await load([...ids]);
    const map = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** The favourite flag loader of each resource path for the caller (none without a caller), made on first use. */
function favoriteLoaders(db: Database, actor: { side: Side; id: number } | null) {
  const loaders = new Map<string, DataLoader<number, boolean>>();
  return (resource: string): DataLoader<number, boolean> | null => {
    if (!actor) return null;
    let loader = loaders.get(resource);
    if (!loader) {
      loader = favoriteLoader(db, actor.side, actor.id, resource);
      loaders.set(resource, loader);
    }
    return loader;
  };
}

/** The back office's access relations: a staff member's roles and permissions, a role's groups. */
function accessLoaders(db: Database) {
  const rolesBySysUser = new DataLoader<number, PermRoleRow[]>(async (ids) => {
    const rows = await db
      .select({ userId: sysUserRoles.sysUserId, role: permRoles })
      .from(sysUserRoles)
      .innerJoin(permRoles, eq(permRoles.id, sysUserRoles.roleId))
      .where(and(inArray(sysUserRoles.sysUserId, [...ids]), isNull(permRoles.deletedAt)));
    const map = groupBy(rows, (r) => r.userId);
    return ids.map((id) => (map.get(id) ?? []).map((r) => r.role));
  });

  const groupsByRole = new DataLoader<number, PermGroupRow[]>(async (ids) => {
    const rows = await db
      .select({ roleId: permRoleGroups.roleId, group: permGroups })
      .from(permRoleGroups)
      .innerJoin(permGroups, eq(permGroups.id, permRoleGroups.groupId))
      .where(and(inArray(permRoleGroups.roleId, [...ids]), isNull(permGroups.deletedAt)));
    const map = groupBy(rows, (r) => r.roleId);
    return ids.map((id) => (map.get(id) ?? []).map((r) => r.group));
  });

  const permissionsBySysUser = new DataLoader<number, string[]>(async (ids) => {
    const rows = await db
      .select({ userId: sysUserRoles.sysUserId, perms: permGroups.perms })
      .from(sysUserRoles)
      .innerJoin(permRoles, eq(permRoles.id, sysUserRoles.roleId))
      .innerJoin(permRoleGroups, eq(permRoleGroups.roleId, permRoles.id))
      .innerJoin(permGroups, eq(permGroups.id, permRoleGroups.groupId))
      .where(
        and(
          inArray(sysUserRoles.sysUserId, [...ids]),
          eq(permRoles.status, "enabled"),
          isNull(permRoles.deletedAt),
          eq(permGroups.status, "enabled"),
          isNull(permGroups.deletedAt),
        ),
      );
    const map = groupBy(rows, (r) => r.userId);
    return ids.map((id) => [...new Set((map.get(id) ?? []).flatMap((r) => r.perms))].sort());
  });
  return { rolesBySysUser, groupsByRole, permissionsBySysUser };
}

/** Each side's users' live sessions (most recently seen first) and accounts. */
function userLoaders(db: Database) {
  const liveSessions = (side: Side) =>
    new DataLoader<number, SessionRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.side, side),
            inArray(sessions.userId, [...ids]),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt));
      const map = groupBy(rows, (r) => r.userId);
      return ids.map((id) => map.get(id) ?? []);
    });

  const accountOf = (side: Side) =>
    new DataLoader<number, string>(async (ids) => {
      const table = side === "user" ? users : sysUsers;
      const rows = await db
        .select({ id: table.id, account: table.account })
        .from(table)
        .where(inArray(table.id, [...ids]));
      const map = new Map(rows.map((r) => [r.id, r.account]));
      return ids.map((id) => map.get(id) ?? "");
    });
  return {
    sessionsByUser: { user: liveSessions("user"), sys: liveSessions("sys") },
    accountByUser: { user: accountOf("user"), sys: accountOf("sys") },
  };
}

/** Modules, templates and processors by id, and the modules and templates a normal user may see. */
function runnableLoaders(db: Database, actor: { side: Side; id: number } | null) {
  const moduleById = new DataLoader<number, ModuleRow | null>(async (ids) => {
    const rows = await db
      .select()
      .from(modules)
      .where(inArray(modules.id, [...ids]));
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });

  /** Modules a normal user may see (visibility all, or partly and enabled for them); live ones only. */
  const userVisibleModule = new DataLoader<number, ModuleRow | null>(async (ids) => {
    if (!actor || actor.side !== "user") return ids.map(() => null);
    const rows = await db
      .select()
      .from(modules)
      .where(
        and(
          inArray(modules.id, [...ids]),
          isNull(modules.deletedAt),
          sql`(${modules.visibility} = 'all' or (${modules.visibility} = 'partly' and exists (select 1 from ${moduleUsers} where ${moduleUsers.moduleId} = ${modules.id} and ${moduleUsers.userId} = ${actor.id})))`,
        ),
      );
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });

  /** Templates a normal user may see (enabled system ones and their own), live ones only. */
  const userVisibleTemplate = new DataLoader<number, TemplateRow | null>(async (ids) => {
    if (!actor || actor.side !== "user") return ids.map(() => null);
    const rows = await db
      .select()
      .from(templates)
      .where(and(inArray(templates.id, [...ids]), isNull(templates.deletedAt), usableBy(actor.id)));
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });

  const processorById = new DataLoader<number, ProcessorRow | null>(async (ids) => {
    const rows = await db
      .select()
      .from(processors)
      .where(inArray(processors.id, [...ids]));
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });
  return { moduleById, userVisibleModule, userVisibleTemplate, processorById };
}

/** What a job's view reads of its relations: blob sizes, the tokens each job spent, each job's tasks. */
function jobLoaders(db: Database) {
  const blobSizeById = new DataLoader<number, number | null>(async (ids) => {
    const rows = await db
      .select({ id: blobs.id, size: blobs.size })
      .from(blobs)
      .where(inArray(blobs.id, [...ids]));
    const map = new Map(rows.map((r) => [r.id, r.size]));
    return ids.map((id) => map.get(id) ?? null);
  });

  const tokensByJob = new DataLoader<number, number>(async (ids) => {
    const rows = await db
      .select({ jobId: tasks.jobId, spent: sql<string>`coalesce(sum(-${tokenLedger.amount}), 0)` })
      .from(tokenLedger)
      .innerJoin(tasks, eq(tasks.id, tokenLedger.taskId))
      .where(inArray(tasks.jobId, [...ids]))
      .groupBy(tasks.jobId);
    const map = new Map(rows.map((r) => [r.jobId, Number(r.spent)]));
    return ids.map((id) => map.get(id) ?? 0);
  });

  const tasksByJob = new DataLoader<number, TaskRow[]>(async (ids) => {
    const rows = await db
      .select()
      .from(tasks)
      .where(inArray(tasks.jobId, [...ids]))
      .orderBy(asc(tasks.id));
    const map = groupBy(rows, (r) => r.jobId);
    return ids.map((id) => map.get(id) ?? []);
  });
  return { blobSizeById, tasksByJob, tokensByJob };
}

/** Project names: of the caller's projects, and of the project a row names. */
function projectLoaders(db: Database, actor: { side: Side; id: number } | null) {
  return {
    /** The names of projects the caller (a normal user) is an accepted member of; null for others. */
    projectName: new DataLoader<number, string | null>(async (ids) => {
      if (!actor || actor.side !== "user") return ids.map(() => null);
      const names = await projectNames(db, actor.id, ids);
      return ids.map((id) => names.get(id) ?? null);
    }),
    /**
     * The name of the project a row names (an order or a pack bought for a project), for any caller:
     * the row was read under its own rule (the buyer's own rows, or the back office's permission), so
     * no membership is asked. Null for a deleted project.
     */
    projectNameOfRow: new DataLoader<number, string | null>(async (ids) => {
      const names = await namesOfProjects(db, ids);
      return ids.map((id) => names.get(id) ?? null);
    }),
  };
}

/** The catalogue's relations (back office modules, images, groups): by id, counts, enabled users, files. */
function catalogueLoaders(services: Services) {
  const { db } = services;
  return {
    imageById: byId<ContainerImageRow>(async (ids) =>
      db.select().from(containerImages).where(inArray(containerImages.id, ids)),
    ),
    groupById: byId<ModuleGroupRow>(async (ids) =>
      db.select().from(moduleGroups).where(inArray(moduleGroups.id, ids)),
    ),
    modulesPerImage: new DataLoader<number, number>(async (ids) => {
      const counts = await moduleCountsByImage(services, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    workersPerImage: new DataLoader<number, number>(async (ids) => {
      const counts = await workersHoldingImages(services, workerStaleMs(services.config));
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    modulesPerGroup: new DataLoader<number, number>(async (ids) => {
      const counts = await moduleCountsByGroup(services, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    enabledUsers: new DataLoader<number, EnabledUser[]>(async (ids) => {
      const byModule = await enabledUsersByModule(services, ids);
      return ids.map((id) => byModule.get(id) ?? []);
    }),
    moduleFiles: new DataLoader<number, ModuleFileRow[]>(async (ids) => {
      const byModule = await moduleFilesByModule(services, ids);
      return ids.map((id) => byModule.get(id) ?? []);
    }),
  };
}

/** The loaders of one request, for its caller (null: signed out), by relation. */
export function createLoaders(services: Services, actor: { side: Side; id: number } | null = null) {
  const { db } = services;
  return {
    favorite: favoriteLoaders(db, actor),
    ...runnableLoaders(db, actor),
    ...jobLoaders(db),
    ...accessLoaders(db),
    ...userLoaders(db),
    ...projectLoaders(db, actor),
    ...catalogueLoaders(services),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
