/**
 * The core's tables: one source for row types and migrations. snake_case in the database, presented in
 * the spec's PascalCase by presenters. An area keeps its tables in a file of its own beside this one
 * (`db/<area>.ts`), imported from there: drizzle-kit, the blob collector and the tests find every table
 * file by a scan of the folder (db/tables.ts), so a new one is listed nowhere.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  doublePrecision,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import type {
  ApprovalStep,
  ImagePackage,
  LedgerEntryKind,
  ModuleArg,
  ModuleMethod,
  ModuleOutput,
} from "@crucible/schema";
import { uiPacks } from "./apps.js";
import { projects } from "./projects.js";
import { created, id, blobRef, ref, ts, updated, type EntityStatus, type Side } from "./columns.js";
import { users } from "./users.js";

export const sysUsers = pgTable(
  "sys_users",
  {
    id: id(),
    account: text("account").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull().default(""),
    email: text("email"),
    phone: text("phone"),
    avatarBlobId: blobRef("avatar_blob_id"),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    pwdChangedAt: ts("pwd_changed_at").notNull().defaultNow(),
    lastLoginAt: ts("last_login_at"),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [uniqueIndex("sys_users_account_key").on(sql`lower(${t.account})`)],
);

export const permGroups = pgTable(
  "perm_groups",
  {
    id: id(),
    name: text("name").notNull(),
    perms: jsonb("perms").$type<string[]>().notNull().default([]),
    remark: text("remark").notNull().default(""),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [uniqueIndex("perm_groups_name_key").on(t.name)],
);

export const permRoles = pgTable(
  "perm_roles",
  {
    id: id(),
    name: text("name").notNull(),
    remark: text("remark").notNull().default(""),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [uniqueIndex("perm_roles_name_key").on(t.name)],
);

export const permRoleGroups = pgTable(
  "perm_role_groups",
  {
    roleId: ref("role_id")
      .notNull()
      .references(() => permRoles.id, { onDelete: "cascade" }),
    groupId: ref("group_id")
      .notNull()
      .references(() => permGroups.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.groupId] }), index("perm_role_groups_group_idx").on(t.groupId)],
);

export const sysUserRoles = pgTable(
  "sys_user_roles",
  {
    sysUserId: ref("sys_user_id")
      .notNull()
      .references(() => sysUsers.id, { onDelete: "cascade" }),
    roleId: ref("role_id")
      .notNull()
      .references(() => permRoles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.sysUserId, t.roleId] }), index("sys_user_roles_role_idx").on(t.roleId)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    /** SHA-256 of the cookie value: a leaked table does not leak usable sessions. */
    tokenHash: text("token_hash").notNull(),
    side: text("side").$type<Side>().notNull(),
    userId: ref("user_id").notNull(),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: created(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
    revokedReason: text("revoked_reason"),
  },
  (t) => [uniqueIndex("sessions_token_key").on(t.tokenHash), index("sessions_user_idx").on(t.side, t.userId)],
);

export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    side: text("side").$type<Side>().notNull(),
    userId: ref("user_id").notNull(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The first characters of the token, to recognise it in a list. */
    prefix: text("prefix").notNull(),
    readOnly: boolean("read_only").notNull().default(false),
    expiresAt: ts("expires_at"),
    lastUsedAt: ts("last_used_at"),
    createdAt: created(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [
    uniqueIndex("api_tokens_hash_key").on(t.tokenHash),
    index("api_tokens_user_idx").on(t.side, t.userId),
  ],
);

export const loginLogs = pgTable(
  "login_logs",
  {
    id: id(),
    side: text("side").$type<Side>().notNull(),
    userId: ref("user_id"),
    account: text("account").notNull(),
    method: text("method").notNull().default("password"),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    success: boolean("success").notNull(),
    errorType: text("error_type"),
    createdAt: created(),
  },
  (t) => [
    index("login_logs_account_idx").on(t.side, t.account, t.createdAt),
    index("login_logs_ip_idx").on(t.ip, t.createdAt),
  ],
);

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: id(),
    purpose: text("purpose")
      .$type<"activate_email" | "activate_phone" | "reset_pwd" | "login_mobile">()
      .notNull(),
    side: text("side").$type<Side>().notNull(),
    userId: ref("user_id"),
    target: text("target").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: created(),
  },
  (t) => [index("verification_codes_target_idx").on(t.purpose, t.target)],
);

/** Named JSON documents: system config, login policy, feature switches, metric config. */
export const keyData = pgTable("key_data", {
  key: text("key").primaryKey(),
  dataJson: jsonb("data_json").notNull(),
  updatedAt: updated(),
});

export const userConfigs = pgTable("user_configs", {
  userId: ref("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  showConfigWeb: jsonb("show_config_web").notNull(),
  updatedAt: updated(),
});

/** Content-addressed blobs (SHA-256, upper-case hex); the bytes live in the blob store. */
export const blobs = pgTable(
  "blobs",
  {
    id: id(),
    sha256: text("sha256").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    mime: text("mime").notNull().default("application/octet-stream"),
    createdAt: created(),
  },
  (t) => [uniqueIndex("blobs_sha256_key").on(t.sha256)],
);

export type ImageTemplateKind = "user_avatar" | "module_cover" | "workflow_template_cover";

/** Avatar and cover templates (spec §3). */
export const imageTemplates = pgTable(
  "image_templates",
  {
    id: id(),
    kind: text("kind").$type<ImageTemplateKind>().notNull(),
    use: boolean("use").notNull().default(true),
    blobId: blobRef("blob_id")
      .notNull()
      .references(() => blobs.id),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [index("image_templates_kind_idx").on(t.kind)],
);

export const favorites = pgTable(
  "favorites",
  {
    side: text("side").$type<Side>().notNull(),
    userId: ref("user_id").notNull(),
    resource: text("resource").notNull(),
    resourceId: ref("resource_id").notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.side, t.userId, t.resource, t.resourceId] })],
);

export type UserRow = typeof users.$inferSelect;
export type SysUserRow = typeof sysUsers.$inferSelect;
export type PermGroupRow = typeof permGroups.$inferSelect;
export type PermRoleRow = typeof permRoles.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type LoginLogRow = typeof loginLogs.$inferSelect;
export type BlobRow = typeof blobs.$inferSelect;
export type ImageTemplateRow = typeof imageTemplates.$inferSelect;

/**
 * An upload in progress (spec §4 upload protocol): each chunk lands in a file of its own (recorded in
 * `upload_chunks`) until all are there and their whole hash matches.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    side: text("side").$type<Side>().notNull(),
    userId: ref("user_id").notNull(),
    /** What the finished file becomes: a data set file, a CMS file library file, ... */
    target: text("target").notNull(),
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    dirNames: jsonb("dir_names").$type<string[]>().notNull().default([]),
    params: jsonb("params").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** Bytes of the chunks recorded so far (in any order). */
    received: bigint("received", { mode: "number" }).notNull().default(0),
    /** Chunks recorded so far: the upload is complete when all of its chunks are. */
    chunks: integer("chunks").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [index("uploads_owner_idx").on(t.side, t.userId, t.sha256)],
);

/**
 * A chunk of an upload, stored by whichever gateway received it: its bytes are in `file` (a name of its
 * own under the upload's chunk folder, written once and never again). The first chunk recorded at an
 * index is the one that counts.
 */
export const uploadChunks = pgTable(
  "upload_chunks",
  {
    uploadId: ref("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    index: integer("index").notNull(),
    size: integer("size").notNull(),
    file: text("file").notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.index] })],
);

export type DataFileKind = "public" | "private" | "temporary" | "module_demo";

/** Data set files (workflow_job_task_data_source_file): rows referencing content-addressed blobs. */
export const dataFiles = pgTable(
  "data_files",
  {
    id: id(),
    kind: text("kind").$type<DataFileKind>().notNull(),
    /** The owning normal user for private and temporary files; null for public and module-demo files. */
    ownerId: ref("owner_id"),
    /** The project sharing a private or temporary file with its members (issue 28); null: not shared. */
    projectId: ref("project_id").references(() => projects.id, { onDelete: "set null" }),
    /** The folder path, parts joined by "/" ("" is the root). */
    folder: text("folder").notNull().default(""),
    name: text("name").notNull(),
    blobId: blobRef("blob_id")
      .notNull()
      .references(() => blobs.id),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    mime: text("mime").notNull().default("application/octet-stream"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    index("data_files_owner_idx").on(t.kind, t.ownerId, t.folder),
    index("data_files_blob_idx").on(t.blobId),
    index("data_files_project_idx").on(t.projectId),
    uniqueIndex("data_files_path_key")
      .on(t.kind, sql`coalesce(${t.ownerId}, 0)`, t.folder, t.name)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** CMS map library entries: named libraries (MapLibraryName) of {Name, File, ...} values. */
export const cmsMapEntries = pgTable(
  "cms_map_entries",
  {
    id: id(),
    libraryName: text("library_name").notNull(),
    value: jsonb("value").$type<Record<string, unknown>>().notNull(),
    citation: text("citation").notNull().default(""),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [index("cms_map_entries_library_idx").on(t.libraryName)],
);

/** CMS text library: markdown texts (home page content, tutorials, about, ...). */
export const cmsTexts = pgTable(
  "cms_texts",
  {
    id: id(),
    libraryName: text("library_name").notNull(),
    title: text("title").notNull(),
    markdown: text("markdown").notNull().default(""),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [index("cms_texts_library_idx").on(t.libraryName)],
);

/** CMS file library files, addressed publicly by UUID. */
export const cmsFiles = pgTable(
  "cms_files",
  {
    id: id(),
    uuid: text("uuid").notNull(),
    /** "file" for the file library, "map" for files attached to map library entries. */
    library: text("library").$type<"file" | "map">().notNull().default("file"),
    libraryId: integer("library_id").notNull().default(0),
    folder: text("folder").notNull().default(""),
    name: text("name").notNull(),
    blobId: blobRef("blob_id")
      .notNull()
      .references(() => blobs.id),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    mime: text("mime").notNull().default("application/octet-stream"),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    uniqueIndex("cms_files_uuid_key").on(t.uuid),
    index("cms_files_blob_idx").on(t.blobId),
    // The same bytes uploaded again to the same place are that file, never a second one.
    uniqueIndex("cms_files_content_key")
      .on(t.library, t.libraryId, t.folder, t.name, t.sha256)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
export type DataFileRow = typeof dataFiles.$inferSelect;
export type CmsMapEntryRow = typeof cmsMapEntries.$inferSelect;
export type CmsTextRow = typeof cmsTexts.$inferSelect;
export type CmsFileRow = typeof cmsFiles.$inferSelect;

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

/**
 * Why tokens moved: the sign-up grant, a task's charge and its refund, a resource pack's credit and
 * the lapse of what was left of it, a daily check-in, a member's transfer into or out of a project (one
 * entry on each side), and the back office's adjustment of a project's tokens (actor_id says who).
 */
export type LedgerKind = LedgerEntryKind;

/**
 * Tokens: an append-only ledger; a balance is the sum of its entries (DESIGN §3). Each entry belongs to
 * one wallet: a user's (user_id) or a project's (project_id, issue 28 item 2), exactly one of them.
 */
export const tokenLedger = pgTable(
  "token_ledger",
  {
    id: id(),
    userId: ref("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** A project's own tokens; a project is deleted only when it has none left (its entries go with it). */
    projectId: ref("project_id").references(() => projects.id, { onDelete: "cascade" }),
    /** On a project's ledger: the member who moved the tokens in (a transfer); null elsewhere. */
    memberId: ref("member_id").references(() => users.id, { onDelete: "set null" }),
    /** Positive adds tokens, negative spends them. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    kind: text("kind").$type<LedgerKind>().notNull(),
    taskId: ref("task_id").references(() => tasks.id, { onDelete: "set null" }),
    taskRun: integer("task_run"),
    /**
     * A run's charges: 1, 2, ... while it runs (metered at each heartbeat), 0 for the settlement at its
     * end; 0 for every other kind.
     */
    seq: integer("seq").notNull().default(0),
    /** The resource pack credited ("pack") or whose unspent tokens lapsed ("expire"). */
    packId: ref("pack_id"),
    checkInId: ref("check_in_id"),
    /** The system user who caused it (a credit from the back office). */
    actorId: ref("actor_id"),
    note: text("note").notNull().default(""),
    createdAt: created(),
  },
  (t) => [
    index("token_ledger_user_idx").on(t.userId),
    index("token_ledger_project_idx")
      .on(t.projectId)
      .where(sql`${t.projectId} is not null`),
    check("token_ledger_one_wallet", sql`(${t.userId} is null) <> (${t.projectId} is null)`),
    // A pack is credited once and lapses once; a check-in pays once.
    uniqueIndex("token_ledger_pack_kind_key")
      .on(t.packId, t.kind)
      .where(sql`${t.packId} is not null`),
    uniqueIndex("token_ledger_check_in_key")
      .on(t.checkInId)
      .where(sql`${t.checkInId} is not null`),
    // One settlement, one charge per meter tick and at most one refund per run of a task, whatever
    // crashes and retries happen.
    uniqueIndex("token_ledger_task_run_kind_seq_key")
      .on(t.taskId, t.taskRun, t.kind, t.seq)
      .where(sql`${t.taskId} is not null`),
  ],
);

/** A node of a template: a task of the job the template runs. */
export interface TemplateNodeRow {
  key: string;
  moduleId?: number | null;
  processorId?: number | null;
  /** The module's method; absent or null: its first method. */
  method?: string | null;
  /** An approval step instead of a module or processor (issue 28 item 6). */
  approval?: ApprovalStep | null;
  args: Record<string, unknown>;
  dependsOn: string[];
  x: number;
  y: number;
}

/** Workflow templates: system ones (owner null, published by the back office) and users' own. */
export const templates = pgTable(
  "workflow_templates",
  {
    id: id(),
    ownerId: ref("owner_id").references(() => users.id, { onDelete: "cascade" }),
    /** The project sharing a user's template with its members (issue 28); null: not shared. */
    projectId: ref("project_id").references(() => projects.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    nameZh: text("name_zh").notNull().default(""),
    summary: text("summary").notNull().default(""),
    docs: text("docs").notNull().default(""),
    coverBlobId: blobRef("cover_blob_id").references(() => blobs.id),
    nodes: jsonb("nodes").$type<TemplateNodeRow[]>().notNull().default([]),
    /** Seeded templates carry a key so that a restart updates rather than duplicates them. */
    seedKey: text("seed_key"),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    index("workflow_templates_owner_idx").on(t.ownerId),
    index("workflow_templates_project_idx").on(t.projectId),
    uniqueIndex("workflow_templates_seed_key").on(t.seedKey),
  ],
);

/** A module or processor a template version uses, at the version it had (its updatedAt, as cache keys use). */
export interface TemplateVersionUnit {
  kind: "module" | "processor";
  id: number;
  /** The module's key (empty for processors). */
  key: string;
  name: string;
  /** The unit's updatedAt (ISO) when the version was saved: an edit of the unit makes a new one. */
  version: string;
}

/**
 * Versions of a template (issue 28): each save writes one, immutable, numbered 1..n per template,
 * holding the whole graph and the units it used at their versions.
 */
export const templateVersions = pgTable(
  "workflow_template_versions",
  {
    id: id(),
    templateId: ref("template_id")
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    /** Who saved it: a user or a system user (null: seeded, or version 1 of the migration). */
    authorSide: text("author_side").$type<Side>(),
    authorId: ref("author_id"),
    /** The author's account when saving (a version is immutable). */
    authorAccount: text("author_account").notNull().default(""),
    note: text("note").notNull().default(""),
    name: text("name").notNull().default(""),
    nodes: jsonb("nodes").$type<TemplateNodeRow[]>().notNull().default([]),
    units: jsonb("units").$type<TemplateVersionUnit[]>().notNull().default([]),
    createdAt: created(),
  },
  (t) => [uniqueIndex("workflow_template_versions_number_key").on(t.templateId, t.number)],
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
export type JobRow = typeof jobs.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;
export type ModuleGroupRow = typeof moduleGroups.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;
export type TemplateVersionRow = typeof templateVersions.$inferSelect;
export type ProcessorRow = typeof processors.$inferSelect;

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
export type { EntityStatus, Side } from "./columns.js";
