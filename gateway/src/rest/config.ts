import type { FastifyInstance } from "fastify";
import type { ImageTemplateKind } from "../db/schema.js";
import type { Ctx, Services } from "../domain/context.js";
import { requirePerm } from "../domain/access/guards.js";
import {
  readFeatureSwitches,
  readCalcMetricConfig,
  readLoginPolicy,
  saveCalcMetricConfig,
  readSysConfig,
  saveFeatureSwitches,
  saveLoginPolicy,
  saveSysConfig,
} from "../domain/config/settings.js";
import { AppError } from "../domain/errors.js";
import { readSysNavigatorBoard, saveNavigatorBoard } from "../domain/workflow/navigator.js";
import {
  readDefaultCoversDoc,
  saveDefaultCoversDoc,
  uploadDefaultCover,
  uploadDefaultCoverMeta,
  type CoverKind,
} from "../domain/workflow/defaultCovers.js";
import {
  listTemplates,
  setTemplateUse,
  templateBlob,
  templatePaths,
  uploadTemplate,
  uploadTemplateMeta,
  type ImageTemplateView,
} from "../domain/templates/imageTemplates.js";
import { sendBlob } from "./blobs.js";
import { bodyObject, envelope, idParam, readMultipart } from "./handler.js";

function presentTemplate(view: ImageTemplateView): Record<string, unknown> {
  return {
    Id: view.id,
    Use: view.use,
    BlobSize: view.blobSize,
    BlobSha256: view.blobSha256,
    BlobId: view.blobId,
    SortOrder: view.sortOrder,
    Url: view.url,
  };
}

const keyDocs: Record<
  string,
  { read: (ctx: Ctx) => Promise<unknown>; save: (ctx: Ctx, v: unknown) => Promise<unknown> }
> = {
  sys_config: { read: readSysConfig, save: saveSysConfig },
  login_policy: { read: readLoginPolicy, save: saveLoginPolicy },
  workflow_calc_metric_config: { read: readCalcMetricConfig, save: saveCalcMetricConfig },
  workflow_default_cover: { read: readDefaultCoversDoc, save: saveDefaultCoversDoc },
  navigator_board: {
    read: async (ctx) => (await readSysNavigatorBoard(ctx)).document,
    save: saveNavigatorBoard,
  },
};

export function registerConfigRoutes(app: FastifyInstance, services: Services): void {
  const post = (path: string, handler: Parameters<typeof envelope>[1]) =>
    app.post(path, envelope(services, handler));

  for (const [key, doc] of Object.entries(keyDocs)) {
    post(`/api/sys/key_data/${key}/read_data_json`, async (ctx) => ({ DataJson: await doc.read(ctx) }));
    post(`/api/sys/key_data/${key}/save_data_json`, async (ctx, request) => {
      const body = bodyObject(request);
      if (!("DataJson" in body)) throw new AppError("ServerRequestBodyNull");
      // DataJson may arrive as a JSON string (as the original client sends it) or as an object.
      let value = body.DataJson;
      if (typeof value === "string") {
        try {
          value = JSON.parse(value) as unknown;
        } catch {
          throw new AppError("ServerInvalidParameter", "DataJson is not JSON");
        }
      }
      return { DataJson: await doc.save(ctx, value) };
    });
  }

  // The default covers also take an image upload (spec §7): it becomes a cover template and the default.
  const coverKindOf = (request: { query: unknown }): CoverKind => {
    const kind = (request.query as Record<string, unknown> | undefined)?.Kind ?? "Module";
    if (kind === "Module") return "module_cover";
    if (kind === "Template") return "workflow_template_cover";
    throw new AppError("ServerInvalidParameter", "Kind is Module or Template");
  };
  post("/api/sys/key_data/workflow_default_cover/upload_meta", async (ctx, request) =>
    presentTemplate(await uploadDefaultCoverMeta(ctx, coverKindOf(request), request.body)),
  );
  post("/api/sys/key_data/workflow_default_cover/upload", async (ctx, request) => {
    const kind = coverKindOf(request);
    requirePerm(ctx, "Sys.Config.Update"); // before the body is read
    const file = await readMultipart(request, "File", 16 * 1024 * 1024);
    return presentTemplate(await uploadDefaultCover(ctx, kind, file));
  });

  post("/api/sys/module_config/data", (ctx) => readFeatureSwitches(ctx));
  post("/api/sys/module_config/set", (ctx, request) => saveFeatureSwitches(ctx, request.body));

  for (const [kind, path] of Object.entries(templatePaths) as [ImageTemplateKind, string][]) {
    post(`/api/${path}/query`, async (ctx) => {
      requirePerm(ctx, "Sys.Config.Read");
      return (await listTemplates(ctx, kind, false)).map(presentTemplate);
    });
    post(`/api/${path}/upload_meta`, async (ctx, request) =>
      presentTemplate(await uploadTemplateMeta(ctx, kind, request.body)),
    );
    post(`/api/${path}/upload`, async (ctx, request) => {
      const file = await readMultipart(request, "File", 16 * 1024 * 1024);
      return presentTemplate(await uploadTemplate(ctx, kind, file));
    });
    post(`/api/${path}/use/:id`, async (ctx, request) => {
      const body = bodyObject(request);
      const use = body.Use === undefined ? true : body.Use === true;
      return presentTemplate(await setTemplateUse(ctx, idParam(request), use, kind));
    });
    {
      app.get(
        `/api/${path}/blob/:id`,
        envelope(services, async (ctx, request, reply) => {
          if (!ctx.user && !ctx.sys) throw new AppError("DBUserNoLogin");
          return sendBlob(ctx, reply, await templateBlob(ctx, kind, idParam(request)));
        }),
      );
    }
  }
}
