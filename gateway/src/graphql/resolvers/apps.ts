/** GraphQL of system applets and UI packs over domain/apps (the same resources and rules as REST). */
import { grantedIn, signedInTo } from "../directives.js";
import { listFields } from "../projection.js";
import { menuApps, reorderApps, sysAppResource } from "../../domain/apps/apps.js";
import {
  activatePackVersion,
  packVersions,
  rollbackPack,
  uiPackResource,
} from "../../domain/apps/uiPacks.js";
import { fromGraphQuery } from "../../domain/query.js";
import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  SysAppInput,
} from "../__generated__/resolvers.js";
import { resourceMutations } from "../resourceMutations.js";
import { toId } from "./scalars.js";

/** The REST body of an applet from the GraphQL input. */
function appBody(input: SysAppInput): Record<string, unknown> {
  return {
    Name: input.name,
    EnglishName: input.englishName,
    Icon: input.icon ?? "",
    SvgIcon: input.svgIcon ?? "",
    Kind: input.kind,
    Link: input.link ?? "",
    Side: input.side ?? "user",
    GroupIds: (input.groupIds ?? []).map((id) => toId(id)),
  };
}

export const appQueries: Pick<
  Required<QueryResolvers>,
  "sysApps" | "menuApps" | "sysMenuApps" | "uiPacks" | "uiPackVersions"
> = {
  sysApps: (_p, { query }, ctx, info) => sysAppResource.page(ctx, fromGraphQuery(query), listFields(info)),
  menuApps: (_p, _a, ctx, info) => menuApps(ctx, signedInTo(info, "user")),
  sysMenuApps: (_p, _a, ctx, info) => menuApps(ctx, signedInTo(info, "sys")),
  uiPacks: (_p, { query }, ctx, info) => uiPackResource.page(ctx, fromGraphQuery(query), listFields(info)),
  uiPackVersions: (_p, { packId }, ctx) => packVersions(ctx, toId(packId)),
};

export const appMutations: Pick<
  Required<MutationResolvers>,
  | "createSysApp"
  | "updateSysApp"
  | "setSysAppStatus"
  | "sortSysApps"
  | "deleteSysApps"
  | "createUiPack"
  | "deleteUiPacks"
  | "activateUiPackVersion"
  | "rollbackUiPack"
> = {
  createSysApp: (_p, { input }, ctx) => sysAppResource.insert(ctx, appBody(input)),
  updateSysApp: (_p, { id, input }, ctx) => sysAppResource.update(ctx, toId(id), appBody(input)),
  sortSysApps: (_p, { ids }, ctx, info) =>
    reorderApps(
      ctx,
      grantedIn(info, "Sys.App.Update"),
      ids.map((id) => toId(id)),
    ),
  ...resourceMutations(sysAppResource, { status: "setSysAppStatus", deleteMany: "deleteSysApps" }),
  createUiPack: (_p, { input }, ctx) =>
    uiPackResource.insert(ctx, { Name: input.name, Remark: input.remark ?? "" }),
  ...resourceMutations(uiPackResource, { deleteMany: "deleteUiPacks" }),
  activateUiPackVersion: (_p, { id }, ctx, info) =>
    activatePackVersion(ctx, grantedIn(info, "Dev.Update"), toId(id)),
  rollbackUiPack: (_p, { packId }, ctx, info) =>
    rollbackPack(ctx, grantedIn(info, "Dev.Update"), toId(packId)),
};

export const appTypeResolvers: Pick<Resolvers, "SysApp" | "UiPack" | "UiPackVersion"> = {
  SysApp: {
    id: (row) => String(row.id),
    url: (row) => (row.kind === "bundle" ? (row.entryPath ? `/api/sandbox/${row.entryPath}` : "") : row.link),
    // The menus' lists are not told which groups see an applet.
    groupIds: (row, _a, ctx) =>
      ctx.sys && ctx.sys.perms.has("Sys.App.Read") ? row.groupIds.map(String) : [],
  },
  UiPack: {
    id: (row) => String(row.id),
    activeVersionId: (row) => (row.activeVersionId === null ? null : String(row.activeVersionId)),
  },
  UiPackVersion: {
    id: (version) => String(version.row.id),
    packId: (version) => String(version.row.packId),
    version: (version) => version.row.version,
    active: (version) => version.active,
    url: (version) => version.url,
    fileCount: (version) => version.fileCount,
    totalSize: (version) => version.totalSize,
    activatedAt: (version) => version.row.activatedAt,
    createdAt: (version) => version.row.createdAt,
  },
};
