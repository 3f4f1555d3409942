/**
 * Work that must not run on the request thread and must be bounded (a sequence file's parse, an
 * uploaded zip's reading): a pool of worker threads per kind of work (piscina). A task that takes
 * longer than its time is stopped (its thread is terminated, and the pool starts another when it
 * needs one); a thread over its memory limit dies with its task, which fails. Threads idle for a
 * while go, so an idle gateway keeps none. The pool's file exports the task's function as default.
 */
import { Piscina } from "piscina";
import { limitConcurrency } from "./concurrency.js";

export interface ThreadPoolOptions {
  /** Tasks at once; more wait their turn, and the wait does not count against their time. */
  readonly threads: number;
  /** Each thread's heap limit. */
  readonly maxOldGenerationSizeMb: number;
}

/** A task's end: its answer, its time ran out, or its thread failed (crashed, over its memory). */
export type ThreadOutcome<T> =
  { readonly answer: T } | { readonly timedOut: true } | { readonly failed: Error };

export type ThreadPool<In, Out> = (input: In, timeoutMs: number) => Promise<ThreadOutcome<Out>>;

const idleMs = 30_000;

export function threadPool<In, Out>(file: URL, options: ThreadPoolOptions): ThreadPool<In, Out> {
  let pool: Piscina<In, Out> | null = null;
  // Waiting here, not in piscina's queue: a task's time starts when a thread takes it.
  const slot = limitConcurrency(options.threads);
  return (input, timeoutMs) =>
    slot(async () => {
      pool ??= new Piscina<In, Out>({
        filename: file.href,
        minThreads: 0,
        maxThreads: options.threads,
        idleTimeout: idleMs,
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb },
      });
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        return { answer: await pool.run(input, { signal }) };
      } catch (error) {
        if (signal.aborted) return { timedOut: true };
        return { failed: error instanceof Error ? error : new Error(String(error)) };
      }
    });
}
