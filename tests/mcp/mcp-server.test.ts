/**
 * `crucible mcp` driven by the MCP SDK's own client: a real gateway (its own scheduler runs the seeded
 * RDKit modules), the server spawned as `crucible mcp` over stdio with an API token, and every tool
 * called as an agent would. Refusals: a read-only token on the write tools, a bad token, no token,
 * a missing module, another user's job answering like a missing one, arguments the module refuses.
 * Approvals (issue 28 item 6): list_approvals and decide_approval on a job waiting for its owner.
 */
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client as McpClient } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crateMetadataPath } from "@crucible/schema";
import { readBundleZip } from "../../gateway/src/domain/apps/bundles.js";
import { startApp, type TestApp } from "../support/app.js";
import { addEngineModule, registerUser, type NormalUser } from "../support/factories.js";
import { fileForm } from "../support/images.js";
import { repoRoot } from "../support/paths.js";

const fixture = path.join(repoRoot, "tests", "fixtures", "NCI_aids_few.sdf");
const expectedTools = [
  "decide_approval",
  "estimate_job",
  "export_job_crate",
  "follow_task_log",
  "get_job",
  "get_job_results",
  "get_parameter_schema",
  "get_task_logs",
  "list_approvals",
  "list_data",
  "search_modules",
  "search_templates",
  "submit_job",
  "upload_data",
  "wait_job",
];

let t: TestApp;
let alice: NormalUser;
let bob: NormalUser;
const clients: McpClient[] = [];

/** `crucible mcp` as a child process with this token (none: no CRUCIBLE_TOKEN), connected. */
async function connect(token: string | null, env: Record<string, string> = {}): Promise<McpClient> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    // The `crucible` bin, as an MCP client configured with `crucible mcp` starts it.
    args: [path.join(repoRoot, "cli/bin/crucible.mjs"), "mcp"],
    cwd: repoRoot,
    env: {
      CRUCIBLE_URL: t.url,
      // No profile file of this machine's user: only what the test gives.
      CRUCIBLE_CONFIG: path.join(tmpdir(), `crucible-mcp-test-${process.pid}-none.json`),
      ...(token ? { CRUCIBLE_TOKEN: token } : {}),
      ...env,
    },
    stderr: "pipe",
  });
  const client = new McpClient({ name: "crucible-mcp-test", version: "1.0.0" });
  await client.connect(transport);
  clients.push(client);
  return client;
}

const createToken = async (user: NormalUser, readOnly: boolean) =>
  (
    await user.client.ok<{ Secret: string }>("/api/user/api_token/insert", {
      Name: "agent",
      ReadOnly: readOnly,
    })
  ).Secret;

async function call(
  client: McpClient,
  name: string,
  args: Record<string, unknown> = {},
): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function text(result: CallToolResult): string {
  return result.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
}

/** A successful tool's structuredContent (fails with the tool's words otherwise). */
async function data<T>(client: McpClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const result = await call(client, name, args);
  expect(result.isError ?? false, text(result)).toBe(false);
  return result.structuredContent as T;
}

async function refusal(client: McpClient, name: string, args: Record<string, unknown> = {}): Promise<string> {
  const result = await call(client, name, args);
  expect(result.isError, text(result)).toBe(true);
  return text(result);
}

let agent: McpClient;

beforeAll(async () => {
  t = await startApp();
  alice = await registerUser(t);
  bob = await registerUser(t);
  agent = await connect(await createToken(alice, false));
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await t?.stop();
});

interface ModuleHit {
  id: number;
  key: string;
  methods: string[];
}
interface JobSummary {
  id: number;
  name: string;
  tags: string[];
  state: string;
  settled: boolean;
  tasks: {
    id: number;
    key: string;
    state: string;
    exitCode: number | null;
    outputs: { name: string; size: number }[];
  }[];
}

describe("crucible mcp: tools", () => {
  it("lists its tools with schemas, descriptions, and which ones write", async () => {
    const { tools } = await agent.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(expectedTools);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe("object");
    }
    const writes = tools.filter((tool) => tool.annotations?.readOnlyHint === false).map((tool) => tool.name);
    expect(writes.sort()).toEqual(["decide_approval", "submit_job", "upload_data"]);
    expect(agent.getServerVersion()?.name).toBe("crucible");
    expect(agent.getInstructions()).toContain(
      "need an API token that is not read-only: submit_job, upload_data, decide_approval",
    );
  });

  it("searches modules and templates", async () => {
    const found = await data<{ total: number; modules: ModuleHit[] }>(agent, "search_modules", {
      query: "descriptors",
    });
    expect(found.modules.map((m) => m.key)).toContain("rdkit/descriptors");
    const all = await data<{ total: number; modules: ModuleHit[] }>(agent, "search_modules", {});
    expect(all.modules.map((m) => m.key)).toEqual(
      expect.arrayContaining([
        "rdkit/descriptors",
        "rdkit/druglike_filter",
        "rdkit/similarity",
        "rdkit/convert",
      ]),
    );
    const none = await call(agent, "search_modules", { query: "no-such-module-anywhere" });
    expect(none.isError ?? false).toBe(false);
    expect(text(none)).toContain('No module matches "no-such-module-anywhere"');
    const templates = await data<{ templates: { id: number; name: string; tasks: { key: string }[] }[] }>(
      agent,
      "search_templates",
      { query: "similarity" },
    );
    const demo = templates.templates.find((x) => x.name === "Drug-likeness and similarity screen");
    expect(demo?.tasks.map((x) => x.key)).toEqual(["descriptors", "filter", "similar", "convert"]);
  });

  it("reads a method's parameters as JSON Schema", async () => {
    const descriptors = await data<{
      schema: Record<string, unknown>;
      outputs: { name: string }[];
      docs: string;
    }>(agent, "get_parameter_schema", { module: "rdkit/descriptors" });
    expect(descriptors.schema).toMatchObject({
      type: "object",
      required: ["molecules"],
      additionalProperties: false,
      properties: { molecules: { "x-file-formats": ["sdf", "smi"] } },
    });
    expect(descriptors.outputs.map((o) => o.name)).toEqual(["descriptors.csv"]);
    expect(descriptors.docs).toContain("# RDKit descriptors");
    const filter = await data<{ schema: { properties: Record<string, Record<string, unknown>> } }>(
      agent,
      "get_parameter_schema",
      { module: "rdkit/druglike_filter" },
    );
    expect(filter.schema.properties.rule).toMatchObject({
      enum: ["lipinski", "veber", "lipinski_veber"],
      default: "lipinski",
    });
    expect(filter.schema.properties.max_violations).toMatchObject({ type: "integer", default: 1 });
  });

  it("answers a missing module in words that say what to call", async () => {
    const words = await refusal(agent, "get_parameter_schema", { module: 999999 });
    expect(words).toBe(
      "DBDataNotExist: no module 999999 that this user can see; call search_modules first for the ids and keys there are.",
    );
    const submit = await refusal(agent, "submit_job", { module: "nobody/nothing", args: {} });
    expect(submit).toMatch(/^DBDataNotExist: no module with that id or key that this user can see/);
    const method = await refusal(agent, "get_parameter_schema", {
      module: "rdkit/descriptors",
      method: "nope",
    });
    expect(method).toContain(
      "JobTaskArgsError: the task arguments are invalid: module rdkit/descriptors has no method nope; its methods: default",
    );
  });

  let fileId = 0;

  it("uploads a local file with the chunk protocol and lists it", async () => {
    const sdf = await readFile(fixture);
    const uploaded = await data<{
      file: { id: number; name: string; folder: string; size: number };
      known: boolean;
    }>(agent, "upload_data", { path: fixture, folder: "agent/inputs" });
    expect(uploaded.file).toMatchObject({
      name: "NCI_aids_few.sdf",
      folder: "agent/inputs",
      size: sdf.length,
    });
    fileId = uploaded.file.id;
    const listed = await data<{ total: number; files: { id: number; name: string; folder: string }[] }>(
      agent,
      "list_data",
      { search: "NCI_aids" },
    );
    expect(listed.files).toEqual([expect.objectContaining({ id: fileId, folder: "agent/inputs" })]);
    const inFolder = await data<{ total: number }>(agent, "list_data", { folder: "agent/inputs" });
    expect(inFolder.total).toBe(1);
    // The same bytes under another name: stored at once, nothing sent, a file of its own.
    const again = await data<{ known: boolean; file: { id: number } }>(agent, "upload_data", {
      path: fixture,
      name: "copy.sdf",
    });
    expect(again.known).toBe(true);
    expect(again.file.id).not.toBe(fileId);
    // The same file to the same folder again: the file already stored, not a third one.
    const rerun = await data<{ known: boolean; file: { id: number } }>(agent, "upload_data", {
      path: fixture,
      folder: "agent/inputs",
    });
    expect(rerun).toMatchObject({ known: true, file: { id: fileId } });
    expect((await data<{ total: number }>(agent, "list_data", { search: "NCI_aids" })).total).toBe(1);
    const missing = await refusal(agent, "upload_data", { path: path.join(repoRoot, "no-such-file.sdf") });
    expect(missing).toBe(
      `McpFileRefused: no file ${path.join(repoRoot, "no-such-file.sdf")} on the machine the MCP server runs on.`,
    );
    expect(await refusal(agent, "upload_data", { path: repoRoot })).toBe(
      `McpFileRefused: ${repoRoot} is not a regular file.`,
    );
  });

  it("reads only files under its allowed folder, symlinks resolved", async () => {
    const work = await mkdtemp(path.join(tmpdir(), "crucible-mcp-root-"));
    try {
      const root = path.join(work, "allowed");
      await mkdir(path.join(root, "inputs"), { recursive: true });
      await writeFile(path.join(root, "inputs", "mine.smi"), "CCO ethanol\n");
      await writeFile(path.join(work, "secret.txt"), "not for the platform\n");
      await symlink(path.join(work, "secret.txt"), path.join(root, "inputs", "link.smi"));
      await symlink(path.join(root, "inputs", "mine.smi"), path.join(root, "inner-link.smi"));
      const rooted = await connect(await createToken(alice, false), { CRUCIBLE_MCP_ROOT: root });
      // A path relative to the folder, and a symlink that stays inside it.
      const relative = await data<{ file: { name: string } }>(rooted, "upload_data", {
        path: "inputs/mine.smi",
      });
      expect(relative.file.name).toBe("mine.smi");
      const inner = await data<{ file: { name: string } }>(rooted, "upload_data", { path: "inner-link.smi" });
      expect(inner.file.name).toBe("inner-link.smi");
      const outside = (file: string) =>
        `McpFileRefused: ${file} is outside the folder upload_data may read (${root}; set CRUCIBLE_MCP_ROOT or \`crucible mcp --root\` to allow another).`;
      expect(await refusal(rooted, "upload_data", { path: path.join(work, "secret.txt") })).toBe(
        outside(path.join(work, "secret.txt")),
      );
      expect(await refusal(rooted, "upload_data", { path: "../secret.txt" })).toBe(
        outside(path.join(work, "secret.txt")),
      );
      expect(await refusal(rooted, "upload_data", { path: "/etc/passwd" })).toBe(outside("/etc/passwd"));
      // A symlink inside the folder that leads out of it.
      expect(await refusal(rooted, "upload_data", { path: "inputs/link.smi" })).toBe(
        outside(path.join(root, "inputs", "link.smi")),
      );
      const names = await data<{ files: { name: string }[] }>(rooted, "list_data", { search: "secret" });
      expect(names.files).toEqual([]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it("estimates, submits, waits, and reads the logs and the result table", async () => {
    const args = { module: "rdkit/descriptors", args: { molecules: { dataFileId: fileId } } };
    const estimate = await data<{ tokens: number; balance: number; balanceAfter: number; tasks: unknown[] }>(
      agent,
      "estimate_job",
      args,
    );
    expect(estimate.tasks).toHaveLength(1);
    expect(estimate.balanceAfter).toBe(estimate.balance - estimate.tokens);
    // A file argument's shorthand (the id alone) is expanded before it is sent.
    const shorthand = await data<{ tasks: unknown[] }>(agent, "estimate_job", {
      module: "rdkit/descriptors",
      args: { molecules: fileId },
    });
    expect(shorthand.tasks).toHaveLength(1);
    // This user's first run of the module on a file of this size: nothing to go by yet.
    expect(text(await call(agent, "estimate_job", args))).toMatch(
      /^No estimate: no task has earlier runs of this module to go by/,
    );

    const submitted = await data<{ job: JobSummary }>(agent, "submit_job", {
      ...args,
      name: "agent descriptors",
      tags: ["agent", "nci"],
    });
    expect(submitted.job.tasks.map((x) => x.key)).toEqual(["descriptors"]);
    expect(submitted.job.tags).toEqual(["agent", "nci"]);
    let job = submitted.job;
    for (let i = 0; i < 10 && !job.settled; i++) {
      job = (await data<{ job: JobSummary }>(agent, "wait_job", { jobId: job.id, timeoutSeconds: 30 })).job;
    }
    expect(job.state).toBe("done");
    // Now there is a run to go by.
    expect(text(await call(agent, "estimate_job", args))).toMatch(
      /^Estimated [\d.]+ tokens \([\d.]+ to [\d.]+\)\. Token balance/,
    );
    const waited = await call(agent, "wait_job", { jobId: job.id });
    expect(text(waited)).toMatch(
      /^Job \d+ "agent descriptors" is done \(tasks: 1 done\); call get_job_results/,
    );

    const read = await data<{ job: JobSummary & { tasks: { args: unknown }[] } }>(agent, "get_job", {
      jobId: job.id,
    });
    expect(read.job.tasks[0]).toMatchObject({
      state: "done",
      exitCode: 0,
      args: { molecules: { dataFileId: fileId } },
    });
    const taskId = read.job.tasks[0]!.id;

    const logs = await data<{ logs: { stdout: { size: number; text: string; partial: boolean } } }>(
      agent,
      "get_task_logs",
      { taskId, stream: "stdout", tailBytes: 64 },
    );
    expect(logs.logs.stdout.text.length).toBeLessThanOrEqual(64);
    expect(logs.logs.stdout.partial).toBe(logs.logs.stdout.size > 64);

    const results = await data<{
      tasks: { outputs: { name: string; size: number; head: string; partial: boolean }[] }[];
    }>(agent, "get_job_results", { jobId: job.id, maxBytesPerFile: 20_000 });
    const csv = results.tasks[0]!.outputs[0]!;
    expect(csv.name).toBe("descriptors.csv");
    expect(csv.partial).toBe(false);
    const rows = csv.head.trimEnd().split(/\r\n/);
    expect(rows[0]).toBe(
      "Name,SMILES,MolWt,ExactMW,LogP,TPSA,HBD,HBA,RotatableBonds,Rings,AromaticRings,HeavyAtoms,FractionCSP3",
    );
    expect(rows).toHaveLength(17);
    expect(rows.slice(1, 4).map((row) => row.split(",")[0])).toEqual(["48", "78", "128"]);
    const head = await data<{ tasks: { outputs: { head: string; partial: boolean }[] }[] }>(
      agent,
      "get_job_results",
      {
        jobId: job.id,
        maxBytesPerFile: 100,
      },
    );
    expect(head.tasks[0]!.outputs[0]).toMatchObject({ partial: true, head: csv.head.slice(0, 100) });
  });

  it("exports a job's RO-Crate metadata, bounded, with where the whole zip downloads", async () => {
    let job = (
      await data<{ job: JobSummary }>(agent, "submit_job", {
        module: "rdkit/descriptors",
        args: { molecules: { dataFileId: fileId } },
        name: "agent crate",
      })
    ).job;
    for (let i = 0; i < 10 && !job.settled; i++) {
      job = (await data<{ job: JobSummary }>(agent, "wait_job", { jobId: job.id, timeoutSeconds: 30 })).job;
    }
    expect(job.state).toBe("done");
    const result = await call(agent, "export_job_crate", { jobId: job.id });
    expect(result.isError ?? false, text(result)).toBe(false);
    const crate = result.structuredContent as {
      jobId: number;
      size: number;
      truncated: boolean;
      metadata: { "@graph": { "@id": string; datePublished?: string }[] };
      downloadUrl: string;
    };
    expect(crate).toMatchObject({ jobId: job.id, truncated: false });
    expect(crate.downloadUrl).toBe(`${t.url}/api/workflow_job/ro_crate/${job.id}`);
    expect(text(result)).toMatch(
      new RegExp(`^RO-Crate of job ${job.id}: ro-crate-metadata\\.json \\(\\d+ bytes\\)\\. The whole crate`),
    );
    expect(text(result)).toContain(crate.downloadUrl);
    // The same metadata as the zip the REST address serves (its publication time aside).
    const zip = Buffer.from(
      await (await alice.client.fetch(`/api/workflow_job/ro_crate/${job.id}`)).arrayBuffer(),
    );
    const files = await readBundleZip(zip, {
      zipBytes: 64 * 1024 * 1024,
      entries: 1000,
      entryBytes: 64 * 1024 * 1024,
      totalBytes: 64 * 1024 * 1024,
      pathLength: 300,
    });
    const stored = files.find((f) => f.path === crateMetadataPath)!;
    const rest = JSON.parse(stored.bytes.toString("utf8")) as typeof crate.metadata;
    const timeless = (graph: typeof rest) =>
      graph["@graph"].map(({ datePublished: _published, ...entity }) => entity);
    expect(timeless(crate.metadata)).toEqual(timeless(rest));
    expect(crate.metadata["@graph"].map((e) => e["@id"])).toContain("#run");
    expect(Math.abs(crate.size - stored.bytes.length)).toBeLessThan(64);
  });

  it("runs a template with argument overrides, reporting progress while it waits", async () => {
    const submitted = await data<{ job: JobSummary }>(agent, "submit_job", {
      template: "Drug-likeness and similarity screen",
      name: "agent screen",
      tags: ["screen"],
      // The filter's documented example: on cdk2.sdf, Lipinski + Veber with no violation passes 44 of 47.
      overrides: [{ key: "filter", args: { rule: "lipinski_veber", max_violations: 0 } }],
    });
    expect(submitted.job).toMatchObject({ name: "agent screen", tags: ["screen"] });
    expect(submitted.job.tasks.map((x) => x.key)).toEqual(["descriptors", "filter", "similar", "convert"]);
    const progress: { progress: number; total?: number }[] = [];
    let job = submitted.job;
    for (let i = 0; i < 10 && !job.settled; i++) {
      const result = (await agent.callTool(
        { name: "wait_job", arguments: { jobId: job.id, timeoutSeconds: 30 } },
        undefined,
        { onprogress: (p) => progress.push(p) },
      )) as CallToolResult;
      job = (result.structuredContent as { job: JobSummary }).job;
    }
    expect(job.state).toBe("done");
    // Progress notifications count the done tasks of the four.
    for (const p of progress) {
      expect(p.total).toBe(4);
      expect(p.progress).toBeLessThanOrEqual(4);
    }
    const read = await data<{ job: { tasks: { key: string; args: Record<string, unknown> }[] } }>(
      agent,
      "get_job",
      {
        jobId: job.id,
      },
    );
    expect(read.job.tasks.find((x) => x.key === "filter")?.args).toMatchObject({
      rule: "lipinski_veber",
      max_violations: 0,
    });
    const results = await data<{
      tasks: { key: string; outputs: { name: string; head: string; partial: boolean }[] }[];
    }>(agent, "get_job_results", { jobId: job.id, maxBytesPerFile: 20_000 });
    const report = results.tasks
      .find((x) => x.key === "filter")!
      .outputs.find((o) => o.name === "report.csv")!;
    expect(report.partial).toBe(false);
    const passed = report.head
      .trimEnd()
      .split(/\r\n/)
      .slice(1)
      .map((row) => row.split(",").at(-1));
    expect(passed.filter((x) => x === "true")).toHaveLength(44);
    expect(passed.filter((x) => x === "false")).toHaveLength(3);

    const badKey = await refusal(agent, "estimate_job", {
      template: "Drug-likeness and similarity screen",
      overrides: [{ key: "nope", args: {} }],
    });
    expect(badKey).toContain("JobTaskArgsError: the task arguments are invalid: no task nope in template");
    const badArg = await refusal(agent, "submit_job", {
      template: "Drug-likeness and similarity screen",
      overrides: [{ key: "filter", args: { rule: "strict" } }],
    });
    expect(badArg).toContain(
      "task filter (rdkit/druglike_filter): rule: must be one of lipinski, veber, lipinski_veber",
    );
  });

  it("names the argument a module refuses, and points at the schema", async () => {
    // Checked before anything is sent: every problem at once, with the schema.
    const words = await refusal(agent, "submit_job", {
      module: "rdkit/druglike_filter",
      args: { rule: "no_such_rule", colour: "red", max_violations: "two" },
    });
    expect(words).toMatch(
      /^CliParamsInvalid: the arguments do not fit the module's parameters \(rdkit\/druglike_filter default: /,
    );
    expect(words).toContain("colour: unknown argument (known: molecules, rule, max_violations)");
    expect(words).toContain(
      'rule: must be one of lipinski, veber, lipinski_veber, not string "no_such_rule"',
    );
    expect(words).toContain('max_violations: must be an integer, not string "two"');
    expect(words).toContain("molecules: required");
    expect(words).toContain(
      'The parameters (JSON Schema): {"$schema":"https://json-schema.org/draft/2020-12/schema"',
    );
    // What only the server knows: the task graph.
    const server = await refusal(agent, "submit_job", {
      tasks: [
        {
          key: "a",
          module: "rdkit/descriptors",
          args: { molecules: { dataFileId: fileId } },
          dependsOn: ["zzz"],
        },
      ],
    });
    expect(server).toMatch(/^JobTaskArgsError: the task arguments are invalid: .*zzz/);
    expect(server).toContain("Call get_parameter_schema");
    const both = await refusal(agent, "estimate_job", { module: "rdkit/descriptors", template: 1 });
    expect(both).toBe(
      "ServerInvalidParameter: give exactly one of module (with args), tasks, or template; correct the input of estimate_job and call it again.",
    );
    // The SDK checks the input schema before the tool runs.
    const bounded = await call(agent, "wait_job", { jobId: 1, timeoutSeconds: 100_000 });
    expect(bounded.isError).toBe(true);
    expect(text(bounded)).toContain("Input validation error");
  });

  it("answers another user's job exactly like a missing one", async () => {
    // Bob's own job, on his own upload of the same file.
    const bobAgent = await connect(await createToken(bob, false));
    const bobFile = await data<{ file: { id: number } }>(bobAgent, "upload_data", { path: fixture });
    const bobJob = (
      await data<{ job: JobSummary }>(bobAgent, "submit_job", {
        module: "rdkit/descriptors",
        args: { molecules: { dataFileId: bobFile.file.id } },
      })
    ).job;
    // Alice cannot name Bob's file in her own job either.
    const theirFile = await refusal(agent, "submit_job", {
      module: "rdkit/descriptors",
      args: { molecules: { dataFileId: bobFile.file.id } },
    });
    const noFile = await refusal(agent, "submit_job", {
      module: "rdkit/descriptors",
      args: { molecules: { dataFileId: 99_999_999 } },
    });
    expect(theirFile.replace(String(bobFile.file.id), "N")).toBe(noFile.replace("99999999", "N"));
    for (const tool of ["get_job", "wait_job", "get_job_results", "export_job_crate"]) {
      const other = await refusal(agent, tool, { jobId: bobJob.id });
      const missing = await refusal(agent, tool, { jobId: 99_999_999 });
      expect(other.replace(String(bobJob.id), "N")).toBe(missing.replace("99999999", "N"));
      expect(other).toMatch(
        /^DBDataNotExist: no job \d+ that this user can see; use the id submit_job answered\.$/,
      );
    }
    const bobTask = bobJob.tasks[0]!.id;
    const otherLogs = await refusal(agent, "get_task_logs", { taskId: bobTask });
    const missingLogs = await refusal(agent, "get_task_logs", { taskId: 99_999_999 });
    expect(otherLogs.replace(String(bobTask), "N")).toBe(missingLogs.replace("99999999", "N"));
  });
});

interface Followed {
  text: string;
  nextOffset: number;
  run: number;
  ended: boolean;
  state: string;
  notices: string[];
}

const ticks = (text: string) => [...text.matchAll(/^tick (\d+) héllo$/gm)].map((m) => Number(m[1]));

describe("crucible mcp: following a task's log", () => {
  it("answers the text as it comes, from a cursor, until the task ends; another user's task like a missing one", async () => {
    await addEngineModule(t, "test/mcp-chatter", "chatter.mjs", {
      args: [{ name: "until", label: "Until", format: "string", require: true }],
    });
    const work = await mkdtemp(path.join(tmpdir(), "crucible-mcp-follow-"));
    const until = path.join(work, "stop");
    try {
      const job = (
        await data<{ job: JobSummary }>(agent, "submit_job", { module: "test/mcp-chatter", args: { until } })
      ).job;
      const taskId = job.tasks[0]!.id;
      // While it runs: the first call waits, answers live text with a cursor, and reports each piece.
      const progress: { progress: number; message?: string }[] = [];
      const first = (
        (await agent.callTool(
          { name: "follow_task_log", arguments: { jobId: job.id, taskId, waitSeconds: 4 } },
          undefined,
          { onprogress: (p) => progress.push(p) },
        )) as CallToolResult
      ).structuredContent as unknown as Followed;
      expect(first.ended).toBe(false);
      expect(first.state).toBe("doing");
      expect(ticks(first.text).length).toBeGreaterThan(0);
      expect(first.nextOffset).toBeGreaterThan(0);
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.map((p) => p.message ?? "").join("")).toBe(first.text);
      // The next call goes on from the cursor: no line twice (a gap between the calls is said).
      const second = await data<Followed>(agent, "follow_task_log", {
        jobId: job.id,
        taskId,
        fromOffset: first.nextOffset,
        run: first.run,
        waitSeconds: 2,
      });
      expect(second.ended).toBe(false);
      expect(second.nextOffset).toBeGreaterThan(first.nextOffset);
      expect(Math.min(...ticks(second.text))).toBeGreaterThan(Math.max(...ticks(first.text)));
      // The task ends: the last call answers the stored log from the cursor to its end.
      await writeFile(until, "");
      const last = await data<Followed>(agent, "follow_task_log", {
        jobId: job.id,
        taskId,
        fromOffset: second.nextOffset,
        run: second.run,
        waitSeconds: 60,
      });
      expect(last.ended).toBe(true);
      expect(last.state).toBe("done");
      const whole = await data<{ logs: { stdout: { size: number; text: string } } }>(agent, "get_task_logs", {
        taskId,
        stream: "stdout",
        tailBytes: 65_536,
      });
      expect(last.nextOffset).toBe(whole.logs.stdout.size);
      expect(whole.logs.stdout.text.endsWith(last.text)).toBe(true);
      expect(Math.min(...ticks(last.text))).toBeGreaterThan(Math.max(...ticks(second.text)));
      // An ended task from the start: its whole log at once.
      const again = await data<Followed>(agent, "follow_task_log", { jobId: job.id, taskId });
      expect(again).toMatchObject({ ended: true, nextOffset: whole.logs.stdout.size });
      expect(again.text).toBe(whole.logs.stdout.text);

      const bobAgent = await connect(await createToken(bob, false));
      const other = await refusal(bobAgent, "follow_task_log", { jobId: job.id, taskId });
      const missing = await refusal(bobAgent, "follow_task_log", { jobId: 99_999_998, taskId: 99_999_999 });
      expect(other.replace(`task ${taskId}`, "task T").replace(`job ${job.id}`, "job N")).toBe(
        missing.replace("task 99999999", "task T").replace("job 99999998", "job N"),
      );
      expect(other).toMatch(/^DBDataNotExist: no task \d+ in job \d+ that this user can see/);
      const wrongTask = await refusal(agent, "follow_task_log", { jobId: job.id, taskId: 99_999_999 });
      expect(wrongTask).toMatch(/^DBDataNotExist: no task 99999999 in job/);
    } finally {
      await writeFile(until, "").catch(() => undefined);
      await rm(work, { recursive: true, force: true });
    }
  }, 180_000);
});

describe("crucible mcp: results as resources", () => {
  it("offers a job's outputs as resources, to their owner only", async () => {
    // A processor that writes a line a second, then its output.
    const { createProcessor } = await alice.client.gqlData<{ createProcessor: { id: string } }>(
      `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id } }`,
      {
        input: {
          name: "ticker",
          args: [],
          outputs: [{ name: "result.txt", label: "Result", format: "txt" }],
          timeoutSeconds: 60,
        },
      },
    );
    const script =
      '#!/bin/sh\nfor i in 1 2 3 4; do echo "line $i"; sleep 1; done\necho ticked > result.txt\n';
    const uploaded = await alice.client.rest(
      `/api/workflow_job_task_processor_exe/upload_file?ProcessorId=${createProcessor.id}`,
      undefined,
      {
        headers: { "x-crucible-csrf": "1" },
        raw: fileForm("file", "ticker.sh", Buffer.from(script), "text/x-shellscript"),
      },
    );
    expect(uploaded.body.Error).toBeNull();
    const { submitJob } = await alice.client.gqlData<{ submitJob: { id: string } }>(
      `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
      { input: { name: "ticker", tasks: [{ key: "tick", processorId: createProcessor.id, args: {} }] } },
    );
    const jobId = Number(submitJob.id);

    let job = { settled: false, state: "" };
    for (let i = 0; i < 10 && !job.settled; i++) {
      job = (await data<{ job: JobSummary }>(agent, "wait_job", { jobId, timeoutSeconds: 30 })).job;
    }
    expect(job.state).toBe("done");

    const uri = `crucible://jobs/${jobId}/tasks/tick/outputs/result.txt`;
    const listed = await agent.listResources();
    expect(listed.resources.map((resource) => resource.uri)).toContain(uri);
    const read = await agent.readResource({ uri });
    expect(read.contents).toEqual([{ uri, mimeType: "text/plain", text: "ticked\n" }]);

    // Bob neither lists nor reads it: his answer is that of a missing job.
    const bobAgent = await connect(await createToken(bob, false));
    expect((await bobAgent.listResources()).resources.map((resource) => resource.uri)).not.toContain(uri);
    await expect(bobAgent.readResource({ uri })).rejects.toThrow(/DBDataNotExist/);
    await expect(
      bobAgent.readResource({ uri: `crucible://jobs/99999999/tasks/tick/outputs/result.txt` }),
    ).rejects.toThrow(/DBDataNotExist/);
  }, 120_000);
});

describe("crucible mcp: tokens", () => {
  it("with a read-only token reads, and says why each write tool is refused", async () => {
    const readOnly = await connect(await createToken(alice, true));
    const found = await data<{ modules: ModuleHit[] }>(readOnly, "search_modules", { query: "descriptors" });
    const id = found.modules.find((m) => m.key === "rdkit/descriptors")!.id;
    const listed = await data<{ total: number }>(readOnly, "list_data", { search: "NCI_aids" });
    expect(listed.total).toBeGreaterThan(0);
    const files = await data<{ files: { id: number }[] }>(readOnly, "list_data", { search: "NCI_aids" });
    const args = { module: id, args: { molecules: { dataFileId: files.files[0]!.id } } };
    // An estimate changes nothing: a read-only token may ask.
    await data(readOnly, "estimate_job", args);
    const submit = await refusal(readOnly, "submit_job", args);
    expect(submit).toBe(
      "DBPermDenied: this API token is read-only, and submit_job changes data (tools that need a writable token: submit_job, upload_data, decide_approval). The read tools still work; for this one ask the user for an API token that is not read-only.",
    );
    const upload = await refusal(readOnly, "upload_data", { path: fixture, name: "ro.sdf" });
    expect(upload).toMatch(/^DBPermDenied: this API token is read-only, and upload_data changes data/);
  });

  it("with a bad token or none, every tool says how to fix it", async () => {
    const bad = await connect("crc_not-a-real-token");
    for (const [tool, args] of [
      ["search_modules", {}],
      ["list_data", {}],
      ["get_job", { jobId: 1 }],
    ] as const) {
      expect(await refusal(bad, tool, args)).toBe(
        "UserLoginServiceAuthTokenInvalid: the API token was refused (unknown, revoked or expired, or its owner is disabled). Ask the user for a new API token (web client: Account > API tokens) and restart the Crucible MCP server with CRUCIBLE_TOKEN set to it.",
      );
    }
    const none = await connect(null);
    expect(await refusal(none, "search_templates")).toMatch(
      /^CliNoToken: this MCP server has no API token, so search_templates cannot sign in\. Ask the user/,
    );
  });
});

describe("crucible mcp: approvals", () => {
  /** A job of one approval step (nothing before it: it waits at once). */
  const gatedJob = async (user: NormalUser, title: string) =>
    user.client.ok<{ Id: number; State: string }>("/api/workflow_job/submit", {
      Name: `gated ${title}`,
      Tasks: [{ Key: "gate", Approval: { Title: title, Instructions: "check it", TimeoutMinutes: 30 } }],
    });

  it("lists the approvals waiting for the user and decides one with a reason", async () => {
    const job = await gatedJob(alice, "Go ahead?");
    expect(job.State).toBe("waiting");
    const waiting = await data<{
      total: number;
      approvals: { jobId: number; key: string; title: string; deadline: string }[];
    }>(agent, "list_approvals");
    expect(waiting.approvals.find((a) => a.jobId === job.Id)).toMatchObject({
      key: "gate",
      title: "Go ahead?",
      deadline: expect.any(String),
    });
    const shown = await call(agent, "get_job", { jobId: job.Id });
    expect(text(shown)).toContain("call list_approvals");
    const noReason = await refusal(agent, "decide_approval", { job: job.Id, key: "gate", approve: false });
    expect(noReason).toMatch(/^ServerInvalidParameter: reason: a rejection needs a reason/);
    const decided = await data<{ state: string; approved: boolean; by: string; reason: string }>(
      agent,
      "decide_approval",
      { job: job.Id, key: "gate", approve: true, reason: "the user said yes" },
    );
    expect(decided).toMatchObject({
      state: "done",
      approved: true,
      by: alice.account,
      reason: "the user said yes",
    });
    expect(await refusal(agent, "decide_approval", { job: job.Id, key: "gate", approve: true })).toMatch(
      /^JobApprovalDecided: this approval was already approved, rejected or timed out/,
    );
    const after = await data<{ approvals: { jobId: number }[] }>(agent, "list_approvals");
    expect(after.approvals.some((a) => a.jobId === job.Id)).toBe(false);
  });

  it("answers another user's approval like a missing one, and refuses a read-only token", async () => {
    const bobs = await gatedJob(bob, "Bob's");
    const missing = await refusal(agent, "decide_approval", { job: bobs.Id, key: "gate", approve: true });
    expect(missing).toMatch(/^DBDataNotExist: no approval step of the user's waits under this job and key/);
    const listed = await data<{ approvals: { jobId: number }[] }>(agent, "list_approvals");
    expect(listed.approvals.some((a) => a.jobId === bobs.Id)).toBe(false);
    const readOnly = await connect(await createToken(bob, true));
    await data(readOnly, "list_approvals");
    expect(await refusal(readOnly, "decide_approval", { job: bobs.Id, key: "gate", approve: true })).toMatch(
      /^DBPermDenied: this API token is read-only, and decide_approval changes data/,
    );
  });
});
