/**
 * Crash recovery of the engine (issue 4): the gateway is killed with SIGKILL while two tasks run.
 * Their programs die with it (nothing keeps running unattended), and after a restart on the same
 * data folder no task stays in `doing`: the tasks whose lease ran out are started again, finish, and
 * each is charged exactly once.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { registerBody, waitFor } from "../support/factories.js";
import {
  killHard,
  markedProcesses,
  startGatewayProcess,
  type GatewayProcess,
} from "../support/gatewayProcess.js";
import { Client } from "../support/http.js";
import { fileForm } from "../support/images.js";

const gateways: GatewayProcess[] = [];
let dataDir = "";
/** Every process of this test's processor has this in its command line. */
const marker = `crashy-${randomBytes(4).toString("hex")}`;
/** The lease is short so that the restarted gateway takes the orphaned tasks over quickly. */
const env = { CRUCIBLE_TASK_LEASE_SECONDS: "3", CRUCIBLE_CONCURRENCY: "2" };

interface TaskView {
  key: string;
  state: string;
  reason: string | null;
  tokens: number;
  outputs: { name: string; readUrl: string }[];
}
interface JobView {
  id: string;
  state: string;
  tasks: TaskView[];
}
const jobQuery = `query($id: ID!) { job(id: $id) { id state tasks { key state reason tokens outputs { name readUrl } } } }`;

async function start(dir: string): Promise<GatewayProcess> {
  const gateway = await startGatewayProcess(dir, env);
  gateways.push(gateway);
  return gateway;
}

async function readJob(client: Client, id: string): Promise<JobView> {
  return (await client.gqlData<{ job: JobView }>(jobQuery, { id })).job;
}

async function balance(client: Client): Promise<number> {
  return (await client.ok<{ Balance: number }>("/api/user/token_balance")).Balance;
}

afterAll(async () => {
  for (const gateway of gateways) await killHard(gateway);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("a gateway killed with SIGKILL during running tasks", () => {
  it("leaves no program running and, after a restart, no task in doing; each task is charged once", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "crucible-engine-crash-"));
    const first = await start(dataDir);
    const client = new Client(first.url);
    const account = registerBody();
    await client.ok("/api/user/register", account);
    await client.ok("/api/user/login", { Account: account.Account, Password: account.Password });

    // A processor that runs for a few seconds and then writes its output.
    const { createProcessor } = await client.gqlData<{ createProcessor: { id: string } }>(
      `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
      {
        input: {
          name: "slow",
          args: [],
          outputs: [{ name: "result.txt", label: "Result", format: "txt" }],
          timeoutSeconds: 120,
        },
      },
    );
    const script = "#!/bin/sh\nsleep 4 &\nwait\necho finished > outputs/result.txt\n";
    const upload = await client.rest(
      `/api/workflow_job_task_processor_exe/upload_file?ProcessorId=${createProcessor.id}`,
      undefined,
      {
        headers: { "x-crucible-csrf": "1" },
        raw: fileForm("file", `${marker}.sh`, Buffer.from(script), "text/x-shellscript"),
      },
    );
    expect(upload.body.Error).toBeNull();

    const before = await balance(client);
    const { submitJob } = await client.gqlData<{ submitJob: { id: string } }>(
      `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
      {
        input: {
          name: "crash",
          tasks: [
            { key: "a", processorId: createProcessor.id, args: {} },
            { key: "b", processorId: createProcessor.id, args: {} },
          ],
        },
      },
    );

    // Both tasks run, and their programs are alive.
    await waitFor("both tasks to run", async () => {
      const job = await readJob(client, submitJob.id);
      const running = job.tasks.every((task) => task.state === "doing");
      return running && (await markedProcesses(marker)).length >= 2 ? true : null;
    });

    await killHard(first);
    // The programs die with the gateway, long before they would have finished on their own.
    await waitFor("the orphaned programs to end", async () =>
      (await markedProcesses(marker)).length === 0 ? true : null,
    );

    const second = await start(dataDir);
    const resumed = new Client(second.url);
    for (const [name, value] of client.cookies) resumed.cookies.set(name, value);
    const job = await waitFor("the job to finish after the restart", async () => {
      const current = await readJob(resumed, submitJob.id);
      return ["done", "abort", "cancel"].includes(current.state) ? current : null;
    });

    expect([job.state, job.tasks.map((task) => task.reason)]).toEqual(["done", [null, null]]);
    for (const task of job.tasks) {
      expect([task.key, task.state, task.reason]).toEqual([task.key, "done", null]);
      expect(task.tokens).toBeGreaterThan(0);
      const output = await resumed.fetch(task.outputs.find((o) => o.name === "result.txt")!.readUrl);
      expect(await output.text()).toBe("finished\n");
    }
    // Each task's run is charged once: the balance fell by exactly what the tasks show.
    const charged = job.tasks.reduce((sum, task) => sum + task.tokens, 0);
    expect(before - (await balance(resumed))).toBe(charged);
    await killHard(second);
  }, 180_000);
});
