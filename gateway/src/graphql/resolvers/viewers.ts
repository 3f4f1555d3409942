import type { Side } from "../../db/schema.js";
import type { SequencePage } from "../../domain/seq/seqReader.js";
import {
  dataFileSequencePage,
  listResultMolecules,
  taskSequencePage,
  type ResultMoleculeFile,
  type TaskReader,
} from "../../domain/viewers/viewerFiles.js";
import { grantedIn, signedInTo } from "../directives.js";
import type { Ctx } from "../../domain/context.js";
import type { QueryResolvers, QuerySequenceRecordsArgs } from "../__generated__/resolvers.js";
import { toId } from "./scalars.js";

type PageArgs = Pick<QuerySequenceRecordsArgs, "offset" | "limit" | "seqOffset" | "seqLength">;

const pageInput = (args: PageArgs) => ({
  offset: args.offset,
  limit: args.limit,
  seqOffset: args.seqOffset,
  seqLength: args.seqLength,
});

/** A sequence page of the reader as the GraphQL SequencePage. */
function presentSequencePage(page: SequencePage) {
  return {
    format: page.Format,
    total: page.Total,
    records: page.Records.map((r) => ({
      index: r.Index,
      id: r.Id,
      name: r.Name,
      description: r.Description,
      length: r.Length,
      moleculeType: r.MoleculeType,
      topology: r.Topology,
      gcContent: r.GcContent,
      features: r.Features,
      featureTotal: r.FeatureTotal,
      primers: r.Primers,
      warnings: r.Warnings,
      sequenceOffset: r.SequenceOffset,
      sequence: r.Sequence,
    })),
  };
}

function presentResultMolecules(files: ResultMoleculeFile[]) {
  return files.map((f) => ({
    output: f.Output,
    size: f.Size,
    total: f.Total,
    error: f.Error,
    records: f.Records.map((r) => ({
      index: r.Index,
      name: r.Name,
      smiles: r.Smiles,
      inChi: r.InChi,
      molSvg: r.MolSvg,
      error: r.Error,
      molFileId: r.MolFileId,
    })),
  }));
}

const filePage = async (ctx: Ctx, side: Side, fileId: string, args: PageArgs) =>
  presentSequencePage(await dataFileSequencePage(ctx, side, toId(fileId, "fileId"), pageInput(args)));

const taskPage = async (ctx: Ctx, reader: TaskReader, taskId: string, output: string, args: PageArgs) =>
  presentSequencePage(await taskSequencePage(ctx, reader, toId(taskId, "taskId"), output, pageInput(args)));

const resultMolecules = async (
  ctx: Ctx,
  reader: TaskReader,
  args: { taskId: string; output?: string | null; offset?: number | null; limit?: number | null },
) => presentResultMolecules(await listResultMolecules(ctx, reader, toId(args.taskId, "taskId"), args));

export const viewerQueries: Pick<
  Required<QueryResolvers>,
  | "sequenceRecords"
  | "sysSequenceRecords"
  | "taskSequenceRecords"
  | "sysTaskSequenceRecords"
  | "taskResultMolecules"
  | "sysTaskResultMolecules"
> = {
  sequenceRecords: (_p, { fileId, ...args }, ctx) => filePage(ctx, "user", fileId, args),
  sysSequenceRecords: (_p, { fileId, ...args }, ctx) => filePage(ctx, "sys", fileId, args),
  taskSequenceRecords: (_p, { taskId, output, ...args }, ctx, info) =>
    taskPage(ctx, signedInTo(info, "user"), taskId, output, args),
  sysTaskSequenceRecords: (_p, { taskId, output, ...args }, ctx, info) =>
    taskPage(ctx, grantedIn(info, "Workflow.Job.Read"), taskId, output, args),
  taskResultMolecules: (_p, args, ctx, info) => resultMolecules(ctx, signedInTo(info, "user"), args),
  sysTaskResultMolecules: (_p, args, ctx, info) =>
    resultMolecules(ctx, grantedIn(info, "Workflow.Job.Read"), args),
};
