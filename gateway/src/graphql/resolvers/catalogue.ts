/** The back-office module catalogue over GraphQL: thin adapters over domain/modules/admin.ts. */
import { grantedIn } from "../directives.js";
import { fromGraphQuery } from "../../domain/query.js";
import { imageResource, moduleResource } from "../../domain/modules/catalogue.js";
import { resourceMutations } from "../resourceMutations.js";
import { moduleCoverChoices } from "../../domain/images/imageTemplates.js";
import { buildDebianImage, buildImageFromContainerfile } from "../../domain/images/images.js";
import { deleteModuleFile } from "../../domain/modules/moduleFiles.js";
import {
  addModuleUsers,
  createGroup,
  createImage,
  createModule,
  deleteGroup,
  deleteImage,
  findImage,
  findModule,
  listGroups,
  listImages,
  listModules,
  moveModulesToGroup,
  removeModuleUsers,
  setModulesDiscount,
  updateGroup,
  updateImage,
  updateModule,
  moduleGroupResource,
  type ImageFields,
} from "../../domain/modules/admin.js";
import { setModuleCover } from "../../domain/modules/moduleCovers.js";
import { exportTags, importTags, listTags, removeTag, renameTag } from "../../domain/modules/moduleTags.js";
import type {
  ContainerImageInput,
  ModuleArgSpecInput,
  ModuleMethodInput,
  ModuleCreateInput,
  ModuleOutputSpecInput,
  ModuleResolvers,
  ModuleUpdateInput,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from "../__generated__/resolvers.js";
import { toId } from "./scalars.js";

const optionalId = (value: string | null | undefined, name: string): number | null =>
  value === null || value === undefined ? null : toId(value, name);

function imageFields(input: ContainerImageInput): ImageFields {
  return {
    UID: input.uid,
    Name: input.name,
    CpuCount: input.cpuCount ?? 0,
    MemoryMb: input.memoryMb ?? null,
    VirtualMemoryMb: input.virtualMemoryMb ?? null,
    Network: input.network ?? "none",
    Executor: input.executor ?? null,
    Labels: input.labels ?? [],
  };
}

/** Only the fields the input carries (null clears the group or the image). */
function moduleFields(input: ModuleUpdateInput) {
  const given = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);
  return {
    Name: given(input.name),
    NameZh: given(input.nameZh),
    Summary: given(input.summary),
    SummaryZh: given(input.summaryZh),
    Docs: given(input.docs),
    DocsZh: given(input.docsZh),
    Tags: given(input.tags),
    GroupId: input.groupId === undefined ? undefined : optionalId(input.groupId, "groupId"),
    Discount: given(input.discount),
    TimeoutSeconds: given(input.timeoutSeconds),
    SuccessExitCode: given(input.successExitCode),
    TokenPrice: given(input.tokenPrice),
    Visibility: given(input.visibility),
    ImageId: input.imageId === undefined ? undefined : optionalId(input.imageId, "imageId"),
    Command: given(input.command),
    // Null follows the image's choice, then the platform's (CRUCIBLE_EXECUTOR).
    Executor: input.executor,
    Labels: given(input.labels),
    Partition: input.partition,
    Args: input.args ? argSpecs(input.args) : undefined,
    Outputs: input.outputs ? outputSpecs(input.outputs) : undefined,
    Methods: input.methods ? methodSpecs(input.methods) : undefined,
    RunFormPackId:
      input.runFormPackId === undefined ? undefined : optionalId(input.runFormPackId, "runFormPackId"),
    ResultViewPackId:
      input.resultViewPackId === undefined
        ? undefined
        : optionalId(input.resultViewPackId, "resultViewPackId"),
  };
}

/** Methods as stored (schema.ts ModuleMethod): absent optional fields stay absent. */
function methodSpecs(list: readonly ModuleMethodInput[]): Record<string, unknown>[] {
  return list.map((method) => ({
    ...Object.fromEntries(
      Object.entries({
        name: method.name,
        label: method.label,
        labelZh: method.labelZh,
        summary: method.summary,
        summaryZh: method.summaryZh,
      }).filter(([, value]) => value !== null && value !== undefined),
    ),
    args: argSpecs(method.args ?? []),
    outputs: outputSpecs(method.outputs ?? []),
  }));
}

/** Typed arguments as stored (schema.ts ModuleArg); absent optional fields stay absent. */
function argSpecs(list: readonly ModuleArgSpecInput[]): Record<string, unknown>[] {
  return list.map((arg) => {
    const entries = Object.entries({
      ...arg,
      require: arg.require ?? false,
      choices: arg.choices?.map((c) => Object.fromEntries(Object.entries(c).filter(([, v]) => v != null))),
      bindings: arg.bindings?.map((b) => ({ arg: b.arg, values: [...b.values] })),
    });
    return Object.fromEntries(entries.filter(([, value]) => value !== null && value !== undefined));
  });
}

function outputSpecs(list: readonly ModuleOutputSpecInput[]): Record<string, unknown>[] {
  return list.map((o) => Object.fromEntries(Object.entries(o).filter(([, value]) => value != null)));
}

function moduleCreateFields(input: ModuleCreateInput) {
  const given = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);
  return {
    ...moduleFields({
      ...input,
      command: undefined,
      args: undefined,
      outputs: undefined,
      methods: undefined,
    }),
    Key: input.key,
    Name: input.name,
    Runner: given(input.runner),
    Command: input.command,
    Args: input.args ? argSpecs(input.args) : undefined,
    Outputs: input.outputs ? outputSpecs(input.outputs) : undefined,
    Methods: input.methods ? methodSpecs(input.methods) : undefined,
  };
}

const ids = (list: readonly string[], name: string): number[] => list.map((id) => toId(id, name));

export const catalogueQueries: Pick<
  Required<QueryResolvers>,
  | "containerImages"
  | "containerImage"
  | "catalogueModules"
  | "catalogueModule"
  | "moduleGroups"
  | "moduleTags"
  | "exportTagTemplates"
  | "moduleCoverChoices"
> = {
  containerImages: (_p, { query }, ctx) => listImages(ctx, fromGraphQuery(query)),
  containerImage: (_p, { id }, ctx) => findImage(ctx, toId(id)),
  catalogueModules: (_p, { query, groupId, tag }, ctx, info) =>
    listModules(ctx, grantedIn(info, "Workflow.Job.Task.Module.Read"), fromGraphQuery(query), {
      groupId:
        groupId === null || groupId === undefined ? null : groupId === "0" ? 0 : toId(groupId, "groupId"),
      tag: tag ?? null,
    }),
  catalogueModule: (_p, { id }, ctx) => findModule(ctx, toId(id)),
  moduleGroups: (_p, _a, ctx, info) => listGroups(ctx, grantedIn(info, "Workflow.Job.Task.Module.Read")),
  moduleTags: (_p, _a, ctx, info) => listTags(ctx, grantedIn(info, "Workflow.Job.Task.Module.Read")),
  exportTagTemplates: (_p, _a, ctx, info) =>
    exportTags(ctx, grantedIn(info, "Workflow.Job.Task.Module.Read")),
  moduleCoverChoices: (_p, _a, ctx, info) =>
    moduleCoverChoices(ctx, grantedIn(info, "Workflow.Job.Task.Module.Read")),
};

export const catalogueMutations: Pick<
  Required<MutationResolvers>,
  | "createContainerImage"
  | "updateContainerImage"
  | "setContainerImageStatus"
  | "removeContainerImage"
  | "recoverContainerImage"
  | "deleteContainerImage"
  | "buildContainerImage"
  | "buildDebianContainerImage"
  | "createModule"
  | "deleteModuleFile"
  | "updateModule"
  | "setModuleStatus"
  | "setModulesDiscount"
  | "reorderModules"
  | "removeModule"
  | "recoverModule"
  | "addModuleUsers"
  | "removeModuleUsers"
  | "setModuleCover"
  | "createModuleGroup"
  | "updateModuleGroup"
  | "reorderModuleGroups"
  | "deleteModuleGroup"
  | "moveModulesToGroup"
  | "importTagTemplates"
  | "renameModuleTag"
  | "removeModuleTag"
> = {
  createContainerImage: (_p, { input }, ctx) => createImage(ctx, imageFields(input)),
  updateContainerImage: (_p, { id, input }, ctx) => updateImage(ctx, toId(id), imageFields(input)),
  ...resourceMutations(imageResource, {
    status: "setContainerImageStatus",
    remove: "removeContainerImage",
    recover: "recoverContainerImage",
  }),
  deleteContainerImage: (_p, { id }, ctx) => deleteImage(ctx, toId(id)),
  buildContainerImage: (_p, { id, containerfile }, ctx, info) =>
    buildImageFromContainerfile(
      ctx,
      grantedIn(info, "Workflow.Job.Task.ContainerImage.Update"),
      toId(id),
      containerfile,
    ),
  buildDebianContainerImage: (_p, { id, packages }, ctx, info) =>
    buildDebianImage(ctx, grantedIn(info, "Workflow.Job.Task.ContainerImage.Update"), toId(id), packages),
  createModule: (_p, { input }, ctx) => createModule(ctx, moduleCreateFields(input)),
  deleteModuleFile: (_p, { id }, ctx, info) =>
    deleteModuleFile(ctx, grantedIn(info, "Workflow.Job.Task.Module.Delete"), toId(id)),
  updateModule: (_p, { id, input }, ctx) => updateModule(ctx, toId(id), moduleFields(input)),
  ...resourceMutations(moduleResource, {
    status: "setModuleStatus",
    remove: "removeModule",
    recover: "recoverModule",
    reorder: "reorderModules",
  }),
  setModulesDiscount: (_p, { ids: list, discount }, ctx, info) =>
    setModulesDiscount(ctx, grantedIn(info, "Workflow.Job.Task.Module.Update"), ids(list, "ids"), discount),
  addModuleUsers: (_p, { id, accounts }, ctx) => addModuleUsers(ctx, toId(id), accounts),
  removeModuleUsers: (_p, { id, userIds }, ctx) => removeModuleUsers(ctx, toId(id), ids(userIds, "userIds")),
  setModuleCover: (_p, { id, templateId }, ctx) =>
    setModuleCover(ctx, toId(id), { templateId: optionalId(templateId, "templateId") }),
  createModuleGroup: (_p, { input }, ctx) =>
    createGroup(ctx, { Name: input.name, ...(input.nameZh != null ? { NameZh: input.nameZh } : {}) }),
  updateModuleGroup: (_p, { id, input }, ctx) =>
    updateGroup(ctx, toId(id), {
      Name: input.name,
      ...(input.nameZh != null ? { NameZh: input.nameZh } : {}),
    }),
  ...resourceMutations(moduleGroupResource, { reorder: "reorderModuleGroups" }),
  deleteModuleGroup: (_p, { id }, ctx) => deleteGroup(ctx, toId(id)),
  moveModulesToGroup: (_p, { moduleIds, groupId }, ctx, info) =>
    moveModulesToGroup(
      ctx,
      grantedIn(info, "Workflow.Job.Task.Module.Update"),
      ids(moduleIds, "moduleIds"),
      optionalId(groupId, "groupId"),
    ),
  importTagTemplates: (_p, { tags, replace }, ctx, info) =>
    importTags(
      ctx,
      grantedIn(info, "Workflow.Job.Task.Module.Update"),
      tags.map((t) => ({ Name: t.name, NameZh: t.nameZh ?? "" })),
      replace ?? false,
    ),
  renameModuleTag: (_p, { name, newName, nameZh }, ctx, info) =>
    renameTag(ctx, grantedIn(info, "Workflow.Job.Task.Module.Update"), name, newName, nameZh ?? null),
  removeModuleTag: (_p, { name }, ctx, info) =>
    removeTag(ctx, grantedIn(info, "Workflow.Job.Task.Module.Delete"), name),
};

/** The back-office fields of Module; server.ts merges them with the Module resolvers of workflow.ts. */
export const catalogueModuleResolvers: ModuleResolvers = {
  group: (row, _a, ctx) => (row.groupId === null ? null : ctx.loaders.groupById.load(row.groupId)),
  image: (row, _a, ctx) => (row.imageId === null ? null : ctx.loaders.imageById.load(row.imageId)),
  enabledUsers: (row, _a, ctx) => ctx.loaders.enabledUsers.load(row.id),
  moduleFiles: (row, _a, ctx) => ctx.loaders.moduleFiles.load(row.id),
  runFormPackId: (row) => (row.runFormPackId === null ? null : String(row.runFormPackId)),
  resultViewPackId: (row) => (row.resultViewPackId === null ? null : String(row.resultViewPackId)),
};

export const catalogueTypeResolvers: Pick<
  Resolvers,
  "ContainerImage" | "ModuleGroup" | "ModuleEnabledUser" | "ModuleFile"
> = {
  ContainerImage: {
    id: (row) => String(row.id),
    moduleCount: (row, _a, ctx) => ctx.loaders.modulesPerImage.load(row.id),
    archived: (row) => row.archiveBlobId !== null,
    workersHolding: (row, _a, ctx) => ctx.loaders.workersPerImage.load(row.id),
  },
  ModuleGroup: {
    id: (row) => String(row.id),
    moduleCount: (row, _a, ctx) => ctx.loaders.modulesPerGroup.load(row.id),
  },
  ModuleEnabledUser: { id: (row) => String(row.id) },
  ModuleFile: { id: (row) => String(row.id), moduleId: (row) => String(row.moduleId) },
};
