import { grantedIn, signedInTo } from "../directives.js";
import { resourceMutations } from "../resourceMutations.js";
import { listFields } from "../projection.js";
import type { SdfPageAnswer } from "@crucible/schema";
import type { GraphQLResolveInfo } from "graphql";
import type { DataFileKind, DataFileRow } from "../../db/datasets.js";
import type { Side } from "../../db/schema.js";
import type { Ctx } from "../../domain/context.js";
import { parseSdfQuery } from "../../domain/chem/sdfQuery.js";
import { readSdfPage } from "../../domain/chem/sdfReader.js";
import {
  listFolders,
  sysDataFileResource,
  totalUsage,
  userDataFileResource,
} from "../../domain/datasets/dataFiles.js";
import { fromGraphQuery } from "../../domain/query.js";
import type { Resource } from "../../domain/resources/registry.js";
import type {
  DataFileUpdateInput,
  MutationResolvers,
  QueryResolvers,
  QuerySdfRecordsArgs,
  Resolvers,
} from "../__generated__/resolvers.js";
import { toId } from "./scalars.js";

function resourceOf(side: Side): Resource<DataFileRow> {
  return side === "user" ? userDataFileResource : sysDataFileResource;
}

function updateBody(input: DataFileUpdateInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.name != null) body.Name = input.name;
  if (input.dirNames != null) body.DirNames = input.dirNames;
  if (input.tags != null) body.Tags = input.tags;
  return body;
}

async function updateFile(
  ctx: Ctx,
  side: Side,
  id: number,
  input: DataFileUpdateInput,
): Promise<DataFileRow> {
  await resourceOf(side).run(ctx, "update", id, updateBody(input), null);
  return resourceOf(side).find(ctx, id);
}

async function sdfPage(
  ctx: Ctx,
  side: Side,
  fileId: string,
  args: Pick<QuerySdfRecordsArgs, "offset" | "limit" | "sort" | "filters">,
) {
  const query = parseSdfQuery({ sort: args.sort, filters: args.filters });
  const file = await resourceOf(side).find(ctx, toId(fileId, "fileId"));
  return presentSdfPage(await readSdfPage(ctx, file, args.offset ?? 0, args.limit ?? 20, query));
}

/** An SDF page of the chemistry service as the GraphQL SdfPage. */
export function presentSdfPage(page: SdfPageAnswer) {
  return {
    total: page.Total,
    records: page.Records.map((r) => ({
      index: r.Index,
      name: r.Name,
      attrs: r.Attrs,
      attrOrder: [...r.AttrOrder],
      mol: r.Mol,
      molSvg: r.MolSvg,
      smiles: r.Smiles,
      inChi: r.InChi,
      error: r.Error,
      startLine: r.StartLine,
      endLine: r.EndLine,
    })),
  };
}

function usage(value: { Used: number; Quota: number | null }) {
  return { used: value.Used, quota: value.Quota };
}

export const fileQueries: Pick<
  Required<QueryResolvers>,
  | "dataFiles"
  | "dataFile"
  | "dataFolders"
  | "storageUsage"
  | "sdfRecords"
  | "sysDataFiles"
  | "sysDataFolders"
  | "sysStorageUsage"
  | "sysSdfRecords"
> = {
  dataFiles: (_p, { query }, ctx, info) =>
    userDataFileResource.page(ctx, fromGraphQuery(query), listFields(info)),
  dataFile: (_p, { id }, ctx) => userDataFileResource.find(ctx, toId(id)),
  dataFolders: (_p, { kind }, ctx, info) => listFolders(ctx, signedInTo(info, "user"), kind),
  storageUsage: async (_p, { kind }, ctx, info) =>
    usage(await totalUsage(ctx, signedInTo(info, "user"), kind ?? undefined)),
  sdfRecords: (_p, { fileId, ...args }, ctx) => sdfPage(ctx, "user", fileId, args),
  sysDataFiles: (_p, { query }, ctx, info) =>
    sysDataFileResource.page(ctx, fromGraphQuery(query), listFields(info)),
  sysDataFolders: (_p, { kind }, ctx, info) =>
    listFolders(ctx, grantedIn(info, "Workflow.Job.Task.DataSourceFile.Read"), kind),
  sysStorageUsage: async (_p, { kind }, ctx, info) =>
    usage(await totalUsage(ctx, grantedIn(info, "Workflow.Job.Task.DataSourceFile.Read"), kind)),
  sysSdfRecords: (_p, { fileId, ...args }, ctx) => sdfPage(ctx, "sys", fileId, args),
};

export const fileMutations: Pick<
  Required<MutationResolvers>,
  | "updateDataFile"
  | "removeDataFile"
  | "recoverDataFile"
  | "purgeDataFile"
  | "setDataFileFavorite"
  | "sysUpdateDataFile"
  | "sysSetDataFileStatus"
  | "sysRemoveDataFile"
  | "sysRecoverDataFile"
  | "sysPurgeDataFile"
> = {
  updateDataFile: (_p, { id, input }, ctx) => updateFile(ctx, "user", toId(id), input),
  ...resourceMutations(userDataFileResource, {
    remove: "removeDataFile",
    recover: "recoverDataFile",
    purge: "purgeDataFile",
  }),
  setDataFileFavorite: async (_p, { id, favorite }, ctx) => {
    await userDataFileResource.run(ctx, favorite ? "favorite_add" : "favorite_del", toId(id), {}, null);
    return userDataFileResource.find(ctx, toId(id));
  },
  sysUpdateDataFile: (_p, { id, input }, ctx) => updateFile(ctx, "sys", toId(id), input),
  ...resourceMutations(sysDataFileResource, {
    status: "sysSetDataFileStatus",
    remove: "sysRemoveDataFile",
    recover: "sysRecoverDataFile",
    purge: "sysPurgeDataFile",
  }),
};

/** Files listed through a sys* root field are served by the back-office paths. */
function sideOf(info: GraphQLResolveInfo): Side {
  let path: GraphQLResolveInfo["path"] | undefined = info.path;
  while (path?.prev) path = path.prev;
  return typeof path?.key === "string" && path.key.startsWith("sys") ? "sys" : "user";
}

const base = (side: Side) =>
  side === "user" ? "/api/workflow_job_task_data_source_file" : "/api/sys/workflow_job_task_data_source_file";

export const fileTypeResolvers: Pick<Resolvers, "DataFile"> = {
  DataFile: {
    id: (row) => String(row.id),
    ownerId: (row) => (row.ownerId === null ? null : String(row.ownerId)),
    projectId: (row) => (row.projectId === null ? null : String(row.projectId)),
    kind: (row) => row.kind as DataFileKind,
    dirNames: (row) => (row.folder ? row.folder.split("/") : []),
    favorite: async (row, _a, ctx) =>
      (await ctx.loaders.favorite(userDataFileResource.def.path)?.load(row.id)) ?? false,
    ownerAccount: async (row, _a, ctx) =>
      row.ownerId === null ? null : (await ctx.loaders.accountByUser.user.load(row.ownerId)) || null,
    readUrl: (row, _a, _ctx, info) => `${base(sideOf(info))}/read_file/${row.id}`,
    downloadUrl: (row, _a, _ctx, info) => `${base(sideOf(info))}/download_file/${row.id}`,
  },
};
