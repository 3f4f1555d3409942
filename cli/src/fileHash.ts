/** Files hashed on this thread, through one reused buffer. */
import { createHash, type Hash } from "node:crypto";
import { open } from "node:fs/promises";

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
  options: HashOptions = {},
): Promise<string> {
  return (await hashFile(createHash("sha256"), file, upTo, options)).digest("hex").toUpperCase();
}

export interface HashOptions {
  onProgress?: (bytes: number) => void;
  signal?: AbortSignal;
}

/**
 * Feeds `hash` a file's first `upTo` bytes (what sha256OfFile reads), and answers it. Two buffers take
 * turns: the next read runs while this one is hashed (256 MiB in 0.16 s instead of 0.22 s).
 */
export async function hashFile(
  hash: Hash,
  file: string,
  upTo: number,
  options: HashOptions = {},
): Promise<Hash> {
  const handle = await open(file, "r");
  const buffers = [Buffer.allocUnsafe(hashReadBytes), Buffer.allocUnsafe(hashReadBytes)];
  const readAt = (turn: number, at: number) =>
    handle.read(buffers[turn % 2]!, 0, Math.min(hashReadBytes, upTo - at), at);
  let reading = upTo > 0 ? readAt(0, 0) : null;
  try {
    for (let done = 0, turn = 0; reading !== null; turn++) {
      const { bytesRead, buffer } = await reading;
      if (bytesRead === 0) break;
      done += bytesRead;
      options.signal?.throwIfAborted();
      reading = done < upTo ? readAt(turn + 1, done) : null;
      hash.update(buffer.subarray(0, bytesRead));
      options.onProgress?.(done);
    }
  } finally {
    // A read still running when this stops (an abort, a failure) ends before the file is closed.
    await reading?.catch(() => undefined);
    await handle.close();
  }
  return hash;
}
