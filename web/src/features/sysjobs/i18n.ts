/** Strings of the back office's workflow job screens (every user's jobs); states are the jobs namespace's. */
import { defineNamespace, type Widen } from "../../i18n";

export const sysJobsEn = {
  title: "Workflow jobs",
  intro:
    "Every user's jobs: follow them, cancel those that have not started, refund a task's tokens and clear finished jobs.",
  columns: {
    id: "ID",
    name: "Name",
    owner: "Owner",
    tasks: "Tasks",
  },
  tasksCount: "{{done}} / {{total}}",
  actions: {
    open: "Details",
    cancel: "Cancel job",
    remove: "Move to the recycle bin",
    recover: "Recover",
    refund: "Refund tokens",
  },
  rules: {
    cancel: "Only preprocessing or pending jobs can be cancelled.",
    remove: "Only completed, terminated or cancelled jobs can be removed.",
    refund: "Nothing to refund: the current run was not charged, or it was refunded already.",
  },
  confirm: {
    cancel: "Cancel the job {{name}} of {{owner}}?",
    cancelHint: "Tasks that have not started will not run. The job's owner sees it as cancelled.",
    remove: "Move the job {{name}} of {{owner}} to the recycle bin?",
    removeHint: "Its owner no longer sees it nor its results. It can be recovered.",
    refund: "Refund {{tokens}} tokens of task {{key}} to {{owner}}?",
    refundHint: "The tokens the current run was charged go back to the owner's balance, once.",
  },
  done: {
    cancelled: "The job {{name}} was cancelled",
    removed: "The job {{name}} was moved to the recycle bin",
    recovered: "The job {{name}} was recovered",
    refunded: "{{tokens}} tokens were refunded to {{owner}}",
    nothingRefunded: "Nothing was refunded: the run was refunded already",
  },
  detail: {
    back: "All workflow jobs",
    notFound: "This job does not exist.",
    removed: "This job is in the recycle bin: its owner does not see it.",
    charged: "Charged",
    refunded: "Refunded",
  },
  live: {
    finishedTitle: "Jobs have finished",
  },
  stop: {
    action: "Stop job",
    rule: "Only a running job can be stopped.",
    question: "Stop the job {{name}} of {{owner}}?",
    detail:
      "Its running tasks are stopped now and keep the files they wrote so far; the CPU they used is charged. Its tasks that have not run end too. The job's owner sees it as terminated, stopped by an administrator.",
    done: "The job {{name}} was stopped",
  },
} as const;

export type SysJobsCatalogue = Widen<typeof sysJobsEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    sysJobs: SysJobsCatalogue;
  }
}

/** The back office jobs namespace (its Chinese half is i18nZh.ts, loaded on demand). */
export const sysJobsNs = defineNamespace("sysJobs", sysJobsEn, () =>
  import("./i18nZh").then((module) => module.sysJobsZh),
);
