/** The Chinese (zh-CN) strings of the worker pools namespace (workerPoolsI18n.ts), loaded on demand. */
import type { ZhCatalogue } from "../../i18n";
import type { WorkerPoolsCatalogue } from "./workerPoolsI18n";

export const poolsZh: ZhCatalogue<WorkerPoolsCatalogue> = {
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
