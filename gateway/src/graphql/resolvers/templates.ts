/** GraphQL for workflow templates (user and system) and processors. */
import { signedInTo } from "../directives.js";
import { sysModuleChoices } from "../../domain/modules/catalogue.js";
import { AppError } from "../../domain/errors.js";
import { moduleForReader, templateForReader } from "../../domain/files/links.js";
import {
  createProcessor,
  listProcessors,
  updateProcessor,
  findVisibleProcessor,
  userProcessorResource,
} from "../../domain/processors/processors.js";
import {
  cloneTemplate,
  compareSysTemplateVersions,
  compareTemplateVersions,
  listSysTemplateVersions,
  listTemplateVersions,
  restoreSysTemplateVersion,
  restoreTemplateVersion,
  sysTemplateVersion,
  templateVersion,
  type VersionComparison,
  createSysTemplate,
  createTemplate,
  listSysTemplates,
  listTemplates,
  runTemplate,
  sysTemplate,
  sysTemplateResource,
  taskNames,
  updateSysTemplate,
  updateTemplate,
  userTemplateResource,
  visibleTemplate,
} from "../../domain/templates/templates.js";
import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  TemplateInput,
  ProcessorInput,
  ResolversTypes,
} from "../__generated__/resolvers.js";
import type { NodeUnit } from "../../domain/templates/templateDiff.js";
import { resourceMutations } from "../resourceMutations.js";
import { toId } from "./scalars.js";
import { approvalStepBody } from "./approvals.js";
import { calcMetricDoc, readKeyDoc } from "../../domain/config/keyData.js";

function jsonObject(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new AppError("JobTaskArgsError", `${name} must be an object`);
  }
  return value as Record<string, unknown>;
}

/** The GraphQL input as the domain's zod schema expects it (ids as numbers). */
function templateBody(input: TemplateInput) {
  return {
    name: input.name,
    nameZh: input.nameZh,
    summary: input.summary,
    docs: input.docs,
    note: input.note,
    nodes: input.nodes.map((n) => ({
      key: n.key,
      moduleId: n.moduleId ? toId(n.moduleId, "moduleId") : null,
      processorId: n.processorId ? toId(n.processorId, "processorId") : null,
      approval: approvalStepBody(n.approval),
      method: n.method ?? null,
      args: jsonObject(n.args, `${n.key}.args`),
      dependsOn: n.dependsOn ?? [],
      x: n.x ?? 0,
      y: n.y ?? 0,
    })),
  };
}

/** The GraphQL processor input as the domain's zod schema expects it (also for system processors). */
export function processorBody(input: ProcessorInput) {
  return {
    ...input,
    args: input.args.map((a) => ({ ...a, choices: a.choices ?? null })),
  };
}

const idOrNull = (id: number | null) => (id === null ? null : String(id));
const unitIds = (unit: NodeUnit) => ({
  moduleId: idOrNull(unit.moduleId),
  processorId: idOrNull(unit.processorId),
});

/** A comparison as the TemplateVersionDiff type (ids as strings). */
function presentComparison({ from, to, diff }: VersionComparison): ResolversTypes["TemplateVersionDiff"] {
  return {
    from,
    to,
    nodesAdded: diff.nodesAdded.map((n) => ({ ...n, ...unitIds(n) })),
    nodesRemoved: diff.nodesRemoved.map((n) => ({ ...n, ...unitIds(n) })),
    nodesChanged: diff.nodesChanged.map((c) => ({
      ...c,
      unit: c.unit ? { before: unitIds(c.unit.before), after: unitIds(c.unit.after) } : null,
      args: c.args.map((a) => ({ name: a.name, before: a.before ?? null, after: a.after ?? null })),
      approval: c.approval.map((a) => ({ name: a.name, before: a.before ?? null, after: a.after ?? null })),
    })),
    edgesAdded: diff.edgesAdded,
    edgesRemoved: diff.edgesRemoved,
    units: diff.units.map((u) => ({ ...u, id: String(u.id) })),
  };
}

export const templateQueries: Pick<
  Required<QueryResolvers>,
  | "templates"
  | "template"
  | "processors"
  | "processor"
  | "sysTemplates"
  | "sysTemplate"
  | "sysModules"
  | "templateVersions"
  | "templateVersion"
  | "compareTemplateVersions"
  | "sysTemplateVersions"
  | "sysTemplateVersion"
  | "compareSysTemplateVersions"
> = {
  templates: async (_p, { projectId }, ctx, info) =>
    (await listTemplates(ctx, signedInTo(info, "user"), projectId ? toId(projectId, "projectId") : null)).map(
      templateForReader,
    ),
  template: async (_p, { id }, ctx, info) =>
    templateForReader(await visibleTemplate(ctx, signedInTo(info, "user"), toId(id))),
  processors: (_p, { projectId }, ctx, info) =>
    listProcessors(ctx, signedInTo(info, "user"), projectId ? toId(projectId, "projectId") : null),
  processor: (_p, { id }, ctx, info) => findVisibleProcessor(ctx, signedInTo(info, "user"), toId(id)),
  sysTemplates: (_p, _a, ctx, info) => listSysTemplates(ctx, signedInTo(info, "sys")),
  sysTemplate: (_p, { id }, ctx, info) => sysTemplate(ctx, signedInTo(info, "sys"), toId(id)),
  sysModules: (_p, _a, ctx, info) => sysModuleChoices(ctx, signedInTo(info, "sys")),
  templateVersions: (_p, { templateId }, ctx, info) =>
    listTemplateVersions(ctx, signedInTo(info, "user"), toId(templateId)),
  templateVersion: (_p, { id }, ctx, info) => templateVersion(ctx, signedInTo(info, "user"), toId(id)),
  compareTemplateVersions: async (_p, { a, b }, ctx, info) =>
    presentComparison(await compareTemplateVersions(ctx, signedInTo(info, "user"), toId(a), toId(b))),
  sysTemplateVersions: (_p, { templateId }, ctx, info) =>
    listSysTemplateVersions(ctx, signedInTo(info, "sys"), toId(templateId)),
  sysTemplateVersion: (_p, { id }, ctx, info) => sysTemplateVersion(ctx, signedInTo(info, "sys"), toId(id)),
  compareSysTemplateVersions: async (_p, { a, b }, ctx, info) =>
    presentComparison(await compareSysTemplateVersions(ctx, signedInTo(info, "sys"), toId(a), toId(b))),
};

export const templateMutations: Pick<
  Required<MutationResolvers>,
  | "createTemplate"
  | "updateTemplate"
  | "deleteTemplate"
  | "cloneTemplate"
  | "runTemplate"
  | "createProcessor"
  | "updateProcessor"
  | "deleteProcessor"
  | "createSysTemplate"
  | "updateSysTemplate"
  | "setSysTemplateStatus"
  | "deleteSysTemplate"
  | "restoreTemplateVersion"
  | "restoreSysTemplateVersion"
> = {
  createTemplate: async (_p, { input }, ctx, info) =>
    templateForReader(await createTemplate(ctx, signedInTo(info, "user"), templateBody(input))),
  updateTemplate: async (_p, { id, input }, ctx, info) =>
    templateForReader(await updateTemplate(ctx, signedInTo(info, "user"), toId(id), templateBody(input))),
  ...resourceMutations(userTemplateResource, { remove: "deleteTemplate" }),
  cloneTemplate: async (_p, { id, name }, ctx, info) =>
    templateForReader(await cloneTemplate(ctx, signedInTo(info, "user"), toId(id), name)),
  runTemplate: (_p, { id, name, emailNotify, tags, args, projectId }, ctx, info) =>
    runTemplate(ctx, signedInTo(info, "user"), toId(id), {
      name,
      projectId: projectId ? toId(projectId, "projectId") : null,
      emailNotify: emailNotify ?? false,
      tags: tags ?? null,
      overrides: (args ?? []).map((a) => ({
        key: a.key,
        method: a.method ?? null,
        args: jsonObject(a.args, `${a.key}.args`),
      })),
    }),
  createProcessor: (_p, { input }, ctx, info) =>
    createProcessor(ctx, signedInTo(info, "user"), processorBody(input)),
  updateProcessor: (_p, { id, input }, ctx, info) =>
    updateProcessor(ctx, signedInTo(info, "user"), toId(id), processorBody(input)),
  ...resourceMutations(userProcessorResource, { remove: "deleteProcessor" }),
  createSysTemplate: (_p, { input }, ctx, info) =>
    createSysTemplate(ctx, signedInTo(info, "sys"), templateBody(input)),
  updateSysTemplate: (_p, { id, input }, ctx, info) =>
    updateSysTemplate(ctx, signedInTo(info, "sys"), toId(id), templateBody(input)),
  ...resourceMutations(sysTemplateResource, { status: "setSysTemplateStatus", remove: "deleteSysTemplate" }),
  restoreTemplateVersion: async (_p, { id }, ctx, info) =>
    templateForReader(await restoreTemplateVersion(ctx, signedInTo(info, "user"), toId(id))),
  restoreSysTemplateVersion: (_p, { id }, ctx, info) =>
    restoreSysTemplateVersion(ctx, signedInTo(info, "sys"), toId(id)),
};

export const templateTypeResolvers: Pick<
  Resolvers,
  "WorkflowTemplate" | "TemplateNode" | "Processor" | "TemplateVersion"
> = {
  TemplateVersion: {
    id: (row) => String(row.id),
    templateId: (row) => String(row.templateId),
    // A system user's account is the back office's: users reading a system template see none.
    authorAccount: (row, _a, ctx) =>
      row.authorSide === "sys" && !ctx.sys ? null : row.authorAccount || null,
    units: (row) => row.units.map((u) => ({ ...u, id: String(u.id) })),
  },
  WorkflowTemplate: {
    id: (row) => String(row.id),
    kind: (row) => (row.ownerId === null ? "system" : "user"),
    coverUrl: (row) => (row.coverBlobId === null ? null : `/api/workflow_job_template/cover/${row.id}`),
    taskNames: (row) => taskNames(row),
    ownerAccount: (row, _a, ctx) =>
      row.ownerId === null ? null : ctx.loaders.accountByUser.user.load(row.ownerId),
    mine: (row, _a, ctx) => ctx.user !== null && row.ownerId === ctx.user.id,
    projectId: (row) => (row.projectId === null ? null : String(row.projectId)),
  },
  TemplateNode: {
    moduleId: (row) => (row.moduleId ? String(row.moduleId) : null),
    processorId: (row) => (row.processorId ? String(row.processorId) : null),
    method: (row) => row.method ?? null,
    approval: (row) => row.approval ?? null,
    // Only what the caller may see: a module hidden from them (or deleted) resolves to null.
    module: async (row, _a, ctx) => {
      if (!row.moduleId) return null;
      if (ctx.sys) {
        const module = await ctx.loaders.moduleById.load(row.moduleId);
        return module && !module.deletedAt ? module : null;
      }
      const module = await ctx.loaders.userVisibleModule.load(row.moduleId);
      return module ? moduleForReader(module) : null;
    },
    processor: async (row, _a, ctx) => {
      if (!row.processorId) return null;
      const processor = await ctx.loaders.processorById.load(row.processorId);
      if (!processor || processor.deletedAt) return null;
      if (processor.ownerId === null)
        return processor.status === "enabled" || ctx.sys !== null ? processor : null;
      if (processor.ownerId === ctx.user?.id) return processor;
      // A member's processor in one of the caller's projects (any role reads it, issue 28 item 2).
      const shared =
        processor.projectId !== null && (await ctx.loaders.projectName.load(processor.projectId)) !== null;
      return shared ? processor : null;
    },
  },
  Processor: {
    id: (row) => String(row.id),
    kind: (row) => (row.ownerId === null ? "system" : "user"),
    mine: (row, _a, ctx) => ctx.user !== null && row.ownerId === ctx.user.id,
    projectId: (row) => (row.projectId === null ? null : String(row.projectId)),
    tokenPrice: async (_row, _a, ctx) => (await readKeyDoc(ctx.db, calcMetricDoc)).TaskProcessorMethod,
    exeSize: (row, _a, ctx) => (row.exeBlobId === null ? null : ctx.loaders.blobSizeById.load(row.exeBlobId)),
  },
};
