/**
 * The chemistry pool: RDKit.js instances in worker threads, so that no molecule ever runs on the
 * request thread. A worker that overruns the time limit is terminated, one that crashes or traps is
 * replaced, and the molecule it held answers a per-record error. Requests take turns (round robin
 * over batches), so one user's page of heavy molecules does not make another user's page wait for
 * all of it.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

export interface Depiction {
  smiles: string | null;
  inChi: string | null;
  molSvg: string | null;
  error: string | null;
}

export interface DepictRequest {
  molblock: string;
  smiles: boolean;
  inchi: boolean;
  svg: boolean;
  width: number;
  height: number;
}

export interface ChemPoolOptions {
  /** Worker threads, each with its own RDKit instance. */
  workers: number;
  /** Longest time one molecule may take before its worker is terminated. */
  timeoutMs: number;
  /** Warm each new worker's RDKit up before it takes molecules (off in tests). */
  warmUp: boolean;
}

export interface ChemPoolStats {
  /** Workers replaced after a crash, a trap or a timeout. */
  replaced: number;
  /** Molecules that overran the time limit. */
  timedOut: number;
}

interface Job {
  /** Unique in this pool: the worker answers with it and names it in its progress cell. */
  id: number;
  request: DepictRequest;
  resolve(depiction: Depiction): void;
  /** The last molecule of the batch it was sent in (set when sent). */
  last: boolean;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** Molecules sent and not answered yet, in the order the worker draws them. */
  jobs: Job[];
  /** Batches sent whose last molecule is not answered yet. */
  batches: number;
  /**
   * Shared with the worker: the id of the molecule it is drawing (0 between molecules) and the time
   * (Date.now()) it started it. The time limit is checked against it, and a worker that dies names
   * the molecule it died on, although its answers come in batches.
   */
  progress: BigInt64Array;
  /** Checks the time limit of the molecule being drawn while the worker holds any. */
  timer: NodeJS.Timeout | null;
}

/**
 * Molecules go to a worker in batches, one message each way per batch instead of one per molecule,
 * and a worker holds up to two batches: it draws one while the next waits in its port, so it never
 * idles for the round trip. Batches are sized to the queue (a share of what waits, at most
 * maxBatch), so at the end of a page both workers run out at about the same time, and a request that
 * arrives waits behind at most two batches per worker.
 */
const batchesPerWorker = 2;
const maxBatch = 8;

interface WorkerAnswer extends Depiction {
  id: number;
  recycle: boolean;
}

type WorkerMessage = { ready: true } | { answers: WorkerAnswer[] };

const workerFile = new URL("./rdkitWorker.mjs", import.meta.url);

/** A compiled WebAssembly.Module, opaque here (the gateway's TypeScript libs carry no WebAssembly types). */
type CompiledWasm = object;

const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledWasm> };
};

let compiled: Promise<CompiledWasm> | null = null;

/** RDKit's WASM, compiled once per process and shared with every worker (a replacement starts fast). */
function compiledRdkit(): Promise<CompiledWasm> {
  compiled ??= (async () => {
    const script = createRequire(import.meta.url).resolve("@rdkit/rdkit");
    return wasm.compile(await readFile(script.replace(/\.js$/, ".wasm")));
  })();
  return compiled;
}

function failed(error: string): Depiction {
  return { smiles: null, inChi: null, molSvg: null, error };
}

export class ChemPool {
  private readonly slots = new Set<Slot>();
  /** Batches waiting for a worker, each with its molecules in order; served round robin. */
  private readonly queue: Job[][] = [];
  /** Molecules in the queue. */
  private queued = 0;
  private closed = false;
  private nextId = 1;
  /** The compiled RDKit once known (null: each worker compiles its own). */
  private module: CompiledWasm | null | undefined = undefined;
  /** Workers that died before they were ready, in a row: after three, RDKit cannot start here. */
  private startFailures = 0;
  readonly stats: ChemPoolStats = { replaced: 0, timedOut: 0 };

  constructor(private readonly options: ChemPoolOptions) {}

  /** Depicts the molecules of one request; each answers on its own, never throws. */
  depictAll(requests: readonly DepictRequest[]): Promise<Depiction[]> {
    if (requests.length === 0) return Promise.resolve([]);
    if (this.closed) return Promise.resolve(requests.map(() => failed("chemistry is shutting down")));
    if (this.broken()) return Promise.resolve(requests.map(() => failed("RDKit could not start")));
    const batch: Job[] = [];
    const answers = requests.map(
      (request) =>
        new Promise<Depiction>((resolve) => batch.push({ id: this.nextId++, request, resolve, last: false })),
    );
    this.enqueue(batch, false);
    this.fill();
    this.pump();
    return Promise.all(answers);
  }

  /** Starts the workers now (at start-up) instead of at the first molecule. */
  start(): void {
    this.fill();
  }

  /** Terminates every worker; molecules still waiting answer an error. */
  async close(): Promise<void> {
    this.closed = true;
    this.failQueue("chemistry is shutting down");
    await Promise.all([...this.slots].map((slot) => this.drop(slot, "chemistry is shutting down")));
  }

  private broken(): boolean {
    return this.startFailures >= 3 && this.slots.size === 0;
  }

  private enqueue(batch: Job[], first: boolean): void {
    if (first) this.queue.unshift(batch);
    else this.queue.push(batch);
    this.queued += batch.length;
  }

  private fill(): void {
    if (this.module === undefined) {
      compiledRdkit().then(
        (module) => this.compiledAs(module),
        () => this.compiledAs(null),
      );
      return;
    }
    while (!this.closed && this.slots.size < this.options.workers && this.startFailures < 3) this.spawn();
  }

  private compiledAs(module: CompiledWasm | null): void {
    if (this.module !== undefined) return;
    this.module = module;
    this.fill();
  }

  private spawn(): void {
    const progress = new BigInt64Array(new SharedArrayBuffer(2 * BigInt64Array.BYTES_PER_ELEMENT));
    const worker = new Worker(workerFile, {
      // The worker is plain JavaScript: no TypeScript loader, test runner or debugger flags.
      execArgv: [],
      // Replacements skip the warm-up: the molecules waiting for them matter more.
      workerData: {
        module: this.module,
        warmUp: this.options.warmUp && this.stats.replaced === 0,
        progress: progress.buffer,
      },
    });
    const slot: Slot = { worker, ready: false, jobs: [], batches: 0, progress, timer: null };
    // An idle pool must not keep the process alive; a worker holds it only while it has a molecule.
    worker.unref();
    this.slots.add(slot);
    worker.on("message", (message: WorkerMessage) => this.onMessage(slot, message));
    worker.on("error", (error: Error) =>
      this.onExit(slot, `RDKit stopped on this molecule (${error.message})`),
    );
    worker.on("exit", (code: number) =>
      this.onExit(slot, `RDKit stopped on this molecule (exit code ${code})`),
    );
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if (!this.slots.has(slot)) return;
    if ("ready" in message) {
      slot.ready = true;
      this.startFailures = 0;
      this.pump();
      return;
    }
    for (const answer of message.answers) {
      const job = slot.jobs.shift();
      if (!job || job.id !== answer.id) {
        // Never expected: the worker answers in order. Its molecules go to another worker.
        if (job) slot.jobs.unshift(job);
        this.replace(slot, "RDKit answered out of order");
        return;
      }
      if (job.last) slot.batches -= 1;
      job.resolve({ smiles: answer.smiles, inChi: answer.inChi, molSvg: answer.molSvg, error: answer.error });
      // A worker whose module trapped answered, but its memory may be corrupt: it takes nothing more,
      // and the molecules it still held go to a sound worker (it stopped before them).
      if (answer.recycle) {
        this.replace(slot, null);
        return;
      }
    }
    if (slot.jobs.length === 0) this.idle(slot);
    this.pump();
  }

  private onExit(slot: Slot, error: string): void {
    if (!this.slots.has(slot)) return;
    if (!slot.ready) this.startFailures += 1;
    this.replace(slot, error);
  }

  /** The slot holds no molecule: no time limit to watch, and it stops holding the process. */
  private idle(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.worker.unref();
  }

  /** The molecule the worker is drawing now (null between molecules). */
  private drawing(slot: Slot): { id: number; since: number } | null {
    // The worker stores the start time before the id: a current id never comes with an older time.
    const id = Number(Atomics.load(slot.progress, 0));
    if (id === 0) return null;
    return { id, since: Number(Atomics.load(slot.progress, 1)) };
  }

  /**
   * Checks the time limit of the molecule being drawn, then again when it would run out (or a full
   * limit later between molecules). One timer per busy worker, not one per molecule.
   */
  private watch(slot: Slot): void {
    slot.timer = null;
    if (!this.slots.has(slot) || slot.jobs.length === 0) return;
    const now = this.drawing(slot);
    let wait = this.options.timeoutMs;
    if (now) {
      wait = now.since + this.options.timeoutMs - Date.now();
      if (wait <= 0) {
        this.stats.timedOut += 1;
        this.replace(slot, `took too long (over ${this.options.timeoutMs / 1000} s)`);
        return;
      }
    }
    slot.timer = setTimeout(() => this.watch(slot), wait);
  }

  /**
   * Stops a worker for good: the molecule it was drawing (else the first it held) answers `error`
   * (none when `error` is null: that molecule already answered), the others it held go back to the
   * front of the queue, answered or not. Everything up to terminate() runs at once, so no later
   * message or exit of this worker is seen.
   */
  private drop(slot: Slot, error: string | null): Promise<void> {
    if (!this.slots.delete(slot)) return Promise.resolve();
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const jobs = slot.jobs.splice(0);
    if (error !== null) {
      const now = this.drawing(slot);
      const culprit = (now && jobs.findIndex((job) => job.id === now.id)) ?? -1;
      const [failing] = jobs.splice(Math.max(0, culprit), 1);
      failing?.resolve(failed(error));
    }
    if (jobs.length > 0) {
      if (this.closed) for (const job of jobs) job.resolve(failed(error ?? "chemistry is shutting down"));
      else this.enqueue(jobs, true);
    }
    slot.worker.removeAllListeners();
    // A worker that already exited, or terminate() racing its exit, is not an error here.
    slot.worker.on("error", () => undefined);
    return slot.worker.terminate().then(
      () => undefined,
      () => undefined,
    );
  }

  private replace(slot: Slot, error: string | null = "RDKit stopped on this molecule"): void {
    this.stats.replaced += 1;
    void this.drop(slot, error);
    if (this.closed) return;
    this.fill();
    this.pump();
    if (this.broken()) this.failQueue("RDKit could not start");
  }

  private failQueue(error: string): void {
    this.queued = 0;
    for (const batch of this.queue.splice(0)) {
      for (const job of batch) job.resolve(failed(error));
    }
  }

  /** The next batch's size: a share of the waiting molecules, so that workers run out together. */
  private batchSize(): number {
    const share = Math.ceil(this.queued / (batchesPerWorker * Math.max(1, this.slots.size)));
    return Math.min(maxBatch, share);
  }

  /** Gives each ready worker batches up to batchesPerWorker, taking requests' molecules in turn. */
  private pump(): void {
    // Breadth first: every worker gets its first batch before any gets a second.
    for (let depth = 1; depth <= batchesPerWorker; depth++) {
      for (const slot of this.slots) {
        if (!slot.ready || slot.batches >= depth) continue;
        const size = this.batchSize();
        if (size === 0) return;
        const jobs: Job[] = [];
        while (jobs.length < size) {
          const batch = this.queue.shift();
          if (!batch) break;
          jobs.push(batch.shift()!);
          if (batch.length > 0) this.queue.push(batch);
        }
        this.queued -= jobs.length;
        this.send(slot, jobs);
      }
    }
  }

  private send(slot: Slot, jobs: Job[]): void {
    for (const job of jobs) job.last = false;
    jobs[jobs.length - 1]!.last = true;
    slot.batches += 1;
    slot.worker.postMessage(jobs.map((job) => ({ id: job.id, ...job.request })));
    const wasIdle = slot.jobs.length === 0;
    slot.jobs.push(...jobs);
    if (wasIdle) {
      slot.worker.ref();
      this.watch(slot);
    }
  }
}
