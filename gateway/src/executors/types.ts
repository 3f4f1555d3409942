/** The executor interface: the scheduler hands over a prepared work folder and gets the outcome back. */

/** Where a task runs (the scheduler's routing; a worker claims only the routes it serves). */
export type ExecutorRoute = "local" | "sandbox" | "container" | "slurm";

/** A container module's image and its limits (spec §3), for the container executor and Slurm. */
export interface ContainerSpec {
  /** The image's name in the local container engine (`imageRef(uid)` in container.ts). */
  readonly ref: string;
  readonly network: "none" | "bridge" | "host";
  /** 0 for unlimited. */
  readonly cpuCount: number;
  /** MiB; null for unlimited. */
  readonly memoryMb: number | null;
  /** MiB of memory plus swap; null for unlimited. */
  readonly virtualMemoryMb: number | null;
  /**
   * Where to pull the image from when the machine lacks it: the registry reference by digest
   * (`<registry>/crucible/<uid>@sha256:…`), with whether to verify its TLS. A Slurm node pulls it before
   * the run; null: the image must be on the machine already.
   */
  readonly pull?: { readonly ref: string; readonly tlsVerify: boolean } | null;
}

export interface TaskRun {
  /** A name for the run, unique per job, task, run and attempt in one database: `<jobId>-<key>-<run>-<attempt>` (executors add a random tail where a name must be unique on the machine). */
  readonly name?: string;
  /**
   * The task's image when it runs in a container: the command then runs inside it, in /work (the
   * work folder mounted read-write), and `command` is a path inside the image.
   */
  readonly image?: ContainerSpec;
  /**
   * Called once the executor has its own handle for the run (a Slurm job id, a container name); the
   * scheduler keeps it in tasks.external_id so that a restarted worker can re-attach or clean up.
   */
  readonly onStarted?: (externalId: string) => Promise<void>;
  /**
   * The handle an earlier attempt of this same run stored (its worker died): the executor re-attaches
   * to it instead of starting anew when it can (Slurm), or stops what is left of it (a container).
   */
  readonly resumeFrom?: string | null;
  /** The task's own work folder: inputs/, args.json, outputs/ (created by the scheduler). */
  readonly workDir: string;
  /** Where stdout.log and stderr.log go: outside the work folder, out of a sandboxed program's reach. */
  readonly logDir: string;
  /** The program and its arguments. */
  readonly command: string;
  readonly args: readonly string[];
  /** Null for no timeout (a module's timeout at or below 0, spec §5). */
  readonly timeoutMs: number | null;
  /** stdout plus stderr beyond this ends the task: a program printing gigabytes cannot fill the disk. */
  readonly maxOutputBytes: number;
  /**
   * What the program may write into its work folder (its bound, workFolder.ts); the sandbox, the
   * container and the Slurm batch script also cap each file a little above it (fileSizeLimit), which
   * matters when the folder is only watched.
   */
  readonly maxWorkBytes?: number;
  /** Memory limit in MiB (the data segment: heap and private writable mappings); null for none. */
  readonly memoryMb: number | null;
  /** CPUs the program may use (pinned with taskset); 0 for all of them. */
  readonly cpuCount: number;
  /** Extra environment for the program. */
  readonly env?: Readonly<Record<string, string>>;
  /** The Slurm partition the module names (typed pools); absent or null: the worker's default. */
  readonly partition?: string | null;
  /**
   * Polled while the program runs and once after it ends: a reason ends the task (a work folder
   * over its caps); null while all is well.
   */
  readonly checkLimits?: () => Promise<string | null>;
  /**
   * Called once the program runs, with a reading of the CPU it has used so far in ms (the same measure
   * as the outcome's cpuMs): the scheduler meters a running task with it. An executor that cannot read
   * it while the program runs does not call it, and the run is metered at one CPU of wall time.
   */
  readonly onCpuMeter?: (cpuMsSoFar: () => Promise<number>) => void;
}

export interface TaskOutcome {
  readonly exitCode: number | null;
  readonly signal: string | null;
  readonly timedOut: boolean;
  readonly outputTooLarge: boolean;
  /** Ended by the caller (the task was cancelled or the worker is stopping). */
  readonly aborted: boolean;
  /** Why checkLimits ended the task, or null. */
  readonly limitExceeded: string | null;
  /**
   * CPU of the whole process tree in ms. Measured from the task's cgroup when `cpuMetered`; otherwise
   * an estimate that is never below the wall time (one CPU for as long as the task ran).
   */
  readonly cpuMs: number;
  readonly cpuMetered: boolean;
  readonly wallMs: number;
  readonly stdoutPath: string;
  readonly stderrPath: string;
  /**
   * The run never started and waits in the queue again, with this reason on the task (Slurm's
   * controller unreachable at submit, say); it is neither finished nor charged.
   */
  readonly retryLater?: string | null;
}

/**
 * Why the scheduler aborts a run (`signal.reason`): "cancelled" (the task was cancelled or taken
 * from this worker: stop the program and anything external, a Slurm job with scancel), "stopping"
 * (this worker is shutting down: stop local programs and containers, but leave a Slurm batch job
 * running so that the next worker re-attaches to it).
 */
export type AbortReason = "cancelled" | "stopping";

export interface Executor {
  readonly name: string;
  run(task: TaskRun, signal: AbortSignal): Promise<TaskOutcome>;
}

/** A machine's container engine as the image sync sees it (domain/images/imageSync.ts). */
export interface ImageStore {
  /** The images here: each name (`localhost/crucible-…:latest`) with the engine's image id (`sha256:…`). */
  list(): Promise<Map<string, string>>;
  /** Loads an image archive (`podman save`) read from the stream; throws with the engine's words. */
  load(archive: NodeJS.ReadableStream): Promise<void>;
  /**
   * Pulls an image from the registry by its digest reference and names it `as` (`localhost/crucible-…`);
   * throws with the engine's words.
   */
  pull(ref: string, as: string, tlsVerify: boolean): Promise<void>;
}

/** The container executor, with its machine's images. */
export interface ContainerExecutor extends Executor {
  readonly images: ImageStore;
}

/** The executors a worker has; null where this machine cannot run a route (no bubblewrap, podman or Slurm). */
export interface ExecutorSet {
  /** Modules whose runner is "local": `node <script> args.json`. */
  readonly local: Executor;
  /** Processors, in bubblewrap. */
  readonly sandbox: Executor | null;
  /** Container modules on this machine (podman). */
  readonly container: ContainerExecutor | null;
  /** Tasks routed to Slurm (a container module's batch job runs podman inside). */
  readonly slurm: Executor | null;
}
