/**
 * The viewers' server-side readers on REST (issue 12, docs/viewers.md), for users (their own files and
 * tasks, shared files) and the back office (Workflow.Job.Task.DataSourceFile.Read for data set files,
 * Workflow.Job.Read for tasks): sequence_records (FASTA, GenBank, SnapGene, weseq pages),
 * view_molecule_file (a molecule file in a format NGL reads, converted by Open Babel when needed) and
 * workflow_job_task_result_molecule/query (a task's result molecules).
 */
import { workflowFeature } from "@crucible/schema";
import type { Permission } from "@crucible/schema";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Side } from "../db/schema.js";
import type { Ctx } from "../domain/context.js";
import {
  dataFileSequencePage,
  findDataFile,
  findTask,
  listResultMolecules,
  moleculeForViewer,
  taskOutput,
  taskSequencePage,
} from "../domain/viewers/viewerFiles.js";
import { defineCall, idParams, type Call, type ExampleRequest } from "./calls.js";
import { contentDisposition } from "./files.js";

const count = z.coerce.number().int().nullish();

/** A page of sequence records: Offset and Limit over the records, SeqOffset and SeqLength in each sequence. */
const sequenceBody = z.object({ Offset: count, Limit: count, SeqOffset: count, SeqLength: count });
const taskSequenceBody = sequenceBody.extend({ Output: z.string().min(1).max(500) });
const outputQuery = z.object({ Output: z.string().min(1).max(500) });
const resultMoleculeBody = z.object({
  Output: z.string().min(1).max(500).nullish(),
  Offset: count,
  Limit: count,
});

const pageInput = (body: z.infer<typeof sequenceBody>) => ({
  offset: body.Offset,
  limit: body.Limit,
  seqOffset: body.SeqOffset,
  seqLength: body.SeqLength,
});

const mimeTypes: Record<string, string> = {
  pdb: "chemical/x-pdb",
  pdb1: "chemical/x-pdb",
  ent: "chemical/x-pdb",
  pdbqt: "chemical/x-pdb",
  pqr: "chemical/x-pdb",
  cif: "chemical/x-cif",
  mcif: "chemical/x-mmcif",
  mmcif: "chemical/x-mmcif",
  sdf: "chemical/x-mdl-sdfile",
  sd: "chemical/x-mdl-sdfile",
  mol: "chemical/x-mdl-molfile",
  mol2: "chemical/x-mol2",
  gro: "text/plain",
  cube: "chemical/x-gaussian-cube",
  cub: "chemical/x-gaussian-cube",
  dx: "text/plain",
  xplor: "text/plain",
  cns: "text/plain",
};

/** Sends a molecule file for NGL: X-Molecule-Format names the format to read it as. */
async function sendViewerMolecule(
  ctx: Ctx,
  request: FastifyRequest,
  reply: FastifyReply,
  file: { name: string; sha256: string; size: number },
) {
  const molecule = await moleculeForViewer(ctx, file);
  request.headers["x-no-compression"] = "stored file";
  const type = mimeTypes[molecule.format];
  return reply
    .header(
      "content-type",
      type
        ? type.startsWith("text/") || type.startsWith("chemical/")
          ? `${type}; charset=utf-8`
          : type
        : "application/octet-stream",
    )
    .header("content-disposition", contentDisposition("inline", molecule.name))
    .header("content-length", String(molecule.size))
    .header("x-molecule-format", molecule.format)
    .header("x-molecule-converted", molecule.converted ? "obabel" : "no")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("cache-control", "private, no-cache")
    .send(molecule.read());
}

type Guard = { readonly side: "user" } | { readonly perm: Permission };
/** The task calls' guard: the user's own tasks, or the back office's with Workflow.Job.Read. */
type TaskGuard = { readonly side: "user" } | { readonly perm: "Workflow.Job.Read" };

function dataFileCalls(side: Side): Call[] {
  const user = side === "user";
  const base = user
    ? "/api/workflow_job_task_data_source_file"
    : "/api/sys/workflow_job_task_data_source_file";
  const guard: Guard = user ? { side: "user" } : { perm: "Workflow.Job.Task.DataSourceFile.Read" };
  const owned = user ? { kind: "dataFile" as const } : undefined;
  return [
    defineCall({
      path: `${base}/sequence_records/:id`,
      guard,
      feature: workflowFeature,
      reads: true,
      params: idParams,
      body: sequenceBody,
      owned,
      run: ({ ctx, params, body }) => dataFileSequencePage(ctx, side, params.id, pageInput(body)),
    }),
    defineCall({
      path: `${base}/view_molecule_file/:id`,
      methods: ["GET", "POST"],
      guard,
      feature: workflowFeature,
      reads: true,
      params: idParams,
      owned,
      run: async ({ ctx, params, request, reply }) =>
        sendViewerMolecule(ctx, request, reply, await findDataFile(ctx, side, params.id)),
    }),
  ];
}

function taskCalls(side: Side): Call[] {
  const user = side === "user";
  const prefix = user ? "/api" : "/api/sys";
  const guard: TaskGuard = user ? { side: "user" } : { perm: "Workflow.Job.Read" };
  const owned = (example: (id: number) => ExampleRequest) =>
    user ? { kind: "task" as const, example } : undefined;
  return [
    defineCall({
      path: `${prefix}/workflow_job_tasks/sequence_records/:id`,
      guard,
      feature: workflowFeature,
      reads: true,
      params: idParams,
      body: taskSequenceBody,
      owned: owned((id) => ({ params: { id: String(id) }, body: { Output: "out.gb" } })),
      run: ({ ctx, actor, params, body }) =>
        taskSequencePage(ctx, actor, params.id, body.Output, pageInput(body)),
    }),
    defineCall({
      path: `${prefix}/workflow_job_tasks/view_molecule_file/:id`,
      methods: ["GET", "POST"],
      guard,
      feature: workflowFeature,
      reads: true,
      params: idParams,
      query: outputQuery,
      owned: owned((id) => ({ params: { id: String(id) }, query: { Output: "out.xyz" } })),
      run: async ({ ctx, actor, params, query, request, reply }) =>
        sendViewerMolecule(
          ctx,
          request,
          reply,
          taskOutput(await findTask(ctx, actor, params.id), query.Output),
        ),
    }),
    defineCall({
      path: `${prefix}/workflow_job_task_result_molecule/query/:id`,
      guard,
      feature: workflowFeature,
      reads: true,
      params: idParams,
      body: resultMoleculeBody,
      owned: owned((id) => ({ params: { id: String(id) } })),
      run: ({ ctx, actor, params, body }) =>
        listResultMolecules(ctx, actor, params.id, {
          output: body.Output,
          offset: body.Offset,
          limit: body.Limit,
        }),
    }),
  ];
}

export const viewerCalls: readonly Call[] = [
  ...dataFileCalls("user"),
  ...dataFileCalls("sys"),
  ...taskCalls("user"),
  ...taskCalls("sys"),
];
