/**
 * read_result_molecule_file (spec §7 workflow_job_tasks): one molecule of a task's SDF or MOL output
 * as a molfile, for viewers that open a single result. `MolFileId` is `<output name>/<record number>`
 * (from 1, in file order); output names never hold a slash.
 */
import { workflowFeature } from "@crucible/schema";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { TaskRow } from "../db/jobs.js";
import { readSdfMolfile } from "../domain/chem/sdfReader.js";
import type { Ctx } from "../domain/context.js";
import { AppError } from "../domain/errors.js";
import { ownTask } from "../domain/jobs/jobs.js";
import { findSysTask } from "../domain/jobs/sysJobs.js";
import { sendMolfile } from "./files.js";
import { defineCall, idParams } from "./calls.js";

const molFileQuery = z.object({
  MolFileId: z
    .string({ message: "MolFileId is <output>/<record number>" })
    .regex(/^[^/]{1,200}\/[1-9]\d{0,8}$/, "MolFileId is <output>/<record number>"),
});

async function sendMolecule(ctx: Ctx, reply: FastifyReply, task: TaskRow, molFileId: string) {
  const slash = molFileId.lastIndexOf("/");
  const output = molFileId.slice(0, slash);
  const record = Number(molFileId.slice(slash + 1));
  const file = task.outputs.find((o) => o.name === output);
  if (!file) throw new AppError("DBDataNotExist", output);
  const { mol } = await readSdfMolfile(ctx, file, record - 1);
  return sendMolfile(reply, `${output.replace(/\.[^.]+$/, "")}-${record}.mol`, mol);
}

export const taskResultCalls = [
  defineCall({
    path: "/api/workflow_job_tasks/read_result_molecule_file/:id",
    methods: ["GET", "POST"],
    guard: { side: "user" },
    feature: workflowFeature,
    reads: true,
    params: idParams,
    query: molFileQuery,
    owned: {
      kind: "task",
      example: (id) => ({ params: { id: String(id) }, query: { MolFileId: "out.sdf/1" } }),
    },
    run: async ({ ctx, actor, params, query, reply }) =>
      sendMolecule(ctx, reply, await ownTask(ctx, actor, params.id), query.MolFileId),
  }),
  defineCall({
    path: "/api/sys/workflow_job_tasks/read_result_molecule_file/:id",
    methods: ["GET", "POST"],
    guard: { perm: "Workflow.Job.Read" },
    feature: workflowFeature,
    reads: true,
    params: idParams,
    query: molFileQuery,
    run: async ({ ctx, actor, params, query, reply }) =>
      sendMolecule(ctx, reply, await findSysTask(ctx, actor, params.id), query.MolFileId),
  }),
];
