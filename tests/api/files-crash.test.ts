/**
 * The server killed during an upload (issue 3): the gateway process is killed with SIGKILL between
 * chunks, restarted on the same data folder, and the upload resumes after the last recorded chunk (each
 * chunk is synced to its own file, then recorded); nothing half-written is ever visible as a file.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { registerBody } from "../support/factories.js";
import { killHard, startGatewayProcess, type GatewayProcess } from "../support/gatewayProcess.js";
import { Client } from "../support/http.js";
import { chunkBytes, sendChunk, sha256Hex, type MetaError } from "../support/uploads.js";

const base = "/api/workflow_job_task_data_source_file";
const gateways: GatewayProcess[] = [];
let dataDir = "";

async function start(dir: string): Promise<GatewayProcess> {
  const gateway = await startGatewayProcess(dir);
  gateways.push(gateway);
  return gateway;
}

afterAll(async () => {
  for (const gateway of gateways) await killHard(gateway);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("an upload across a gateway killed with SIGKILL", () => {
  it("resumes from the last stored chunk after a restart and never shows a half-written file", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "crucible-crash-"));
    const first = await start(dataDir);
    const client = new Client(first.url);
    const account = registerBody();
    await client.ok("/api/user/register", account);
    await client.ok("/api/user/login", { Account: account.Account, Password: account.Password });

    const bytes = randomBytes(10 * chunkBytes + 77);
    const meta = { Name: "crash.bin", Size: bytes.length, Sha256: sha256Hex(bytes) };
    const started = await client.rest(`${base}/upload_meta`, meta);
    const { UploadId } = started.body.Error?.Meta as unknown as MetaError;
    for (let index = 0; index < 9; index++) {
      const chunk = await sendChunk(
        client,
        base,
        UploadId,
        index,
        bytes.subarray(index * chunkBytes, (index + 1) * chunkBytes),
      );
      expect(chunk.body.Error).toBeNull();
    }
    const own = { Where: { Lvg: [{ Values: [{ Name: "Kind", Value: "private" }] }] } };
    const before = await client.ok<{ Total: number }>(`${base}/query_page`, own);
    expect(before.Total).toBe(0);

    await killHard(first);

    const second = await start(dataDir);
    const resumed = new Client(second.url);
    for (const [name, value] of client.cookies) resumed.cookies.set(name, value);
    const again = await resumed.rest(`${base}/upload_meta`, meta);
    expect(again.body.Error?.Type).toBe("DBNotExist");
    // Nine chunks were answered: all nine were recorded, the upload goes on from the tenth.
    expect(again.body.Error?.Meta).toEqual({ UploadId, Received: 9 * chunkBytes, ChunkSize: chunkBytes });
    const during = await resumed.ok<{ Total: number }>(`${base}/query_page`, own);
    expect(during.Total).toBe(0);

    await sendChunk(resumed, base, UploadId, 9, bytes.subarray(9 * chunkBytes, 10 * chunkBytes));
    const last = await sendChunk(resumed, base, UploadId, 10, bytes.subarray(10 * chunkBytes));
    expect(last.body.Error).toBeNull();
    const file = last.body.Data.File!;
    const read = await resumed.fetch(`${base}/read_file/${file.Id}`);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
    second.child.kill("SIGTERM");
  }, 120_000);
});
