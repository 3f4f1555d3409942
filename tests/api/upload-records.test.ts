/**
 * The records of an upload's chunks written into the gateway's assembly (uploadParts.ts): the chunks
 * written at once are recorded in one statement once every write is done, each answered with its own
 * record, against the real database and files.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statementWatchers } from "../../gateway/src/db/connection.js";
import { uploadChunks, uploads } from "../../gateway/src/db/schema.js";
import {
  assemblyFor,
  chunkDir,
  recordWritten,
  type Assembly,
} from "../../gateway/src/domain/files/uploadParts.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser } from "../support/factories.js";
import { chunkBytes, sha256Hex, type MetaError } from "../support/uploads.js";

const base = "/api/workflow_job_task_data_source_file";

let t: TestApp;

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t?.stop());

/** A promise settled from outside: a chunk's write that ends when the test says. */
function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Counts the statements that record chunks (the test's own gateway runs nothing else meanwhile). */
function countRecords(): { count: () => number; stop: () => void } {
  let count = 0;
  const watcher = (query: string) => {
    if (query.includes('insert into "upload_chunks"')) count += 1;
  };
  statementWatchers.add(watcher);
  return { count: () => count, stop: () => statementWatchers.delete(watcher) };
}

/** An upload of `chunks` MiB begun through the meta step, and this gateway's assembly of it. */
async function begin(chunks: number): Promise<{ id: number; assembly: Assembly }> {
  const user = await registerUser(t);
  const bytes = randomBytes(chunks * chunkBytes);
  const answer = await user.client.rest(`${base}/upload_meta`, {
    Name: `records-${chunks}.bin`,
    Size: bytes.length,
    Sha256: sha256Hex(bytes),
  });
  expect(answer.body.Error?.Type).toBe("DBNotExist");
  const id = (answer.body.Error?.Meta as unknown as MetaError).UploadId;
  const [row] = await t.app.services.db.select().from(uploads).where(eq(uploads.id, id));
  const assembly = await assemblyFor(t.app.services.blobs, chunkDir(t.app.services, id), row!, 0);
  expect(assembly).not.toBeNull();
  return { id, assembly: assembly! };
}

async function recordedIndexes(id: number): Promise<number[]> {
  const rows = await t.app.services.db
    .select({ index: uploadChunks.index })
    .from(uploadChunks)
    .where(eq(uploadChunks.uploadId, id));
  return rows.map((row) => row.index).sort((a, b) => a - b);
}

describe("chunk records of an assembled upload", () => {
  it("records the chunks written at once in one statement, after the last write ends", async () => {
    const { id, assembly } = await begin(8);
    const writes = [deferred(), deferred(), deferred()];
    const records = countRecords();
    try {
      const answers = writes.map((write, i) =>
        recordWritten(t.app.services, assembly, i + 1, chunkBytes, write.promise),
      );
      writes[0]!.resolve();
      writes[2]!.resolve();
      // Two writes ended, one is still running: nothing is recorded yet.
      await new Promise((resolve) => setImmediate(resolve));
      expect(records.count()).toBe(0);
      expect(await recordedIndexes(id)).toEqual([]);
      writes[1]!.resolve();
      const recorded = await Promise.all(answers);
      expect(records.count()).toBe(1);
      for (const answer of recorded)
        expect(answer).toEqual({ chunks: 3, received: 3 * chunkBytes, recorded: new Set([1, 2, 3]) });
      expect(await recordedIndexes(id)).toEqual([1, 2, 3]);
      const [row] = await t.app.services.db.select().from(uploads).where(eq(uploads.id, id));
      expect(row).toMatchObject({ chunks: 3, received: 3 * chunkBytes });
    } finally {
      records.stop();
    }
  });

  it("a failed write fails only its chunk; the others are recorded without waiting for it", async () => {
    const { id, assembly } = await begin(8);
    const writes = [deferred(), deferred()];
    const answers = writes.map((write, i) =>
      recordWritten(t.app.services, assembly, i + 4, chunkBytes, write.promise),
    );
    writes[0]!.resolve();
    writes[1]!.reject(new Error("disk full"));
    await expect(answers[1]).rejects.toThrow("disk full");
    expect(await answers[0]).toMatchObject({ chunks: 1, received: chunkBytes });
    expect(await recordedIndexes(id)).toEqual([4]);
  });

  it("an index another record took first answers taken; the rest of the statement is recorded", async () => {
    const { id, assembly } = await begin(8);
    expect(await recordWritten(t.app.services, assembly, 2, chunkBytes, Promise.resolve())).toMatchObject({
      chunks: 1,
    });
    const [again, other] = await Promise.all([
      recordWritten(t.app.services, assembly, 2, chunkBytes, Promise.resolve()),
      recordWritten(t.app.services, assembly, 3, chunkBytes, Promise.resolve()),
    ]);
    expect(again).toBe("taken");
    expect(other).toMatchObject({ chunks: 2, received: 2 * chunkBytes });
    expect(await recordedIndexes(id)).toEqual([2, 3]);
  });

  it("never records the chunks that would complete the upload, nor any of an upload that is gone", async () => {
    const { id, assembly } = await begin(3);
    // Three chunks make the upload whole: the statement holding them records none.
    const whole = await Promise.all(
      [0, 1, 2].map((i) => recordWritten(t.app.services, assembly, i, chunkBytes, Promise.resolve())),
    );
    expect(whole).toEqual(["taken", "taken", "taken"]);
    expect(await recordedIndexes(id)).toEqual([]);
    await t.app.services.db.delete(uploads).where(eq(uploads.id, id));
    expect(await recordWritten(t.app.services, assembly, 0, chunkBytes, Promise.resolve())).toBe("gone");
  });
});
