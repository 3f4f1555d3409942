/**
 * The system config calls (spec §6, §7): the key_data documents, the feature switches
 * (module_config) and the avatar and cover template libraries with the default covers.
 */
import {
  restCalls,
  workflowFeature,
  type FeaturePath,
  type ImageTemplateAnswer,
  type Permission,
} from "@crucible/schema";
import { z } from "zod";
import type { ImageTemplateKind } from "../db/schema.js";
import type { Granted } from "../domain/access/guards.js";
import type { Ctx } from "../domain/context.js";
import { readCommerceConfig, saveCommerceConfig } from "../domain/commerce/credit.js";
import {
  readFeatureSwitches,
  readCalcMetricConfig,
  saveCalcMetricConfig,
  readSysConfig,
  saveFeatureSwitches,
  saveSysConfig,
} from "../domain/config/settings.js";
import { readLoginPolicy, saveLoginPolicy } from "../domain/auth/policySettings.js";
import { AppError } from "../domain/errors.js";
import { parseQueryBody } from "../domain/query.js";
import { readSysNavigatorBoard, saveNavigatorBoard } from "../domain/navigator/navigator.js";
import {
  readDefaultCoversDoc,
  saveDefaultCoversDoc,
  uploadDefaultCover,
  uploadDefaultCoverMeta,
  type CoverKind,
} from "../domain/modules/defaultCovers.js";
import {
  listTemplates,
  pageTemplates,
  setTemplateUse,
  templateBlob,
  templateFeatures,
  templatePaths,
  uploadTemplate,
  uploadTemplateMeta,
  type ImageTemplateView,
} from "../domain/images/imageTemplates.js";
import { sendBlob } from "./blobs.js";
import { type Call, contractAnswer, defineCall, idParams, objectBody } from "./calls.js";

function presentTemplate(view: ImageTemplateView): ImageTemplateAnswer {
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

const imageMaxBytes = 16 * 1024 * 1024;

/**
 * A key_data document: who reads and who saves it (the permission its domain functions require), and
 * the feature switch of the area it configures, when that area is switched.
 */
interface KeyDocCalls<R extends Permission, S extends Permission> {
  readonly readPerm: R;
  readonly savePerm: S;
  readonly feature?: FeaturePath;
  readonly read: (ctx: Ctx, actor: Granted<R>) => Promise<unknown>;
  readonly save: (ctx: Ctx, actor: Granted<S>, value: unknown) => Promise<unknown>;
}

const keyDocs: Record<string, (key: string) => Call[]> = {
  sys_config: keyDocCalls({
    readPerm: "Sys.Config.Read",
    savePerm: "Sys.Config.Update",
    read: readSysConfig,
    save: saveSysConfig,
  }),
  login_policy: keyDocCalls({
    readPerm: "Sys.User.Read",
    savePerm: "Sys.User.Update",
    read: readLoginPolicy,
    save: saveLoginPolicy,
  }),
  workflow_calc_metric_config: keyDocCalls({
    readPerm: "Workflow.Job.Task.Module.Read",
    savePerm: "Workflow.Job.Task.Module.Update",
    read: readCalcMetricConfig,
    save: saveCalcMetricConfig,
  }),
  workflow_default_cover: keyDocCalls({
    readPerm: "Sys.Config.Read",
    savePerm: "Sys.Config.Update",
    read: readDefaultCoversDoc,
    save: saveDefaultCoversDoc,
  }),
  /**
   * Buy, BackendRecharge, InvoiceApply, CheckIn, and the limits every user has before packs:
   * BaseWorkflowStorageGb (default 10) and BaseRunningJobs (default 5); commerceConfigSchema.
   */
  commerce_config: keyDocCalls({
    readPerm: "User.ResourcePack.Read",
    savePerm: "User.ResourcePack.Update",
    read: readCommerceConfig,
    save: saveCommerceConfig,
  }),
  navigator_board: keyDocCalls({
    feature: workflowFeature,
    readPerm: "Workflow.Job.Task.Module.Read",
    savePerm: "Workflow.Job.Task.Module.Update",
    read: async (ctx, actor) => (await readSysNavigatorBoard(ctx, actor)).document,
    save: (ctx, actor, value) => saveNavigatorBoard(ctx, actor, value),
  }),
};

/** DataJson may arrive as a JSON string (as the original client sends it) or as the value itself. */
const dataJson = z
  .unknown()
  .optional()
  .transform((value, check) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      check.addIssue({ code: "custom", message: "is not JSON" });
      return z.NEVER;
    }
  });

function keyDocCalls<R extends Permission, S extends Permission>(
  doc: KeyDocCalls<R, S>,
): (key: string) => Call[] {
  const feature = doc.feature ? { feature: doc.feature } : {};
  return (key) => [
    defineCall({
      path: `/api/sys/key_data/${key}/read_data_json`,
      ...feature,
      guard: { perm: doc.readPerm },
      reads: true,
      run: async ({ ctx, actor }) => ({ DataJson: await doc.read(ctx, actor) }),
    }),
    defineCall({
      path: `/api/sys/key_data/${key}/save_data_json`,
      ...feature,
      guard: { perm: doc.savePerm },
      body: z.object({ DataJson: dataJson }),
      run: async ({ ctx, actor, body }) => {
        if (body.DataJson === undefined) throw new AppError("ServerRequestBodyNull");
        return { DataJson: await doc.save(ctx, actor, body.DataJson) };
      },
    }),
  ];
}

/** ?Kind=Module (the default) or Template: which default cover an upload becomes. */
const coverQuery = z.object({
  Kind: z
    .enum(["Module", "Template"], { message: "Kind is Module or Template" })
    .default("Module")
    .transform((kind): CoverKind => (kind === "Module" ? "module_cover" : "workflow_template_cover")),
});

/** The default covers also take an image (spec §7): it becomes a cover template and the default. */
const defaultCoverCalls: Call[] = [
  defineCall({
    path: "/api/sys/key_data/workflow_default_cover/upload_meta",
    guard: { perm: "Sys.Config.Update" },
    query: coverQuery,
    body: objectBody,
    run: ({ ctx, actor, query, body }) => uploadDefaultCoverMeta(ctx, actor, query.Kind, body),
    present: presentTemplate,
  }),
  defineCall({
    path: "/api/sys/key_data/workflow_default_cover/upload",
    guard: { perm: "Sys.Config.Update" },
    query: coverQuery,
    upload: { field: "File", maxBytes: imageMaxBytes },
    run: ({ ctx, actor, query, file }) => uploadDefaultCover(ctx, actor, query.Kind, file),
    present: presentTemplate,
  }),
];

const moduleConfigCalls: Call[] = [
  // Every system user reads the switches (menus); saving needs Sys.Config.Update.
  defineCall({
    path: "/api/sys/module_config/data",
    guard: { side: "sys" },
    reads: true,
    run: ({ ctx, actor }) => readFeatureSwitches(ctx, actor),
  }),
  defineCall({
    path: "/api/sys/module_config/set",
    guard: { perm: "Sys.Config.Update" },
    body: objectBody,
    run: ({ ctx, actor, body }) => saveFeatureSwitches(ctx, actor, body),
  }),
];

/** One template library (avatars, module covers, template covers) under its path. */
function templateCalls(kind: ImageTemplateKind, path: string): Call[] {
  const upload = restCalls.imageTemplateUpload(kind);
  const switched = templateFeatures[kind];
  const feature = switched ? { feature: switched } : {};
  return [
    defineCall({
      path: `/api/${path}/query`,
      ...feature,
      guard: { perm: "Sys.Config.Read" },
      reads: true,
      run: ({ ctx }) => listTemplates(ctx, kind, false),
      present: (views) => views.map(presentTemplate),
    }),
    defineCall({
      path: `/api/${path}/query_page`,
      ...feature,
      guard: { perm: "Sys.Config.Read" },
      reads: true,
      body: objectBody,
      run: ({ ctx, body }) => pageTemplates(ctx, kind, parseQueryBody(body)),
      present: (page) => ({ List: page.list.map(presentTemplate), Total: page.total }),
    }),
    defineCall({
      path: `/api/${path}/upload_meta`,
      ...feature,
      guard: { perm: "Sys.Config.Update" },
      body: objectBody,
      run: ({ ctx, actor, body }) => uploadTemplateMeta(ctx, actor, kind, body),
      present: presentTemplate,
    }),
    defineCall({
      path: upload.path,
      ...feature,
      guard: { perm: "Sys.Config.Update" },
      upload: { field: upload.field, maxBytes: imageMaxBytes },
      run: async ({ ctx, actor, file }) => presentTemplate(await uploadTemplate(ctx, actor, kind, file)),
      present: contractAnswer(upload),
    }),
    defineCall({
      path: `/api/${path}/use/:id`,
      ...feature,
      guard: { perm: "Sys.Config.Update" },
      params: idParams,
      // An absent Use means true; anything but `true` otherwise means false (as before).
      body: z.object({
        Use: z
          .unknown()
          .optional()
          .transform((use) => use === undefined || use === true),
      }),
      run: ({ ctx, actor, params, body }) => setTemplateUse(ctx, actor, params.id, body.Use, kind),
      present: presentTemplate,
    }),
    // The images show on pages of both sides.
    defineCall({
      path: `/api/${path}/blob/:id`,
      ...feature,
      methods: ["GET"],
      guard: { signedIn: true },
      params: idParams,
      run: async ({ ctx, params, reply }) => sendBlob(ctx, reply, await templateBlob(ctx, kind, params.id)),
    }),
  ];
}

export const configCalls: Call[] = [
  ...Object.entries(keyDocs).flatMap(([key, calls]) => calls(key)),
  ...defaultCoverCalls,
  ...moduleConfigCalls,
  ...(Object.entries(templatePaths) as [ImageTemplateKind, string][]).flatMap(([kind, path]) =>
    templateCalls(kind, path),
  ),
];
