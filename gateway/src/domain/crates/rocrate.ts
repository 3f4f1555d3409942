/**
 * Provenance (issue 28 item 4, docs/provenance.md): a job exported as a Workflow Run RO-Crate (a zip
 * of ro-crate-metadata.json, the workflow definition and the done tasks' outputs within the size
 * bounds of `config.crate`), and a crate imported back as a new template of the caller's.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import {
  approvalStepSchema,
  crateContexts,
  crateImportLimits,
  crateMetadataPath,
  crateProfiles,
  crateWorkflowFormat,
  crateWorkflowFormatVersion,
  crateWorkflowPath,
  type ApprovalStep,
} from "@crucible/schema";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import yazl from "yazl";
import { z } from "zod";
import {
  containerImages,
  dataFiles,
  modules,
  processors,
  templates,
  templateVersions,
  users,
  type ContainerImageRow,
  type JobRow,
  type ModuleArg,
  type ModuleOutput,
  type ModuleRow,
  type ProcessorRow,
  type TaskRow,
  type TaskState,
  type TemplateNodeRow,
  type TemplateRow,
} from "../../db/schema.js";
import type { Ctx } from "../context.js";
import { requireUser, requireWritable } from "../access/guards.js";
import { AppError } from "../errors.js";
import { readZip } from "../apps/bundles.js";
import { userDataFileResource } from "../datasets/dataFiles.js";
import { isFileArg, methodOf } from "../modules/args.js";
import { checkCrate, refsOf, type CrateEntity, type CrateProblem, type CrateZip } from "./crateRules.js";
import { jobTasks, ownJob } from "../jobs/jobs.js";
import { findSysJob, ledgerOfTasks } from "../jobs/sysJobs.js";
import { createTemplate } from "../templates/templates.js";

/** One node of the workflow definition: what it runs names the module by key (portable) and id. */
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

/** A crate ready to stream: its file name and the zip's bytes as they are made. */
export interface JobCrate {
  readonly fileName: string;
  readonly stream: NodeJS.ReadableStream;
}

const status: Record<TaskState, string> = {
  prePending: "http://schema.org/PotentialActionStatus",
  pending: "http://schema.org/PotentialActionStatus",
  doing: "http://schema.org/ActiveActionStatus",
  // An approval step waiting for its decision (issue 28 item 6).
  waiting: "http://schema.org/ActiveActionStatus",
  done: "http://schema.org/CompletedActionStatus",
  abort: "http://schema.org/FailedActionStatus",
  cancel: "http://schema.org/FailedActionStatus",
};

const ref = (id: string) => ({ "@id": id });
const iso = (date: Date | null) => (date ? date.toISOString() : undefined);
const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
/** A path part: letters, digits, dot, dash and underscore, never "." or "..". */
const safePart = (name: string) => {
  const part = name.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 120);
  return part === "" || part === "." || part === ".." ? "_" : part;
};
const fragment = (...parts: (string | number)[]) =>
  `#${parts.map((p) => encodeURIComponent(String(p))).join("/")}`;

/** The origin the crate's web-based files are addressed under (`https://host`), without a trailing slash. */
export const crateOriginSchema = z
  .string()
  .regex(/^https?:\/\/[^\s/?#]+$/, "an origin such as https://host:port")
  .max(300);

/** What a task ran: its module (and image) or processor, with the declared arguments and outputs. */
interface Unit {
  id: string;
  entity: CrateEntity;
  image: CrateEntity | null;
  args: ModuleArg[];
  outputs: ModuleOutput[];
}

async function loadRows(ctx: Ctx, all: readonly TaskRow[]) {
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
async function workflowOf(
  ctx: Ctx,
  job: JobRow,
  all: readonly TaskRow[],
  rows: Awaited<ReturnType<typeof loadRows>>,
) {
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

/** Everything the crate says, and the files the zip includes (path -> blob). */
async function buildCrate(ctx: Ctx, job: JobRow, origin: string) {
  const all = await jobTasks(ctx, job.id);
  const rows = await loadRows(ctx, all);
  const [owner] = await ctx.db
    .select({ id: users.id, account: users.account, name: users.name })
    .from(users)
    .where(eq(users.id, job.ownerId));
  const ledger = await ledgerOfTasks(ctx.db, all);
  const workflow = await workflowOf(ctx, job, all, rows);
  const workflowBytes = Buffer.from(`${JSON.stringify(workflow, null, 2)}\n`, "utf8");

  const graph: CrateEntity[] = [];
  const byId = new Map<string, CrateEntity>();
  /** Adds an entity once (the first of an @id stays); answers a reference to it. */
  const add = (entity: CrateEntity) => {
    if (!byId.has(entity["@id"])) {
      byId.set(entity["@id"], entity);
      graph.push(entity);
    }
    return ref(entity["@id"]);
  };
  const included: { path: string; sha256: string; size: number }[] = [];
  let includedBytes = 0;
  const limits = ctx.config.crate;

  const person = add({
    "@id": fragment("person", job.ownerId),
    "@type": "Person",
    name: owner?.name || owner?.account || `user ${job.ownerId}`,
    identifier: owner?.account ?? String(job.ownerId),
  });
  const engine = add({
    "@id": "#crucible",
    "@type": "SoftwareApplication",
    name: "Crucible",
    softwareVersion: ctx.config.version,
    url: origin,
  });
  const language = add({
    "@id": "#crucible-template",
    "@type": "ComputerLanguage",
    name: "Crucible workflow template",
    alternateName: crateWorkflowFormat,
    version: String(crateWorkflowFormatVersion),
    url: origin,
  });

  // What each task ran, and its FormalParameters (one per argument and output of the task).
  const parameters = { inputs: [] as { "@id": string }[], outputs: [] as { "@id": string }[] };
  const units = new Map<string, Unit>();
  const unitOf = (task: TaskRow): Unit => {
    const key = task.approval
      ? `a${task.key}`
      : task.moduleId
        ? `m${task.moduleId}/${task.method ?? ""}`
        : `p${task.processorId}`;
    const known = units.get(key);
    if (known) return known;
    let unit: Unit;
    const module = task.moduleId ? rows.modules.get(task.moduleId) : undefined;
    const processor = task.processorId ? rows.processors.get(task.processorId) : undefined;
    if (task.approval) {
      // An approval step runs no program: its instrument names the step and who may decide.
      const id = fragment("approval", task.key);
      unit = {
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
      unit = {
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
      unit = {
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
    } else {
      const id = task.moduleId
        ? fragment("module", task.moduleId)
        : fragment("processor", task.processorId ?? 0);
      unit = {
        id,
        entity: { "@id": id, "@type": "SoftwareApplication", name: "removed", softwareVersion: "" },
        image: null,
        args: [],
        outputs: [],
      };
    }
    units.set(key, unit);
    return unit;
  };
  const parameterOf = (task: TaskRow, kind: "in" | "out", name: string, type: string) => {
    const entity: CrateEntity = {
      "@id": fragment("param", task.key, kind, name),
      "@type": "FormalParameter",
      conformsTo: ref("https://bioschemas.org/profiles/FormalParameter/1.0-RELEASE"),
      name: `${task.key}.${name}`,
      additionalType: type,
      valueRequired: false,
    };
    const known = byId.has(entity["@id"]);
    const id = add(entity);
    if (!known) (kind === "in" ? parameters.inputs : parameters.outputs).push(id);
    return id;
  };
  add({
    "@id": "https://bioschemas.org/profiles/FormalParameter/1.0-RELEASE",
    "@type": "CreativeWork",
    name: "FormalParameter profile",
    version: "1.0-RELEASE",
  });

  // The outputs of every task, addressed before the actions that read them.
  const outputIds = new Map<string, { "@id": string }>();
  for (const task of all) {
    const unit = unitOf(task);
    for (const output of task.outputs) {
      const declared = unit.outputs.find((o) => o.name === output.name);
      const within =
        task.state === "done" &&
        output.size <= limits.fileMaxBytes &&
        includedBytes + output.size <= limits.totalMaxBytes;
      const path = `outputs/${safePart(task.key)}/${safePart(output.name)}`;
      const id = within
        ? path
        : `${origin}/api/workflow_job_tasks/download_file/${task.id}?Type=OutFile&KeyName=${encodeURIComponent(output.name)}`;
      if (within) {
        included.push({ path, sha256: output.sha256, size: output.size });
        includedBytes += output.size;
      }
      outputIds.set(
        `${task.key}\u0000${output.name}`,
        add({
          "@id": id,
          "@type": "File",
          name: output.name,
          contentSize: output.size,
          sha256: output.sha256.toLowerCase(),
          ...(declared?.format ? { encodingFormat: declared.format } : {}),
          exampleOfWork: parameterOf(task, "out", output.name, "File"),
          ...(within
            ? {}
            : { description: "Not included (above the crate's size bound): download it here." }),
        }),
      );
    }
  }

  const taskActions: { "@id": string }[] = [];
  const runInputs: { "@id": string }[] = [];
  const runOutputs: { "@id": string }[] = [];
  for (const task of all) {
    const unit = unitOf(task);
    const instrument = add(unit.entity);
    const image = unit.image ? add(unit.image) : null;
    const object: { "@id": string }[] = [];
    for (const [name, value] of Object.entries(task.args)) {
      const declared = unit.args.find((a) => a.name === name);
      if (isFileArg(value)) {
        const parameter = parameterOf(task, "in", name, "File");
        if ("task" in value) {
          const upstream = outputIds.get(`${value.task}\u0000${value.output}`);
          if (upstream) {
            object.push(upstream);
            addExample(byId, upstream["@id"], parameter);
          }
          continue;
        }
        const file = rows.files.get(value.dataFileId);
        if (!file) continue;
        const id = add({
          "@id": `${origin}/api/workflow_job_task_data_source_file/download_file/${file.id}`,
          "@type": "File",
          name: file.name,
          contentSize: file.size,
          sha256: file.sha256.toLowerCase(),
          exampleOfWork: [],
        });
        addExample(byId, id["@id"], parameter);
        object.push(id);
        if (!runInputs.some((r) => r["@id"] === id["@id"])) runInputs.push(id);
        continue;
      }
      const parameter = parameterOf(task, "in", name, additionalTypeOf(declared?.format, value));
      const pv = add({
        "@id": fragment("pv", task.key, name),
        "@type": "PropertyValue",
        name,
        value: typeof value === "string" ? value : JSON.stringify(value),
        exampleOfWork: parameter,
      });
      object.push(pv);
      runInputs.push(pv);
    }
    const result = task.outputs.flatMap((o) => {
      const id = outputIds.get(`${task.key}\u0000${o.name}`);
      return id ? [id] : [];
    });
    runOutputs.push(...result);
    const charged = ledger.get(task.id);
    const action = add({
      "@id": fragment("task", task.key),
      "@type": "CreateAction",
      name: `Run of task ${task.key}`,
      instrument,
      agent: person,
      object,
      result,
      ...(task.startedAt ? { startTime: iso(task.startedAt) } : {}),
      ...(task.finishedAt ? { endTime: iso(task.finishedAt) } : {}),
      actionStatus: ref(status[task.state]),
      ...(task.state !== "done" && task.reason ? { error: task.reason } : {}),
      ...(image ? { containerImage: image } : {}),
      resourceUsage: [
        add(usage(task.key, "cpuTime", task.cpuMs, "MSEC")),
        add(usage(task.key, "wallTime", task.wallMs, "MSEC")),
        add(usage(task.key, "tokens", (charged?.charged ?? 0) - (charged?.refunded ?? 0), "")),
        ...(task.exitCode !== null ? [add(usage(task.key, "exitCode", task.exitCode, ""))] : []),
      ],
    });
    taskActions.push(action);
  }

  const starts = all.flatMap((t) => (t.startedAt ? [t.startedAt.getTime()] : []));
  const finished = job.state === "done" || job.state === "abort" || job.state === "cancel";
  const totalTokens = [...ledger.values()].reduce((sum, l) => sum + l.charged - l.refunded, 0);
  const totalCpu = all.reduce((sum, t) => sum + t.cpuMs, 0);
  const run = add({
    "@id": "#run",
    "@type": "CreateAction",
    name: `Run of job ${job.name}`,
    description: `Job ${job.id} of ${owner?.account ?? job.ownerId}, ${job.state}`,
    instrument: ref(crateWorkflowPath),
    agent: person,
    object: runInputs,
    result: runOutputs,
    startTime: new Date(starts.length > 0 ? Math.min(...starts) : job.createdAt.getTime()).toISOString(),
    ...(finished && job.finishedAt ? { endTime: iso(job.finishedAt) } : {}),
    actionStatus: ref(status[job.state]),
    resourceUsage: [
      add(usage("job", "cpuTime", totalCpu, "MSEC")),
      add(usage("job", "tokens", totalTokens, "")),
    ],
  });
  add({
    "@id": "#engine-run",
    "@type": "OrganizeAction",
    name: "Crucible ran the job",
    instrument: engine,
    agent: person,
    object: taskActions,
    result: run,
    startTime: job.createdAt.toISOString(),
    ...(finished && job.finishedAt ? { endTime: iso(job.finishedAt) } : {}),
    actionStatus: ref(status[job.state]),
  });

  const profiles = [
    { id: crateProfiles.processRun, name: "Process Run Crate", version: "0.5" },
    { id: crateProfiles.workflowRun, name: "Workflow Run Crate", version: "0.5" },
    { id: crateProfiles.workflowRoCrate, name: "Workflow RO-Crate", version: "1.0" },
  ];
  for (const p of profiles) add({ "@id": p.id, "@type": "CreativeWork", name: p.name, version: p.version });
  add({ "@id": crateProfiles.roCrate, "@type": "CreativeWork", name: "RO-Crate", version: "1.1" });
  add({
    "@id": "#license",
    "@type": "CreativeWork",
    name: "All rights reserved by the job's owner",
    description:
      "The inputs and results of this job belong to the user who ran it; no licence is granted by the platform.",
  });
  const workflowEntity = add({
    "@id": crateWorkflowPath,
    "@type": ["File", "SoftwareSourceCode", "ComputationalWorkflow"],
    name: workflow.template.name,
    programmingLanguage: language,
    encodingFormat: "application/json",
    contentSize: workflowBytes.length,
    sha256: sha256Of(workflowBytes),
    ...(workflow.version ? { version: String(workflow.version.number) } : {}),
    ...(workflow.template.id !== null ? { identifier: `template/${workflow.template.id}` } : {}),
    ...(workflow.template.summary ? { description: workflow.template.summary } : {}),
    input: parameters.inputs,
    output: parameters.outputs,
    hasPart: [...new Set([...units.values()].map((u) => u.id))].map(ref),
  });
  const dataEntities = graph.filter((e) => e["@type"] === "File" && e["@id"] !== crateWorkflowPath);
  const rootEntity: CrateEntity = {
    "@id": "./",
    "@type": "Dataset",
    name: `Job ${job.name}`,
    description: `Provenance of Crucible job ${job.id} (${job.state}): the workflow it ran, each task's module, arguments, inputs and outputs, times, CPU and tokens.`,
    datePublished: new Date().toISOString(),
    license: ref("#license"),
    conformsTo: profiles.map((p) => ref(p.id)),
    mainEntity: workflowEntity,
    hasPart: [workflowEntity, ...dataEntities.map((e) => ref(e["@id"]))],
    mentions: [run],
    creator: person,
  };
  const metadata = {
    "@context": [...crateContexts],
    "@graph": [
      {
        "@id": crateMetadataPath,
        "@type": "CreativeWork",
        conformsTo: [ref(crateProfiles.roCrate), ref(crateProfiles.workflowRoCrate)],
        about: ref("./"),
      },
      rootEntity,
      ...graph,
    ],
  };
  return { metadata, workflowBytes, included };
}

/** Names one more FormalParameter a file is an example of (a file may feed several arguments). */
function addExample(byId: ReadonlyMap<string, CrateEntity>, fileId: string, parameter: { "@id": string }) {
  const file = byId.get(fileId);
  if (!file) return;
  const current = refsOf(file.exampleOfWork);
  if (!current.includes(parameter["@id"])) file.exampleOfWork = [...current, parameter["@id"]].map(ref);
}

function usage(owner: string, name: string, value: number, unitCode: string): CrateEntity {
  return {
    "@id": fragment("usage", owner, name),
    "@type": "PropertyValue",
    name,
    propertyID: `https://w3id.org/ro/terms/crucible#${name}`,
    value,
    ...(unitCode ? { unitCode } : {}),
  };
}

function additionalTypeOf(format: string | undefined, value: unknown): string {
  if (format === "int") return "Integer";
  if (format === "float" || typeof value === "number") return "Float";
  if (format === "bool" || typeof value === "boolean") return "Boolean";
  if (typeof value === "object" && value !== null) return "DataStructure";
  return "Text";
}

/** The crate of a job as a streamed zip: the metadata, the workflow definition, the included outputs. */
function zipCrate(ctx: Ctx, job: JobRow, crate: Awaited<ReturnType<typeof buildCrate>>): JobCrate {
  const problems = checkCrate(crate.metadata);
  // A crate we make breaks no rule of ours: if it did, the export is refused rather than sent wrong.
  if (problems.length > 0)
    throw new AppError("ServerInvalidParameter", `crate: ${describeProblems(problems)}`);
  const zip = new yazl.ZipFile();
  const mtime = job.finishedAt ?? job.updatedAt;
  zip.addBuffer(Buffer.from(`${JSON.stringify(crate.metadata, null, 2)}\n`, "utf8"), crateMetadataPath, {
    mtime,
  });
  zip.addBuffer(crate.workflowBytes, crateWorkflowPath, { mtime });
  for (const file of crate.included) {
    zip.addReadStreamLazy(file.path, { size: file.size, mtime }, (cb) =>
      cb(null, ctx.blobs.read(file.sha256)),
    );
  }
  zip.end();
  return { fileName: `job-${job.id}-ro-crate.zip`, stream: zip.outputStream };
}

export function describeProblems(problems: readonly CrateProblem[]): string {
  const shown = problems.slice(0, 3).map((p) => (p.entity ? `${p.entity}: ${p.rule}` : p.rule));
  return `${shown.join("; ")}${problems.length > 3 ? `; and ${problems.length - 3} more` : ""}`;
}

/** The caller's job as a Workflow Run RO-Crate; another user's job answers like a missing one. */
export async function exportJobCrate(ctx: Ctx, jobId: number, origin: string): Promise<JobCrate> {
  const job = await ownJob(ctx, jobId);
  return zipCrate(ctx, job, await buildCrate(ctx, job, origin));
}

/** Any user's job as a crate, from the back office (Workflow.Job.Read). */
export async function exportSysJobCrate(ctx: Ctx, jobId: number, origin: string): Promise<JobCrate> {
  const job = await findSysJob(ctx, jobId);
  return zipCrate(ctx, job, await buildCrate(ctx, job, origin));
}

// ---- import ----

const crateNodeSchema = z.object({
  key: z.string().max(64),
  module: z.object({ id: z.number().int(), key: z.string().max(200), name: z.string().max(500) }).nullable(),
  processor: z.object({ id: z.number().int().positive(), name: z.string().max(500) }).nullable(),
  approval: approvalStepSchema.nullish(),
  method: z.string().max(64).nullable(),
  args: z.record(z.string(), z.unknown()),
  dependsOn: z.array(z.string().max(64)).max(500),
  x: z.number().finite(),
  y: z.number().finite(),
});

const crateWorkflowSchema = z.object({
  format: z.literal(crateWorkflowFormat),
  formatVersion: z.literal(crateWorkflowFormatVersion),
  template: z.object({
    name: z.string().max(500),
    nameZh: z.string().max(500).default(""),
    summary: z.string().max(5000).default(""),
    docs: z.string().max(200_000).default(""),
  }),
  nodes: z.array(crateNodeSchema).min(1).max(500),
});

/** The ro-crate package's validator, as far as we use it (its typings leave the class out). */
interface PackageValidator {
  readonly crate: unknown;
  readonly results: { id: string; status: string; message: string; entity?: string }[];
  parseJSON(json: unknown): void;
  rootDataEntity(): void;
  checkFiles(references: Record<string, { exists: boolean; isDir: boolean }>, crate: unknown): void;
}
const requirePackage = createRequire(import.meta.url);
const { Validator } = requirePackage("ro-crate") as { Validator: new (crate: null) => PackageValidator };
/** The RO-Crate JSON-LD context the package holds (1.2, whose schema.org terms are 1.1's), to resolve terms offline. */
const packageContext = (
  requirePackage("ro-crate/lib/context.json") as { "@context": Record<string, unknown> }
)["@context"];

/**
 * The crate's checks with the ro-crate package's own validator, offline: its `validate()` fetches the
 * @context over the network, so its offline checks are called one by one (the JSON-LD shape, the root
 * data entity's properties, every local data entity present in the zip), on the graph with the
 * package's own copy of the RO-Crate context inline (checkCrate has checked the @context itself).
 */
function packageProblems(metadata: unknown, paths: readonly string[]): CrateProblem[] {
  const validator = new Validator(null);
  // The package resolves terms through the contexts it can fetch; offline, the RO-Crate context is given inline.
  const doc = metadata as Record<string, unknown>;
  validator.parseJSON({ ...doc, "@context": [packageContext] });
  if (validator.crate) {
    validator.rootDataEntity();
    const references: Record<string, { exists: boolean; isDir: boolean }> = {};
    for (const path of paths) references[path] = { exists: true, isDir: false };
    validator.checkFiles(references, validator.crate);
  }
  return validator.results
    .filter((r) => r.status === "error")
    .map((r) => ({ entity: r.entity ?? "", rule: `${r.id}: ${r.message}` }));
}

/** The broken rules of a crate's metadata and files, ours and the ro-crate package's (empty: valid). */
export function validateCrate(metadata: unknown, zip: CrateZip): CrateProblem[] {
  const ours = checkCrate(metadata, zip);
  if (ours.length > 0) return ours;
  return packageProblems(metadata, [...zip.paths]);
}

function parseJson(bytes: Buffer, what: string): unknown {
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new AppError("DBFileInvalid", `${what} is not JSON`);
  }
}

/**
 * Imports a crate (a zip) as a new template of the caller's: the zip is read under `crateImportLimits`
 * (entries, sizes, paths: no traversal, no links), the metadata must meet the profile's rules and name
 * our workflow definition, whose checksum must match; the template is then created as any template is
 * (its modules, processors and files visible to the caller). A module is found by its key.
 */
export async function importTemplateFromCrate(ctx: Ctx, zip: Buffer): Promise<TemplateRow> {
  const actor = requireWritable(requireUser(ctx));
  if (zip.length > crateImportLimits.zipBytes)
    throw new AppError("DBFileTooLarge", `the crate is over ${crateImportLimits.zipBytes} bytes`);
  const read = await readZip(zip, crateImportLimits, [crateMetadataPath, crateWorkflowPath]);
  const files = new Map(read.files.map((f) => [f.path, f.bytes]));
  const metadataBytes = files.get(crateMetadataPath);
  if (!metadataBytes) throw new AppError("DBFileInvalid", `the zip holds no ${crateMetadataPath}`);
  const metadata = parseJson(metadataBytes, crateMetadataPath);
  const problems = validateCrate(metadata, { paths: new Set(read.paths), files });
  if (problems.length > 0)
    throw new AppError("DBFileInvalid", `not a valid Workflow Run Crate: ${describeProblems(problems)}`);
  const graph = (metadata as { "@graph": CrateEntity[] })["@graph"];
  const root = graph.find((e) => e["@id"] === "./")!;
  const mainId = refsOf(root.mainEntity)[0];
  const main = graph.find((e) => e["@id"] === mainId);
  const language = graph.find((e) => e["@id"] === refsOf(main?.programmingLanguage)[0]);
  if (mainId !== crateWorkflowPath || language?.alternateName !== crateWorkflowFormat)
    throw new AppError("DBFileInvalid", "the crate's workflow is not a Crucible template");
  const workflowBytes = files.get(crateWorkflowPath);
  if (!workflowBytes) throw new AppError("DBFileInvalid", `the zip holds no ${crateWorkflowPath}`);
  const parsed = crateWorkflowSchema.safeParse(parseJson(workflowBytes, crateWorkflowPath));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      "DBFileInvalid",
      `${crateWorkflowPath}: ${issue ? `${issue.path.join(".")} ${issue.message}` : "invalid"}`,
    );
  }
  const workflow = parsed.data;
  // Modules by key (the same platform or another one with the same catalogue); processors by id.
  const keys = [...new Set(workflow.nodes.flatMap((n) => (n.module ? [n.module.key] : [])))];
  const found = new Map(
    (keys.length > 0
      ? await ctx.db
          .select({ id: modules.id, key: modules.key })
          .from(modules)
          .where(and(inArray(modules.key, keys), isNull(modules.deletedAt)))
      : []
    ).map((m) => [m.key, m.id]),
  );
  // A processor's id is this platform's: it must name the caller's or a system processor of the same name.
  const processorIds = [...new Set(workflow.nodes.flatMap((n) => (n.processor ? [n.processor.id] : [])))];
  const processorNames = new Map(
    (processorIds.length > 0
      ? await ctx.db
          .select({ id: processors.id, name: processors.name })
          .from(processors)
          .where(
            and(
              inArray(processors.id, processorIds),
              isNull(processors.deletedAt),
              or(eq(processors.ownerId, actor.id), isNull(processors.ownerId)),
            ),
          )
      : []
    ).map((p) => [p.id, p.name]),
  );
  const nodes: TemplateNodeRow[] = [];
  for (const n of workflow.nodes) {
    if (!n.module && n.processor && processorNames.get(n.processor.id) !== n.processor.name)
      throw new AppError("DBDataNotExist", `${n.key}: processor ${n.processor.name}`);
    if (!n.module && !n.processor && !n.approval)
      throw new AppError("DBFileInvalid", `${n.key}: runs no module or processor`);
    const moduleId = n.module ? found.get(n.module.key) : undefined;
    if (n.module && moduleId === undefined)
      throw new AppError("JobModuleNoVisible", `${n.key}: ${n.module.key}`);
    nodes.push({
      key: n.key,
      moduleId: moduleId ?? null,
      processorId: n.module ? null : (n.processor?.id ?? null),
      ...(n.approval && !n.module && !n.processor ? { approval: n.approval } : {}),
      method: n.method,
      args: n.args,
      dependsOn: n.dependsOn,
      x: n.x,
      y: n.y,
    });
  }
  return createTemplate(ctx, {
    name: `${workflow.template.name || "Imported workflow"}`.trim().slice(0, 200) || "Imported workflow",
    nameZh: workflow.template.nameZh.trim().slice(0, 200),
    summary: workflow.template.summary.slice(0, 2000),
    docs: workflow.template.docs.slice(0, 100_000),
    nodes,
    note: `imported from an RO-Crate by ${actor.account}`.slice(0, 500),
  });
}

/** importTemplateCrate over GraphQL: the crate is a data set file of the caller's (uploaded by chunks). */
export async function importTemplateFromDataFile(ctx: Ctx, dataFileId: number): Promise<TemplateRow> {
  requireWritable(requireUser(ctx));
  const file = await userDataFileResource.find(ctx, dataFileId);
  if (file.size > crateImportLimits.zipBytes)
    throw new AppError("DBFileTooLarge", `the crate is over ${crateImportLimits.zipBytes} bytes`);
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.blobs.read(file.sha256)) chunks.push(chunk as Buffer);
  return importTemplateFromCrate(ctx, Buffer.concat(chunks));
}
