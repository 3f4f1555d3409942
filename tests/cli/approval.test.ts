/**
 * `crucible job approvals|approve|reject` (issue 28 item 6): the real bin against a gateway. Jobs of
 * an approval step with nothing before it wait at once for their owner; the bin lists them, approves
 * one (the task after it runs), rejects one with a reason (the task after it is cancelled), refuses a
 * rejection without a reason before sending, a second decision (exit 1, JobApprovalDecided) and
 * another user's job (exit 4, like a missing one).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, type NormalUser } from "../support/factories.js";
import { cli, json, jsonError, type CliOptions } from "./support.js";

let t: TestApp;
let work = "";
let alice: NormalUser;
let bob: NormalUser;
let as: CliOptions;

interface TaskView {
  Key: string;
  State: string;
  Reason: string | null;
}

/** A job whose approval step `gate` waits at once; a second step `after` waits for it. */
async function gatedJob(user: NormalUser, title: string): Promise<number> {
  const job = await user.client.ok<{ Id: number; State: string }>("/api/workflow_job/submit", {
    Name: `cli ${title}`,
    Tasks: [
      { Key: "gate", Approval: { Title: title, TimeoutMinutes: 30 } },
      { Key: "after", Approval: { Title: `${title}, again` }, DependsOn: ["gate"] },
    ],
  });
  expect(job.State).toBe("waiting");
  return job.Id;
}

const tasksOf = (user: NormalUser, id: number) => user.client.ok<TaskView[]>(`/api/workflow_job/tasks/${id}`);

beforeAll(async () => {
  t = await startApp();
  work = await mkdtemp(path.join(tmpdir(), "crucible-cli-approval-"));
  alice = await registerUser(t);
  bob = await registerUser(t);
  const token = (await alice.client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: "cli" }))
    .Secret;
  as = { home: path.join(work, "home"), env: { CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: token } };
});
afterAll(async () => {
  await t?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("crucible job approvals, approve, reject", () => {
  let approved = 0;
  let rejected = 0;

  it("lists the approvals waiting for the user", async () => {
    approved = await gatedJob(alice, "First");
    rejected = await gatedJob(alice, "Second");
    const run = await cli(["job", "approvals", "-o", "json"], as);
    expect(run.code, run.stderr).toBe(0);
    const rows = json<{ JobId: number; Task: string; Title: string; Deadline: string }[]>(run);
    expect(rows.map((r) => [r.JobId, r.Task, r.Title])).toEqual(
      expect.arrayContaining([
        [approved, "gate", "First"],
        [rejected, "gate", "Second"],
      ]),
    );
    const table = await cli(["job", "approvals"], as);
    expect(table.stdout).toContain("First");
  });

  it("approves: the step is done and the next one starts waiting", async () => {
    const run = await cli(["job", "approve", String(approved), "gate", "--reason", "fine", "-o", "json"], as);
    expect(run.code, run.stderr).toBe(0);
    expect(json(run)).toMatchObject({
      JobId: approved,
      Task: "gate",
      State: "done",
      Approved: true,
      Reason: "fine",
    });
    expect((await tasksOf(alice, approved)).map((x) => [x.Key, x.State])).toEqual([
      ["gate", "done"],
      ["after", "waiting"],
    ]);
    const again = await cli(["job", "approve", String(approved), "gate", "-o", "json"], as);
    expect(again.code).toBe(1);
    expect(jsonError(again).Type).toBe("JobApprovalDecided");
  });

  it("rejects only with a reason: the step ends abort with it, the next one is cancelled", async () => {
    const bare = await cli(["job", "reject", String(rejected), "gate", "-o", "json"], as);
    expect(bare.code).not.toBe(0);
    expect(jsonError(bare).Type).toBe("CliUsage");
    expect((await tasksOf(alice, rejected))[0]!.State).toBe("waiting");
    const run = await cli(
      ["job", "reject", String(rejected), "gate", "--reason", "not now", "-o", "json"],
      as,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(json(run)).toMatchObject({ State: "abort", Approved: false, Reason: "not now" });
    expect((await tasksOf(alice, rejected)).map((x) => [x.Key, x.State, x.Reason])).toEqual([
      ["gate", "abort", "not now"],
      ["after", "cancel", "approval gate was rejected"],
    ]);
  });

  it("answers another user's job like a missing one (exit 4)", async () => {
    const bobs = await gatedJob(bob, "Bob's");
    const run = await cli(["job", "approve", String(bobs), "gate", "-o", "json"], as);
    expect(run.code).toBe(4);
    expect(jsonError(run).Type).toBe("DBDataNotExist");
    const missing = await cli(["job", "approve", "99999999", "gate", "-o", "json"], as);
    expect(missing.code).toBe(4);
    expect((await tasksOf(bob, bobs))[0]!.State).toBe("waiting");
  });
});
