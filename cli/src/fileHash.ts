/**
 * A download's SHA-256, hashed off the main thread: one worker thread per process (made on first
 * use, not keeping the process alive) reads each part file back from the page cache as it grows, so
 * the main thread only receives and writes. On a 256 MiB download the hash was a fifth of the main
 * thread's time, spent while the answer waited. The worker's code is inline (the CLI runs from an
 * esbuild bundle, which carries no separate worker file). If the worker fails, a digest answers null
 * and the caller hashes the file itself.
 */
import { createHash } from "node:crypto";
import { open } from "node:fs/promises";
import { Worker } from "node:worker_threads";

// CommonJS (an eval worker): per file, its descriptor, hash and the offset reached.
const workerSource = `
const { createHash } = require("node:crypto");
const { closeSync, openSync, readSync } = require("node:fs");
const { parentPort } = require("node:worker_threads");
const buffer = Buffer.allocUnsafe(4 * 1024 * 1024);
const files = new Map();
function stateOf(file) {
  let state = files.get(file);
  if (!state) {
    state = { fd: null, hash: createHash("sha256"), at: 0, error: null };
    files.set(file, state);
    try { state.fd = openSync(file, "r"); } catch (error) { state.error = String(error); }
  }
  return state;
}
function forget(file) {
  const state = files.get(file);
  if (!state) return;
  files.delete(file);
  if (state.fd !== null) closeSync(state.fd);
}
parentPort.on("message", (message) => {
  if (message.type === "drop") return forget(message.file);
  const state = stateOf(message.file);
  while (state.error === null && state.at < message.upTo) {
    try {
      const read = readSync(state.fd, buffer, 0, Math.min(buffer.length, message.upTo - state.at), state.at);
      if (read === 0) { state.error = "the file ends at " + state.at; break; }
      state.hash.update(buffer.subarray(0, read));
      state.at += read;
    } catch (error) { state.error = String(error); }
  }
  if (message.type !== "digest") return;
  parentPort.postMessage(state.error === null
    ? { ask: message.ask, sha256: state.hash.digest("hex").toUpperCase() }
    : { ask: message.ask, error: state.error });
  forget(message.file);
});
`;

type Answer = { ask: number; sha256: string } | { ask: number; error: string };

let worker: Worker | null = null;
let asked = 0;
const waiting = new Map<number, (sha256: string | null) => void>();

function theWorker(): Worker {
  if (worker) return worker;
  const made = new Worker(workerSource, { eval: true, execArgv: [] });
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

/** Hashes `file` from its start up to `upTo` bytes (already written), in the background. */
export function followFileHash(file: string, upTo: number): void {
  if (upTo > 0) theWorker().postMessage({ type: "follow", file, upTo });
}

/** Forgets what was hashed of `file` (it was truncated): the next follow starts from its start. */
export function dropFileHash(file: string): void {
  worker?.postMessage({ type: "drop", file });
}

/**
 * The SHA-256 (upper-case hex) of `file`'s first `upTo` bytes, which no longer change; null when the
 * file could not be read or the worker failed. The file is forgotten afterwards.
 */
export function fileDigest(file: string, upTo: number): Promise<string | null> {
  const ask = ++asked;
  return new Promise((resolve) => {
    waiting.set(ask, resolve);
    // A digest awaited keeps the process alive until it is answered.
    const hasher = theWorker();
    hasher.ref();
    hasher.postMessage({ type: "digest", file, upTo, ask });
  });
}

/** Bytes read at once while hashing a file on this thread. */
const hashReadBytes = 4 * 1024 * 1024;

/**
 * The SHA-256 (upper-case hex) of a file's first `upTo` bytes (all of them by default), hashed on this
 * thread through one reused buffer (a stream allocated 1 MiB per read: 256 MiB of garbage for a
 * 256 MiB file). `onProgress` hears the bytes hashed so far; an aborted `signal` stops it.
 */
export async function sha256OfFile(
  file: string,
  upTo = Number.POSITIVE_INFINITY,
  options: { onProgress?: (bytes: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const hash = createHash("sha256");
  const handle = await open(file, "r");
  const buffer = Buffer.allocUnsafe(hashReadBytes);
  try {
    for (let done = 0; done < upTo;) {
      options.signal?.throwIfAborted();
      const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, upTo - done), done);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
      done += bytesRead;
      options.onProgress?.(done);
    }
  } finally {
    await handle.close();
  }
  return hash.digest("hex").toUpperCase();
}
