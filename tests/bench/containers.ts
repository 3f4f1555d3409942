/**
 * A container task's overhead: the same command (`/bin/true` in the busybox test image) run N times
 * through the container executor (its work folder, limits, cgroup parent, watchdog, inspect and
 * removal) and N times as a bare `podman run --rm --network=none` by hand. Prints the mean of each
 * and the ratio (bare / executor: 1.0 means no overhead). Figures only, never pass/fail.
 * Run alone with `npx tsx tests/bench/containers.ts`, or from tests/bench/run.ts.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hostUlimits, podmanEnv } from "../../gateway/src/executors/container.js";
import { containerExecutor } from "../../gateway/src/executors/containerExecutor.js";
import { ensureTestImage } from "../fixtures/containers/testImage.js";

const runs = 10;

function bareRun(podman: string, image: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(podman, ["run", "--rm", "--network=none", ...hostUlimits(), image, "/bin/true"], {
      env: podmanEnv(),
      stdio: "ignore",
    });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`podman run exited ${code}`))));
  });
}

async function meanMs(count: number, once: (index: number) => Promise<void>): Promise<number> {
  await once(-1);
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i++) await once(i);
  return Number(process.hrtime.bigint() - started) / 1e6 / count;
}

/** Prints the container figures; skipped with a note when this machine has no podman. */
export async function runContainerBenchmarks(): Promise<void> {
  const podman = spawnSync("sh", ["-c", "command -v podman"], { encoding: "utf8" }).stdout.trim();
  if (!podman) {
    console.log("(g) container task overhead: no podman on this machine (scripts/ci/podman-up.sh)");
    return;
  }
  const image = await ensureTestImage(podman);
  const executor = containerExecutor({ podman });
  const root = await mkdtemp(path.join(tmpdir(), "crucible-bench-containers-"));
  try {
    const bare = await meanMs(runs, () => bareRun(podman, image));
    const viaExecutor = await meanMs(runs, async (index) => {
      const dir = path.join(root, `run-${index + 1}`);
      await mkdir(path.join(dir, "work", "outputs"), { recursive: true });
      await mkdir(path.join(dir, "logs"), { recursive: true });
      const outcome = await executor.run(
        {
          name: `bench-${process.pid}-${index + 1}`,
          workDir: path.join(dir, "work"),
          logDir: path.join(dir, "logs"),
          image: { ref: image, network: "none", cpuCount: 1, memoryMb: 64, virtualMemoryMb: null },
          command: "/bin/true",
          args: [],
          timeoutMs: 60_000,
          maxOutputBytes: 1024 * 1024,
          memoryMb: 64,
          cpuCount: 1,
        },
        new AbortController().signal,
      );
      if (outcome.exitCode !== 0) throw new Error(`the container task answered ${JSON.stringify(outcome)}`);
    });
    console.log(
      `(g) container task vs podman run by hand (${runs} runs of /bin/true, network none): ` +
        `bare ${bare.toFixed(0)} ms, executor ${viaExecutor.toFixed(0)} ms per task, ` +
        `ratio ${(bare / viaExecutor).toFixed(2)}x (1.0 = no overhead)`,
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runContainerBenchmarks().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
