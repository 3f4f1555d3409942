/**
 * Following a submitted Slurm job to its end: the poller's sightings of it each round, the checks of
 * a running job (output, the caller's limits), a cancel asked by the caller (or a stop that leaves the
 * job running), and the outcome read from what the batch script wrote and the state Slurm ended it in.
 */
import { childrenCpuMs } from "./local.js";
import { isEndState, parseResult } from "./slurmParse.js";
import type { Poller, Sighting, Watch } from "./slurmPoller.js";
import { fileSize, readText, runFiles, scancel, tail, type SlurmStats } from "./slurmShell.js";
import type { AbortReason, TaskOutcome, TaskRun } from "./types.js";

/** How long a cancelled run waits for Slurm to show its job ended before it answers anyway. */
const cancelWaitMs = 120_000;

/** What following a job needs of its executor. */
export interface SlurmFollower {
  readonly stats: SlurmStats;
  readonly poller: Poller;
  readonly log: (message: string) => void;
}

/** One followed job: what it was started with, and what its parts share until it is answered. */
interface FollowedJob {
  readonly executor: SlurmFollower;
  readonly task: TaskRun;
  readonly jobId: string;
  readonly signal: AbortSignal;
  readonly began: number;
  /** The outcome's fields before anything is known. */
  readonly base: TaskOutcome;
  readonly files: ReturnType<typeof runFiles>;
  readonly resolve: (outcome: TaskOutcome) => void;
  /** This job's watch in the poller, and its listener of the caller's abort. */
  readonly watch: Watch;
  readonly onAbort: () => void;
  settled: boolean;
  cancelRequested: boolean;
  cancelledAt: number;
  firstCancelAt: number;
  outputTooLarge: boolean;
  limitExceeded: string | null;
  unknownRounds: number;
  endedRounds: number;
}

/** Answers the run once: the job leaves the poller and the abort listener goes. */
function settle(job: FollowedJob, outcome: TaskOutcome): void {
  if (job.settled) return;
  job.settled = true;
  job.executor.poller.remove(job.jobId, job.watch);
  job.signal.removeEventListener("abort", job.onAbort);
  job.resolve(outcome);
}

/** The outcome from what the script wrote and the state Slurm ended the job in. */
async function conclude(job: FollowedJob, state: string | null, slurmReason: string): Promise<void> {
  const { task, files, jobId, began, base } = job;
  // The work folder once more at the end: a run that went over its caps between two rounds fails.
  if (!job.cancelRequested && !job.limitExceeded && task.checkLimits)
    job.limitExceeded = await task.checkLimits().catch(() => null);
  const result = parseResult((await readText(files.result)) ?? "");
  const times = await readText(files.times);
  const wallMs =
    result.startedMs !== null && result.endedMs !== null
      ? Math.max(0, result.endedMs - result.startedMs)
      : Date.now() - began;
  let cpuMs: number;
  let cpuMetered: boolean;
  if (result.cgroupCpuMs !== null) {
    cpuMs = result.cgroupCpuMs;
    cpuMetered = true;
  } else if (times !== null && !task.image) {
    cpuMs = childrenCpuMs(times);
    cpuMetered = true;
  } else {
    cpuMs = wallMs;
    cpuMetered = false;
  }
  let reason = job.limitExceeded;
  let timedOut = result.timedOut;
  let aborted = false;
  const why = slurmReason && slurmReason !== "None" ? ` (${slurmReason})` : "";
  if (state === "TIMEOUT") timedOut = true;
  else if (state === "CANCELLED") {
    if (job.cancelRequested && !job.outputTooLarge && !job.limitExceeded) aborted = true;
    else if (!job.outputTooLarge && !job.limitExceeded) reason = "cancelled in Slurm (scancel)";
  } else if (state === "OUT_OF_MEMORY") reason = `the Slurm job ran out of memory (OUT_OF_MEMORY)${why}`;
  else if (state !== null && state !== "COMPLETED" && state !== "FAILED")
    reason = `Slurm ended the job ${jobId}: ${state}${why}`;
  else if (result.oomKilled && !reason && task.image)
    reason = `exceeded its memory limit (${task.image.memoryMb ?? task.image.virtualMemoryMb} MiB)`;
  else if (result.exitCode === null && !reason) {
    const out = await tail(files.out);
    reason = `the Slurm job ${jobId} ended ${state ?? "unseen"} without an exit code${out ? `: ${out}` : ""}`;
  }
  settle(job, {
    ...base,
    exitCode: aborted || timedOut || state === "CANCELLED" ? null : result.exitCode,
    timedOut,
    outputTooLarge: job.outputTooLarge,
    aborted,
    limitExceeded: reason,
    cpuMs: Math.max(1, Math.round(cpuMs)),
    cpuMetered,
    wallMs,
  });
}

/** A reason to end a running job: too much output, a limit of the caller's; the job is then cancelled. */
async function checkRunning(job: FollowedJob): Promise<void> {
  const { task, files } = job;
  if (job.cancelRequested) return;
  const printed = (await fileSize(files.stdout)) + (await fileSize(files.stderr));
  if (printed > task.maxOutputBytes) job.outputTooLarge = true;
  else if (task.checkLimits) job.limitExceeded = await task.checkLimits().catch(() => null);
  if (job.outputTooLarge || job.limitExceeded) {
    job.cancelRequested = true;
    job.cancelledAt = Date.now();
    await scancel(job.executor.stats, job.jobId);
  }
}

/** What one round of the poller saw of the job: nothing to do yet, a check, a cancel asked again, or its end. */
async function see(job: FollowedJob, sighting: Sighting): Promise<void> {
  const { jobId, files, began, base } = job;
  if (job.settled) return;
  if (
    job.cancelRequested &&
    !job.outputTooLarge &&
    !job.limitExceeded &&
    Date.now() - job.firstCancelAt > cancelWaitMs
  ) {
    // Slurm never showed the cancelled job ending (its controller is away): answer anyway.
    job.executor.log(`job ${jobId} was cancelled ${cancelWaitMs / 1000} s ago and Slurm still shows no end`);
    settle(job, { ...base, aborted: true, wallMs: Date.now() - began, cpuMs: 0 });
    return;
  }
  if (sighting.kind === "row") {
    job.unknownRounds = 0;
    const { state, reason } = sighting.row;
    if (!isEndState(state)) {
      // A cancel that Slurm never carried out (the controller lost it) is asked again.
      if (job.cancelRequested && Date.now() - job.cancelledAt > 30_000) {
        job.cancelledAt = Date.now();
        await scancel(job.executor.stats, jobId);
      }
      if (state === "RUNNING") await checkRunning(job);
      return;
    }
    // The result file may reach this node's view of a shared file system a little late.
    const written = (await readText(files.result)) !== null;
    if (!written && (state === "COMPLETED" || state === "FAILED") && ++job.endedRounds < 3) return;
    await conclude(job, state, reason);
    return;
  }
  if ((await readText(files.result)) !== null) {
    // Finished and written down, whether or not Slurm still answers for it.
    if (sighting.kind === "unknown" || ++job.endedRounds >= 2) await conclude(job, null, "");
    return;
  }
  if (sighting.kind === "unknown" && ++job.unknownRounds >= 3) {
    if (job.cancelRequested) return conclude(job, "CANCELLED", "");
    settle(job, {
      ...base,
      limitExceeded: `the Slurm job ${jobId} is gone (not in squeue) and left no result`,
      wallMs: Date.now() - began,
      cpuMs: 1,
    });
  }
}

/**
 * The caller aborted the run: a stopping worker leaves the batch job running (the next one re-attaches
 * to it); any other abort cancels the job, and the poller sees it end.
 */
function onAbort(job: FollowedJob): void {
  const { jobId, began, base } = job;
  const reason = job.signal.reason as AbortReason | undefined;
  if (reason === "stopping") {
    // The batch job runs on: the next worker re-attaches to it with resumeFrom.
    settle(job, { ...base, aborted: true, wallMs: Date.now() - began, cpuMs: 0 });
    return;
  }
  job.cancelRequested = true;
  job.cancelledAt = job.firstCancelAt = Date.now();
  void scancel(job.executor.stats, jobId).then((result) => {
    if (result.code !== 0) {
      job.executor.log(`scancel ${jobId} failed: ${result.stderr.trim()}`);
      // Nothing more can be done now; the task is answered as ended by its caller.
      settle(job, { ...base, aborted: true, wallMs: Date.now() - began, cpuMs: 0 });
    }
    // Otherwise the poller sees the job end (CANCELLED) and answers aborted.
  });
}

/** Tracks a job to its end (or to an abort) and answers its outcome. */
export function followJob(
  executor: SlurmFollower,
  task: TaskRun,
  jobId: string,
  signal: AbortSignal,
  began: number,
  base: TaskOutcome,
): Promise<TaskOutcome> {
  return new Promise<TaskOutcome>((resolve) => {
    const job: FollowedJob = {
      executor,
      task,
      jobId,
      signal,
      began,
      base,
      files: runFiles(task),
      resolve,
      watch: { see: (sighting) => see(job, sighting) },
      onAbort: () => onAbort(job),
      settled: false,
      cancelRequested: false,
      cancelledAt: 0,
      firstCancelAt: 0,
      outputTooLarge: false,
      limitExceeded: null,
      unknownRounds: 0,
      endedRounds: 0,
    };
    executor.poller.add(jobId, job.watch);
    if (signal.aborted) job.onAbort();
    else signal.addEventListener("abort", job.onAbort, { once: true });
  });
}
