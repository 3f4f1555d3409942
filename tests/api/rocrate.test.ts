/**
 * Provenance crates (issue 28 item 4, docs/provenance.md): the seeded demo template's job, run to done
 * by the scheduler with the local executor, downloaded as a Workflow Run RO-Crate over REST (the address
 * GraphQL gives), unzipped by the project's zip reader, checked by the profile's rules and the ro-crate
 * package's validator, its files' SHA-256 against their bytes, its times, CPU, tokens and user against
 * the job's; then imported back (REST upload and GraphQL from a data set file) as a template with the
 * same nodes, links and arguments. And the refusals: no session, another user's job, the back office
 * without Workflow.Job.Read, malformed zips, zip bombs, path traversal, crates that are not ours.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crateMetadataPath, crateProfiles, crateWorkflowPath } from "@crucible/schema";
import { readBundleZip } from "../../gateway/src/domain/apps/bundles.js";
import {
  checkCrate,
  localPath,
  refsOf,
  typesOf,
  type CrateEntity,
} from "../../gateway/src/domain/crates/crateRules.js";
import { validateCrate } from "../../gateway/src/domain/crates/rocrate.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { fileForm } from "../support/images.js";
import { csrf, uploadBytes } from "../support/uploads.js";
import { makeZip, type ZipEntry } from "../support/zips.js";

/** Outputs above 6 KiB are referenced by address instead of included (the demo job has both kinds). */
const fileMaxBytes = 6 * 1024;
const unzipLimits = {
  zipBytes: 64 * 1024 * 1024,
  entries: 1000,
  entryBytes: 64 * 1024 * 1024,
  totalBytes: 64 * 1024 * 1024,
  pathLength: 300,
};

interface TaskView {
  id: string;
  key: string;
  state: string;
  startedAt: string | null;
  finishedAt: string | null;
  cpuMs: number;
  wallMs: number;
  tokens: number;
  outputs: { name: string; size: number; sha256: string }[];
}
interface JobView {
  id: string;
  state: string;
  crateUrl: string;
  tokens: number;
  templateVersion: { templateId: string; versionId: string; number: number } | null;
  tasks: TaskView[];
}
interface NodeView {
  key: string;
  moduleId: string | null;
  processorId: string | null;
  method: string | null;
  args: Record<string, unknown>;
  dependsOn: string[];
  x: number;
  y: number;
}

const jobQuery = `query($id: ID!) { job(id: $id) { id state crateUrl tokens templateVersion { templateId versionId number }
  tasks { id key state startedAt finishedAt cpuMs wallMs tokens outputs { name size sha256 } } } }`;
const nodesQuery = `query($id: ID!) { template(id: $id) { id name mine nodes { key moduleId processorId method args dependsOn x y } } }`;

let t: TestApp;
let scheduler: Scheduler;
let alice: NormalUser;
let bob: NormalUser;
let admin: Client;
let job: JobView;
let crateZip: Buffer;
let files: Map<string, Buffer>;
let metadata: { "@context": string[]; "@graph": CrateEntity[] };
let templateId: string;

const entity = (id: string) => metadata["@graph"].find((e) => e["@id"] === id)!;
/** SHA-256 hex in upper case, as the gateway stores and answers it (the crate writes lower case). */
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").toUpperCase();

async function download(
  client: Client,
  path: string,
): Promise<{ status: number; bytes: Buffer; type: string }> {
  const response = await client.fetch(path);
  return {
    status: response.status,
    bytes: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get("content-type") ?? "",
  };
}

function errorOf(result: { bytes: Buffer }): string | undefined {
  return (JSON.parse(result.bytes.toString("utf8")) as { Error: { Type: string } | null }).Error?.Type;
}

function importZip(client: Client, zip: Buffer) {
  return client.rest<{ Id: number; Name: string }>("/api/workflow_job_template/import_ro_crate", undefined, {
    raw: fileForm("File", "crate.zip", zip, "application/zip"),
    headers: csrf,
  });
}

/** The crate's zip again with some entries replaced (and others added). */
function rezip(replace: Record<string, Buffer | string>, extra: ZipEntry[] = []): Buffer {
  const entries: ZipEntry[] = [...files.entries()].map(([name, data]) => ({
    name,
    data: replace[name] ?? data,
  }));
  return makeZip([...entries, ...extra]);
}

/** CRUCIBLE_PUBLIC_URL of this file's gateway: the crate's addresses are under it. */
const publicUrl = "https://crucible.example.org";

beforeAll(async () => {
  t = await startApp({
    env: {
      CRUCIBLE_SCHEDULER: "false",
      CRUCIBLE_CRATE_FILE_MAX_MB: String(fileMaxBytes / (1024 * 1024)),
      CRUCIBLE_PUBLIC_URL: publicUrl,
    },
  });
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 1,
  });
  admin = await t.admin();
  alice = await registerUser(t);
  bob = await registerUser(t);
  const { templates } = await alice.client.gqlData<{ templates: { id: string; name: string }[] }>(
    `{ templates { id name } }`,
  );
  templateId = templates.find((x) => x.name === "Drug-likeness and similarity screen")!.id;
  const { runTemplate } = await alice.client.gqlData<{ runTemplate: { id: string } }>(
    `mutation($id: ID!) { runTemplate(id: $id, name: "screen for the crate", args: []) { id } }`,
    { id: templateId },
  );
  for (let i = 0; i < 400; i++) {
    await scheduler.tick();
    await scheduler.idle();
    job = (await alice.client.gqlData<{ job: JobView }>(jobQuery, { id: runTemplate.id })).job;
    if (["done", "abort", "cancel"].includes(job.state)) break;
  }
}, 600_000);

afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

describe("a job's Workflow Run RO-Crate", () => {
  it("downloads from the address GraphQL gives, as a zip the project's reader opens", async () => {
    expect(job.state).toBe("done");
    expect(job.crateUrl).toBe(`/api/workflow_job/ro_crate/${job.id}`);
    const answer = await download(alice.client, job.crateUrl);
    expect(answer.status, answer.bytes.subarray(0, 2000).toString("utf8")).toBe(200);
    expect(answer.type).toBe("application/zip");
    crateZip = answer.bytes;
    const read = await readBundleZip(crateZip, unzipLimits);
    files = new Map(read.map((f) => [f.path, f.bytes]));
    metadata = JSON.parse(files.get(crateMetadataPath)!.toString("utf8")) as typeof metadata;
    expect([...files.keys()]).toContain(crateWorkflowPath);
  });

  it("meets the profile's rules and the ro-crate package's validator", () => {
    const zip = { paths: new Set(files.keys()), files };
    expect(checkCrate(metadata, zip)).toEqual([]);
    expect(validateCrate(metadata, zip)).toEqual([]);
    const root = entity("./");
    expect(refsOf(root.conformsTo).sort()).toEqual(
      [crateProfiles.processRun, crateProfiles.workflowRun, crateProfiles.workflowRoCrate].sort(),
    );
    const workflow = entity(crateWorkflowPath);
    expect(typesOf(workflow).sort()).toEqual(["ComputationalWorkflow", "File", "SoftwareSourceCode"]);
    // The rules catch a crate that breaks them: no conformsTo, a dangling reference, a File without its hash.
    const broken = structuredClone(metadata);
    const brokenRoot = broken["@graph"].find((e) => e["@id"] === "./")!;
    delete brokenRoot.conformsTo;
    brokenRoot.mentions = [{ "@id": "#nowhere" }];
    const file = broken["@graph"].find((e) => typesOf(e).includes("File") && e["@id"] !== crateWorkflowPath)!;
    delete file.sha256;
    const rules = checkCrate(broken).map((p) => p.rule);
    expect(rules).toContain(`the root conformsTo ${crateProfiles.workflowRun}`);
    expect(rules).toContain("mentions refers to #nowhere, which the graph defines");
    expect(rules).toContain("a File has its sha256");
  });

  it("holds each done task's outputs within the bound, each with the SHA-256 of its bytes; the larger by address", async () => {
    const outputs = job.tasks.flatMap((task) => task.outputs.map((o) => ({ task, ...o })));
    const fileEntities = metadata["@graph"].filter(
      (e) => typesOf(e).includes("File") && e["@id"] !== crateWorkflowPath,
    );
    let included = 0;
    let referenced = 0;
    for (const output of outputs) {
      const described = fileEntities.find(
        (e) => e.name === output.name && e.sha256 === output.sha256.toLowerCase(),
      );
      expect(described, `${output.task.key}/${output.name}`).toBeDefined();
      expect(described!.contentSize).toBe(output.size);
      const path = localPath(described!["@id"]);
      if (path !== null) {
        included += 1;
        expect(output.size).toBeLessThanOrEqual(fileMaxBytes);
        expect(sha256(files.get(path)!)).toBe(output.sha256);
      } else {
        referenced += 1;
        expect(output.size).toBeGreaterThan(fileMaxBytes);
        // The address is the output's download under the configured public address (not the address
        // the request came to), and answers the same bytes to the owner.
        expect(described!["@id"].startsWith(`${publicUrl}/api/workflow_job_tasks/download_file/`)).toBe(true);
        const fetched = await download(alice.client, described!["@id"].slice(publicUrl.length));
        expect(fetched.status).toBe(200);
        expect(sha256(fetched.bytes)).toBe(output.sha256);
      }
    }
    expect(included).toBeGreaterThan(0);
    expect(referenced).toBeGreaterThan(0);
    // The workflow definition's hash is its bytes'; the demo input is described by its hash too.
    expect(sha256(files.get(crateWorkflowPath)!).toLowerCase()).toBe(entity(crateWorkflowPath).sha256);
    const run = entity("#run");
    const inputs = refsOf(run.object)
      .map(entity)
      .filter((e) => typesOf(e).includes("File"));
    expect(inputs.map((e) => e.name)).toEqual(["cdk2.sdf"]);
    expect(inputs[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(inputs[0]!.contentSize).toBeGreaterThan(0);
  });

  it("names the workflow and its version, each task's module, arguments, times, CPU, tokens and who ran it", () => {
    const workflow = entity(crateWorkflowPath);
    expect(workflow.version).toBe(String(job.templateVersion!.number));
    const definition = JSON.parse(files.get(crateWorkflowPath)!.toString("utf8")) as {
      version: { id: number; number: number };
      nodes: { key: string; module: { key: string } }[];
    };
    expect(definition.version.id).toBe(Number(job.templateVersion!.versionId));
    expect(definition.nodes.map((n) => n.module.key)).toEqual([
      "rdkit/descriptors",
      "rdkit/druglike_filter",
      "rdkit/similarity",
      "rdkit/convert",
    ]);
    const run = entity("#run");
    expect(refsOf(run.instrument)).toEqual([crateWorkflowPath]);
    expect(refsOf(run.actionStatus)).toEqual(["http://schema.org/CompletedActionStatus"]);
    const person = entity(refsOf(run.agent)[0]!);
    expect(typesOf(person)).toEqual(["Person"]);
    expect(person.identifier).toBe(alice.account);
    const engine = entity(refsOf(entity("#engine-run").instrument)[0]!);
    expect(engine.name).toBe("Crucible");
    expect(typeof engine.softwareVersion).toBe("string");
    const usage = (action: CrateEntity, name: string) =>
      refsOf(action.resourceUsage)
        .map(entity)
        .find((u) => u.name === name)?.value;
    for (const task of job.tasks) {
      const action = entity(`#task/${task.key}`);
      expect(typesOf(action)).toEqual(["CreateAction"]);
      expect(action.startTime).toBe(task.startedAt);
      expect(action.endTime).toBe(task.finishedAt);
      expect(usage(action, "cpuTime")).toBe(task.cpuMs);
      expect(usage(action, "wallTime")).toBe(task.wallMs);
      expect(usage(action, "tokens")).toBe(task.tokens);
      const module = entity(refsOf(action.instrument)[0]!);
      expect(typesOf(module)).toEqual(["SoftwareApplication"]);
      expect(module.identifier).toBe(definition.nodes.find((n) => n.key === task.key)!.module.key);
      expect(typeof module.softwareVersion).toBe("string");
    }
    expect(usage(run, "tokens")).toBe(job.tokens);
    // Arguments are PropertyValues of their FormalParameters; the link from filter is filter's output file.
    const filter = entity("#task/filter");
    const rule = refsOf(filter.object)
      .map(entity)
      .find((e) => e.name === "rule")!;
    expect(rule.value).toBe("lipinski");
    expect(typesOf(entity(refsOf(rule.exampleOfWork)[0]!))).toEqual(["FormalParameter"]);
    const similar = entity("#task/similar");
    const linked = refsOf(similar.object)
      .map(entity)
      .find((e) => typesOf(e).includes("File"))!;
    expect(refsOf(filter.result)).toContain(linked["@id"]);
  });

  it("imports back as a template with the same nodes, links and arguments (REST and GraphQL)", async () => {
    const original = (
      await alice.client.gqlData<{ template: { nodes: NodeView[] } }>(nodesQuery, { id: templateId })
    ).template.nodes;
    const imported = await importZip(alice.client, crateZip);
    expect(imported.body.Error).toBeNull();
    const viaRest = (
      await alice.client.gqlData<{ template: { name: string; mine: boolean; nodes: NodeView[] } }>(
        nodesQuery,
        {
          id: String(imported.body.Data.Id),
        },
      )
    ).template;
    expect(viaRest.mine).toBe(true);
    expect(viaRest.name).toBe("Drug-likeness and similarity screen");
    // A node without a method runs its module's first one, which a saved copy names (as cloneTemplate's does).
    const { cloneTemplate } = await alice.client.gqlData<{ cloneTemplate: { nodes: NodeView[] } }>(
      `mutation($id: ID!) { cloneTemplate(id: $id) { nodes { key moduleId processorId method args dependsOn x y } } }`,
      { id: templateId },
    );
    expect(viaRest.nodes).toEqual(cloneTemplate.nodes);
    const withoutMethod = (nodes: NodeView[]) => nodes.map(({ method: _method, ...rest }) => rest);
    expect(withoutMethod(viaRest.nodes)).toEqual(withoutMethod(original));
    viaRest.nodes.forEach((node, i) => {
      if (original[i]!.method !== null) expect(node.method).toBe(original[i]!.method);
    });

    const uploaded = await uploadBytes(
      alice.client,
      "/api/workflow_job_task_data_source_file",
      "crate.zip",
      crateZip,
    );
    const { importTemplateCrate } = await alice.client.gqlData<{
      importTemplateCrate: { id: string; nodes: NodeView[] };
    }>(
      `mutation($id: ID!) { importTemplateCrate(dataFileId: $id) { id nodes { key moduleId processorId method args dependsOn x y } } }`,
      { id: String(uploaded.Id) },
    );
    expect(importTemplateCrate.nodes).toEqual(cloneTemplate.nodes);
    // Bob cannot import from Alice's file: it answers like a missing one.
    const other = await bob.client.gql(`mutation($id: ID!) { importTemplateCrate(dataFileId: $id) { id } }`, {
      id: String(uploaded.Id),
    });
    const missing = await bob.client.gql(`mutation { importTemplateCrate(dataFileId: "987654321") { id } }`);
    expect(gqlCode(other)).toBe("DBDataNotExist");
    expect(gqlCode(missing)).toBe("DBDataNotExist");
  });
});

describe("refusals", () => {
  it("not signed in: the download, the upload and the mutation", async () => {
    const anonymous = t.client();
    expect(errorOf(await download(anonymous, job.crateUrl))).toBe("DBUserNoLogin");
    expect((await importZip(anonymous, crateZip)).body.Error?.Type).toBe("DBUserNoLogin");
    expect(gqlCode(await anonymous.gql(`mutation { importTemplateCrate(dataFileId: "1") { id } }`))).toBe(
      "DBUserNoLogin",
    );
    expect(errorOf(await download(anonymous, `/api/sys/workflow_job/ro_crate/${job.id}`))).toBe(
      "DBUserNoLogin",
    );
  });

  it("another user's job answers like a missing one", async () => {
    const other = await download(bob.client, job.crateUrl);
    const missing = await download(bob.client, "/api/workflow_job/ro_crate/987654321");
    expect(other.status).toBe(missing.status);
    expect(errorOf(other)).toBe("DBDataNotExist");
    expect(errorOf(missing)).toBe("DBDataNotExist");
    const bobJob = await bob.client.gql(`query($id: ID!) { job(id: $id) { crateUrl } }`, { id: job.id });
    expect(gqlCode(bobJob)).toBe("DBDataNotExist");
  });

  it("the back office downloads any job's crate with Workflow.Job.Read, and only with it", async () => {
    const adminCrate = await download(admin, `/api/sys/workflow_job/ro_crate/${job.id}`);
    expect(adminCrate.status).toBe(200);
    const read = await readBundleZip(adminCrate.bytes, unzipLimits);
    const adminFiles = new Map(read.map((f) => [f.path, f.bytes]));
    const adminMetadata = JSON.parse(adminFiles.get(crateMetadataPath)!.toString("utf8")) as unknown;
    expect(checkCrate(adminMetadata, { paths: new Set(adminFiles.keys()), files: adminFiles })).toEqual([]);
    const { sysJob } = await admin.gqlData<{ sysJob: { crateUrl: string } }>(
      `query($id: ID!) { sysJob(id: $id) { crateUrl } }`,
      { id: job.id },
    );
    expect(sysJob.crateUrl).toBe(`/api/sys/workflow_job/ro_crate/${job.id}`);
    const nobody = await createSystemUser(t, admin, []);
    const denied = await download(nobody.client, `/api/sys/workflow_job/ro_crate/${job.id}`);
    expect(errorOf(denied)).toBe("DBPermDenied");
    expect(errorOf(await download(admin, "/api/sys/workflow_job/ro_crate/987654321"))).toBe("DBDataNotExist");
  });

  it("refuses malformed zips, zip bombs and paths that climb out", async () => {
    const notZip = await importZip(alice.client, Buffer.from("this is not a zip at all, only some text"));
    expect(notZip.body.Error?.Type).toBe("DBFileDecompressError");
    // A metadata file that claims more bytes than the bound.
    const declared = await importZip(
      alice.client,
      makeZip([{ name: crateMetadataPath, data: "{}", declaredSize: 100 * 1024 * 1024 }]),
    );
    expect(declared.body.Error?.Type).toBe("DBFileTooLarge");
    // A bomb: 3 MB of zeros deflated to a few KB that claims to be 10 bytes.
    const bomb = await importZip(
      alice.client,
      makeZip([{ name: crateMetadataPath, data: Buffer.alloc(3 * 1024 * 1024), declaredSize: 10 }]),
    );
    expect(bomb.body.Error?.Type).toBe("DBFileDecompressError");
    const climbing = await importZip(alice.client, rezip({}, [{ name: "../../etc/evil", data: "x" }]));
    expect(climbing.body.Error?.Type).toBe("DBFileNameError");
    const absolute = await importZip(alice.client, rezip({}, [{ name: "/tmp/evil", data: "x" }]));
    expect(absolute.body.Error?.Type).toBe("DBFileNameError");
    const link = await importZip(
      alice.client,
      rezip({}, [{ name: "outputs/link", data: "/etc/passwd", mode: 0o120777 }]),
    );
    expect(link.body.Error?.Type).toBe("DBFileInvalid");
    const noMetadata = await importZip(alice.client, makeZip([{ name: "readme.txt", data: "hello" }]));
    expect(noMetadata.body.Error?.Type).toBe("DBFileInvalid");
  });

  it("refuses crates that are not ours or fail the profile's rules", async () => {
    // The workflow definition changed after export: its hash no longer matches.
    const definition = JSON.parse(files.get(crateWorkflowPath)!.toString("utf8")) as Record<string, unknown>;
    const tampered = await importZip(
      alice.client,
      rezip({ [crateWorkflowPath]: JSON.stringify({ ...definition, nodes: [] }) }),
    );
    expect(tampered.body.Error?.Type).toBe("DBFileInvalid");
    expect(tampered.body.Error?.Value).toMatch(/sha256/);
    // Another tool's workflow language.
    const foreign = structuredClone(metadata);
    const language = foreign["@graph"].find((e) => e["@id"] === "#crucible-template")!;
    language.alternateName = "cwl";
    const notOurs = await importZip(alice.client, rezip({ [crateMetadataPath]: JSON.stringify(foreign) }));
    expect(notOurs.body.Error?.Type).toBe("DBFileInvalid");
    expect(notOurs.body.Error?.Value).toMatch(/not a Crucible template/);
    // A crate without the profiles.
    const plain = structuredClone(metadata);
    delete plain["@graph"].find((e) => e["@id"] === "./")!.conformsTo;
    const noProfile = await importZip(alice.client, rezip({ [crateMetadataPath]: JSON.stringify(plain) }));
    expect(noProfile.body.Error?.Type).toBe("DBFileInvalid");
    expect(noProfile.body.Error?.Value).toMatch(/conformsTo/);
    // An included output missing from the zip.
    const included = [...files.keys()].find((p) => p.startsWith("outputs/"))!;
    const entries = [...files.entries()].filter(([name]) => name !== included);
    const missingFile = await importZip(
      alice.client,
      makeZip(entries.map(([name, data]) => ({ name, data }))),
    );
    expect(missingFile.body.Error?.Type).toBe("DBFileInvalid");
    const notJson = await importZip(alice.client, rezip({ [crateMetadataPath]: "{ not json" }));
    expect(notJson.body.Error?.Type).toBe("DBFileInvalid");
  });

  it("refuses a workflow naming a module or processor this platform does not offer the caller", async () => {
    /** The crate with its workflow definition changed, and the metadata's hash and size to match. */
    const withNodes = (change: (nodes: Record<string, unknown>[]) => void) => {
      const definition = JSON.parse(files.get(crateWorkflowPath)!.toString("utf8")) as {
        nodes: Record<string, unknown>[];
      };
      change(definition.nodes);
      const bytes = Buffer.from(JSON.stringify(definition));
      const changed = structuredClone(metadata);
      const workflow = changed["@graph"].find((e) => e["@id"] === crateWorkflowPath)!;
      workflow.sha256 = sha256(bytes).toLowerCase();
      workflow.contentSize = bytes.length;
      return rezip({ [crateWorkflowPath]: bytes, [crateMetadataPath]: JSON.stringify(changed) });
    };
    const unknownModule = await importZip(
      alice.client,
      withNodes((nodes) => {
        nodes[0]!.module = { id: 1, key: "nowhere/absent", name: "Absent" };
      }),
    );
    expect(unknownModule.body.Error?.Type).toBe("JobModuleNoVisible");
    // Bob's processor, named by its id: for Alice it answers like a missing one.
    const processor = await bob.client.gqlData<{ createProcessor: { id: string; name: string } }>(
      `mutation { createProcessor(input: { name: "bob's tool", args: [], outputs: [] }) { id name } }`,
    );
    const foreignProcessor = await importZip(
      alice.client,
      withNodes((nodes) => {
        nodes[0]!.module = null;
        nodes[0]!.method = null;
        nodes[0]!.args = {};
        nodes[0]!.processor = { id: Number(processor.createProcessor.id), name: "bob's tool" };
      }),
    );
    expect(foreignProcessor.body.Error?.Type).toBe("DBDataNotExist");
    // An unchanged definition with consistent metadata still imports (the helper breaks nothing else).
    const same = await importZip(
      alice.client,
      withNodes(() => undefined),
    );
    expect(same.body.Error).toBeNull();
  });
});
