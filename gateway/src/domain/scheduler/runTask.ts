/**
 * One claimed task's run in a worker: its heartbeat (lease renewal and metering), its work folder
 * prepared (or found again for a Slurm run that re-attaches), the program run by its executor with
 * live logs, and its end written: finished and settled, kept as stopped, or handed back to the queue.
 */
import { chmod, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { createReadStream } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { tasks, type TaskRow } from "../../db/jobs.js";
import type { AbortReason, Executor, ExecutorRoute, TaskOutcome } from "../../executors/types.js";
import {
  boundWorkFolder,
  reopenWorkFolder,
  workFolderBounds,
  type BoundedFolder,
} from "../../executors/workFolder.js";
import { storeBlobs } from "../files/blobs.js";
import { argsWithDigests, inputBytesOf, taskCacheKey } from "../jobs/cacheKey.js";
import { tailTaskLogs } from "../jobs/liveLogs.js";
import { meterRun, settleRun, tokensFor, type Wallet } from "../ledger/tokens.js";
import { materializeModuleFiles } from "../modules/moduleFiles.js";
import { priceOfUnit, runnableOf, type Runnable } from "./runnable.js";
import { collectOutputs, materialize, taskNote, type InputFile } from "./workFiles.js";
import {
  executorFor,
  finish,
  keepStopped,
  requeue,
  stopWallet,
  wasStopped,
  workerFolder,
  type WorkerState,
} from "./workerState.js";

/** While the program runs: its CPU so far (the executor's reading, else wall time), and its price. */
interface Metering {
  cpuMs: () => Promise<number>;
  price: number;
  discount: number;
  label: string;
}

/** One run of a claimed task: what it was claimed with, and what its parts share while it runs. */
interface TaskRun {
  readonly task: TaskRow;
  readonly ownerId: number;
  readonly wallet: Wallet;
  readonly route: ExecutorRoute;
  readonly controller: AbortController;
  /** The run's name for its executor and its folder: job, task key, run and attempt. */
  readonly name: string;
  /** The handle an earlier attempt of this run left (its worker died or stopped): re-attach or clean up. */
  readonly resumeFrom: string | null;
  /** The run's folder (work and logs), removed at its end unless kept. */
  taskDir: string | null;
  /** A Slurm job that may still run keeps its folder for the worker that re-attaches. */
  keepTaskDir: boolean;
  bounded: BoundedFolder | null;
  metering: Metering | null;
  meterTick: Promise<void> | null;
  /** Whether a tick of this run has charged it (an earlier claim's ticks count too). */
  metered: boolean;
}

/** A prepared work folder: where the program runs and logs, its caps, its command line and inputs. */
interface PreparedRun {
  readonly workDir: string;
  readonly logDir: string;
  readonly bounds: ReturnType<typeof workFolderBounds>;
  readonly program: { command: string; args: string[] };
  /** The run's cache key and input size, written with its end. */
  readonly inputs: { cacheKey?: string; inputBytes?: number };
}

/** Charges what the run used so far (a meter tick); stops the payer's tasks when that spent the last tokens. */
async function meter(state: WorkerState, run: TaskRun): Promise<void> {
  const now = run.metering;
  if (!now || now.price <= 0) return;
  run.metered = true;
  const tokensSoFar = tokensFor(await now.cpuMs(), now.price, now.discount);
  const balance = await meterRun(state.services, {
    wallet: run.wallet,
    taskId: run.task.id,
    run: run.task.run,
    workerId: state.workerId,
    tokensSoFar,
    note: `${now.label} in job ${run.task.jobId} (running)`,
  });
  if (balance !== null && balance <= 0) await stopWallet(state, run.wallet);
}

/**
 * The run's heartbeat. Drizzle builds a query lazily: it runs only when awaited or then'd. A renewal
 * that finds the task no longer doing under this worker (cancelled, taken over, or stopped when its
 * owner's tokens ran out) ends the run; a renewed one is metered.
 */
function startHeartbeat(state: WorkerState, run: TaskRun): NodeJS.Timeout {
  const { services, options, workerId, log } = state;
  const { task, controller } = run;
  return setInterval(() => {
    services.db
      .update(tasks)
      .set({ leaseExpiresAt: new Date(services.clock.ms() + options.leaseMs) })
      .where(and(eq(tasks.id, task.id), eq(tasks.leaseOwner, workerId), eq(tasks.state, "doing")))
      .returning({ id: tasks.id })
      .then(
        (rows) => {
          if (rows.length === 0 && !controller.signal.aborted) {
            const reason: AbortReason = "cancelled";
            controller.abort(reason);
          }
          if (rows.length > 0 && !run.meterTick)
            run.meterTick = meter(state, run)
              .catch((error: unknown) =>
                log(
                  `task ${task.id}: not metered: ${error instanceof Error ? error.message : String(error)}`,
                ),
              )
              .finally(() => (run.meterTick = null));
        },
        (error: unknown) =>
          log(
            `task ${task.id}: the lease was not renewed: ${error instanceof Error ? error.message : String(error)}`,
          ),
      );
  }, state.heartbeatMs);
}

/**
 * The run's folder: made afresh with its inputs, module files, args.json and program (and its cache
 * key), or, for a Slurm run re-attaching to its batch job, found where the earlier attempt left it.
 * Records the folder and its caps on the run as they come, so that its end can clean them up.
 */
async function prepareFolder(state: WorkerState, run: TaskRun, unit: Runnable): Promise<PreparedRun> {
  const { services } = state;
  const { config } = services;
  const { task, route } = run;
  if (route === "sandbox") {
    // The sandbox runs as an unprivileged user id, which must be able to reach the folder it binds.
    await mkdir(config.sandboxDir, { recursive: true, mode: 0o711 });
    await chmod(config.sandboxDir, 0o711);
  }
  // Slurm's folder is on the shared path and named by the run alone, so that a worker that takes the
  // run over after a restart finds the batch job's folder where it left it.
  const resuming = route === "slurm" && run.resumeFrom !== null;
  run.taskDir =
    route === "slurm"
      ? path.join(config.slurm.workDir, `${task.jobId}-${task.key}-${task.run}`)
      : path.join(
          route === "sandbox"
            ? await workerFolder(state, config.sandboxDir, 0o711)
            : await workerFolder(state, state.workRoot, 0o700),
          run.name,
        );
  const taskDir = run.taskDir;
  const workDir = path.join(taskDir, "work");
  const logDir = path.join(taskDir, "logs");
  const resumable = resuming && (await stat(workDir).catch(() => null)) !== null;
  // The work folder's caps (workFolder.ts): processors', and modules' in a container or on Slurm.
  const bounds = workFolderBounds(config, route, taskDir);
  let files: Record<string, InputFile> = {};
  let program = { command: "", args: [] as string[] };
  let inputs: { cacheKey?: string; inputBytes?: number } = {};
  if (!resumable) {
    await rm(taskDir, { recursive: true, force: true });
    await mkdir(workDir, { recursive: true });
    await mkdir(logDir, { recursive: true, mode: 0o700 });
    await chmod(taskDir, 0o711);
    // The caps count what the program adds to its inputs.
    if (bounds) run.bounded = await boundWorkFolder(workDir, bounds.caps, bounds.options);
    await mkdir(path.join(workDir, "outputs"), { recursive: true });
    const materialized = await materialize(services, task, workDir, run.ownerId);
    files = materialized.files;
    if (task.moduleId !== null) await materializeModuleFiles(services, task.moduleId, workDir);
    // Argument names are identifiers, so "$method" never collides with one.
    const argsFile =
      unit.method === null ? materialized.args : { $method: unit.method, ...materialized.args };
    await writeFile(path.join(workDir, "args.json"), JSON.stringify(argsFile, null, 2));
    program = await unit.prepare(workDir);
    await run.bounded?.seal();
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
    run.bounded = await reopenWorkFolder(workDir, bounds.caps, bounds.options.baseFile);
  }
  return { workDir, logDir, bounds, program, inputs };
}

/**
 * Runs the program through its executor, metered from its start and with its log lines sent live;
 * after it (however it ended) no meter tick runs and the last log lines have gone out.
 */
async function execute(
  state: WorkerState,
  run: TaskRun,
  unit: Runnable,
  runner: Executor,
  prepared: PreparedRun,
): Promise<TaskOutcome> {
  const { services, options, workerId, log } = state;
  const { task, route } = run;
  const { workDir, logDir, bounds, program } = prepared;
  const bounded = run.bounded;
  // Metered from now on at the price of the run's start; the settlement at its end uses the price then.
  // Without the executor's reading, at one CPU of wall time; not a Slurm run, whose batch job may
  // wait in the cluster's queue for hours: it is charged at its end (capped like any charge).
  const runStarted = performance.now();
  let readCpu: (() => Promise<number>) | null = null;
  run.metering = {
    cpuMs: () => (readCpu ? readCpu() : Promise.resolve(performance.now() - runStarted)),
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
    return await runner.run(
      {
        name: run.name,
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
        resumeFrom: run.resumeFrom,
        onCpuMeter: (read) => (readCpu = read),
        onStarted: async (externalId) => {
          await services.db
            .update(tasks)
            .set({ externalId })
            .where(and(eq(tasks.id, task.id), eq(tasks.leaseOwner, workerId)));
        },
      },
      run.controller.signal,
    );
  } catch (error) {
    // A Slurm job may still run: its folder stays for the worker that re-attaches.
    if (route === "slurm" && state.stopping) run.keepTaskDir = true;
    throw error;
  } finally {
    // No tick after the run: the settlement below charges what is left of it, once.
    run.metering = null;
    await run.meterTick;
    // The last lines go out before the task's end is written.
    tailing.abort();
    await tail;
  }
}

/** The run's stdout and stderr files, stored as blobs (in that order). */
function storeLogs(services: WorkerState["services"], outcome: TaskOutcome) {
  return storeBlobs(services, [
    { source: createReadStream(outcome.stdoutPath), mime: "text/plain" },
    { source: createReadStream(outcome.stderrPath), mime: "text/plain" },
  ]);
}

/**
 * A run stopped by its owner or the back office while it ran: what it wrote so far is kept, and the
 * CPU it used is charged once (the settlement counts its meter ticks).
 */
async function keepStoppedRun(
  state: WorkerState,
  run: TaskRun,
  unit: Runnable,
  outcome: TaskOutcome,
  prepared: PreparedRun,
): Promise<void> {
  const { services, log } = state;
  const { task, wallet } = run;
  const [stdout, stderr] = await storeLogs(services, outcome);
  const { outputs } = await collectOutputs(services, prepared.workDir, unit.declaredOutputs);
  const settlement = await settleRun(services, {
    wallet,
    taskId: task.id,
    run: task.run,
    tokens: tokensFor(outcome.cpuMs, await priceOfUnit(services, unit), unit.discount),
    note: `${unit.label} in job ${task.jobId} (stopped)`,
    metered: run.metered,
  });
  await keepStopped(state, task, {
    ...prepared.inputs,
    exitCode: outcome.exitCode,
    cpuMs: Math.round(outcome.cpuMs),
    wallMs: outcome.wallMs,
    tokens: settlement.charged,
    stdoutBlobId: stdout!.id,
    stderrBlobId: stderr!.id,
    outputs,
  });
  log(`task ${task.id}: stopped while it ran; its logs and ${outputs.length} outputs are kept`);
  if (settlement.balance !== null && settlement.balance <= 0) await stopWallet(state, wallet);
}

/**
 * A run that ended on its own (well or not): its logs and outputs are stored, it is settled at the
 * prices of its end, and the task is finished done or abort with its reason (or its note).
 */
async function finishRun(
  state: WorkerState,
  run: TaskRun,
  unit: Runnable,
  outcome: TaskOutcome,
  prepared: PreparedRun,
): Promise<void> {
  const { services, options } = state;
  const { task, wallet } = run;
  const [stdout, stderr] = await storeLogs(services, outcome);
  const { outputs, missing } = await collectOutputs(services, prepared.workDir, unit.declaredOutputs);
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
  const settlement = await settleRun(services, {
    wallet,
    taskId: task.id,
    run: task.run,
    tokens: tokensFor(outcome.cpuMs, price, unit.discount),
    note: `${unit.label} in job ${task.jobId}`,
    metered: run.metered,
  });
  // What the ledger charged the run (the cap at the balance may have left some to the platform).
  const tokens = settlement.charged;
  const ran = {
    ...prepared.inputs,
    exitCode: outcome.exitCode,
    cpuMs: Math.round(outcome.cpuMs),
    wallMs: outcome.wallMs,
    tokens,
    stdoutBlobId: stdout!.id,
    stderrBlobId: stderr!.id,
    outputs,
  };
  // A stop that came as the program ended: the task stays stopped, with what the run left.
  if (!(await finish(state, task, { ...ran, state: ok ? "done" : "abort", reason })))
    await keepStopped(state, task, ran);
  // This run spent the last tokens: the payer's other tasks stop too.
  if (settlement.balance !== null && settlement.balance <= 0) await stopWallet(state, wallet);
}

/**
 * Writes how a run that the executor answered for ended: back in the queue (retry later, or the
 * worker is stopping), kept as stopped, left to whoever ended it, or finished.
 */
async function endRun(
  state: WorkerState,
  run: TaskRun,
  unit: Runnable,
  outcome: TaskOutcome,
  prepared: PreparedRun,
): Promise<void> {
  const { log, options } = state;
  const { task, route } = run;
  if (outcome.retryLater) {
    state.backoff.set(route, performance.now() + (options.retryBackoffMs ?? 10_000));
    log(`task ${task.id}: back in the queue: ${outcome.retryLater}`);
    await requeue(state, task, outcome.retryLater);
    return;
  }
  if (outcome.aborted && !state.stopping) {
    if (await wasStopped(state, task)) {
      await keepStoppedRun(state, run, unit, outcome, prepared);
      return;
    }
    // Cancelled, or taken over by another worker after a lost lease: the row is no longer this
    // worker's to finish or charge (the other worker charges its own run of it).
    log(`task ${task.id}: stopped: it was cancelled or taken over while it ran`);
    return;
  }
  if (outcome.aborted && state.stopping) {
    // The worker is stopping: the run goes back to the queue and is neither finished nor charged; a
    // Slurm job keeps running and the next worker re-attaches to it (its external_id is kept).
    if (route === "slurm") run.keepTaskDir = true;
    await requeue(state, task, null);
    return;
  }
  await finishRun(state, run, unit, outcome, prepared);
}

/**
 * Runs a claimed task to its end in this worker: heartbeat, folder, program, end; any error aborts
 * the task with its message. The heartbeat stops and the folder goes (unless a Slurm job keeps it).
 */
export async function runTask(
  state: WorkerState,
  task: TaskRow,
  ownerId: number,
  wallet: Wallet,
  route: ExecutorRoute,
  controller: AbortController,
  chargedBefore: boolean,
): Promise<void> {
  const run: TaskRun = {
    task,
    ownerId,
    wallet,
    route,
    controller,
    name: `${task.jobId}-${task.key}-${task.run}-${task.attempt}`,
    resumeFrom: task.externalId,
    taskDir: null,
    keepTaskDir: false,
    bounded: null,
    metering: null,
    meterTick: null,
    metered: chargedBefore,
  };
  const heartbeat = startHeartbeat(state, run);
  try {
    const unit = await runnableOf(state.services, task);
    const runner = executorFor(state, route);
    if (!runner) {
      await finish(state, task, {
        state: "abort",
        reason: `JobWorkerNotFound: this worker does not run ${route} tasks`,
      });
      return;
    }
    const prepared = await prepareFolder(state, run, unit);
    const outcome = await execute(state, run, unit, runner, prepared);
    await endRun(state, run, unit, outcome, prepared);
  } catch (error) {
    await finish(state, task, {
      state: "abort",
      reason: error instanceof Error ? error.message.slice(0, 500) : "failed",
    });
  } finally {
    clearInterval(heartbeat);
    // The outputs were copied out above: the tmpfs and the folder can go.
    await run.bounded?.release();
    if (run.taskDir && !run.keepTaskDir)
      await rm(run.taskDir, { recursive: true, force: true }).catch(() => undefined);
  }
}
