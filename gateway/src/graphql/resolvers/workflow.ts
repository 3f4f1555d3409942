import { signedInTo } from "../directives.js";
import { AppError } from "../../domain/errors.js";
import { listFields } from "../projection.js";
import { activePackUrl, taskResultView } from "../../domain/apps/modulePacks.js";
import { moduleForReader } from "../../domain/files/links.js";
import { fromGraphQuery } from "../../domain/query.js";
import {
  moduleFavorites,
  pickableModules,
  setModuleFavorite,
  userModule,
} from "../../domain/modules/userModules.js";
import { methodsOf } from "../../domain/modules/args.js";
import {
  cancelJob,
  cloneJob,
  jobResource,
  ownTask,
  repairTask,
  resetJob,
  submitJob,
  updateJobTasks,
} from "../../domain/jobs/jobs.js";
import { myTokenBalance } from "../../domain/ledger/tokens.js";
import { stopJob, stopTask } from "../../domain/jobs/stop.js";
import type { MutationResolvers, QueryResolvers, Resolvers } from "../__generated__/resolvers.js";
import { toId } from "./scalars.js";
import { approvalStepBody } from "./approvals.js";
import { presentSdfPage } from "./files.js";
import { parseSdfQuery } from "../../domain/chem/sdfQuery.js";
import { readSdfPage } from "../../domain/chem/sdfReader.js";
import { jobVersion } from "../../domain/templates/templateVersions.js";

const presentJobVersion = (templateId: number, versionId: number, number: number) => ({
  templateId: String(templateId),
  versionId: String(versionId),
  number,
});

const taskFileBase = "/api/workflow_job_tasks";

function jsonObject(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new AppError("JobTaskArgsError", `${name} must be an object`);
  }
  return value as Record<string, unknown>;
}

export const workflowQueries: Pick<
  Required<QueryResolvers>,
  "modules" | "module" | "jobs" | "job" | "tokenBalance" | "taskSdfRecords"
> = {
  modules: (_p, _a, ctx, info) => pickableModules(ctx, signedInTo(info, "user")),
  module: (_p, { id }, ctx, info) => userModule(ctx, signedInTo(info, "user"), toId(id)),
  jobs: (_p, { query }, ctx, info) => jobResource.page(ctx, fromGraphQuery(query), listFields(info)),
  job: (_p, { id }, ctx) => jobResource.find(ctx, toId(id)),
  tokenBalance: (_p, _a, ctx, info) => myTokenBalance(ctx, signedInTo(info, "user")),
  taskSdfRecords: async (_p, { taskId, output, offset, limit, sort, filters }, ctx, info) => {
    const query = parseSdfQuery({ sort, filters });
    const task = await ownTask(ctx, signedInTo(info, "user"), toId(taskId, "taskId"));
    const file = task.outputs.find((o) => o.name === output);
    if (!file) throw new AppError("DBDataNotExist", output);
    return presentSdfPage(await readSdfPage(ctx, file, offset ?? 0, limit ?? 20, query));
  },
};

export const workflowMutations: Pick<
  Required<MutationResolvers>,
  | "submitJob"
  | "cancelJob"
  | "stopJob"
  | "stopTask"
  | "updateJobTasks"
  | "repairTask"
  | "resetJob"
  | "restartJob"
  | "cloneJob"
  | "setModuleFavorite"
> = {
  submitJob: (_p, { input }, ctx, info) =>
    submitJob(ctx, signedInTo(info, "user"), {
      name: input.name,
      emailNotify: input.emailNotify ?? false,
      tags: input.tags ?? undefined,
      projectId: input.projectId ? toId(input.projectId, "projectId") : null,
      tasks: input.tasks.map((t) => ({
        key: t.key,
        moduleId: t.moduleId ? toId(t.moduleId, "moduleId") : null,
        processorId: t.processorId ? toId(t.processorId, "processorId") : null,
        approval: approvalStepBody(t.approval),
        method: t.method ?? null,
        args: jsonObject(t.args, "args"),
        dependsOn: t.dependsOn ?? [],
      })),
    }),
  cancelJob: (_p, { id }, ctx, info) => cancelJob(ctx, signedInTo(info, "user"), toId(id)),
  stopJob: (_p, { id }, ctx, info) => stopJob(ctx, signedInTo(info, "user"), toId(id)),
  stopTask: async (_p, { id, key }, ctx, info) => {
    await stopTask(ctx, signedInTo(info, "user"), toId(id), key);
    return jobResource.find(ctx, toId(id));
  },
  updateJobTasks: async (_p, { id, tasks }, ctx, info) => {
    await updateJobTasks(
      ctx,
      signedInTo(info, "user"),
      toId(id),
      tasks.map((t) => ({ key: t.key, method: t.method ?? null, args: jsonObject(t.args, "args") })),
    );
    return jobResource.find(ctx, toId(id));
  },
  repairTask: async (_p, { id, key, args }, ctx, info) => {
    await repairTask(
      ctx,
      signedInTo(info, "user"),
      toId(id),
      key,
      args === null || args === undefined ? null : jsonObject(args, "args"),
    );
    return jobResource.find(ctx, toId(id));
  },
  resetJob: (_p, { id }, ctx, info) => resetJob(ctx, signedInTo(info, "user"), toId(id), false),
  restartJob: (_p, { id }, ctx, info) => resetJob(ctx, signedInTo(info, "user"), toId(id), true),
  cloneJob: (_p, { id, name }, ctx, info) => cloneJob(ctx, signedInTo(info, "user"), toId(id), name),
  setModuleFavorite: async (_p, { id, favorite }, ctx, info) => {
    const row = await setModuleFavorite(ctx, signedInTo(info, "user"), toId(id), favorite);
    ctx.loaders.favorite(moduleFavorites)?.clear(row.id);
    return row;
  },
};

export const workflowTypeResolvers: Pick<Resolvers, "Module" | "Job" | "Task"> = {
  Module: {
    id: (row) => String(row.id),
    coverUrl: (row) => (row.coverBlobId === null ? null : `/api/workflow_job_task_module/cover/${row.id}`),
    // The first method's declarations, so clients that know no methods see what a task runs by default.
    args: (row) => methodsOf(row)[0]?.args ?? [],
    outputs: (row) => methodsOf(row)[0]?.outputs ?? [],
    methods: (row) => methodsOf(row),
    favorite: async (row, _a, ctx) => (await ctx.loaders.favorite(moduleFavorites)?.load(row.id)) ?? false,
    runFormUrl: (row, _a, ctx) => activePackUrl(ctx, row.runFormPackId),
    resultViewUrl: (row, _a, ctx) => activePackUrl(ctx, row.resultViewPackId),
    packages: async (row, _a, ctx) =>
      row.imageId === null ? [] : ((await ctx.loaders.imageById.load(row.imageId))?.packages ?? []),
  },
  Job: {
    id: (row) => String(row.id),
    ownerAccount: (row, _a, ctx) => ctx.loaders.accountByUser.user.load(row.ownerId),
    projectId: (row) => (row.projectId === null ? null : String(row.projectId)),
    // Who pays is decided at submit (issue 28 item 2): the job's project when it had tokens, else its owner.
    chargedToAccount: (row, _a, ctx) =>
      row.payerProjectId === null ? ctx.loaders.accountByUser.user.load(row.ownerId) : null,
    payer: async (row, _a, ctx) =>
      row.payerProjectId === null
        ? {
            kind: "user" as const,
            projectId: null,
            projectName: null,
            account: await ctx.loaders.accountByUser.user.load(row.ownerId),
          }
        : {
            kind: "project" as const,
            projectId: String(row.payerProjectId),
            projectName: await ctx.loaders.projectName.load(row.payerProjectId),
            account: null,
          },
    mine: (row, _a, ctx) => ctx.user !== null && row.ownerId === ctx.user.id,
    tasks: (row, _a, ctx) => ctx.loaders.tasksByJob.load(row.id),
    // From the ledger: every run's charge, less refunds (a repaired task was charged for each run).
    tokens: (row, _a, ctx) => ctx.loaders.tokensByJob.load(row.id),
    progress: async (row, _a, ctx) => {
      const all = await ctx.loaders.tasksByJob.load(row.id);
      return all.length === 0 ? 1 : all.filter((t) => t.state === "done").length / all.length;
    },
    templateVersion: async (row, _a, ctx) => {
      const version = await jobVersion(ctx, row);
      return version ? presentJobVersion(version.templateId, version.versionId, version.number) : null;
    },
    newerVersion: async (row, _a, ctx) => {
      const version = await jobVersion(ctx, row);
      return version?.newer
        ? presentJobVersion(version.templateId, version.newer.versionId, version.newer.number)
        : null;
    },
  },
  Task: {
    id: (row) => String(row.id),
    module: async (row, _a, ctx) => {
      const module = row.moduleId === null ? null : await ctx.loaders.moduleById.load(row.moduleId);
      return module ? moduleForReader(module) : null;
    },
    processor: (row, _a, ctx) =>
      row.processorId === null ? null : ctx.loaders.processorById.load(row.processorId),
    stdoutUrl: (row) =>
      row.stdoutBlobId === null ? null : `${taskFileBase}/read_file/${row.id}?Type=Stdout`,
    stderrUrl: (row) =>
      row.stderrBlobId === null ? null : `${taskFileBase}/read_file/${row.id}?Type=Stderr`,
    resultView: async (row, _a, ctx) => {
      if (row.state !== "done" || row.moduleId === null) return null;
      return taskResultView(ctx, row, await ctx.loaders.moduleById.load(row.moduleId));
    },
    outputs: (row) =>
      row.outputs.map((o) => ({
        name: o.name,
        size: o.size,
        sha256: o.sha256,
        readUrl: `${taskFileBase}/read_file/${row.id}?Type=OutFile&KeyName=${encodeURIComponent(o.name)}`,
        downloadUrl: `${taskFileBase}/download_file/${row.id}?Type=OutFile&KeyName=${encodeURIComponent(o.name)}`,
      })),
  },
};
