/** Strings of the worker pools screen (WorkerPools.tsx), loaded with the back office jobs chunk. */
import { defineNamespace, type Widen } from "../../i18n";

export const poolsEn = {
  title: "Worker pools",
  intro:
    "Live workers grouped by the labels they offer (CRUCIBLE_WORKER_LABELS), with the tasks they run and the pending tasks each pool could take.",
  none: "No worker is live.",
  summary:
    "workers {{workers}}, CPUs {{cpus}}, memory {{memory}} MiB: {{running}} running, {{queued}} queued",
  columns: {
    worker: "Worker",
    host: "Host",
    routes: "Routes",
    cpus: "CPUs",
    memory: "Memory (MiB)",
    partitions: "Slurm partitions",
    images: "Images",
    running: "Running",
    seen: "Last seen",
  },
} as const;

export type WorkerPoolsCatalogue = Widen<typeof poolsEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    workerPools: WorkerPoolsCatalogue;
  }
}

/** The worker pools namespace (its Chinese half is workerPoolsI18nZh.ts, loaded on demand). */
export const workerPoolsNs = defineNamespace("workerPools", poolsEn, () =>
  import("./workerPoolsI18nZh").then((module) => module.poolsZh),
);
