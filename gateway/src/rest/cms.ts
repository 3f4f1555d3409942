import type { FastifyInstance } from "fastify";
import type { Services } from "../domain/context.js";
import { requirePerm } from "../domain/access/guards.js";
import {
  cmsFileByUuid,
  cmsFilesByIds,
  cmsUploadTarget,
  cmsUsage,
  exportMapLibrary,
  importMapLibrary,
  publicMapEntries,
  publicTexts,
  updateMapValue,
} from "../domain/cms/cms.js";
import { AppError } from "../domain/errors.js";
import { uploadChunk, uploadMeta } from "../domain/files/uploads.js";
import { bodyObject, envelope } from "./handler.js";
import { contentDisposition, parseIdList, sendFile, sendZip } from "./files.js";

function uuidParam(params: unknown): string {
  return String((params as { uuid?: string }).uuid ?? "");
}

export function registerCmsRoutes(app: FastifyInstance, services: Services): void {
  const post = (path: string, handler: Parameters<typeof envelope>[1]) =>
    app.post(path, envelope(services, handler));

  for (const library of ["file", "map"] as const) {
    const sys = `/api/sys/cms_${library}_library_file`;
    const index = `/api/index/cms_${library}_library_file`;
    const target = cmsUploadTarget(library);
    post(`${sys}/upload_meta`, (ctx, request) => {
      const { LibraryId } = request.query as { LibraryId?: string };
      return uploadMeta(ctx, target, { ...bodyObject(request), ...(LibraryId ? { LibraryId } : {}) });
    });
    post(`${sys}/upload_file`, (ctx, request) => {
      const actor = requirePerm(ctx, library === "file" ? "Cms.FileLibrary.Update" : "Cms.MapLibrary.Update");
      const { UploadId, Index } = request.query as { UploadId?: string; Index?: string };
      if (!UploadId || !/^\d{1,15}$/.test(UploadId) || !Index || !/^\d{1,9}$/.test(Index)) {
        throw new AppError("ServerInvalidParameter", "UploadId and Index are required");
      }
      if (!Buffer.isBuffer(request.body))
        throw new AppError("ServerInvalidParameter", "application/octet-stream expected");
      return uploadChunk(ctx, target, {
        side: "sys",
        userId: actor.id,
        uploadId: Number(UploadId),
        index: Number(Index),
        bytes: request.body,
      });
    });
    post(`${sys}/total_usage_size`, (ctx) => cmsUsage(ctx, library));
    for (const method of ["GET", "POST"] as const) {
      for (const [base, publicRead] of [
        [sys, false],
        [index, true],
      ] as const) {
        app.route({
          method,
          url: `${base}/read_file/:uuid`,
          handler: envelope(services, async (ctx, request, reply) =>
            sendFile(
              ctx,
              request,
              reply,
              await cmsFileByUuid(ctx, library, uuidParam(request.params), publicRead),
              "inline",
            ),
          ),
        });
        app.route({
          method,
          url: `${base}/download_file/:uuid`,
          handler: envelope(services, async (ctx, request, reply) =>
            sendFile(
              ctx,
              request,
              reply,
              await cmsFileByUuid(ctx, library, uuidParam(request.params), publicRead),
              "attachment",
            ),
          ),
        });
      }
      app.route({
        method,
        url: `${sys}/zip_download/:ids`,
        handler: envelope(services, async (ctx, request, reply) => {
          const files = await cmsFilesByIds(
            ctx,
            library,
            parseIdList((request.params as { ids: string }).ids),
          );
          return sendZip(ctx, reply, files, `${library}-library.zip`);
        }),
      });
    }
  }

  post("/api/sys/cms_map_library_map/update_value", (ctx, request) =>
    updateMapValue(ctx, bodyObject(request)),
  );
  post("/api/sys/cms_map_library_map/import_data", (ctx, request) => importMapLibrary(ctx, request.body));
  for (const method of ["GET", "POST"] as const) {
    app.route({
      method,
      url: "/api/sys/cms_map_library_map/export_data",
      handler: envelope(services, async (ctx, request, reply) => {
        const { MapLibraryName } = {
          ...(request.query as object),
          ...(method === "POST" ? bodyObject(request) : {}),
        } as {
          MapLibraryName?: unknown;
        };
        const data = await exportMapLibrary(ctx, MapLibraryName);
        return reply
          .header("content-disposition", contentDisposition("attachment", `${data.MapLibraryName}.json`))
          .type("application/json")
          .send(JSON.stringify(data, null, 2));
      }),
    });
  }
  post("/api/index/cms_map_library_map/query", (ctx, request) => publicMapEntries(ctx, bodyObject(request)));
  post("/api/index/cms_text_library_text/query", (ctx, request) => publicTexts(ctx, bodyObject(request)));
}
