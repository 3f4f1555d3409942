/**
 * The science templates (issue 25, item 3), run through the platform as a user runs them (the seeded
 * system template, GraphQL runTemplate, the scheduler with the container executor, real podman):
 *
 * - the virtual screen (screen-vina): receptor and ligand preparation, dock/split into 4 chunks, 4
 *   dock/vina tasks side by side, dock/merge. Its ranked.sdf is sorted by score with ranks 1..n and holds
 *   every prepared ligand once; the chunks are the prepared records dealt round-robin, byte for byte; an
 *   empty chunk ends done with empty poses and a note; the merged poses are, record for record, those of
 *   one dock/vina task over all the ligands (Vina 1.2.3 is deterministic with a seed, per ligand);
 * - "rerun failed": a chunk whose container is killed fails the job; the rerun runs that chunk and the
 *   merge only, and reuses the receptor, the ligands, the split and the other chunks from the cache;
 * - the sequence homology (seq-homology): BLAST's hits.fasta holds the query and its hits' database
 *   records, and the MAFFT alignment is what mafft gives by hand on that file;
 * - bad inputs: an empty SDF to split, a merge given no poses file or a file that is no poses.sdf;
 * - a gateway that offers no docking or sequence image does not seed these templates (a log line).
 *
 * Vina here: exhaustiveness 1, 3 poses, a few ligands per chunk (the template's own settings are
 * exhaustiveness 4 and 9 poses).
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasks } from "../../gateway/src/db/jobs.js";
import { containerImages, modules } from "../../gateway/src/db/modules.js";
import { templates } from "../../gateway/src/db/templates.js";
import { imageBuildsSettled } from "../../gateway/src/domain/images/imageBuilds.js";
import { dockImageUid } from "../../gateway/src/domain/images/shipped/dock.js";
import { mergeModuleKey, splitModuleKey } from "../../gateway/src/domain/images/shipped/dockScreen.js";
import { vinaModuleKey } from "../../gateway/src/domain/images/shipped/dockVina.js";
import { seqImageUid } from "../../gateway/src/domain/images/shipped/seq.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { seedTemplates } from "../../gateway/src/domain/templates/seedTemplates.js";
import { hostUlimits, imageRef, podmanCall } from "../../gateway/src/executors/container.js";
import { createContainerExecutor } from "../../gateway/src/executors/containerExecutor.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, waitFor, type NormalUser } from "../support/factories.js";
import { repoRoot } from "../support/paths.js";
import { uploadBytes } from "../support/uploads.js";

const podman = spawnSync("sh", ["-c", "command -v podman"], { encoding: "utf8" }).stdout.trim();
const fixtures = path.join(repoRoot, "tests/fixtures/science");
const chunks = 4;
const fastVina = { exhaustiveness: 1, num_modes: 3, seed: 7 };
let t: TestApp;
let alice: NormalUser;
let scheduler: Scheduler;
const templateIds: Record<string, number> = {};
const moduleIds: Record<string, number> = {};

interface TaskView {
  Id: number;
  Key: string;
  State: string;
  Reason: string | null;
}

type FileArg = { dataFileId: number };

async function upload(name: string, bytes: Buffer | string): Promise<FileArg> {
  const file = await uploadBytes(
    alice.client,
    "/api/workflow_job_task_data_source_file",
    name,
    Buffer.from(bytes),
  );
  return { dataFileId: file.Id };
}

/** The first `count` lines of the ZINC leads (SMILES, then the ZINC id). */
async function zincLines(count: number, from = 0): Promise<string[]> {
  const text = await readFile(path.join(fixtures, "triage/zinc.leads.500.q.smi"), "utf8");
  return text.split("\n").slice(from, from + count);
}

/** Runs the scheduler until the job settles; its state and its tasks by key. */
async function settle(jobId: number): Promise<{ state: string; tasks: Record<string, TaskView> }> {
  const read = await waitFor(
    `job ${jobId} to settle`,
    async () => {
      await scheduler.tick();
      await scheduler.idle();
      const job = await alice.client.ok<{ State: string }>(`/api/workflow_job/read/${jobId}`);
      return ["done", "abort", "cancel"].includes(job.State) ? job : null;
    },
    600_000,
  );
  const list = await alice.client.ok<TaskView[]>(`/api/workflow_job/tasks/${jobId}`);
  return { state: read.State, tasks: Object.fromEntries(list.map((task) => [task.Key, task])) };
}

/** Runs a seeded template with these arguments per task; answers the new job's id. */
async function runTemplate(seedKey: string, args: Record<string, Record<string, unknown>>): Promise<number> {
  const data = await alice.client.gqlData<{ runTemplate: { id: string } }>(
    `mutation($id: ID!, $args: [TaskArgsInput!]) { runTemplate(id: $id, name: "template", args: $args) { id } }`,
    { id: String(templateIds[seedKey]), args: Object.entries(args).map(([key, a]) => ({ key, args: a })) },
  );
  return Number(data.runTemplate.id);
}

async function submit(tasksOf: Record<string, unknown>[]): Promise<number> {
  const job = await alice.client.ok<{ Id: number }>("/api/workflow_job/submit", {
    Name: "templates",
    Tasks: tasksOf,
  });
  return job.Id;
}

async function taskFile(task: TaskView, type: "Stdout" | "Stderr" | "OutFile", name = ""): Promise<string> {
  const query = type === "OutFile" ? `Type=OutFile&KeyName=${encodeURIComponent(name)}` : `Type=${type}`;
  const response = await alice.client.fetch(`/api/workflow_job_tasks/read_file/${task.Id}?${query}`);
  expect(response.status, `${task.Key} ${type} ${name}`).toBe(200);
  return response.text();
}

/** The records of an SDF text, each ending with its $$$$ line. */
function sdfRecords(text: string): string[] {
  return text.split(/(?<=^\$\$\$\$\n)/m).filter((record) => record.trim() !== "");
}

/** A record's data fields ("> <name>" then the value). */
function sdfFields(record: string): Record<string, string> {
  return Object.fromEntries([...record.matchAll(/^> +<([^>]+)>\n([^\n]*)\n/gm)].map((m) => [m[1]!, m[2]!]));
}

/** A pose record without its rank value: dock/merge renumbers the ranks, and only them. */
function withoutRank(record: string): string {
  return record.replace(/^> +<rank>\n[^\n]*\n/m, "> <rank>\n\n");
}

/** Runs a shell command by hand in a shipped image, in `dir` (at /work), as podman run. */
async function byHand(uid: string, dir: string, command: string): Promise<string> {
  const ran = await podmanCall(podman, [
    "run",
    "--rm",
    "--network=none",
    ...hostUlimits(),
    "-v",
    `${dir}:/work`,
    "-w",
    "/work",
    imageRef(uid),
    "sh",
    "-c",
    command,
  ]);
  expect(ran.code, ran.output).toBe(0);
  return ran.output;
}

async function imageReady(uid: string): Promise<void> {
  const built = await waitFor(
    `the ${uid} image`,
    async () => {
      const [row] = await t.app.services.db
        .select()
        .from(containerImages)
        .where(eq(containerImages.uid, uid));
      return row && row.buildState !== "building" ? row : null;
    },
    900_000,
  );
  expect(built.buildState, built.buildLog).toBe("ready");
}

beforeAll(async () => {
  expect(podman, "podman must be installed (scripts/ci/podman-up.sh)").not.toBe("");
  // The boot seeds the shipped modules (building an image whose recipe this machine lacks, in the
  // background), the demo data, then the templates.
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false", CRUCIBLE_PODMAN: podman } });
  await imageReady(dockImageUid);
  await imageReady(seqImageUid);
  await seedTemplates(t.app.services);
  const rows = await t.app.services.db
    .select()
    .from(templates)
    .where(inArray(templates.seedKey, ["screen-vina", "seq-homology"]));
  for (const row of rows) templateIds[row.seedKey!] = row.id;
  expect(Object.keys(templateIds).sort()).toEqual(["screen-vina", "seq-homology"]);
  for (const key of [vinaModuleKey, splitModuleKey, mergeModuleKey]) {
    const [row] = await t.app.services.db.select().from(modules).where(eq(modules.key, key));
    moduleIds[key] = row!.id;
  }
  scheduler = createScheduler(
    t.app.services,
    {
      local: createLocalExecutor(),
      sandbox: null,
      container: await createContainerExecutor({ podman }),
      slurm: null,
    },
    () => undefined,
    { ...defaultSchedulerOptions, concurrency: chunks },
  );
  alice = await registerUser(t);
}, 960_000);

afterAll(async () => {
  await imageBuildsSettled();
  await scheduler?.stop();
  await t?.stop();
});

describe("the virtual-screening template (screen-vina)", () => {
  it("has the DAG of the brief: prepare, split in 4, dock the chunks side by side, merge with the receptor", async () => {
    const [row] = await t.app.services.db
      .select()
      .from(templates)
      .where(eq(templates.id, templateIds["screen-vina"]!));
    const nodes = Object.fromEntries(row!.nodes.map((node) => [node.key, node]));
    expect(Object.keys(nodes).sort()).toEqual(
      ["dock_1", "dock_2", "dock_3", "dock_4", "ligands", "merge", "receptor", "split"].sort(),
    );
    expect(nodes.split!.args.chunks).toBe(chunks);
    for (let k = 1; k <= chunks; k++) {
      expect(nodes[`dock_${k}`]!.moduleId).toBe(moduleIds[vinaModuleKey]);
      expect(nodes[`dock_${k}`]!.dependsOn.sort()).toEqual(["receptor", "split"]);
      expect(nodes[`dock_${k}`]!.args.ligands).toEqual({ task: "split", output: `chunk_${k}.sdf` });
      expect(nodes.merge!.args[`poses_${k}`]).toEqual({ task: `dock_${k}`, output: "poses.sdf" });
    }
    expect(nodes.merge!.args.receptor).toEqual({ task: "receptor", output: "receptor.pdb" });
    expect(row!.docs).toContain("## 中文");
    expect(row!.nameZh).toBe("虚拟筛选（AutoDock Vina）");
  });

  it("ranks every prepared ligand once by score, deals the chunks round-robin and docks them like one vina task over all", async () => {
    // 3 ligands RDKit reads and one it cannot: 3 prepared records for 4 chunks, so chunk 4 is empty.
    const smiles = [...(await zincLines(3)), "C(C)(C)(C)(C)C pentavalent"].join("\n");
    const jobId = await runTemplate("screen-vina", {
      ligands: { molecules: await upload("ligands.smi", `${smiles}\n`) },
      ...Object.fromEntries(Array.from({ length: chunks }, (_, i) => [`dock_${i + 1}`, fastVina])),
    });
    const run = await settle(jobId);
    expect(run.state).toBe("done");
    const job = run.tasks;
    for (const task of Object.values(job)) expect(task.State, `${task.Key}: ${task.Reason}`).toBe("done");

    const prepared = sdfRecords(await taskFile(job.ligands!, "OutFile", "prepared.sdf"));
    expect(prepared.length).toBe(3);
    const names = prepared.map((record) => record.split("\n", 1)[0]);
    expect(names).toEqual((await zincLines(3)).map((line) => line.split("\t")[1]));

    // The split by hand: record i in chunk (i mod 4) + 1, whole and byte for byte; chunk 4 is empty.
    for (let k = 1; k <= chunks; k++) {
      const chunk = await taskFile(job.split!, "OutFile", `chunk_${k}.sdf`);
      expect(chunk, `chunk ${k}`).toBe(prepared.filter((_, i) => i % chunks === k - 1).join(""));
    }
    expect(job.dock_4!.Reason).toBe("chunk_4.sdf holds no ligand: nothing to dock (empty poses.sdf)");
    expect(await taskFile(job.dock_4!, "OutFile", "poses.sdf")).toBe("");
    expect(await taskFile(job.split!, "Stdout")).toContain(
      "3 records split round-robin into 4 chunks: 1, 1, 1, 0",
    );

    // The ranked poses: sorted by score, ranks 1..n, one (the best) pose per prepared ligand.
    const ranked = sdfRecords(await taskFile(job.merge!, "OutFile", "ranked.sdf"));
    const fields = ranked.map(sdfFields);
    expect(fields.map((f) => f.rank)).toEqual(ranked.map((_, i) => String(i + 1)));
    const scores = fields.map((f) => Number(f.vina_score));
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(fields.map((f) => f.ligand).sort()).toEqual([...names].sort());
    expect(fields.every((f) => f.pose === "1")).toBe(true);
    const receptor = await taskFile(job.merge!, "OutFile", "receptor.pdb");
    expect(receptor).toBe(await taskFile(job.receptor!, "OutFile", "receptor.pdb"));
    expect(receptor).toMatch(/^ATOM {2}/m);

    // One dock/vina task over all the prepared ligands, and merges of the chunks' poses: keep all
    // gives that task's poses record for record (ranks aside), keep best its pose 1 of each ligand,
    // and a threshold keeps the poses scoring at most that.
    const chunkPoses = await Promise.all(
      [1, 2, 3, 4].map(async (k) =>
        upload(`poses_${k}.sdf`, await taskFile(job[`dock_${k}`]!, "OutFile", "poses.sdf")),
      ),
    );
    const receptorFile = await upload(
      "receptor.pdbqt",
      await taskFile(job.receptor!, "OutFile", "receptor.pdbqt"),
    );
    const boxFile = await upload("box.txt", await taskFile(job.receptor!, "OutFile", "box.txt"));
    const threshold = scores[1]!;
    const poses = Object.fromEntries(chunkPoses.map((file, i) => [`poses_${i + 1}`, file]));
    const check = await settle(
      await submit([
        {
          Key: "whole",
          ModuleId: moduleIds[vinaModuleKey],
          Args: {
            receptor: receptorFile,
            box: boxFile,
            ligands: await upload("prepared.sdf", prepared.join("")),
            ...fastVina,
          },
        },
        { Key: "all", ModuleId: moduleIds[mergeModuleKey], Args: { ...poses, keep: "all" } },
        {
          Key: "threshold",
          ModuleId: moduleIds[mergeModuleKey],
          Args: { ...poses, keep: "best", score_threshold: threshold },
        },
      ]),
    );
    expect(check.state).toBe("done");
    const whole = sdfRecords(await taskFile(check.tasks.whole!, "OutFile", "poses.sdf"));
    const all = sdfRecords(await taskFile(check.tasks.all!, "OutFile", "ranked.sdf"));
    const key = (record: string) => `${sdfFields(record).ligand}#${sdfFields(record).pose}`;
    expect(all.length).toBe(whole.length);
    expect(new Map(all.map((r) => [key(r), withoutRank(r)]))).toEqual(
      new Map(whole.map((r) => [key(r), withoutRank(r)])),
    );
    const allScores = all.map((r) => Number(sdfFields(r).vina_score));
    expect(allScores).toEqual([...allScores].sort((a, b) => a - b));
    expect(all.map((r) => sdfFields(r).rank)).toEqual(all.map((_, i) => String(i + 1)));
    const bestOfWhole = new Map(
      whole.filter((r) => sdfFields(r).pose === "1").map((r) => [sdfFields(r).ligand, r]),
    );
    for (const record of ranked)
      expect(withoutRank(record)).toBe(withoutRank(bestOfWhole.get(sdfFields(record).ligand)!));
    const kept = sdfRecords(await taskFile(check.tasks.threshold!, "OutFile", "ranked.sdf"));
    expect(kept.map((r) => sdfFields(r).ligand)).toEqual(
      fields.filter((f) => Number(f.vina_score) <= threshold).map((f) => f.ligand),
    );
  }, 900_000);

  it("reruns only the chunk that failed, reusing the others from the cache", async () => {
    // 8 ligands: 2 a chunk. dock_3's container is killed while it docks.
    const jobId = await runTemplate("screen-vina", {
      ligands: { molecules: await upload("eight.smi", `${(await zincLines(8, 10)).join("\n")}\n`) },
      ...Object.fromEntries(Array.from({ length: chunks }, (_, i) => [`dock_${i + 1}`, fastVina])),
    });
    const killed = await waitFor(
      "dock_3 to run",
      async () => {
        await scheduler.tick();
        const rows = await t.app.services.db.select().from(tasks).where(eq(tasks.jobId, jobId));
        const dock3 = rows.find((task) => task.key === "dock_3")!;
        expect(dock3.state, "dock_3 must be killed while it runs").not.toBe("done");
        if (dock3.state !== "doing" || !dock3.externalId) return null;
        const kill = await podmanCall(podman, ["kill", dock3.externalId]);
        return kill.code === 0 ? dock3.externalId : null;
      },
      300_000,
    );
    expect(killed).toBeTruthy();
    const first = await settle(jobId);
    expect(first.state).toBe("abort");
    expect(first.tasks.dock_3!.State).toBe("abort");
    for (const key of ["receptor", "ligands", "split", "dock_1", "dock_2", "dock_4"])
      expect(first.tasks[key]!.State, key).toBe("done");
    expect(first.tasks.merge!.State).not.toBe("done");

    const rerun = await alice.client.ok<{
      Job: { Id: number };
      Reused: { Key: string; FromJobId: number }[];
    }>(`/api/workflow_job/rerun_failed/${jobId}`, {});
    expect(rerun.Reused.map((r) => r.Key).sort()).toEqual(
      ["dock_1", "dock_2", "dock_4", "ligands", "receptor", "split"].sort(),
    );
    expect(rerun.Reused.every((r) => r.FromJobId === jobId)).toBe(true);
    const second = await settle(rerun.Job.Id);
    expect(second.state).toBe("done");
    const rows = await t.app.services.db.select().from(tasks).where(eq(tasks.jobId, rerun.Job.Id));
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
    // The reused tasks did not run (no CPU, their outputs the first job's); dock_3 and merge ran.
    for (const key of ["receptor", "ligands", "split", "dock_1", "dock_2", "dock_4"]) {
      expect(byKey[key]!.reusedFromTaskId, key).toBe(first.tasks[key]!.Id);
      expect(byKey[key]!.cpuMs, key).toBe(0);
    }
    for (const key of ["dock_3", "merge"]) {
      expect(byKey[key]!.reusedFromTaskId, key).toBeNull();
      expect(byKey[key]!.cpuMs, key).toBeGreaterThan(0);
    }
    const ranked = sdfRecords(await taskFile(second.tasks.merge!, "OutFile", "ranked.sdf"));
    expect(ranked.map((r) => sdfFields(r).ligand).sort()).toEqual(
      (await zincLines(8, 10)).map((line) => line.split("\t")[1]).sort(),
    );
  }, 900_000);
});

describe("dock/split and dock/merge: bad inputs end as failed tasks with their reason", () => {
  it("fails an empty SDF to split, a merge given no poses file and a merge of a file that is no poses.sdf", async () => {
    const cdk2 = await readFile(path.join(fixtures, "triage/cdk2.sdf"));
    const run = await settle(
      await submit([
        {
          Key: "empty",
          ModuleId: moduleIds[splitModuleKey],
          Args: { molecules: await upload("empty.sdf", "") },
        },
        { Key: "nothing", ModuleId: moduleIds[mergeModuleKey], Args: { keep: "best" } },
        {
          Key: "notposes",
          ModuleId: moduleIds[mergeModuleKey],
          Args: { poses_1: await upload("cdk2.sdf", cdk2) },
        },
        // Contiguous: the chunks put end to end are the input, byte for byte.
        {
          Key: "contiguous",
          ModuleId: moduleIds[splitModuleKey],
          Args: { molecules: await upload("cdk2.sdf", cdk2), chunks: 5, mode: "contiguous" },
        },
      ]),
    );
    const reasons: Record<string, RegExp> = {
      empty: /^error: empty\.sdf holds no SDF record: nothing to split$/m,
      nothing: /^error: no poses files given: give poses_1 \.\. poses_16 \(poses\.sdf of dock\/vina\)$/m,
      notposes: /^error: cdk2\.sdf record 1 has no vina_score field: not a poses\.sdf of dock\/vina$/m,
    };
    for (const [key, reason] of Object.entries(reasons)) {
      const task = run.tasks[key]!;
      expect(task.State, key).toBe("abort");
      expect(task.Reason, key).toBe("exit code 1");
      expect(await taskFile(task, "Stderr"), key).toMatch(reason);
    }
    const contiguous = run.tasks.contiguous!;
    expect(contiguous.State).toBe("done");
    const parts = await Promise.all(
      [1, 2, 3, 4, 5].map((k) => taskFile(contiguous, "OutFile", `chunk_${k}.sdf`)),
    );
    expect(parts.map((part) => sdfRecords(part).length)).toEqual([10, 10, 9, 9, 9]);
    expect(Buffer.from(parts.join("")).equals(cdk2)).toBe(true);
  }, 300_000);
});

describe("the sequence-homology template (seq-homology)", () => {
  it("aligns the query and its top BLAST hits with MAFFT as mafft does by hand", async () => {
    const run = await settle(await runTemplate("seq-homology", {}));
    expect(run.state).toBe("done");
    const { blast, align } = run.tasks;
    const database = await readFile(path.join(fixtures, "seq/protein_lib.fa"), "utf8");
    const record = (id: string) => database.split(/^(?=>)/m).find((r) => r.startsWith(`>${id} `))!;
    // The demo query (GSTM1_HUMAN) finds itself and GSTA1_RAT at E <= 0.001: hits.fasta is the query
    // then GSTA1_RAT's database record (the self-hit is the query already).
    const hits = await taskFile(blast!, "OutFile", "hits.fasta");
    expect(hits).toBe(record("sp|P09488|GSTM1_HUMAN") + record("sp|P00502|GSTA1_RAT"));
    const table = (await taskFile(blast!, "OutFile", "hits.tsv")).trim().split("\n").slice(1);
    expect(table.map((line) => line.split("\t")[1])).toEqual([
      "sp|P09488|GSTM1_HUMAN",
      "sp|P00502|GSTA1_RAT",
    ]);

    const aligned = await taskFile(align!, "OutFile", "aligned.fasta");
    const dir = await mkdtemp(path.join(tmpdir(), "crucible-homology-"));
    try {
      await writeFile(path.join(dir, "hits.fasta"), hits);
      await byHand(
        seqImageUid,
        dir,
        "mafft --localpair --maxiterate 1000 --thread 1 hits.fasta > aligned.fasta 2>/dev/null",
      );
      expect(aligned).toBe(await readFile(path.join(dir, "aligned.fasta"), "utf8"));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // The alignment holds both sequences, gapped to one length, their residues unchanged.
    const entries = aligned
      .split(/^>/m)
      .filter(Boolean)
      .map((entry) => {
        const [header, ...lines] = entry.split("\n");
        return { header: header!, residues: lines.join("") };
      });
    expect(entries.map((e) => e.header.split(" ")[0])).toEqual([
      "sp|P09488|GSTM1_HUMAN",
      "sp|P00502|GSTA1_RAT",
    ]);
    expect(new Set(entries.map((e) => e.residues.length)).size).toBe(1);
    const residues = (id: string) => record(id).split("\n").slice(1).join("").toUpperCase();
    expect(entries.map((e) => e.residues.replaceAll("-", "").toUpperCase())).toEqual([
      residues("sp|P09488|GSTM1_HUMAN"),
      residues("sp|P00502|GSTA1_RAT"),
    ]);
  }, 300_000);
});

describe("a gateway that does not offer the docking and sequence images", () => {
  it("seeds neither template, and says why in its log", async () => {
    const other = await startApp({ env: { CRUCIBLE_PODMAN: podman, CRUCIBLE_SHIPPED_IMAGES: "openbabel" } });
    try {
      const seeded = await other.app.services.db
        .select({ key: templates.seedKey })
        .from(templates)
        .where(inArray(templates.seedKey, ["screen-vina", "seq-homology"]));
      expect(seeded).toEqual([]);
      const lines = other.log.map((line) => line.msg);
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^template screen-vina not seeded: its module dock\/\S+ runs in the shipped image dock/,
        ),
      );
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^template seq-homology not seeded: its module seq\/\S+ runs in the shipped image seq/,
        ),
      );
    } finally {
      await other.stop();
    }
  }, 120_000);
});
