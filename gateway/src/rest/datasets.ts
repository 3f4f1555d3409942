import type { FastifyInstance } from "fastify";
import type { Side } from "../db/schema.js";
import type { Services } from "../domain/context.js";
import { requireActor } from "../domain/access/guards.js";
import {
  dataFileUploadTarget,
  listFolders,
  sysDataFileResource,
  totalUsage,
  userDataFileResource,
} from "../domain/datasets/dataFiles.js";
import { sdfQueryFromRest } from "../domain/chem/sdfQuery.js";
import { readSdfPage } from "../domain/chem/sdfReader.js";
import { AppError } from "../domain/errors.js";
import { uploadChunk, uploadMeta } from "../domain/files/uploads.js";
import { bodyObject, envelope, idParam } from "./handler.js";
import { parseIdList, sendFile, sendZip } from "./files.js";

/** Chunks arrive as raw bytes (application/octet-stream) with ?UploadId=&Index= in the query. */
export function chunkQuery(query: unknown): { uploadId: number; index: number } {
  const { UploadId, Index } = (query ?? {}) as { UploadId?: string; Index?: string };
  if (!UploadId || !/^\d{1,15}$/.test(UploadId) || !Index || !/^\d{1,9}$/.test(Index)) {
    throw new AppError("ServerInvalidParameter", "UploadId and Index are required");
  }
  return { uploadId: Number(UploadId), index: Number(Index) };
}

export function registerDatasetRoutes(app: FastifyInstance, services: Services): void {
  for (const side of ["user", "sys"] as Side[]) {
    const base =
      side === "user"
        ? "/api/workflow_job_task_data_source_file"
        : "/api/sys/workflow_job_task_data_source_file";
    const resource = side === "user" ? userDataFileResource : sysDataFileResource;
    const target = dataFileUploadTarget(side);
    app.post(
      `${base}/upload_meta`,
      envelope(services, (ctx, request) => uploadMeta(ctx, target, request.body)),
    );
    app.post(
      `${base}/upload_file`,
      envelope(services, async (ctx, request) => {
        const actor = requireActor(ctx, side);
        if (!Buffer.isBuffer(request.body))
          throw new AppError("ServerInvalidParameter", "application/octet-stream expected");
        return uploadChunk(ctx, target, {
          side,
          userId: actor.id,
          ...chunkQuery(request.query),
          bytes: request.body,
        });
      }),
    );
    app.post(
      `${base}/sdf_records/:id`,
      envelope(services, async (ctx, request) => {
        const body = bodyObject(request);
        const query = sdfQueryFromRest(body);
        const file = await resource.find(ctx, idParam(request));
        return readSdfPage(ctx, file, Number(body.Offset ?? 0), Number(body.Limit ?? 20), query);
      }),
    );
    app.post(
      `${base}/total_usage_size`,
      envelope(services, (ctx, request) => totalUsage(ctx, side, bodyObject(request).Kind)),
    );
    app.post(
      `${base}/folders`,
      envelope(services, (ctx, request) => listFolders(ctx, side, bodyObject(request).Kind)),
    );
    for (const method of ["GET", "POST"] as const) {
      app.route({
        method,
        url: `${base}/read_file/:id`,
        handler: envelope(services, async (ctx, request, reply) =>
          sendFile(ctx, request, reply, await resource.find(ctx, idParam(request)), "inline"),
        ),
      });
      app.route({
        method,
        url: `${base}/download_file/:id`,
        handler: envelope(services, async (ctx, request, reply) =>
          sendFile(ctx, request, reply, await resource.find(ctx, idParam(request)), "attachment"),
        ),
      });
      app.route({
        method,
        url: `${base}/zip_download/:ids`,
        handler: envelope(services, async (ctx, request, reply) => {
          const { ids } = request.params as { ids: string };
          const files = await resource.findMany(ctx, parseIdList(ids));
          return sendZip(ctx, reply, files, files.length === 1 ? `${files[0]!.name}.zip` : "files.zip");
        }),
      });
    }
  }
}
