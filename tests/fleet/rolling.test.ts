/**
 * Rolling restarts lose nothing (issue 24 item 6). Gateway 1 and then gateway 2 are stopped with SIGTERM
 * and started again behind HAProxy while 20 clients keep sending requests through it: every request is
 * answered without an error (the gateway's /healthz turns unhealthy first and it serves what still comes
 * for CRUCIBLE_DRAIN_SECONDS; the balancer's checks take it out, and it retries refused connections and
 * 503 answers on the other gateway). A worker stopped with SIGTERM while it runs a task hands the task
 * back; the other worker runs it to the end, and the ledger charges its run once.
 */
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerBody, waitFor } from "../support/factories.js";
import { startFleet, stopChild, type Fleet } from "../support/fleet.js";
import { freePort, startGatewayProcess } from "../support/gatewayProcess.js";
import { Client } from "../support/http.js";
import { repoRoot, tmpRoot } from "../support/paths.js";
import { sha256Hex, uploadBytes } from "../support/uploads.js";

const files = "/api/workflow_job_task_data_source_file";

async function signedUp(
  url: string,
): Promise<{ client: Client; id: number; account: string; password: string }> {
  const client = new Client(url);
  const body = registerBody();
  const user = await client.ok<{ Id: number }>("/api/user/register", body);
  await client.ok("/api/user/login", { Account: body.Account, Password: body.Password });
  return { client, id: user.Id, account: body.Account, password: body.Password };
}

describe("a gateway stopped with SIGTERM", () => {
  let fleet: Fleet;
  beforeAll(async () => {
    fleet = await startFleet({ gateways: 1, env: { CRUCIBLE_SCHEDULER: "false" } });
  });
  afterAll(async () => {
    await fleet?.stop();
  });

  it("answers /healthz 503 first while it still serves requests, then closes its port and exits 0", async () => {
    const port = await freePort();
    const gateway = await startGatewayProcess(fleet.dataDir, {
      DATABASE_URL: fleet.databaseUrl,
      CRUCIBLE_DATA_DIR: fleet.dataDir,
      CRUCIBLE_SCHEDULER: "false",
      // Long enough that the request below comes inside it on a loaded machine (it is not a timing).
      CRUCIBLE_DRAIN_SECONDS: "8",
      PORT: String(port),
    });
    const user = await signedUp(gateway.url);
    const exited = new Promise<number | null>((resolve) =>
      gateway.child.once("exit", (code) => resolve(code)),
    );
    gateway.child.kill("SIGTERM");
    await waitFor("/healthz to answer 503", async () => {
      const response = await fetch(`${gateway.url}/healthz`, { headers: { connection: "close" } });
      return response.status === 503 ? true : null;
    });
    // Draining: a new connection is still accepted and answered (the balancer has not taken it out yet).
    const me = await user.client.rest<{ User: { Account: string } }>(
      "/api/user/session_data",
      {},
      {
        headers: { connection: "close" },
      },
    );
    expect(me.status).toBe(200);
    expect(me.body.Data.User.Account).toBe(user.account);
    expect(await exited).toBe(0);
    await expect(fetch(`${gateway.url}/healthz`)).rejects.toThrow();
  });
});

describe("rolling restarts behind the balancer", () => {
  let fleet: Fleet;
  beforeAll(async () => {
    fleet = await startFleet({ gateways: 2, balancer: true, env: { CRUCIBLE_SCHEDULER: "false" } });
  });
  afterAll(async () => {
    await fleet?.stop();
  });

  it("restarting gateway 1 and then gateway 2 under a load of 20 clients fails no request", async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => signedUp(fleet.url)));
    let running = true;
    const failures: string[] = [];
    const servedBy = new Map<string, number>();
    let answered = 0;
    /** One request of the mix: session reads, lists, GraphQL, sign-ins and uploads of one 64 KiB chunk. */
    const one = async (client: Client, n: number, who: (typeof users)[number]): Promise<void> => {
      const kind = n % 6;
      let status = 0;
      let error: unknown = null;
      let by: string | null = null;
      if (kind === 0 || kind === 1) {
        const result = await client.rest("/api/user/session_data", {});
        [status, error, by] = [result.status, result.body.Error, result.headers.get("x-served-by")];
      } else if (kind === 2) {
        const result = await client.rest("/api/user_resource_pack/query_page", {});
        [status, error, by] = [result.status, result.body.Error, result.headers.get("x-served-by")];
      } else if (kind === 3) {
        const result = await client.gql<{ me: { account: string } }>("{ me { account } }");
        [status, error, by] = [result.status, result.body.errors ?? null, result.headers.get("x-served-by")];
      } else if (kind === 4) {
        // A sign-in of its own (a new cookie jar): a write that must not be lost either.
        const fresh = new Client(fleet.url);
        const result = await fresh.rest("/api/user/login", { Account: who.account, Password: who.password });
        [status, error, by] = [result.status, result.body.Error, result.headers.get("x-served-by")];
      } else {
        // A chunk larger than the balancer's buffer cannot be retried by it: it must not reach a
        // gateway that is closing.
        const bytes = randomBytes(64 * 1024);
        const file = await uploadBytes(client, files, `load-${n}.bin`, bytes);
        if (file.Sha256 !== sha256Hex(bytes)) error = `stored ${file.Sha256}`;
        status = 200;
      }
      answered += 1;
      if (by) servedBy.set(by, (servedBy.get(by) ?? 0) + 1);
      if (status !== 200 || error) failures.push(`${kind}: ${status} ${JSON.stringify(error)}`);
    };
    const clients = Array.from({ length: 20 }, async (_, i) => {
      const who = users[i % users.length]!;
      const client = who.client.clone();
      for (let n = i; running; n += 1) {
        try {
          await one(client, n, who);
        } catch (error) {
          answered += 1;
          failures.push(`${n % 6}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    });
    const exits = [];
    for (const index of [0, 1]) {
      exits.push(await fleet.restartGateway(index));
      await fleet.balancer!.waitAll("UP");
      // Requests reach the restarted gateway again before the next one goes.
      const before = servedBy.get(`gw${index + 1}`) ?? 0;
      await waitFor(`gw${index + 1} to serve again`, async () =>
        (servedBy.get(`gw${index + 1}`) ?? 0) > before + 20 ? true : null,
      );
    }
    running = false;
    await Promise.all(clients);
    expect(exits).toEqual([
      { code: 0, signal: null },
      { code: 0, signal: null },
    ]);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(200);
  });
});

describe("a worker stopped with SIGTERM mid-task", () => {
  let fleet: Fleet;
  let scratch = "";
  beforeAll(async () => {
    fleet = await startFleet({
      gateways: 1,
      workers: 1,
      env: { CRUCIBLE_SCHEDULER: "false", CRUCIBLE_TASK_METER_SECONDS: "1", CRUCIBLE_CONCURRENCY: "1" },
    });
    await mkdir(tmpRoot, { recursive: true });
    scratch = await mkdtemp(path.join(tmpRoot, "rolling-"));
  });
  afterAll(async () => {
    await fleet?.stop();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it("hands the task over to another worker, which runs it to the end, charged once", async () => {
    const script = path.relative(
      path.join(repoRoot, "gateway", "modules"),
      path.join(repoRoot, "tests", "engine-modules", "spin-until.mjs"),
    );
    // 50 tokens per CPU-second: the first worker's meter ticks (every second) charge the run before it
    // stops, and the 1,000 sign-up tokens last 20 CPU-seconds.
    const [module] = await fleet.query<{ id: string }>(
      `insert into modules (key, name, script, args, outputs, timeout_seconds, token_price)
       values ('test/spin-until', 'spin-until', $1, $2, $3, 120, 50) returning id`,
      [
        script,
        JSON.stringify([{ name: "until", label: "Until", format: "string", require: true }]),
        JSON.stringify([{ name: "copy.txt", label: "Copy", format: "txt" }]),
      ],
    );
    const user = await signedUp(fleet.url);
    const until = path.join(scratch, "until");
    const { submitJob } = await user.client.gqlData<{ submitJob: { id: string; tasks: { id: string }[] } }>(
      `mutation($input: JobInput!) { submitJob(input: $input) { id tasks { id } } }`,
      { input: { name: "handover", tasks: [{ key: "a", moduleId: String(module!.id), args: { until } }] } },
    );
    const taskId = submitJob.tasks[0]!.id;
    const charges = () =>
      fleet.query<{ amount: string; seq: number; task_run: number }>(
        `select amount, seq, task_run from token_ledger where task_id = $1 and kind = 'charge' order by id`,
        [taskId],
      );
    // The first worker runs it and has charged some of it.
    const first = await waitFor("the first worker to charge the running task", async () => {
      const [row] = await fleet.query<{ lease_owner: string | null; state: string }>(
        `select lease_owner, state from tasks where id = $1`,
        [taskId],
      );
      return row?.state === "doing" && row.lease_owner && (await charges()).length > 0
        ? row.lease_owner
        : null;
    });
    const second = await fleet.addWorker();
    const [firstWorker] = fleet.workers;
    expect(await stopChild(firstWorker!, "SIGTERM")).toEqual({ code: 0, signal: null });
    // The second worker claims it (the first one gave it back: no lease had to run out).
    await waitFor("the second worker to run the task", async () => {
      const [row] = await fleet.query<{ lease_owner: string | null; state: string }>(
        `select lease_owner, state from tasks where id = $1`,
        [taskId],
      );
      return row?.state === "doing" && row.lease_owner && row.lease_owner !== first ? true : null;
    });
    await writeFile(until, "");
    const job = await waitFor("the job to end", async () => {
      const view = (
        await user.client.gqlData<{
          job: { state: string; tasks: { state: string; tokens: number; outputs: { name: string }[] }[] };
        }>(`query($id: ID!) { job(id: $id) { state tasks { state tokens outputs { name } } } }`, {
          id: submitJob.id,
        })
      ).job;
      return ["done", "abort", "cancel"].includes(view.state) ? view : null;
    });
    expect(job.state).toBe("done");
    const [task] = job.tasks;
    expect(task!.outputs.map((o) => o.name)).toEqual(["copy.txt"]);
    expect(task!.tokens).toBeGreaterThan(0);

    // Once: one settlement for the run, and the run's charges (both workers' ticks and the settlement)
    // add up to what the task says it cost, which is what left the user's balance.
    const rows = await charges();
    expect(rows.filter((row) => row.seq === 0)).toHaveLength(1);
    expect(new Set(rows.map((row) => row.task_run)).size).toBe(1);
    const charged = -rows.reduce((total, row) => total + Number(row.amount), 0);
    expect(charged).toBe(task!.tokens);
    const [ledger] = await fleet.query<{ total: string }>(
      `select coalesce(sum(amount), 0) as total from token_ledger where user_id = $1`,
      [user.id],
    );
    const { TokenBalance } = await user.client.ok<{ TokenBalance: number }>(
      "/api/user_resource_pack/statistics",
    );
    expect(TokenBalance).toBe(Number(ledger!.total));
    expect(TokenBalance).toBe(1000 - task!.tokens);
    await stopChild(second, "SIGTERM");
  });
});
