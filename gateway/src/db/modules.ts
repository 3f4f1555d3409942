/**
 * What tasks run: container images, modules (with their groups, the users a partly visible module is
 * enabled for, and their files) and processors.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ImagePackage, ModuleArg, ModuleMethod, ModuleOutput } from "@crucible/schema";
import { uiPacks } from "./apps.js";
import { created, id, blobRef, ref, ts, updated, type EntityStatus } from "./columns.js";
import { projects } from "./projects.js";
import { blobs } from "./schema.js";
import { users } from "./users.js";

export type ImageNetwork = "none" | "bridge" | "host";
export type ExecutorChoice = "local" | "slurm";
export type ImageBuildState = "none" | "building" | "ready" | "failed";
export type ImageBuildSource = "import" | "containerfile" | "debian";

/** Container images (spec §3): UID, CPU count, physical and virtual memory, network. */
export const containerImages = pgTable(
  "container_images",
  {
    id: id(),
    uid: text("uid").notNull(),
    name: text("name").notNull(),
    /** 0 means unlimited (spec §5). */
    cpuCount: integer("cpu_count").notNull().default(0),
    /** Null means unlimited (spec §5). */
    memoryMb: integer("memory_mb"),
    virtualMemoryMb: integer("virtual_memory_mb"),
    /** "none" (the default: no network), "bridge" or "host" (spec §3 names the last two). */
    network: text("network").$type<ImageNetwork>().notNull().default("none"),
    /** Where this image's modules run: null for the platform default (CRUCIBLE_EXECUTOR), else "local" or "slurm". */
    executor: text("executor").$type<ExecutorChoice>(),
    /**
     * The image in the local container engine: "none" (only registered), "building" (an import or a
     * build is under way), "ready", or "failed" (the log says why).
     */
    buildState: text("build_state").$type<ImageBuildState>().notNull().default("none"),
    /** How it was made: "import" (a root file system tarball), "containerfile" (podman build), "debian" (mmdebstrap). */
    buildSource: text("build_source").$type<ImageBuildSource>(),
    /** The tail of the last import or build's output. */
    buildLog: text("build_log").notNull().default(""),
    builtAt: ts("built_at"),
    /**
     * The engine's image id (sha256:…) the last build here made: a worker whose podman holds another
     * image under the same name loads the archive instead. Null: any image under the name will do.
     */
    engineId: text("engine_id"),
    /** The built image saved (`podman save`) as a blob, which workers of other machines load. */
    archiveBlobId: blobRef("archive_blob_id").references(() => blobs.id),
    /**
     * The built image in the registry (CRUCIBLE_REGISTRY), by digest: `<registry>/crucible/<uid>@sha256:…`.
     * A worker or Slurm node that lacks the image pulls it from there; removing the image deletes it there.
     */
    registryRef: text("registry_ref"),
    /**
     * A shipped image's recipe stamp (gateway/containers/<folder>: its packages and scripts) that the
     * recorded build was made from; with a registry, a gateway whose recipe differs builds and pushes again.
     */
    recipe: text("recipe"),
    /** Worker labels (CRUCIBLE_WORKER_LABELS) a worker must offer to run this image's modules (typed pools). */
    labels: jsonb("labels").$type<string[]>().notNull().default([]),
    /**
     * A shipped image's Debian packages (gateway/containers/<folder>/packages.txt) with the versions they
     * are pinned to, recorded when it is seeded; empty for images of the back office.
     */
    packages: jsonb("packages").$type<ImagePackage[]>().notNull().default([]),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    uniqueIndex("container_images_uid_key").on(t.uid),
    uniqueIndex("container_images_name_key").on(t.name),
  ],
);

// A module's typed arguments, outputs and methods are the contract's (the REST answers carry them).
export type { ArgFormat, ModuleArg, ModuleMethod, ModuleOutput } from "@crucible/schema";

/** Modules: tools with typed arguments, run by the local executor (script) or in a container image. */
export const modules = pgTable(
  "modules",
  {
    id: id(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    nameZh: text("name_zh").notNull().default(""),
    summary: text("summary").notNull().default(""),
    summaryZh: text("summary_zh").notNull().default(""),
    docs: text("docs").notNull().default(""),
    docsZh: text("docs_zh").notNull().default(""),
    /** "local": a script under gateway/modules run by the local executor; "container": in `imageId`. */
    runner: text("runner").$type<"local" | "container">().notNull().default("local"),
    script: text("script").notNull().default(""),
    imageId: ref("image_id").references(() => containerImages.id),
    /** Where this module's tasks run: null follows its image, then the platform default (CRUCIBLE_EXECUTOR). */
    executor: text("executor").$type<ExecutorChoice>(),
    /** Worker labels (CRUCIBLE_WORKER_LABELS) a worker must offer to run this module (typed pools). */
    labels: jsonb("labels").$type<string[]>().notNull().default([]),
    /** The Slurm partition its Slurm tasks go to (a worker announcing it submits them); null: the worker's default. */
    partition: text("partition"),
    /**
     * Container modules: the argv run in the image, in the task's work folder; `{args.json}` stands for
     * the arguments file (the local runner passes `args.json` the same way).
     */
    command: jsonb("command").$type<string[]>().notNull().default([]),
    args: jsonb("args").$type<ModuleArg[]>().notNull().default([]),
    outputs: jsonb("outputs").$type<ModuleOutput[]>().notNull().default([]),
    /** Empty: one implicit method "default" made of `args` and `outputs`; else the first is the default. */
    methods: jsonb("methods").$type<ModuleMethod[]>().notNull().default([]),
    /** At or below 0 means no timeout (spec §5). */
    timeoutSeconds: integer("timeout_seconds").notNull().default(0),
    successExitCode: integer("success_exit_code").notNull().default(0),
    /** Tokens per CPU-second, before the discount. */
    tokenPrice: integer("token_price").notNull().default(1),
    /** In (0, 1]: 0.9 is 10% off (spec §9). */
    discount: doublePrecision("discount").notNull().default(1),
    visibility: text("visibility").$type<"all" | "partly" | "none">().notNull().default("all"),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    /** A module cover (image template of kind module_cover); null shows the default cover. */
    coverBlobId: blobRef("cover_blob_id").references(() => blobs.id),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    groupId: ref("group_id").references(() => moduleGroups.id, { onDelete: "set null" }),
    /** A UI pack whose active version is the module's custom run form (docs/apps.md); null: none. */
    runFormPackId: ref("run_form_pack_id").references(() => uiPacks.id, { onDelete: "set null" }),
    /** A UI pack whose active version shows a finished task's outputs (docs/apps.md); null: none. */
    resultViewPackId: ref("result_view_pack_id").references(() => uiPacks.id, { onDelete: "set null" }),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [uniqueIndex("modules_key_key").on(t.key)],
);

/** Module groups of the catalogue (spec §7 workflow_job_task_module_group). */
export const moduleGroups = pgTable("module_groups", {
  id: id(),
  name: text("name").notNull(),
  nameZh: text("name_zh").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: created(),
  updatedAt: updated(),
});

/** Users a module with visibility "partly" is enabled for. */
export const moduleUsers = pgTable(
  "module_users",
  {
    moduleId: ref("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    userId: ref("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.userId] })],
);
/**
 * Processors: uploaded executables, run in the bubblewrap sandbox. Owner null: a system processor.
 * A user's processor may belong to a project (issue 28 item 2): its members read it and its editors
 * and owners run it; only its owner changes it.
 */
export const processors = pgTable(
  "processors",
  {
    id: id(),
    ownerId: ref("owner_id").references(() => users.id, { onDelete: "cascade" }),
    projectId: ref("project_id").references(() => projects.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    summary: text("summary").notNull().default(""),
    docs: text("docs").notNull().default(""),
    exeBlobId: blobRef("exe_blob_id").references(() => blobs.id),
    exeName: text("exe_name"),
    args: jsonb("args").$type<ModuleArg[]>().notNull().default([]),
    outputs: jsonb("outputs").$type<ModuleOutput[]>().notNull().default([]),
    timeoutSeconds: integer("timeout_seconds").notNull().default(0),
    successExitCode: integer("success_exit_code").notNull().default(0),
    tokenPrice: integer("token_price").notNull().default(1),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [index("processors_owner_idx").on(t.ownerId), index("processors_project_idx").on(t.projectId)],
);

/**
 * Files attached to a module (spec §7 workflow_job_task_module_file): every task of the module finds
 * them under `module/` in its work folder. Names are unique per module.
 */
export const moduleFiles = pgTable(
  "module_files",
  {
    id: id(),
    moduleId: ref("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    blobId: blobRef("blob_id")
      .notNull()
      .references(() => blobs.id),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    createdAt: created(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    index("module_files_blob_idx").on(t.blobId),
    uniqueIndex("module_files_name_key")
      .on(t.moduleId, t.name)
      .where(sql`${t.deletedAt} is null`),
  ],
);
export type ContainerImageRow = typeof containerImages.$inferSelect;
export type ModuleFileRow = typeof moduleFiles.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;
export type ModuleGroupRow = typeof moduleGroups.$inferSelect;
export type ProcessorRow = typeof processors.$inferSelect;
