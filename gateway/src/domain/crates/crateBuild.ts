/**
 * A job's Workflow Run RO-Crate metadata (docs/provenance.md): the workflow definition it ran, the
 * person, engine and language, what each task ran with its FormalParameters, the outputs (within the
 * size bounds of `config.crate`, else addressed for download), each task's action and the run's.
 */
import {
  crateContexts,
  crateMetadataPath,
  crateProfiles,
  crateWorkflowFormat,
  crateWorkflowFormatVersion,
  crateWorkflowPath,
} from "@crucible/schema";
import { eq } from "drizzle-orm";
import type { JobRow, TaskRow } from "../../db/jobs.js";
import { users } from "../../db/users.js";
import type { Ctx } from "../context.js";
import { isFileArg } from "../modules/args.js";
import { refsOf, type CrateEntity } from "./crateRules.js";
import { jobTasks } from "../jobs/jobs.js";
import { ledgerOfTasks } from "../jobs/sysJobs.js";
import {
  fragment,
  iso,
  loadRows,
  ref,
  safePart,
  sha256Of,
  status,
  unitFor,
  workflowOf,
  type CrateRows,
  type CrateWorkflow,
  type Unit,
} from "./crateSources.js";

export type { CrateNode, CrateWorkflow } from "./crateSources.js";

/** A reference to an entity of the graph. */
type Ref = { "@id": string };

/** What the parts of one crate's building share: the rows it reads and the graph it grows. */
interface CrateBuild {
  /** The origin web-based files are addressed under. */
  readonly origin: string;
  readonly rows: CrateRows;
  /** The entities in the order first added, and the same by @id. */
  readonly graph: CrateEntity[];
  readonly byId: Map<string, CrateEntity>;
  /** What each task ran, by approval step, module and method, or processor. */
  readonly units: Map<string, Unit>;
  /** The workflow's FormalParameters, one per argument and output of each task. */
  readonly parameters: { inputs: Ref[]; outputs: Ref[] };
  /** The outputs the zip includes, and their bytes in all. */
  readonly included: { path: string; sha256: string; size: number }[];
  includedBytes: number;
}

/** The ledger of a job's tasks: what each was charged and refunded. */
type TaskLedger = Awaited<ReturnType<typeof ledgerOfTasks>>;

/** Adds an entity once (the first of an @id stays); answers a reference to it. */
function add(crate: CrateBuild, entity: CrateEntity): Ref {
  if (!crate.byId.has(entity["@id"])) {
    crate.byId.set(entity["@id"], entity);
    crate.graph.push(entity);
  }
  return ref(entity["@id"]);
}

/** What a task ran, made once per approval step, module and method, or processor. */
function unitOf(crate: CrateBuild, task: TaskRow): Unit {
  const key = task.approval
    ? `a${task.key}`
    : task.moduleId
      ? `m${task.moduleId}/${task.method ?? ""}`
      : `p${task.processorId}`;
  const known = crate.units.get(key);
  if (known) return known;
  const unit = unitFor(crate.rows, task);
  crate.units.set(key, unit);
  return unit;
}

/** A task's FormalParameter for an argument or output, added once (and listed as the workflow's input or output). */
function parameterOf(crate: CrateBuild, task: TaskRow, kind: "in" | "out", name: string, type: string): Ref {
  const entity: CrateEntity = {
    "@id": fragment("param", task.key, kind, name),
    "@type": "FormalParameter",
    conformsTo: ref("https://bioschemas.org/profiles/FormalParameter/1.0-RELEASE"),
    name: `${task.key}.${name}`,
    additionalType: type,
    valueRequired: false,
  };
  const known = crate.byId.has(entity["@id"]);
  const id = add(crate, entity);
  if (!known) (kind === "in" ? crate.parameters.inputs : crate.parameters.outputs).push(id);
  return id;
}

/**
 * The outputs of every task, addressed before the actions that read them: a done task's output within
 * the crate's bounds is included in the zip, any other is addressed for download. Answers them by
 * task key and output name.
 */
function addOutputs(
  crate: CrateBuild,
  all: readonly TaskRow[],
  limits: Ctx["config"]["crate"],
): Map<string, Ref> {
  const { origin } = crate;
  const outputIds = new Map<string, Ref>();
  for (const task of all) {
    const unit = unitOf(crate, task);
    for (const output of task.outputs) {
      const declared = unit.outputs.find((o) => o.name === output.name);
      const within =
        task.state === "done" &&
        output.size <= limits.fileMaxBytes &&
        crate.includedBytes + output.size <= limits.totalMaxBytes;
      const path = `outputs/${safePart(task.key)}/${safePart(output.name)}`;
      const id = within
        ? path
        : `${origin}/api/workflow_job_tasks/download_file/${task.id}?Type=OutFile&KeyName=${encodeURIComponent(output.name)}`;
      if (within) {
        crate.included.push({ path, sha256: output.sha256, size: output.size });
        crate.includedBytes += output.size;
      }
      outputIds.set(
        `${task.key}\u0000${output.name}`,
        add(crate, {
          "@id": id,
          "@type": "File",
          name: output.name,
          contentSize: output.size,
          sha256: output.sha256.toLowerCase(),
          ...(declared?.format ? { encodingFormat: declared.format } : {}),
          exampleOfWork: parameterOf(crate, task, "out", output.name, "File"),
          ...(within
            ? {}
            : { description: "Not included (above the crate's size bound): download it here." }),
        }),
      );
    }
  }
  return outputIds;
}

/**
 * A task's arguments as the objects of its action: an upstream task's output, a data file (also an
 * input of the run), or a PropertyValue (also an input of the run); each an example of its parameter.
 */
function addArguments(
  crate: CrateBuild,
  task: TaskRow,
  unit: Unit,
  outputIds: ReadonlyMap<string, Ref>,
  runInputs: Ref[],
): Ref[] {
  const { origin, byId, rows } = crate;
  const object: Ref[] = [];
  for (const [name, value] of Object.entries(task.args)) {
    const declared = unit.args.find((a) => a.name === name);
    if (isFileArg(value)) {
      const parameter = parameterOf(crate, task, "in", name, "File");
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
      const id = add(crate, {
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
    const parameter = parameterOf(crate, task, "in", name, additionalTypeOf(declared?.format, value));
    const pv = add(crate, {
      "@id": fragment("pv", task.key, name),
      "@type": "PropertyValue",
      name,
      value: typeof value === "string" ? value : JSON.stringify(value),
      exampleOfWork: parameter,
    });
    object.push(pv);
    runInputs.push(pv);
  }
  return object;
}

/** Each task's CreateAction (what it ran, read and made, its times, status and usage); answers them with the run's inputs and outputs. */
function addTaskActions(
  crate: CrateBuild,
  all: readonly TaskRow[],
  outputIds: ReadonlyMap<string, Ref>,
  person: Ref,
  ledger: TaskLedger,
): { taskActions: Ref[]; runInputs: Ref[]; runOutputs: Ref[] } {
  const taskActions: Ref[] = [];
  const runInputs: Ref[] = [];
  const runOutputs: Ref[] = [];
  for (const task of all) {
    const unit = unitOf(crate, task);
    const instrument = add(crate, unit.entity);
    const image = unit.image ? add(crate, unit.image) : null;
    const object = addArguments(crate, task, unit, outputIds, runInputs);
    const result = task.outputs.flatMap((o) => {
      const id = outputIds.get(`${task.key}\u0000${o.name}`);
      return id ? [id] : [];
    });
    runOutputs.push(...result);
    const charged = ledger.get(task.id);
    const action = add(crate, {
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
        add(crate, usage(task.key, "cpuTime", task.cpuMs, "MSEC")),
        add(crate, usage(task.key, "wallTime", task.wallMs, "MSEC")),
        add(crate, usage(task.key, "tokens", (charged?.charged ?? 0) - (charged?.refunded ?? 0), "")),
        ...(task.exitCode !== null ? [add(crate, usage(task.key, "exitCode", task.exitCode, ""))] : []),
      ],
    });
    taskActions.push(action);
  }
  return { taskActions, runInputs, runOutputs };
}

/** The job's run (a CreateAction of the workflow) and the engine's OrganizeAction over the task actions; answers the run. */
function addRun(
  crate: CrateBuild,
  job: JobRow,
  ownerAccount: string | undefined,
  all: readonly TaskRow[],
  ledger: TaskLedger,
  refs: { person: Ref; engine: Ref },
  actions: { taskActions: Ref[]; runInputs: Ref[]; runOutputs: Ref[] },
): Ref {
  const { person, engine } = refs;
  const starts = all.flatMap((t) => (t.startedAt ? [t.startedAt.getTime()] : []));
  const finished = job.state === "done" || job.state === "abort" || job.state === "cancel";
  const totalTokens = [...ledger.values()].reduce((sum, l) => sum + l.charged - l.refunded, 0);
  const totalCpu = all.reduce((sum, t) => sum + t.cpuMs, 0);
  const run = add(crate, {
    "@id": "#run",
    "@type": "CreateAction",
    name: `Run of job ${job.name}`,
    description: `Job ${job.id} of ${ownerAccount ?? job.ownerId}, ${job.state}`,
    instrument: ref(crateWorkflowPath),
    agent: person,
    object: actions.runInputs,
    result: actions.runOutputs,
    startTime: new Date(starts.length > 0 ? Math.min(...starts) : job.createdAt.getTime()).toISOString(),
    ...(finished && job.finishedAt ? { endTime: iso(job.finishedAt) } : {}),
    actionStatus: ref(status[job.state]),
    resourceUsage: [
      add(crate, usage("job", "cpuTime", totalCpu, "MSEC")),
      add(crate, usage("job", "tokens", totalTokens, "")),
    ],
  });
  add(crate, {
    "@id": "#engine-run",
    "@type": "OrganizeAction",
    name: "Crucible ran the job",
    instrument: engine,
    agent: person,
    object: actions.taskActions,
    result: run,
    startTime: job.createdAt.toISOString(),
    ...(finished && job.finishedAt ? { endTime: iso(job.finishedAt) } : {}),
    actionStatus: ref(status[job.state]),
  });
  return run;
}

/**
 * The crate's metadata document: the profiles, the licence and the workflow file added to the graph,
 * then the metadata descriptor, the root data entity and the graph.
 */
function crateMetadata(
  crate: CrateBuild,
  job: JobRow,
  workflow: CrateWorkflow,
  workflowBytes: Buffer,
  refs: { person: Ref; language: Ref; run: Ref; published: Date },
) {
  const { person, language, run } = refs;
  const profiles = [
    { id: crateProfiles.processRun, name: "Process Run Crate", version: "0.5" },
    { id: crateProfiles.workflowRun, name: "Workflow Run Crate", version: "0.5" },
    { id: crateProfiles.workflowRoCrate, name: "Workflow RO-Crate", version: "1.0" },
  ];
  for (const p of profiles)
    add(crate, { "@id": p.id, "@type": "CreativeWork", name: p.name, version: p.version });
  add(crate, { "@id": crateProfiles.roCrate, "@type": "CreativeWork", name: "RO-Crate", version: "1.1" });
  add(crate, {
    "@id": "#license",
    "@type": "CreativeWork",
    name: "All rights reserved by the job's owner",
    description:
      "The inputs and results of this job belong to the user who ran it; no licence is granted by the platform.",
  });
  const workflowEntity = add(crate, {
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
    input: crate.parameters.inputs,
    output: crate.parameters.outputs,
    hasPart: [...new Set([...crate.units.values()].map((u) => u.id))].map(ref),
  });
  const dataEntities = crate.graph.filter((e) => e["@type"] === "File" && e["@id"] !== crateWorkflowPath);
  const rootEntity: CrateEntity = {
    "@id": "./",
    "@type": "Dataset",
    name: `Job ${job.name}`,
    description: `Provenance of Crucible job ${job.id} (${job.state}): the workflow it ran, each task's module, arguments, inputs and outputs, times, CPU and tokens.`,
    datePublished: refs.published.toISOString(),
    license: ref("#license"),
    conformsTo: profiles.map((p) => ref(p.id)),
    mainEntity: workflowEntity,
    hasPart: [workflowEntity, ...dataEntities.map((e) => ref(e["@id"]))],
    mentions: [run],
    creator: person,
  };
  return {
    "@context": [...crateContexts],
    "@graph": [
      {
        "@id": crateMetadataPath,
        "@type": "CreativeWork",
        conformsTo: [ref(crateProfiles.roCrate), ref(crateProfiles.workflowRoCrate)],
        about: ref("./"),
      },
      rootEntity,
      ...crate.graph,
    ],
  };
}

/** Everything the crate says, and the files the zip includes (path -> blob). */
export async function buildCrate(ctx: Ctx, job: JobRow, origin: string) {
  const all = await jobTasks(ctx, job.id);
  const rows = await loadRows(ctx, all);
  const [owner] = await ctx.db
    .select({ id: users.id, account: users.account, name: users.name })
    .from(users)
    .where(eq(users.id, job.ownerId));
  const ledger = await ledgerOfTasks(ctx.db, all);
  const workflow = await workflowOf(ctx, job, all, rows);
  const workflowBytes = Buffer.from(`${JSON.stringify(workflow, null, 2)}\n`, "utf8");

  const crate: CrateBuild = {
    origin,
    rows,
    graph: [],
    byId: new Map(),
    units: new Map(),
    parameters: { inputs: [], outputs: [] },
    included: [],
    includedBytes: 0,
  };
  const limits = ctx.config.crate;

  const person = add(crate, {
    "@id": fragment("person", job.ownerId),
    "@type": "Person",
    name: owner?.name || owner?.account || `user ${job.ownerId}`,
    identifier: owner?.account ?? String(job.ownerId),
  });
  const engine = add(crate, {
    "@id": "#crucible",
    "@type": "SoftwareApplication",
    name: "Crucible",
    softwareVersion: ctx.config.version,
    url: origin,
  });
  const language = add(crate, {
    "@id": "#crucible-template",
    "@type": "ComputerLanguage",
    name: "Crucible workflow template",
    alternateName: crateWorkflowFormat,
    version: String(crateWorkflowFormatVersion),
    url: origin,
  });
  add(crate, {
    "@id": "https://bioschemas.org/profiles/FormalParameter/1.0-RELEASE",
    "@type": "CreativeWork",
    name: "FormalParameter profile",
    version: "1.0-RELEASE",
  });

  const outputIds = addOutputs(crate, all, limits);
  const actions = addTaskActions(crate, all, outputIds, person, ledger);
  const run = addRun(crate, job, owner?.account, all, ledger, { person, engine }, actions);
  const metadata = crateMetadata(crate, job, workflow, workflowBytes, {
    person,
    language,
    run,
    published: ctx.clock.now(),
  });
  return { metadata, workflowBytes, included: crate.included };
}

/** Names one more FormalParameter a file is an example of (a file may feed several arguments). */
function addExample(byId: ReadonlyMap<string, CrateEntity>, fileId: string, parameter: { "@id": string }) {
  const file = byId.get(fileId);
  if (!file) return;
  const current = refsOf(file.exampleOfWork);
  if (!current.includes(parameter["@id"])) file.exampleOfWork = [...current, parameter["@id"]].map(ref);
}

/** A PropertyValue of a task's or the job's resource usage (CPU, wall time, tokens, exit code). */
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

/** The FormalParameter type of a plain argument, from its declared format or its value. */
function additionalTypeOf(format: string | undefined, value: unknown): string {
  if (format === "int") return "Integer";
  if (format === "float" || typeof value === "number") return "Float";
  if (format === "bool" || typeof value === "boolean") return "Boolean";
  if (typeof value === "object" && value !== null) return "DataStructure";
  return "Text";
}
