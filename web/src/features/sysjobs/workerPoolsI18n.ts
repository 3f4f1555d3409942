/** Strings of the worker pools screen (WorkerPools.tsx). */

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
};

export const poolsZh: typeof poolsEn = {
  title: "工作进程池",
  intro:
    "按工作进程提供的标签（CRUCIBLE_WORKER_LABELS）分组的在线工作进程，以及它们正在运行的子任务和各工作进程池可接手的排队子任务。",
  none: "没有在线的工作进程。",
  summary: "{{workers}} 个工作进程，{{cpus}} 个 CPU，{{memory}} MiB：运行中 {{running}}，排队 {{queued}}",
  columns: {
    worker: "工作进程",
    host: "主机",
    routes: "执行方式",
    cpus: "CPU",
    memory: "内存（MiB）",
    partitions: "Slurm 分区",
    images: "镜像",
    running: "运行中",
    seen: "最近上报",
  },
};
