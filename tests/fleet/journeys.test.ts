/**
 * The fleet's user journeys through the balancer (issue 24 item 1): HAProxy round robin in front of two
 * gateway processes on one PostgreSQL database and one data folder, two `crucible worker` processes
 * running the tasks (the gateways run no scheduler). Every request goes to the balancer's one address,
 * so consecutive requests of one user land on both gateways: sign in, upload in chunks, run a module
 * and a workflow of two modules while watching it live over a WebSocket, download the results, buy a
 * pack paid by a (fake) WeChat Pay whose notification reaches the balancer.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createClient, type Client as SocketClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerBody, waitFor } from "../support/factories.js";
import { fleetAdminPassword, startFleet, type Fleet } from "../support/fleet.js";
import { Client } from "../support/http.js";
import { repoRoot } from "../support/paths.js";
import { startFakeWechatPay, type FakeWechatPay } from "../support/payments.js";
import { chunkBytes, sha256Hex, uploadBytes } from "../support/uploads.js";

const files = "/api/workflow_job_task_data_source_file";
const publicUrl = "https://crucible.example.org";

let fleet: Fleet;
let wechat: FakeWechatPay;
let user: Client;
const sockets: SocketClient[] = [];

interface JobView {
  id: string;
  state: string;
  tasks: {
    key: string;
    state: string;
    reason: string | null;
    tokens: number;
    outputs: { name: string; size: number; downloadUrl: string }[];
  }[];
}
const jobFields = "id state tasks { key state reason tokens outputs { name size downloadUrl } }";

beforeAll(async () => {
  wechat = await startFakeWechatPay();
  fleet = await startFleet({
    gateways: 2,
    workers: 2,
    balancer: true,
    env: { CRUCIBLE_SCHEDULER: "false", ...wechat.env(publicUrl) },
  });
  wechat.deliverTo(fleet.url);
  user = new Client(fleet.url);
  const account = registerBody();
  await user.ok("/api/user/register", account);
  await user.ok("/api/user/login", { Account: account.Account, Password: account.Password });
});

afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await fleet?.stop();
  await wechat?.stop();
});

/** A graphql-ws client through the balancer, with the headers the user's browser page would send. */
function socketOf(client: Client): SocketClient {
  const headers = {
    origin: fleet.url,
    cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
  };
  class BrowserLikeSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const socket = createClient({
    url: `${fleet.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: BrowserLikeSocket,
    retryAttempts: 0,
  });
  sockets.push(socket);
  return socket;
}

async function moduleId(key: string): Promise<string> {
  const { modules } = await user.gqlData<{ modules: { id: string; key: string }[] }>(
    "{ modules { id key } }",
  );
  const found = modules.find((m) => m.key === key);
  if (!found) throw new Error(`no module ${key} in ${modules.map((m) => m.key).join(", ")}`);
  return found.id;
}

async function job(id: string): Promise<JobView> {
  return (await user.gqlData<{ job: JobView }>(`query($id: ID!) { job(id: $id) { ${jobFields} } }`, { id }))
    .job;
}

async function download(client: Client, url: string): Promise<Buffer> {
  const response = await client.fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe("through the balancer", () => {
  it("spreads one user's requests over both gateways, which share the session", async () => {
    // The balancer names the gateway that answered (x-served-by): round robin reaches both, and the
    // session made on one is the session on the other.
    const seen = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const me = await user.rest<{ User: { Account: string } }>("/api/user/session_data", {});
      expect(me.body.Error).toBeNull();
      seen.add(me.headers.get("x-served-by") ?? "");
    }
    expect([...seen].sort()).toEqual(["gw1", "gw2"]);
    expect(await fleet.balancer?.states()).toEqual(["UP", "UP"]);
  });

  it("uploads a file of several chunks and downloads the same bytes", async () => {
    const bytes = Buffer.alloc(Math.floor(3.5 * chunkBytes));
    for (let i = 0; i < bytes.length; i += 4) bytes.writeUInt32LE((i * 2654435761) >>> 0, i);
    const file = await uploadBytes(user, files, "chunks.bin", bytes);
    expect(file).toMatchObject({ Size: bytes.length, Sha256: sha256Hex(bytes) });
    const back = await download(user, `${files}/download_file/${file.Id}`);
    expect(sha256Hex(back)).toBe(sha256Hex(bytes));
    // Again, so that the other gateway serves it too.
    expect(sha256Hex(await download(user, `${files}/download_file/${file.Id}`))).toBe(sha256Hex(bytes));
  });

  it("runs a module and a workflow on the workers, watched live over a WebSocket, and downloads the results", async () => {
    const sdf = await readFile(path.join(repoRoot, "tests", "fixtures", "cdk2.sdf"));
    const input = await uploadBytes(user, files, "cdk2.sdf", sdf);
    const descriptors = await moduleId("rdkit/descriptors");
    const filter = await moduleId("rdkit/druglike_filter");

    // One module.
    const single = await user.gqlData<{ submitJob: { id: string } }>(
      `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
      {
        input: {
          name: "fleet module",
          tasks: [{ key: "d", moduleId: descriptors, args: { molecules: { dataFileId: input.Id } } }],
        },
      },
    );
    // A workflow: the filter, then the descriptors of what passed it.
    const flow = await user.gqlData<{ submitJob: { id: string } }>(
      `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
      {
        input: {
          name: "fleet workflow",
          tasks: [
            { key: "filter", moduleId: filter, args: { molecules: { dataFileId: input.Id } } },
            {
              key: "describe",
              moduleId: descriptors,
              args: { molecules: { task: "filter", output: "passed.sdf" } },
              dependsOn: ["filter"],
            },
          ],
        },
      },
    );

    // Live: the workflow's job through a WebSocket to whichever gateway, fed by the workers' changes.
    const socket = socketOf(user);
    const states: string[] = [];
    const iterator = socket.iterate<{ jobChanged: { id: string; state: string } }>({
      query: `subscription($id: ID!) { jobChanged(id: $id) { id state } }`,
      variables: { id: flow.submitJob.id },
    });
    for (;;) {
      const next = await iterator.next();
      if (next.done) throw new Error("the subscription ended before the job did");
      if (next.value.errors?.length) throw new Error(JSON.stringify(next.value.errors));
      const state = next.value.data!.jobChanged.state;
      states.push(state);
      if (["done", "abort", "cancel"].includes(state)) break;
    }
    await iterator.return?.();
    expect(states.at(-1)).toBe("done");
    expect(states.length).toBeGreaterThan(1);

    const finished = await waitFor("the single module's job", async () => {
      const view = await job(single.submitJob.id);
      return ["done", "abort", "cancel"].includes(view.state) ? view : null;
    });
    expect(finished.state).toBe("done");
    const flowView = await job(flow.submitJob.id);
    expect(flowView.tasks.map((task) => [task.key, task.state])).toEqual([
      ["filter", "done"],
      ["describe", "done"],
    ]);

    // The results, through the balancer (both gateways read the one data folder).
    const csvOf = async (view: JobView, key: string) => {
      const output = view.tasks
        .find((task) => task.key === key)
        ?.outputs.find((o) => o.name === "descriptors.csv");
      if (!output) throw new Error(`no descriptors.csv in task ${key}`);
      const bytes = await download(user, output.downloadUrl);
      expect(bytes.length).toBe(output.size);
      return bytes.toString("utf8").trim().split(/\r?\n/);
    };
    const all = await csvOf(finished, "d");
    expect(all[0]).toMatch(/^Name,SMILES,MolWt,/);
    // cdk2.sdf holds 47 molecules: a header and one row each.
    expect(all).toHaveLength(48);
    const passed = await csvOf(flowView, "describe");
    expect(passed[0]).toBe(all[0]);
    expect(passed.length).toBeGreaterThan(1);
    expect(passed.length).toBeLessThanOrEqual(all.length);
  });

  it("buys a token pack: the order on one gateway, the provider's notification through the balancer", async () => {
    const admin = new Client(fleet.url);
    await admin.ok("/api/sys/user/login", { Account: "admin", Password: fleetAdminPassword });
    const made = await admin.ok<{ Id: number }>("/api/sys/user_resource_pack_package/insert", {
      Kind: "token",
      Name: "1000 tokens",
      Grants: 1000,
      UnitPrice: 990,
      ExpiryMonths: 12,
      Discounts: [],
    });
    const balance = async () =>
      (await user.ok<{ TokenBalance: number }>("/api/user_resource_pack/statistics")).TokenBalance;
    const before = await balance();
    const created = await user.ok<{ Id: number }>("/api/user_order/create", {
      PackageId: made.Id,
      Quantity: 2,
    });
    const paying = await user.ok<{ Id: number; OutTradeNo: string; Amount: number }>("/api/user_order/pay", {
      Id: created.Id,
      Provider: "wechat",
    });
    expect(paying.Amount).toBe(1980);
    const sent = await wechat.pay(paying.OutTradeNo);
    expect(sent.status).toBe(204);
    // The same notification ten times at once, to both gateways: credited once.
    const again = await Promise.all(
      Array.from({ length: 10 }, () => wechat.pay(paying.OutTradeNo, { notifyId: sent.notifyId })),
    );
    expect(again.every((r) => r.status === 204)).toBe(true);
    expect((await user.ok<{ Status: string }>(`/api/user_order/read/${paying.Id}`)).Status).toBe("paid");
    expect(await balance()).toBe(before + 2000);
  });
});
