/**
 * `crucible job logs --follow` (issue 29 item 4) across a gateway restart: the task prints a numbered
 * line every 0.2 s; the gateway (a child process) is killed with SIGKILL while the CLI follows the log
 * live (the taskLog subscription), then started again on the same port and database, where the task
 * runs again from its start. The CLI reconnects with backoff and resumes from the byte it had printed
 * (the text the live feed missed while it was away comes from the stored log when the task ends): every
 * line is printed once and in order, and it ends when the task ends.
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
import { cli, json, startCli, until, type CliOptions } from "./support.js";

const gateways: GatewayProcess[] = [];
/** Every process of this test's processor has this in its command line. */
const marker = `logsy-${randomBytes(4).toString("hex")}`;
const serverUrl = process.env.DATABASE_URL ?? "";
const database = safeIdentifier(`cli_logs_${randomBytes(6).toString("hex")}`);
let dataDir = "";
let work = "";
let env: Record<string, string> = {};
let url = "";
let token = "";
let flow = "";
const lineCount = 40;
const expected = Array.from({ length: lineCount }, (_, i) => `line ${i + 1}\n`).join("");

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
  dataDir = await mkdtemp(path.join(tmpdir(), "crucible-cli-logs-"));
  work = await mkdtemp(path.join(tmpdir(), "crucible-cli-logs-work-"));
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
        name: "talker",
        args: [],
        outputs: [{ name: "result.txt", label: "Result", format: "txt" }],
        timeoutSeconds: 120,
      },
    },
  );
  const script = `#!/bin/sh\nsleep 1\nfor i in $(seq 1 ${lineCount}); do echo "line $i"; sleep 0.2; done\necho finished > outputs/result.txt\n`;
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
  token = (await client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: "logs" })).Secret;
}, 330_000);

afterAll(async () => {
  for (const gateway of gateways) await killHard(gateway);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (work) await rm(work, { recursive: true, force: true });
  if (serverUrl) await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

describe("job logs --follow", () => {
  it("prints each line once across a gateway restart and ends with the task", async () => {
    const as: CliOptions = {
      home: path.join(work, "home"),
      env: { CRUCIBLE_URL: url, CRUCIBLE_TOKEN: token },
    };
    const submitted = await cli(["job", "submit", "--flow", flow, "-o", "json"], as);
    expect(submitted.code, submitted.stderr).toBe(0);
    const jobId = String(json<{ Id: number }>(submitted).Id);
    const run = startCli(["job", "logs", jobId, "--follow", "--retries", "40"], as);
    let stdout = "";
    run.child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    // Lines arrive live, before the task ends.
    await until(
      "live lines",
      async () => {
        if (run.child.exitCode !== null)
          throw new Error(`crucible ended with ${run.child.exitCode}: ${stdout}`);
        return /line \d+\n/.test(stdout);
      },
      120_000,
    );
    expect(stdout).not.toContain(`line ${lineCount}\n`);
    const beforeKill = stdout;

    await killHard(gateways.at(-1)!);
    await waitFor("the orphaned program to end", async () =>
      (await markedProcesses(marker)).length === 0 ? true : null,
    );
    expect(run.child.exitCode).toBeNull();
    const again = await start();
    expect(again.url).toBe(url);

    const ended = await run.done;
    expect(ended.code, ended.stderr).toBe(0);
    // Every line once and in order, from the first one the follow saw (the first line unless the task
    // had printed before the subscription began) to the last; what was printed before the kill first.
    expect(ended.stdout.startsWith(beforeKill)).toBe(true);
    const first = Number(/^line (\d+)\n/.exec(ended.stdout)?.[1]);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(ended.stdout).toBe(expected.slice(expected.indexOf(`line ${first}\n`)));

    // The job has ended: --follow prints the stored log whole and ends; JSON pieces carry offsets.
    const whole = await cli(["job", "logs", jobId, "--follow", "-o", "json"], as);
    expect(whole.code, whole.stderr).toBe(0);
    expect(whole.stderr).toBe("");
    const pieces = whole.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as { Task: string; Stream: string; Offset: number; Text: string });
    expect(pieces.map((p) => p.Text).join("")).toBe(expected);
    expect(pieces[0]).toMatchObject({ Task: "slow", Stream: "Stdout", Offset: 0 });

    // --tail does not go with --follow (a usage error, in Chinese with lang zh).
    const usage = await cli(["job", "logs", jobId, "--follow", "--tail", "3"], {
      ...as,
      env: { ...as.env, CRUCIBLE_LANG: "zh" },
    });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("--tail 与 --follow 不能同时使用");
  }, 330_000);
});
