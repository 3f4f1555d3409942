/**
 * Provenance (issue 28 item 4, docs/provenance.md): a job exported as a Workflow Run RO-Crate (a zip
 * of ro-crate-metadata.json, the workflow definition and the done tasks' outputs within the size
 * bounds of `config.crate`), and a crate imported back as a new template of the caller's.
 */
import { createRequire } from "node:module";
import {
  approvalStepSchema,
  crateImportLimits,
  crateMetadataPath,
  crateWorkflowFormat,
  crateWorkflowFormatVersion,
  crateWorkflowPath,
} from "@crucible/schema";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import yazl from "yazl";
import { z } from "zod";
import type { JobRow } from "../../db/jobs.js";
import { modules, processors } from "../../db/modules.js";
import type { TemplateNodeRow, TemplateRow } from "../../db/templates.js";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted, type UserActor } from "../access/guards.js";
import { AppError } from "../errors.js";
import { readZip } from "../apps/bundles.js";
import { userDataFileResource } from "../datasets/dataFiles.js";
import { checkCrate, refsOf, type CrateEntity, type CrateProblem, type CrateZip } from "./crateRules.js";
import { ownJob } from "../jobs/jobs.js";
import { findSysJob } from "../jobs/sysJobs.js";
import { createTemplate } from "../templates/templates.js";
import { buildCrate } from "./crateBuild.js";

export type { CrateNode, CrateWorkflow } from "./crateSources.js";

/** A crate ready to stream: its file name and the zip's bytes as they are made. */
export interface JobCrate {
  readonly fileName: string;
  readonly stream: NodeJS.ReadableStream;
}

/** The origin the crate's web-based files are addressed under (`https://host`), without a trailing slash. */
export const crateOriginSchema = z
  .string()
  .regex(/^https?:\/\/[^\s/?#]+$/, "an origin such as https://host:port")
  .max(300);

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
export async function exportSysJobCrate(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Read">,
  jobId: number,
  origin: string,
): Promise<JobCrate> {
  const job = await findSysJob(ctx, actor, jobId);
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
export async function importTemplateFromCrate(ctx: Ctx, actor: UserActor, zip: Buffer): Promise<TemplateRow> {
  requireWritable(actor);
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
  return createTemplate(ctx, actor, {
    name: `${workflow.template.name || "Imported workflow"}`.trim().slice(0, 200) || "Imported workflow",
    nameZh: workflow.template.nameZh.trim().slice(0, 200),
    summary: workflow.template.summary.slice(0, 2000),
    docs: workflow.template.docs.slice(0, 100_000),
    nodes,
    note: `imported from an RO-Crate by ${actor.account}`.slice(0, 500),
  });
}

/** importTemplateCrate over GraphQL: the crate is a data set file of the caller's (uploaded by chunks). */
export async function importTemplateFromDataFile(
  ctx: Ctx,
  actor: UserActor,
  dataFileId: number,
): Promise<TemplateRow> {
  requireWritable(actor);
  const file = await userDataFileResource.find(ctx, dataFileId);
  if (file.size > crateImportLimits.zipBytes)
    throw new AppError("DBFileTooLarge", `the crate is over ${crateImportLimits.zipBytes} bytes`);
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.blobs.read(file.sha256)) chunks.push(chunk as Buffer);
  return importTemplateFromCrate(ctx, actor, Buffer.concat(chunks));
}
