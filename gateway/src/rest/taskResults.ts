/**
 * read_result_molecule_file (spec §7 workflow_job_tasks): one molecule of a task's SDF or MOL output
 * as a molfile, for viewers that open a single result. `MolFileId` is `<output name>/<record number>`
 * (from 1, in file order); output names never hold a slash.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TaskRow } from "../db/schema.js";
import { readSdfPage } from "../domain/chem/sdfReader.js";
import type { Ctx, Services } from "../domain/context.js";
import { AppError } from "../domain/errors.js";
import { ownTask } from "../domain/workflow/jobs.js";
import { findSysTask } from "../domain/workflow/sysJobs.js";
import { contentDisposition } from "./files.js";
import { envelope, idParam } from "./handler.js";

function molFileIdOf(request: FastifyRequest): { output: string; record: number } {
  const raw = (request.query as Record<string, unknown> | undefined)?.MolFileId;
  const match = typeof raw === "string" ? /^([^/]{1,200})\/([1-9]\d{0,8})$/.exec(raw) : null;
  if (!match) throw new AppError("ServerInvalidParameter", "MolFileId is <output>/<record number>");
  return { output: match[1]!, record: Number(match[2]) };
}

async function sendMolecule(ctx: Ctx, request: FastifyRequest, reply: FastifyReply, task: TaskRow) {
  const { output, record } = molFileIdOf(request);
  const file = task.outputs.find((o) => o.name === output);
  if (!file) throw new AppError("DBDataNotExist", output);
  const page = await readSdfPage(ctx, file, record - 1, 1);
  const molecule = page.Records[0];
  if (!molecule) throw new AppError("DBDataNotExist", `${output}/${record}`);
  const name = `${output.replace(/\.[^.]+$/, "")}-${record}.mol`;
  return reply
    .header("content-type", "chemical/x-mdl-molfile; charset=utf-8")
    .header("content-disposition", contentDisposition("inline", name))
    .header("x-content-type-options", "nosniff")
    .send(molecule.Mol);
}

export function registerTaskResultRoutes(app: FastifyInstance, services: Services): void {
  for (const method of ["GET", "POST"] as const) {
    app.route({
      method,
      url: "/api/workflow_job_tasks/read_result_molecule_file/:id",
      handler: envelope(services, async (ctx, request, reply) =>
        sendMolecule(ctx, request, reply, await ownTask(ctx, idParam(request))),
      ),
    });
    app.route({
      method,
      url: "/api/sys/workflow_job_tasks/read_result_molecule_file/:id",
      handler: envelope(services, async (ctx, request, reply) =>
        sendMolecule(ctx, request, reply, await findSysTask(ctx, idParam(request))),
      ),
    });
  }
}
