/**
 * A gateway the CLI tests kill and start again (tests/cli/wait-restart.test.ts, logs-follow.test.ts):
 * a child process on a fixed port and its own database (its PGlite folder; with DATABASE_URL, a
 * database of its own on that PostgreSQL server), a signed-up user with an API token, and a flow of one
 * task running a processor script whose file name carries `marker`, so its processes can be found.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { expect } from "vitest";
import { registerBody } from "../support/factories.js";
import { freePort, killHard, startGatewayProcess, type GatewayProcess } from "../support/gatewayProcess.js";
import { Client } from "../support/http.js";
import { fileForm } from "../support/images.js";
import { databaseUrlFor, safeIdentifier } from "../support/paths.js";

export interface RestartableGateway {
  url: string;
  token: string;
  /** The flow's name (not the marker: the CLI's own command line names the flow). */
  flow: string;
  /** In the script's file name, so in the command line of its processes. */
  marker: string;
  /** A folder of the test's own (the CLI's home, downloads). */
  work: string;
  /** Starts the gateway again on the same port and database. */
  start(): Promise<GatewayProcess>;
  /** The gateway started last. */
  current(): GatewayProcess;
  /** Kills every gateway started and removes their folders and database. */
  stop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** `name` names the folders, database and token; `script` is the processor's shell script. */
export async function startRestartableGateway(name: string, script: string): Promise<RestartableGateway> {
  const gateways: GatewayProcess[] = [];
  const marker = `${name}y-${randomBytes(4).toString("hex")}`;
  const serverUrl = process.env.DATABASE_URL ?? "";
  const database = safeIdentifier(`cli_${name}_${randomBytes(6).toString("hex")}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), `crucible-cli-${name}-`));
  const work = await mkdtemp(path.join(tmpdir(), `crucible-cli-${name}-work-`));
  if (serverUrl) await onServer(serverUrl, `CREATE DATABASE ${database}`);
  const env = {
    PORT: String(await freePort()),
    // The restarted gateway takes the orphaned task over quickly.
    CRUCIBLE_TASK_LEASE_SECONDS: "3",
    ...(serverUrl ? { DATABASE_URL: databaseUrlFor(serverUrl, database) } : {}),
  };
  const start = async () => {
    const gateway = await startGatewayProcess(dataDir, env);
    gateways.push(gateway);
    return gateway;
  };
  const stop = async () => {
    for (const gateway of gateways) await killHard(gateway);
    await rm(dataDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
    if (serverUrl) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  const { url } = await start();
  const client = new Client(url);
  const account = registerBody();
  await client.ok("/api/user/register", account);
  await client.ok("/api/user/login", { Account: account.Account, Password: account.Password });
  const { createProcessor } = await client.gqlData<{ createProcessor: { id: string } }>(
    `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
    {
      input: {
        name,
        args: [],
        outputs: [{ name: "result.txt", label: "Result", format: "txt" }],
        timeoutSeconds: 120,
      },
    },
  );
  const upload = await client.rest(
    `/api/workflow_job_task_processor_exe/upload_file?ProcessorId=${createProcessor.id}`,
    undefined,
    {
      headers: { "x-crucible-csrf": "1" },
      raw: fileForm("file", `${marker}.sh`, Buffer.from(script), "text/x-shellscript"),
    },
  );
  expect(upload.body.Error).toBeNull();
  const flow = `slow-${randomBytes(4).toString("hex")}`;
  await client.gqlData(`mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }`, {
    input: { name: flow, nodes: [{ key: "slow", processorId: createProcessor.id, args: {} }] },
  });
  const token = (await client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: name })).Secret;
  return { url, token, flow, marker, work, start, current: () => gateways.at(-1)!, stop };
}
