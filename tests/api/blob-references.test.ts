/**
 * A stored file referenced by any row is never deleted (DESIGN §3): equal contents share one blob, and
 * deleting one row that uses it for good leaves the blob to every other row that still does. The
 * collector's list of holders is derived from the schema (domain/files/blobs.ts, checked by its unit
 * test); here each kind of row keeps its bytes, over HTTP, when another row's delete collects.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import {
  createScheduler,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { startApp, type TestApp } from "../support/app.js";
import { addEngineModule, enableAllFeatures, registerUser, type NormalUser } from "../support/factories.js";
import type { Client } from "../support/http.js";
import { sha256Hex, uploadBytes } from "../support/uploads.js";

let t: TestApp;
let admin: Client;
let alice: NormalUser;
let bob: NormalUser;
let scheduler: Scheduler;
let copyModule = 0;

const files = "/api/workflow_job_task_data_source_file";

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined);
  admin = await t.admin();
  await enableAllFeatures(admin);
  alice = await registerUser(t);
  bob = await registerUser(t);
  copyModule = await addEngineModule(t, "blobs-copy", "copy.mjs");
});
afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

const bytesOf = async (client: Client, url: string): Promise<Buffer> => {
  const response = await client.fetch(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

/** Alice's data set file with these bytes (sharing their blob), deleted for good: the collector runs. */
async function purgeAliceFileOf(bytes: Buffer): Promise<void> {
  const file = await uploadBytes(alice.client, files, `shared-${sha256Hex(bytes).slice(0, 8)}.bin`, bytes);
  expect(await alice.client.ok(`${files}/delete_hard/${file.Id}`, {})).toBe(true);
}

interface Kind {
  /** Stores the bytes in a row of this kind; answers how to read them back. */
  store(bytes: Buffer): Promise<{ client: Client; url: string }>;
}

const kinds: Record<string, Kind> = {
  "another user's data set file": {
    store: async (bytes) => {
      const file = await uploadBytes(bob.client, files, "kept.bin", bytes);
      return { client: bob.client, url: `${files}/download_file/${file.Id}` };
    },
  },
  "a CMS file": {
    store: async (bytes) => {
      const file = await uploadBytes(admin, "/api/sys/cms_file_library_file", "kept.bin", bytes);
      const { UUID } = file as unknown as { UUID: string };
      return { client: admin, url: `/api/sys/cms_file_library_file/download_file/${UUID}` };
    },
  },
  "a desktop build": {
    store: async (bytes) => {
      const build = await uploadBytes(admin, "/api/sys/desktop_build", "kept.exe", bytes, {
        Platform: "linux",
        Version: "1.0.0",
        StatedSha256: sha256Hex(bytes),
      });
      const { DownloadUrl } = build as unknown as { DownloadUrl: string };
      return { client: t.client(), url: DownloadUrl };
    },
  },
  "a task's output (a blob id inside JSON)": {
    store: async (bytes) => {
      const input = await uploadBytes(alice.client, files, "input.bin", bytes);
      const job = await alice.client.ok<{ Id: number }>("/api/workflow_job/submit", {
        Name: "blobs",
        Tasks: [{ Key: "copy", ModuleId: copyModule, Args: { input: { dataFileId: input.Id } } }],
      });
      for (let i = 0; i < 100; i++) {
        await scheduler.tick();
        await scheduler.idle();
        const read = await alice.client.ok<{ State: string }>(`/api/workflow_job/read/${job.Id}`);
        if (read.State !== "pending" && read.State !== "prePending" && read.State !== "doing") break;
      }
      const [task] = await alice.client.ok<{ Id: number; State: string }[]>(
        `/api/workflow_job/tasks/${job.Id}`,
      );
      expect(task?.State).toBe("done");
      const url = `/api/workflow_job_tasks/read_file/${task!.Id}?Type=OutFile&KeyName=copy.txt`;
      // The output's own bytes, stored again as a data set file below, share the output's blob.
      return { client: alice.client, url };
    },
  },
};

describe("a blob still referenced survives the delete of another row using it", () => {
  for (const [name, kind] of Object.entries(kinds)) {
    it(`${name} keeps its bytes`, async () => {
      const { client, url } = await kind.store(randomBytes(4096));
      const stored = await bytesOf(client, url);
      await purgeAliceFileOf(stored);
      expect(sha256Hex(await bytesOf(client, url))).toBe(sha256Hex(stored));
    });
  }

  it("the last row's delete removes the blob (the collector still collects)", async () => {
    const bytes = randomBytes(4096);
    const kept = await uploadBytes(bob.client, files, "last.bin", bytes);
    await purgeAliceFileOf(bytes);
    expect(await bob.client.ok(`${files}/delete_hard/${kept.Id}`, {})).toBe(true);
    expect(await t.app.services.blobs.has(sha256Hex(bytes))).toBe(false);
  });
});
