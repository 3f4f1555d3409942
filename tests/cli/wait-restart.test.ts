/**
 * `crucible job submit --wait -o json` across a gateway restart (issue 29 item 1): the gateway runs
 * as a child process, is killed with SIGKILL while the CLI waits for a running job, and is started
 * again on the same port and the same database (its PGlite folder; with DATABASE_URL, a database of
 * its own on that PostgreSQL server). The job id was on stdout (the first JSON line) before the wait
 * began, the CLI keeps polling with backoff while the gateway is gone, and it ends with the job as it
 * ended once the restarted gateway ran the task again.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerBody, waitFor } from "../support/factories.js";
import {
  freePort,
  killHard,
  markedProcesses,
  startGatewayProcess,
  type GatewayProcess,
} from "../support/gatewayProcess.js";
import { Client } from "../support/http.js";
import { fileForm } from "../support/images.js";
import { databaseUrlFor, safeIdentifier } from "../support/paths.js";
import { startCli, until, type CliOptions } from "./support.js";

const gateways: GatewayProcess[] = [];
/** Every process of this test's processor has this in its command line. */
const marker = `waity-${randomBytes(4).toString("hex")}`;
const serverUrl = process.env.DATABASE_URL ?? "";
const database = safeIdentifier(`cli_wait_${randomBytes(6).toString("hex")}`);
let dataDir = "";
let work = "";
let env: Record<string, string> = {};
let url = "";
let token = "";
let flow = "";

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function start(): Promise<GatewayProcess> {
  const gateway = await startGatewayProcess(dataDir, env);
  gateways.push(gateway);
  return gateway;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "crucible-cli-wait-"));
  work = await mkdtemp(path.join(tmpdir(), "crucible-cli-wait-work-"));
  if (serverUrl) await onServer(`CREATE DATABASE ${database}`);
  env = {
    PORT: String(await freePort()),
    // The restarted gateway takes the orphaned task over quickly.
    CRUCIBLE_TASK_LEASE_SECONDS: "3",
    ...(serverUrl ? { DATABASE_URL: databaseUrlFor(serverUrl, database) } : {}),
  };
  const gateway = await start();
  url = gateway.url;
  const client = new Client(url);
  const account = registerBody();
  await client.ok("/api/user/register", account);
  await client.ok("/api/user/login", { Account: account.Account, Password: account.Password });
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
  const script = "#!/bin/sh\nsleep 5 &\nwait\necho finished > outputs/result.txt\n";
  const upload = await client.rest(
    `/api/workflow_job_task_processor_exe/upload_file?ProcessorId=${createProcessor.id}`,
    undefined,
    {
      headers: { "x-crucible-csrf": "1" },
      raw: fileForm("file", `${marker}.sh`, Buffer.from(script), "text/x-shellscript"),
    },
  );
  expect(upload.body.Error).toBeNull();
  // Not the marker: the CLI's own command line names the flow.
  flow = `slow-${randomBytes(4).toString("hex")}`;
  await client.gqlData(`mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`, {
    input: { name: flow, nodes: [{ key: "slow", processorId: createProcessor.id, args: {} }] },
  });
  token = (await client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: "wait" })).Secret;
}, 330_000);

afterAll(async () => {
  for (const gateway of gateways) await killHard(gateway);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (work) await rm(work, { recursive: true, force: true });
  if (serverUrl) await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

describe("job submit --wait across a gateway restart", () => {
  it("prints the job id first, waits through the restart and prints the job as it ended", async () => {
    const as: CliOptions = {
      home: path.join(work, "home"),
      env: { CRUCIBLE_URL: url, CRUCIBLE_TOKEN: token },
    };
    const run = startCli(["job", "submit", "--flow", flow, "--wait", "--retries", "40", "-o", "json"], as);
    let stdout = "";
    run.child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    await until(
      "the first JSON line",
      async () => {
        if (run.child.exitCode !== null)
          throw new Error(`crucible ended with ${run.child.exitCode}: ${stdout}`);
        return stdout.includes("\n");
      },
      120_000,
    );
    const submitted = JSON.parse(stdout.slice(0, stdout.indexOf("\n"))) as { Id: number; State: string };
    expect(submitted.Id).toBeGreaterThan(0);
    expect(["prePending", "pending", "doing"]).toContain(submitted.State);

    // The task runs; the gateway dies under it and under the waiting CLI.
    await waitFor("the task's program to run", async () =>
      (await markedProcesses(marker)).length > 0 ? true : null,
    );
    await killHard(gateways.at(-1)!);
    await waitFor("the orphaned program to end", async () =>
      (await markedProcesses(marker)).length === 0 ? true : null,
    );
    // Nothing listens on the port now, and the CLI is still waiting.
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect(run.child.exitCode).toBeNull();

    const again = await start();
    expect(again.url).toBe(url);
    const ended = await run.done;
    expect(ended.code, ended.stderr).toBe(0);
    // Nothing but the two JSON lines on stdout, nothing on stderr.
    expect(ended.stderr).toBe("");
    const lines = ended.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toEqual(submitted);
    expect(JSON.parse(lines[1]!)).toMatchObject({ Id: submitted.Id, State: "done" });
  }, 330_000);
});
