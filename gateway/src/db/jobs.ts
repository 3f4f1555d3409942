/** Jobs, their tasks (spec §4) and the workers that run them. */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ApprovalStep } from "@crucible/schema";
import { created, id, blobRef, ref, ts, updated, type Side } from "./columns.js";
import { modules, processors } from "./modules.js";
import { projects } from "./projects.js";
import { blobs } from "./schema.js";
import { templateVersions } from "./templates.js";
import { users } from "./users.js";

/**
 * Job and task states (spec §4), and `waiting` (issue 28 item 6): an approval step waiting for a
 * person's decision (it never goes to a worker); a job is `waiting` while such a step waits and no
 * task runs.
 */
export const taskStates = ["prePending", "pending", "doing", "waiting", "done", "abort", "cancel"] as const;
export type TaskState = (typeof taskStates)[number];

export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    ownerId: ref("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The project the job belongs to (issue 28); null: its owner's alone. */
    projectId: ref("project_id").references(() => projects.id, { onDelete: "set null" }),
    /**
     * Who pays (issue 28 item 2), decided once at submit (a rerun or clone decides again): the project
     * whose tokens the job's holds, meter charges, settlements and refunds use; null: its owner.
     */
    payerProjectId: ref("payer_project_id").references(() => projects.id, { onDelete: "set null" }),
    /** Derived from the tasks and stored for listing and filtering; changed with them. */
    state: text("state").$type<TaskState>().notNull().default("prePending"),
    emailNotify: boolean("email_notify").notNull().default(false),
    /** Labels set at submit (issue 14), searchable in the jobs list. */
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** When the finish e-mail went out (once per finish; a reset clears it). */
    notifiedAt: ts("notified_at"),
    /** The template version the job ran (run from a template, or cloned from such a job); null: none. */
    templateVersionId: ref("template_version_id").references(() => templateVersions.id, {
      onDelete: "set null",
    }),
    createdAt: created(),
    updatedAt: updated(),
    finishedAt: ts("finished_at"),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    index("jobs_owner_idx").on(t.ownerId, t.state),
    index("jobs_project_idx").on(t.projectId),
    index("jobs_payer_project_idx")
      .on(t.payerProjectId, t.state)
      .where(sql`${t.payerProjectId} is not null`),
  ],
);

/** Who decided an approval step, when, and why (the timeout decides as nobody: `by` null). */
export interface ApprovalDecision {
  approved: boolean;
  by: { side: Side; id: number; account: string } | null;
  at: string;
  reason: string;
}

/** An approval step of a job (its template node's step), and its decision once made. */
export interface TaskApproval extends ApprovalStep {
  decision?: ApprovalDecision | null;
}

export interface TaskOutput {
  name: string;
  blobId: number;
  size: number;
  sha256: string;
}

export const tasks = pgTable(
  "tasks",
  {
    id: id(),
    jobId: ref("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The task's name in its job (links refer to it). */
    key: text("key").notNull(),
    /** Exactly one of moduleId and processorId is set, or neither for an approval step (`approval`). */
    moduleId: ref("module_id").references(() => modules.id),
    processorId: ref("processor_id").references(() => processors.id),
    /** Argument values; a file argument is {dataFileId} or {task, output} (a link to an upstream output). */
    /** The module's method; null: its first (or implicit) method. Always null for processors. */
    method: text("method"),
    args: jsonb("args").$type<Record<string, unknown>>().notNull().default({}),
    dependsOn: jsonb("depends_on").$type<string[]>().notNull().default([]),
    state: text("state").$type<TaskState>().notNull().default("prePending"),
    /** Incremented by every reset or repair: a new run is charged anew. */
    run: integer("run").notNull().default(1),
    /** Starts of the current run (a crashed worker's task is started again in the same run). */
    attempt: integer("attempt").notNull().default(0),
    leaseOwner: text("lease_owner"),
    leaseExpiresAt: ts("lease_expires_at"),
    exitCode: integer("exit_code"),
    reason: text("reason"),
    startedAt: ts("started_at"),
    finishedAt: ts("finished_at"),
    cpuMs: bigint("cpu_ms", { mode: "number" }).notNull().default(0),
    wallMs: bigint("wall_ms", { mode: "number" }).notNull().default(0),
    tokens: bigint("tokens", { mode: "number" }).notNull().default(0),
    /**
     * Tokens held for the task at submit (its estimate): while it waits or runs, what its current run
     * has not been charged yet of it is not available to the owner's other submits.
     */
    heldTokens: bigint("held_tokens", { mode: "number" }).notNull().default(0),
    stdoutBlobId: blobRef("stdout_blob_id").references(() => blobs.id),
    stderrBlobId: blobRef("stderr_blob_id").references(() => blobs.id),
    outputs: jsonb("outputs").$type<TaskOutput[]>().notNull().default([]),
    /** The executor running (or that ran) the current attempt: "local", "sandbox", "container" or "slurm". */
    executor: text("executor"),
    /** The executor's own handle for the attempt (a Slurm job id, a container name): kept for re-attach and cancel. */
    externalId: text("external_id"),
    /** Module, method, arguments and input hashes of a run; equal keys may reuse a done task's outputs. */
    cacheKey: text("cache_key"),
    /** The done task whose outputs this run reused instead of running (rerun of failed tasks). */
    reusedFromTaskId: ref("reused_from_task_id"),
    /** Bytes of the run's input files (estimates compare runs of similar input sizes). */
    inputBytes: bigint("input_bytes", { mode: "number" }).notNull().default(0),
    /** An approval step (issue 28 item 6): runs nothing, waits for a decision; null for other tasks. */
    approval: jsonb("approval").$type<TaskApproval>(),
    /** When a waiting approval step times out (set as it starts waiting; the scheduler's loop checks it). */
    approvalDeadline: ts("approval_deadline"),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex("tasks_job_key_key").on(t.jobId, t.key),
    index("tasks_cache_key_idx").on(t.cacheKey),
    index("tasks_state_idx").on(t.state, t.id),
    check(
      "tasks_module_or_processor",
      sql`case when ${t.approval} is null then (${t.moduleId} is null) <> (${t.processorId} is null) else ${t.moduleId} is null and ${t.processorId} is null end`,
    ),
  ],
);

/**
 * Columns that hold blob ids inside JSON, as a list of objects with a `blobId` (columns named
 * `*blob_id` need no entry): the blob collector keeps a blob any of them names. A jsonb column whose
 * type holds a `blobId` and is missing here fails the typecheck of domain/files/blobs.test.ts.
 */
export const blobIdLists = [tasks.outputs] as const;
export type JobRow = typeof jobs.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;

/**
 * Workers (schedulers) that are alive, with the routes they run ("local", "sandbox", "container",
 * "slurm"): a submit is refused with JobWorkerNotFound when no live worker runs the task's route, and
 * a worker claims only the routes it runs. A row is renewed every few seconds; stale rows are ignored.
 */
export const workers = pgTable("workers", {
  id: text("id").primaryKey(),
  host: text("host").notNull(),
  pid: integer("pid").notNull(),
  routes: jsonb("routes").$type<string[]>().notNull().default([]),
  /** The container images (ids) this worker's podman holds, as its last look found them. */
  images: jsonb("images").$type<number[]>().notNull().default([]),
  /** What the worker offers (typed pools): CPUs and memory of its machine, its labels, its Slurm partitions. */
  cpus: integer("cpus").notNull().default(0),
  memoryMb: integer("memory_mb").notNull().default(0),
  labels: jsonb("labels").$type<string[]>().notNull().default([]),
  partitions: jsonb("partitions").$type<string[]>().notNull().default([]),
  startedAt: ts("started_at").notNull().defaultNow(),
  seenAt: ts("seen_at").notNull().defaultNow(),
});

export type WorkerRow = typeof workers.$inferSelect;
