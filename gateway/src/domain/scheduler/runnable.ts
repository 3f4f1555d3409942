/**
 * What a task runs: its module or processor resolved to a label, limits, price, container image and
 * the way its program is put into the work folder.
 */
import { chmod, stat } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { TaskRow } from "../../db/jobs.js";
import { containerImages, modules, processors } from "../../db/modules.js";
import { blobs } from "../../db/schema.js";
import type { ContainerSpec } from "../../executors/types.js";
import { imageRef, loopbackRegistry } from "../../executors/container.js";
import type { Services } from "../context.js";
import { methodsOf } from "../modules/args.js";
import { modulesRoot } from "../modules/catalogue.js";
import { calcMetricDoc, readKeyDoc } from "../config/keyData.js";
import { defaultProcessorTimeoutSeconds } from "../processors/processors.js";
import { copyBlob } from "./workFiles.js";

/**
 * Tokens per CPU-second of a unit, from the calc-metric config as it is now: processors at
 * TaskProcessorMethod, modules at their own price times TaskModule (a module priced at 0 costs nothing
 * whatever the config says: it is not read).
 */
export async function priceOfUnit(services: Services, unit: Runnable): Promise<number> {
  if (unit.sandboxed) return (await readKeyDoc(services.db, calcMetricDoc)).TaskProcessorMethod;
  if (unit.tokenPrice === 0) return 0;
  return unit.tokenPrice * (await readKeyDoc(services.db, calcMetricDoc)).TaskModule;
}

/** What a task runs, resolved from its module or processor. */
export interface Runnable {
  label: string;
  timeoutSeconds: number;
  successExitCode: number;
  tokenPrice: number;
  discount: number;
  /** Prepares the work folder's program and answers the command line, or throws why it cannot run. */
  prepare(workDir: string): Promise<{ command: string; args: string[] }>;
  sandboxed: boolean;
  /** From the module's container image: CPUs (0 for unlimited) and memory in MiB (null for unlimited). */
  cpuCount: number;
  memoryMb: number | null;
  /** A module's method (the program finds it as $method in args.json and CRUCIBLE_METHOD); null for processors. */
  method: string | null;
  /** A processor's declared outputs, each of which a successful run must write; null for modules. */
  declaredOutputs: string[] | null;
  /** A container module's image: the program runs inside it. */
  image: ContainerSpec | null;
  /** A module's Slurm partition (typed pools); absent for processors. */
  partition?: string | null;
  /** When the module or processor last changed (part of the cache key: a changed program is not reused). */
  updatedAt: Date;
}

/** What a task runs: its processor (in the sandbox) or its module with its container image. */
export async function runnableOf(services: Services, task: TaskRow): Promise<Runnable> {
  if (task.processorId !== null) {
    const [processor] = await services.db
      .select()
      .from(processors)
      .where(eq(processors.id, task.processorId));
    if (!processor) throw new Error("the processor is gone");
    return {
      label: processor.name,
      // A user's processor always has a time limit, even one saved before the rule (processors.ts).
      timeoutSeconds:
        processor.ownerId !== null && processor.timeoutSeconds <= 0
          ? defaultProcessorTimeoutSeconds
          : processor.timeoutSeconds,
      successExitCode: processor.successExitCode,
      tokenPrice: processor.tokenPrice,
      discount: 1,
      sandboxed: true,
      // The sandbox applies its own memory limit; processors have no container image.
      cpuCount: 0,
      memoryMb: null,
      method: null,
      declaredOutputs: processor.outputs.map((o) => o.name),
      image: null,
      updatedAt: processor.updatedAt,
      async prepare(workDir) {
        const [blob] =
          processor.exeBlobId === null
            ? []
            : await services.db.select().from(blobs).where(eq(blobs.id, processor.exeBlobId));
        if (!blob || !processor.exeName) throw new Error("the processor's executable is missing");
        const exe = path.join(workDir, "bin", processor.exeName);
        await copyBlob(services, blob.sha256, exe);
        await chmod(exe, 0o755);
        return { command: `./bin/${processor.exeName}`, args: ["args.json"] };
      },
    };
  }
  // The module with its container image (its limits), in one statement.
  const [found] = await services.db
    .select({ module: modules, image: containerImages })
    .from(modules)
    .leftJoin(containerImages, eq(containerImages.id, modules.imageId))
    .where(eq(modules.id, task.moduleId ?? 0));
  if (!found) throw new Error("the module is gone");
  const { module, image } = found;
  return {
    label: module.key,
    timeoutSeconds: module.timeoutSeconds,
    successExitCode: module.successExitCode,
    tokenPrice: module.tokenPrice,
    discount: module.discount,
    sandboxed: false,
    cpuCount: image?.cpuCount ?? 0,
    memoryMb: image?.memoryMb ?? null,
    method: task.method ?? methodsOf(module)[0]?.name ?? null,
    declaredOutputs: null,
    image:
      module.runner === "container" && image
        ? {
            ref: imageRef(image.uid),
            network: image.network,
            cpuCount: image.cpuCount,
            memoryMb: image.memoryMb,
            virtualMemoryMb: image.virtualMemoryMb,
            pull: image.registryRef
              ? {
                  ref: image.registryRef,
                  tlsVerify:
                    services.config.registry?.tlsVerify ??
                    !loopbackRegistry(image.registryRef.slice(0, image.registryRef.indexOf("/"))),
                }
              : null,
          }
        : null,
    partition: module.partition,
    updatedAt: module.updatedAt,
    async prepare() {
      if (module.runner === "container") {
        if (!image) throw new Error("JobModuleNoContainerImage: the module has no container image");
        const [command, ...rest] = module.command;
        if (!command) throw new Error("the module has no command to run in its image");
        // `{args.json}` stands for the arguments file, in the work folder (/work in the container).
        return { command, args: rest.map((a) => a.replaceAll("{args.json}", "args.json")) };
      }
      const script = path.join(modulesRoot(services), module.script);
      await stat(script).catch(() => {
        throw new Error(`the module's program is missing: ${module.script}`);
      });
      return { command: process.execPath, args: [script, "args.json"] };
    },
  };
}
