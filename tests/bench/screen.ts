/**
 * (e1) The virtual screen at scale (issue 25, item 4): N ligands through the virtual-screening template
 * (screen-vina: receptor and ligand preparation, dock/split into 4 chunks, 4 dock/vina tasks, dock/merge)
 * on a gateway's own scheduler with the container executor, against the same vina commands run by hand
 * with the same parallelism: the prepared ligands dealt round-robin into 4 chunks, 4 `podman run` of the
 * docking image at once, each running `obabel ligand.sdf -O ligand.pdbqt` for every ligand of its chunk,
 * then one `vina --batch` of them all (the module's command line, --cpu 2 as the module's container has
 * 2 CPUs; a chunk of up to 500 ligands is one Vina run in the module too).
 *
 * Figures: the platform's docking stage (from the split's end to the merge's end: the chunk tasks'
 * dispatch, their docking and the module's own work on the poses, and the merge) against the by-hand
 * docking (first podman run started to last ended), as a ratio (goal >= 0.9x); seconds per ligand
 * both ways and for the whole template; then a second run of the template after the estimate taken
 * before its launch (the first run is its history): the estimated CPU against the CPU the run used
 * (goal within 25%). With a Slurm that answers (scripts/ci/slurm-up.sh), a third run with the docking
 * image routed to Slurm (container_images.executor = slurm; its CPU count set to 1 so that the 2-CPU
 * node runs 2 chunks at once) against the same by-hand figure.
 *
 * The ligands: BENCH_SCREEN_LIGANDS records (default 1,000) made by the ligand module from the 500
 * ZINC lead-like SMILES of tests/fixtures/science/triage/zinc.leads.500.q.smi: up to 500 of them with
 * one conformer each, beyond that with two ETKDG conformers each (two conformer seeds: 1,000 = 500 x 2),
 * each conformer docked as a record. Vina: exhaustiveness BENCH_SCREEN_EXHAUSTIVENESS (default 1; the
 * template's own is 4), 9 poses, seed 42, the box of the 1iep reference ligand (the template's demo).
 * Skipped with the reason when podman or the docking image is absent. Figures only, never pass/fail.
 * Run alone: `BENCH_SCREEN_LIGANDS=120 npx tsx tests/bench/screen.ts`.
 *
 * The 1,000-ligand run (2026-11-30, session 45, this 2-CPU machine quiet through all four passes), after
 * the module read its poses back in one Open Babel run per chunk; 989 records docked (11 of the 1,000
 * conformers were not embedded), 494 ligands ranked, exhaustiveness 1, 9 poses:
 *   by hand (4 podman runs at once):   929.2 s, 0.940 s per ligand
 *   platform run A (local):            docking stage 906.6 s (0.917 s per ligand), ratio 1.02x; whole
 *                                      template 934.5 s; CPU 1678.9 s
 *   platform run B (local):            docking stage 960.5 s (0.971 s per ligand), ratio 0.97x; CPU 1841.6 s
 *   estimate before run B:             1696.0 CPU-s against 1841.6 CPU-s used (-7.9%)
 *   platform on Slurm (8 jobs, 1 CPU): docking stage 858.7 s (0.868 s per ligand), ratio 1.08x; whole
 *                                      template 888.2 s (two 1-CPU chunks at a time oversubscribe the two
 *                                      CPUs less than four 2-CPU containers at once, by hand or local)
 * The run before (same day, an earlier session), when the module started a process per ligand to read its
 * poses back: run A 0.89x, run B 0.85x (about 0.1 CPU-s per ligand, some 50 s of a 117 s gap on 2 CPUs).
 * Before the batch runs (one Vina run per ligand, the grid maps computed for each), the same ligands took
 * about twice as long both ways (2.8 s against 1.3 s per lead-like ligand on one CPU).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, inArray } from "drizzle-orm";
import { tasks, type TaskRow } from "../../gateway/src/db/jobs.js";
import { containerImages } from "../../gateway/src/db/modules.js";
import { templates } from "../../gateway/src/db/templates.js";
import { users } from "../../gateway/src/db/users.js";
import { createPack } from "../../gateway/src/domain/commerce/packs.js";
import { imageBuildsSettled } from "../../gateway/src/domain/images/imageBuilds.js";
import { dockImageUid } from "../../gateway/src/domain/images/shipped/dock.js";
import { hostUlimits, imageRef, podmanEnv } from "../../gateway/src/executors/container.js";
import { Client } from "../support/http.js";
import { uploadBytes } from "../support/uploads.js";
import { startBenchApp } from "./app.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const chunks = 4;
const seed = 42;
const numModes = 9;
const containerCpus = 2;

type BenchApp = Awaited<ReturnType<typeof startBenchApp>>;

function commandOutput(command: string, args: readonly string[]): { code: number; out: string } {
  const done = spawnSync(command, args, { encoding: "utf8", env: podmanEnv() });
  return { code: done.status ?? -1, out: `${done.stdout ?? ""}${done.stderr ?? ""}` };
}

/** A user with tokens enough for the screens (credited as the back office credits them). */
async function signedIn(bench: BenchApp): Promise<Client> {
  const client = new Client(bench.base);
  const account = `screen${process.pid}`;
  const password = "Bench#2026x";
  await client.ok("/api/user/register", {
    Account: account,
    Password: password,
    Name: account,
    Email: `${account}@example.org`,
    CompanyName: "Bench",
  });
  await client.ok("/api/user/login", { Account: account, Password: password });
  const [user] = await bench.app.services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, account));
  await createPack(bench.app.services, {
    userId: user!.id,
    kind: "token",
    amount: 100_000_000,
    months: 1,
    source: "admin",
    note: "the screen bench",
  });
  return client;
}

async function waitForJob(client: Client, jobId: number): Promise<string> {
  for (;;) {
    const job = await client.ok<{ State: string }>(`/api/workflow_job/read/${jobId}`);
    if (["done", "abort", "cancel"].includes(job.State)) return job.State;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function outFile(client: Client, task: TaskRow, name: string): Promise<string> {
  const response = await client.fetch(
    `/api/workflow_job_tasks/read_file/${task.id}?Type=OutFile&KeyName=${encodeURIComponent(name)}`,
  );
  if (response.status !== 200) throw new Error(`${task.key}: ${name}: HTTP ${response.status}`);
  return response.text();
}

interface TemplateRun {
  state: string;
  wallS: number;
  /** From the split's end to the merge's end. */
  dockingS: number;
  cpuS: number;
  tasks: Map<string, TaskRow>;
}

/** The template's tasks with the bench's arguments (runTemplate's overrides), as a job submission. */
function overrides(molecules: { dataFileId: number }, conformers: number, exhaustiveness: number) {
  const args: Record<string, Record<string, unknown>> = {
    ligands: { molecules, num_conformers: conformers, seed },
  };
  for (let k = 1; k <= chunks; k++) args[`dock_${k}`] = { exhaustiveness, num_modes: numModes, seed };
  return args;
}

async function runTemplate(
  bench: BenchApp,
  client: Client,
  templateId: number,
  args: Record<string, Record<string, unknown>>,
): Promise<TemplateRun> {
  const started = process.hrtime.bigint();
  const data = await client.gqlData<{ runTemplate: { id: string } }>(
    `mutation($id: ID!, $args: [TaskArgsInput!]) { runTemplate(id: $id, name: "screen bench", args: $args) { id } }`,
    { id: String(templateId), args: Object.entries(args).map(([key, a]) => ({ key, args: a })) },
  );
  const jobId = Number(data.runTemplate.id);
  const state = await waitForJob(client, jobId);
  const wallS = Number(process.hrtime.bigint() - started) / 1e9;
  const rows = await bench.app.services.db.select().from(tasks).where(eq(tasks.jobId, jobId));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const time = (key: string, field: "startedAt" | "finishedAt") => byKey.get(key)?.[field]?.getTime() ?? NaN;
  const dockingS = (time("merge", "finishedAt") - time("split", "finishedAt")) / 1000;
  const cpuS = rows.reduce((sum, row) => sum + row.cpuMs, 0) / 1000;
  if (state !== "done") {
    const failed = rows.filter((row) => row.state !== "done").map((row) => `${row.key}: ${row.reason}`);
    throw new Error(`the screen ended ${state}: ${failed.join("; ")}`);
  }
  return { state, wallS, dockingS, cpuS, tasks: byKey };
}

function podmanRun(argv: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { env: podmanEnv(), stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString("utf8")).slice(-2000)));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`podman run exited ${code}: ${errors}`)),
    );
  });
}

/**
 * The same vina commands by hand: the prepared records dealt round-robin into 4 chunks, each chunk a
 * podman run (2 CPUs) converting its ligands then docking them in one Vina batch run, the 4 at once.
 * Answers the seconds.
 */
async function byHand(
  podman: string,
  prepared: string,
  receptor: string,
  box: string,
  exhaustiveness: number,
): Promise<{ seconds: number; docked: number }> {
  const root = await mkdtemp(path.join(tmpdir(), "crucible-bench-screen-"));
  try {
    const records = prepared.split(/(?<=^\$\$\$\$\n)/m).filter((record) => record.trim() !== "");
    const values = Object.fromEntries(
      [...box.matchAll(/^(center_[xyz]|size_[xyz])\s*=\s*(-?[\d.]+)/gm)].map((m) => [m[1]!, m[2]!]),
    );
    const boxArgs = ["center_x", "center_y", "center_z", "size_x", "size_y", "size_z"]
      .map((key) => `--${key} ${Number(values[key])}`)
      .join(" ");
    await writeFile(path.join(root, "receptor.pdbqt"), receptor);
    const script = [
      "set -e",
      "for ligand in ligand_*.sdf; do",
      '  obabel "$ligand" -O "${ligand%.sdf}.pdbqt" 2>/dev/null',
      "done",
      "mkdir out",
      `vina --receptor ../receptor.pdbqt --batch ligand_*.pdbqt --dir out ${boxArgs} --exhaustiveness ${exhaustiveness} --num_modes ${numModes} --energy_range 3 --seed ${seed} --cpu ${containerCpus} --verbosity 1 >/dev/null`,
      "",
    ].join("\n");
    for (let k = 1; k <= chunks; k++) {
      const dir = path.join(root, `chunk_${k}`);
      await mkdir(dir);
      await writeFile(path.join(dir, "run.sh"), script);
      for (const [index, record] of records.entries())
        if (index % chunks === k - 1) await writeFile(path.join(dir, `ligand_${index + 1}.sdf`), record);
    }
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: chunks }, (_, i) =>
        podmanRun([
          podman,
          "run",
          "--rm",
          "--network=none",
          `--cpus=${containerCpus}`,
          ...hostUlimits(),
          "-v",
          `${root}:/work`,
          "-w",
          `/work/chunk_${i + 1}`,
          imageRef(dockImageUid),
          "sh",
          "run.sh",
        ]),
      ),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { seconds, docked: records.length };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function dockImageReady(bench: BenchApp): Promise<string> {
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    const [row] = await bench.app.services.db
      .select()
      .from(containerImages)
      .where(eq(containerImages.uid, dockImageUid));
    if (row && row.buildState !== "building") return row.buildState;
    if (Date.now() > deadline) return "still building after 30 minutes";
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** Prints the virtual-screen figures; skipped with the reason when podman or the docking image is absent. */
export async function runScreenBenchmarks(): Promise<void> {
  const podman = spawnSync("sh", ["-c", "command -v podman"], { encoding: "utf8" }).stdout.trim();
  if (!podman) {
    console.log("(e1) virtual screen: no podman on this machine (scripts/ci/podman-up.sh)");
    return;
  }
  if (commandOutput(podman, ["image", "exists", imageRef(dockImageUid)]).code !== 0) {
    console.log(`(e1) virtual screen: no docking image ${imageRef(dockImageUid)} here (npm run images dock)`);
    return;
  }
  const count = Math.max(1, Number(process.env.BENCH_SCREEN_LIGANDS ?? 1000) || 1000);
  const exhaustiveness = Math.max(1, Number(process.env.BENCH_SCREEN_EXHAUSTIVENESS ?? 1) || 1);
  const zinc = (
    await readFile(path.join(repoRoot, "tests/fixtures/science/triage/zinc.leads.500.q.smi"), "utf8")
  )
    .split("\n")
    .filter((line) => line.trim() !== "");
  const conformers = Math.ceil(count / zinc.length);
  const smiles = zinc.slice(0, Math.ceil(count / conformers));
  const slurm = spawnSync("scontrol", ["ping"], { encoding: "utf8" }).stdout?.includes("UP") ?? false;

  const slurmDir = await mkdtemp("/tmp/crucible-bench-screen-slurm-");
  const bench = await startBenchApp("screen", {
    env: {
      CRUCIBLE_PODMAN: podman,
      CRUCIBLE_SHIPPED_IMAGES: dockImageUid,
      CRUCIBLE_CONCURRENCY: String(chunks),
      ...(slurm
        ? { CRUCIBLE_SLURM: "true", CRUCIBLE_SLURM_WORK_DIR: slurmDir, CRUCIBLE_SLURM_POLL_MS: "500" }
        : {}),
    },
  });
  try {
    const image = await dockImageReady(bench);
    if (image !== "ready") {
      console.log(`(e1) virtual screen: the docking image is not ready (${image})`);
      return;
    }
    const [template] = await bench.app.services.db
      .select()
      .from(templates)
      .where(inArray(templates.seedKey, ["screen-vina"]));
    if (!template) throw new Error("the screen-vina template was not seeded");
    const client = await signedIn(bench);
    const file = await uploadBytes(
      client,
      "/api/workflow_job_task_data_source_file",
      "screen.smi",
      Buffer.from(`${smiles.join("\n")}\n`),
    );
    const args = overrides({ dataFileId: file.Id }, conformers, exhaustiveness);

    // Run A: the platform, no history for the estimate yet.
    const first = await runTemplate(bench, client, template.id, args);
    const prepared = await outFile(client, first.tasks.get("ligands")!, "prepared.sdf");
    const records = prepared.split(/(?<=^\$\$\$\$\n)/m).filter((record) => record.trim() !== "").length;
    const ranked =
      (await outFile(client, first.tasks.get("merge")!, "ranked.sdf")).split("$$$$\n").length - 1;

    // By hand: the same vina commands on the same prepared ligands, receptor and box.
    const hand = await byHand(
      podman,
      prepared,
      await outFile(client, first.tasks.get("receptor")!, "receptor.pdbqt"),
      await outFile(client, first.tasks.get("receptor")!, "box.txt"),
      exhaustiveness,
    );

    // Run B: the estimate before launch (run A is its history), then the run.
    const nodes = template.nodes.map((node) => ({
      Key: node.key,
      ModuleId: node.moduleId,
      Method: node.method ?? null,
      Args: { ...node.args, ...(args[node.key] ?? {}) },
      DependsOn: node.dependsOn,
    }));
    const estimate = await client.ok<{ Tasks: { Key: string; MedianCpuMs: number | null; Basis: string }[] }>(
      "/api/workflow_job/estimate",
      { Name: "screen bench", Tasks: nodes },
    );
    const estimatedS = estimate.Tasks.reduce((sum, task) => sum + (task.MedianCpuMs ?? 0), 0) / 1000;
    const noHistory = estimate.Tasks.filter((task) => task.MedianCpuMs === null).map((task) => task.Key);
    const second = await runTemplate(bench, client, template.id, args);

    const perLigand = (seconds: number) => (seconds / records).toFixed(3);
    console.log(
      `(e1) virtual screen: ${records} ligand records (${smiles.length} ZINC leads x ${conformers} conformer(s)), ` +
        `${chunks} chunks, Vina exhaustiveness ${exhaustiveness}, ${numModes} poses; ${ranked} ligands ranked`,
    );
    console.log(
      `    by hand (4 podman runs at once, obabel per ligand + one vina batch): ${hand.seconds.toFixed(1)} s, ` +
        `${perLigand(hand.seconds)} s per ligand`,
    );
    for (const [name, run] of [
      ["platform run A", first],
      ["platform run B", second],
    ] as const) {
      console.log(
        `    ${name} (local, container executor): docking stage ${run.dockingS.toFixed(1)} s ` +
          `(${perLigand(run.dockingS)} s per ligand), ratio ${(hand.seconds / run.dockingS).toFixed(2)}x ` +
          `(goal >= 0.9x); whole template ${run.wallS.toFixed(1)} s (${perLigand(run.wallS)} s per ligand), ` +
          `CPU ${run.cpuS.toFixed(1)} s`,
      );
    }
    console.log(
      `    estimate before run B: ${estimatedS.toFixed(1)} CPU-s against ${second.cpuS.toFixed(1)} CPU-s used ` +
        `(${(((estimatedS - second.cpuS) / second.cpuS) * 100).toFixed(1)}%, goal within 25%)` +
        (noHistory.length > 0 ? `; no history for ${noHistory.join(", ")}` : ""),
    );

    if (!slurm) {
      console.log("    Slurm: no running Slurm on this machine (scripts/ci/slurm-up.sh)");
      return;
    }
    await bench.app.services.db
      .update(containerImages)
      .set({ executor: "slurm", cpuCount: 1 })
      .where(eq(containerImages.uid, dockImageUid));
    const onSlurm = await runTemplate(bench, client, template.id, args);
    const slurmTasks = [...onSlurm.tasks.values()].filter((task) => task.executor === "slurm").length;
    console.log(
      `    platform on Slurm (${slurmTasks} of ${onSlurm.tasks.size} tasks as Slurm jobs, 1 CPU each): docking stage ` +
        `${onSlurm.dockingS.toFixed(1)} s (${perLigand(onSlurm.dockingS)} s per ligand), ratio ` +
        `${(hand.seconds / onSlurm.dockingS).toFixed(2)}x (goal >= 0.9x); whole template ${onSlurm.wallS.toFixed(1)} s`,
    );
  } finally {
    await imageBuildsSettled();
    await bench.app.close();
    await rm(bench.work, { recursive: true, force: true });
    await rm(slurmDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runScreenBenchmarks().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
