/**
 * Uploads benchmark (issue 24 item 2, "the stale-writer check"): what it costs that an upload's chunks
 * are each written to a file of their own and recorded in the database (so any gateway may take any
 * chunk, and a writer that lost the upload cannot touch it), and that the blob is written to a temporary
 * name, hashed and only then committed by a rename. Against a bare loop on the same bytes in the same run:
 * the chunks written in order through one open handle into one file (synced every 8 MiB and at the end),
 * the file hashed and renamed into place: the file work the gateway did before, without its database.
 *
 * (1) storage only: the chunk files (exclusive create, write) and `BlobStore.put` with the
 *     expected hash (read in order, hash, temporary file, datasync, rename) vs the bare loop;
 * (2) the whole API (upload_meta, then upload_file per chunk, over loopback HTTP; PGlite in memory, or
 *     BENCH_DATABASE_URL): in order one at a time, and shuffled with 4 in flight, vs the bare loop.
 *
 * `node --import tsx tests/bench/uploads.ts` runs this section alone (`BENCH_UPLOAD_MIB`: the size, 64;
 * `BENCH_IN_ORDER=1`: the 4-in-flight upload in order, for a gateway that takes chunks only in order).
 * Figures only, nothing fails on time.
 */
import { createHash, randomBytes, randomFillSync } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Readable } from "node:stream";
import { createFolderBlobStore } from "../../gateway/src/storage/blobStore.js";
import { startBenchApp } from "./app.js";

const MiB = 1024 * 1024;
const sizeMiB = Number(process.env.BENCH_UPLOAD_MIB ?? 64);
const rounds = 3;

function seconds(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function sha256Hex(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").toUpperCase();
}

/** Bytes that no earlier round stored (so nothing is answered as known). */
function freshBytes(): Buffer<ArrayBuffer> {
  const bytes = Buffer.allocUnsafe(sizeMiB * MiB);
  randomFillSync(bytes);
  return bytes;
}

/** The bare loop: one handle, chunks in order, synced every 8 MiB and at the end, hashed, renamed. */
async function bareWriteHash(dir: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, `bare-${randomBytes(6).toString("hex")}`);
  const handle = await open(file, "w");
  try {
    for (let offset = 0, i = 1; offset < bytes.length; offset += MiB, i++) {
      await handle.write(bytes, offset, Math.min(MiB, bytes.length - offset), offset);
      if (i % 8 === 0) await handle.datasync();
    }
    await handle.datasync();
  } finally {
    await handle.close();
  }
  const hash = createHash("sha256");
  for await (const part of createReadStream(file, { highWaterMark: MiB })) hash.update(part as Buffer);
  const sha256 = hash.digest("hex").toUpperCase();
  await rename(file, path.join(dir, sha256));
  return sha256;
}

/** The new storage path without the database: a file per chunk, then the blob committed by rename. */
async function chunkFilesThenCommit(dir: string, bytes: Buffer, sha256: string): Promise<void> {
  const chunks = path.join(dir, `chunks-${randomBytes(6).toString("hex")}`);
  await mkdir(chunks, { recursive: true });
  const names: string[] = [];
  for (let offset = 0, index = 0; offset < bytes.length; offset += MiB, index++) {
    const name = path.join(chunks, `${index}.${randomBytes(8).toString("hex")}`);
    const handle = await open(name, "wx", 0o444);
    try {
      await handle.writeFile(bytes.subarray(offset, offset + MiB));
    } finally {
      await handle.close();
    }
    names.push(name);
  }
  const store = createFolderBlobStore(path.join(dir, "blobs"));
  async function* read(): AsyncGenerator<Buffer> {
    for (const name of names) {
      const handle = await open(name, "r");
      try {
        yield await handle.readFile();
      } finally {
        await handle.close();
      }
    }
  }
  await store.put(Readable.from(read()), { expect: { sha256, size: bytes.length }, sync: true });
  await rm(chunks, { recursive: true, force: true });
}

export async function runUploadBenchmarks(): Promise<void> {
  const { work, app, base } = await startBenchApp("uploads", {
    databaseUrl: process.env.BENCH_DATABASE_URL,
  });
  const scratch = path.join(work, "scratch");
  await mkdir(scratch, { recursive: true });
  try {
    const post = (p: string, body: unknown, cookie = "") =>
      fetch(`${base}${p}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify(body),
      });
    const account = `bup${randomBytes(3).toString("hex")}`;
    await post("/api/user/register", {
      Account: account,
      Password: "Bench#2026x",
      Name: "Bench",
      Email: `${account}@example.org`,
      CompanyName: "Bench",
    });
    const login = await post("/api/user/login", { Account: account, Password: "Bench#2026x" });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const api = "/api/workflow_job_task_data_source_file";

    const chunk = async (uploadId: number, index: number, bytes: Buffer<ArrayBuffer>) => {
      const response = await fetch(`${base}${api}/upload_file?UploadId=${uploadId}&Index=${index}`, {
        method: "POST",
        headers: { "content-type": "application/octet-stream", "x-crucible-csrf": "1", cookie },
        body: bytes.subarray(index * MiB, (index + 1) * MiB),
      });
      const answer = (await response.json()) as { Error: unknown; Data?: { Done?: boolean } };
      if (answer.Error) throw new Error(`upload_file ${index}: ${JSON.stringify(answer.Error)}`);
      return answer.Data?.Done === true;
    };
    /** An upload through the API; `inFlight` chunks at once, in shuffled order when more than one. */
    const upload = async (bytes: Buffer<ArrayBuffer>, name: string, sha256: string, inFlight: number) => {
      const meta = (await (
        await post(`${api}/upload_meta`, { Name: name, Size: bytes.length, Sha256: sha256 }, cookie)
      ).json()) as { Error: { Meta: { UploadId: number } } };
      const uploadId = meta.Error.Meta.UploadId;
      const indexes = Array.from({ length: Math.ceil(bytes.length / MiB) }, (_, i) => i);
      if (inFlight > 1 && !process.env.BENCH_IN_ORDER) indexes.sort(() => Math.random() - 0.5);
      let done = 0;
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          for (let next = indexes.shift(); next !== undefined; next = indexes.shift()) {
            if (await chunk(uploadId, next, bytes)) done += 1;
          }
        }),
      );
      if (done !== 1) throw new Error(`upload ${name} did not finish once (${done})`);
    };

    const bare: number[] = [];
    const storage: number[] = [];
    const inOrder: number[] = [];
    const shuffled: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const bytes = freshBytes();
      const sha256 = sha256Hex(bytes);
      let t = process.hrtime.bigint();
      await bareWriteHash(scratch, bytes);
      bare.push(seconds(t));
      t = process.hrtime.bigint();
      await chunkFilesThenCommit(scratch, bytes, sha256);
      storage.push(seconds(t));
      await rm(scratch, { recursive: true, force: true });
      await mkdir(scratch, { recursive: true });
      t = process.hrtime.bigint();
      await upload(bytes, `in-order-${round}.bin`, sha256, 1);
      inOrder.push(seconds(t));
      const other = freshBytes();
      const otherSha = sha256Hex(other);
      t = process.hrtime.bigint();
      await upload(other, `shuffled-${round}.bin`, otherSha, 4);
      shuffled.push(seconds(t));
    }
    const b = median(bare);
    const rate = (s: number) => `${(sizeMiB / s).toFixed(0)} MiB/s`;
    console.log(
      `uploads of ${sizeMiB} MiB, median of ${rounds} (${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"}):`,
    );
    console.log(`    bare write+hash+rename (one handle, sync every 8 MiB): ${b.toFixed(2)} s, ${rate(b)}`);
    const line = (label: string, s: number) =>
      console.log(`    ${label}: ${s.toFixed(2)} s, ${rate(s)}, ${(s / b).toFixed(2)}x the bare time`);
    line("chunk files + verified commit by rename (storage only)", median(storage));
    line("API, in order, one chunk at a time", median(inOrder));
    line("API, shuffled, 4 chunks in flight", median(shuffled));
  } finally {
    await app.close();
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runUploadBenchmarks().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
