/**
 * The scheduler: promotes tasks whose inputs exist, claims pending tasks atomically (FOR UPDATE SKIP
 * LOCKED), runs them through an executor in their own work folders, stores stdout, stderr and outputs
 * as blobs, meters and charges tokens while a task runs and settles them once per run (stopping a
 * user's tasks when their tokens run out), and keeps leases alive with heartbeats. A task
 * whose lease ran out (its worker died) is started again in the same run, or aborted with a reason
 * after too many starts; it is never charged twice for one run.
 */
import { randomUUID } from "node:crypto";
import { chmod, lstat, mkdir, open, readdir, rm, stat, statfs, writeFile } from "node:fs/promises";
import { constants, createReadStream, createWriteStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, eq, inArray, lt, ne, notInArray, or, sql } from "drizzle-orm";
import {
  blobs,
  containerImages,
  dataFiles,
  jobs,
  modules,
  processors,
  tasks,
  tokenLedger,
  type TaskOutput,
  type TaskRow,
  type TaskState,
} from "../../db/schema.js";
import type {
  AbortReason,
  ContainerSpec,
  Executor,
  ExecutorRoute,
  ExecutorSet,
  TaskOutcome,
} from "../../executors/types.js";
import { imageRef, loopbackRegistry } from "../../executors/container.js";
import { createImageSync, type ImageSyncOptions } from "../images/imageSync.js";
import { sharedWith } from "../access/visibility.js";
import {
  boundWorkFolder,
  reopenWorkFolder,
  workFolderBounds,
  claimWorkerFolder,
  sweepWorkFolders,
  type BoundedFolder,
} from "../../executors/workFolder.js";
import type { Services } from "../context.js";
import { storeBlob, storeBlobs } from "../files/blobs.js";
import { isFileArg, methodsOf } from "../modules/args.js";
import { modulesRoot } from "../modules/catalogue.js";
import { promoteReady, refreshJobState } from "../jobs/jobs.js";
import { expireApprovals } from "../jobs/approvals.js";
import { notifyFinished } from "../jobs/finishMail.js";
import { abortedRun } from "../jobs/stop.js";
import { argsWithDigests, inputBytesOf, taskCacheKey } from "../jobs/cacheKey.js";
import { jobWallet, meterRun, paidBy, settleRun, tokensFor, type Wallet } from "../ledger/tokens.js";
import { materializeModuleFiles } from "../modules/moduleFiles.js";
import { calcMetricDoc, readKeyDoc } from "../config/keyData.js";
import { defaultProcessorTimeoutSeconds } from "../processors/processors.js";
import {
  addLocalWorker,
  forgetWorker,
  offerOf,
  removeLocalWorker,
  renewWorker,
  type WorkerOffer,
} from "../workers/workers.js";
import { tailTaskLogs } from "../jobs/liveLogs.js";
import {
  isTaskStopReason,
  taskProjectTokensSpentReason,
  taskStopReasons,
  taskTokensSpentReason,
} from "@crucible/schema";

export interface SchedulerOptions {
  /** Tasks run at once by this worker. */
  concurrency: number;
  pollMs: number;
  leaseMs: number;
  /** Starts of one run before the task is aborted (a task that kills its worker every time). */
  maxAttempts: number;
  maxOutputBytes: number;
  /** Slurm tasks this worker tracks at once (they wait in Slurm's queue, not on this machine). */
  slurmConcurrency?: number;
  /** After a run asked to retry later (Slurm unreachable), its route is not claimed for this long. */
  retryBackoffMs?: number;
  /** How often the worker looks at its podman's images (imageSync.ts). */
  imageSync?: ImageSyncOptions;
  /** What this worker offers to typed pools; by default its settings' (offerOf). */
  offer?: WorkerOffer;
  /**
   * How often a running task is metered and charged (CRUCIBLE_TASK_METER_SECONDS): its heartbeat runs
   * at least this often. Also the bound of what a user's running tasks can use past their balance.
   */
  meterMs?: number;
}

export const defaultSchedulerOptions: SchedulerOptions = {
  concurrency: 2,
  pollMs: 500,
  leaseMs: 30_000,
  maxAttempts: 3,
  maxOutputBytes: 256 * 1024 * 1024,
  meterMs: 10_000,
};

export interface Scheduler {
  readonly workerId: string;
  /** The routes this worker runs (it claims only those). */
  readonly routes: readonly ExecutorRoute[];
  start(): void;
  /** A tick now (a task became pending): the wake-up that makes polling only a fallback. */
  wake(): void;
  /**
   * A task ended elsewhere (a stop): if this worker runs it, its claim is checked now rather than at
   * the next heartbeat, and a run that is no longer this worker's is stopped.
   */
  check(taskId: number): void;
  /** Stops claiming; running tasks are ended and handed back to the queue. */
  stop(): Promise<void>;
  /** One round of promote, recover and claim (tests drive it directly). */
  tick(): Promise<void>;
  /** Resolves when no task is running in this worker and no tick is under way (the tick a freed slot
   * starts could otherwise claim a task submitted after this resolved). */
  idle(): Promise<void>;
}

/** prePending tasks whose dependencies are all done become pending (approval steps: waiting). */
async function promote(services: Services, jobId?: number): Promise<void> {
  await promoteReady(services.db, jobId);
}

/** Tasks whose worker stopped renewing the lease: started again, or aborted after too many starts. */
async function recoverExpired(
  services: Services,
  maxAttempts: number,
  workerId: string,
  runningHere: readonly number[],
): Promise<number[]> {
  // A task this very worker is running is alive, however late its heartbeat (a stalled event loop).
  const expired = and(
    eq(tasks.state, "doing"),
    lt(tasks.leaseExpiresAt, new Date()),
    runningHere.length > 0
      ? or(ne(tasks.leaseOwner, workerId), notInArray(tasks.id, [...runningHere]))
      : undefined,
  );
  const requeued = await services.db
    .update(tasks)
    .set({ state: "pending", leaseOwner: null, leaseExpiresAt: null, updatedAt: new Date() })
    .where(and(expired, lt(tasks.attempt, maxAttempts)))
    .returning({ jobId: tasks.jobId });
  const aborted = await services.db
    .update(tasks)
    .set({
      state: "abort",
      leaseOwner: null,
      leaseExpiresAt: null,
      reason: `the worker running it stopped ${maxAttempts} times`,
      finishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(expired)
    .returning({ jobId: tasks.jobId });
  return [...new Set([...requeued, ...aborted].map((r) => r.jobId))];
}

/**
 * The route of a pending task, in SQL over tasks t, modules m and container_images ci: processors in
 * the sandbox; modules where their own choice, their image's, or the platform default says (Slurm),
 * else in a container for container modules, else locally.
 */
function routeSql(defaultExecutor: string) {
  return sql`case
    when t.processor_id is not null then 'sandbox'
    when coalesce(m.executor, ci.executor, ${defaultExecutor}) = 'slurm' then 'slurm'
    when m.runner = 'container' then 'container'
    else 'local' end`;
}

/** A claimed task with what its run needs of its job. */
interface Claimed {
  readonly task: TaskRow;
  readonly ownerId: number;
  /** The project paying for the job (decided at submit); null: its owner pays. */
  readonly payerProjectId: number | null;
  /** The job's stored state when claimed: a job already `doing` needs no refresh. */
  readonly jobState: TaskState;
  /**
   * Whether the run already has meter charges: an earlier claim of it ran and was metered (a stopping
   * worker's requeue gives the attempt back, so the attempt count cannot tell).
   */
  readonly metered: boolean;
}

/**
 * What a worker's offer lets it claim, in SQL over m and ci: the labels the module and its image need
 * are all offered; a container task's image fits its CPUs and memory; a Slurm task's partition (if
 * the module names one) is one it submits to.
 */
function offerSql(route: ReturnType<typeof routeSql>, offer: WorkerOffer) {
  const partitions =
    offer.partitions.length > 0
      ? sql`m.partition in (${sql.join(
          offer.partitions.map((p) => sql`${p}`),
          sql`, `,
        )})`
      : sql`false`;
  return sql`(coalesce(m.labels, '[]'::jsonb) || coalesce(ci.labels, '[]'::jsonb)) <@ ${JSON.stringify(offer.labels)}::jsonb
    and (${route} <> 'container' or ((ci.cpu_count <= ${offer.cpus} or ${offer.cpus} <= 0)
      and (ci.memory_mb is null or ci.memory_mb <= ${offer.memoryMb} or ${offer.memoryMb} <= 0)))
    and (${route} <> 'slurm' or m.partition is null or ${partitions})`;
}

/**
 * Claims up to `limit` pending tasks of the given routes for this worker in one statement (container
 * tasks only of the images in `imageIds`, those this machine holds; only tasks its offer meets),
 * recording the route on each task; answers them with their job's owner and state (a second statement).
 */
async function claim(
  services: Services,
  workerId: string,
  routes: readonly ExecutorRoute[],
  limit: number,
  leaseMs: number,
  imageIds: readonly number[],
  offer: WorkerOffer,
): Promise<Claimed[]> {
  if (limit <= 0 || routes.length === 0) return [];
  const expires = new Date(Date.now() + leaseMs);
  const route = routeSql(services.config.defaultExecutor);
  const ofImages =
    imageIds.length > 0
      ? sql`(${route} <> 'container' or m.image_id in (${sql.join(
          imageIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`
      : sql`${route} <> 'container'`;
  const result = await services.db.execute(sql`
    update ${tasks} set state = 'doing', lease_owner = ${workerId}, lease_expires_at = ${expires.toISOString()}::timestamptz,
      attempt = ${tasks.attempt} + 1, started_at = now(), updated_at = now(), executor = picked.route
    from (
      select t.id, ${route} as route from ${tasks} t
      left join ${modules} m on m.id = t.module_id
      left join ${containerImages} ci on ci.id = m.image_id
      where t.state = 'pending' and ${route} in (${sql.join(
        routes.map((r) => sql`${r}`),
        sql`, `,
      )}) and ${ofImages} and ${offerSql(route, offer)}
      order by t.id limit ${limit} for update of t skip locked) picked
    where ${tasks.id} = picked.id
    returning ${tasks.id}`);
  // Both drivers (PGlite and node-postgres) answer raw statements as { rows }.
  const ids = (result as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return services.db
    .select({
      task: tasks,
      ownerId: jobs.ownerId,
      payerProjectId: jobs.payerProjectId,
      jobState: jobs.state,
      metered: sql<boolean>`exists (select 1 from ${tokenLedger} l where l.task_id = ${tasks.id}
        and l.task_run = ${tasks.run} and l.kind = 'charge')`,
    })
    .from(tasks)
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .where(inArray(tasks.id, ids));
}

async function listFiles(dir: string, prefix = "", found: string[] = []): Promise<string[]> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (found.length >= 1000) break;
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) await listFiles(path.join(dir, entry.name), rel, found);
    else if (entry.isFile()) found.push(rel);
  }
  return found;
}

async function copyBlob(services: Services, sha256: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await pipeline(services.blobs.read(sha256), createWriteStream(to));
}

/** A file input's content, for the cache key and the input size. */
export interface InputFile {
  readonly sha256: string;
  readonly size: number;
}

/**
 * Copies a task's file inputs into its work folder; answers args with relative paths, and each file
 * argument's content hash and size.
 */
async function materialize(
  services: Services,
  task: TaskRow,
  workDir: string,
  ownerId: number,
): Promise<{ args: Record<string, unknown>; files: Record<string, InputFile> }> {
  const args: Record<string, unknown> = {};
  const files: Record<string, InputFile> = {};
  for (const [name, value] of Object.entries(task.args)) {
    if (!isFileArg(value)) {
      args[name] = value;
      continue;
    }
    if ("dataFileId" in value) {
      const rows = await services.db
        .select()
        .from(dataFiles)
        .where(
          and(
            eq(dataFiles.id, value.dataFileId),
            sql`(${dataFiles.ownerId} = ${ownerId} or ${dataFiles.kind} in ('public', 'module_demo') or ${sharedWith(dataFiles.projectId, ownerId, "write")})`,
            sql`${dataFiles.deletedAt} is null`,
          ),
        );
      const file = rows[0];
      if (!file) throw new Error(`${name}: the input file is gone`);
      const rel = path.posix.join("inputs", name, file.name);
      await copyBlob(services, file.sha256, path.join(workDir, rel));
      args[name] = rel;
      files[name] = { sha256: file.sha256, size: file.size };
    } else {
      const upstream = await services.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.jobId, task.jobId), eq(tasks.key, value.task)));
      const output = upstream[0]?.outputs.find((o) => o.name === value.output);
      if (!output) throw new Error(`${name}: ${value.task} did not produce ${value.output}`);
      const rel = path.posix.join("inputs", name, path.posix.basename(output.name));
      await copyBlob(services, output.sha256, path.join(workDir, rel));
      args[name] = rel;
      files[name] = { sha256: output.sha256, size: output.size };
    }
  }
  return { args, files };
}

/** Stores a file the program left, never through a link it planted (it could point at the host's files). */
async function storeOwnFile(services: Services, file: string) {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    return await storeBlob(
      services,
      handle.createReadStream({ autoClose: false }),
      "application/octet-stream",
    );
  } finally {
    await handle.close();
  }
}

/**
 * The files a run produced: everything under outputs/, and each declared output that is not there
 * but was written at the top of the work folder instead (the upload dialog long said "into its work
 * folder"). Answers the outputs and the declared names found nowhere.
 */
async function collectOutputs(
  services: Services,
  workDir: string,
  declared: readonly string[] | null,
): Promise<{ outputs: TaskOutput[]; missing: string[] }> {
  const outputs: TaskOutput[] = [];
  const store = async (name: string, file: string) => {
    const blob = await storeOwnFile(services, file);
    outputs.push({ name, blobId: blob.id, size: blob.size, sha256: blob.sha256 });
  };
  const found = await listFiles(path.join(workDir, "outputs"));
  for (const rel of found) await store(rel, path.join(workDir, "outputs", rel));
  const missing: string[] = [];
  for (const name of declared ?? []) {
    if (found.includes(name)) continue;
    const atTop = path.join(workDir, name);
    const info = await lstat(atTop).catch(() => null);
    if (info?.isFile()) await store(name, atTop);
    else missing.push(name);
  }
  return { outputs, missing };
}

/** Free bytes for an unprivileged writer on the file system holding `dir` (or its nearest parent). */
async function freeBytes(dir: string): Promise<number> {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      const fs = await statfs(current);
      return fs.bavail * fs.bsize;
    } catch (error) {
      if (current === path.dirname(current)) throw error;
    }
  }
}

/**
 * Tokens per CPU-second of a unit, from the calc-metric config as it is now: processors at
 * TaskProcessorMethod, modules at their own price times TaskModule (a module priced at 0 costs nothing
 * whatever the config says: it is not read).
 */
async function priceOfUnit(services: Services, unit: Runnable): Promise<number> {
  if (unit.sandboxed) return (await readKeyDoc(services.db, calcMetricDoc)).TaskProcessorMethod;
  if (unit.tokenPrice === 0) return 0;
  return unit.tokenPrice * (await readKeyDoc(services.db, calcMetricDoc)).TaskModule;
}

/** Why a user's tasks were stopped when their tokens ran out (the spec's error type, then the words). */
export const tokensSpentReason = taskTokensSpentReason;
/** Why the tasks of a project's jobs were stopped when the project's tokens ran out. */
export const projectTokensSpentReason = taskProjectTokensSpentReason;

/**
 * Stops every waiting and running task of the jobs a spent wallet (a user's or a project's) pays for:
 * one statement aborts them
 * with tokensSpentReason and records on each what its run was charged (its holds end with it). The
 * workers running them see it at their next heartbeat and stop the program without charging more
 * (the way a cancel reaches them); answers the tasks stopped.
 */
export async function stopSpentWallet(
  services: Services,
  wallet: Wallet,
  log: (message: string) => void,
): Promise<number[]> {
  const stopped = await services.db
    .update(tasks)
    .set(abortedRun(wallet.kind === "user" ? tokensSpentReason : projectTokensSpentReason))
    .where(
      and(
        inArray(tasks.state, ["prePending", "pending", "doing", "waiting"]),
        inArray(tasks.jobId, services.db.select({ id: jobs.id }).from(jobs).where(paidBy(wallet))),
      ),
    )
    .returning({ id: tasks.id, jobId: tasks.jobId });
  for (const jobId of new Set(stopped.map((t) => t.jobId))) {
    const state = await refreshJobState(services.db, jobId);
    if (state === "abort") await notifyFinished(services, jobId);
  }
  if (stopped.length > 0) log(`${wallet.kind} ${wallet.id}: tokens spent, ${stopped.length} tasks stopped`);
  return stopped.map((t) => t.id);
}

/** What a task runs, resolved from its module or processor. */
interface Runnable {
  label: string;
  timeoutSeconds: number;
  successExitCode: number;
  tokenPrice: number;
  discount: number;
  /** Prepares the work folder's program and answers the command line, or throws why it cannot run. */
  prepare(workDir: string): Promise<{ command: string; args: string[] }>;
  sandboxed: boolean;
  /** From the module's container image: CPUs (0 for unlimited) and memory in MiB (null for unlimited). */
  cpuCount: number;
  memoryMb: number | null;
  /** A module's method (the program finds it as $method in args.json and CRUCIBLE_METHOD); null for processors. */
  method: string | null;
  /** A processor's declared outputs, each of which a successful run must write; null for modules. */
  declaredOutputs: string[] | null;
  /** A container module's image: the program runs inside it. */
  image: ContainerSpec | null;
  /** A module's Slurm partition (typed pools); absent for processors. */
  partition?: string | null;
  /** When the module or processor last changed (part of the cache key: a changed program is not reused). */
  updatedAt: Date;
}

async function runnableOf(services: Services, task: TaskRow): Promise<Runnable> {
  if (task.processorId !== null) {
    const [processor] = await services.db
      .select()
      .from(processors)
      .where(eq(processors.id, task.processorId));
    if (!processor) throw new Error("the processor is gone");
    return {
      label: processor.name,
      // A user's processor always has a time limit, even one saved before the rule (processors.ts).
      timeoutSeconds:
        processor.ownerId !== null && processor.timeoutSeconds <= 0
          ? defaultProcessorTimeoutSeconds
          : processor.timeoutSeconds,
      successExitCode: processor.successExitCode,
      tokenPrice: processor.tokenPrice,
      discount: 1,
      sandboxed: true,
      // The sandbox applies its own memory limit; processors have no container image.
      cpuCount: 0,
      memoryMb: null,
      method: null,
      declaredOutputs: processor.outputs.map((o) => o.name),
      image: null,
      updatedAt: processor.updatedAt,
      async prepare(workDir) {
        const [blob] =
          processor.exeBlobId === null
            ? []
            : await services.db.select().from(blobs).where(eq(blobs.id, processor.exeBlobId));
        if (!blob || !processor.exeName) throw new Error("the processor's executable is missing");
        const exe = path.join(workDir, "bin", processor.exeName);
        await copyBlob(services, blob.sha256, exe);
        await chmod(exe, 0o755);
        return { command: `./bin/${processor.exeName}`, args: ["args.json"] };
      },
    };
  }
  // The module with its container image (its limits), in one statement.
  const [found] = await services.db
    .select({ module: modules, image: containerImages })
    .from(modules)
    .leftJoin(containerImages, eq(containerImages.id, modules.imageId))
    .where(eq(modules.id, task.moduleId ?? 0));
  if (!found) throw new Error("the module is gone");
  const { module, image } = found;
  return {
    label: module.key,
    timeoutSeconds: module.timeoutSeconds,
    successExitCode: module.successExitCode,
    tokenPrice: module.tokenPrice,
    discount: module.discount,
    sandboxed: false,
    cpuCount: image?.cpuCount ?? 0,
    memoryMb: image?.memoryMb ?? null,
    method: task.method ?? methodsOf(module)[0]?.name ?? null,
    declaredOutputs: null,
    image:
      module.runner === "container" && image
        ? {
            ref: imageRef(image.uid),
            network: image.network,
            cpuCount: image.cpuCount,
            memoryMb: image.memoryMb,
            virtualMemoryMb: image.virtualMemoryMb,
            pull: image.registryRef
              ? {
                  ref: image.registryRef,
                  tlsVerify:
                    services.config.registry?.tlsVerify ??
                    !loopbackRegistry(image.registryRef.slice(0, image.registryRef.indexOf("/"))),
                }
              : null,
          }
        : null,
    partition: module.partition,
    updatedAt: module.updatedAt,
    async prepare() {
      if (module.runner === "container") {
        if (!image) throw new Error("JobModuleNoContainerImage: the module has no container image");
        const [command, ...rest] = module.command;
        if (!command) throw new Error("the module has no command to run in its image");
        // `{args.json}` stands for the arguments file, in the work folder (/work in the container).
        return { command, args: rest.map((a) => a.replaceAll("{args.json}", "args.json")) };
      }
      const script = path.join(modulesRoot(services), module.script);
      await stat(script).catch(() => {
        throw new Error(`the module's program is missing: ${module.script}`);
      });
      return { command: process.execPath, args: [script, "args.json"] };
    },
  };
}

/** The routes an executor set serves. */
export function routesOf(executors: ExecutorSet): ExecutorRoute[] {
  const routes: ExecutorRoute[] = ["local"];
  if (executors.sandbox) routes.push("sandbox");
  if (executors.container) routes.push("container");
  if (executors.slurm) routes.push("slurm");
  return routes;
}

/** An executor set of the local executor alone, or with the processor sandbox (tests, the bench). */
export function localExecutors(local: Executor, sandbox: Executor | null = null): ExecutorSet {
  return { local, sandbox, container: null, slurm: null };
}

/** How much of the end of a task's stdout is searched for its note. */
const noteWindow = 8 * 1024;

/**
 * The note a task that ended well leaves for its user: the text of the last stdout line starting with
 * `note: ` near the end (an empty result, say), at most 500 characters; null when there is none. It is
 * kept as the task's reason, which the job view shows.
 */
async function taskNote(stdoutPath: string): Promise<string | null> {
  const file = await open(stdoutPath, "r");
  try {
    const { size } = await file.stat();
    const length = Math.min(size, noteWindow);
    const { buffer } = await file.read(Buffer.alloc(length), 0, length, size - length);
    const lines = buffer.toString("utf8").split(/\r?\n/);
    const line = lines.reverse().find((text) => text.startsWith("note: "));
    return line ? line.slice("note: ".length).trim().slice(0, 500) || null : null;
  } finally {
    await file.close();
  }
}

/**
 * The scheduler over a worker's executors: modules on the local executor, in containers or on Slurm,
 * processors in the sandbox. It claims only the routes it has executors for (routesOf).
 */
export function createScheduler(
  services: Services,
  executors: ExecutorSet,
  log: (message: string) => void,
  options: SchedulerOptions = defaultSchedulerOptions,
): Scheduler {
  const routes = routesOf(executors);
  const workerId = `${routes.join("+")}-${randomUUID()}`;
  const running = new Map<
    number,
    { controller: AbortController; done: Promise<void>; route: ExecutorRoute }
  >();
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;
  let ticking: Promise<void> | null = null;
  let again = false;
  /** Whether the next tick (or the one run again after the current) does the upkeep. */
  let againFull = false;
  let swept = false;
  let diskLow = false;
  let renewedAt = 0;
  /** Routes not claimed until a time (a run asked to retry later). */
  const backoff = new Map<ExecutorRoute, number>();
  const { config } = services;
  const slurmConcurrency = options.slurmConcurrency ?? config.slurm.concurrency;
  const workRoot = path.join(config.dataDir, "work");
  // Which registered images this machine's podman holds (container tasks are claimed only for those).
  const imageSync = executors.container
    ? createImageSync(services, executors.container.images, log, options.imageSync)
    : null;
  let registeredImages = "";
  const offer = options.offer ?? offerOf(config);
  addLocalWorker(services.db, workerId, routes, imageSync, offer);
  // This worker's own folder under each root, marked with its process so that sweeps spare it.
  const workerFolders = new Map<string, Promise<string>>();
  const workerFolder = (root: string, mode: number): Promise<string> => {
    let folder = workerFolders.get(root);
    if (!folder) {
      folder = claimWorkerFolder(root, workerId, mode);
      workerFolders.set(root, folder);
      folder.catch(() => workerFolders.delete(root));
    }
    return folder;
  };

  /** Work folders of workers that died (a crash, kill -9) under both roots, once per worker start. */
  const sweep = async () => {
    if (swept) return;
    swept = true;
    for (const root of [workRoot, config.sandboxDir]) {
      const removed = await sweepWorkFolders(root);
      if (removed.length > 0) log(`removed ${removed.length} work folders of stopped workers in ${root}`);
    }
  };

  /** This worker's row in `workers`, renewed a few times per lease. */
  const renew = async () => {
    const images = [...(imageSync?.present() ?? [])].sort((a, b) => a - b);
    const imagesChanged = JSON.stringify(images) !== registeredImages;
    if (!imagesChanged && Date.now() - renewedAt < Math.max(1000, options.leaseMs / 3)) return;
    renewedAt = Date.now();
    registeredImages = JSON.stringify(images);
    await renewWorker(services.db, workerId, routes, images, offer);
  };

  /** Whether the data folder and the sandbox folder have room; logged when that changes. */
  const diskHasRoom = async (): Promise<boolean> => {
    if (config.minFreeDiskBytes <= 0) return true;
    const free = Math.min(await freeBytes(config.dataDir), await freeBytes(config.sandboxDir));
    const low = free < config.minFreeDiskBytes;
    if (low !== diskLow) {
      diskLow = low;
      log(
        low
          ? `not claiming tasks: ${free} bytes free on disk, under CRUCIBLE_MIN_FREE_DISK_MB (${config.minFreeDiskBytes} bytes)`
          : `claiming tasks again: ${free} bytes free on disk`,
      );
    }
    return !low;
  };

  /** Answers whether it wrote the task's end (false: the claim was no longer this worker's). */
  const finish = async (task: TaskRow, values: Partial<typeof tasks.$inferInsert>): Promise<boolean> => {
    // Only this worker's claim may finish the task: a lease taken over by another worker wins. The
    // executor's handle goes with the attempt: a later run (a reset) never re-attaches to it.
    const written = await services.db
      .update(tasks)
      .set({
        ...values,
        externalId: null,
        leaseOwner: null,
        leaseExpiresAt: null,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(tasks.id, task.id), eq(tasks.state, "doing"), eq(tasks.leaseOwner, workerId)))
      .returning({ id: tasks.id });
    // Only this job's tasks can have waited for this one, and only if some still wait.
    const state = await refreshJobState(services.db, task.jobId, (jobId) => promote(services, jobId));
    if (state === "done" || state === "abort" || state === "cancel") {
      await notifyFinished(services, task.jobId);
    }
    return written.length > 0;
  };

  /**
   * Whether this run of the task was ended by a stop (stop.ts): its row is abort with a stop reason,
   * in the same run. Such a run keeps what it wrote (keepStopped).
   */
  const wasStopped = async (task: TaskRow): Promise<boolean> => {
    const [row] = await services.db
      .select({ state: tasks.state, reason: tasks.reason, run: tasks.run })
      .from(tasks)
      .where(eq(tasks.id, task.id));
    return row?.state === "abort" && row.run === task.run && isTaskStopReason(row.reason);
  };

  /**
   * What a stopped run leaves on its task (the stop already ended it): its logs, the files it wrote,
   * its CPU and wall time and what it was charged. Only while the row is still that stopped run (a
   * reset or repair since starts a new one, which this does not touch).
   */
  const keepStopped = async (task: TaskRow, values: Partial<typeof tasks.$inferInsert>) => {
    await services.db
      .update(tasks)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(
          eq(tasks.id, task.id),
          eq(tasks.run, task.run),
          eq(tasks.state, "abort"),
          inArray(tasks.reason, Object.values(taskStopReasons)),
        ),
      );
  };

  /** The run goes back to the queue, neither finished nor charged (its handle kept for a re-attach). */
  const requeue = async (task: TaskRow, reason: string | null) => {
    await services.db
      .update(tasks)
      .set({
        state: "pending",
        leaseOwner: null,
        leaseExpiresAt: null,
        attempt: sql`${tasks.attempt} - 1`,
        ...(reason === null ? {} : { reason }),
      })
      .where(and(eq(tasks.id, task.id), eq(tasks.leaseOwner, workerId)));
  };

  /** The heartbeat renews leases a few times per lease and meters at least every meterMs. */
  const heartbeatMs = Math.max(
    200,
    Math.min(Math.floor(options.leaseMs / 3), options.meterMs ?? Number.POSITIVE_INFINITY),
  );

  /** Stops a spent wallet's tasks (stopSpentWallet); those running here stop now, not at their next heartbeat. */
  const stopWallet = async (wallet: Wallet) => {
    const stopped = await stopSpentWallet(services, wallet, log);
    const reason: AbortReason = "cancelled";
    for (const id of stopped) running.get(id)?.controller.abort(reason);
  };

  const executorFor = (route: ExecutorRoute): Executor | null =>
    route === "local"
      ? executors.local
      : route === "sandbox"
        ? executors.sandbox
        : route === "container"
          ? executors.container
          : executors.slurm;

  const runTask = async (
    task: TaskRow,
    ownerId: number,
    wallet: Wallet,
    route: ExecutorRoute,
    controller: AbortController,
    chargedBefore: boolean,
  ) => {
    const runName = `${task.jobId}-${task.key}-${task.run}-${task.attempt}`;
    // An earlier attempt of this run left a handle (its worker died or stopped): re-attach or clean up.
    const resumeFrom = task.externalId;
    let taskDir: string | null = null;
    let keepTaskDir = false;
    let bounded: BoundedFolder | null = null;
    /** While the program runs: its CPU so far (the executor's reading, else wall time), and its price. */
    let metering: { cpuMs: () => Promise<number>; price: number; discount: number; label: string } | null =
      null;
    let meterTick: Promise<void> | null = null;
    /** Whether a tick of this run has charged it (an earlier claim's ticks count too). */
    let metered = chargedBefore;
    const meter = async () => {
      const now = metering;
      if (!now || now.price <= 0) return;
      metered = true;
      const tokensSoFar = tokensFor(await now.cpuMs(), now.price, now.discount);
      const balance = await meterRun(services.db, {
        wallet,
        taskId: task.id,
        run: task.run,
        workerId,
        tokensSoFar,
        note: `${now.label} in job ${task.jobId} (running)`,
      });
      if (balance !== null && balance <= 0) await stopWallet(wallet);
    };
    // Drizzle builds a query lazily: it runs only when awaited or then'd. A renewal that finds the task
    // no longer doing under this worker (cancelled, taken over, or stopped when its owner's tokens ran
    // out) ends the run; a renewed one is metered.
    const heartbeat = setInterval(() => {
      services.db
        .update(tasks)
        .set({ leaseExpiresAt: new Date(Date.now() + options.leaseMs) })
        .where(and(eq(tasks.id, task.id), eq(tasks.leaseOwner, workerId), eq(tasks.state, "doing")))
        .returning({ id: tasks.id })
        .then(
          (rows) => {
            if (rows.length === 0 && !controller.signal.aborted) {
              const reason: AbortReason = "cancelled";
              controller.abort(reason);
            }
            if (rows.length > 0 && !meterTick)
              meterTick = meter()
                .catch((error: unknown) =>
                  log(
                    `task ${task.id}: not metered: ${error instanceof Error ? error.message : String(error)}`,
                  ),
                )
                .finally(() => (meterTick = null));
          },
          (error: unknown) =>
            log(
              `task ${task.id}: the lease was not renewed: ${error instanceof Error ? error.message : String(error)}`,
            ),
        );
    }, heartbeatMs);
    try {
      const unit = await runnableOf(services, task);
      const runner = executorFor(route);
      if (!runner) {
        await finish(task, {
          state: "abort",
          reason: `JobWorkerNotFound: this worker does not run ${route} tasks`,
        });
        return;
      }
      if (route === "sandbox") {
        // The sandbox runs as an unprivileged user id, which must be able to reach the folder it binds.
        await mkdir(config.sandboxDir, { recursive: true, mode: 0o711 });
        await chmod(config.sandboxDir, 0o711);
      }
      // Slurm's folder is on the shared path and named by the run alone, so that a worker that takes the
      // run over after a restart finds the batch job's folder where it left it.
      const resuming = route === "slurm" && resumeFrom !== null;
      taskDir =
        route === "slurm"
          ? path.join(config.slurm.workDir, `${task.jobId}-${task.key}-${task.run}`)
          : path.join(
              route === "sandbox"
                ? await workerFolder(config.sandboxDir, 0o711)
                : await workerFolder(workRoot, 0o700),
              runName,
            );
      const workDir = path.join(taskDir, "work");
      const logDir = path.join(taskDir, "logs");
      const resumable = resuming && (await stat(workDir).catch(() => null)) !== null;
      // The work folder's caps (workFolder.ts): processors', and modules' in a container or on Slurm.
      const bounds = workFolderBounds(config, route, taskDir);
      let files: Record<string, InputFile> = {};
      let program = { command: "", args: [] as string[] };
      /** The run's cache key and input size, written with its end. */
      let inputs: { cacheKey?: string; inputBytes?: number } = {};
      if (!resumable) {
        await rm(taskDir, { recursive: true, force: true });
        await mkdir(workDir, { recursive: true });
        await mkdir(logDir, { recursive: true, mode: 0o700 });
        await chmod(taskDir, 0o711);
        // The caps count what the program adds to its inputs.
        if (bounds) bounded = await boundWorkFolder(workDir, bounds.caps, bounds.options);
        await mkdir(path.join(workDir, "outputs"), { recursive: true });
        const materialized = await materialize(services, task, workDir, ownerId);
        files = materialized.files;
        if (task.moduleId !== null) await materializeModuleFiles(services, task.moduleId, workDir);
        // Argument names are identifiers, so "$method" never collides with one.
        const argsFile =
          unit.method === null ? materialized.args : { $method: unit.method, ...materialized.args };
        await writeFile(path.join(workDir, "args.json"), JSON.stringify(argsFile, null, 2));
        program = await unit.prepare(workDir);
        await bounded?.seal();
        const digested = argsWithDigests(task.args, files);
        inputs = {
          cacheKey: taskCacheKey({
            moduleId: task.moduleId,
            processorId: task.processorId,
            unitUpdatedAt: unit.updatedAt,
            method: task.method,
            args: digested,
          }),
          inputBytes: inputBytesOf(digested),
        };
        // A Slurm run may be finished by another worker that re-attaches after a restart and does not
        // prepare the folder again: its key is written now. Other runs write it with their end.
        if (route === "slurm") {
          await services.db.update(tasks).set(inputs).where(eq(tasks.id, task.id));
          inputs = {};
        }
      } else if (bounds?.options.baseFile) {
        bounded = await reopenWorkFolder(workDir, bounds.caps, bounds.options.baseFile);
      }
      let outcome: TaskOutcome;
      // Metered from now on at the price of the run's start; the settlement at its end uses the price then.
      // Without the executor's reading, at one CPU of wall time; not a Slurm run, whose batch job may
      // wait in the cluster's queue for hours: it is charged at its end (capped like any charge).
      const runStarted = Date.now();
      let readCpu: (() => Promise<number>) | null = null;
      metering = {
        cpuMs: () => (readCpu ? readCpu() : Promise.resolve(Date.now() - runStarted)),
        price: route === "slurm" ? 0 : await priceOfUnit(services, unit),
        discount: unit.discount,
        label: unit.label,
      };
      // Live log lines while it runs (liveLogs.ts); the executors write logs/stdout.log and stderr.log.
      const tailing = new AbortController();
      const tail = tailTaskLogs(
        services,
        task.id,
        path.join(logDir, "stdout.log"),
        path.join(logDir, "stderr.log"),
        tailing.signal,
        log,
      );
      try {
        outcome = await runner.run(
          {
            name: runName,
            workDir,
            logDir,
            command: program.command,
            args: program.args,
            timeoutMs: unit.timeoutSeconds > 0 ? unit.timeoutSeconds * 1000 : null,
            maxOutputBytes: options.maxOutputBytes,
            memoryMb: unit.memoryMb,
            cpuCount: unit.cpuCount,
            ...(unit.method === null ? {} : { env: { CRUCIBLE_METHOD: unit.method } }),
            ...(bounded && bounds ? { checkLimits: bounded.check, maxWorkBytes: bounds.caps.maxBytes } : {}),
            ...(unit.image ? { image: unit.image } : {}),
            ...(unit.partition ? { partition: unit.partition } : {}),
            resumeFrom,
            onCpuMeter: (read) => (readCpu = read),
            onStarted: async (externalId) => {
              await services.db
                .update(tasks)
                .set({ externalId })
                .where(and(eq(tasks.id, task.id), eq(tasks.leaseOwner, workerId)));
            },
          },
          controller.signal,
        );
      } catch (error) {
        // A Slurm job may still run: its folder stays for the worker that re-attaches.
        if (route === "slurm" && stopping) keepTaskDir = true;
        throw error;
      } finally {
        // No tick after the run: the settlement below charges what is left of it, once.
        metering = null;
        await meterTick;
        // The last lines go out before the task's end is written.
        tailing.abort();
        await tail;
      }
      if (outcome.retryLater) {
        backoff.set(route, Date.now() + (options.retryBackoffMs ?? 10_000));
        log(`task ${task.id}: back in the queue: ${outcome.retryLater}`);
        await requeue(task, outcome.retryLater);
        return;
      }
      if (outcome.aborted && !stopping) {
        if (await wasStopped(task)) {
          // Stopped by its owner or the back office: what it wrote so far is kept, and the CPU it used
          // is charged once (the settlement counts its meter ticks).
          const [stdout, stderr] = await storeBlobs(services, [
            { source: createReadStream(outcome.stdoutPath), mime: "text/plain" },
            { source: createReadStream(outcome.stderrPath), mime: "text/plain" },
          ]);
          const { outputs } = await collectOutputs(services, workDir, unit.declaredOutputs);
          const settlement = await settleRun(services.db, {
            wallet,
            taskId: task.id,
            run: task.run,
            tokens: tokensFor(outcome.cpuMs, await priceOfUnit(services, unit), unit.discount),
            note: `${unit.label} in job ${task.jobId} (stopped)`,
            metered,
          });
          await keepStopped(task, {
            ...inputs,
            exitCode: outcome.exitCode,
            cpuMs: Math.round(outcome.cpuMs),
            wallMs: outcome.wallMs,
            tokens: settlement.charged,
            stdoutBlobId: stdout!.id,
            stderrBlobId: stderr!.id,
            outputs,
          });
          log(`task ${task.id}: stopped while it ran; its logs and ${outputs.length} outputs are kept`);
          if (settlement.balance !== null && settlement.balance <= 0) await stopWallet(wallet);
          return;
        }
        // Cancelled, or taken over by another worker after a lost lease: the row is no longer this
        // worker's to finish or charge (the other worker charges its own run of it).
        log(`task ${task.id}: stopped: it was cancelled or taken over while it ran`);
        return;
      }
      if (outcome.aborted && stopping) {
        // The worker is stopping: the run goes back to the queue and is neither finished nor charged; a
        // Slurm job keeps running and the next worker re-attaches to it (its external_id is kept).
        if (route === "slurm") keepTaskDir = true;
        await requeue(task, null);
        return;
      }
      const [stdout, stderr] = await storeBlobs(services, [
        { source: createReadStream(outcome.stdoutPath), mime: "text/plain" },
        { source: createReadStream(outcome.stderrPath), mime: "text/plain" },
      ]);
      const { outputs, missing } = await collectOutputs(services, workDir, unit.declaredOutputs);
      const exited =
        !outcome.limitExceeded &&
        !outcome.timedOut &&
        !outcome.outputTooLarge &&
        outcome.exitCode === unit.successExitCode;
      // A run that "succeeded" without a declared output fails, naming it: nothing is lost silently.
      const ok = exited && missing.length === 0;
      const reason = outcome.limitExceeded
        ? outcome.limitExceeded
        : outcome.timedOut
          ? `timed out after ${unit.timeoutSeconds} s`
          : outcome.outputTooLarge
            ? `printed more than ${options.maxOutputBytes} bytes`
            : exited
              ? missing.length === 0
                ? await taskNote(outcome.stdoutPath)
                : `missing declared output ${missing.join(", ")}: write it to outputs/${missing[0]}`
              : outcome.exitCode === null
                ? `ended by ${outcome.signal ?? "a signal"}`
                : `exit code ${outcome.exitCode}`;
      // The calc-metric config's prices at the end of the run.
      const price = await priceOfUnit(services, unit);
      const settlement = await settleRun(services.db, {
        wallet,
        taskId: task.id,
        run: task.run,
        tokens: tokensFor(outcome.cpuMs, price, unit.discount),
        note: `${unit.label} in job ${task.jobId}`,
        metered,
      });
      // What the ledger charged the run (the cap at the balance may have left some to the platform).
      const tokens = settlement.charged;
      const ran = {
        ...inputs,
        exitCode: outcome.exitCode,
        cpuMs: Math.round(outcome.cpuMs),
        wallMs: outcome.wallMs,
        tokens,
        stdoutBlobId: stdout!.id,
        stderrBlobId: stderr!.id,
        outputs,
      };
      // A stop that came as the program ended: the task stays stopped, with what the run left.
      if (!(await finish(task, { ...ran, state: ok ? "done" : "abort", reason })))
        await keepStopped(task, ran);
      // This run spent the last tokens: the payer's other tasks stop too.
      if (settlement.balance !== null && settlement.balance <= 0) await stopWallet(wallet);
    } catch (error) {
      await finish(task, {
        state: "abort",
        reason: error instanceof Error ? error.message.slice(0, 500) : "failed",
      });
    } finally {
      clearInterval(heartbeat);
      // The outputs were copied out above: the tmpfs and the folder can go.
      await bounded?.release();
      if (taskDir && !keepTaskDir) await rm(taskDir, { recursive: true, force: true }).catch(() => undefined);
    }
  };

  const logTickError = (error: unknown) =>
    log(`tick failed: ${error instanceof Error ? error.message : String(error)}`);

  const runningOn = (slurm: boolean) =>
    [...running.values()].filter((r) => (r.route === "slurm") === slurm).length;

  const claimRoutes = async (wanted: readonly ExecutorRoute[], limit: number) => {
    const now = Date.now();
    const images = imageSync?.present() ?? [];
    // Container tasks only of the images this machine holds.
    const open = wanted.filter(
      (r) => routes.includes(r) && (backoff.get(r) ?? 0) <= now && (r !== "container" || images.length > 0),
    );
    const claimed = await claim(services, workerId, open, limit, options.leaseMs, images, offer);
    for (const { task, ownerId, payerProjectId, jobState, metered } of claimed) {
      if (jobState !== "doing") await refreshJobState(services.db, task.jobId);
      const controller = new AbortController();
      const route = (task.executor ?? "local") as ExecutorRoute;
      // A slot that frees up is filled at once, not at the next poll: a claim-only tick (the run's
      // finish has just promoted its job's waiting tasks; the upkeep waits for the next full tick).
      const wallet = jobWallet({ ownerId, payerProjectId });
      const done = runTask(task, ownerId, wallet, route, controller, metered).finally(() => {
        running.delete(task.id);
        if (!stopping) tick(false).catch(logTickError);
      });
      running.set(task.id, { controller, done, route });
    }
  };

  /**
   * One tick. A full one also does the upkeep: removes dead workers' folders (once), renews this
   * worker's row, takes back tasks of workers whose lease ran out and promotes tasks whose
   * dependencies are done (a fallback: finishes promote their own job). A claim-only tick (a slot
   * freed) skips it, which halves the statements per task of a busy worker.
   */
  const tickOnce = async (full: boolean) => {
    if (full)
      await imageSync
        ?.refresh()
        .catch((error: unknown) =>
          log(
            `could not list the container images: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    await renew();
    if (full) {
      await sweep();
      const busy = [...running.keys()];
      for (const jobId of await recoverExpired(services, options.maxAttempts, workerId, busy))
        await refreshJobState(services.db, jobId);
      await promote(services);
      // Approval steps past their deadline are rejected ("timed out"): by the database's clock, on
      // whichever gateway or worker ticks first (a conditional update decides each once).
      for (const jobId of await expireApprovals(services)) await notifyFinished(services, jobId);
    }
    if (stopping) return;
    if (!(await diskHasRoom())) return;
    await claimRoutes(["local", "sandbox", "container"], options.concurrency - runningOn(false));
    await claimRoutes(["slurm"], slurmConcurrency - runningOn(true));
  };

  /** `full`: with the upkeep (polls, wake-ups, callers); false: only claims (a freed slot). */
  const tick = async (full = true) => {
    if (full) againFull = true;
    if (ticking) {
      // A wake-up during a tick runs one more tick right after it, so no notice is lost.
      again = true;
      return ticking;
    }
    ticking = (async () => {
      try {
        do {
          again = false;
          const withUpkeep = againFull;
          againFull = false;
          await tickOnce(withUpkeep);
        } while (again && !stopping);
      } finally {
        ticking = null;
      }
    })();
    return ticking;
  };

  return {
    workerId,
    routes,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        tick().catch(logTickError);
      }, options.pollMs);
      timer.unref();
    },
    wake() {
      if (stopping) return;
      tick().catch(logTickError);
    },
    check(taskId) {
      const run = running.get(taskId);
      if (!run || run.controller.signal.aborted) return;
      services.db
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.id, taskId), eq(tasks.leaseOwner, workerId), eq(tasks.state, "doing")))
        .then(
          (rows) => {
            if (rows.length > 0 || run.controller.signal.aborted) return;
            const reason: AbortReason = "cancelled";
            run.controller.abort(reason);
          },
          (error: unknown) =>
            log(
              `task ${taskId}: its claim was not checked: ${error instanceof Error ? error.message : String(error)}`,
            ),
        );
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await ticking;
      const reason: AbortReason = "stopping";
      for (const { controller } of running.values()) controller.abort(reason);
      await Promise.all([...running.values()].map((r) => r.done));
      for (const folder of workerFolders.values()) {
        await folder.then((dir) => rm(dir, { recursive: true, force: true })).catch(() => undefined);
      }
      imageSync?.dispose();
      await imageSync?.settled();
      removeLocalWorker(services.db, workerId);
      await forgetWorker(services.db, workerId).catch((error: unknown) =>
        log(`the worker row was not removed: ${error instanceof Error ? error.message : String(error)}`),
      );
    },
    tick,
    async idle() {
      while (running.size > 0 || ticking) {
        await Promise.all([...running.values()].map((r) => r.done));
        // Whoever started the tick logs its failure (logTickError); here it only has to be over.
        await ticking?.catch(() => undefined);
      }
    },
  };
}
