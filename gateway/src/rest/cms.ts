/**
 * The CMS calls beyond the generic verbs (spec §7 cms_*): the file and map libraries' uploads, usage
 * and file reads (by UUID under /sys with the library's permission, and publicly under /index, where
 * only enabled live files are served), zip downloads, the map library's value update, import and
 * export, and the public site's map and text queries.
 */
import { restCalls, type MapImportAnswer, type StorageUsage, cmsFeature } from "@crucible/schema";
import { z } from "zod";
import {
  exportMapLibrary,
  importMapLibrary,
  mapImportSchema,
  publicMapQuery,
  publicTexts,
  updateMapValue,
} from "../domain/cms/cms.js";
import {
  cmsFileByUuid,
  cmsFilesByIds,
  cmsLibraryPerms,
  cmsUploadTarget,
  cmsUsage,
  publicCmsFileByUuid,
  type CmsLibrary,
} from "../domain/cms/cmsFiles.js";
import { uploadChunk, uploadMeta, uploadMetaSchema } from "../domain/files/uploads.js";
import { queryBodySchema } from "../domain/query.js";
import { bodyId, chunkBody, chunkQuery, contractAnswer, defineCall, type Call } from "./calls.js";
import { contentDisposition, idListParams, sendFile, sendZip } from "./files.js";

/** A file's UUID; one that is not a UUID answers like a missing file (the domain's check). */
const uuidParams = z.object({ uuid: z.string() });

/** `?LibraryId=` of upload_meta, which wins over the body's. */
const libraryIdQuery = z.object({
  LibraryId: z
    .string()
    .regex(/^\d{0,15}$/, "must be a non-negative integer")
    .optional(),
});

/**
 * One library's file calls, each declared with that library's permission (cmsLibraryPerms[library]):
 * its guard hands the domain the actor it found holding it, typed by the library.
 */
function libraryCalls<L extends CmsLibrary>(library: L): Call[] {
  const sys = `/api/sys/cms_${library}_library_file` as const;
  const index = `/api/index/cms_${library}_library_file` as const;
  const perms = cmsLibraryPerms[library];
  const upload = restCalls.cmsFileUpload(library);
  const fileCalls = (verb: "read_file" | "download_file", disposition: "inline" | "attachment") => [
    defineCall({
      path: `${sys}/${verb}/:uuid`,
      feature: cmsFeature,
      methods: ["GET", "POST"],
      guard: { perm: perms.read },
      reads: true,
      params: uuidParams,
      run: async ({ ctx, actor, params, request, reply }) =>
        sendFile(ctx, request, reply, await cmsFileByUuid(ctx, actor, library, params.uuid), disposition),
    }),
    defineCall({
      path: `${index}/${verb}/:uuid`,
      feature: cmsFeature,
      methods: ["GET", "POST"],
      guard: { public: true },
      reads: true,
      params: uuidParams,
      run: async ({ ctx, params, request, reply }) =>
        sendFile(ctx, request, reply, await publicCmsFileByUuid(ctx, library, params.uuid), disposition),
    }),
  ];
  return [
    defineCall({
      path: upload.meta.path,
      feature: cmsFeature,
      guard: { perm: perms.update },
      query: libraryIdQuery,
      body: uploadMetaSchema,
      run: ({ ctx, actor, query, body }) =>
        uploadMeta(ctx, cmsUploadTarget(library, actor), {
          ...body,
          ...(query.LibraryId ? { LibraryId: query.LibraryId } : {}),
        }),
      present: contractAnswer(upload.meta),
    }),
    defineCall({
      path: upload.chunk.path,
      feature: cmsFeature,
      guard: { perm: perms.update },
      query: chunkQuery,
      body: chunkBody,
      run: ({ ctx, actor, query, body }) =>
        uploadChunk(ctx, cmsUploadTarget(library, actor), {
          side: "sys",
          userId: actor.id,
          uploadId: query.UploadId,
          index: query.Index,
          bytes: body,
        }),
      present: contractAnswer(upload.chunk),
    }),
    defineCall({
      path: `${sys}/total_usage_size`,
      feature: cmsFeature,
      guard: { perm: perms.read },
      reads: true,
      run: ({ ctx, actor }) => cmsUsage(ctx, actor, library),
      present: (usage): StorageUsage => usage,
    }),
    ...fileCalls("read_file", "inline"),
    ...fileCalls("download_file", "attachment"),
    defineCall({
      path: `${sys}/zip_download/:ids`,
      feature: cmsFeature,
      methods: ["GET", "POST"],
      guard: { perm: perms.read },
      reads: true,
      params: idListParams,
      run: async ({ ctx, params, reply }) =>
        sendZip(ctx, reply, await cmsFilesByIds(ctx, library, params.ids), `${library}-library.zip`),
    }),
  ];
}

const mapBase = "/api/sys/cms_map_library_map";
const mapLibraryName = z.object({ MapLibraryName: z.string().optional() });

export const cmsCalls: readonly Call[] = [
  ...libraryCalls("file"),
  ...libraryCalls("map"),
  defineCall({
    path: `${mapBase}/update_value`,
    feature: cmsFeature,
    guard: { perm: "Cms.MapLibrary.Update" },
    body: z.object({ Id: bodyId, Value: z.unknown() }),
    run: ({ ctx, actor, body }) => updateMapValue(ctx, actor, body.Id, body.Value),
  }),
  defineCall({
    path: restCalls.mapImport.path,
    feature: cmsFeature,
    guard: { perm: "Cms.MapLibrary.Update" },
    body: mapImportSchema,
    run: ({ ctx, actor, body }) => importMapLibrary(ctx, actor, body),
    present: (answer): MapImportAnswer => answer,
  }),
  defineCall({
    path: `${mapBase}/export_data`,
    feature: cmsFeature,
    methods: ["GET", "POST"],
    guard: { perm: "Cms.MapLibrary.Read" },
    reads: true,
    // The name in the query, or in a POST body (which wins).
    query: mapLibraryName,
    body: mapLibraryName,
    run: async ({ ctx, actor, query, body, reply }) => {
      const data = await exportMapLibrary(ctx, actor, body.MapLibraryName ?? query.MapLibraryName);
      return reply
        .header("content-disposition", contentDisposition("attachment", `${data.MapLibraryName}.json`))
        .type("application/json")
        .send(JSON.stringify(data, null, 2));
    },
  }),
  defineCall({
    path: "/api/index/cms_map_library_map/query",
    feature: cmsFeature,
    guard: { public: true },
    reads: true,
    // The generic query body with a Where on MapLibraryName; Limit at most 300 (the domain's rule).
    body: queryBodySchema,
    run: ({ ctx, body }) => publicMapQuery(ctx, body),
  }),
  defineCall({
    path: "/api/index/cms_text_library_text/query",
    feature: cmsFeature,
    guard: { public: true },
    reads: true,
    // One text by Id, or the texts of a library.
    body: z.object({ Id: bodyId.optional(), LibraryName: z.string().optional() }),
    run: ({ ctx, body }) => publicTexts(ctx, body),
  }),
];
