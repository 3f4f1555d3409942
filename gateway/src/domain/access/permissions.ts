import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { permGroups, permRoleGroups, permRoles, sysUserRoles } from "../../db/schema.js";

/** The permissions of a system user: the union over enabled groups of enabled roles. */
export async function loadPermissions(db: Database, sysUserId: number): Promise<Set<string>> {
  const rows = await db
    .select({ perms: permGroups.perms })
    .from(sysUserRoles)
    .innerJoin(permRoles, eq(permRoles.id, sysUserRoles.roleId))
    .innerJoin(permRoleGroups, eq(permRoleGroups.roleId, permRoles.id))
    .innerJoin(permGroups, eq(permGroups.id, permRoleGroups.groupId))
    .where(
      and(
        eq(sysUserRoles.sysUserId, sysUserId),
        eq(permRoles.status, "enabled"),
        isNull(permRoles.deletedAt),
        eq(permGroups.status, "enabled"),
        isNull(permGroups.deletedAt),
      ),
    );
  return new Set(rows.flatMap((r) => r.perms));
}
