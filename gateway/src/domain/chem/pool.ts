/**
 * The chemistry pool: RDKit.js instances in worker threads, so that no molecule ever runs on the
 * request thread. A worker that overruns the time limit is terminated, one that crashes or traps is
 * replaced, and the molecule it held answers a per-record error.
 *
 * Fairness (fairQueue.ts): the next molecule is always one of the user who has used the least worker time lately
 * (the time decays by half every usageHalfLifeMs), each user's pages taking turns among themselves.
 * A user who keeps the pool busy has used the most, so another user's page goes before everything
 * they have queued, and waits only for the molecules being drawn (one per worker); the molecules
 * already sent out in batches are taken back for it. A page whose client went away gives up the
 * molecules no worker has started.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { failed, goneAway, type DepictFor, type DepictRequest, type Depiction } from "./depiction.js";
import { FairQueue, type Job, type Page } from "./fairQueue.js";

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
  /** Molecules a worker answered (drawn or refused by RDKit). */
  drawn: number;
  /** Molecules dropped before any worker started them, because their client went away. */
  dropped: number;
}

/**
 * Molecules sent together to every ready worker. Each molecule has a claim cell in shared memory: a
 * worker draws it only after claiming it (compare-and-exchange from 0 to its token), so the workers
 * share each batch as they go, like one queue, and none idles while another still holds molecules.
 */
interface Batch {
  jobs: Job[];
  /** Per molecule: 0 unclaimed, a worker's token, or mainClaim when the pool took it back. */
  claims: Int32Array;
}

interface Slot {
  worker: Worker;
  /** This worker's token in the claim cells. */
  token: number;
  ready: boolean;
  /**
   * Shared with the worker: the id of the molecule it is drawing (0 between molecules) and the time
   * (Date.now()) it started it. The time limit is checked against it, and a worker that dies names
   * the molecule it died on, although its answers come in batches.
   */
  progress: BigInt64Array;
  /** Checks the time limit of the molecule being drawn while any molecule is out. */
  timer: NodeJS.Timeout | null;
}

/**
 * One message per batch to each worker and one answer per worker per batch, instead of one each way
 * per molecule. At most openBatches batches hold unclaimed molecules at a time: the workers draw from
 * one while the next waits in their ports, so none idles for the round trip, and a request that
 * arrives waits behind at most openBatches * maxBatch molecules.
 */
const openBatches = 2;
const maxBatch = 16;
/** The claim of a molecule the pool took back from a worker that was replaced. */
const mainClaim = -1;

interface WorkerAnswer extends Depiction {
  id: number;
  recycle: boolean;
  /** Time the worker spent on it. */
  ms: number;
}

type WorkerMessage = { ready: true } | { answers: WorkerAnswer[] };

/** A molecule sent and not answered: its batch and its place there. */
interface Out {
  job: Job;
  batch: Batch;
  index: number;
}

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

export class ChemPool {
  private readonly slots = new Set<Slot>();
  /** Molecules waiting to be sent, and the worker time each user has used lately (fairQueue.ts). */
  private readonly queue = new FairQueue();
  /** Batches sent with molecules not answered yet, oldest first. */
  private readonly batches: Batch[] = [];
  /** Molecules sent and not answered, by id. */
  private readonly out = new Map<number, Out>();
  private closed = false;
  private nextId = 1;
  private nextToken = 1;
  /** The compiled RDKit once known (null: each worker compiles its own). */
  private module: CompiledWasm | null | undefined = undefined;
  /** Workers that died before they were ready, in a row: after three, RDKit cannot start here. */
  private startFailures = 0;
  readonly stats: ChemPoolStats = { replaced: 0, timedOut: 0, drawn: 0, dropped: 0 };

  constructor(private readonly options: ChemPoolOptions) {}

  /** Depicts the molecules of one page for one user; each answers on its own, never throws. */
  async depictAll(requests: readonly DepictRequest[], caller: DepictFor): Promise<Depiction[]> {
    if (requests.length === 0) return [];
    if (this.closed) return requests.map(() => failed("chemistry is shutting down"));
    if (this.broken()) return requests.map(() => failed("RDKit could not start"));
    if (caller.signal?.aborted) {
      // The client went away while the page waited for its turn: none of it is drawn.
      this.stats.dropped += requests.length;
      return requests.map(() => failed(goneAway));
    }
    const page: Page = { user: caller.user, waiting: [], abandoned: false };
    const answers = requests.map(
      (request, order) =>
        new Promise<Depiction>((resolve) =>
          page.waiting.push({ id: this.nextId++, page, order, charged: 0, request, resolve }),
        ),
    );
    this.enqueue(page.waiting.splice(0));
    // Molecules sent out in batches and not started, of users who have used more than this one, are
    // taken back: this page goes before them, not after two batches of theirs.
    const mine = this.queue.used(page.user);
    const before = new Set<string>();
    for (const { job } of this.out.values()) {
      if (this.queue.used(job.page.user) > mine) before.add(job.page.user);
    }
    if (before.size > 0) this.enqueue(this.reclaim((job) => before.has(job.page.user)));
    const abandon = () => this.abandon(page);
    caller.signal?.addEventListener("abort", abandon, { once: true });
    this.fill();
    this.pump();
    try {
      return await Promise.all(answers);
    } finally {
      caller.signal?.removeEventListener("abort", abandon);
    }
  }

  /** Starts the workers now (at start-up) instead of at the first molecule. */
  start(): void {
    this.fill();
  }

  /** Terminates every worker; molecules still waiting answer an error. */
  async close(): Promise<void> {
    this.closed = true;
    this.failQueue("chemistry is shutting down");
    const stopping = [...this.slots].map((slot) => this.drop(slot, null));
    for (const { job } of this.out.values()) job.resolve(failed("chemistry is shutting down"));
    this.out.clear();
    this.batches.length = 0;
    await Promise.all(stopping);
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
    const progress = new BigInt64Array(new SharedArrayBuffer(2 * BigInt64Array.BYTES_PER_ELEMENT));
    const token = this.nextToken++;
    const worker = new Worker(workerFile, {
      // The worker is plain JavaScript: no TypeScript loader, test runner or debugger flags.
      execArgv: [],
      // Replacements skip the warm-up: the molecules waiting for them matter more.
      workerData: {
        module: this.module,
        warmUp: this.options.warmUp && this.stats.replaced === 0,
        progress: progress.buffer,
        token,
      },
    });
    const slot: Slot = { worker, token, ready: false, progress, timer: null };
    // An idle pool must not keep the process alive; a worker holds it only while molecules are out.
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
      if (this.out.size > 0) this.busy(slot);
      this.pump();
      return;
    }
    for (const answer of message.answers) {
      const out = this.out.get(answer.id);
      // Only the worker that claimed a molecule answers it, and only once.
      if (!out) continue;
      this.out.delete(answer.id);
      this.stats.drawn += 1;
      this.queue.answered(out.job, answer.ms);
      out.job.resolve({
        smiles: answer.smiles,
        inChi: answer.inChi,
        molSvg: answer.molSvg,
        error: answer.error,
      });
      // A worker whose module trapped answered, but its memory may be corrupt: it takes nothing more.
      if (answer.recycle) {
        this.replace(slot, null);
        return;
      }
    }
    this.pump();
  }

  private onExit(slot: Slot, error: string): void {
    if (!this.slots.has(slot)) return;
    if (!slot.ready) this.startFailures += 1;
    this.replace(slot, error);
  }

  /** Molecules are out: the worker holds the process and its time limit is watched. */
  private busy(slot: Slot): void {
    if (slot.timer || !slot.ready) return;
    slot.worker.ref();
    this.watch(slot);
  }

  /** No molecule is out: no time limit to watch, and the worker stops holding the process. */
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
    if (!this.slots.has(slot) || this.out.size === 0) return;
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
   * Stops a worker for good. The molecule it was drawing (else the first it claimed and did not
   * answer) answers `error` (none when `error` is null); the others it claimed and every molecule no
   * worker has claimed yet go back to the front of the queue, answered or not (the pool claims those
   * first, so no other worker starts them too). Everything up to terminate() runs at once, so no
   * later message or exit of this worker is seen.
   */
  private drop(slot: Slot, error: string | null): Promise<void> {
    if (!this.slots.delete(slot)) return Promise.resolve();
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    if (!this.closed) {
      const now = this.drawing(slot);
      const again: Job[] = [];
      let failing: Job | null = null;
      for (const [id, { job, batch, index }] of this.out) {
        const claim = Atomics.compareExchange(batch.claims, index, 0, mainClaim);
        if (claim !== 0 && claim !== slot.token) continue;
        this.out.delete(id);
        if (error !== null && claim === slot.token && failing === null && (!now || now.id === id))
          failing = job;
        else again.push(job);
      }
      if (failing) {
        // The molecule that overran (or crashed) counts for the time it took.
        this.queue.charge(failing, now ? Date.now() - now.since : 0);
        failing.resolve(failed(error!));
      }
      for (const job of again) this.queue.charge(job, 0);
      this.prune();
      this.enqueue(again);
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
    this.queue.failAll(error);
  }

  /** Puts molecules into the queue (fairQueue.ts); those of an abandoned page are dropped. */
  private enqueue(jobs: readonly Job[]): void {
    this.stats.dropped += this.queue.enqueue(jobs);
  }

  /**
   * Takes back the molecules sent out that no worker has claimed yet and that `which` selects: the pool
   * claims them (so no worker starts them any more) and forgets them as sent.
   */
  private reclaim(which: (job: Job) => boolean): Job[] {
    const taken: Job[] = [];
    for (const [id, { job, batch, index }] of this.out) {
      if (!which(job) || Atomics.compareExchange(batch.claims, index, 0, mainClaim) !== 0) continue;
      this.out.delete(id);
      this.queue.charge(job, 0);
      taken.push(job);
    }
    this.prune();
    return taken;
  }

  /** The client went away: its molecules waiting or sent and not claimed answer at once, undrawn. */
  private abandon(page: Page): void {
    if (page.abandoned || this.closed) return;
    page.abandoned = true;
    const dropped = [...page.waiting.splice(0), ...this.reclaim((job) => job.page === page)];
    this.queue.remove(page);
    this.stats.dropped += dropped.length;
    for (const job of dropped) job.resolve(failed(goneAway));
    this.pump();
  }

  /** Forgets batches whose molecules have all answered. */
  private prune(): void {
    while (this.batches.length > 0 && this.batches[0]!.jobs.every((job) => !this.out.has(job.id))) {
      this.batches.shift();
    }
  }

  /** Batches with a molecule no worker has claimed yet. */
  private openCount(): number {
    let open = 0;
    for (const batch of this.batches) {
      if (batch.claims.some((claim) => claim === 0)) open += 1;
    }
    return open;
  }

  /** Sends batches to every ready worker while fewer than openBatches have unclaimed molecules. */
  private pump(): void {
    this.prune();
    const ready = [...this.slots].filter((slot) => slot.ready);
    if (ready.length === 0) return;
    while (this.queue.waiting && this.openCount() < openBatches) {
      const jobs: Job[] = [];
      // Each molecule from the user who has used the least worker time so far (fairQueue.ts).
      while (jobs.length < maxBatch) {
        const job = this.queue.next();
        if (!job) break;
        jobs.push(job);
      }
      const batch: Batch = {
        jobs,
        claims: new Int32Array(new SharedArrayBuffer(jobs.length * Int32Array.BYTES_PER_ELEMENT)),
      };
      this.batches.push(batch);
      jobs.forEach((job, index) => this.out.set(job.id, { job, batch, index }));
      const message = {
        claims: batch.claims.buffer,
        requests: jobs.map((job) => ({ id: job.id, ...job.request })),
      };
      for (const slot of ready) {
        slot.worker.postMessage(message);
        this.busy(slot);
      }
    }
    if (this.out.size === 0) for (const slot of this.slots) this.idle(slot);
  }
}
