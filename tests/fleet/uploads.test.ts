/**
 * Stored files across a fleet (issue 24 item 2): two gateway processes on one PostgreSQL database and
 * one data folder take the chunks of one upload in any order; a gateway that lost an upload (finished
 * on the other) is refused; a gateway killed with SIGKILL mid-upload leaves nothing the other cannot
 * finish; and after each, every file in the blob folder hashes to its name and downloads give the
 * genuine bytes.
 */
import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerBody } from "../support/factories.js";
import { startFleet, type Fleet } from "../support/fleet.js";
import { killHard, type GatewayProcess } from "../support/gatewayProcess.js";
import { Client } from "../support/http.js";
import {
  chunkBytes,
  sendChunk,
  sha256Hex,
  uploadBytes,
  uploadFolderBytes,
  type MetaError,
} from "../support/uploads.js";

const base = "/api/workflow_job_task_data_source_file";

let fleet: Fleet;

beforeAll(async () => {
  fleet = await startFleet({ gateways: 2 });
});

afterAll(async () => {
  await fleet?.stop();
});

/** Two live gateways of the fleet (the last two started: a killed one is replaced). */
function twoGateways(): [GatewayProcess, GatewayProcess] {
  const live = fleet.gateways.filter((g) => g.child.exitCode === null && g.child.signalCode === null);
  const [one, two] = live.slice(-2);
  if (!one || !two) throw new Error("the fleet has two live gateways");
  return [one, two];
}

/** A new user signed in on `url`. */
async function signedIn(url: string): Promise<Client> {
  const client = new Client(url);
  const account = registerBody();
  await client.ok("/api/user/register", account);
  await client.ok("/api/user/login", { Account: account.Account, Password: account.Password });
  return client;
}

async function startUpload(client: Client, name: string, bytes: Buffer): Promise<number> {
  const meta = await client.rest(`${base}/upload_meta`, {
    Name: name,
    Size: bytes.length,
    Sha256: sha256Hex(bytes),
  });
  expect(meta.body.Error?.Type).toBe("DBNotExist");
  return (meta.body.Error?.Meta as unknown as MetaError).UploadId;
}

const chunkOf = (bytes: Buffer, index: number) =>
  bytes.subarray(index * chunkBytes, (index + 1) * chunkBytes);

async function download(client: Client, id: number): Promise<Buffer> {
  const response = await client.fetch(`${base}/read_file/${id}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function hashOf(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const part of createReadStream(file)) hash.update(part as Buffer);
  return hash.digest("hex").toUpperCase();
}

/**
 * Every committed file of the shared blob folder hashes to its name, and no temporary file is left
 * (none of these scenarios kills a gateway while it commits a blob).
 */
async function expectBlobsMatchTheirNames(): Promise<number> {
  const root = path.join(fleet.dataDir, "blobs");
  let checked = 0;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, file).split(path.sep);
    expect(relative[0], `a temporary blob file was left: ${file}`).not.toBe("tmp");
    expect(relative).toEqual([entry.name.slice(0, 2), entry.name.slice(2, 4), entry.name]);
    expect(await hashOf(file), file).toBe(entry.name);
    checked += 1;
  }
  return checked;
}

describe("uploads across two gateways", () => {
  it("refuses a stale writer: a chunk sent to the gateway that lost the upload never reaches the stored file", async () => {
    const [one, two] = twoGateways();
    const aliceOne = await signedIn(one.url);
    const aliceTwo = aliceOne.withBaseUrl(two.url);
    const genuine = randomBytes(4 * chunkBytes);
    const uploadId = await startUpload(aliceOne, "stale.bin", genuine);
    // Alice starts on gateway 1...
    for (const index of [0, 1]) {
      const sent = await sendChunk(aliceOne, base, uploadId, index, chunkOf(genuine, index));
      expect(sent.body.Error).toBeNull();
    }
    // ...and finishes on gateway 2 (a balancer sent her there): it says where to go on, she goes on.
    const resume = await aliceTwo.rest(`${base}/upload_meta`, {
      Name: "stale.bin",
      Size: genuine.length,
      Sha256: sha256Hex(genuine),
    });
    const { Received } = resume.body.Error?.Meta as unknown as MetaError;
    let finished: { Id: number; Sha256: string } | undefined;
    for (let index = Received / chunkBytes; index < 4; index++) {
      const sent = await sendChunk(aliceTwo, base, uploadId, index, chunkOf(genuine, index));
      expect(sent.body.Error).toBeNull();
      if (sent.body.Data.Done) finished = sent.body.Data.File;
    }
    expect(finished?.Sha256).toBe(sha256Hex(genuine));

    // Then a chunk of other bytes reaches gateway 1, which received the start of the upload.
    const forged = await sendChunk(aliceOne, base, uploadId, 2, randomBytes(chunkBytes));
    expect(forged.status).toBe(404);
    expect(forged.body.Error?.Type).toBe("DBDataNotExist");
    expect((await download(aliceOne, finished!.Id)).equals(genuine)).toBe(true);
    expect((await download(aliceTwo, finished!.Id)).equals(genuine)).toBe(true);

    // Bob uploads the genuine bytes later, through either gateway: he is answered with them.
    const bob = await signedIn(one.url);
    const bobs = await uploadBytes(bob, base, "genuine.bin", genuine);
    expect(bobs.Sha256).toBe(sha256Hex(genuine));
    expect((await download(bob, bobs.Id)).equals(genuine)).toBe(true);
    expect((await download(bob.withBaseUrl(two.url), bobs.Id)).equals(genuine)).toBe(true);
    expect(await expectBlobsMatchTheirNames()).toBeGreaterThan(0);
  });

  it("takes the chunks of one upload spread over both gateways in shuffled order, several at once", async () => {
    const [one, two] = twoGateways();
    const carolOne = await signedIn(one.url);
    const carolTwo = carolOne.withBaseUrl(two.url);
    const bytes = randomBytes(10 * chunkBytes + 321);
    const uploadId = await startUpload(carolTwo, "spread.bin", bytes);
    const order = [7, 2, 10, 0, 5, 9, 1, 4, 8, 3, 6];
    const answers = await Promise.all(
      order.map((index, i) =>
        sendChunk(i % 2 ? carolTwo : carolOne, base, uploadId, index, chunkOf(bytes, index)),
      ),
    );
    expect(answers.map((answer) => answer.body.Error)).toEqual(answers.map(() => null));
    const done = answers.filter((answer) => answer.body.Data.Done);
    expect(done).toHaveLength(1);
    const file = done[0]!.body.Data.File!;
    expect(file.Sha256).toBe(sha256Hex(bytes));
    expect((await download(carolOne, file.Id)).equals(bytes)).toBe(true);
    expect((await download(carolTwo, file.Id)).equals(bytes)).toBe(true);
    // Chunks sent again to either gateway after the finish are refused; the file keeps its bytes.
    const late = await Promise.all([
      sendChunk(carolOne, base, uploadId, 3, randomBytes(chunkBytes)),
      sendChunk(carolTwo, base, uploadId, 4, chunkOf(bytes, 4)),
    ]);
    expect(late.map((answer) => answer.body.Error?.Type)).toEqual(["DBDataNotExist", "DBDataNotExist"]);
    expect((await download(carolOne, file.Id)).equals(bytes)).toBe(true);
    // Nothing of the upload is left in the shared data folder.
    expect(await readdir(path.join(fleet.dataDir, "upload-chunks"))).not.toContain(String(uploadId));
    await expectBlobsMatchTheirNames();
  });

  it("finishes an upload at the chunk that completes it on a gateway that did not see the other's last record", async () => {
    const [one, two] = twoGateways();
    const erinOne = await signedIn(one.url);
    const erinTwo = erinOne.withBaseUrl(two.url);
    const bytes = randomBytes(4 * chunkBytes);
    const uploadId = await startUpload(erinOne, "alternate.bin", bytes);
    // Each gateway assembles the chunks it receives and knows the count its own records answered: the
    // second last saw two chunks recorded when its next chunk, the fourth, completes the upload.
    const answers = [];
    for (const [index, client] of [
      [0, erinOne],
      [1, erinTwo],
      [2, erinOne],
      [3, erinTwo],
    ] as const) {
      answers.push(await sendChunk(client, base, uploadId, index, chunkOf(bytes, index)));
    }
    expect(answers.map((answer) => answer.body.Error)).toEqual([null, null, null, null]);
    expect(answers.map((answer) => answer.body.Data.Done)).toEqual([false, false, false, true]);
    const file = answers[3]!.body.Data.File!;
    expect(file.Sha256).toBe(sha256Hex(bytes));
    expect((await download(erinOne, file.Id)).equals(bytes)).toBe(true);
    expect(await readdir(path.join(fleet.dataDir, "upload-chunks"))).not.toContain(String(uploadId));
    await expectBlobsMatchTheirNames();
  });

  for (const victim of ["the first", "the second"] as const) {
    it(`finishes on one gateway an upload whose chunks were in flight to ${victim} when it was killed with SIGKILL`, async () => {
      const [one, two] = twoGateways();
      const [dying, surviving] = victim === "the first" ? [one, two] : [two, one];
      const daveDying = await signedIn(dying.url);
      const daveSurviving = daveDying.withBaseUrl(surviving.url);
      const bytes = randomBytes(12 * chunkBytes + 99);
      const uploadId = await startUpload(daveDying, "killed.bin", bytes);
      for (let index = 0; index < 4; index++) {
        const sent = await sendChunk(daveDying, base, uploadId, index, chunkOf(bytes, index));
        expect(sent.body.Error).toBeNull();
      }
      // Six more chunks on their way to the dying gateway; it is killed once it has begun writing them.
      const inFlight = [4, 5, 6, 7, 8, 9].map((index) =>
        sendChunk(daveDying, base, uploadId, index, chunkOf(bytes, index)).catch((error: unknown) => error),
      );
      const folder = path.join(fleet.dataDir, "upload-chunks", String(uploadId));
      const giveUp = Date.now() + 60_000;
      while ((await uploadFolderBytes(folder)) <= 4 * chunkBytes) {
        if (Date.now() > giveUp) throw new Error(`no chunk after the fourth was written into ${folder}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await killHard(dying);
      await Promise.all(inFlight);

      // Dave goes on through the other gateway: from where the recorded chunks stop, to the end.
      const meta = {
        Name: "killed.bin",
        Size: bytes.length,
        Sha256: sha256Hex(bytes),
      };
      const resume = await daveSurviving.rest(`${base}/upload_meta`, meta);
      expect(resume.body.Error?.Type).toBe("DBNotExist");
      const { UploadId, Received } = resume.body.Error?.Meta as unknown as MetaError;
      expect(UploadId).toBe(uploadId);
      expect(Received).toBeGreaterThanOrEqual(4 * chunkBytes);
      expect(Received % chunkBytes).toBe(0);
      let file: { Id: number; Sha256: string } | undefined;
      for (let index = Received / chunkBytes; index <= 12; index++) {
        const sent = await sendChunk(daveSurviving, base, uploadId, index, chunkOf(bytes, index));
        expect(sent.body.Error).toBeNull();
        if (sent.body.Data.Done) file = sent.body.Data.File;
      }
      expect(file?.Sha256).toBe(sha256Hex(bytes));
      expect((await download(daveSurviving, file!.Id)).equals(bytes)).toBe(true);
      expect(await readdir(path.join(fleet.dataDir, "upload-chunks"))).not.toContain(String(uploadId));
      await expectBlobsMatchTheirNames();
      // The fleet has two gateways again for what follows.
      await fleet.addGateway();
    });
  }
});
