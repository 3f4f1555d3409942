/**
 * Live feeds follow the projects' visibility rule (issues 27 item 1, 28 item 2), over a real
 * graphql-ws socket while a real scheduler runs the jobs: a viewer of a project receives `jobsChanged`
 * for another member's project job as it changes state, and a job moved into the project as it moves;
 * an outsider and an invited-but-not-accepted user receive nothing of it and get DBDataNotExist for its
 * own feeds; a member removed from the project stops receiving its jobs at the next event, and the
 * feeds that followed one of its jobs or tasks end with DBDataNotExist at once.
 *
 * Nothing is timed: a feed that must not receive a job is shown a later job of its own (a higher id,
 * read in the same order), and everything it received until that one is checked.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client as SocketClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModuleArg } from "../../gateway/src/db/modules.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { addEngineModule, registerUser, type NormalUser } from "../support/factories.js";
import { cookieOf, feed, graphqlSocket, type Feed } from "../support/liveSocket.js";

const untilArg: ModuleArg = { name: "until", label: "Until", format: "string", require: true };

let t: TestApp;
let scheduler: Scheduler;
let scratch = "";
let chatter = "";
let projectId = "";
/** alice owns the project and its jobs; bob edits; carol views; dave is invited; eve is an outsider. */
let alice: NormalUser;
let bob: NormalUser;
let carol: NormalUser;
let dave: NormalUser;
let eve: NormalUser;
const sockets: SocketClient[] = [];

function userSocket(user: NormalUser): SocketClient {
  const client = graphqlSocket(t.url, { cookie: cookieOf(user.client) });
  sockets.push(client);
  return client;
}

/** The catalogue Types of the next result of a feed: its errors, whether sent as a result or thrown. */
async function errorsOf<T>(follow: Feed<T>): Promise<string[]> {
  try {
    const result = await follow.next();
    return (result.errors ?? []).map((e) => String(e.extensions?.code));
  } catch (error) {
    if (Array.isArray(error))
      return error.map((e: { extensions?: { code?: unknown } }) => String(e.extensions?.code));
    throw error;
  }
}

interface JobsData {
  jobsChanged: { id: string; state: string; projectId: string | null; mine: boolean };
}
interface JobData {
  jobChanged: { id: string; state: string };
}
interface LogData {
  taskLog: { taskId: string; text: string };
}

const jobsChanged = `subscription { jobsChanged { id state projectId mine } }`;
const jobChanged = `subscription($id: ID!) { jobChanged(id: $id) { id state } }`;
const taskChanged = `subscription($jobId: ID!) { taskChanged(jobId: $jobId) { id state } }`;
const taskLog = `subscription($taskId: ID!) { taskLog(taskId: $taskId) { taskId text } }`;

/** A job of one task of the chatter module, which runs until the file `until` exists. */
async function submit(user: NormalUser, until: string, project: string | null = null) {
  const { submitJob } = await user.client.gqlData<{ submitJob: { id: string; tasks: { id: string }[] } }>(
    `mutation($input: JobInput!) { submitJob(input: $input) { id tasks { id } } }`,
    {
      input: {
        name: "live project",
        tasks: [{ key: "a", moduleId: chatter, args: { until } }],
        ...(project ? { projectId: project } : {}),
      },
    },
  );
  return { id: submitJob.id, taskId: submitJob.tasks[0]!.id };
}

async function cancel(user: NormalUser, jobId: string) {
  await user.client.ok(`/api/workflow_job/cancel/${jobId}`);
}

/**
 * What a feed received until the caller's own new job `marker` arrived: every job event before the
 * marker's was read and sent before it (the feeds send in order, oldest job first).
 */
async function receivedUntil(follow: Feed<JobsData>, marker: string): Promise<JobsData["jobsChanged"][]> {
  const seen = await follow.until((data) => data.jobsChanged.id === marker);
  return seen.map((data) => data.jobsChanged);
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  // Never started: the tests make it tick, so a job leaves pending only when a test says so.
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 8,
  });
  scratch = await mkdtemp(path.join(tmpdir(), "crucible-live-projects-"));
  chatter = String(
    await addEngineModule(t, "test/live-projects-chatter", "chatter.mjs", { args: [untilArg] }),
  );
  [alice, bob, carol, dave, eve] = await Promise.all([
    registerUser(t),
    registerUser(t),
    registerUser(t),
    registerUser(t),
    registerUser(t),
  ]);
  const created = await alice.client.ok<{ Id: number }>("/api/project/create", {
    Name: "Live",
    Description: "",
  });
  projectId = String(created.Id);
  for (const [user, role, accept] of [
    [bob, "editor", true],
    [carol, "viewer", true],
    [dave, "viewer", false],
  ] as const) {
    await alice.client.ok("/api/project/invite", {
      ProjectId: created.Id,
      Invitee: user.account,
      Role: role,
    });
    if (accept)
      await user.client.ok("/api/project/answer_invitation", { ProjectId: created.Id, Accept: true });
  }
});

afterAll(async () => {
  for (const client of sockets) await client.dispose();
  await scheduler?.stop();
  await t?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("jobsChanged follows the jobs of the caller's projects", () => {
  it("sends a viewer another member's project job as it changes state; an outsider and an invitee get nothing of it", async () => {
    const doneAtOnce = path.join(scratch, "done-at-once");
    await writeFile(doneAtOnce, "");
    // The outsider's and the invitee's feeds are in place once they sent their own active job.
    const others = new Map<NormalUser, Feed<JobsData>>();
    for (const user of [eve, dave]) {
      const own = await submit(user, path.join(scratch, `never-${user.id}`));
      const follow = feed<JobsData>(userSocket(user), jobsChanged);
      expect((await follow.next()).data?.jobsChanged).toMatchObject({ id: own.id, state: "pending" });
      others.set(user, follow);
      await cancel(user, own.id);
    }

    const until = path.join(scratch, "project-1");
    const job = await submit(alice, until, projectId);
    const viewer = feed<JobsData>(userSocket(carol), jobsChanged);
    // Submitted before or after the feed began, the job comes first, pending, as another member's.
    expect((await viewer.next()).data?.jobsChanged).toEqual({
      id: job.id,
      state: "pending",
      projectId,
      mine: false,
    });
    // The single-job feeds answer the viewer and refuse the others like a missing id.
    const single = feed<JobData>(userSocket(carol), jobChanged, { id: job.id });
    expect((await single.next()).data?.jobChanged).toEqual({ id: job.id, state: "pending" });
    await single.stop();
    for (const user of [eve, dave]) {
      const socket = userSocket(user);
      expect(await errorsOf(feed(socket, jobChanged, { id: job.id }))).toEqual(["DBDataNotExist"]);
      expect(await errorsOf(feed(socket, taskChanged, { jobId: job.id }))).toEqual(["DBDataNotExist"]);
      expect(await errorsOf(feed(socket, taskLog, { taskId: job.taskId }))).toEqual(["DBDataNotExist"]);
    }

    await scheduler.tick();
    await viewer.until((data) => data.jobsChanged.id === job.id && data.jobsChanged.state === "doing");
    await writeFile(until, "");
    const rest = await viewer.until((data) => data.jobsChanged.state === "done");
    expect(rest.every((data) => data.jobsChanged.id === job.id)).toBe(true);
    await scheduler.idle();

    for (const [user, follow] of others) {
      const marker = await submit(user, doneAtOnce);
      const seen = await receivedUntil(follow, marker.id);
      expect(seen.filter((row) => row.id === job.id)).toEqual([]);
      await cancel(user, marker.id);
      await follow.stop();
    }
    await viewer.stop();
  });

  it("sends a viewer a job moved into the project as it moves, and ends her feeds of it when it moves out", async () => {
    const job = await submit(alice, path.join(scratch, "moved"));
    const viewer = feed<JobsData>(userSocket(carol), jobsChanged);
    // Not the viewer's while it is alice's alone: the first thing sent is the job in the project.
    const moved = await alice.client.ok<{ Moved: number }>("/api/project/move", {
      Kind: "job",
      Ids: [Number(job.id)],
      ProjectId: Number(projectId),
    });
    expect(moved).toEqual({ Moved: 1 });
    expect((await viewer.next()).data?.jobsChanged).toEqual({
      id: job.id,
      state: "pending",
      projectId,
      mine: false,
    });
    await viewer.stop();

    // Moved out again, it is no longer hers to read: her feeds of the job and its task end at once.
    const socket = userSocket(carol);
    const single = feed<JobData>(socket, jobChanged, { id: job.id });
    expect((await single.next()).data?.jobChanged).toEqual({ id: job.id, state: "pending" });
    const tasks = feed<{ taskChanged: { id: string } }>(socket, taskChanged, { jobId: job.id });
    const log = feed<LogData>(socket, taskLog, { taskId: job.taskId });
    expect(
      await alice.client.ok<{ Moved: number }>("/api/project/move", {
        Kind: "job",
        Ids: [Number(job.id)],
        ProjectId: null,
      }),
    ).toEqual({ Moved: 1 });
    expect(await errorsOf(single)).toEqual(["DBDataNotExist"]);
    expect(await errorsOf(tasks)).toEqual(["DBDataNotExist"]);
    expect(await errorsOf(log)).toEqual(["DBDataNotExist"]);
    await cancel(alice, job.id);
  });

  it("stops sending a removed member the project's jobs at the next event, and ends their feeds of its job and task", async () => {
    const job = await submit(alice, path.join(scratch, "removed"), projectId);
    const socket = userSocket(bob);
    const all = feed<JobsData>(socket, jobsChanged);
    expect((await all.next()).data?.jobsChanged).toMatchObject({ id: job.id, state: "pending" });
    const single = feed<JobData>(socket, jobChanged, { id: job.id });
    expect((await single.next()).data?.jobChanged).toEqual({ id: job.id, state: "pending" });
    const tasks = feed<{ taskChanged: { id: string } }>(socket, taskChanged, { jobId: job.id });
    const log = feed<LogData>(socket, taskLog, { taskId: job.taskId });

    await alice.client.ok("/api/project/remove_member", { ProjectId: Number(projectId), UserId: bob.id });
    // The membership's end is announced: the feeds of the job and its task end at once.
    expect(await errorsOf(single)).toEqual(["DBDataNotExist"]);
    expect(await errorsOf(tasks)).toEqual(["DBDataNotExist"]);
    expect(await errorsOf(log)).toEqual(["DBDataNotExist"]);

    // The job changes state; bob's own next job shows everything he was sent meanwhile (before the
    // removal the job was pending, and may have been sent again: never cancelled).
    await cancel(alice, job.id);
    const marker = await submit(bob, path.join(scratch, "bob-marker"));
    const seen = await receivedUntil(all, marker.id);
    expect(seen.filter((row) => row.id === job.id && row.state !== "pending")).toEqual([]);
    await cancel(bob, marker.id);

    // Back in the project, he is sent its jobs again.
    await alice.client.ok("/api/project/invite", {
      ProjectId: Number(projectId),
      Invitee: bob.account,
      Role: "viewer",
    });
    await bob.client.ok("/api/project/answer_invitation", { ProjectId: Number(projectId), Accept: true });
    const again = await submit(alice, path.join(scratch, "again"), projectId);
    const after = await all.until((data) => data.jobsChanged.id === again.id);
    expect(after.at(-1)?.jobsChanged).toEqual({ id: again.id, state: "pending", projectId, mine: false });
    await all.stop();
    await cancel(alice, again.id);
  });

  it("stops sending a member who leaves", async () => {
    const job = await submit(alice, path.join(scratch, "left"), projectId);
    const all = feed<JobsData>(userSocket(carol), jobsChanged);
    expect((await all.next()).data?.jobsChanged).toMatchObject({ id: job.id, state: "pending" });
    await carol.client.ok("/api/project/leave", { ProjectId: Number(projectId) });
    await cancel(alice, job.id);
    const marker = await submit(carol, path.join(scratch, "carol-marker"));
    // Before she left the job was pending (and may have been sent again): never cancelled.
    const seen = await receivedUntil(all, marker.id);
    expect(seen.filter((row) => row.id === job.id && row.state !== "pending")).toEqual([]);
    await cancel(carol, marker.id);
    await all.stop();
  });
});
