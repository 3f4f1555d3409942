/**
 * A project's usage over time (issue 28 item 2): one sample per project per UTC day
 * (project_usage_samples) of its data files' bytes and its jobs' results against what its storage packs
 * grant, written when a member reads the project's usage and by the hourly sweep (which also removes
 * samples older than `usageSampleDays`). Any member reads it (`/api/project/usage`, `Project.usage`);
 * an outsider gets what a missing project id gets (DBDataNotExist), the not signed in DBUserNoLogin.
 * REST and GraphQL over real HTTP.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectUsageSamples } from "../../gateway/src/db/commerce.js";
import {
  recordProjectUsage,
  sampleAllProjectUsage,
  usageSampleDays,
  utcDay,
} from "../../gateway/src/domain/ledger/storage.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client, type EnvelopeError } from "../support/http.js";
import { uploadBytes } from "../support/uploads.js";

const files = "/api/workflow_job_task_data_source_file";
const day = 24 * 3600 * 1000;

let t: TestApp;
let anonymous: Client;
/** alice owns the project; carol views it; eve is an outsider. */
let alice: NormalUser;
let carol: NormalUser;
let eve: NormalUser;
let projectId = 0;

interface UsageDay {
  Day: string;
  StorageUsed: number | null;
  StorageQuota: number | null;
  WorkflowStorageUsed: number | null;
  WorkflowStorageQuota: number | null;
}
interface Usage {
  StorageUsed: number;
  StorageQuota: number;
  WorkflowStorageUsed: number;
  WorkflowStorageQuota: number;
  Daily: UsageDay[];
}

const usageQuery = `query($id: ID!, $days: Int) { project(id: $id) { usage(days: $days) {
  storageUsed storageQuota workflowStorageUsed workflowStorageQuota
  daily { day storageUsed storageQuota workflowStorageUsed workflowStorageQuota } } } }`;

const errorOf = async (client: Client, body: unknown): Promise<EnvelopeError | null> =>
  (await client.rest("/api/project/usage", body)).body.Error;

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  anonymous = t.client();
  [alice, carol, eve] = await Promise.all([registerUser(t), registerUser(t), registerUser(t)]);
  projectId = (await alice.client.ok<{ Id: number }>("/api/project/create", { Name: "Usage lab" })).Id;
  await alice.client.ok("/api/project/invite", {
    ProjectId: projectId,
    Invitee: carol.account,
    Role: "viewer",
  });
  await carol.client.ok("/api/project/answer_invitation", { ProjectId: projectId, Accept: true });
});

afterAll(async () => {
  await t?.stop();
});

describe("a project's usage over time", () => {
  it("is read by a member after an upload into the project: today's point is the project's files", async () => {
    const before = await carol.client.ok<Usage>("/api/project/usage", { ProjectId: projectId });
    expect(before.StorageUsed).toBe(0);
    expect(before.Daily).toHaveLength(30);

    const bytes = Buffer.from("twelve bytes");
    await uploadBytes(alice.client, files, "usage.txt", bytes, { ProjectId: projectId });
    // Not the project's: alice's own file does not count.
    await uploadBytes(alice.client, files, "mine.txt", Buffer.from("private"));

    const usage = await carol.client.ok<Usage>("/api/project/usage", { ProjectId: projectId, Days: 7 });
    expect(usage).toMatchObject({
      StorageUsed: bytes.length,
      StorageQuota: 0,
      WorkflowStorageUsed: 0,
      WorkflowStorageQuota: 0,
    });
    expect(usage.Daily).toHaveLength(7);
    const today = utcDay(new Date());
    expect(usage.Daily.at(-1)).toEqual({
      Day: today,
      StorageUsed: bytes.length,
      StorageQuota: 0,
      WorkflowStorageUsed: 0,
      WorkflowStorageQuota: 0,
    });
    // Days before the project's first sample have none.
    expect(usage.Daily[0]).toEqual({
      Day: utcDay(new Date(Date.now() - 6 * day)),
      StorageUsed: null,
      StorageQuota: null,
      WorkflowStorageUsed: null,
      WorkflowStorageQuota: null,
    });

    // GraphQL answers the same series to the owner.
    const graph = await alice.client.gqlData<{
      project: {
        usage: {
          storageUsed: number;
          daily: { day: string; storageUsed: number | null; storageQuota: number | null }[];
        };
      };
    }>(usageQuery, { id: String(projectId), days: 3 });
    expect(graph.project.usage.storageUsed).toBe(bytes.length);
    expect(graph.project.usage.daily).toHaveLength(3);
    expect(graph.project.usage.daily.at(-1)).toMatchObject({
      day: today,
      storageUsed: bytes.length,
      storageQuota: 0,
    });
  });

  it("is sampled for every project by the sweep, a day without a sample showing the last one before it", async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * day);
    const sampled = await sampleAllProjectUsage(t.app.services, twoDaysAgo);
    expect(sampled).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.services.db
      .select()
      .from(projectUsageSamples)
      .where(
        and(eq(projectUsageSamples.projectId, projectId), eq(projectUsageSamples.day, utcDay(twoDaysAgo))),
      );
    expect(row?.storageUsed).toBe(12);

    const usage = await carol.client.ok<Usage>("/api/project/usage", { ProjectId: projectId, Days: 3 });
    expect(usage.Daily.map((d) => [d.Day, d.StorageUsed])).toEqual([
      [utcDay(twoDaysAgo), 12],
      // Yesterday had no sample of its own: usage as last seen.
      [utcDay(new Date(Date.now() - day)), 12],
      [utcDay(new Date()), 12],
    ]);
  });

  it("keeps samples for usageSampleDays: the sweep removes older ones", async () => {
    const old = new Date(Date.now() - (usageSampleDays + 2) * day);
    await recordProjectUsage(
      t.app.services,
      projectId,
      { storageUsed: 1, storageQuota: 0, workflowUsed: 0, workflowQuota: 0 },
      old,
    );
    const ofOld = and(eq(projectUsageSamples.projectId, projectId), eq(projectUsageSamples.day, utcDay(old)));
    expect(await t.app.services.db.select().from(projectUsageSamples).where(ofOld)).toHaveLength(1);
    await sampleAllProjectUsage(t.app.services);
    expect(await t.app.services.db.select().from(projectUsageSamples).where(ofOld)).toHaveLength(0);
  });

  it("answers an outsider as a missing project id, and refuses the not signed in and a bad Days", async () => {
    const missing = await errorOf(eve.client, { ProjectId: 987654321 });
    expect(missing?.Type).toBe("DBDataNotExist");
    expect(await errorOf(eve.client, { ProjectId: projectId })).toEqual(missing);
    const missingGraph = await eve.client.gql(usageQuery, { id: "987654321" });
    const outsiderGraph = await eve.client.gql(usageQuery, { id: String(projectId) });
    expect(gqlCode(missingGraph)).toBe("DBDataNotExist");
    expect(gqlCode(outsiderGraph)).toBe("DBDataNotExist");
    expect(outsiderGraph.body.errors?.[0]?.message).toBe(missingGraph.body.errors?.[0]?.message);

    expect((await errorOf(anonymous, { ProjectId: projectId }))?.Type).toBe("DBUserNoLogin");
    expect(gqlCode(await anonymous.gql(usageQuery, { id: String(projectId) }))).toBe("DBUserNoLogin");

    for (const days of [0, 367, 1.5])
      expect((await errorOf(carol.client, { ProjectId: projectId, Days: days }))?.Type).toBe(
        "ServerInvalidParameter",
      );
    for (const days of [0, 367])
      expect(gqlCode(await carol.client.gql(usageQuery, { id: String(projectId), days }))).toBe(
        "ServerInvalidParameter",
      );
  });
});
