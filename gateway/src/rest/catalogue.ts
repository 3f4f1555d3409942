/**
 * The spec's catalogue calls (§7) over domain/workflow/admin.ts: module covers (upload_cover,
 * update_cover, GET cover/{id}), calc_metric_discount_value, per-user enabling, the module group's cut
 * and group_modules bulk_insert, and /sys/tag_template (query, import, export). The generic verbs of
 * images, modules and groups come from the resource registry.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { BlobRow } from "../db/schema.js";
import type { Ctx, Services } from "../domain/context.js";
import { requirePerm, requireWritable } from "../domain/access/guards.js";
import { uploadChunk } from "../domain/files/uploads.js";
import { moduleFileMeta, moduleFilesUsage, moduleFileUploadTarget } from "../domain/workflow/moduleFiles.js";
import { AppError, invalid } from "../domain/errors.js";
import { presentModule } from "../domain/workflow/catalogue.js";
import {
  addModuleUsers,
  exportTags,
  importTags,
  listTags,
  moduleCoverBlob,
  moduleDiscounts,
  moduleEnabledUsers,
  moveModulesToGroup,
  removeModuleUsers,
  setModuleCover,
  setModulesDiscount,
  uploadModuleCover,
  type ModuleTagView,
} from "../domain/workflow/admin.js";
import { chunkQuery } from "./datasets.js";
import { bodyObject, envelope, idParam, readMultipart } from "./handler.js";

const maxCoverUploadBytes = 16 * 1024 * 1024;
const maxTagFileBytes = 1024 * 1024;

/** A positive integer from a body or form field, or null when absent; ServerInvalidParameter otherwise. */
function optionalInt(value: unknown, name: string): number | null {
  if (value === undefined || value === null || value === "") return null;
  const number = typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isSafeInteger(number) || number <= 0) {
    throw invalid(`${name} must be a positive integer`);
  }
  return number;
}

function requiredInt(value: unknown, name: string): number {
  const number = optionalInt(value, name);
  if (number === null) throw invalid(`${name} is required`);
  return number;
}

function idArray(value: unknown, name: string): number[] {
  if (!Array.isArray(value)) throw invalid(`${name} must be a list of ids`);
  return value.map((item) => requiredInt(item, name));
}

function presentTag(tag: ModuleTagView): Record<string, unknown> {
  return { Name: tag.name, NameZh: tag.nameZh, ModuleCount: tag.moduleCount, InTemplates: tag.inTemplates };
}

/** Streams a cover; covers change under the same address, so the browser revalidates (ETag). */
function sendCover(ctx: Ctx, request: FastifyRequest, reply: FastifyReply, blob: BlobRow): FastifyReply {
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

export function registerCatalogueRoutes(app: FastifyInstance, services: Services): void {
  const post = (path: string, handler: Parameters<typeof envelope>[1]) =>
    app.post(path, envelope(services, handler));
  const sysModule = "/api/sys/workflow_job_task_module";

  // Covers: an uploaded image (form: File, and ModuleId or Id; the id may also be in the path or the
  // query), or a module cover template (TemplateId or BlobId); neither resets to the default.
  const uploadCover = async (ctx: Ctx, request: FastifyRequest) => {
    requireWritable(requirePerm(ctx, "Workflow.Job.Task.Module.Update"));
    const query = request.query as Record<string, string | undefined>;
    const pathId = (request.params as { id?: string }).id === undefined ? null : idParam(request);
    const file = await readMultipart(request, "File", maxCoverUploadBytes);
    const id =
      pathId ?? optionalInt(file.fields.ModuleId ?? file.fields.Id ?? query.ModuleId ?? query.Id, "ModuleId");
    if (id === null) throw invalid("ModuleId is required");
    return presentModule(await uploadModuleCover(ctx, id, file));
  };
  post(`${sysModule}/upload_cover`, uploadCover);
  post(`${sysModule}/upload_cover/:id`, uploadCover);
  post(`${sysModule}/update_cover`, async (ctx, request) => {
    const body = bodyObject(request);
    const id = requiredInt(body.Id ?? body.ModuleId, "Id");
    return presentModule(
      await setModuleCover(ctx, id, {
        templateId: optionalInt(body.TemplateId, "TemplateId"),
        blobId: optionalInt(body.BlobId, "BlobId"),
      }),
    );
  });
  for (const prefix of ["/api/workflow_job_task_module", sysModule]) {
    app.get(
      `${prefix}/cover/:id`,
      envelope(services, async (ctx, request, reply) =>
        sendCover(ctx, request, reply, await moduleCoverBlob(ctx, idParam(request))),
      ),
    );
  }

  // calc_metric_discount_value: a user reads the discounts of modules visible to them; the back
  // office reads them, or sets one Discount on all the ModuleIds.
  post("/api/workflow_job_task_module/calc_metric_discount_value", async (ctx, request) =>
    moduleDiscounts(ctx, idArray(bodyObject(request).ModuleIds, "ModuleIds")),
  );
  post(`${sysModule}/calc_metric_discount_value`, async (ctx, request) => {
    const body = bodyObject(request);
    const ids = idArray(body.ModuleIds, "ModuleIds");
    if (body.Discount === undefined) {
      requirePerm(ctx, "Workflow.Job.Task.Module.Read");
      return moduleDiscounts(ctx, ids);
    }
    if (typeof body.Discount !== "number") throw invalid("Discount must be a number");
    const rows = await setModulesDiscount(ctx, ids, body.Discount);
    return rows.map((row) => ({ ModuleId: row.id, Discount: row.discount }));
  });

  // Per-user enabling of a module with visibility "partly".
  const presentUsers = async (ctx: Ctx, id: number) =>
    (await moduleEnabledUsers(ctx, id)).map((u) => ({ Id: u.id, Account: u.account, Name: u.name }));
  post(`${sysModule}/users/:id`, async (ctx, request) => presentUsers(ctx, idParam(request)));
  post(`${sysModule}/add_users/:id`, async (ctx, request) => {
    const body = bodyObject(request);
    if (!Array.isArray(body.Accounts) || !body.Accounts.every((a) => typeof a === "string")) {
      throw invalid("Accounts must be a list of accounts");
    }
    const row = await addModuleUsers(ctx, idParam(request), body.Accounts as string[]);
    return presentUsers(ctx, row.id);
  });
  post(`${sysModule}/del_users/:id`, async (ctx, request) => {
    const row = await removeModuleUsers(
      ctx,
      idParam(request),
      idArray(bodyObject(request).UserIds, "UserIds"),
    );
    return presentUsers(ctx, row.id);
  });

  // Module groups: cut moves modules into a group (GroupId null or 0: out of any group); bulk_insert
  // of group_modules puts modules into a group.
  const move = async (ctx: Ctx, request: FastifyRequest, groupRequired: boolean) => {
    const body = bodyObject(request);
    const groupId = body.GroupId === 0 ? null : optionalInt(body.GroupId, "GroupId");
    if (groupRequired && groupId === null) throw invalid("GroupId is required");
    return (await moveModulesToGroup(ctx, idArray(body.ModuleIds, "ModuleIds"), groupId)).map(presentModule);
  };
  post("/api/sys/workflow_job_task_module_group/cut", (ctx, request) => move(ctx, request, false));
  post("/api/sys/workflow_job_task_module_group_modules/bulk_insert", (ctx, request) =>
    move(ctx, request, true),
  );

  // Tag templates: query, import (a JSON file, or a JSON body {Tags, Replace}) and export.
  post("/api/sys/tag_template/query", async (ctx) => (await listTags(ctx)).map(presentTag));
  post("/api/sys/tag_template/import", async (ctx, request) => {
    requireWritable(requirePerm(ctx, "Workflow.Job.Task.Module.Update"));
    let value: unknown;
    let replace = false;
    if (request.isMultipart()) {
      const file = await readMultipart(request, "File", maxTagFileBytes);
      try {
        value = JSON.parse(file.bytes.toString("utf8")) as unknown;
      } catch {
        throw new AppError("DBFileInvalid", file.name);
      }
      replace = file.fields.Replace === "true";
    } else {
      const body = bodyObject(request);
      value = body.Tags;
      replace = body.Replace === true;
    }
    return (await importTags(ctx, value, replace)).map(presentTag);
  });
  post("/api/sys/tag_template/export", (ctx) => exportTags(ctx));
  app.get(
    "/api/sys/tag_template/export",
    envelope(services, async (ctx, _request, reply) => {
      const tags = await exportTags(ctx);
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", 'attachment; filename="tag_template.json"')
        .header("cache-control", "no-store")
        .send(JSON.stringify(tags, null, 2));
    }),
  );

  // Module files (spec §7 workflow_job_task_module_file): the data sets' chunk protocol, meta with
  // {ModuleId, Name, Size, Sha256} then raw 1 MiB chunks (?UploadId=&Index=), and the total bytes.
  const moduleFileBase = "/api/sys/workflow_job_task_module_file";
  post(`${moduleFileBase}/upload_meta`, (ctx, request) => moduleFileMeta(ctx, request.body));
  post(`${moduleFileBase}/upload_file`, async (ctx, request) => {
    const actor = requireWritable(requirePerm(ctx, "Workflow.Job.Task.Module.Update"));
    if (!Buffer.isBuffer(request.body))
      throw new AppError("ServerInvalidParameter", "application/octet-stream expected");
    return uploadChunk(ctx, moduleFileUploadTarget, {
      side: "sys",
      userId: actor.id,
      ...chunkQuery(request.query),
      bytes: request.body,
    });
  });
  post(`${moduleFileBase}/total_usage_size`, (ctx) => moduleFilesUsage(ctx));
}
