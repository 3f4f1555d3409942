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

/** Feeds `hash` a file's first `upTo` bytes (what sha256OfFile reads), and answers it. */
export async function hashFile(
  hash: Hash,
  file: string,
  upTo: number,
  options: HashOptions = {},
): Promise<Hash> {
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
  return hash;
}
