/**
 * Hashes upload assembly files off the request thread (uploads.ts): one worker thread per process
 * (`hashWorker.mjs`, made on first use, not keeping the process alive) reads each file back as its
 * recorded prefix grows and keeps its SHA-256, so the finish only asks for the digest. A 256 MiB
 * upload's hash was a third of a second of the request thread's time, spent while chunks waited.
 * If the worker fails, a digest answers null and the caller hashes the file itself.
 */
import { Worker } from "node:worker_threads";

const workerFile = new URL("./hashWorker.mjs", import.meta.url);

/** The worker reads a file this many bytes at a time (hashWorker.mjs takes it as its workerData). */
export const followReadBytes = 4 * 1024 * 1024;

type Answer = { ask: number; sha256: string } | { ask: number; error: string };

let worker: Worker | null = null;
let asked = 0;
const waiting = new Map<number, (sha256: string | null) => void>();

function theWorker(): Worker {
  if (worker) return worker;
  const made = new Worker(workerFile, { execArgv: [], workerData: { readBytes: followReadBytes } });
  made.on("message", (answer: Answer) => {
    const settle = waiting.get(answer.ask);
    waiting.delete(answer.ask);
    settle?.("sha256" in answer ? answer.sha256 : null);
    if (waiting.size === 0) made.unref();
  });
  const gone = () => {
    if (worker === made) worker = null;
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
  };
  made.on("error", gone);
  made.on("exit", gone);
  // Unreferenced once its listeners are on (adding one references it again): an idle hasher never
  // keeps the process alive.
  made.unref();
  worker = made;
  return made;
}

/** Hashes `file` (an absolute path, its key) from its start up to `upTo` bytes, in the background. */
export function followHash(file: string, upTo: number): void {
  theWorker().postMessage({ type: "follow", file, upTo });
}

/**
 * The SHA-256 (upper-case hex) of `file`'s first `upTo` bytes, which must not change any more (a file
 * never followed is hashed from its start); null when it could not be read or the worker failed.
 */
export function hashDigest(file: string, upTo: number): Promise<string | null> {
  const ask = ++asked;
  return new Promise((resolve) => {
    waiting.set(ask, resolve);
    // A digest awaited keeps the process alive until it is answered.
    const hasher = theWorker();
    hasher.ref();
    hasher.postMessage({ type: "digest", file, upTo, ask });
  });
}

/** Forgets a followed file (its upload went). */
export function dropHash(file: string): void {
  worker?.postMessage({ type: "drop", file });
}
