/**
 * Notifications (issue 28 item 5): a job's end (done or failed), a feedback reply and an order paid
 * notify their user, once per event even when the end is written again or in parallel; the user lists
 * theirs (newest first, paged), counts the unread and marks one or all read, over REST and GraphQL.
 * Refusals: not signed in, a system user (the user side only), another user's id like a missing one,
 * a read-only token.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../gateway/src/db/jobs.js";
import { notifications } from "../../gateway/src/db/notifications.js";
import { refreshJobState } from "../../gateway/src/domain/jobs/jobs.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import {
  addEngineModule,
  enableAllFeatures,
  registerUser,
  replyToFeedback,
  type NormalUser,
} from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { cookieOf, feed, graphqlSocket } from "../support/liveSocket.js";
import { uploadBytes } from "../support/uploads.js";

let t: TestApp;
let admin: Client;
let alice: NormalUser;
let bob: NormalUser;
let scheduler: Scheduler;
let inputId = 0;
const moduleIds: Record<string, number> = {};

interface NotificationView {
  Id: number;
  Kind: string;
  Title: { en: string; zh: string };
  Body: { en: string; zh: string };
  Target: string;
  TargetId: number;
  ReadAt: string | null;
}
interface JobView {
  Id: number;
  State: string;
}

const base = "/api/user_notification";

async function runJob(user: NormalUser, name: string, moduleId: number): Promise<number> {
  const job = await user.client.ok<JobView>("/api/workflow_job/submit", {
    Name: name,
    Tasks: [{ Key: "a", ModuleId: moduleId, Args: { input: { dataFileId: inputId } } }],
  });
  for (let i = 0; i < 200; i++) {
    await scheduler.tick();
    await scheduler.idle();
    const now = await user.client.ok<JobView>(`/api/workflow_job/read/${job.Id}`);
    if (["done", "abort", "cancel"].includes(now.State)) return job.Id;
  }
  throw new Error(`job ${job.Id} did not end`);
}

async function listOf(user: NormalUser, body: Record<string, unknown> = {}) {
  return user.client.ok<{ List: NotificationView[]; Total: number }>(`${base}/query_page`, body);
}

async function unread(user: NormalUser): Promise<number> {
  return (await user.client.ok<{ Count: number }>(`${base}/unread_count`)).Count;
}

async function rowsFor(userId: number, target: string, targetId: number) {
  return t.app.services.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.target, target as "job"),
        eq(notifications.targetId, targetId),
      ),
    );
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 2,
  });
  admin = await t.admin();
  await enableAllFeatures(admin);
  alice = await registerUser(t);
  bob = await registerUser(t);
  moduleIds.copy = await addEngineModule(t, "test/notify-copy", "copy.mjs");
  moduleIds.fail = await addEngineModule(t, "test/notify-fail", "fail.mjs");
  inputId = (
    await uploadBytes(alice.client, "/api/workflow_job_task_data_source_file", "in.txt", Buffer.from("hi\n"))
  ).Id;
});

afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

describe("notifications of events", () => {
  it("a job done and a job failed notify their owner once each, in both languages", async () => {
    const done = await runJob(alice, "assembly", moduleIds.copy!);
    const failed = await runJob(alice, "broken", moduleIds.fail!);
    const { List } = await listOf(alice);
    const ofDone = List.filter((n) => n.Target === "job" && n.TargetId === done);
    const ofFailed = List.filter((n) => n.Target === "job" && n.TargetId === failed);
    expect(ofDone).toHaveLength(1);
    expect(ofDone[0]).toMatchObject({
      Kind: "jobDone",
      Title: { en: 'Job "assembly" is done', zh: "任务“assembly”已完成" },
      ReadAt: null,
    });
    expect(ofFailed).toHaveLength(1);
    expect(ofFailed[0]).toMatchObject({ Kind: "jobFailed", Title: { en: 'Job "broken" failed' } });
    // Newest first.
    expect(List.findIndex((n) => n.TargetId === failed)).toBeLessThan(
      List.findIndex((n) => n.TargetId === done),
    );
    expect(await unread(alice)).toBe(2);
    expect((await listOf(bob)).Total).toBe(0);
  });

  it("a job's end written again, or by several refreshes at once, still makes exactly one", async () => {
    const jobId = await runJob(alice, "twice", moduleIds.copy!);
    const db = t.app.services.db;
    // Retried: the end is refreshed again.
    await refreshJobState(t.app.services, jobId);
    await refreshJobState(t.app.services, jobId);
    expect(await rowsFor(alice.id, "job", jobId)).toHaveLength(1);
    // Two workers writing the same end at once: the stored state is stale and five refreshes race.
    const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    await db.update(jobs).set({ state: "doing" }).where(eq(jobs.id, jobId));
    await Promise.all([1, 2, 3, 4, 5].map(() => refreshJobState(t.app.services, jobId)));
    const [after] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(after!.finishedAt).toEqual(row!.finishedAt);
    expect(await rowsFor(alice.id, "job", jobId)).toHaveLength(1);
  });

  it("a job reset and ended again notifies again", async () => {
    const jobId = await runJob(alice, "again", moduleIds.fail!);
    await alice.client.ok("/api/workflow_job/repair_task", { Id: jobId, Key: "a" });
    for (let i = 0; i < 200; i++) {
      await scheduler.tick();
      await scheduler.idle();
      const now = await alice.client.ok<JobView>(`/api/workflow_job/read/${jobId}`);
      if (now.State === "abort") break;
    }
    expect((await rowsFor(alice.id, "job", jobId)).map((n) => n.kind)).toEqual(["jobFailed", "jobFailed"]);
  });

  it("a feedback reply notifies its sender", async () => {
    const sent = await bob.client.ok<{ Id: number }>("/api/user_feedback/insert", {
      Title: "Bell",
      Content: "Tell me when my job ends.",
    });
    await admin.ok("/api/sys/user_feedback/reply", { Id: sent.Id, Reply: "Done: see the bell." });
    const { List } = await listOf(bob);
    expect(List[0]).toMatchObject({
      Kind: "feedbackReply",
      Target: "feedback",
      TargetId: sent.Id,
      Title: { en: 'Reply to your feedback "Bell"', zh: "您的反馈“Bell”有了回复" },
      Body: { en: "Done: see the bell." },
    });
  });

  it("an order paid notifies its buyer", async () => {
    const pack = await admin.ok<{ Id: number }>("/api/sys/user_resource_pack_package/insert", {
      Kind: "token",
      Name: "100 tokens",
      Grants: 100,
      UnitPrice: 100,
      ExpiryMonths: 1,
    });
    const order = await bob.client.ok<{ Id: number; OutTradeNo: string }>("/api/user_order/create", {
      PackageId: pack.Id,
      Quantity: 2,
    });
    await admin.ok("/api/sys/user_order/mark_paid", { Id: order.Id, Reason: "bank transfer" });
    const { List } = await listOf(bob);
    expect(List[0]).toMatchObject({ Kind: "orderPaid", Target: "order", TargetId: order.Id });
    expect(List[0]!.Body.en).toContain("100 tokens x 2, ¥2.00");
  });
});

describe("the notification centre", () => {
  it("pages, counts and marks read over REST and GraphQL", async () => {
    const page = await listOf(alice, { Limit: 2, Offset: 0 });
    expect(page.List).toHaveLength(2);
    expect(page.Total).toBeGreaterThanOrEqual(4);
    const before = await unread(alice);
    const { unreadNotificationCount } = await alice.client.gqlData<{ unreadNotificationCount: number }>(
      "{ unreadNotificationCount }",
    );
    expect(unreadNotificationCount).toBe(before);

    const marked = await alice.client.ok<NotificationView[]>(`${base}/mark_read`, {
      Ids: [page.List[0]!.Id],
    });
    expect(marked[0]!.ReadAt).not.toBeNull();
    expect(await unread(alice)).toBe(before - 1);
    // Marking again keeps the first time.
    const again = await alice.client.ok<NotificationView[]>(`${base}/mark_read`, { Ids: [page.List[0]!.Id] });
    expect(again[0]!.ReadAt).toBe(marked[0]!.ReadAt);

    const { markNotificationsRead } = await alice.client.gqlData<{
      markNotificationsRead: { id: string; readAt: string | null }[];
    }>(`mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) { id readAt } }`, {
      ids: [String(page.List[1]!.Id)],
    });
    expect(markNotificationsRead[0]!.readAt).not.toBeNull();
    expect(await unread(alice)).toBe(before - 2);

    const { myNotifications } = await alice.client.gqlData<{
      myNotifications: {
        total: number;
        list: { id: string; kind: string; title: { en: string; zh: string }; targetId: string }[];
      };
    }>(`{ myNotifications(query: { limit: 50 }) { total list { id kind title { en zh } targetId } } }`);
    expect(myNotifications.total).toBe(page.Total);

    const { markAllNotificationsRead } = await alice.client.gqlData<{ markAllNotificationsRead: number }>(
      "mutation { markAllNotificationsRead }",
    );
    expect(markAllNotificationsRead).toBe(before - 2);
    expect(await unread(alice)).toBe(0);
    expect((await alice.client.ok<{ Count: number }>(`${base}/mark_all_read`)).Count).toBe(0);
  });

  it("answers another user's notification exactly like a missing one, and marks nothing", async () => {
    const { List } = await listOf(bob);
    const theirs = List[0]!;
    expect(theirs.ReadAt).toBeNull();
    const read = await alice.client.rest(`${base}/read/${theirs.Id}`);
    const readMissing = await alice.client.rest(`${base}/read/987654321`);
    expect(read.body.Error?.Type).toBe("DBDataNotExist");
    expect(read.body).toEqual(readMissing.body);
    const mark = await alice.client.rest(`${base}/mark_read`, { Ids: [theirs.Id] });
    const markMissing = await alice.client.rest(`${base}/mark_read`, { Ids: [987654321] });
    expect(mark.body.Error?.Type).toBe("DBDataNotExist");
    expect(mark.body).toEqual(markMissing.body);
    const graph = await alice.client.gql(
      `mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) { id } }`,
      {
        ids: [String(theirs.Id)],
      },
    );
    expect(gqlCode(graph)).toBe("DBDataNotExist");
    expect((await listOf(bob)).List[0]!.ReadAt).toBeNull();
  });

  it("refuses a caller not signed in and a system user (the user side only)", async () => {
    const anon = t.client();
    for (const path of ["query_page", "unread_count", "mark_all_read"]) {
      expect((await anon.rest(`${base}/${path}`, {})).body.Error?.Type).toBe("DBUserNoLogin");
    }
    expect(gqlCode(await anon.gql("{ unreadNotificationCount }"))).toBe("DBUserNoLogin");
    expect(gqlCode(await anon.gql("mutation { markAllNotificationsRead }"))).toBe("DBUserNoLogin");
    const sys = await admin.rest(`${base}/unread_count`, {});
    expect(["DBUserNoLogin", "DBPermDenied"]).toContain(sys.body.Error?.Type);
    expect(["DBUserNoLogin", "DBPermDenied"]).toContain(
      gqlCode(await admin.gql("{ myNotifications { total } }")),
    );
  });

  it("lets a read-only API token read but not mark", async () => {
    const created = await bob.client.ok<{ Secret: string }>("/api/user/api_token/insert", {
      Name: "reader",
      ReadOnly: true,
    });
    const reader = t.client().withBearer(created.Secret);
    const count = await reader.rest<{ Count: number }>(`${base}/unread_count`, {});
    expect(count.body.Error).toBeNull();
    const mark = await reader.rest(`${base}/mark_all_read`, {});
    expect(mark.body.Error?.Type).toBe("DBPermDenied");
  });
});

describe("the bell's live count", () => {
  it("is sent at once, again when a notification arrives or is read, and only for its own user", async () => {
    const carol = await registerUser(t);
    const dave = await registerUser(t);
    const sockets = [
      graphqlSocket(t.url, { cookie: cookieOf(carol.client) }),
      graphqlSocket(t.url, { cookie: cookieOf(dave.client) }),
    ];
    try {
      const query = "subscription { unreadNotificationCountChanged }";
      type Count = { unreadNotificationCountChanged: number };
      const carols = feed<Count>(sockets[0]!, query);
      const daves = feed<Count>(sockets[1]!, query);
      expect((await carols.next()).data).toEqual({ unreadNotificationCountChanged: 0 });
      expect((await daves.next()).data).toEqual({ unreadNotificationCountChanged: 0 });
      // An administrator's reply to carol's feedback notifies her, in its own transaction.
      await replyToFeedback(t, carol, "Where is my plate?");
      expect((await carols.next()).data).toEqual({ unreadNotificationCountChanged: 1 });
      await carol.client.ok(`${base}/mark_all_read`, {});
      expect((await carols.next()).data).toEqual({ unreadNotificationCountChanged: 0 });
      // dave's feed heard nothing of carol's: his next value is his own notification's.
      await replyToFeedback(t, dave, "And mine?");
      expect((await daves.next()).data).toEqual({ unreadNotificationCountChanged: 1 });
      await carols.stop();
      await daves.stop();
    } finally {
      for (const socket of sockets) await socket.dispose();
    }
  });

  it("refuses a socket without a session at its connection (4403 Forbidden)", async () => {
    const socket = graphqlSocket(t.url);
    try {
      const refused = feed<unknown>(socket, "subscription { unreadNotificationCountChanged }");
      const closed = await refused.next().then(
        () => null,
        (error: unknown) => error as { code?: number },
      );
      expect(closed?.code).toBe(4403);
    } finally {
      await socket.dispose();
    }
  });

  it("refuses a system session (the user side only)", async () => {
    const socket = graphqlSocket(t.url, { cookie: cookieOf(admin) });
    try {
      const refused = feed<unknown>(socket, "subscription { unreadNotificationCountChanged }");
      let codes: string[] = [];
      try {
        const result = await refused.next();
        codes = (result.errors ?? []).map((e) => String(e.extensions?.code));
      } catch (error) {
        codes = (Array.isArray(error) ? error : [error]).map((e: { extensions?: { code?: unknown } }) =>
          String(e.extensions?.code),
        );
      }
      expect(codes).toEqual(["DBUserNoLogin"]);
    } finally {
      await socket.dispose();
    }
  });
});
