/**
 * The shipped RDKit search and triage modules (issue 25, items 1 and 2): each module run through the
 * platform (a job, the scheduler, the container executor, the task's outputs over HTTP) gives the
 * answer of RDKit run by hand - a short Python snippet of our own in the same image (`podman run`)
 * on the same public molecules: the same hits and Tanimoto scores (to 1e-6), the same substructure
 * matches, the same passed and rejected molecules with the rules they broke, the same Butina
 * clusters. Output records keep their input records. Bad input (an SDF RDKit cannot read, an invalid
 * SMARTS, an empty file) fails the task with a one-line reason.
 */
import { execFile, spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { containerImages, modules } from "../../gateway/src/db/modules.js";
import { readRecords, type SdfRecordText } from "../../gateway/src/domain/chem/sdf.js";
import { moduleSpecIssue } from "../../gateway/src/domain/modules/moduleInput.js";
import { imageBuildsSettled } from "../../gateway/src/domain/images/imageBuilds.js";
import { seedContainerModules } from "../../gateway/src/domain/images/seedShipped.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { rdkitImageUid, rdkitModuleKeys } from "../../gateway/src/domain/images/shipped/rdkit.js";
import { hostUlimits, imageRef, podmanEnv } from "../../gateway/src/executors/container.js";
import { createContainerExecutor } from "../../gateway/src/executors/containerExecutor.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, waitFor, type NormalUser } from "../support/factories.js";
import { repoRoot } from "../support/paths.js";
import { uploadBytes } from "../support/uploads.js";

const podman = spawnSync("sh", ["-c", "command -v podman"], { encoding: "utf8" }).stdout.trim();
const fixtures = path.join(repoRoot, "tests/fixtures/science/triage");
const fixtureNames = [
  "cdk2.sdf",
  "zinc.leads.500.q.smi",
  "NCI_aids_few.sdf",
  "solubility.test.sdf",
  "unreadable.sdf",
] as const;
type Fixture = (typeof fixtureNames)[number];
type ModuleName = keyof typeof rdkitModuleKeys;

let t: TestApp;
let alice: NormalUser;
let scheduler: Scheduler;
/** The reproduction tasks, and the tasks given bad input, run together. */
let tasks: Map<string, TaskView>;
let refused: Map<string, TaskView>;
const moduleIds = new Map<ModuleName, number>();
const fileIds = new Map<string, number>();

interface TaskView {
  Id: number;
  Key: string;
  State: string;
  Reason: string | null;
}

/** A task of one of the modules: its key in the job, the module, its method and arguments. */
interface TaskSpec {
  key: string;
  module: ModuleName;
  args: Record<string, unknown>;
}

const methodOf: Record<ModuleName, string> = {
  similarity: "search",
  substructure: "search",
  filters: "filter",
  cluster: "cluster",
};

const file = (name: string) => ({ dataFileId: fileIds.get(name)! });

/** Submits one job per list of tasks and answers each job's settled tasks by key. */
async function runJobs(...jobs: (readonly TaskSpec[])[]): Promise<Map<string, TaskView>[]> {
  const ids: number[] = [];
  for (const specs of jobs) {
    const job = await alice.client.ok<{ Id: number }>("/api/workflow_job/submit", {
      Name: "rdkit triage",
      Tasks: specs.map((spec) => ({
        Key: spec.key,
        ModuleId: moduleIds.get(spec.module),
        Method: methodOf[spec.module],
        Args: spec.args,
      })),
    });
    ids.push(job.Id);
  }
  const settled = async (id: number) =>
    ["done", "abort", "cancel"].includes(
      (await alice.client.ok<{ State: string }>(`/api/workflow_job/read/${id}`)).State,
    );
  await waitFor(
    `jobs ${ids.join(", ")} to settle`,
    async () => {
      await scheduler.tick();
      await scheduler.idle();
      for (const id of ids) if (!(await settled(id))) return null;
      return true;
    },
    300_000,
  );
  return Promise.all(
    ids.map(async (id) => {
      const tasks = await alice.client.ok<TaskView[]>(`/api/workflow_job/tasks/${id}`);
      return new Map(tasks.map((task) => [task.Key, task]));
    }),
  );
}

async function taskFile(task: TaskView, query: string): Promise<string> {
  const response = await alice.client.fetch(`/api/workflow_job_tasks/read_file/${task.Id}?${query}`);
  expect(response.status, query).toBe(200);
  return response.text();
}

const output = (task: TaskView, name: string) => taskFile(task, `Type=OutFile&KeyName=${name}`);

/** A task that ran to the end; its stderr is the message when it did not. */
async function done(tasks: Map<string, TaskView>, key: string): Promise<TaskView> {
  const task = tasks.get(key)!;
  if (task.State !== "done") expect(await taskFile(task, "Type=Stderr"), `task ${key}`).toBe("");
  expect(task.State).toBe("done");
  return task;
}

/** The records of an SDF, read by the platform's own SDF reader (the one the viewer uses). */
async function sdfRecords(text: string): Promise<SdfRecordText[]> {
  return readRecords(Readable.from([Buffer.from(text)]), { offset: 0, line: 1 }, 0, Number.MAX_SAFE_INTEGER);
}

function csvRows(text: string): string[][] {
  return text
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(","));
}

/** Every output record is its input record (same molblock, same fields in the same order) plus `added`. */
async function expectRecordsKept(outputSdf: string, input: Fixture, added: readonly string[]): Promise<void> {
  const originals = new Map(
    (await sdfRecords(await readFile(path.join(fixtures, input), "utf8"))).map((r) => [r.name, r]),
  );
  const records = await sdfRecords(outputSdf);
  expect(records.length).toBeGreaterThan(0);
  for (const record of records) {
    const original = originals.get(record.name)!;
    expect(original, record.name).toBeDefined();
    expect(record.mol).toBe(original.mol);
    const own = record.attrOrder.filter((name) => !added.includes(name));
    expect(own).toEqual(original.attrOrder);
    for (const name of own) expect(record.attrs[name]).toBe(original.attrs[name]);
  }
}

/**
 * RDKit by hand: a Python snippet run with python3 in the same image, the fixtures mounted read-only,
 * its parameters as JSON in argv[1]; it prints its answer as JSON.
 */
async function rdkitByHand<T>(snippet: string, parameters: unknown): Promise<T> {
  const { stdout } = await promisify(execFile)(
    podman,
    [
      "run",
      "--rm",
      "--pull=never",
      "--network=none",
      "--read-only",
      ...hostUlimits(),
      "-v",
      `${fixtures}:/data:ro`,
      "-w",
      "/data",
      imageRef(rdkitImageUid),
      "python3",
      "-c",
      snippet,
      JSON.stringify(parameters),
    ],
    { env: podmanEnv(), maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as T;
}

/** Reads a data set as RDKit's own suppliers do (SMILES files: SMILES, a tab, the name; no title line). */
const readMolecules = `
import json, sys
from rdkit import Chem, DataStructs
from rdkit.Chem import rdFingerprintGenerator
a = json.loads(sys.argv[1])
def molecules(name):
    if name.endswith(".smi"):
        return [m for m in Chem.SmilesMolSupplier(name, delimiter="\\t", titleLine=False) if m is not None]
    return [m for m in Chem.SDMolSupplier(name) if m is not None]
ms = molecules(a["molecules"])
`;

beforeAll(async () => {
  expect(podman, "podman must be installed (scripts/ci/podman-up.sh)").not.toBe("");
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false", CRUCIBLE_PODMAN: podman } });
  const container = await createContainerExecutor({ podman });
  expect(container).not.toBeNull();
  scheduler = createScheduler(
    t.app.services,
    { local: createLocalExecutor(), sandbox: null, container, slurm: null },
    () => undefined,
    { ...defaultSchedulerOptions, concurrency: 2 },
  );
  alice = await registerUser(t);
  expect(await seedContainerModules(t.app.services)).toBe(true);
  const rows = await t.app.services.db
    .select()
    .from(modules)
    .where(inArray(modules.key, Object.values(rdkitModuleKeys)));
  for (const [name, key] of Object.entries(rdkitModuleKeys))
    moduleIds.set(name as ModuleName, rows.find((row) => row.key === key)!.id);
  // CI builds the image before the tests (npm run images); on a machine without it, seeding builds it.
  const image = await waitFor(
    "the rdkit image to be built",
    async () => {
      const [row] = await t.app.services.db
        .select()
        .from(containerImages)
        .where(eq(containerImages.uid, rdkitImageUid));
      return row && row.buildState !== "building" ? row : null;
    },
    600_000,
  );
  expect(image.buildState, image.buildLog).toBe("ready");
  for (const name of fixtureNames) {
    const uploaded = await uploadBytes(
      alice.client,
      "/api/workflow_job_task_data_source_file",
      name,
      await readFile(path.join(fixtures, name)),
    );
    fileIds.set(name, uploaded.Id);
  }
}, 700_000);

afterAll(async () => {
  await imageBuildsSettled();
  await scheduler?.stop();
  await t?.stop();
});

beforeAll(async () => {
  const empty = await uploadBytes(
    alice.client,
    "/api/workflow_job_task_data_source_file",
    "empty.smi",
    Buffer.alloc(0),
  );
  fileIds.set("empty.smi", empty.Id);
  const [main, bad] = await runJobs(
    [
      {
        key: "similar-sdf",
        module: "similarity",
        args: {
          molecules: file("cdk2.sdf"),
          query_source: "smiles",
          query_smiles: "Nc1nc(OCC2CCCCC2)c2nc[nH]c2n1",
          threshold: 0.3,
        },
      },
      {
        key: "similar-smiles",
        module: "similarity",
        args: {
          molecules: file("zinc.leads.500.q.smi"),
          query_source: "file",
          query_file: file("cdk2.sdf"),
          threshold: 0.12,
          top_n: 15,
          radius: 3,
          bits: 1024,
        },
      },
      {
        key: "purines",
        module: "substructure",
        args: { molecules: file("cdk2.sdf"), smarts: "c1ncnc2[nH]cnc12" },
      },
      {
        key: "sulfonamides",
        module: "substructure",
        args: { molecules: file("zinc.leads.500.q.smi"), smarts: "[#16X4](=O)(=O)[NX3]" },
      },
      { key: "filters-nci", module: "filters", args: { molecules: file("NCI_aids_few.sdf") } },
      {
        key: "filters-solubility",
        module: "filters",
        args: { molecules: file("solubility.test.sdf"), rules: ["pains", "brenk"] },
      },
      {
        key: "filters-strict",
        module: "filters",
        args: {
          molecules: file("NCI_aids_few.sdf"),
          rules: ["lipinski", "veber"],
          lipinski_allow_one: false,
        },
      },
      { key: "cluster-cdk2", module: "cluster", args: { molecules: file("cdk2.sdf"), cutoff: 0.6 } },
      {
        key: "cluster-zinc",
        module: "cluster",
        args: { molecules: file("zinc.leads.500.q.smi"), cutoff: 0.7, radius: 2, bits: 1024 },
      },
    ],
    [
      { key: "unreadable", module: "filters", args: { molecules: file("unreadable.sdf") } },
      {
        key: "smarts",
        module: "substructure",
        args: { molecules: file("cdk2.sdf"), smarts: "c1ncnc2[nH" },
      },
      { key: "empty", module: "cluster", args: { molecules: file("empty.smi") } },
      {
        key: "query",
        module: "similarity",
        args: { molecules: file("cdk2.sdf"), query_source: "smiles", query_smiles: "C1CC(" },
      },
    ],
  );
  tasks = main!;
  refused = bad!;
}, 600_000);

describe("the shipped RDKit modules", () => {
  it("are seeded with typed arguments, en and zh docs citing their sources and RDKit's version, a price and a timeout", async () => {
    const rows = await t.app.services.db
      .select()
      .from(modules)
      .where(inArray(modules.key, Object.values(rdkitModuleKeys)));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.runner).toBe("container");
      expect(row.tokenPrice).toBeGreaterThan(0);
      expect(row.timeoutSeconds).toBeGreaterThan(0);
      expect(row.docs).toContain("2022.09.3");
      expect(row.docs).toContain("Landrum");
      expect(row.docsZh).toContain("2022.09.3");
      // What the back office's module editor checks: defaults that fit, choices, bindings.
      expect(moduleSpecIssue({ Methods: row.methods })).toBeNull();
      for (const arg of row.methods.flatMap((m) => m.args)) {
        expect(arg.labelZh, arg.name).toBeTruthy();
        expect(arg.help, arg.name).toBeTruthy();
        expect(arg.helpZh, arg.name).toBeTruthy();
      }
    }
    const filters = rows.find((row) => row.key === rdkitModuleKeys.filters)!;
    for (const source of ["Baell", "Brenk", "Lipinski", "Veber"]) expect(filters.docs).toContain(source);
    expect(rows.find((row) => row.key === rdkitModuleKeys.cluster)!.docs).toContain("Butina");
  });
});

describe("RDKit search and triage through the platform equals RDKit by hand", () => {
  it("similarity: the same hits in the same order with the same Tanimoto scores, records kept", async () => {
    const snippet = `${readMolecules}
generator = rdFingerprintGenerator.GetMorganGenerator(radius=a["radius"], fpSize=a["bits"])
query = Chem.MolFromSmiles(a["query"]) if "query" in a else molecules(a["query_file"])[0]
scores = DataStructs.BulkTanimotoSimilarity(
    generator.GetFingerprint(query), [generator.GetFingerprint(m) for m in ms])
hits = sorted((i for i in range(len(ms)) if scores[i] >= a["threshold"]), key=lambda i: -scores[i])
print(json.dumps([[ms[i].GetProp("_Name"), scores[i]] for i in hits[: a["top"] or None]]))
`;
    const cases = [
      {
        key: "similar-sdf",
        input: "cdk2.sdf" as const,
        parameters: {
          molecules: "cdk2.sdf",
          query: "Nc1nc(OCC2CCCCC2)c2nc[nH]c2n1",
          threshold: 0.3,
          top: 0,
          radius: 2,
          bits: 2048,
        },
      },
      {
        key: "similar-smiles",
        input: null,
        parameters: {
          molecules: "zinc.leads.500.q.smi",
          query_file: "cdk2.sdf",
          threshold: 0.12,
          top: 15,
          radius: 3,
          bits: 1024,
        },
      },
    ];
    for (const { key, input, parameters } of cases) {
      const expected = await rdkitByHand<[string, number][]>(snippet, parameters);
      expect(expected.length, key).toBeGreaterThan(3);
      const task = await done(tasks, key);
      const hits = await sdfRecords(await output(task, "hits.sdf"));
      expect(hits.map((r) => r.name)).toEqual(expected.map(([name]) => name));
      hits.forEach((hit, i) => {
        expect(Math.abs(Number(hit.attrs.similarity) - expected[i]![1])).toBeLessThanOrEqual(1e-6);
        expect(hit.attrs.similarity_rank).toBe(String(i + 1));
      });
      const table = csvRows(await output(task, "hits.csv"));
      expect(table.map((row) => row[2])).toEqual(expected.map(([name]) => name));
      if (input)
        await expectRecordsKept(await output(task, "hits.sdf"), input, ["similarity", "similarity_rank"]);
      expect(task.Reason).toBe(
        `${expected.length} hit(s) with Tanimoto >= ${parameters.threshold} among ${parameters.molecules === "cdk2.sdf" ? 47 : 500} molecule(s)`,
      );
    }
  });

  it("substructure: the same molecules with the same number of matches, and the count", async () => {
    const snippet = `${readMolecules}
pattern = Chem.MolFromSmarts(a["smarts"])
print(json.dumps([[m.GetProp("_Name"), len(m.GetSubstructMatches(pattern))]
                  for m in ms if m.HasSubstructMatch(pattern)]))
`;
    const cases = [
      { key: "purines", molecules: "cdk2.sdf", smarts: "c1ncnc2[nH]cnc12" },
      { key: "sulfonamides", molecules: "zinc.leads.500.q.smi", smarts: "[#16X4](=O)(=O)[NX3]" },
    ];
    for (const { key, molecules, smarts } of cases) {
      const expected = await rdkitByHand<[string, number][]>(snippet, { molecules, smarts });
      expect(expected.length, key).toBeGreaterThan(2);
      const task = await done(tasks, key);
      const matches = await sdfRecords(await output(task, "matches.sdf"));
      expect(matches.map((r) => [r.name, Number(r.attrs.substructure_matches)])).toEqual(expected);
      const [summary] = csvRows(await output(task, "summary.csv"));
      expect(summary!.at(-1)).toBe(String(expected.length));
    }
    await expectRecordsKept(await output(tasks.get("purines")!, "matches.sdf"), "cdk2.sdf", [
      "substructure_matches",
    ]);
  });

  it("filters: the same passed and rejected molecules, with the rules each broke, and the counts per rule", async () => {
    const snippet = `${readMolecules}
from rdkit.Chem import rdMolDescriptors as D
from rdkit.Chem.FilterCatalog import FilterCatalog, FilterCatalogParams
def catalog(name):
    params = FilterCatalogParams()
    params.AddCatalog(getattr(FilterCatalogParams.FilterCatalogs, name))
    return FilterCatalog(params)
pains, brenk = catalog("PAINS"), catalog("BRENK")
answer = []
for m in ms:
    failed = []
    if "lipinski" in a["rules"]:
        violations = sum([D._CalcMolWt(m) > 500, D.CalcCrippenDescriptors(m)[0] > 5,
                          D.CalcNumLipinskiHBD(m) > 5, D.CalcNumLipinskiHBA(m) > 10])
        if violations > a["allowed"]: failed.append("Lipinski")
    if "veber" in a["rules"] and (D.CalcNumRotatableBonds(m) > 10 or D.CalcTPSA(m) > 140): failed.append("Veber")
    if "pains" in a["rules"] and pains.HasMatch(m): failed.append("PAINS")
    if "brenk" in a["rules"] and brenk.HasMatch(m): failed.append("Brenk")
    answer.append([m.GetProp("_Name"), failed])
print(json.dumps(answer))
`;
    const all = ["lipinski", "veber", "pains", "brenk"];
    const cases = [
      { key: "filters-nci", molecules: "NCI_aids_few.sdf" as const, rules: all, allowed: 1 },
      {
        key: "filters-solubility",
        molecules: "solubility.test.sdf" as const,
        rules: ["pains", "brenk"],
        allowed: 1,
      },
      {
        key: "filters-strict",
        molecules: "NCI_aids_few.sdf" as const,
        rules: ["lipinski", "veber"],
        allowed: 0,
      },
    ];
    for (const { key, molecules, rules, allowed } of cases) {
      const expected = await rdkitByHand<[string, string[]][]>(snippet, { molecules, rules, allowed });
      const task = await done(tasks, key);
      const passed = await sdfRecords(await output(task, "passed.sdf"));
      const rejected = await sdfRecords(await output(task, "rejected.sdf"));
      expect(passed.map((r) => r.name)).toEqual(expected.filter(([, f]) => f.length === 0).map(([n]) => n));
      expect(rejected.map((r) => [r.name, r.attrs.failed_rules])).toEqual(
        expected.filter(([, f]) => f.length > 0).map(([n, f]) => [n, f.join(", ")]),
      );
      // Both sides are non-trivial: the fixtures were chosen so that each case passes some and rejects some.
      expect(passed.length, key).toBeGreaterThan(0);
      expect(rejected.length, key).toBeGreaterThan(0);
      const counts = new Map(csvRows(await output(task, "summary.csv")).map((row) => [row[0], row]));
      for (const rule of ["Lipinski", "Veber", "PAINS", "Brenk"].filter((r) =>
        rules.includes(r.toLowerCase()),
      )) {
        const failed = expected.filter(([, f]) => f.includes(rule)).length;
        expect(counts.get(rule), rule).toEqual([
          rule,
          String(expected.length),
          String(expected.length - failed),
          String(failed),
        ]);
      }
      expect(counts.get("all")).toEqual([
        "all",
        String(expected.length),
        String(passed.length),
        String(rejected.length),
      ]);
      const added = ["failed_rules", "MW", "LogP", "HBD", "HBA", "Lipinski_violations", "Lipinski_violated"];
      added.push("RotatableBonds", "TPSA", "Veber_violated", "PAINS", "Brenk");
      await expectRecordsKept(await output(task, "passed.sdf"), molecules, added);
      await expectRecordsKept(await output(task, "rejected.sdf"), molecules, added);
    }
    // The names of the alerts matched are given: a PAINS family and a Brenk group.
    const rejected = await sdfRecords(await output(tasks.get("filters-solubility")!, "rejected.sdf"));
    expect(rejected.some((r) => /\(\d+\)/.test(r.attrs.PAINS ?? ""))).toBe(true);
    expect(rejected.some((r) => (r.attrs.Brenk ?? "") !== "")).toBe(true);
  });

  it("clustering: the same Butina clusters with the same centroids, in the same order", async () => {
    const snippet = `${readMolecules}
from rdkit.ML.Cluster import Butina
generator = rdFingerprintGenerator.GetMorganGenerator(radius=a["radius"], fpSize=a["bits"])
fps = [generator.GetFingerprint(m) for m in ms]
distances = []
for i in range(1, len(fps)):
    distances.extend(1 - s for s in DataStructs.BulkTanimotoSimilarity(fps[i], fps[:i]))
clusters = Butina.ClusterData(distances, len(fps), a["cutoff"], isDistData=True)
print(json.dumps({"names": [m.GetProp("_Name") for m in ms], "clusters": [[c[0], sorted(c)] for c in clusters]}))
`;
    const cases = [
      { key: "cluster-cdk2", molecules: "cdk2.sdf" as const, cutoff: 0.6, radius: 2, bits: 2048 },
      { key: "cluster-zinc", molecules: "zinc.leads.500.q.smi" as const, cutoff: 0.7, radius: 2, bits: 1024 },
    ];
    for (const { key, ...parameters } of cases) {
      const expected = await rdkitByHand<{ names: string[]; clusters: [number, number[]][] }>(
        snippet,
        parameters,
      );
      expect(
        expected.clusters.some(([, members]) => members.length > 2),
        key,
      ).toBe(true);
      const task = await done(tasks, key);
      // clusters.csv: id, size, centroid record, centroid name, member records (records count from 1).
      const rows = csvRows(await output(task, "clusters.csv"));
      expect(
        rows.map(([id, size, centroid, , members]) => [
          Number(id),
          Number(size),
          Number(centroid) - 1,
          members!
            .split(" ")
            .map((m) => Number(m) - 1)
            .sort((x, y) => x - y),
        ]),
      ).toEqual(
        expected.clusters.map(([centroid, members], i) => [i + 1, members.length, centroid, members]),
      );
      // clustered.sdf: every molecule once, cluster by cluster, centroid first, with its cluster's fields.
      const records = await sdfRecords(await output(task, "clustered.sdf"));
      const wanted = expected.clusters.flatMap(([centroid, members], i) =>
        [centroid, ...members.filter((m) => m !== centroid)].map((m) => [
          expected.names[m],
          String(i + 1),
          String(members.length),
          m === centroid ? "1" : "0",
        ]),
      );
      expect(
        records.map((r) => [r.name, r.attrs.cluster_id, r.attrs.cluster_size, r.attrs.cluster_centroid]),
      ).toEqual(wanted);
      expect(records).toHaveLength(expected.names.length);
    }
    await expectRecordsKept(await output(tasks.get("cluster-cdk2")!, "clustered.sdf"), "cdk2.sdf", [
      "cluster_id",
      "cluster_size",
      "cluster_centroid",
      "centroid_similarity",
    ]);
  });
});

describe("bad input fails the task with a clear reason", () => {
  it("an SDF RDKit cannot read, an invalid SMARTS, an empty file and an invalid query SMILES", async () => {
    const reasons: Record<string, RegExp> = {
      unreadable:
        /^RDKit could not read any of the 2 record\(s\) of the data set unreadable\.sdf \(an SDF\); record 1: Explicit valence for atom # 0 F, 4, is greater than permitted/,
      smarts: /^invalid SMARTS 'c1ncnc2\[nH': SMARTS Parse Error: syntax error while parsing: c1ncnc2\[nH$/,
      empty: /^the data set empty\.smi is empty$/,
      query: /^the query SMILES 'C1CC\(' is not valid: SMILES Parse Error/,
    };
    for (const [key, reason] of Object.entries(reasons)) {
      const task = refused.get(key)!;
      expect(task.State, key).toBe("abort");
      expect(task.Reason, key).toBe("exit code 1");
      const stderr = (await taskFile(task, "Type=Stderr")).trim().split("\n");
      expect(stderr, key).toHaveLength(1);
      expect(stderr[0], key).toMatch(reason);
    }
  });
});
