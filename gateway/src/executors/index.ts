/**
 * The executors of this machine, from the configuration: the local executor always, the processor
 * sandbox when bubblewrap is here, podman for container modules when it answers, Slurm when enabled
 * and its client is here. A worker claims only the routes of the executors it has.
 */
import type { Config } from "../config.js";
import { createContainerExecutor } from "./containerExecutor.js";
import { createLocalExecutor } from "./local.js";
import { createSandboxExecutor } from "./sandbox.js";
import { createSlurmExecutor } from "./slurm.js";
import type { ExecutorSet } from "./types.js";

/** The executor set; podman's answer is awaited, so a caller may start this before other start work. */
export async function createExecutors(
  config: Config,
  log: (message: string) => void = () => undefined,
): Promise<ExecutorSet> {
  const container = createContainerExecutor(config, log);
  const local = createLocalExecutor();
  return {
    local,
    sandbox: createSandboxExecutor(local),
    container: await container,
    slurm: createSlurmExecutor(config, { log }),
  };
}
