import { allPermissions } from "@crucible/schema";
import { count, eq } from "drizzle-orm";
import { permGroups, permRoleGroups, permRoles, sysUserRoles, sysUsers } from "../db/schema.js";
import type { Services } from "./context.js";
import { hashPassword, randomToken } from "./auth/crypto.js";
import { checkAccount, checkPassword } from "./users/validation.js";

export interface SeedLog {
  info(message: string): void;
  warn(message: string): void;
}

/** A generated password that meets the rules: letters of both cases, digits and a special character. */
export function generatePassword(): string {
  return `Cr${randomToken(9).replace(/[-_]/g, "x").slice(0, 12)}#7a`;
}

/**
 * On an empty database, creates the system administrator (CRUCIBLE_ADMIN_ACCOUNT and
 * CRUCIBLE_ADMIN_PASSWORD, or a generated password printed once) holding every permission.
 */
export async function seedAdministrator(
  services: Services,
  input: { account: string; password: string | undefined },
  log: SeedLog,
): Promise<void> {
  const [existing] = await services.db.select({ n: count() }).from(sysUsers);
  if ((existing?.n ?? 0) > 0) return;
  const account = checkAccount(input.account);
  const password = input.password ? checkPassword(input.password) : generatePassword();
  const passwordHash = await hashPassword(password);
  await services.db.transaction(async (tx) => {
    const [group] = await tx
      .insert(permGroups)
      .values({ name: administratorsGroup, perms: [...allPermissions], remark: administratorsGroupRemark })
      .onConflictDoUpdate({ target: permGroups.name, set: { perms: [...allPermissions] } })
      .returning();
    const [role] = await tx
      .insert(permRoles)
      .values({ name: "Administrator", remark: administratorRoleRemark })
      .onConflictDoUpdate({ target: permRoles.name, set: { status: "enabled" } })
      .returning();
    await tx.insert(permRoleGroups).values({ roleId: role!.id, groupId: group!.id }).onConflictDoNothing();
    const [admin] = await tx
      .insert(sysUsers)
      .values({ account, passwordHash, name: "Administrator", pwdChangedAt: services.clock.now() })
      .returning();
    await tx.insert(sysUserRoles).values({ sysUserId: admin!.id, roleId: role!.id });
  });
  if (input.password) log.info(`created system administrator '${account}'`);
  else
    log.warn(`created system administrator '${account}' with password: ${password} (shown once; change it)`);
}

/** The seeded group that holds every permission. */
export const administratorsGroup = "Administrators";

// A group or a role has one name (the group's is how syncAdministratorsGroup finds it) and one remark:
// the remark carries both languages, as a seeded template's summary does (docs/glossary.md).
const administratorsGroupRemark = "Every permission. 管理员权限组：拥有全部权限。";
const administratorRoleRemark =
  "Holds the Administrators group. 管理员角色：拥有 Administrators（管理员）权限组。";

/**
 * Keeps the Administrators group holding every permission of the catalogue, also the ones a later
 * version adds (the seed runs only on an empty database). Answers the permissions it added.
 */
export async function syncAdministratorsGroup(services: Services, log: SeedLog): Promise<string[]> {
  const [group] = await services.db.select().from(permGroups).where(eq(permGroups.name, administratorsGroup));
  if (!group) return [];
  const held = new Set(group.perms);
  const added = allPermissions.filter((perm) => !held.has(perm));
  if (added.length === 0) return [];
  await services.db
    .update(permGroups)
    .set({ perms: [...group.perms, ...added], updatedAt: services.clock.now() })
    .where(eq(permGroups.id, group.id));
  log.info(`granted the ${administratorsGroup} group the new permissions ${added.join(", ")}`);
  return added;
}
