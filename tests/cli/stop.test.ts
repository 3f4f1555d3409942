/**
 * `crucible job stop` (issue 26 item 4): the real bin against a gateway whose own scheduler runs the
 * tasks. A running job stops (its tasks end abort, "stopped by the user", and the running one keeps
 * the file it wrote); `--task` stops one task; a finished job exits 1 with DBStatusChangeNotAllowed,
 * another user's job exits 4 like a missing one.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { addEngineModule, registerUser, waitFor, type NormalUser } from "../support/factories.js";
import { cli, json, jsonError, type CliOptions } from "./support.js";

let t: TestApp;
let work = "";
let user: NormalUser;
let as: CliOptions;
let spinModule = 0;
let readyCount = 0;

interface TaskView {
  Key: string;
  State: string;
  Reason: string | null;
  Outputs: { Name: string }[];
}

/** A job of tasks that write outputs/partial.txt, then `ready`, then spin until stopped. */
async function runningJob(keys: string[], dependsOn: Record<string, string[]> = {}): Promise<number> {
  const ready = path.join(work, `ready-${++readyCount}`);
  const job = await user.client.ok<{ Id: number }>("/api/workflow_job/submit", {
    Name: "cli stop",
    Tasks: keys.map((key, i) => ({
      Key: key,
      ModuleId: spinModule,
      Args: { ready: i === 0 ? ready : `${ready}-${key}` },
      DependsOn: dependsOn[key] ?? [],
    })),
  });
  await waitFor("the first task to run", async () => (existsSync(ready) ? true : null));
  return job.Id;
}

const tasksOf = (id: number) => user.client.ok<TaskView[]>(`/api/workflow_job/tasks/${id}`);

beforeAll(async () => {
  t = await startApp();
  work = await mkdtemp(path.join(tmpdir(), "crucible-cli-stop-"));
  spinModule = await addEngineModule(t, "test/cli-write-then-spin", "write-then-spin.mjs", {
    args: [{ name: "ready", label: "Ready file", format: "string", require: true }],
    outputs: [{ name: "partial.txt", label: "Partial", format: "txt" }],
    timeoutSeconds: 120,
  });
  user = await registerUser(t);
  const token = (await user.client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: "cli" }))
    .Secret;
  as = { home: path.join(work, "home"), env: { CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: token } };
});
afterAll(async () => {
  await t?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("crucible job stop", () => {
  let stoppedJob = 0;

  it("stops a running job: its tasks end abort, the running one keeps what it wrote", async () => {
    stoppedJob = await runningJob(["a", "b"], { b: ["a"] });
    const run = await cli(["job", "stop", String(stoppedJob), "-o", "json"], as);
    expect(run.code, run.stderr).toBe(0);
    expect(json(run)).toMatchObject({ Id: stoppedJob, State: "abort" });
    const tasks = await waitFor("the stopped task's outputs", async () => {
      const list = await tasksOf(stoppedJob);
      return list[0]!.Outputs.length > 0 ? list : null;
    });
    expect(tasks.map((x) => [x.Key, x.State, x.Reason, x.Outputs.map((o) => o.Name)])).toEqual([
      ["a", "abort", "stopped by the user", ["partial.txt"]],
      ["b", "abort", "stopped by the user", []],
    ]);
  }, 120_000);

  it("--task stops one task; the task that waits for it stays waiting", async () => {
    const id = await runningJob(["a", "b"], { b: ["a"] });
    const run = await cli(["job", "stop", String(id), "--task", "a", "-o", "json"], as);
    expect(run.code, run.stderr).toBe(0);
    expect(json(run)).toMatchObject({ Id: id, State: "abort" });
    const tasks = await tasksOf(id);
    expect(tasks.map((x) => [x.Key, x.State, x.Reason])).toEqual([
      ["a", "abort", "stopped by the user"],
      ["b", "prePending", null],
    ]);
  }, 120_000);

  it("refuses a finished job (exit 1) and another user's job (exit 4)", async () => {
    const finished = await cli(["job", "stop", String(stoppedJob), "-o", "json"], as);
    expect(finished.code).toBe(1);
    expect(jsonError(finished)).toMatchObject({ Type: "DBStatusChangeNotAllowed", Value: "abort" });
    const other = await registerUser(t);
    const { Secret } = await other.client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: "o" });
    const theirs = { home: as.home, env: { CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: Secret } };
    const run = await cli(["job", "stop", String(stoppedJob), "-o", "json"], theirs);
    expect(run.code).toBe(4);
    expect(jsonError(run).Type).toBe("DBDataNotExist");
    const help = await cli(["job", "stop", "--help"], as);
    expect(help.stdout).toContain("stopped by the user");
  });
});
