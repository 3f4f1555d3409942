import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** What a caller knows the bytes must be (an upload's declared hash and size). */
export interface BlobExpectation {
  readonly sha256: string;
  readonly size: number;
}

export interface PutOptions {
  /** Bytes of another hash or size are refused (`BlobMismatchError`) and nothing is committed. */
  readonly expect?: BlobExpectation;
  /** Sync the bytes to the disk before they are committed (the only copy of an upload's bytes). */
  readonly sync?: boolean;
}

/** The bytes given to `put` were not the expected ones: nothing was committed. */
export class BlobMismatchError extends Error {
  constructor(
    readonly expected: BlobExpectation,
    readonly actual: { sha256: string; size: number },
  ) {
    super(`blob bytes hash to ${actual.sha256} (${actual.size} bytes), not ${expected.sha256}`);
    this.name = "BlobMismatchError";
  }
}

/**
 * A content-addressed store: bytes are kept under their SHA-256 (upper-case hex) and never written
 * after they are committed, so every file under a hash's name holds bytes that hash to it.
 */
export interface BlobStore {
  /**
   * Stores the bytes and returns their hash and size. They are written to a temporary name of their
   * own (created read-only, nobody else has it open), hashed as they are written, and only then
   * committed under their hash by a rename. A file already under that name is replaced by the bytes
   * just hashed: whatever it holds, it can never be kept in place of the genuine bytes.
   */
  put(source: Readable | Buffer, options?: PutOptions): Promise<{ sha256: string; size: number }>;
  /**
   * A blob written piece by piece, each piece at its position (pieces may arrive in any order and be
   * written at once): a temporary name of its own (`name`), committed only by `commit` when its hash
   * and size are the expected ones (else `BlobMismatchError` and the temporary name removed). `abort`
   * removes it; `close` only lets go of it (its file stays, for whoever reads it by name). `folder`
   * places the temporary file elsewhere on the same file system (an upload's chunk folder, so that it
   * goes with the upload whichever gateway removes it); a commit across file systems fails (EXDEV).
   */
  writer(options?: { folder?: string }): Promise<BlobWriter>;
  has(sha256: string): Promise<boolean>;
  read(sha256: string, range?: { start: number; end: number }): Readable;
  remove(sha256: string): Promise<void>;
  /** Removes temporary files older than this (left by a process killed while it wrote a blob). */
  sweepTemporary(olderThanMs: number): Promise<number>;
}

/** A blob being written piece by piece at positions (`BlobStore.writer`). */
export interface BlobWriter {
  /** The temporary file's name in its folder. */
  readonly name: string;
  /** Writes the bytes at a position; writes at different positions may overlap in time. */
  write(bytes: Buffer, position: number): Promise<void>;
  /**
   * Commits the file under its hash. `hashed` is the hash and size of the file's bytes in order, for a
   * caller that hashed them as it wrote them (every write done, none to come); without it the file is
   * read back and hashed. The size is checked on the file itself either way.
   */
  commit(
    options?: PutOptions & { hashed?: { sha256: string; size: number } },
  ): Promise<{ sha256: string; size: number }>;
  /**
   * Starts writing the bytes written so far to the disk (a datasync in the background, one at a time),
   * so that a synced commit has only the rest to write. A failure is kept: the commit throws it.
   */
  flush(): void;
  /** Lets go of the file without removing it. */
  close(): Promise<void>;
  abort(): Promise<void>;
}

const shaPattern = /^[0-9A-F]{64}$/;

/** Bytes per read of a blob stream. */
const readBytes = 1024 * 1024;

/** The folder blob store under `<dataDir>/blobs` (DESIGN §3); temporary names under `blobs/tmp`. */
export function createFolderBlobStore(root: string): BlobStore {
  const pathOf = (sha256: string): string => {
    if (!shaPattern.test(sha256)) throw new Error("invalid blob hash");
    return path.join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  };
  const store: BlobStore = {
    async put(source, options = {}) {
      const tmpDir = path.join(root, "tmp");
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomBytes(12).toString("hex"));
      const hash = createHash("sha256");
      let size = 0;
      try {
        // "wx": a name of its own; mode 0444: once closed, nobody opens it for writing again.
        const out = createWriteStream(tmp, { flags: "wx", mode: 0o444 });
        if (Buffer.isBuffer(source)) {
          hash.update(source);
          size = source.length;
          await pipeline(async function* () {
            yield source;
          }, out);
        } else {
          await pipeline(
            source,
            async function* (chunks: AsyncIterable<Buffer>) {
              for await (const chunk of chunks) {
                hash.update(chunk);
                size += chunk.length;
                yield chunk;
              }
            },
            out,
          );
        }
        const sha256 = hash.digest("hex").toUpperCase();
        const { expect } = options;
        if (expect && (expect.sha256 !== sha256 || expect.size !== size)) {
          throw new BlobMismatchError(expect, { sha256, size });
        }
        if (options.sync) {
          const handle = await open(tmp, "r");
          try {
            await handle.datasync();
          } finally {
            await handle.close();
          }
        }
        const target = pathOf(sha256);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(tmp, target);
        return { sha256, size };
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },
    async writer(options = {}) {
      const tmpDir = options.folder ?? path.join(root, "tmp");
      // A folder given is not made again (it may have been removed on purpose meanwhile).
      if (!options.folder) await mkdir(tmpDir, { recursive: true });
      const name = `blob.${randomBytes(12).toString("hex")}`;
      const tmp = path.join(tmpDir, name);
      // "wx": a name of its own. Only this writer's handle writes into it; the commit makes it 0444.
      const handle = await open(tmp, "wx", 0o600);
      let closed = false;
      let flushing: Promise<void> | null = null;
      // A failed datasync is kept for the commit: Linux may not report it to a later one.
      let flushFailure: { error: unknown } | null = null;
      const close = async () => {
        if (closed) return;
        closed = true;
        await flushing;
        await handle.close();
      };
      const abort = async () => {
        await close().catch(() => undefined);
        await rm(tmp, { force: true });
      };
      return {
        name,
        async write(bytes, position) {
          if (closed) throw new Error("the blob writer is closed");
          let written = 0;
          while (written < bytes.length) {
            const { bytesWritten } = await handle.write(
              bytes,
              written,
              bytes.length - written,
              position + written,
            );
            written += bytesWritten;
          }
        },
        flush() {
          if (closed || flushing) return;
          flushing = handle
            .datasync()
            .catch((error: unknown) => {
              flushFailure ??= { error };
            })
            .finally(() => {
              flushing = null;
            });
        },
        async commit(options = {}) {
          try {
            if (closed) throw new Error("the blob writer is closed");
            await flushing;
            if (flushFailure) throw flushFailure.error;
            const { size } = await handle.stat();
            let sha256: string;
            if (options.hashed) {
              if (options.hashed.size !== size) {
                throw new BlobMismatchError(options.hashed, { sha256: options.hashed.sha256, size });
              }
              sha256 = options.hashed.sha256;
            } else {
              const hash = createHash("sha256");
              for await (const chunk of createReadStream(tmp, { highWaterMark: readBytes })) {
                hash.update(chunk as Buffer);
              }
              sha256 = hash.digest("hex").toUpperCase();
            }
            const { expect } = options;
            if (expect && (expect.sha256 !== sha256 || expect.size !== size)) {
              throw new BlobMismatchError(expect, { sha256, size });
            }
            if (options.sync) await handle.datasync();
            await handle.chmod(0o444);
            await close();
            const target = pathOf(sha256);
            await mkdir(path.dirname(target), { recursive: true });
            try {
              await rename(tmp, target);
            } catch (error) {
              // The folder given is on another file system than the store: the bytes are copied.
              if ((error as NodeJS.ErrnoException | null)?.code !== "EXDEV") throw error;
              await store.put(createReadStream(tmp, { highWaterMark: readBytes }), {
                expect: { sha256, size },
                sync: options.sync,
              });
              await rm(tmp, { force: true });
            }
            return { sha256, size };
          } catch (error) {
            // Bytes that are not the expected ones go; on any other failure the file stays with its
            // folder (the bytes of an upload's recorded chunks), for the next commit to try again.
            if (error instanceof BlobMismatchError) await abort();
            else await close().catch(() => undefined);
            throw error;
          }
        },
        close,
        abort,
      };
    },
    async has(sha256) {
      try {
        await stat(pathOf(sha256));
        return true;
      } catch {
        return false;
      }
    },
    read(sha256, range) {
      // 1 MiB reads (not 64 KiB): a 256 MiB download costs the gateway a sixteenth of the reads and
      // events. A smaller range reads only what it asks for.
      return createReadStream(pathOf(sha256), {
        highWaterMark: readBytes,
        ...(range ? { start: range.start, end: range.end } : {}),
      });
    },
    async remove(sha256) {
      await rm(pathOf(sha256), { force: true });
    },
    async sweepTemporary(olderThanMs) {
      const tmpDir = path.join(root, "tmp");
      const before = Date.now() - olderThanMs;
      let removed = 0;
      for (const name of await readdir(tmpDir).catch(() => [] as string[])) {
        const file = path.join(tmpDir, name);
        const info = await stat(file).catch(() => null);
        if (info && info.mtimeMs < before) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
  return store;
}
