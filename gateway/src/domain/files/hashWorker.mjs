/**
 * The upload hash follower's worker thread (hashFollower.ts): hashes files that grow from their start,
 * each as far as it is told, reading them back from the page cache, so the request thread never
 * hashes an upload's bytes. (A worker file runs without the TypeScript loader, hence plain JavaScript.)
 *
 * Messages: `{ type: "follow", file, upTo }` hashes the file up to that offset (opened on first use);
 * `{ type: "digest", file, upTo, ask }` hashes up to the offset, answers `{ ask, sha256 }` (upper-case
 * hex, or `error`) and forgets the file; `{ type: "drop", file }` forgets it.
 */
import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";
import { closeSync, openSync, readSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";

const buffer = Buffer.allocUnsafe(workerData.readBytes);
/** Per file: its descriptor, hash, offset reached, and the first failure (answered by the digest). */
const files = new Map();

function stateOf(file) {
  let state = files.get(file);
  if (!state) {
    state = { fd: null, hash: createHash("sha256"), at: 0, error: null };
    files.set(file, state);
    try {
      state.fd = openSync(file, "r");
    } catch (error) {
      state.error = error instanceof Error ? error.message : String(error);
    }
  }
  return state;
}

function advance(state, upTo) {
  while (state.error === null && state.at < upTo) {
    try {
      const read = readSync(state.fd, buffer, 0, Math.min(buffer.length, upTo - state.at), state.at);
      if (read === 0) {
        state.error = `the file ends at ${state.at} bytes, not ${upTo}`;
        break;
      }
      state.hash.update(buffer.subarray(0, read));
      state.at += read;
    } catch (error) {
      state.error = error instanceof Error ? error.message : String(error);
    }
  }
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
  advance(state, message.upTo);
  if (message.type !== "digest") return;
  const answer =
    state.error === null
      ? { ask: message.ask, sha256: state.hash.digest("hex").toUpperCase() }
      : { ask: message.ask, error: state.error };
  forget(message.file);
  parentPort.postMessage(answer);
});
