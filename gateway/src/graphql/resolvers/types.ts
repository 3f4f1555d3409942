import type { Resolvers } from "../__generated__/resolvers.js";
import { avatarUrl } from "../../domain/users/presenters.js";
import { sysContactStatus } from "../../domain/users/account.js";

/** Field resolvers of object types whose fields are not plain row columns. */
export const typeResolvers: Pick<
  Resolvers,
  "User" | "SystemUser" | "Role" | "Session" | "Side" | "EntityStatus"
> = {
  Side: { USER: "user", SYSTEM: "sys" },
  EntityStatus: { ENABLED: "enabled", DISABLED: "disabled" },
  User: {
    id: (row) => String(row.id),
    avatarUrl: (row) => avatarUrl(row.avatarBlobId),
    sessions: (row, _a, ctx) => ctx.loaders.sessionsByUser.user.load(row.id),
  },
  SystemUser: {
    id: (row) => String(row.id),
    avatarUrl: (row) => avatarUrl(row.avatarBlobId),
    // The profile calls answer rows that already carry the state; others ask the activation record.
    emailStatus: async (row, _a, ctx) =>
      "emailStatus" in row && typeof row.emailStatus === "boolean"
        ? row.emailStatus
        : (await sysContactStatus(ctx, row)).emailStatus,
    phoneStatus: async (row, _a, ctx) =>
      "phoneStatus" in row && typeof row.phoneStatus === "boolean"
        ? row.phoneStatus
        : (await sysContactStatus(ctx, row)).phoneStatus,
    roles: (row, _a, ctx) => ctx.loaders.rolesBySysUser.load(row.id),
    permissions: (row, _a, ctx) => ctx.loaders.permissionsBySysUser.load(row.id),
    sessions: (row, _a, ctx) => ctx.loaders.sessionsByUser.sys.load(row.id),
  },
  Role: {
    id: (row) => String(row.id),
    groups: (row, _a, ctx) => ctx.loaders.groupsByRole.load(row.id),
  },
  Session: {
    id: (row) => String(row.id),
    userId: (row) => String(row.userId),
    account: (row, _a, ctx) => ctx.loaders.accountByUser[row.side].load(row.userId),
    current: (row, _a, ctx) => (row.side === "user" ? ctx.user : ctx.sys)?.sessionId === row.id,
  },
};
