/**
 * The spec's catalogue calls (§7) over domain/modules/admin.ts: module covers (upload_cover,
 * update_cover, GET cover/{id}), calc_metric_discount_value, per-user enabling, the module group's cut
 * and group_modules bulk_insert, /sys/tag_template (query, import, export) and module files. The
 * generic verbs of images, modules and groups come from the resource registry.
 */
import { requirePerm } from "../domain/access/guards.js";
import { restCalls, type ModuleAnswer, type StorageUsage, workflowFeature } from "@crucible/schema";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { BlobRow } from "../db/schema.js";
import type { Ctx } from "../domain/context.js";
import { AppError, invalid } from "../domain/errors.js";
import { uploadChunk } from "../domain/files/uploads.js";
import {
  addModuleUsers,
  moduleDiscounts,
  moduleEnabledUsers,
  moveModulesToGroup,
  removeModuleUsers,
  setModulesDiscount,
} from "../domain/modules/admin.js";
import { moduleCoverBlob, setModuleCover, uploadModuleCover } from "../domain/modules/moduleCovers.js";
import { exportTags, importTags, listTags, type ModuleTagView } from "../domain/modules/moduleTags.js";
import { presentModule } from "../domain/modules/catalogue.js";
import { moduleFileMeta, moduleFilesUsage, moduleFileUploadTarget } from "../domain/modules/moduleFiles.js";
import {
  bodyId,
  chunkBody,
  chunkQuery,
  contractAnswer,
  defineCall,
  idParams,
  idString,
  type Call,
  type UploadedFile,
} from "./calls.js";
import { readMultipart } from "./handler.js";

const moduleRead = "Workflow.Job.Task.Module.Read";
const moduleUpdate = "Workflow.Job.Task.Module.Update";
const sysModule = "/api/sys/workflow_job_task_module";

const maxCoverUploadBytes = 16 * 1024 * 1024;
const maxTagFileBytes = 1024 * 1024;

/** An optional id of a JSON body: absent, null or "" is none. */
const optionalBodyId = z
  .union([z.null(), z.literal(""), bodyId])
  .optional()
  .transform((id) => (typeof id === "number" ? id : null));

/** An optional id of a form field or the query ("" is none). */
const optionalFieldId = z
  .union([z.literal(""), idString])
  .optional()
  .transform((id) => (typeof id === "number" ? id : null));

const moduleIds = z.array(bodyId);

function presentTag(tag: ModuleTagView): Record<string, unknown> {
  return { Name: tag.name, NameZh: tag.nameZh, ModuleCount: tag.moduleCount, InTemplates: tag.inTemplates };
}

/** Streams a cover; covers change under the same address, so the browser revalidates (ETag). */
export function sendCover(
  ctx: Ctx,
  request: FastifyRequest,
  reply: FastifyReply,
  blob: BlobRow,
): FastifyReply {
  const etag = `"${blob.sha256}"`;
  reply
    .header("etag", etag)
    .header("cache-control", "private, no-cache")
    .header("x-content-type-options", "nosniff");
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply
    .header("content-type", blob.mime)
    .header("content-length", String(blob.size))
    .send(ctx.blobs.read(blob.sha256));
}

/* ------------------------------------------------------------------ covers */

// An uploaded image (form: File, and ModuleId or Id; the id may also be in the path or the query).
const coverIds = z.object({ ModuleId: optionalFieldId, Id: optionalFieldId });
// The field of restCalls.moduleCoverUpload.
const coverUpload = { field: "File", maxBytes: maxCoverUploadBytes } as const;

async function uploadCover(ctx: Ctx, ids: readonly (number | null)[], file: UploadedFile) {
  const id = ids.find((candidate) => candidate !== null);
  if (id === undefined || id === null) throw invalid("ModuleId is required");
  return uploadModuleCover(ctx, id, file);
}

const updateCoverBody = z.object({
  Id: optionalBodyId,
  ModuleId: optionalBodyId,
  TemplateId: optionalBodyId,
  BlobId: optionalBodyId,
});

const coverCalls: Call[] = [
  defineCall({
    path: `${sysModule}/upload_cover`,
    feature: workflowFeature,
    guard: { perm: moduleUpdate },
    query: coverIds,
    body: coverIds,
    upload: coverUpload,
    run: ({ ctx, query, body, file }) =>
      uploadCover(ctx, [body.ModuleId, body.Id, query.ModuleId, query.Id], file),
    // The answer of restCalls.moduleCoverUpload (which names the module in the query).
    present: (row): ModuleAnswer => presentModule(row),
  }),
  defineCall({
    path: `${sysModule}/upload_cover/:id`,
    feature: workflowFeature,
    guard: { perm: moduleUpdate },
    params: idParams,
    upload: coverUpload,
    run: ({ ctx, params, file }) => uploadCover(ctx, [params.id], file),
    present: (row): ModuleAnswer => presentModule(row),
  }),
  // A module cover template (TemplateId or BlobId); neither resets to the default.
  defineCall({
    path: `${sysModule}/update_cover`,
    feature: workflowFeature,
    guard: { perm: moduleUpdate },
    body: updateCoverBody,
    run: ({ ctx, body }) => {
      const id = body.Id ?? body.ModuleId;
      if (id === null) throw invalid("Id is required");
      return setModuleCover(ctx, id, { templateId: body.TemplateId, blobId: body.BlobId });
    },
    present: presentModule,
  }),
  // Pages of both sides show covers; who sees which module is the domain's (moduleCoverBlob).
  ...(["/api/workflow_job_task_module", sysModule] as const).map((prefix) =>
    defineCall({
      path: `${prefix}/cover/:id`,
      feature: workflowFeature,
      methods: ["GET"],
      guard: { signedIn: true },
      params: idParams,
      run: async ({ ctx, params, request, reply }) =>
        sendCover(ctx, request, reply, await moduleCoverBlob(ctx, params.id)),
    }),
  ),
];

/* ------------------------------------------------------------------ discounts, users, groups */

const presentUsers = async (ctx: Ctx, id: number) =>
  (await moduleEnabledUsers(ctx, id)).map((u) => ({ Id: u.id, Account: u.account, Name: u.name }));

const moveBody = z.object({
  ModuleIds: moduleIds,
  // 0 or null: out of any group.
  GroupId: z
    .union([z.literal(0), z.null(), z.literal(""), bodyId])
    .optional()
    .transform((id) => (typeof id === "number" && id > 0 ? id : null)),
});

const moduleCalls: Call[] = [
  // A user reads the discounts of modules visible to them (a system user with Module.Read, any).
  defineCall({
    path: "/api/workflow_job_task_module/calc_metric_discount_value",
    feature: workflowFeature,
    guard: { signedIn: true },
    reads: true,
    body: z.object({ ModuleIds: moduleIds }),
    run: ({ ctx, body }) => moduleDiscounts(ctx, body.ModuleIds),
  }),
  // The back office reads them, or sets one Discount on all the ModuleIds (Module.Update, checked
  // by setModulesDiscount): Module.Read is the guard of both.
  defineCall({
    path: `${sysModule}/calc_metric_discount_value`,
    feature: workflowFeature,
    guard: { perm: moduleRead },
    body: z.object({ ModuleIds: moduleIds, Discount: z.number().optional() }),
    run: async ({ ctx, body }) => {
      if (body.Discount === undefined) return moduleDiscounts(ctx, body.ModuleIds);
      // Setting is the second permission this call checks, at run time (the guard is Module.Read).
      const writer = requirePerm(ctx, "Workflow.Job.Task.Module.Update");
      const rows = await setModulesDiscount(ctx, writer, body.ModuleIds, body.Discount);
      return rows.map((row) => ({ ModuleId: row.id, Discount: row.discount }));
    },
  }),
  // Per-user enabling of a module with visibility "partly".
  defineCall({
    path: `${sysModule}/users/:id`,
    feature: workflowFeature,
    guard: { perm: moduleRead },
    reads: true,
    params: idParams,
    run: ({ ctx, params }) => presentUsers(ctx, params.id),
  }),
  defineCall({
    path: `${sysModule}/add_users/:id`,
    feature: workflowFeature,
    guard: { perm: moduleUpdate },
    params: idParams,
    body: z.object({ Accounts: z.array(z.string()) }),
    run: async ({ ctx, params, body }) =>
      presentUsers(ctx, (await addModuleUsers(ctx, params.id, body.Accounts)).id),
  }),
  defineCall({
    path: `${sysModule}/del_users/:id`,
    feature: workflowFeature,
    guard: { perm: moduleUpdate },
    params: idParams,
    body: z.object({ UserIds: z.array(bodyId) }),
    run: async ({ ctx, params, body }) =>
      presentUsers(ctx, (await removeModuleUsers(ctx, params.id, body.UserIds)).id),
  }),
  // Module groups: cut moves modules into a group or out of any; bulk_insert puts them into one.
  defineCall({
    path: "/api/sys/workflow_job_task_module_group/cut",
    feature: workflowFeature,
    guard: { perm: moduleUpdate },
    body: moveBody,
    run: ({ ctx, actor, body }) => moveModulesToGroup(ctx, actor, body.ModuleIds, body.GroupId),
    present: (rows) => rows.map(presentModule),
  }),
  defineCall({
    path: "/api/sys/workflow_job_task_module_group_modules/bulk_insert",
    feature: workflowFeature,
    guard: { perm: moduleUpdate },
    body: moveBody,
    run: ({ ctx, actor, body }) => {
      if (body.GroupId === null) throw invalid("GroupId is required");
      return moveModulesToGroup(ctx, actor, body.ModuleIds, body.GroupId);
    },
    present: (rows) => rows.map(presentModule),
  }),
];

/* ------------------------------------------------------------------ tag templates */

/** The tags as a JSON file (form field File, with Replace "true"). */
async function tagFile(request: FastifyRequest): Promise<{ tags: unknown; replace: boolean }> {
  const file = await readMultipart(request, "File", maxTagFileBytes);
  try {
    return {
      tags: JSON.parse(file.bytes.toString("utf8")) as unknown,
      replace: file.fields.Replace === "true",
    };
  } catch {
    throw new AppError("DBFileInvalid", file.name);
  }
}

const tagCalls: Call[] = [
  defineCall({
    path: "/api/sys/tag_template/query",
    feature: workflowFeature,
    guard: { perm: moduleRead },
    reads: true,
    run: ({ ctx, actor }) => listTags(ctx, actor),
    present: (tags) => tags.map(presentTag),
  }),
  // A JSON file, or a JSON body {Tags, Replace}.
  defineCall({
    path: "/api/sys/tag_template/import",
    feature: workflowFeature,
    guard: { perm: moduleUpdate },
    body: z.object({ Tags: z.unknown().optional(), Replace: z.unknown().optional() }),
    run: async ({ ctx, actor, body, request }) => {
      const { tags, replace } = request.isMultipart()
        ? await tagFile(request)
        : { tags: body.Tags, replace: body.Replace === true };
      return importTags(ctx, actor, tags, replace);
    },
    present: (tags) => tags.map(presentTag),
  }),
  defineCall({
    path: "/api/sys/tag_template/export",
    feature: workflowFeature,
    guard: { perm: moduleRead },
    reads: true,
    run: ({ ctx, actor }) => exportTags(ctx, actor),
  }),
  defineCall({
    path: "/api/sys/tag_template/export",
    feature: workflowFeature,
    methods: ["GET"],
    guard: { perm: moduleRead },
    run: async ({ ctx, actor, reply }) =>
      reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", 'attachment; filename="tag_template.json"')
        .header("cache-control", "no-store")
        .send(JSON.stringify(await exportTags(ctx, actor), null, 2)),
  }),
];

/* ------------------------------------------------------------------ module files */

// Spec §7 workflow_job_task_module_file: the data sets' chunk protocol, meta with
// {ModuleId, Name, Size, Sha256} then raw 1 MiB chunks (?UploadId=&Index=), and the total bytes.
const moduleFileBase = "/api/sys/workflow_job_task_module_file";
const moduleFileUpload = restCalls.moduleFileUpload;

const moduleFileCalls: Call[] = [
  defineCall({
    path: moduleFileUpload.meta.path,
    feature: workflowFeature,
    guard: { perm: moduleUpdate },
    body: z.record(z.string(), z.unknown()),
    run: ({ ctx, actor, body }) => moduleFileMeta(ctx, actor, body),
    present: contractAnswer(moduleFileUpload.meta),
  }),
  defineCall({
    path: moduleFileUpload.chunk.path,
    feature: workflowFeature,
    guard: { perm: moduleUpdate },
    query: chunkQuery,
    body: chunkBody,
    run: ({ ctx, actor, query, body }) =>
      uploadChunk(ctx, moduleFileUploadTarget(actor), {
        side: "sys",
        userId: actor.id,
        uploadId: query.UploadId,
        index: query.Index,
        bytes: body,
      }),
    present: contractAnswer(moduleFileUpload.chunk),
  }),
  defineCall({
    path: `${moduleFileBase}/total_usage_size`,
    feature: workflowFeature,
    guard: { perm: moduleRead },
    reads: true,
    run: ({ ctx, actor }) => moduleFilesUsage(ctx, actor),
    present: (usage): StorageUsage => usage,
  }),
];

export const catalogueCalls: Call[] = [...coverCalls, ...moduleCalls, ...tagCalls, ...moduleFileCalls];
