/**
 * Desktop download calls: the build upload (the chunked protocol: meta with Platform, Version, Notes,
 * EnglishNotes and StatedSha256, then 1 MiB chunks) and the public, counted download.
 */
import { restCalls } from "@crucible/schema";
import { desktopBuildUploadTarget, downloadDesktopBuild } from "../domain/desktop/desktop.js";
import { uploadChunk, uploadMeta } from "../domain/files/uploads.js";
import { chunkBody, chunkQuery, contractAnswer, defineCall, idParams, objectBody } from "./calls.js";
import { sendFile } from "./files.js";

const upload = restCalls.desktopBuildUpload;

export const desktopCalls = [
  defineCall({
    path: upload.meta.path,
    guard: { perm: "Sys.Config.Update" },
    body: objectBody,
    run: ({ ctx, actor, body }) =>
      uploadMeta(ctx, desktopBuildUploadTarget(actor), { ...body, DirNames: [] }),
    present: contractAnswer(upload.meta),
  }),
  defineCall({
    path: upload.chunk.path,
    guard: { perm: "Sys.Config.Update" },
    query: chunkQuery,
    body: chunkBody,
    run: ({ ctx, actor, query, body }) =>
      uploadChunk(ctx, desktopBuildUploadTarget(actor), {
        side: "sys",
        userId: actor.id,
        uploadId: query.UploadId,
        index: query.Index,
        bytes: body,
      }),
    present: contractAnswer(upload.chunk),
  }),
  defineCall({
    path: "/api/index/desktop_build/download/:id",
    methods: ["GET"],
    guard: { public: true },
    params: idParams,
    run: async ({ ctx, params, request, reply }) => {
      const range = request.headers.range;
      const counted = !range || /^bytes=0-/.test(range.trim());
      const row = await downloadDesktopBuild(ctx, params.id, counted);
      return sendFile(
        ctx,
        request,
        reply,
        { name: row.fileName, folder: "", size: row.size, sha256: row.sha256 },
        "attachment",
      );
    },
  }),
];
