/**
 * What a job's crate is made from: the rows its tasks name (modules, images, processors, data files),
 * the workflow definition it ran, and what each task ran (a module's method and image, a processor, an
 * approval step), with the small helpers the crate's entities are written with.
 */
import { createHash } from "node:crypto";
import { crateWorkflowFormat, crateWorkflowFormatVersion, type ApprovalStep } from "@crucible/schema";
import { eq, inArray } from "drizzle-orm";
import { dataFiles } from "../../db/datasets.js";
import type { JobRow, TaskRow, TaskState } from "../../db/jobs.js";
import {
  containerImages,
  modules,
  processors,
  type ContainerImageRow,
  type ModuleArg,
  type ModuleOutput,
  type ModuleRow,
  type ProcessorRow,
} from "../../db/modules.js";
import { templates, templateVersions } from "../../db/templates.js";
import type { Ctx } from "../context.js";
import { isFileArg, methodOf } from "../modules/args.js";
import type { CrateEntity } from "./crateRules.js";

export interface CrateNode {
  key: string;
  module: { id: number; key: string; name: string } | null;
  processor: { id: number; name: string } | null;
  /** An approval step (issue 28 item 6): a person's decision, no module or processor. */
  approval?: ApprovalStep | null;
  method: string | null;
  args: Record<string, unknown>;
  dependsOn: string[];
  x: number;
  y: number;
}

/** The workflow definition file (workflow/crucible-template.json). */
export interface CrateWorkflow {
  format: typeof crateWorkflowFormat;
  formatVersion: typeof crateWorkflowFormatVersion;
  template: { id: number | null; name: string; nameZh: string; summary: string; docs: string };
  version: { id: number; number: number; createdAt: string; note: string } | null;
  nodes: CrateNode[];
}

/** The schema.org action status of a task or job state. */
export const status: Record<TaskState, string> = {
  prePending: "http://schema.org/PotentialActionStatus",
  pending: "http://schema.org/PotentialActionStatus",
  doing: "http://schema.org/ActiveActionStatus",
  // An approval step waiting for its decision (issue 28 item 6).
  waiting: "http://schema.org/ActiveActionStatus",
  done: "http://schema.org/CompletedActionStatus",
  abort: "http://schema.org/FailedActionStatus",
  cancel: "http://schema.org/FailedActionStatus",
};

/** A reference to an entity by its @id. */
export const ref = (id: string) => ({ "@id": id });
/** A date as ISO 8601, or nothing. */
export const iso = (date: Date | null) => (date ? date.toISOString() : undefined);
/** The SHA-256 of bytes, in hex. */
export const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
/** A path part: letters, digits, dot, dash and underscore, never "." or "..". */
export const safePart = (name: string) => {
  const part = name.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 120);
  return part === "" || part === "." || part === ".." ? "_" : part;
};
/** A local @id made of parts (`#part/part`). */
export const fragment = (...parts: (string | number)[]) =>
  `#${parts.map((p) => encodeURIComponent(String(p))).join("/")}`;

/** What a task ran: its module (and image) or processor, with the declared arguments and outputs. */
export interface Unit {
  id: string;
  entity: CrateEntity;
  image: CrateEntity | null;
  args: ModuleArg[];
  outputs: ModuleOutput[];
}
/** The modules, images, processors and data files a job's tasks name, by id. */
export async function loadRows(ctx: Ctx, all: readonly TaskRow[]) {
  const moduleIds = [...new Set(all.flatMap((t) => (t.moduleId ? [t.moduleId] : [])))];
  const processorIds = [...new Set(all.flatMap((t) => (t.processorId ? [t.processorId] : [])))];
  const moduleRows: ModuleRow[] =
    moduleIds.length > 0 ? await ctx.db.select().from(modules).where(inArray(modules.id, moduleIds)) : [];
  const imageIds = [...new Set(moduleRows.flatMap((m) => (m.imageId ? [m.imageId] : [])))];
  const imageRows: ContainerImageRow[] =
    imageIds.length > 0
      ? await ctx.db.select().from(containerImages).where(inArray(containerImages.id, imageIds))
      : [];
  const processorRows: ProcessorRow[] =
    processorIds.length > 0
      ? await ctx.db.select().from(processors).where(inArray(processors.id, processorIds))
      : [];
  const fileIds = [
    ...new Set(
      all.flatMap((t) =>
        Object.values(t.args).flatMap((v) => (isFileArg(v) && "dataFileId" in v ? [v.dataFileId] : [])),
      ),
    ),
  ];
  const fileRows =
    fileIds.length > 0
      ? await ctx.db
          .select({ id: dataFiles.id, name: dataFiles.name, size: dataFiles.size, sha256: dataFiles.sha256 })
          .from(dataFiles)
          .where(inArray(dataFiles.id, fileIds))
      : [];
  return {
    modules: new Map(moduleRows.map((m) => [m.id, m])),
    images: new Map(imageRows.map((i) => [i.id, i])),
    processors: new Map(processorRows.map((p) => [p.id, p])),
    files: new Map(fileRows.map((f) => [f.id, f])),
  };
}

/** The rows a job's crate reads, by id. */
export type CrateRows = Awaited<ReturnType<typeof loadRows>>;

/** The image's digest: the registry reference's, else the engine's image id (sha256:...). */
function imageEntity(image: ContainerImageRow): CrateEntity {
  const pinned = image.registryRef?.match(/^(.*)@(sha256:[0-9a-f]{64})$/);
  const digest = pinned?.[2] ?? image.engineId ?? null;
  const repository = pinned?.[1] ?? null;
  const slash = repository?.indexOf("/") ?? -1;
  return {
    "@id": fragment("image", image.id),
    "@type": "ContainerImage",
    additionalType: ref("https://w3id.org/ro/terms/workflow-run#DockerImage"),
    name: repository ? repository.slice(slash + 1) : image.uid,
    ...(repository && slash > 0 ? { registry: repository.slice(0, slash) } : {}),
    ...(digest ? { sha256: digest.replace(/^sha256:/, ""), identifier: image.registryRef ?? digest } : {}),
    alternateName: image.name,
  };
}

/** The workflow definition of a job: the template version it ran, else its own tasks. */
export async function workflowOf(ctx: Ctx, job: JobRow, all: readonly TaskRow[], rows: CrateRows) {
  const node = (n: {
    key: string;
    moduleId?: number | null;
    processorId?: number | null;
    approval?: ApprovalStep | null;
    method?: string | null;
    args: Record<string, unknown>;
    dependsOn: string[];
    x?: number;
    y?: number;
  }): CrateNode => {
    const module = n.moduleId ? rows.modules.get(n.moduleId) : undefined;
    const processor = n.processorId ? rows.processors.get(n.processorId) : undefined;
    return {
      key: n.key,
      module: module ? { id: module.id, key: module.key, name: module.name } : null,
      processor: processor ? { id: processor.id, name: processor.name } : null,
      ...(n.approval ? { approval: n.approval } : {}),
      method: n.method ?? null,
      args: n.args,
      dependsOn: n.dependsOn,
      x: n.x ?? 0,
      y: n.y ?? 0,
    };
  };
  if (job.templateVersionId !== null) {
    const [row] = await ctx.db
      .select({ version: templateVersions, template: templates })
      .from(templateVersions)
      .innerJoin(templates, eq(templates.id, templateVersions.templateId))
      .where(eq(templateVersions.id, job.templateVersionId));
    if (row) {
      // A template node may use a module no task of the job ran (never, as jobs are made): load any missing.
      const missing = row.version.nodes.flatMap((n) =>
        n.moduleId && !rows.modules.has(n.moduleId) ? [n.moduleId] : [],
      );
      if (missing.length > 0)
        for (const m of await ctx.db.select().from(modules).where(inArray(modules.id, missing)))
          rows.modules.set(m.id, m);
      const workflow: CrateWorkflow = {
        format: crateWorkflowFormat,
        formatVersion: crateWorkflowFormatVersion,
        template: {
          id: row.template.id,
          name: row.version.name || row.template.name,
          nameZh: row.template.nameZh,
          summary: row.template.summary,
          docs: row.template.docs,
        },
        version: {
          id: row.version.id,
          number: row.version.number,
          createdAt: row.version.createdAt.toISOString(),
          note: row.version.note,
        },
        nodes: row.version.nodes.map(node),
      };
      return workflow;
    }
  }
  const workflow: CrateWorkflow = {
    format: crateWorkflowFormat,
    formatVersion: crateWorkflowFormatVersion,
    template: { id: null, name: job.name, nameZh: "", summary: "", docs: "" },
    version: null,
    nodes: all.map((t, i) => node({ ...t, x: 40 + 300 * i, y: 40 })),
  };
  return workflow;
}

/** What a task ran, made afresh: an approval step, its module's method (and image), its processor, or a removed one. */
export function unitFor(rows: CrateRows, task: TaskRow): Unit {
  const module = task.moduleId ? rows.modules.get(task.moduleId) : undefined;
  const processor = task.processorId ? rows.processors.get(task.processorId) : undefined;
  if (task.approval) {
    // An approval step runs no program: its instrument names the step and who may decide.
    const id = fragment("approval", task.key);
    return {
      id,
      entity: {
        "@id": id,
        "@type": "SoftwareApplication",
        name: `Approval: ${task.approval.title}`,
        identifier: "crucible/approval",
        softwareVersion: "",
        description:
          "A person's decision inside the workflow: the run waited for it to be approved or rejected.",
      },
      image: null,
      args: [],
      outputs: [],
    };
  } else if (module) {
    let declared: { args: ModuleArg[]; outputs: ModuleOutput[]; name: string | null };
    try {
      const { method, stored } = methodOf(module, task.method);
      declared = { args: method.args, outputs: method.outputs, name: stored };
    } catch {
      declared = { args: module.args, outputs: module.outputs, name: task.method };
    }
    const image = module.imageId ? rows.images.get(module.imageId) : undefined;
    return {
      id: fragment("module", module.id, declared.name ?? "default"),
      entity: {
        "@id": fragment("module", module.id, declared.name ?? "default"),
        "@type": "SoftwareApplication",
        name: declared.name ? `${module.name} (${declared.name})` : module.name,
        identifier: module.key,
        softwareVersion: module.updatedAt.toISOString(),
        ...(module.summary ? { description: module.summary } : {}),
      },
      image: image ? imageEntity(image) : null,
      args: declared.args,
      outputs: declared.outputs,
    };
  } else if (processor) {
    return {
      id: fragment("processor", processor.id),
      entity: {
        "@id": fragment("processor", processor.id),
        "@type": "SoftwareApplication",
        name: processor.name,
        identifier: `processor/${processor.id}`,
        softwareVersion: processor.updatedAt.toISOString(),
        ...(processor.summary ? { description: processor.summary } : {}),
      },
      image: null,
      args: processor.args,
      outputs: processor.outputs,
    };
  }
  const id = task.moduleId ? fragment("module", task.moduleId) : fragment("processor", task.processorId ?? 0);
  return {
    id,
    entity: { "@id": id, "@type": "SoftwareApplication", name: "removed", softwareVersion: "" },
    image: null,
    args: [],
    outputs: [],
  };
}
