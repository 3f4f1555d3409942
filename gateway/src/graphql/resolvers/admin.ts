import { requirePerm } from "../../domain/access/guards.js";
import { grantedIn, signedInTo } from "../directives.js";
import { resourceMutations } from "../resourceMutations.js";
import { listFields } from "../projection.js";
import {
  createSystemUser,
  groupResource,
  permissionCatalogue,
  roleResource,
  saveGroup,
  saveRole,
  setSystemUserPassword,
  systemUserResource,
  updateSystemUser,
} from "../../domain/users/sysAccess.js";
import { boardCounts } from "../../domain/board/board.js";
import { boardTrends } from "../../domain/board/trends.js";
import { kickSession, loginLogResourceOf, sessionResourceOf } from "../../domain/users/sessions.js";
import {
  adminCreateUser,
  adminSetUserPassword,
  adminUpdateUser,
  normalUserResource,
} from "../../domain/users/normalUsers.js";
import {
  readFeatureSwitches,
  readSysConfig,
  saveFeatureSwitches,
  saveSysConfig,
} from "../../domain/config/settings.js";
import { readLoginPolicy, saveLoginPolicy } from "../../domain/auth/policySettings.js";
import { fromGraphQuery } from "../../domain/query.js";
import {
  adminTemplates,
  anyImageTemplateResource,
  setTemplateUse,
  templateResources,
} from "../../domain/images/imageTemplates.js";
import type { ImageTemplateKind, MutationResolvers, QueryResolvers } from "../__generated__/resolvers.js";
import { toId } from "./scalars.js";

export const adminQueries: Pick<
  Required<QueryResolvers>,
  | "board"
  | "boardTrends"
  | "users"
  | "user"
  | "systemUsers"
  | "roles"
  | "permGroups"
  | "permissionCatalogue"
  | "sessions"
  | "loginLogs"
  | "loginPolicy"
  | "sysConfig"
  | "featureSwitches"
  | "imageTemplates"
> = {
  board: (_p, _a, ctx, info) => boardCounts(ctx, grantedIn(info, "ControlPanel.Read")),
  boardTrends: (_p, { days }, ctx, info) => boardTrends(ctx, grantedIn(info, "ControlPanel.Read"), days),
  users: (_p, { query }, ctx, info) => normalUserResource.page(ctx, fromGraphQuery(query), listFields(info)),
  user: (_p, { id }, ctx) => normalUserResource.find(ctx, toId(id)),
  systemUsers: (_p, { query }, ctx, info) =>
    systemUserResource.page(ctx, fromGraphQuery(query), listFields(info)),
  roles: (_p, { query }, ctx, info) => roleResource.page(ctx, fromGraphQuery(query), listFields(info)),
  permGroups: (_p, { query }, ctx, info) => groupResource.page(ctx, fromGraphQuery(query), listFields(info)),
  permissionCatalogue: (_p, _a, ctx, info) => permissionCatalogue(ctx, signedInTo(info, "sys")),
  // The side's resource checks User.Read or Sys.User.Read.
  sessions: (_p, { side, query }, ctx, info) =>
    sessionResourceOf(side).page(ctx, fromGraphQuery(query), listFields(info)),
  loginLogs: (_p, { side, query }, ctx, info) =>
    loginLogResourceOf(side).page(ctx, fromGraphQuery(query), listFields(info)),
  loginPolicy: (_p, _a, ctx, info) => readLoginPolicy(ctx, grantedIn(info, "Sys.User.Read")),
  sysConfig: (_p, _a, ctx, info) => readSysConfig(ctx, grantedIn(info, "Sys.Config.Read")),
  featureSwitches: (_p, _a, ctx, info) => readFeatureSwitches(ctx, signedInTo(info, "sys")),
  imageTemplates: (_p, { kind }, ctx, info) => adminTemplates(ctx, grantedIn(info, "Sys.Config.Read"), kind),
};

export const adminMutations: Pick<
  Required<MutationResolvers>,
  | "createUser"
  | "updateUser"
  | "setUserStatus"
  | "setUserPassword"
  | "removeUser"
  | "recoverUser"
  | "createSystemUser"
  | "updateSystemUser"
  | "setSystemUserStatus"
  | "setSystemUserPassword"
  | "removeSystemUser"
  | "recoverSystemUser"
  | "createRole"
  | "updateRole"
  | "setRoleStatus"
  | "removeRole"
  | "recoverRole"
  | "createPermGroup"
  | "updatePermGroup"
  | "setPermGroupStatus"
  | "removePermGroup"
  | "recoverPermGroup"
  | "revokeSession"
  | "saveLoginPolicy"
  | "saveSysConfig"
  | "saveFeatureSwitches"
  | "setImageTemplateUse"
  | "removeImageTemplate"
  | "reorderImageTemplates"
> = {
  createUser: (_p, { input }, ctx, info) =>
    adminCreateUser(ctx, grantedIn(info, "User.Update"), { ...input, email: input.email ?? "" }),
  updateUser: async (_p, { id, input }, ctx, info) =>
    adminUpdateUser(ctx, grantedIn(info, "User.Update"), await normalUserResource.find(ctx, toId(id)), input),
  setUserPassword: async (_p, { id, password }, ctx, info) => {
    await adminSetUserPassword(
      ctx,
      grantedIn(info, "User.Update"),
      await normalUserResource.find(ctx, toId(id)),
      password,
    );
    return true;
  },
  ...resourceMutations(normalUserResource, {
    status: "setUserStatus",
    remove: "removeUser",
    recover: "recoverUser",
  }),

  createSystemUser: (_p, { input }, ctx, info) =>
    createSystemUser(ctx, grantedIn(info, "Sys.User.Update"), input),
  updateSystemUser: async (_p, { id, input }, ctx, info) =>
    updateSystemUser(
      ctx,
      grantedIn(info, "Sys.User.Update"),
      await systemUserResource.find(ctx, toId(id)),
      input,
    ),
  setSystemUserPassword: async (_p, { id, password }, ctx, info) => {
    await setSystemUserPassword(
      ctx,
      grantedIn(info, "Sys.User.Update"),
      await systemUserResource.find(ctx, toId(id)),
      password,
    );
    return true;
  },
  ...resourceMutations(systemUserResource, {
    status: "setSystemUserStatus",
    remove: "removeSystemUser",
    recover: "recoverSystemUser",
  }),
  createRole: (_p, { input }, ctx, info) => saveRole(ctx, grantedIn(info, "Sys.User.Update"), null, input),
  updateRole: async (_p, { id, input }, ctx, info) =>
    saveRole(ctx, grantedIn(info, "Sys.User.Update"), await roleResource.find(ctx, toId(id)), input),
  ...resourceMutations(roleResource, {
    status: "setRoleStatus",
    remove: "removeRole",
    recover: "recoverRole",
  }),
  createPermGroup: (_p, { input }, ctx, info) =>
    saveGroup(ctx, grantedIn(info, "Sys.User.Update"), null, input),
  updatePermGroup: async (_p, { id, input }, ctx, info) =>
    saveGroup(ctx, grantedIn(info, "Sys.User.Update"), await groupResource.find(ctx, toId(id)), input),
  ...resourceMutations(groupResource, {
    status: "setPermGroupStatus",
    remove: "removePermGroup",
    recover: "recoverPermGroup",
  }),
  revokeSession: (_p, { side, id }, ctx) => {
    const sessionId = toId(id);
    // The permission depends on the side argument (@auth(side: SYSTEM) signed the caller in): checked here.
    return side === "user"
      ? kickSession(ctx, requirePerm(ctx, "User.Update"), "user", sessionId)
      : kickSession(ctx, requirePerm(ctx, "Sys.User.Update"), "sys", sessionId);
  },
  saveLoginPolicy: (_p, { policy }, ctx, info) =>
    saveLoginPolicy(ctx, grantedIn(info, "Sys.User.Update"), policy),
  saveSysConfig: (_p, { config }, ctx, info) =>
    saveSysConfig(ctx, grantedIn(info, "Sys.Config.Update"), config),
  saveFeatureSwitches: (_p, { switches }, ctx, info) =>
    saveFeatureSwitches(ctx, grantedIn(info, "Sys.Config.Update"), switches),
  setImageTemplateUse: (_p, { id, use }, ctx, info) =>
    setTemplateUse(ctx, grantedIn(info, "Sys.Config.Update"), toId(id), use),
  // Hard delete (the resource's delete verb, as over REST): the template's blob goes when unused.
  ...resourceMutations(anyImageTemplateResource, { delete: "removeImageTemplate" }),
  ...resourceMutations(({ kind }: { kind: ImageTemplateKind }) => templateResources[kind], {
    reorder: "reorderImageTemplates",
  }),
};
