/**
 * The calls of system applets and UI packs beyond their generic verbs (`sys/sys_app`, `sys/uipack`):
 * bundle uploads, the menus' applet lists, applet ordering, pack versions (list, upload, activate,
 * roll back), and the bundle files themselves, served sandboxed (docs/apps.md).
 */
import { appFeature, bundleLimits } from "@crucible/schema";
import { z } from "zod";
import { bundleFile } from "../domain/apps/bundles.js";
import { menuApps, presentApp, presentSysApp, reorderApps, uploadAppBundle } from "../domain/apps/apps.js";
import {
  activatePackVersion,
  packVersions,
  presentPackVersion,
  rollbackPack,
  uploadPackVersion,
} from "../domain/apps/uiPacks.js";
import { bodyId, defineCall, idParams, type Call } from "./calls.js";

const upload = { field: "File", maxBytes: bundleLimits.zipBytes } as const;

/**
 * A bundle's file: an opaque origin wherever it is opened (CSP sandbox without allow-same-origin),
 * framed only by our own pages, never compressed on the way (a stored file goes out as stored).
 */
const sandboxPolicy = "sandbox allow-scripts; frame-ancestors 'self'";

export const appCalls: readonly Call[] = [
  defineCall({
    path: "/api/sys/sys_app/upload_bundle/:id",
    feature: appFeature,
    guard: { perm: "Sys.App.Update" },
    params: idParams,
    upload,
    run: ({ ctx, actor, params, file }) => uploadAppBundle(ctx, actor, params.id, file.bytes),
    present: presentSysApp,
  }),
  defineCall({
    path: "/api/sys/sys_app/sort",
    feature: appFeature,
    guard: { perm: "Sys.App.Update" },
    body: z.object({ Ids: z.array(bodyId).min(1).max(200) }),
    run: ({ ctx, actor, body }) => reorderApps(ctx, actor, body.Ids),
  }),
  defineCall({
    path: "/api/sys_app/menu",
    feature: appFeature,
    guard: { side: "user" },
    reads: true,
    run: ({ ctx, actor }) => menuApps(ctx, actor),
    present: (rows) => rows.map(presentApp),
  }),
  defineCall({
    path: "/api/sys/sys_app/menu",
    feature: appFeature,
    guard: { side: "sys" },
    reads: true,
    run: ({ ctx, actor }) => menuApps(ctx, actor),
    present: (rows) => rows.map(presentApp),
  }),
  defineCall({
    path: "/api/sys/uipack/versions/:id",
    guard: { perm: "Dev.Read" },
    reads: true,
    params: idParams,
    run: ({ ctx, params }) => packVersions(ctx, params.id),
    present: (versions) => versions.map(presentPackVersion),
  }),
  defineCall({
    path: "/api/sys/uipack/upload_version/:id",
    guard: { perm: "Dev.Update" },
    params: idParams,
    upload,
    body: z.object({ Version: z.string() }),
    run: ({ ctx, actor, params, body, file }) =>
      uploadPackVersion(ctx, actor, params.id, body.Version, file.bytes),
    present: presentPackVersion,
  }),
  defineCall({
    path: "/api/sys/uipack/activate",
    guard: { perm: "Dev.Update" },
    body: z.object({ VersionId: bodyId }),
    run: ({ ctx, actor, body }) => activatePackVersion(ctx, actor, body.VersionId),
    present: presentPackVersion,
  }),
  defineCall({
    path: "/api/sys/uipack/rollback/:id",
    guard: { perm: "Dev.Update" },
    params: idParams,
    run: ({ ctx, actor, params }) => rollbackPack(ctx, actor, params.id),
    present: presentPackVersion,
  }),
  // Public by design: the frame's own requests carry no cookie (opaque origin), so the files of a
  // bundle are reached by its random UUID; the menus decide who is shown the address.
  defineCall({
    path: "/api/sandbox/:uuid/*",
    methods: ["GET"],
    guard: { public: true },
    params: z.object({ uuid: z.string(), "*": z.string().max(bundleLimits.pathLength) }),
    run: async ({ ctx, params, request, reply }) => {
      const file = await bundleFile(ctx, params.uuid, params["*"]);
      request.headers["x-no-compression"] = "stored file";
      return reply
        .header("content-security-policy", sandboxPolicy)
        .header("x-frame-options", "SAMEORIGIN")
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-cache")
        .header("etag", `"${file.sha256}"`)
        .header("content-length", String(file.size))
        .type(file.mime)
        .send(ctx.blobs.read(file.sha256));
    },
  }),
];
