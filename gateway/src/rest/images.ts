/**
 * The back office's image uploads (issue 9): import a root file system tarball as the image (`file`),
 * or build from a Containerfile (field `Containerfile`) with an optional context tarball (`file`).
 * The tarball streams to podman; its bound is the configured image size.
 */
import { workflowFeature } from "@crucible/schema";
import type { ContainerImageAnswer } from "@crucible/schema";
import type { FastifyRequest } from "fastify";
import type { Readable } from "node:stream";
import { AppError, invalid } from "../domain/errors.js";
import { presentImage } from "../domain/modules/catalogue.js";
import { buildImageFromContainerfile, importImageTarball } from "../domain/images/images.js";
import { defineCall, idParams } from "./calls.js";

const perm = "Workflow.Job.Task.ContainerImage.Update";

async function tarballPart(request: FastifyRequest, maxBytes: number): Promise<Readable> {
  if (!request.isMultipart()) throw invalid("multipart/form-data expected");
  // One byte over the bound reaches importImageTarball, which refuses it before podman sees an end.
  const part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1, fields: 5 } });
  if (!part || part.fieldname !== "file") throw invalid("file is required");
  return part.file;
}

/** The Containerfile field and the optional context tarball of a build request. */
async function buildParts(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ containerfile: string; context: Buffer | null }> {
  if (!request.isMultipart()) throw invalid("multipart/form-data expected");
  let containerfile = "";
  let context: Buffer | null = null;
  for await (const part of request.parts({
    limits: { fileSize: Math.min(maxBytes, 512 * 1024 * 1024), files: 1, fields: 5, fieldSize: 256 * 1024 },
  })) {
    if (part.type === "file") {
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError("DBFileTooLarge");
      if (part.fieldname === "file") context = bytes;
    } else if (part.fieldname === "Containerfile" && typeof part.value === "string") {
      containerfile = part.value;
    }
  }
  return { containerfile, context };
}

export const imageCalls = [
  defineCall({
    path: "/api/sys/workflow_job_task_container_image/import/:id",
    guard: { perm },
    feature: workflowFeature,
    params: idParams,
    run: async ({ ctx, actor, params, request }) =>
      importImageTarball(ctx, actor, params.id, await tarballPart(request, ctx.config.imageMaxBytes)),
    // The answer of restCalls.containerImageImport.
    present: (row): ContainerImageAnswer => presentImage(row),
  }),
  defineCall({
    path: "/api/sys/workflow_job_task_container_image/build/:id",
    guard: { perm },
    feature: workflowFeature,
    params: idParams,
    run: async ({ ctx, actor, params, request }) => {
      const { containerfile, context } = await buildParts(request, ctx.config.imageMaxBytes);
      return buildImageFromContainerfile(ctx, actor, params.id, containerfile, context);
    },
    present: presentImage,
  }),
];
