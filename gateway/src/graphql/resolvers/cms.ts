import { resourceMutations } from "../resourceMutations.js";
import { listFields } from "../projection.js";
import type { CmsFileRow, CmsMapEntryRow, CmsTextRow } from "../../db/cms.js";
import type { EntityStatus } from "../../db/schema.js";
import { mapEntryResource, publicMapEntries, publicTexts, textResource } from "../../domain/cms/cms.js";
import { cmsFileResources, cmsFolders } from "../../domain/cms/cmsFiles.js";
import { fromGraphQuery } from "../../domain/query.js";
import { grantedIn } from "../directives.js";
import type { CmsLibrary, MutationResolvers, QueryResolvers, Resolvers } from "../__generated__/resolvers.js";
import { toId } from "./scalars.js";

/** Public reads answer rows with their links rewritten to the /index paths. */
function mapRowOf(presented: Record<string, unknown>): CmsMapEntryRow {
  return {
    id: presented.Id as number,
    libraryName: presented.MapLibraryName as string,
    value: presented.Value as Record<string, unknown>,
    citation: presented.Citation as string,
    status: presented.Status as EntityStatus,
    sortOrder: presented.SortOrder as number,
    createdAt: presented.CreatedAt as Date,
    updatedAt: presented.CreatedAt as Date,
    deletedAt: null,
  };
}

export const cmsQueries: Pick<
  Required<QueryResolvers>,
  | "publicMapEntries"
  | "publicTexts"
  | "mapEntries"
  | "cmsTexts"
  | "cmsFiles"
  | "cmsFileLibraryFolders"
  | "cmsMapLibraryFolders"
> = {
  publicMapEntries: async (_p, { mapLibraryName }, ctx) =>
    (await publicMapEntries(ctx, mapLibraryName)).map(mapRowOf),
  publicTexts: async (_p, { libraryName }, ctx) => {
    const rows = await publicTexts(ctx, { LibraryName: libraryName });
    return rows.map((r): CmsTextRow => ({
      id: r.Id as number,
      libraryName: r.LibraryName as string,
      title: r.Title as string,
      // Already rewritten for readers by publicTexts.
      markdown: r.Markdown as string,
      status: r.Status as EntityStatus,
      sortOrder: r.SortOrder as number,
      createdAt: r.CreatedAt as Date,
      updatedAt: r.UpdatedAt as Date,
      deletedAt: null,
    }));
  },
  mapEntries: (_p, { query }, ctx, info) =>
    mapEntryResource.page(ctx, fromGraphQuery(query), listFields(info)),
  cmsTexts: (_p, { query }, ctx, info) => textResource.page(ctx, fromGraphQuery(query), listFields(info)),
  cmsFiles: (_p, { library, query }, ctx, info) =>
    cmsFileResources[library].page(ctx, fromGraphQuery(query), listFields(info)),
  cmsFileLibraryFolders: (_p, _a, ctx, info) =>
    cmsFolders(ctx, grantedIn(info, "Cms.FileLibrary.Read"), "file"),
  cmsMapLibraryFolders: (_p, _a, ctx, info) => cmsFolders(ctx, grantedIn(info, "Cms.MapLibrary.Read"), "map"),
};

function mapBody(input: { mapLibraryName: string; value: unknown; citation?: string | null }) {
  return { MapLibraryName: input.mapLibraryName, Value: input.value, Citation: input.citation ?? "" };
}

export const cmsMutations: Pick<
  Required<MutationResolvers>,
  | "createMapEntry"
  | "updateMapEntry"
  | "setMapEntryStatus"
  | "reorderMapEntries"
  | "removeMapEntry"
  | "recoverMapEntry"
  | "createCmsText"
  | "updateCmsText"
  | "setCmsTextStatus"
  | "removeCmsText"
  | "recoverCmsText"
  | "removeCmsFile"
> = {
  createMapEntry: async (_p, { input }, ctx) => {
    const created = (await mapEntryResource.run(ctx, "insert", null, mapBody(input), null)) as { Id: number };
    return mapEntryResource.find(ctx, created.Id);
  },
  updateMapEntry: async (_p, { id, input }, ctx) => {
    await mapEntryResource.run(ctx, "update", toId(id), mapBody(input), null);
    return mapEntryResource.find(ctx, toId(id));
  },
  ...resourceMutations(mapEntryResource, {
    status: "setMapEntryStatus",
    remove: "removeMapEntry",
    recover: "recoverMapEntry",
    reorder: "reorderMapEntries",
  }),
  createCmsText: async (_p, { input }, ctx) => {
    const body = { LibraryName: input.libraryName, Title: input.title, Markdown: input.markdown };
    const created = (await textResource.run(ctx, "insert", null, body, null)) as { Id: number };
    return textResource.find(ctx, created.Id);
  },
  updateCmsText: async (_p, { id, input }, ctx) => {
    const body = { LibraryName: input.libraryName, Title: input.title, Markdown: input.markdown };
    await textResource.run(ctx, "update", toId(id), body, null);
    return textResource.find(ctx, toId(id));
  },
  ...resourceMutations(textResource, {
    status: "setCmsTextStatus",
    remove: "removeCmsText",
    recover: "recoverCmsText",
  }),
  // The library's resource checks Cms.FileLibrary.Delete or Cms.MapLibrary.Delete.
  ...resourceMutations(({ library }: { library: CmsLibrary }) => cmsFileResources[library], {
    purge: "removeCmsFile",
  }),
};

export const cmsTypeResolvers: Pick<Resolvers, "MapEntry" | "CmsText" | "CmsFile"> = {
  MapEntry: { id: (row) => String(row.id), mapLibraryName: (row) => row.libraryName },
  CmsText: { id: (row) => String(row.id) },
  CmsFile: {
    id: (row: CmsFileRow) => String(row.id),
    dirNames: (row) => (row.folder ? row.folder.split("/") : []),
    readUrl: (row) => `/api/sys/cms_${row.library}_library_file/read_file/${row.uuid}`,
    downloadUrl: (row) => `/api/sys/cms_${row.library}_library_file/download_file/${row.uuid}`,
  },
};
