import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** A content-addressed store: bytes are kept under their SHA-256 (upper-case hex). */
export interface BlobStore {
  /** Stores the bytes and returns their hash and size; writing is atomic (temp file, then rename). */
  put(source: Readable | Buffer): Promise<{ sha256: string; size: number }>;
  has(sha256: string): Promise<boolean>;
  read(sha256: string, range?: { start: number; end: number }): Readable;
  /** Moves a file whose hash was verified into the store (it is removed when the blob exists). */
  adopt(file: string, sha256: string): Promise<void>;
  remove(sha256: string): Promise<void>;
}

const shaPattern = /^[0-9A-F]{64}$/;

/** Bytes per read of a blob stream. */
const readBytes = 1024 * 1024;

/** The folder blob store under `<dataDir>/blobs` (DESIGN §3). */
export function createFolderBlobStore(root: string): BlobStore {
  const pathOf = (sha256: string): string => {
    if (!shaPattern.test(sha256)) throw new Error("invalid blob hash");
    return path.join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  };
  return {
    async put(source) {
      const tmpDir = path.join(root, "tmp");
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomBytes(12).toString("hex"));
      const hash = createHash("sha256");
      let size = 0;
      try {
        if (Buffer.isBuffer(source)) {
          hash.update(source);
          size = source.length;
          await pipeline(async function* () {
            yield source;
          }, createWriteStream(tmp));
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
            createWriteStream(tmp),
          );
        }
        const sha256 = hash.digest("hex").toUpperCase();
        const target = pathOf(sha256);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(tmp, target);
        return { sha256, size };
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
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
    async adopt(file, sha256) {
      const target = pathOf(sha256);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await stat(target);
        await rm(file, { force: true });
      } catch {
        await rename(file, target);
      }
    },
    async remove(sha256) {
      await rm(pathOf(sha256), { force: true });
    },
  };
}
