/**
 * Live updates (issue 9): GraphQL subscriptions over graphql-ws on /graphql, fed by LISTEN/NOTIFY
 * (PGlite's listen in one process). A real WebSocket client follows jobs, tasks and log lines while a
 * real scheduler runs them; a worker in another process (PostgreSQL only) reaches the subscriber too;
 * a socket from another origin or without a session is refused, and another user's job answers like a
 * missing one. A task that becomes pending wakes the scheduler without any poll.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client as SocketClient, FormattedExecutionResult } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { ModuleArg } from "../../gateway/src/db/modules.js";
import { connectSchedulerWakeups } from "../../gateway/src/domain/events.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { addEngineModule, registerUser, waitFor, type NormalUser } from "../support/factories.js";
import { repoRoot } from "../support/paths.js";
import { cookieOf, graphqlSocket, readUntil } from "../support/liveSocket.js";
import { uploadBytes } from "../support/uploads.js";

const fileArg: ModuleArg = { name: "input", label: "Input", format: "file", require: true };
const untilArg: ModuleArg = { name: "until", label: "Until", format: "string", require: true };

let t: TestApp;
let alice: NormalUser;
let bob: NormalUser;
let scheduler: Scheduler;
let inputId = 0;
let scratch = "";
const moduleIds: Record<string, number> = {};
const sockets: SocketClient[] = [];

/** A graphql-ws client with the headers a browser page of `origin` would send (closed after the file). */
function socket(
  options: { cookie?: string; origin?: string; params?: Record<string, unknown> } = {},
): SocketClient {
  const client = graphqlSocket(t.url, options);
  sockets.push(client);
  return client;
}

const userSocket = (user: NormalUser) => socket({ cookie: cookieOf(user.client) });

interface Follow<T> {
  /** The next result; throws what the server refused (errors or a close). */
  next(): Promise<FormattedExecutionResult<T, unknown>>;
  /** Results until `done` holds for one (that one included). */
  until(done: (data: T) => boolean): Promise<T[]>;
  /** Whether the server completed the subscription (after the results read so far). */
  ended(): Promise<boolean>;
  stop(): Promise<void>;
}

function follow<T>(client: SocketClient, query: string, variables: Record<string, unknown> = {}): Follow<T> {
  const iterator = client.iterate<T>({ query, variables });
  const next = async () => {
    const result = await iterator.next();
    if (result.done) throw new Error("the subscription ended");
    return result.value;
  };
  return {
    next,
    until: (done) => readUntil(next, done),
    async ended() {
      return (await iterator.next()).done === true;
    },
    async stop() {
      await iterator.return?.();
    },
  };
}

/** The catalogue Types of a refused subscription, whether sent as errors or thrown. */
async function refusal(client: SocketClient, query: string, variables: Record<string, unknown> = {}) {
  const iterator = client.iterate({ query, variables });
  try {
    const result = await iterator.next();
    if (result.done) return ["ended"];
    return (result.value.errors ?? []).map((e) => String(e.extensions?.code));
  } catch (error) {
    if (Array.isArray(error))
      return error.map((e: { extensions?: { code?: unknown } }) => String(e.extensions?.code));
    const code = (error as { code?: unknown }).code;
    return [`close ${String(code)}`];
  } finally {
    await iterator.return?.();
  }
}

const submit = (user: NormalUser, tasks: unknown[]) =>
  user.client.gqlData<{ submitJob: { id: string; tasks: { id: string; key: string }[] } }>(
    `mutation($input: JobInput!) { submitJob(input: $input) { id tasks { id key } } }`,
    { input: { name: "live", tasks } },
  );

const jobChanged = `subscription($id: ID!) { jobChanged(id: $id) { id state progress tasks { key state } } }`;
const taskChanged = `subscription($jobId: ID!) { taskChanged(jobId: $jobId) { id key state reason } }`;
const taskLog = `subscription($taskId: ID!, $stream: LogStream) { taskLog(taskId: $taskId, stream: $stream) { taskId stream offset text } }`;

interface JobData {
  jobChanged: { id: string; state: string; progress: number; tasks: { key: string; state: string }[] };
}
interface TaskData {
  taskChanged: { id: string; key: string; state: string; reason: string | null };
}
interface LogData {
  taskLog: { taskId: string; stream: "STDOUT" | "STDERR"; offset: number; text: string };
}

/** Whether `seen` is in the order of `order` (a state may be skipped when changes come together). */
function inOrder(seen: readonly string[], order: readonly string[]): boolean {
  let at = 0;
  for (const state of seen) {
    const index = order.indexOf(state, at);
    if (index < 0) return false;
    at = index;
  }
  return true;
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  // Not started: no poll runs in these tests; wake-ups (or a test) make it tick.
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 2,
  });
  alice = await registerUser(t);
  bob = await registerUser(t);
  moduleIds.copy = await addEngineModule(t, "test/live-copy", "copy.mjs", { args: [fileArg] });
  moduleIds.chatter = await addEngineModule(t, "test/live-chatter", "chatter.mjs", { args: [untilArg] });
  const file = await uploadBytes(
    alice.client,
    "/api/workflow_job_task_data_source_file",
    "in.txt",
    Buffer.from("hello\n"),
  );
  inputId = file.Id;
  scratch = await mkdtemp(path.join(tmpdir(), "crucible-live-"));
});

afterAll(async () => {
  for (const client of sockets) await client.dispose();
  await scheduler?.stop();
  await t?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("subscription jobChanged and taskChanged", () => {
  it("sends the job now, then its states and its tasks' states as a woken scheduler runs it", async () => {
    const { submitJob } = await submit(alice, [
      { key: "a", moduleId: String(moduleIds.copy), args: { input: { dataFileId: inputId } } },
      {
        key: "b",
        moduleId: String(moduleIds.copy),
        args: { input: { task: "a", output: "copy.txt" } },
        dependsOn: ["a"],
      },
    ]);
    const client = userSocket(alice);
    const taskFeed = follow<TaskData>(client, taskChanged, { jobId: submitJob.id });
    const job = follow<JobData>(client, jobChanged, { id: submitJob.id });
    // The job's first message is its state now (so both subscriptions are in place).
    const first = await job.next();
    expect(first.data?.jobChanged).toMatchObject({ id: submitJob.id, state: "pending", progress: 0 });

    // No poll: the pending tasks' notifications wake the scheduler, and so do b's when a is done.
    const disconnect = connectSchedulerWakeups(t.app.events, scheduler);
    onTestFinished(disconnect);
    scheduler.wake();
    const jobStates = await job.until((data) => data.jobChanged.state === "done");
    const final = jobStates.at(-1)!.jobChanged;
    expect(final.progress).toBe(1);
    expect(final.tasks.map((task) => task.state)).toEqual(["done", "done"]);
    // Between its two tasks the job is pending again (b waits for a slot), so only: never done before the end.
    const states = jobStates.map((d) => d.jobChanged.state);
    expect(states.slice(0, -1).every((state) => state === "pending" || state === "doing")).toBe(true);

    const seen = new Map<string, string[]>();
    await taskFeed.until((data) => {
      const { key, state } = data.taskChanged;
      seen.set(key, [...(seen.get(key) ?? []), state]);
      return seen.get("a")?.at(-1) === "done" && seen.get("b")?.at(-1) === "done";
    });
    expect([seen.get("a"), inOrder(seen.get("a")!, ["doing", "done"])]).toEqual([seen.get("a"), true]);
    expect([seen.get("b"), inOrder(seen.get("b")!, ["pending", "doing", "done"])]).toEqual([
      seen.get("b"),
      true,
    ]);
    await job.stop();
    await taskFeed.stop();
    // Let the scheduler's last tick end here: a tick still running could claim the next test's job
    // before that test reads it pending.
    await scheduler.idle();
  });

  it("sends the caller's active jobs now, then each change of them, and nothing of other users' jobs", async () => {
    const { submitJob } = await submit(alice, [
      { key: "a", moduleId: String(moduleIds.copy), args: { input: { dataFileId: inputId } } },
    ]);
    const theirs = follow<{ jobsChanged: { id: string } }>(
      userSocket(bob),
      `subscription { jobsChanged { id } }`,
    );
    const mine = follow<{ jobsChanged: { id: string; state: string } }>(
      userSocket(alice),
      `subscription { jobsChanged { id state } }`,
    );
    expect((await mine.next()).data?.jobsChanged).toEqual({ id: submitJob.id, state: "pending" });
    onTestFinished(connectSchedulerWakeups(t.app.events, scheduler));
    scheduler.wake();
    const seen = await mine.until((data) => data.jobsChanged.state === "done");
    expect(seen.every((data) => data.jobsChanged.id === submitJob.id)).toBe(true);
    await scheduler.idle();
    // Bob had no active job and saw none of Alice's: his first message is his own new job.
    const done = path.join(scratch, "done-at-once");
    await writeFile(done, "");
    const bobs = await submit(bob, [
      { key: "a", moduleId: String(moduleIds.chatter), args: { until: done } },
    ]);
    expect((await theirs.next()).data?.jobsChanged.id).toBe(bobs.submitJob.id);
    await scheduler.tick();
    await scheduler.idle();
    await mine.stop();
    await theirs.stop();
  });
});

describe("subscription taskLog", () => {
  it("sends a running task's new stdout and stderr text, in order, and ends when the task ends", async () => {
    const until = path.join(scratch, "stop-1");
    const { submitJob } = await submit(alice, [
      { key: "talk", moduleId: String(moduleIds.chatter), args: { until } },
    ]);
    const taskId = submitJob.tasks[0]!.id;
    const client = userSocket(alice);
    await scheduler.tick();
    await waitFor("the task to run", async () => {
      const { job } = await alice.client.gqlData<{ job: { state: string } }>(
        `query($id: ID!) { job(id: $id) { state } }`,
        { id: submitJob.id },
      );
      return job.state === "doing" ? true : null;
    });

    const both = follow<LogData>(client, taskLog, { taskId });
    const errOnly = follow<LogData>(client, taskLog, { taskId, stream: "STDERR" });
    const collected: LogData["taskLog"][] = [];
    await both.until((data) => {
      collected.push(data.taskLog);
      const out = collected
        .filter((c) => c.stream === "STDOUT")
        .map((c) => c.text)
        .join("");
      const err = collected
        .filter((c) => c.stream === "STDERR")
        .map((c) => c.text)
        .join("");
      return out.includes("tick 3 héllo\n") && err.includes("warn 3\n");
    });
    const errChunk = await errOnly.next();
    expect(errChunk.data?.taskLog.stream).toBe("STDERR");

    await writeFile(until, "");
    await scheduler.idle();
    // The last lines came before the end, then the subscription completed.
    for (;;) {
      let result: FormattedExecutionResult<LogData, unknown>;
      try {
        result = await both.next();
      } catch {
        break;
      }
      collected.push(result.data!.taskLog);
    }
    for (const stream of ["STDOUT", "STDERR"] as const) {
      const list = collected.filter((c) => c.stream === stream);
      expect(list[0]!.offset).toBe(0);
      // Each chunk starts where the one before ended: nothing lost or repeated at this pace.
      for (let i = 1; i < list.length; i++) {
        expect(list[i]!.offset).toBe(list[i - 1]!.offset + Buffer.byteLength(list[i - 1]!.text));
      }
      const text = list.map((c) => c.text).join("");
      const stored = await alice.client.fetch(
        `/api/workflow_job_tasks/read_file/${taskId}?Type=${stream === "STDOUT" ? "Stdout" : "Stderr"}`,
      );
      expect(text).toBe(await stored.text());
    }
    expect(collected.every((c) => c.taskId === taskId)).toBe(true);
    await errOnly.stop();
  });
});

describe("refusals", () => {
  it("closes a socket without a session or with a bad token (4403), and takes an API token in connection_init", async () => {
    expect(await refusal(socket(), jobChanged, { id: "1" })).toEqual(["close 4403"]);
    expect(
      await refusal(socket({ params: { authorization: "Bearer crc_not-a-real-token" } }), jobChanged, {
        id: "1",
      }),
    ).toEqual(["close 4403"]);
    const token = await alice.client.ok<{ Secret: string }>("/api/user/api_token/insert", {
      Name: "live",
      ReadOnly: true,
    });
    const { submitJob } = await submit(alice, [
      { key: "a", moduleId: String(moduleIds.chatter), args: { until: path.join(scratch, "never") } },
    ]);
    const viaToken = follow<JobData>(
      socket({ params: { authorization: `Bearer ${token.Secret}` } }),
      jobChanged,
      {
        id: submitJob.id,
      },
    );
    expect((await viaToken.next()).data?.jobChanged.state).toBe("pending");
    await viaToken.stop();
    await alice.client.ok(`/api/workflow_job/cancel/${submitJob.id}`);
  });

  it("refuses the upgrade from another origin with 403, before any session is read", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const raw = new WebSocket(`${t.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws", {
        headers: { origin: "http://evil.example", cookie: cookieOf(alice.client) },
      });
      raw.on("unexpected-response", (_request, response) => {
        resolve(response.statusCode ?? 0);
        raw.terminate();
      });
      raw.on("open", () => reject(new Error("the socket opened")));
      raw.on("error", () => undefined);
    });
    expect(status).toBe(403);
  });

  it("answers another user's job, a missing job and a task of either like the queries do", async () => {
    const { submitJob } = await submit(alice, [
      { key: "a", moduleId: String(moduleIds.chatter), args: { until: path.join(scratch, "never") } },
    ]);
    const bobSocket = userSocket(bob);
    const query = await bob.client.gql(`query($id: ID!) { job(id: $id) { id } }`, { id: submitJob.id });
    expect(query.body.errors?.[0]?.extensions?.code).toBe("DBDataNotExist");
    expect(await refusal(bobSocket, jobChanged, { id: submitJob.id })).toEqual(["DBDataNotExist"]);
    expect(await refusal(bobSocket, jobChanged, { id: "987654321" })).toEqual(["DBDataNotExist"]);
    expect(await refusal(bobSocket, taskChanged, { jobId: submitJob.id })).toEqual(["DBDataNotExist"]);
    expect(await refusal(bobSocket, taskLog, { taskId: submitJob.tasks[0]!.id })).toEqual(["DBDataNotExist"]);
    await alice.client.ok(`/api/workflow_job/cancel/${submitJob.id}`);
  });

  it("refuses bad input, queries over the socket, a system session and a 21st subscription", async () => {
    const client = userSocket(alice);
    expect(await refusal(client, jobChanged, { id: "abc" })).toEqual(["ServerInvalidParameter"]);
    // An unknown argument and the missing id: two validation errors, both of that Type.
    expect(new Set(await refusal(client, `subscription { jobChanged(nope: 1) { id } }`))).toEqual(
      new Set(["ServerInvalidParameter"]),
    );
    expect(await refusal(client, `query { tokenBalance }`)).toEqual(["ServerInvalidParameter"]);

    const admin = await t.admin();
    expect(await refusal(socket({ cookie: cookieOf(admin) }), jobChanged, { id: "1" })).toEqual([
      "DBUserNoLogin",
    ]);

    const { submitJob } = await submit(alice, [
      { key: "a", moduleId: String(moduleIds.chatter), args: { until: path.join(scratch, "never") } },
    ]);
    const open: Follow<JobData>[] = [];
    for (let i = 0; i < 20; i++) {
      const feed = follow<JobData>(client, jobChanged, { id: submitJob.id });
      await feed.next();
      open.push(feed);
    }
    expect(await refusal(client, jobChanged, { id: submitJob.id })).toEqual(["DBRateLimit"]);
    await open[0]!.stop();
    const again = follow<JobData>(client, jobChanged, { id: submitJob.id });
    expect((await again.next()).data?.jobChanged.id).toBe(submitJob.id);
    for (const feed of [...open.slice(1), again]) await feed.stop();
    await alice.client.ok(`/api/workflow_job/cancel/${submitJob.id}`);
  });
});

describe("the directives at subscribe", () => {
  it("refuse a subscription while the Workflow switch is off (FeatureNotEnabled), before it opens", async () => {
    const admin = await t.admin();
    const switches = await admin.gqlData<{ featureSwitches: Record<string, unknown> }>("{ featureSwitches }");
    const save = (s: Record<string, unknown>) =>
      admin.gqlData("mutation ($s: JSON!) { saveFeatureSwitches(switches: $s) }", { s });
    await save({ ...switches.featureSwitches, Workflow: { Enabled: false } });
    try {
      const client = userSocket(alice);
      expect(await refusal(client, jobChanged, { id: "1" })).toEqual(["FeatureNotEnabled"]);
      expect(await refusal(client, `subscription { jobsChanged { id } }`)).toEqual(["FeatureNotEnabled"]);
      expect(await refusal(client, taskLog, { taskId: "1" })).toEqual(["FeatureNotEnabled"]);
    } finally {
      await save(switches.featureSwitches);
    }
    // Back on: the same subscription opens (it is the switch that refused it).
    const { submitJob } = await submit(alice, [
      { key: "a", moduleId: String(moduleIds.chatter), args: { until: path.join(scratch, "never") } },
    ]);
    const feed = follow<JobData>(userSocket(alice), jobChanged, { id: submitJob.id });
    expect((await feed.next()).data?.jobChanged.id).toBe(submitJob.id);
    await feed.stop();
    await alice.client.ok(`/api/workflow_job/cancel/${submitJob.id}`);
  });
});

describe("crucible worker", () => {
  it("refuses to start without DATABASE_URL, in one line", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "gateway/src/worker.ts")], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: "", CRUCIBLE_DATA_DIR: scratch },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      "crucible: a separate worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to the gateway's own process",
    );
  });

  // A second process shares only a PostgreSQL database: on PGlite the refusal above is the behaviour,
  // and CI's PostgreSQL pass runs this.
  if (process.env.DATABASE_URL) {
    it("(PostgreSQL only) runs a job in another process, whose changes reach the subscriber through NOTIFY", async () => {
      const { submitJob } = await submit(alice, [
        { key: "a", moduleId: String(moduleIds.copy), args: { input: { dataFileId: inputId } } },
      ]);
      const job = follow<JobData>(userSocket(alice), jobChanged, { id: submitJob.id });
      expect((await job.next()).data?.jobChanged.state).toBe("pending");

      // This gateway runs no scheduler: only the worker can run the job.
      const child: ChildProcess = spawn(
        process.execPath,
        ["--import", "tsx", path.join(repoRoot, "gateway/src/worker.ts")],
        {
          cwd: repoRoot,
          env: {
            ...process.env,
            DATABASE_URL: t.app.services.config.databaseUrl,
            CRUCIBLE_DATA_DIR: t.app.services.config.dataDir,
            CRUCIBLE_CONCURRENCY: "1",
          },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let stdout = "";
      child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
      try {
        await waitFor("the worker to be ready", async () => (stdout.includes("ready: ") ? true : null));
        const states = await job.until((data) => data.jobChanged.state === "done");
        expect(states.at(-1)!.jobChanged.tasks).toEqual([{ key: "a", state: "done" }]);
        const copy = await alice.client.gqlData<{ job: { tasks: { outputs: { readUrl: string }[] }[] } }>(
          `query($id: ID!) { job(id: $id) { tasks { outputs { readUrl } } } }`,
          { id: submitJob.id },
        );
        expect(await (await alice.client.fetch(copy.job.tasks[0]!.outputs[0]!.readUrl)).text()).toBe(
          "hello\ncopied\n",
        );
      } finally {
        const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        expect(await exited).toBe(0);
      }
      expect(stdout).toContain("SIGTERM: draining");
      await job.stop();
    });
  }
});
