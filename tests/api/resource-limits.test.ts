/**
 * Limits from resource packs (issue 11; spec §3, §8): running jobs and workflow storage are each a
 * base from the commerce settings plus what active storage packs grant; an expired pack stops
 * counting (results stay readable, new jobs are refused with the spec's errors); removing jobs frees
 * workflow storage; packages carry the grants onto packs; usage statistics give storage over time.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultLoginPolicy } from "@crucible/schema";
import { packages, resourcePacks, usageSamples } from "../../gateway/src/db/commerce.js";
import { createPack } from "../../gateway/src/domain/commerce/packs.js";
import { sampleAllUsage, utcDay } from "../../gateway/src/domain/ledger/storage.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { addEngineModule, registerUser, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { uploadBytes } from "../support/uploads.js";

let t: TestApp;
let admin: Client;
let scheduler: Scheduler;
let copyModule = 0;
const GB = 1024 ** 3;

interface Stats {
  StorageUsed: number;
  StorageQuota: number;
  WorkflowStorageUsed: number;
  WorkflowStorageQuota: number;
  RunningJobs: number;
  RunningJobLimit: number;
  StorageDaily: {
    Day: string;
    StorageUsed: number | null;
    StorageQuota: number | null;
    WorkflowStorageUsed: number | null;
    WorkflowStorageQuota: number | null;
  }[];
}
interface PackView {
  Id: number;
  Kind: string;
  Amount: number;
  WorkflowStorageGb: number;
  RunningJobs: number;
}

async function setCommerce(change: Record<string, unknown>): Promise<void> {
  const { DataJson } = await admin.ok<{ DataJson: Record<string, unknown> }>(
    "/api/sys/key_data/commerce_config/read_data_json",
  );
  await admin.ok("/api/sys/key_data/commerce_config/save_data_json", {
    DataJson: { ...DataJson, ...change },
  });
}

const stats = (user: NormalUser, days?: number) =>
  user.client.ok<Stats>("/api/user_resource_pack/statistics", days ? { Days: days } : {});

const credit = (user: NormalUser, extra: Record<string, unknown>) =>
  admin.ok<PackView>("/api/sys/user_resource_pack/credit", {
    UserId: user.id,
    Kind: "storage",
    Amount: 1,
    ExpiryMonths: 1,
    ...extra,
  });

/**
 * A pack's month runs out: the clock moves to a minute before its end, where `stillCounts` checks the
 * pack still counts, then two minutes on, past its end.
 */
async function expire(packId: number, stillCounts: () => Promise<void>): Promise<void> {
  const [pack] = await t.app.services.db.select().from(resourcePacks).where(eq(resourcePacks.id, packId));
  t.clock.advance(pack!.expiresAt.getTime() - t.clock.ms() - 60_000);
  await stillCounts();
  t.clock.advance(120_000);
}

async function inputFile(user: NormalUser): Promise<number> {
  const file = await uploadBytes(
    user.client,
    "/api/workflow_job_task_data_source_file",
    "in.txt",
    randomBytes(64),
  );
  return file.Id;
}

const submit = (user: NormalUser, fileId: number) =>
  user.client.rest<{ Id: number }>("/api/workflow_job/submit", {
    Name: "job",
    Tasks: [{ Key: "a", ModuleId: copyModule, Args: { input: { dataFileId: fileId } } }],
  });

async function runUntilSettled(user: NormalUser, jobId: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await scheduler.tick();
    await scheduler.idle();
    const job = await user.client.ok<{ State: string }>(`/api/workflow_job/read/${jobId}`);
    if (["done", "abort", "cancel"].includes(job.State)) {
      expect(job.State).toBe("done");
      return;
    }
  }
  throw new Error(`job ${jobId} did not settle`);
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 1,
  });
  admin = await t.admin();
  // Packs last a month, which the tests let pass on the clock: sessions outlive it (the longest idle
  // age the policy allows), the administrator's too once signed in again.
  await admin.ok("/api/sys/key_data/login_policy/save_data_json", {
    DataJson: { ...defaultLoginPolicy, SessionIdleHours: 24 * 90 },
  });
  admin = await t.admin();
  copyModule = await addEngineModule(t, "test/limits-copy", "copy.mjs", {
    args: [{ name: "input", label: "Input", format: "file", require: true }],
    timeoutSeconds: 30,
  });
});

afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

describe("running jobs", () => {
  it("are limited to the settings' base plus active packs, with UserResourceWorkflowJobCountOver", async () => {
    const user = await registerUser(t);
    const file = await inputFile(user);
    for (let i = 0; i < 5; i++) expect((await submit(user, file)).body.Error).toBeNull();
    const sixth = await submit(user, file);
    expect(sixth.status).toBe(429);
    expect(sixth.body.Error).toMatchObject({ Type: "UserResourceWorkflowJobCountOver", Value: "5" });

    const pack = await credit(user, { RunningJobs: 2 });
    expect(pack).toMatchObject({ Kind: "storage", RunningJobs: 2, WorkflowStorageGb: 0 });
    expect((await submit(user, file)).body.Error).toBeNull();
    expect((await submit(user, file)).body.Error).toBeNull();
    expect((await submit(user, file)).body.Error).toMatchObject({
      Type: "UserResourceWorkflowJobCountOver",
      Value: "7",
    });
    expect(await stats(user)).toMatchObject({ RunningJobs: 7, RunningJobLimit: 7 });
    const gql = await user.client.gqlData<{
      usageStatistics: { runningJobs: number; runningJobLimit: number };
    }>("{ usageStatistics { runningJobs runningJobLimit } }");
    expect(gql.usageStatistics).toEqual({ runningJobs: 7, runningJobLimit: 7 });

    // The pack expires: the limit falls back, the jobs stay, a new one is refused.
    await expire(pack.Id, async () =>
      expect(await stats(user)).toMatchObject({ RunningJobs: 7, RunningJobLimit: 7 }),
    );
    expect(await stats(user)).toMatchObject({ RunningJobs: 7, RunningJobLimit: 5 });
    expect((await submit(user, file)).body.Error).toMatchObject({
      Type: "UserResourceWorkflowJobCountOver",
      Value: "5",
    });
    const listed = await user.client.ok<{ Total: number }>("/api/workflow_job/query_page", {});
    expect(listed.Total).toBe(7);

    // The base is the back office's setting.
    await setCommerce({ BaseRunningJobs: 8 });
    try {
      expect((await submit(user, file)).body.Error).toBeNull();
      expect((await stats(user)).RunningJobLimit).toBe(8);
    } finally {
      await setCommerce({ BaseRunningJobs: 5 });
    }
  }, 120_000);
});

describe("running jobs under concurrent submits", () => {
  it("let exactly the limit through when 12 submits arrive at once", async () => {
    const user = await registerUser(t);
    const file = await inputFile(user);
    const answers = await Promise.all(Array.from({ length: 12 }, () => submit(user, file)));
    const passed = answers.filter((a) => a.body.Error === null);
    const refused = answers.filter((a) => a.body.Error !== null);
    expect(passed).toHaveLength(5);
    for (const answer of refused)
      expect(answer.body.Error).toMatchObject({ Type: "UserResourceWorkflowJobCountOver", Value: "5" });
    const listed = await user.client.ok<{ Total: number }>("/api/workflow_job/query_page", {});
    expect(listed.Total).toBe(5);
  }, 120_000);
});

describe("workflow storage", () => {
  it("is the bytes of the user's job results against the base plus active packs; removing jobs frees it", async () => {
    await setCommerce({ BaseWorkflowStorageGb: 0 });
    try {
      const user = await registerUser(t);
      const file = await inputFile(user);
      const first = await submit(user, file);
      expect(first.body.Error).toBeNull();
      await runUntilSettled(user, first.body.Data!.Id);
      const after = await stats(user);
      expect(after.WorkflowStorageQuota).toBe(0);
      expect(after.WorkflowStorageUsed).toBeGreaterThan(0);
      // Workflow storage is its own dimension: the data files are well within their quota.
      expect(after.StorageUsed).toBeLessThan(after.StorageQuota);

      const over = await submit(user, file);
      expect(over.status).toBe(413);
      expect(over.body.Error?.Type).toBe("UserResourceWorkflowStorageSizeOver");

      const pack = await credit(user, { WorkflowStorageGb: 1 });
      expect(pack.WorkflowStorageGb).toBe(1);
      expect((await stats(user)).WorkflowStorageQuota).toBe(GB);
      const second = await submit(user, file);
      expect(second.body.Error).toBeNull();
      await runUntilSettled(user, second.body.Data!.Id);

      // The pack expires: nothing is lost (results and files stay readable), new jobs are refused.
      await expire(pack.Id, async () => expect((await stats(user)).WorkflowStorageQuota).toBe(GB));
      expect((await stats(user)).WorkflowStorageQuota).toBe(0);
      expect((await submit(user, file)).body.Error?.Type).toBe("UserResourceWorkflowStorageSizeOver");
      const tasks = await user.client.ok<{ Id: number }[]>(`/api/workflow_job/tasks/${first.body.Data!.Id}`);
      const output = await user.client.fetch(
        `/api/workflow_job_tasks/read_file/${tasks[0]!.Id}?Type=OutFile&KeyName=copy.txt`,
      );
      expect(output.status).toBe(200);
      expect((await output.arrayBuffer()).byteLength).toBeGreaterThan(0);
      const input = await user.client.rest(`/api/workflow_job_task_data_source_file/read/${file}`);
      expect(input.body.Error).toBeNull();

      // Removing the jobs frees their results.
      await user.client.ok(`/api/workflow_job/delete_soft/${first.body.Data!.Id}`);
      await user.client.ok(`/api/workflow_job/delete_soft/${second.body.Data!.Id}`);
      expect((await stats(user)).WorkflowStorageUsed).toBe(0);
      expect((await submit(user, file)).body.Error).toBeNull();
    } finally {
      await setCommerce({ BaseWorkflowStorageGb: 10 });
    }
  }, 120_000);
});

describe("packages and packs", () => {
  it("carry workflow storage and running jobs per unit onto the pack an order creates", async () => {
    const made = await admin.ok<{ Id: number; WorkflowStorageGb: number; RunningJobs: number }>(
      "/api/sys/user_resource_pack_package/insert",
      {
        Kind: "storage",
        Name: "Lab",
        Grants: 50,
        WorkflowStorageGb: 20,
        RunningJobs: 3,
        UnitPrice: 1_000,
        ExpiryMonths: 1,
      },
    );
    expect(made).toMatchObject({ WorkflowStorageGb: 20, RunningJobs: 3 });
    const listed = await t
      .client()
      .ok<{ Id: number; WorkflowStorageGb: number; RunningJobs: number }[]>(
        "/api/user_resource_pack_package/list",
      );
    expect(listed.find((p) => p.Id === made.Id)).toMatchObject({ WorkflowStorageGb: 20, RunningJobs: 3 });
    const gql = await t
      .client()
      .gqlData<{ packages: { id: string; workflowStorageGb: number; runningJobs: number }[] }>(
        "{ packages { id workflowStorageGb runningJobs } }",
      );
    expect(gql.packages.find((p) => p.id === String(made.Id))).toMatchObject({
      workflowStorageGb: 20,
      runningJobs: 3,
    });

    // Only storage grants them, in a package and in a credit.
    const token = await admin.rest("/api/sys/user_resource_pack_package/insert", {
      Kind: "token",
      Name: "Tokens",
      Grants: 100,
      RunningJobs: 1,
      UnitPrice: 100,
      ExpiryMonths: 1,
    });
    expect(token.body.Error?.Type).toBe("ServerInvalidParameter");
    const user = await registerUser(t);
    const tokenCredit = await admin.rest("/api/sys/user_resource_pack/credit", {
      UserId: user.id,
      Kind: "token",
      Amount: 10,
      WorkflowStorageGb: 1,
      ExpiryMonths: 1,
    });
    expect(tokenCredit.body.Error?.Type).toBe("ServerInvalidParameter");
    const negative = await admin.rest("/api/sys/user_resource_pack/credit", {
      UserId: user.id,
      Kind: "storage",
      Amount: 1,
      RunningJobs: -1,
      ExpiryMonths: 1,
    });
    expect(negative.body.Error?.Type).toBe("ServerInvalidParameter");

    // A paid order's pack: the quantity times what the package adds (the payment itself is
    // commerce-payments.test.ts's; here the pack is made as payment makes it).
    const order = await user.client.ok<{ Id: number }>("/api/user_order/create", {
      PackageId: made.Id,
      Quantity: 2,
    });
    // The order keeps what the package granted when it was made: a later edit changes nothing.
    await t.app.services.db
      .update(packages)
      .set({ workflowStorageGb: 99, runningJobs: 99 })
      .where(eq(packages.id, made.Id));
    const pack = await createPack(t.app.services, {
      userId: user.id,
      kind: "storage",
      amount: 100,
      months: 1,
      source: "order",
      packageId: made.Id,
      orderId: order.Id,
    });
    expect(pack).toMatchObject({ workflowStorageGb: 40, runningJobs: 6 });
    const mine = await user.client.ok<{ List: PackView[] }>("/api/user_resource_pack/query_page");
    expect(mine.List.find((p) => p.Id === pack.id)).toMatchObject({ WorkflowStorageGb: 40, RunningJobs: 6 });
    expect(await stats(user)).toMatchObject({
      WorkflowStorageQuota: 50 * GB,
      RunningJobLimit: 11,
    });
  }, 120_000);
});

describe("storage over time", () => {
  it("gives each day's storage and workflow storage against its quota, carried over days without a sample", async () => {
    const user = await registerUser(t);
    const fresh = await stats(user, 7);
    expect(fresh.StorageDaily).toHaveLength(7);
    // Nothing is known of the days before the user's first sample; today is read now.
    expect(fresh.StorageDaily.slice(0, 6).every((d) => d.StorageUsed === null)).toBe(true);
    expect(fresh.StorageDaily[6]).toMatchObject({
      Day: utcDay(t.clock.now()),
      StorageUsed: 0,
      StorageQuota: fresh.StorageQuota,
      WorkflowStorageUsed: 0,
      WorkflowStorageQuota: 10 * GB,
    });

    const db = t.app.services.db;
    const daysAgo = (n: number) => utcDay(new Date(t.clock.ms() - n * 24 * 3600 * 1000));
    // An earlier day's sample, as the hourly sweep wrote it then.
    await db.insert(usageSamples).values({
      userId: user.id,
      day: daysAgo(3),
      storageUsed: 123,
      storageQuota: 1000,
      workflowUsed: 45,
      workflowQuota: 2000,
    });
    await uploadBytes(user.client, "/api/workflow_job_task_data_source_file", "s.bin", randomBytes(300));
    await credit(user, { Amount: 2, WorkflowStorageGb: 1 });
    const later = await stats(user, 7);
    expect(later.StorageDaily.map((d) => d.StorageUsed)).toEqual([null, null, null, 123, 123, 123, 300]);
    expect(later.StorageDaily[5]).toMatchObject({ StorageQuota: 1000, WorkflowStorageQuota: 2000 });
    expect(later.StorageDaily[6]).toMatchObject({
      StorageUsed: 300,
      StorageQuota: later.StorageQuota,
      WorkflowStorageQuota: 11 * GB,
    });
    expect(later.StorageQuota).toBe(fresh.StorageQuota + 2 * GB);

    // The sweep samples every user holding something and drops samples past the kept days.
    await db.delete(usageSamples).where(eq(usageSamples.day, utcDay(t.clock.now())));
    await db.insert(usageSamples).values({
      userId: user.id,
      day: daysAgo(500),
      storageUsed: 1,
      storageQuota: 1,
      workflowUsed: 1,
      workflowQuota: 1,
    });
    expect(await sampleAllUsage(t.app.services)).toBeGreaterThan(0);
    const rows = await db.select().from(usageSamples).where(eq(usageSamples.userId, user.id));
    expect(rows.map((r) => r.day).sort()).toEqual([daysAgo(3), utcDay(t.clock.now())]);
    expect(rows.find((r) => r.day === utcDay(t.clock.now()))).toMatchObject({
      storageUsed: 300,
      storageQuota: later.StorageQuota,
      workflowQuota: 11 * GB,
    });

    const gql = await user.client.gqlData<{
      usageStatistics: {
        storageDaily: { day: string; storageUsed: number | null; workflowStorageQuota: number | null }[];
      };
    }>("{ usageStatistics(days: 7) { storageDaily { day storageUsed workflowStorageQuota } } }");
    expect(gql.usageStatistics.storageDaily.map((d) => d.storageUsed)).toEqual([
      null,
      null,
      null,
      123,
      123,
      123,
      300,
    ]);

    // Only the signed-in user's own: no session, and the back office's side, are refused.
    const anonymous = await t.client().rest("/api/user_resource_pack/statistics", {});
    expect(anonymous.body.Error?.Type).toBe("DBUserNoLogin");
    expect(gqlCode(await t.client().gql("{ usageStatistics { storageDaily { day } } }"))).toBe(
      "DBUserNoLogin",
    );
    const sys = await admin.rest("/api/user_resource_pack/statistics", {});
    expect(sys.body.Error).not.toBeNull();

    // The days a read covers are bounded on both transports (1-366): GraphQL's Int took any number,
    // and a day series of a million entries was built for it.
    for (const days of [0, -3, 367, 1_000_000]) {
      expect(gqlCode(await user.client.gql(`{ usageStatistics(days: ${days}) { tokenBalance } }`))).toBe(
        "ServerInvalidParameter",
      );
      expect(
        (await user.client.rest("/api/user_resource_pack/statistics", { Days: days })).body.Error?.Type,
      ).toBe("ServerInvalidParameter");
    }
    const year = await user.client.gqlData<{ usageStatistics: { storageDaily: unknown[] } }>(
      "{ usageStatistics(days: 366) { storageDaily { day } } }",
    );
    expect(year.usageStatistics.storageDaily).toHaveLength(366);
  }, 120_000);
});
