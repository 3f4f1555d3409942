/**
 * Slurm throughput: 100 no-op tasks (`/bin/true`) through the Slurm executor, all at once (its batch
 * script, result file, one squeue per round for all of them), against 100 bare `sbatch --wrap true`
 * submissions, also all at once, waited to completion by polling squeue at the same interval. Prints
 * tasks per second of each and the ratio (executor / bare: goal >= 0.8x). Figures only, never pass/fail.
 * Needs a running Slurm (scripts/ci/slurm-up.sh). Run alone with `npx tsx tests/bench/slurm.ts`, or
 * from tests/bench/run.ts.
 */
import { execFile, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { slurmExecutor } from "../../gateway/src/executors/slurm.js";

const tasks = 100;
const pollMs = 200;

function sbatchWrap(out: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile("sbatch", ["--parsable", "--no-requeue", "--output", out, "--wrap", "true"], (error, stdout) =>
      error ? reject(error) : resolve(stdout.trim().split(";")[0]!),
    );
  });
}

function squeueStates(ids: readonly string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile("squeue", ["-h", "-t", "all", "-j", ids.join(","), "-o", "%T"], (error, stdout) =>
      error ? reject(error) : resolve(stdout.split("\n").filter(Boolean)),
    );
  });
}

const endStates = new Set(["COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "NODE_FAIL", "OUT_OF_MEMORY"]);

/** The bare baseline: submit all, then one squeue for all of them every pollMs until every one ended. */
async function bare(root: string): Promise<number> {
  const started = process.hrtime.bigint();
  const ids = await Promise.all(
    Array.from({ length: tasks }, (_, i) => sbatchWrap(path.join(root, `bare-${i}.out`))),
  );
  for (;;) {
    const states = await squeueStates(ids);
    if (states.length === ids.length && states.every((s) => endStates.has(s))) break;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function viaExecutor(root: string): Promise<{ ms: number; squeue: number }> {
  const executor = slurmExecutor({
    slurm: { enabled: true, workDir: root, partition: null, concurrency: tasks, pollMs },
  });
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: tasks }, async (_, i) => {
      const dir = path.join(root, `task-${i}`);
      await mkdir(path.join(dir, "work", "outputs"), { recursive: true });
      await mkdir(path.join(dir, "logs"), { recursive: true });
      const outcome = await executor.run(
        {
          name: `bench-${process.pid}-${i}`,
          workDir: path.join(dir, "work"),
          logDir: path.join(dir, "logs"),
          command: "/bin/true",
          args: [],
          timeoutMs: 60_000,
          maxOutputBytes: 1024 * 1024,
          memoryMb: null,
          cpuCount: 1,
        },
        new AbortController().signal,
      );
      if (outcome.exitCode !== 0) throw new Error(`a Slurm task answered ${JSON.stringify(outcome)}`);
    }),
  );
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, squeue: executor.stats.squeue };
}

/** Prints the Slurm figures; skipped with a note when Slurm does not answer here. */
export async function runSlurmBenchmarks(): Promise<void> {
  if (!spawnSync("scontrol", ["ping"], { encoding: "utf8" }).stdout?.includes("UP")) {
    console.log("(h) Slurm throughput: no running Slurm on this machine (scripts/ci/slurm-up.sh)");
    return;
  }
  const root = await mkdtemp("/tmp/crucible-bench-slurm-");
  try {
    const bareMs = await bare(root);
    const executor = await viaExecutor(root);
    const rate = (ms: number) => (tasks / ms) * 1000;
    console.log(
      `(h) Slurm: ${tasks} no-op tasks at once through the executor vs ${tasks} bare sbatch --wrap true ` +
        `(both waited to completion, polled every ${pollMs} ms): bare ${rate(bareMs).toFixed(2)}/s ` +
        `(${(bareMs / 1000).toFixed(1)} s), executor ${rate(executor.ms).toFixed(2)}/s ` +
        `(${(executor.ms / 1000).toFixed(1)} s, ${executor.squeue} squeue calls), ` +
        `ratio ${(bareMs / executor.ms).toFixed(2)}x (goal >= 0.8x)`,
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runSlurmBenchmarks().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
