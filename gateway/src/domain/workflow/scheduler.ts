/**
 * The scheduler: promotes tasks whose inputs exist, claims pending tasks atomically (FOR UPDATE SKIP
 * LOCKED), runs them through an executor in their own work folders, stores stdout, stderr and outputs
 * as blobs, meters and charges tokens once per run, and keeps leases alive with heartbeats. A task
 * whose lease ran out (its worker died) is started again in the same run, or aborted with a reason
 * after too many starts; it is never charged twice for one run.
 */
import { randomUUID } from "node:crypto";
import { chmod, lstat, mkdir, open, readdir, rm, stat, statfs, writeFile } from "node:fs/promises";
import { constants, createReadStream, createWriteStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, eq, inArray, isNull, lt, ne, notInArray, or, sql } from "drizzle-orm";
import {
  blobs,
  containerImages,
  dataFiles,
  jobs,
  modules,
  processors,
  tasks,
  users,
  type TaskOutput,
  type TaskRow,
} from "../../db/schema.js";
import type { Executor } from "../../executors/types.js";
import {
  boundWorkFolder,
  claimWorkerFolder,
  sweepWorkFolders,
  type BoundedFolder,
} from "../../executors/workFolder.js";
import type { Services } from "../context.js";
import { storeBlob } from "../files/blobs.js";
import { isFileArg, methodsOf } from "./args.js";
import { modulesRoot } from "./catalogue.js";
import { refreshJobState } from "./jobs.js";
import { chargeTask } from "./ledger.js";
import { materializeModuleFiles } from "./moduleFiles.js";
import { calcMetricDoc, readKeyDoc } from "../config/keyData.js";
import { defaultProcessorTimeoutSeconds } from "./processors.js";

export interface SchedulerOptions {
  /** Tasks run at once by this worker. */
  concurrency: number;
  pollMs: number;
  leaseMs: number;
  /** Starts of one run before the task is aborted (a task that kills its worker every time). */
  maxAttempts: number;
  maxOutputBytes: number;
}

export const defaultSchedulerOptions: SchedulerOptions = {
  concurrency: 2,
  pollMs: 500,
  leaseMs: 30_000,
  maxAttempts: 3,
  maxOutputBytes: 256 * 1024 * 1024,
};

export interface Scheduler {
  readonly workerId: string;
  start(): void;
  /** Stops claiming; running tasks are ended and handed back to the queue. */
  stop(): Promise<void>;
  /** One round of promote, recover and claim (tests drive it directly). */
  tick(): Promise<void>;
  /** Resolves when no task is running in this worker. */
  idle(): Promise<void>;
}

/** prePending tasks whose dependencies are all done become pending. */
async function promote(services: Services): Promise<void> {
  await services.db.execute(sql`
    update ${tasks} t set state = 'pending', updated_at = now()
    where t.state = 'prePending'
      and not exists (
        select 1 from jsonb_array_elements_text(t.depends_on) d(key)
        join ${tasks} u on u.job_id = t.job_id and u.key = d.key
        where u.state <> 'done')`);
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

/** Claims up to `limit` pending tasks for this worker in one statement. */
async function claim(
  services: Services,
  workerId: string,
  limit: number,
  leaseMs: number,
): Promise<TaskRow[]> {
  if (limit <= 0) return [];
  const expires = new Date(Date.now() + leaseMs);
  const result = await services.db.execute(sql`
    update ${tasks} set state = 'doing', lease_owner = ${workerId}, lease_expires_at = ${expires.toISOString()}::timestamptz,
      attempt = attempt + 1, started_at = now(), updated_at = now()
    where id in (
      select id from ${tasks} where state = 'pending' order by id limit ${limit} for update skip locked)
    returning id`);
  // Both drivers (PGlite and node-postgres) answer raw statements as { rows }.
  const ids = (result as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return services.db.select().from(tasks).where(inArray(tasks.id, ids));
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

/** Copies a task's file inputs into its work folder; answers args with relative paths. */
async function materialize(
  services: Services,
  task: TaskRow,
  workDir: string,
  ownerId: number,
): Promise<Record<string, unknown>> {
  const args: Record<string, unknown> = {};
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
            sql`(${dataFiles.ownerId} = ${ownerId} or ${dataFiles.kind} in ('public', 'module_demo'))`,
            sql`${dataFiles.deletedAt} is null`,
          ),
        );
      const file = rows[0];
      if (!file) throw new Error(`${name}: the input file is gone`);
      const rel = path.posix.join("inputs", name, file.name);
      await copyBlob(services, file.sha256, path.join(workDir, rel));
      args[name] = rel;
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
    }
  }
  return args;
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

/** Tokens for a run: price per CPU-second times the discount, at least one for any run that used a price. */
export function tokensFor(cpuMs: number, price: number, discount: number): number {
  if (price <= 0) return 0;
  return Math.max(1, Math.ceil((cpuMs / 1000) * price * discount));
}

/**
 * The e-mail of a finished job whose owner asked for one, sent once per finish (the claim on
 * notified_at makes a second worker or a second task's finish a no-op), to a verified address only.
 */
export async function notifyFinished(services: Services, jobId: number): Promise<boolean> {
  const [job] = await services.db
    .update(jobs)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.emailNotify, true),
        isNull(jobs.notifiedAt),
        inArray(jobs.state, ["done", "abort", "cancel"]),
      ),
    )
    .returning();
  if (!job) return false;
  const [owner] = await services.db
    .select({ email: users.email, verified: users.emailStatus })
    .from(users)
    .where(eq(users.id, job.ownerId));
  if (!owner?.email || !owner.verified) return false;
  const all = await services.db.select({ state: tasks.state }).from(tasks).where(eq(tasks.jobId, jobId));
  const count = (state: string) => all.filter((t) => t.state === state).length;
  await services.notifier.sendMail(
    owner.email,
    `Crucible: job "${job.name}" ${job.state} / 任务“${job.name}”已结束（${job.state}）`,
    [
      `Your job "${job.name}" (#${job.id}) has finished: ${job.state}.`,
      `Tasks: ${count("done")} done, ${count("abort")} aborted, ${count("cancel")} cancelled, of ${all.length}.`,
      "",
      `您的任务“${job.name}”（#${job.id}）已结束：${job.state}。`,
      `子任务：完成 ${count("done")}，中止 ${count("abort")}，取消 ${count("cancel")}，共 ${all.length}。`,
    ].join("\n"),
  );
  return true;
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
    async prepare() {
      if (module.runner !== "local")
        throw new Error("JobWorkerNotFound: no executor runs container modules here");
      const script = path.join(modulesRoot(services), module.script);
      await stat(script).catch(() => {
        throw new Error(`the module's program is missing: ${module.script}`);
      });
      return { command: process.execPath, args: [script, "args.json"] };
    },
  };
}

/**
 * The scheduler over the local executor (modules) and the sandbox (processors; null when bubblewrap
 * is not available here, and processor tasks then abort with JobWorkerNotFound).
 */
export function createScheduler(
  services: Services,
  executor: Executor,
  log: (message: string) => void,
  options: SchedulerOptions = defaultSchedulerOptions,
  sandbox: Executor | null = null,
): Scheduler {
  const workerId = `${executor.name}-${randomUUID()}`;
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;
  let ticking: Promise<void> | null = null;
  let swept = false;
  let diskLow = false;
  const { config } = services;
  const workRoot = path.join(config.dataDir, "work");
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

  const finish = async (task: TaskRow, values: Partial<typeof tasks.$inferInsert>) => {
    // Only this worker's claim may finish the task: a lease taken over by another worker wins.
    await services.db
      .update(tasks)
      .set({
        ...values,
        leaseOwner: null,
        leaseExpiresAt: null,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(tasks.id, task.id), eq(tasks.state, "doing"), eq(tasks.leaseOwner, workerId)));
    await promote(services);
    const state = await refreshJobState(services.db, task.jobId);
    if (state === "done" || state === "abort" || state === "cancel") {
      await notifyFinished(services, task.jobId).catch((error: unknown) =>
        log(
          `job ${task.jobId}: the finish e-mail failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    }
  };

  const runTask = async (task: TaskRow, controller: AbortController) => {
    const [job] = await services.db.select().from(jobs).where(eq(jobs.id, task.jobId));
    const runName = `${task.jobId}-${task.key}-${task.run}-${task.attempt}`;
    let taskDir: string | null = null;
    let bounded: BoundedFolder | null = null;
    // Drizzle builds a query lazily: it runs only when awaited or then'd.
    const heartbeat = setInterval(
      () => {
        services.db
          .update(tasks)
          .set({ leaseExpiresAt: new Date(Date.now() + options.leaseMs) })
          .where(and(eq(tasks.id, task.id), eq(tasks.leaseOwner, workerId)))
          .then(undefined, (error: unknown) =>
            log(
              `task ${task.id}: the lease was not renewed: ${error instanceof Error ? error.message : String(error)}`,
            ),
          );
      },
      Math.max(200, Math.floor(options.leaseMs / 3)),
    );
    try {
      if (!job) throw new Error("the job is gone");
      const unit = await runnableOf(services, task);
      const runner = unit.sandboxed ? sandbox : executor;
      if (!runner) {
        await finish(task, {
          state: "abort",
          reason: "JobWorkerNotFound: no sandbox (bubblewrap) for processors here",
        });
        return;
      }
      if (unit.sandboxed) {
        // The sandbox runs as an unprivileged user id, which must be able to reach the folder it binds.
        await mkdir(config.sandboxDir, { recursive: true, mode: 0o711 });
        await chmod(config.sandboxDir, 0o711);
      }
      const root = unit.sandboxed
        ? await workerFolder(config.sandboxDir, 0o711)
        : await workerFolder(workRoot, 0o700);
      taskDir = path.join(root, runName);
      const workDir = path.join(taskDir, "work");
      const logDir = path.join(taskDir, "logs");
      await rm(taskDir, { recursive: true, force: true });
      await mkdir(workDir, { recursive: true });
      await mkdir(logDir, { recursive: true, mode: 0o700 });
      await chmod(taskDir, 0o711);
      // A processor's work folder is bounded (workFolder.ts); its caps count what it adds to its inputs.
      if (unit.sandboxed) {
        bounded = await boundWorkFolder(
          workDir,
          { maxBytes: config.processorWorkMaxBytes, maxFiles: config.processorWorkMaxFiles },
          config.processorWorkTmpfs,
        );
      }
      await mkdir(path.join(workDir, "outputs"), { recursive: true });
      const args = await materialize(services, task, workDir, job.ownerId);
      if (task.moduleId !== null) await materializeModuleFiles(services, task.moduleId, workDir);
      // Argument names are identifiers, so "$method" never collides with one.
      const argsFile = unit.method === null ? args : { $method: unit.method, ...args };
      await writeFile(path.join(workDir, "args.json"), JSON.stringify(argsFile, null, 2));
      const program = await unit.prepare(workDir);
      await bounded?.seal();
      const outcome = await runner.run(
        {
          workDir,
          logDir,
          command: program.command,
          args: program.args,
          timeoutMs: unit.timeoutSeconds > 0 ? unit.timeoutSeconds * 1000 : null,
          maxOutputBytes: options.maxOutputBytes,
          memoryMb: unit.memoryMb,
          cpuCount: unit.cpuCount,
          ...(unit.method === null ? {} : { env: { CRUCIBLE_METHOD: unit.method } }),
          ...(bounded ? { checkLimits: bounded.check, maxWorkBytes: config.processorWorkMaxBytes } : {}),
        },
        controller.signal,
      );
      if (outcome.aborted && stopping) {
        // The worker is stopping: the run goes back to the queue and is neither finished nor charged.
        await services.db
          .update(tasks)
          .set({
            state: "pending",
            leaseOwner: null,
            leaseExpiresAt: null,
            attempt: sql`${tasks.attempt} - 1`,
          })
          .where(and(eq(tasks.id, task.id), eq(tasks.leaseOwner, workerId)));
        return;
      }
      const stdout = await storeBlob(services, createReadStream(outcome.stdoutPath), "text/plain");
      const stderr = await storeBlob(services, createReadStream(outcome.stderrPath), "text/plain");
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
                ? null
                : `missing declared output ${missing.join(", ")}: write it to outputs/${missing[0]}`
              : outcome.exitCode === null
                ? `ended by ${outcome.signal ?? "a signal"}`
                : `exit code ${outcome.exitCode}`;
      // Prices of the calc-metric config at the end of the run: processors at TaskProcessorMethod,
      // modules at their own price times TaskModule.
      const metric = await readKeyDoc(services.db, calcMetricDoc);
      const price = unit.sandboxed ? metric.TaskProcessorMethod : unit.tokenPrice * metric.TaskModule;
      const tokens = tokensFor(outcome.cpuMs, price, unit.discount);
      await chargeTask(services.db, {
        userId: job.ownerId,
        taskId: task.id,
        run: task.run,
        tokens,
        note: `${unit.label} in job ${job.id}`,
      });
      await finish(task, {
        state: ok ? "done" : "abort",
        exitCode: outcome.exitCode,
        reason,
        cpuMs: Math.round(outcome.cpuMs),
        wallMs: outcome.wallMs,
        tokens,
        stdoutBlobId: stdout.id,
        stderrBlobId: stderr.id,
        outputs,
      });
    } catch (error) {
      await finish(task, {
        state: "abort",
        reason: error instanceof Error ? error.message.slice(0, 500) : "failed",
      });
    } finally {
      clearInterval(heartbeat);
      // The outputs were copied out above: the tmpfs and the folder can go.
      await bounded?.release();
      if (taskDir) await rm(taskDir, { recursive: true, force: true }).catch(() => undefined);
    }
  };

  const tick = async () => {
    if (ticking) return ticking;
    ticking = (async () => {
      try {
        await sweep();
        const busy = [...running.keys()];
        for (const jobId of await recoverExpired(services, options.maxAttempts, workerId, busy))
          await refreshJobState(services.db, jobId);
        await promote(services);
        if (stopping) return;
        if (!(await diskHasRoom())) return;
        const claimed = await claim(services, workerId, options.concurrency - running.size, options.leaseMs);
        for (const task of claimed) {
          await refreshJobState(services.db, task.jobId);
          const controller = new AbortController();
          const done = runTask(task, controller).finally(() => running.delete(task.id));
          running.set(task.id, { controller, done });
        }
      } finally {
        ticking = null;
      }
    })();
    return ticking;
  };

  return {
    workerId,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        tick().catch((error: unknown) =>
          log(`tick failed: ${error instanceof Error ? error.message : String(error)}`),
        );
      }, options.pollMs);
      timer.unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await ticking;
      for (const { controller } of running.values()) controller.abort();
      await Promise.all([...running.values()].map((r) => r.done));
      for (const folder of workerFolders.values()) {
        await folder.then((dir) => rm(dir, { recursive: true, force: true })).catch(() => undefined);
      }
    },
    tick,
    async idle() {
      while (running.size > 0) await Promise.all([...running.values()].map((r) => r.done));
    },
  };
}
