/**
 * Live log lines: while a task runs, what it adds to its stdout and stderr files is read every 300 ms
 * and announced on `crucible_logs` (domain/events.ts), so a browser following the task sees its lines
 * as they come, whichever process runs it. The whole logs are stored with the task when it ends; the
 * live copy is bounded per stream (a task printing faster skips ahead, and the offsets show the gap).
 */
import { open } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";
import type { Services } from "../context.js";
import { publishLog, type LogStream } from "../events.js";

export const tailEveryMs = 300;
/** Bytes per stream and read announced at most (about 100 KiB a second). */
export const maxLiveBytesPerRead = 32 * 1024;

interface Tail {
  readonly stream: LogStream;
  readonly path: string;
  /** Bytes of the file read so far. */
  offset: number;
  /** Byte offset of the next text announced (the decoder may hold an unfinished character back). */
  published: number;
  decoder: StringDecoder;
}

/** New bytes of one file since the last read, at most the last `maxLiveBytesPerRead` of them. */
async function readNew(tail: Tail): Promise<Buffer | null> {
  let handle;
  try {
    handle = await open(tail.path, "r");
  } catch (error) {
    // The executor creates the file when the program starts.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    if (size <= tail.offset) return null;
    if (size - tail.offset > maxLiveBytesPerRead) {
      // Too much to carry live: skip to the newest bytes; a character cut in two reads as U+FFFD.
      tail.offset = size - maxLiveBytesPerRead;
      tail.published = tail.offset;
      tail.decoder = new StringDecoder("utf8");
    }
    const bytes = Buffer.alloc(size - tail.offset);
    const { bytesRead } = await handle.read(bytes, 0, bytes.length, tail.offset);
    tail.offset += bytesRead;
    return bytes.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Follows a task's two log files until `signal` aborts, then reads them once more and resolves: await
 * it before the task's end is written, so the last lines go out before the task's final state.
 */
export async function tailTaskLogs(
  services: Services,
  taskId: number,
  stdoutPath: string,
  stderrPath: string,
  signal: AbortSignal,
  log: (message: string) => void,
): Promise<void> {
  const tails: Tail[] = [
    { stream: "stdout", path: stdoutPath, offset: 0, published: 0, decoder: new StringDecoder("utf8") },
    { stream: "stderr", path: stderrPath, offset: 0, published: 0, decoder: new StringDecoder("utf8") },
  ];
  let failed = false;
  const readAll = async (last: boolean) => {
    for (const tail of tails) {
      try {
        const bytes = await readNew(tail);
        const decoded = bytes ? tail.decoder.write(bytes) : "";
        const text = last ? decoded + tail.decoder.end() : decoded;
        if (text === "") continue;
        const offset = tail.published;
        tail.published += Buffer.byteLength(text);
        await publishLog(services.db, taskId, tail.stream, offset, text);
      } catch (error) {
        // Told once: live lines are a convenience, the stored logs are complete either way.
        if (!failed)
          log(
            `task ${taskId}: live ${tail.stream} lines stopped: ${error instanceof Error ? error.message : String(error)}`,
          );
        failed = true;
      }
    }
  };
  while (!signal.aborted) {
    await readAll(false);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, tailEveryMs);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener("abort", done);
        resolve();
      }
      signal.addEventListener("abort", done, { once: true });
    });
  }
  await readAll(true);
}
