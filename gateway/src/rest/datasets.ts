/**
 * The data set calls beyond the generic verbs, for users and for the back office (spec §5, §7): the
 * upload protocol (upload_meta, then upload_file chunks), SDF record pages, usage, folders and the
 * file reads (read_file, download_file, zip_download; GET and POST). A user's ids name their own
 * files or enabled shared ones; the back office holds Workflow.Job.Task.DataSourceFile.Read/.Update.
 */
import {
  dataFileBase,
  restCalls,
  type Permission,
  type StorageUsage,
  workflowFeature,
} from "@crucible/schema";
import { z } from "zod";
import type { Side } from "../db/schema.js";
import {
  dataFileUploadTarget,
  listFolders,
  sysDataFileResource,
  totalUsage,
  userDataFileResource,
} from "../domain/datasets/dataFiles.js";
import { sdfQueryFromRest } from "../domain/chem/sdfQuery.js";
import { readSdfMolfile, readSdfPage } from "../domain/chem/sdfReader.js";
import { uploadChunk, uploadMeta, uploadMetaSchema } from "../domain/files/uploads.js";
import { chunkBody, chunkQuery, contractAnswer, defineCall, idParams, type Call } from "./calls.js";
import { idListParams, sendFile, sendMolfile, sendZip } from "./files.js";

/** Kind of total_usage_size and folders (the domain checks which kinds a side may name). */
const kindBody = z.object({ Kind: z.string().nullish() });

/** An SDF page: Offset and Limit (numbers or digit strings), Sort and Filters (checked by the domain). */
const sdfRecordsBody = z.object({
  Offset: z.coerce.number().nullish(),
  Limit: z.coerce.number().nullish(),
  Sort: z.unknown().optional(),
  Filters: z.unknown().optional(),
});

/** One record's molfile: Index as a page's records number them (from 0, in file order). */
const sdfMolfileQuery = z.object({
  Index: z.coerce
    .number({ message: "Index is a record's number from 0" })
    .int("Index is a record's number from 0")
    .min(0, "Index is a record's number from 0"),
});

/** A user reaches the calls signed in (their files by ownership); the back office by permission. */
type DataFileGuard<P extends Permission> = { readonly side: "user" } | { readonly perm: P };

function dataFileCalls(side: Side): Call[] {
  const user = side === "user";
  const base = dataFileBase(side);
  const resource = user ? userDataFileResource : sysDataFileResource;
  const upload = restCalls.dataFileUpload(side);
  const sdfRecords = restCalls.sdfRecords(side);
  const read: DataFileGuard<"Workflow.Job.Task.DataSourceFile.Read"> = user
    ? { side: "user" }
    : { perm: "Workflow.Job.Task.DataSourceFile.Read" };
  const update: DataFileGuard<"Workflow.Job.Task.DataSourceFile.Update"> = user
    ? { side: "user" }
    : { perm: "Workflow.Job.Task.DataSourceFile.Update" };
  const ownedById = user ? { kind: "dataFile" as const } : undefined;
  const fileCall = (verb: "read_file" | "download_file", disposition: "inline" | "attachment") =>
    defineCall({
      path: `${base}/${verb}/:id`,
      feature: workflowFeature,
      methods: ["GET", "POST"],
      guard: read,
      reads: true,
      params: idParams,
      owned: ownedById,
      run: async ({ ctx, params, request, reply }) =>
        sendFile(ctx, request, reply, await resource.find(ctx, params.id), disposition),
    });
  return [
    defineCall({
      path: upload.meta.path,
      feature: workflowFeature,
      guard: update,
      body: uploadMetaSchema,
      run: ({ ctx, actor, body }) => uploadMeta(ctx, dataFileUploadTarget(actor), body),
      present: contractAnswer(upload.meta),
    }),
    defineCall({
      path: upload.chunk.path,
      feature: workflowFeature,
      guard: update,
      query: chunkQuery,
      body: chunkBody,
      run: ({ ctx, actor, query, body }) =>
        uploadChunk(ctx, dataFileUploadTarget(actor), {
          side,
          userId: actor.id,
          uploadId: query.UploadId,
          index: query.Index,
          bytes: body,
        }),
      present: contractAnswer(upload.chunk),
    }),
    defineCall({
      path: sdfRecords.path,
      feature: workflowFeature,
      guard: read,
      reads: true,
      params: idParams,
      body: sdfRecordsBody,
      owned: ownedById,
      run: async ({ ctx, params, body }) => {
        // The query is checked before the file is looked up.
        const query = sdfQueryFromRest(body);
        const file = await resource.find(ctx, params.id);
        return readSdfPage(ctx, file, body.Offset ?? 0, body.Limit ?? 20, query);
      },
      present: contractAnswer(sdfRecords),
    }),
    defineCall({
      path: `${base}/sdf_molfile/:id`,
      feature: workflowFeature,
      methods: ["GET", "POST"],
      guard: read,
      reads: true,
      params: idParams,
      query: sdfMolfileQuery,
      owned: ownedById && {
        ...ownedById,
        example: (id: number) => ({ params: { id: String(id) }, query: { Index: "0" } }),
      },
      run: async ({ ctx, params, query, reply }) => {
        const file = await resource.find(ctx, params.id);
        const { mol } = await readSdfMolfile(ctx, file, query.Index);
        return sendMolfile(reply, `${file.name.replace(/\.[^.]+$/, "")}-${query.Index + 1}.mol`, mol);
      },
    }),
    defineCall({
      path: `${base}/total_usage_size`,
      feature: workflowFeature,
      guard: read,
      reads: true,
      body: kindBody,
      run: ({ ctx, actor, body }) => totalUsage(ctx, actor, body.Kind),
      present: (usage): StorageUsage => usage,
    }),
    defineCall({
      path: `${base}/folders`,
      feature: workflowFeature,
      guard: read,
      reads: true,
      body: kindBody,
      run: ({ ctx, actor, body }) => listFolders(ctx, actor, body.Kind),
    }),
    fileCall("read_file", "inline"),
    fileCall("download_file", "attachment"),
    defineCall({
      path: `${base}/zip_download/:ids`,
      feature: workflowFeature,
      methods: ["GET", "POST"],
      guard: read,
      reads: true,
      params: idListParams,
      owned: user ? { kind: "dataFile", example: (id) => ({ params: { ids: String(id) } }) } : undefined,
      run: async ({ ctx, params, reply }) => {
        const files = await resource.findMany(ctx, params.ids);
        return sendZip(ctx, reply, files, files.length === 1 ? `${files[0]!.name}.zip` : "files.zip");
      },
    }),
  ];
}

export const datasetCalls: readonly Call[] = [...dataFileCalls("user"), ...dataFileCalls("sys")];
