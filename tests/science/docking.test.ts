/**
 * The shipped docking image (issue 25): AutoDock Vina's basic docking example (1iep with imatinib)
 * reproduced through the platform (receptor preparation, then docking), the modules against the same
 * tools run by hand in the same image (byte-equal: RDKit's ETKDG and Vina 1.2.3 are deterministic with
 * a seed, whatever the number of CPUs), and bad inputs ending as failed tasks with their reason.
 *
 * Vina's settings here: exhaustiveness 8 (Vina's default; the example used 32) with seed 42 for the
 * example, exhaustiveness 4 for the small ligands: about a minute of docking on 2 cores.
 *
 * Figures (2026-11-28, Vina 1.2.3 of bookworm): the example's best pose scores -14.196 kcal/mol (the
 * example's output: -13.234) with an intermolecular energy of -18.677 (the example's: -18.649); RDKit's
 * CalcRMS to the crystal ligand is 0.32 Å. Vina takes 94 CPU-seconds for it (2 threads).
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { containerImages, modules } from "../../gateway/src/db/modules.js";
import { createPack } from "../../gateway/src/domain/commerce/packs.js";
import { imageBuildsSettled } from "../../gateway/src/domain/images/imageBuilds.js";
import { seedContainerModules } from "../../gateway/src/domain/images/seedShipped.js";
import { dockImageUid } from "../../gateway/src/domain/images/shipped/dock.js";
import {
  ligandPrepModuleKey,
  receptorPrepModuleKey,
} from "../../gateway/src/domain/images/shipped/dockPrep.js";
import { vinaModuleKey } from "../../gateway/src/domain/images/shipped/dockVina.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { hostUlimits, imageRef, podmanCall } from "../../gateway/src/executors/container.js";
import { createContainerExecutor } from "../../gateway/src/executors/containerExecutor.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, waitFor, type NormalUser } from "../support/factories.js";
import { repoRoot } from "../support/paths.js";
import { uploadBytes } from "../support/uploads.js";

const podman = spawnSync("sh", ["-c", "command -v podman"], { encoding: "utf8" }).stdout.trim();
const fixtures = path.join(repoRoot, "tests/fixtures/science/dock");
let t: TestApp;
let alice: NormalUser;
let scheduler: Scheduler;
const moduleIds: Record<string, number> = {};

interface TaskView {
  Id: number;
  Key: string;
  State: string;
  Reason: string | null;
}

interface PoseRecord {
  index: number;
  name: string;
  attrs: Record<string, string>;
  mol: string;
  error: string | null;
}

type FileArg = { dataFileId: number } | { task: string; output: string };

async function upload(name: string, bytes: Buffer): Promise<FileArg> {
  const file = await uploadBytes(alice.client, "/api/workflow_job_task_data_source_file", name, bytes);
  return { dataFileId: file.Id };
}

async function fixture(name: string): Promise<Buffer> {
  return readFile(path.join(fixtures, name));
}

/** Submits one job of these tasks and runs the scheduler until it settles; its tasks by key. */
async function runTasks(tasks: Record<string, unknown>[]): Promise<Record<string, TaskView>> {
  const job = await alice.client.ok<{ Id: number }>("/api/workflow_job/submit", {
    Name: "docking",
    Tasks: tasks,
  });
  await waitFor(
    `job ${job.Id} to settle`,
    async () => {
      await scheduler.tick();
      await scheduler.idle();
      const read = await alice.client.ok<{ State: string }>(`/api/workflow_job/read/${job.Id}`);
      return ["done", "abort", "cancel"].includes(read.State) ? read : null;
    },
    600_000,
  );
  const list = await alice.client.ok<TaskView[]>(`/api/workflow_job/tasks/${job.Id}`);
  return Object.fromEntries(list.map((task) => [task.Key, task]));
}

async function taskFile(task: TaskView, type: "Stdout" | "Stderr" | "OutFile", name = ""): Promise<string> {
  const query = type === "OutFile" ? `Type=OutFile&KeyName=${encodeURIComponent(name)}` : `Type=${type}`;
  const response = await alice.client.fetch(`/api/workflow_job_tasks/read_file/${task.Id}?${query}`);
  expect(response.status, `${task.Key} ${type} ${name}`).toBe(200);
  return response.text();
}

/** The poses of a task's poses.sdf as the platform's SDF reader shows them. */
async function poseRecords(task: TaskView): Promise<PoseRecord[]> {
  const page = await alice.client.gqlData<{ taskSdfRecords: { total: number; records: PoseRecord[] } }>(
    `query($id: ID!) { taskSdfRecords(taskId: $id, output: "poses.sdf", limit: 100) { total records { index name attrs mol error } } }`,
    { id: String(task.Id) },
  );
  expect(page.taskSdfRecords.records.length).toBe(page.taskSdfRecords.total);
  return page.taskSdfRecords.records;
}

/** Runs a shell command in the docking image by hand, in `dir` (at /work), as podman run. */
async function byHand(dir: string, command: string): Promise<string> {
  const ran = await podmanCall(podman, [
    "run",
    "--rm",
    "--network=none",
    ...hostUlimits(),
    "-v",
    `${dir}:/work`,
    "-w",
    "/work",
    imageRef(dockImageUid),
    "sh",
    "-c",
    command,
  ]);
  expect(ran.code, ran.output).toBe(0);
  return ran.output;
}

/** The first "REMARK VINA RESULT" score and "REMARK INTER" energy of a Vina output. */
function vinaBest(pdbqt: string): { score: number; inter: number } {
  const score = /^REMARK VINA RESULT:\s+(-?[\d.]+)/m.exec(pdbqt);
  const inter = /^REMARK INTER:\s+(-?[\d.]+)/m.exec(pdbqt);
  return { score: Number(score?.[1]), inter: Number(inter?.[1]) };
}

/** The box of a Vina configuration file as module arguments. */
function boxArgs(config: string): Record<string, number> {
  return Object.fromEntries(
    [...config.matchAll(/^(center_[xyz]|size_[xyz])\s*=\s*(-?[\d.]+)/gm)].map((m) => [m[1]!, Number(m[2])]),
  );
}

beforeAll(async () => {
  expect(podman, "podman must be installed (scripts/ci/podman-up.sh)").not.toBe("");
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false", CRUCIBLE_PODMAN: podman } });
  expect(await seedContainerModules(t.app.services)).toBe(true);
  for (const key of [ligandPrepModuleKey, receptorPrepModuleKey, vinaModuleKey]) {
    const [row] = await t.app.services.db.select().from(modules).where(eq(modules.key, key));
    moduleIds[key] = row!.id;
  }
  // Built by CI's set-up or `npm run images dock`; else the seeding builds it now (a few minutes).
  const [image] = await t.app.services.db
    .select()
    .from(containerImages)
    .where(eq(containerImages.uid, dockImageUid));
  const built = await waitFor(
    "the docking image",
    async () => {
      const [row] = await t.app.services.db
        .select()
        .from(containerImages)
        .where(eq(containerImages.id, image!.id));
      return row!.buildState === "building" ? null : row!;
    },
    900_000,
  );
  expect(built.buildState, built.buildLog).toBe("ready");
  scheduler = createScheduler(
    t.app.services,
    {
      local: createLocalExecutor(),
      sandbox: null,
      container: await createContainerExecutor({ podman }),
      slurm: null,
    },
    () => undefined,
    { ...defaultSchedulerOptions, concurrency: 2 },
  );
  alice = await registerUser(t);
  // Tokens for every docking run of this file (credited as the back office credits them): a submit
  // holds its estimate, which the example's 94 CPU-seconds of Vina at 2 tokens each make large.
  await createPack(t.app.services, {
    userId: alice.id,
    kind: "token",
    amount: 1_000_000,
    months: 1,
    source: "admin",
    note: "docking tests",
  });
}, 960_000);

afterAll(async () => {
  await imageBuildsSettled();
  await scheduler?.stop();
  await t?.stop();
});

describe("dock/receptor-prep and dock/vina: AutoDock Vina's basic docking example", () => {
  it("docks imatinib into 1iep within 2 Å of the crystal pose and 1 kcal/mol of the example's score", async () => {
    const box = boxArgs((await fixture("1iep_receptor.box.txt")).toString("utf8"));
    const tasks = await runTasks([
      {
        Key: "receptor",
        ModuleId: moduleIds[receptorPrepModuleKey],
        Args: { receptor: await upload("1iep_receptorH.pdb", await fixture("1iep_receptorH.pdb")), ...box },
      },
      {
        Key: "dock",
        ModuleId: moduleIds[vinaModuleKey],
        Args: {
          receptor: { task: "receptor", output: "receptor.pdbqt" },
          box: { task: "receptor", output: "box.txt" },
          ligands: await upload("1iep_ligand.sdf", await fixture("1iep_ligand.sdf")),
          exhaustiveness: 8,
          seed: 42,
        },
      },
    ]);
    expect(tasks.receptor!.State, tasks.receptor!.Reason ?? "").toBe("done");
    expect(tasks.dock!.State, await taskFile(tasks.dock!, "Stderr")).toBe("done");

    // The box file is the example's configuration; the poses are sorted, with their fields.
    expect(boxArgs(await taskFile(tasks.receptor!, "OutFile", "box.txt"))).toEqual(box);
    const poses = await poseRecords(tasks.dock!);
    expect(poses.length).toBeGreaterThanOrEqual(1);
    poses.forEach((pose, index) => {
      expect(pose.error).toBeNull();
      expect(pose.name).toBe("STI");
      expect(pose.attrs.ligand).toBe("STI");
      expect(pose.attrs.rank).toBe(String(index + 1));
    });
    const scores = poses.map((pose) => Number(pose.attrs.vina_score));
    expect(scores).toEqual([...scores].sort((a, b) => a - b));

    // The example's published output (exhaustiveness 32, Meeko's ligand and the ADFR receptor).
    const published = vinaBest((await fixture("1iep_ligand_vina_out.pdbqt")).toString("utf8"));
    expect(published.score).toBe(-13.234);
    const ours = vinaBest(await taskFile(tasks.dock!, "OutFile", "poses.pdbqt"));
    expect(scores[0]).toBe(ours.score);
    expect(Math.abs(ours.score - published.score)).toBeLessThanOrEqual(1);
    // The intermolecular energy agrees closely; the score differs mostly by the torsion count Vina
    // divides by (Open Babel's PDBQT has 6 active torsions for imatinib, Meeko's 7).
    expect(Math.abs(ours.inter - published.inter)).toBeLessThanOrEqual(0.5);

    // RMSD of the best pose's heavy atoms to the crystal ligand, in place (no fitting), by RDKit's
    // CalcRMS in the same image (it also tries the molecule's symmetries: para-phenyl ring flips).
    const dir = await mkdtemp(path.join(tmpdir(), "crucible-dock-"));
    try {
      await writeFile(path.join(dir, "crystal.sdf"), await fixture("1iep_ligand.sdf"));
      await writeFile(path.join(dir, "best.mol"), poses[0]!.mol);
      const rmsd = Number(
        await byHand(
          dir,
          `python3 -c "from rdkit import Chem; from rdkit.Chem import rdMolAlign; print(rdMolAlign.CalcRMS(Chem.MolFromMolFile('best.mol'), Chem.MolFromMolFile('crystal.sdf')))"`,
        ),
      );
      expect(rmsd).toBeLessThanOrEqual(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 600_000);
});

describe("dock/ligand-prep and dock/vina against the tools run by hand", () => {
  const smiles = [
    "Cc1ccc(Nc2nccc(-c3cccnc3)n2)cc1 fragment",
    "OC(=O)c1ccc(N)cc1 aminobenzoic-acid",
    "C(C)(C)(C)(C)C pentavalent",
  ].join("\n");
  const prep = { num_conformers: 1, seed: 7, minimize: true, protonate: true, ph: 7.4 };
  const dock = { center_x: 15.19, center_y: 53.903, center_z: 16.917, size_x: 20, size_y: 20, size_z: 20 };
  const vina = { exhaustiveness: 4, num_modes: 3, seed: 7, cpu: 2 };

  it("prepares ligands like obabel -p and RDKit's ETKDG and MMFF run by hand, and docks them like vina by hand", async () => {
    const prepared = await runTasks([
      {
        Key: "prep",
        ModuleId: moduleIds[ligandPrepModuleKey],
        Args: { molecules: await upload("ligands.smi", Buffer.from(`${smiles}\n`)), ...prep },
      },
    ]);
    const prepTask = prepared.prep!;
    expect(prepTask.State, prepTask.Reason ?? "").toBe("done");
    expect(await taskFile(prepTask, "Stderr")).toContain(
      "RDKit could not read 1 of 3 molecules: pentavalent",
    );
    const preparedSdf = await taskFile(prepTask, "OutFile", "prepared.sdf");

    const dir = await mkdtemp(path.join(tmpdir(), "crucible-dock-"));
    try {
      // Ligand preparation by hand: Open Babel's protonation, then RDKit with the same seed.
      await writeFile(path.join(dir, "ligands.smi"), `${smiles}\n`);
      await writeFile(
        path.join(dir, "embed.py"),
        [
          "import sys",
          "from rdkit import Chem",
          "from rdkit.Chem import AllChem",
          "writer = Chem.SDWriter('prepared.sdf')",
          "for line in open('protonated.smi'):",
          "    text, name = line.rstrip('\\n').split('\\t')",
          "    mol = Chem.MolFromSmiles(text)",
          "    if mol is None: continue",
          "    mol = Chem.AddHs(mol)",
          "    params = AllChem.ETKDGv3()",
          `    params.randomSeed = ${prep.seed}`,
          "    params.numThreads = 1",
          "    AllChem.EmbedMultipleConfs(mol, numConfs=1, params=params)",
          "    AllChem.MMFFOptimizeMoleculeConfs(mol, numThreads=1, maxIters=2000)",
          "    mol.SetProp('_Name', name)",
          "    writer.write(mol)",
          "writer.close()",
          "",
        ].join("\n"),
      );
      await byHand(dir, `obabel -ismi ligands.smi -p ${prep.ph} -osmi -O protonated.smi && python3 embed.py`);
      expect(await readFile(path.join(dir, "prepared.sdf"), "utf8")).toBe(preparedSdf);

      // Docking: the prepared ligands with, between them, one Vina refuses (tin is no AutoDock atom type:
      // Vina's batch run stops there, the tin is docked alone and fails, the next ligand goes on in a
      // new run), then one record RDKit cannot read; the receptor as PDB.
      const records = preparedSdf.split(/(?<=\$\$\$\$\n)/).filter((record) => record.trim());
      expect(records.length).toBe(2);
      const tin = (await fixture("ethoxytrimethyltin.sdf")).toString("utf8");
      const ligands = `${records[0]}${tin}${records[1]}not a molecule\n\n\nM  END\n$$$$\n`;
      const docked = await runTasks([
        {
          Key: "dock",
          ModuleId: moduleIds[vinaModuleKey],
          Args: {
            receptor: await upload("1iep_receptorH.pdb", await fixture("1iep_receptorH.pdb")),
            ligands: await upload("ligands.sdf", Buffer.from(ligands)),
            ...dock,
            ...vina,
          },
        },
      ]);
      const task = docked.dock!;
      expect(task.State, task.Reason ?? "").toBe("done");
      const stderr = await taskFile(task, "Stderr");
      expect(stderr).toContain("Atom type Sn is not a valid AutoDock type");
      expect(stderr).toMatch(
        /2 of 4 ligands failed: ethoxytrimethyltin: vina failed \(exit code 1\); not a molecule: RDKit cannot read/,
      );
      // One batch run for all four, the tin alone, then a new batch run for the ligand after it.
      const vinaRuns = (await taskFile(task, "Stdout"))
        .split("\n")
        .filter((line) => line.startsWith("$ vina"));
      expect(vinaRuns.map((line) => line.split(" ").slice(1, 5).join(" "))).toEqual([
        "vina --batch scratch/ligand1.pdbqt ...",
        "vina --ligand scratch/ligand2.pdbqt --receptor",
        "vina --batch scratch/ligand3.pdbqt --dir",
      ]);
      const poses = await poseRecords(task);
      expect(new Set(poses.map((pose) => pose.attrs.ligand))).toEqual(
        new Set(["fragment", "aminobenzoic-acid"]),
      );
      const scores = poses.map((pose) => Number(pose.attrs.vina_score));
      expect(scores).toEqual([...scores].sort((a, b) => a - b));
      expect(poses.map((pose) => pose.attrs.rank)).toEqual(poses.map((_, index) => String(index + 1)));

      // Vina by hand on the same files, with the same seed: the same bytes as the module's poses.pdbqt.
      await writeFile(path.join(dir, "receptor.pdb"), await fixture("1iep_receptorH.pdb"));
      const commands = ["obabel receptor.pdb -xr --partialcharge gasteiger -O receptor.pdbqt"];
      for (const [index, record] of records.entries()) {
        await writeFile(path.join(dir, `ligand${index}.sdf`), record);
        commands.push(
          `obabel ligand${index}.sdf -O ligand${index}.pdbqt`,
          `vina --receptor receptor.pdbqt --ligand ligand${index}.pdbqt --center_x ${dock.center_x} --center_y ${dock.center_y} --center_z ${dock.center_z} --size_x ${dock.size_x} --size_y ${dock.size_y} --size_z ${dock.size_z} --exhaustiveness ${vina.exhaustiveness} --num_modes ${vina.num_modes} --seed ${vina.seed} --cpu ${vina.cpu} --out out${index}.pdbqt`,
        );
      }
      await byHand(dir, commands.join(" && "));
      const byHandPoses = (
        await Promise.all(records.map((_, index) => readFile(path.join(dir, `out${index}.pdbqt`), "utf8")))
      ).join("");
      expect(await taskFile(task, "OutFile", "poses.pdbqt")).toBe(byHandPoses);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 600_000);
});

describe("bad inputs end as failed tasks with their reason", () => {
  it("fails a receptor without atoms, a ligand file RDKit cannot read and a box outside the protein", async () => {
    const receptor = await upload("1iep_receptorH.pdb", await fixture("1iep_receptorH.pdb"));
    const tasks = await runTasks([
      {
        Key: "empty",
        ModuleId: moduleIds[receptorPrepModuleKey],
        Args: { receptor: await upload("empty.pdb", Buffer.from("REMARK   no atoms here\nEND\n")) },
      },
      {
        Key: "unreadable",
        ModuleId: moduleIds[ligandPrepModuleKey],
        Args: { molecules: await upload("junk.sdf", Buffer.from("junk\n\nnot a molfile\n$$$$\n")) },
      },
      {
        Key: "outside",
        ModuleId: moduleIds[vinaModuleKey],
        Args: {
          receptor,
          ligands: await upload("1iep_ligand.sdf", await fixture("1iep_ligand.sdf")),
          center_x: 200,
          center_y: 200,
          center_z: 200,
          size_x: 20,
          size_y: 20,
          size_z: 20,
        },
      },
      {
        Key: "noligand",
        ModuleId: moduleIds[vinaModuleKey],
        Args: {
          receptor,
          ligands: await upload("junk.sdf", Buffer.from("junk\n\nnot a molfile\n$$$$\n")),
          ...boxArgs((await fixture("1iep_receptor.box.txt")).toString("utf8")),
        },
      },
    ]);
    const reasons: Record<string, RegExp> = {
      empty: /^error: empty\.pdb holds no atoms \(no ATOM or HETATM record\): not a receptor$/m,
      unreadable: /^error: no usable molecule: RDKit read none of the 1 records of junk\.sdf$/m,
      outside:
        /^error: the box \(centre \(200\.000, 200\.000, 200\.000\), size 20\.000 x 20\.000 x 20\.000 Å\) holds no receptor atom: it lies outside the protein$/m,
      noligand: /^error: no ligand docked: all 1 failed$/m,
    };
    for (const [key, reason] of Object.entries(reasons)) {
      const task = tasks[key]!;
      expect(task.State, key).toBe("abort");
      expect(task.Reason, key).toBe("exit code 1");
      expect(await taskFile(task, "Stderr"), key).toMatch(reason);
    }
  }, 300_000);
});
