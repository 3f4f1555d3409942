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
  request: DepictRequest;
  resolve(depiction: Depiction): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** Molecules sent, in order: the first is being drawn, the next waits in the worker's port. */
  jobs: Job[];
  /** The time limit of the first job. */
  timer: NodeJS.Timeout | null;
}

/**
 * Molecules a worker holds at once: one drawn, one waiting in its port, so it never idles for the
 * round trip to the request thread between two molecules.
 */
const jobsPerWorker = 2;

interface WorkerAnswer extends Depiction {
  id: number;
  recycle: boolean;
}

type WorkerMessage = { ready: true } | WorkerAnswer;

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
      (request) => new Promise<Depiction>((resolve) => batch.push({ request, resolve })),
    );
    this.queue.push(batch);
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
    const worker = new Worker(workerFile, {
      // The worker is plain JavaScript: no TypeScript loader, test runner or debugger flags.
      execArgv: [],
      // Replacements skip the warm-up: the molecules waiting for them matter more.
      workerData: { module: this.module, warmUp: this.options.warmUp && this.stats.replaced === 0 },
    });
    const slot: Slot = { worker, ready: false, jobs: [], timer: null };
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
    const job = slot.jobs.shift();
    this.clearTimer(slot);
    job?.resolve({
      smiles: message.smiles,
      inChi: message.inChi,
      molSvg: message.molSvg,
      error: message.error,
    });
    // A worker whose module trapped answered, but its memory may be corrupt: it takes nothing more.
    if (message.recycle) {
      // What waited in its port goes to a sound worker (the broken one may have started on it).
      const waiting = slot.jobs.splice(0);
      if (waiting.length > 0) this.queue.unshift(waiting);
      this.replace(slot);
      return;
    }
    // The worker has already started the molecule waiting in its port.
    this.startTimer(slot);
    this.pump();
  }

  private onExit(slot: Slot, error: string): void {
    if (!this.slots.has(slot)) return;
    if (!slot.ready) this.startFailures += 1;
    this.replace(slot, error);
  }

  private clearTimer(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }

  /** Arms the time limit of the slot's first molecule; an idle worker stops holding the process. */
  private startTimer(slot: Slot): void {
    if (slot.jobs.length === 0) {
      slot.worker.unref();
      return;
    }
    slot.timer = setTimeout(() => {
      this.stats.timedOut += 1;
      this.replace(slot, `took too long (over ${this.options.timeoutMs / 1000} s)`);
    }, this.options.timeoutMs);
  }

  /**
   * Stops a worker for good: the molecule it was drawing answers `error`, the one waiting in its port
   * goes back to the front of the queue. Everything up to terminate() runs at once, so no later
   * message or exit of this worker is seen.
   */
  private drop(slot: Slot, error: string): Promise<void> {
    if (!this.slots.delete(slot)) return Promise.resolve();
    this.clearTimer(slot);
    const [drawing, ...waiting] = slot.jobs.splice(0);
    drawing?.resolve(failed(error));
    if (waiting.length > 0) {
      if (this.closed) for (const job of waiting) job.resolve(failed(error));
      else this.queue.unshift(waiting);
    }
    slot.worker.removeAllListeners();
    // A worker that already exited, or terminate() racing its exit, is not an error here.
    slot.worker.on("error", () => undefined);
    return slot.worker.terminate().then(
      () => undefined,
      () => undefined,
    );
  }

  private replace(slot: Slot, error = "RDKit stopped on this molecule"): void {
    this.stats.replaced += 1;
    void this.drop(slot, error);
    if (this.closed) return;
    this.fill();
    this.pump();
    if (this.broken()) this.failQueue("RDKit could not start");
  }

  private failQueue(error: string): void {
    for (const batch of this.queue.splice(0)) {
      for (const job of batch) job.resolve(failed(error));
    }
  }

  /** Gives each ready worker molecules up to jobsPerWorker, taking batches in turn. */
  private pump(): void {
    // Breadth first: every worker gets its first molecule before any gets a second.
    for (let depth = 1; depth <= jobsPerWorker; depth++) {
      for (const slot of this.slots) {
        if (!slot.ready || slot.jobs.length >= depth) continue;
        const batch = this.queue.shift();
        if (!batch) return;
        const job = batch.shift()!;
        if (batch.length > 0) this.queue.push(batch);
        this.send(slot, job);
      }
    }
  }

  private send(slot: Slot, job: Job): void {
    slot.jobs.push(job);
    slot.worker.postMessage({ id: this.nextId++, ...job.request });
    if (slot.jobs.length === 1) {
      slot.worker.ref();
      this.startTimer(slot);
    }
  }
}
