/** GraphQL for the back office of processors and the workflow calc-metric config. */
import type { CalcMetricConfig as CalcMetricDoc } from "@crucible/schema";
import { readCalcMetricConfig, saveCalcMetricConfig } from "../../domain/config/settings.js";
import { fromGraphQuery } from "../../domain/query.js";
import {
  createSysProcessor,
  findSysProcessor,
  listSysProcessors,
  sysProcessorResource,
  updateSysProcessor,
} from "../../domain/processors/sysProcessors.js";
import type {
  CalcMetricConfig,
  MutationResolvers,
  ProcessorResolvers,
  QueryResolvers,
} from "../__generated__/resolvers.js";
import { grantedIn } from "../directives.js";
import { resourceMutations } from "../resourceMutations.js";
import { toId } from "./scalars.js";
import { processorBody } from "./templates.js";

function calcMetricView(doc: CalcMetricDoc): CalcMetricConfig {
  return { taskProcessorMethod: doc.TaskProcessorMethod, taskModule: doc.TaskModule };
}

export const sysProcessorQueries: Pick<
  Required<QueryResolvers>,
  "sysProcessors" | "sysProcessor" | "calcMetricConfig"
> = {
  sysProcessors: (_p, { query }, ctx) => listSysProcessors(ctx, fromGraphQuery(query)),
  sysProcessor: (_p, { id }, ctx) => findSysProcessor(ctx, toId(id)),
  calcMetricConfig: async (_p, _a, ctx, info) =>
    calcMetricView(await readCalcMetricConfig(ctx, grantedIn(info, "Workflow.Job.Task.Module.Read"))),
};

export const sysProcessorMutations: Pick<
  Required<MutationResolvers>,
  | "createSysProcessor"
  | "updateSysProcessor"
  | "setSysProcessorStatus"
  | "removeSysProcessor"
  | "recoverSysProcessor"
  | "saveCalcMetricConfig"
> = {
  createSysProcessor: (_p, { input }, ctx, info) =>
    createSysProcessor(ctx, grantedIn(info, "Workflow.Job.Task.Processor.Update"), processorBody(input)),
  updateSysProcessor: (_p, { id, input }, ctx) => updateSysProcessor(ctx, toId(id), processorBody(input)),
  ...resourceMutations(sysProcessorResource, {
    status: "setSysProcessorStatus",
    remove: "removeSysProcessor",
    recover: "recoverSysProcessor",
  }),
  saveCalcMetricConfig: async (_p, { input }, ctx, info) =>
    calcMetricView(
      await saveCalcMetricConfig(ctx, grantedIn(info, "Workflow.Job.Task.Module.Update"), {
        TaskProcessorMethod: input.taskProcessorMethod,
        TaskModule: input.taskModule,
      }),
    ),
};

/** The back-office fields of Processor (merged with the user-side ones in server.ts). */
export const sysProcessorFieldResolvers: Pick<
  ProcessorResolvers,
  "ownerId" | "ownerAccount" | "updatedAt" | "deletedAt"
> = {
  ownerId: (row) => (row.ownerId === null ? null : String(row.ownerId)),
  ownerAccount: (row, _a, ctx) =>
    row.ownerId === null ? null : ctx.loaders.accountByUser.user.load(row.ownerId),
  updatedAt: (row) => row.updatedAt,
  deletedAt: (row) => row.deletedAt,
};
