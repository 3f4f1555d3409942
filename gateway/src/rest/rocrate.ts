/**
 * Provenance crates over REST (docs/provenance.md): a job's Workflow Run RO-Crate as a zip download
 * (the owner's; any user's in the back office with Workflow.Job.Read), and a crate uploaded (multipart
 * field File, at most crateImportLimits.zipBytes) imported as a new template of the caller's.
 */
import { crateImportLimits, restCalls, workflowFeature } from "@crucible/schema";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  crateOriginSchema,
  exportJobCrate,
  exportSysJobCrate,
  importTemplateFromCrate,
  type JobCrate,
} from "../domain/crates/rocrate.js";
import { contractAnswer, defineCall, idParams, type Call } from "./calls.js";
import { contentDisposition } from "./files.js";

/**
 * The address the crate's web-based files are named under: the configured public address
 * (CRUCIBLE_PUBLIC_URL) when it is an origin, else this request's own.
 */
function originOf(publicUrl: string, request: FastifyRequest): string {
  if (publicUrl && crateOriginSchema.safeParse(publicUrl).success) return publicUrl;
  const origin = `${request.protocol}://${request.host}`;
  return crateOriginSchema.safeParse(origin).success ? origin : "http://localhost";
}

function sendCrate(request: FastifyRequest, reply: FastifyReply, crate: JobCrate): FastifyReply {
  // The zip is compressed already, and streamed as it is made.
  request.headers["x-no-compression"] = "zip";
  return reply
    .header("content-disposition", contentDisposition("attachment", crate.fileName))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-cache")
    .type("application/zip")
    .send(crate.stream);
}

export const crateCalls: readonly Call[] = [
  defineCall({
    path: "/api/workflow_job/ro_crate/:id",
    methods: ["GET", "POST"],
    guard: { side: "user" },
    feature: workflowFeature,
    reads: true,
    params: idParams,
    owned: { kind: "job" },
    run: async ({ ctx, params, request, reply }) =>
      sendCrate(
        request,
        reply,
        await exportJobCrate(ctx, params.id, originOf(ctx.config.publicUrl, request)),
      ),
  }),
  defineCall({
    path: "/api/sys/workflow_job/ro_crate/:id",
    methods: ["GET", "POST"],
    guard: { perm: "Workflow.Job.Read" },
    feature: workflowFeature,
    reads: true,
    params: idParams,
    run: async ({ ctx, actor, params, request, reply }) =>
      sendCrate(
        request,
        reply,
        await exportSysJobCrate(ctx, actor, params.id, originOf(ctx.config.publicUrl, request)),
      ),
  }),
  defineCall({
    path: restCalls.templateCrateImport.path,
    guard: { side: "user" },
    feature: workflowFeature,
    upload: { field: "File", maxBytes: crateImportLimits.zipBytes },
    run: ({ ctx, actor, file }) => importTemplateFromCrate(ctx, actor, file.bytes),
    present: (row) =>
      contractAnswer(restCalls.templateCrateImport)({
        Id: row.id,
        Name: row.name,
        UpdatedAt: row.updatedAt.toISOString(),
      }),
  }),
];
