/**
 * Data sets (workflow_job_task_data_source_file): public, private, temporary and module-demo files in
 * folders. Normal users read their own files and the enabled public and module-demo ones, and change
 * only their own; administrators (Workflow.Job.Task.DataSourceFile.*) manage all of them.
 */
import { workflowFeature } from "@crucible/schema";
import type { DataFileAnswer } from "@crucible/schema";
import { and, asc, desc, eq, inArray, isNull, not, sql, sum, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { dataFiles, type DataFileKind, type DataFileRow } from "../../db/datasets.js";
import { favorites, uploads, type BlobRow } from "../../db/schema.js";
import { projects } from "../../db/projects.js";
import { users } from "../../db/users.js";
import type { Actor, Ctx } from "../context.js";
import type { Granted, UserActor } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import { collectBlob } from "../files/blobs.js";
import { mimeOf } from "../files/mime.js";
import {
  checkDirNames,
  checkFileName,
  type UploadIdentity,
  type UploadQuota,
  type UploadTarget,
} from "../files/uploads.js";
import { tagsText } from "../query.js";
import { projectForNewItem } from "../projects/projects.js";
import { projectStorageQuota, projectStorageUsed } from "../ledger/storage.js";
import { ownedOrShared } from "../access/visibility.js";
import { defineResource, type Resource } from "../resources/registry.js";
import { guardUnique } from "../users/validation.js";
import { chargedToProject } from "../ledger/grants.js";
import { bytesHeld, ownedKinds, storageQuota, storageUsed, uploadQuota } from "../ledger/storage.js";

export const dataFileKinds: readonly DataFileKind[] = ["public", "private", "temporary", "module_demo"];
const sharedKinds: DataFileKind[] = ["public", "module_demo"];

/** A data set file as REST answers it (the REST contract's DataFileAnswer). */
export function presentDataFile(row: DataFileRow): DataFileAnswer {
  return {
    Id: row.id,
    Kind: row.kind,
    OwnerId: row.ownerId,
    ProjectId: row.projectId,
    Folder: row.folder,
    DirNames: row.folder ? row.folder.split("/") : [],
    Name: row.name,
    Size: row.size,
    Sha256: row.sha256,
    Mime: row.mime,
    Tags: row.tags,
    Status: row.status,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
    DeletedAt: row.deletedAt?.toISOString() ?? null,
    ReadUrl: `/api/workflow_job_task_data_source_file/read_file/${row.id}`,
    DownloadUrl: `/api/workflow_job_task_data_source_file/download_file/${row.id}`,
  };
}

function toKind(value: unknown, allowed: readonly DataFileKind[], fallback: DataFileKind): DataFileKind {
  if (value === undefined || value === null || value === "") return fallback;
  const found = allowed.find((k) => k === value);
  if (!found) throw invalid(`Kind must be one of ${allowed.join(", ")}`);
  return found;
}

/** Rows a normal user may read besides their own. */
function sharedVisible(): SQL {
  return and(inArray(dataFiles.kind, sharedKinds), eq(dataFiles.status, "enabled"))!;
}

/**
 * The files a user's job or template may take as input: their own, those of projects where they are an
 * editor or owner (a viewer only reads), and the enabled public and module-demo ones.
 */
export function usableDataFiles(userId: number): SQL {
  return sql`(${ownedOrShared(dataFiles.ownerId, dataFiles.projectId, userId, "write")} or (${sharedVisible()}))`;
}

/**
 * Whether stored bytes may be reused from their hash alone: only when the caller can already read
 * them (their own data file, or a public one); deduplication never tells whether someone else holds
 * a file. System users may reuse any.
 */
export async function mayReuseDataBlob(ctx: Ctx, actor: Actor, sha256: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: dataFiles.id })
    .from(dataFiles)
    .where(
      and(
        eq(dataFiles.sha256, sha256),
        actor.side === "sys"
          ? undefined
          : sql`(${ownedOrShared(dataFiles.ownerId, dataFiles.projectId, actor.id, "read")} or (${sharedVisible()}))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const columns = {
  Id: { column: dataFiles.id, kind: "int" },
  Kind: { column: dataFiles.kind, kind: "string" },
  OwnerId: { column: dataFiles.ownerId, kind: "int" },
  ProjectId: { column: dataFiles.projectId, kind: "int" },
  Name: { column: dataFiles.name, kind: "string" },
  Folder: { column: dataFiles.folder, kind: "string" },
  Size: { column: dataFiles.size, kind: "size" },
  Sha256: { column: dataFiles.sha256, kind: "string" },
  Mime: { column: dataFiles.mime, kind: "string" },
  Tags: { column: tagsText(dataFiles.tags), kind: "string" },
  Status: { column: dataFiles.status, kind: "string" },
  CreatedAt: { column: dataFiles.createdAt, kind: "date" },
  UpdatedAt: { column: dataFiles.updatedAt, kind: "date" },
} as const;

function checkTags(value: unknown): string[] {
  if (!Array.isArray(value) || value.length > 50) throw invalid("Tags must be a list of at most 50 tags");
  return [
    ...new Set(
      value.map((t) => {
        if (typeof t !== "string" || t.trim() === "" || t.length > 64)
          throw invalid("a tag must be 1 to 64 characters");
        return t.trim();
      }),
    ),
  ];
}

/** Rename (Name), move (Folder "a/b" or DirNames) and tag (Tags) a file. */
/** What an update changes: the name, the folder (as DirNames or a Folder path) and the tags. */
const dataFileFields = ["Name", "DirNames", "Folder", "Tags"] as const;

async function updateDataFile(
  ctx: Ctx,
  row: DataFileRow,
  body: Record<string, unknown>,
): Promise<DataFileRow> {
  const wants = (field: (typeof dataFileFields)[number]) => Object.hasOwn(body, field);
  const set: Partial<typeof dataFiles.$inferInsert> = { updatedAt: ctx.clock.now() };
  if (wants("Name")) set.name = checkFileName(String(body.Name ?? ""));
  if (wants("DirNames")) {
    if (!Array.isArray(body.DirNames)) throw invalid("DirNames must be a list");
    set.folder = checkDirNames(body.DirNames.map(String)).join("/");
  } else if (wants("Folder")) {
    set.folder = checkDirNames(String(body.Folder ?? "").split("/")).join("/");
  }
  if (wants("Tags")) set.tags = checkTags(body.Tags);
  const [updated] = await guardUnique(() =>
    ctx.db.update(dataFiles).set(set).where(eq(dataFiles.id, row.id)).returning(),
  );
  return updated!;
}

const commonVerbs = [
  "count",
  "query",
  "query_page",
  "read",
  "update",
  "delete",
  "delete_soft",
  "delete_hard",
  "delete_cancel",
  "favorite_add",
  "favorite_del",
] as const;

const userPath = "workflow_job_task_data_source_file";

export const userDataFileResource: Resource<DataFileRow> = defineResource<DataFileRow>({
  path: userPath,
  feature: workflowFeature,
  table: dataFiles,
  side: "user",
  owner: dataFiles.ownerId,
  project: dataFiles.projectId,
  readable: () => sharedVisible(),
  columns,
  // Favorite=true: the caller's favourites, filtered on the server so that a favourites view pages.
  actorColumns: (actor) => ({
    Favorite: {
      column: sql`exists (select 1 from ${favorites} where ${favorites.side} = ${actor.side} and ${favorites.userId} = ${actor.id} and ${favorites.resource} = ${userPath} and ${favorites.resourceId} = ${dataFiles.id})`,
      kind: "bool",
    },
  }),
  defaultOrder: () => [asc(dataFiles.folder), asc(dataFiles.name), asc(dataFiles.id)],
  // The rows of query_page (restCalls.dataFileQueryPage) and read: the contract's DataFileAnswer.
  present: presentDataFile,
  verbs: commonVerbs,
  updatable: dataFileFields,
  update: updateDataFile,
  afterHardDelete: async (ctx, row) => {
    await collectBlob(ctx, row.blobId);
  },
});

export const sysDataFileResource: Resource<DataFileRow> = defineResource<DataFileRow>({
  path: "sys/workflow_job_task_data_source_file",
  feature: workflowFeature,
  table: dataFiles,
  side: "sys",
  area: "Workflow.Job.Task.DataSourceFile",
  columns,
  defaultOrder: () => [desc(dataFiles.createdAt), asc(dataFiles.id)],
  // The rows of query_page (restCalls.dataFileQueryPage) and read: the contract's DataFileAnswer.
  present: presentDataFile,
  verbs: [...commonVerbs, "enabled_status", "disabled_status", "reorder"],
  updatable: dataFileFields,
  update: updateDataFile,
  afterHardDelete: async (ctx, row) => {
    await collectBlob(ctx, row.blobId);
  },
});

/** SQL: the project an upload in progress goes to (its params' ProjectId), null for none. */
const projectOfUploadRow = sql<
  number | null
>`(case when jsonb_typeof(${uploads.params} -> 'ProjectId') = 'number' then (${uploads.params} ->> 'ProjectId')::bigint end)`;

/**
 * A normal user's quota for uploads (ledger/storage.ts, uploadQuota); none for the back office's files.
 * Into a project with an active storage pack, the project's storage pays (projects/packs.ts).
 */
async function userQuota(
  ctx: Ctx,
  owner: Pick<Actor, "side" | "id">,
  params: UploadIdentity["params"],
): Promise<UploadQuota | null> {
  if (owner.side !== "user") return null;
  const projectId = projectOfParams(params);
  if (projectId !== null) {
    const limit = await projectStorageQuota(ctx, projectId);
    // Every member's uploads into the project reserve its space.
    if (limit > 0)
      return {
        used: await projectStorageUsed(ctx.db, projectId),
        limit,
        uploadsIn: and(eq(uploads.side, "user"), eq(projectOfUploadRow, projectId)),
      };
  }
  // The owner's uploads but those into a project that pays for its own storage.
  const uploadsIn = and(
    eq(uploads.side, "user"),
    eq(uploads.userId, owner.id),
    not(chargedToProject(projectOfUploadRow, ctx.clock)),
  );
  return { ...(await uploadQuota(ctx, owner.id)), uploadsIn };
}

/** Who reads data set files, as their transport's guard made them: a user, or the back office. */
export type DataFileReader = UserActor | Granted<"Workflow.Job.Task.DataSourceFile.Read">;
/** Who uploads data set files, as their transport's guard made them: a user, or the back office. */
export type DataFileWriter = UserActor | Granted<"Workflow.Job.Task.DataSourceFile.Update">;

/** total_usage_size: the caller's usage (of a Kind, or all owned kinds) and quota. */
export async function totalUsage(
  ctx: Ctx,
  reader: DataFileReader,
  kindValue: unknown,
): Promise<{ Used: number; Quota: number | null }> {
  if (reader.side === "sys") {
    const kind = toKind(kindValue, dataFileKinds, "public");
    const [row] = await ctx.db
      .select({ total: sum(dataFiles.size) })
      .from(dataFiles)
      .where(eq(dataFiles.kind, kind));
    return { Used: Number(row?.total ?? 0), Quota: null };
  }
  const kind = kindValue ? toKind(kindValue, ownedKinds, "private") : undefined;
  return { Used: await storageUsed(ctx, reader.id, kind), Quota: await storageQuota(ctx, reader.id) };
}

/** Folder paths holding files of a kind that the caller can see. */
export async function listFolders(ctx: Ctx, reader: DataFileReader, kindValue: unknown): Promise<string[]> {
  let where: SQL | undefined;
  if (reader.side === "sys") {
    where = eq(dataFiles.kind, toKind(kindValue, dataFileKinds, "public"));
  } else {
    const actor = reader;
    const kind = toKind(kindValue, dataFileKinds, "private");
    where = sharedKinds.includes(kind)
      ? and(eq(dataFiles.kind, kind), sharedVisible())
      : and(eq(dataFiles.kind, kind), eq(dataFiles.ownerId, actor.id));
  }
  const rows = await ctx.db
    .selectDistinct({ folder: dataFiles.folder })
    .from(dataFiles)
    .where(and(where, isNull(dataFiles.deletedAt)))
    .orderBy(asc(dataFiles.folder))
    .limit(5000);
  return rows.map((r) => r.folder).filter((f) => f !== "");
}

/** How many names a new file tries in its folder: its own, then name_1.ext up to name_99.ext. */
const nameTries = 100;

/** The names a new file tries in its folder, in order (a name taken by other bytes gets a suffix). */
function candidateNames(name: string): string[] {
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : "";
  return Array.from({ length: nameTries }, (_, n) => (n === 0 ? name : `${stem}_${n}${ext}`));
}

/** The live file at a path (kind, owner, folder, name): what the path's unique key allows once. */
function atPath(values: Pick<typeof dataFiles.$inferInsert, "kind" | "ownerId" | "folder">): SQL {
  return and(
    eq(dataFiles.kind, values.kind),
    values.ownerId == null ? isNull(dataFiles.ownerId) : eq(dataFiles.ownerId, values.ownerId),
    eq(dataFiles.folder, values.folder ?? ""),
    isNull(dataFiles.deletedAt),
  )!;
}

/**
 * The live file a new file with these values would be: walking the names it tries, the first that
 * holds the same bytes, or null when a free name comes first (a new file would be made there).
 */
async function sameFile(
  db: Database,
  values: Pick<typeof dataFiles.$inferInsert, "kind" | "ownerId" | "folder" | "name" | "sha256">,
): Promise<DataFileRow | null> {
  const names = candidateNames(values.name);
  const rows = await db
    .select()
    .from(dataFiles)
    .where(and(atPath(values), inArray(dataFiles.name, names)));
  const byName = new Map(rows.map((row) => [row.name, row]));
  for (const name of names) {
    const row = byName.get(name);
    if (!row) return null;
    if (row.sha256 === values.sha256) return row;
  }
  return null;
}

/**
 * Inserts a file at the first name of its folder that is free, or answers the file holding the same
 * bytes under a name it tries first (the same file uploaded or saved again: no second copy). The path's
 * unique key decides between two at once: the loser's insert does nothing and it reads the winner's.
 */
async function insertUnique(
  db: Database,
  values: typeof dataFiles.$inferInsert,
): Promise<{ row: DataFileRow; created: boolean }> {
  for (const name of candidateNames(values.name)) {
    const inserted = await db
      .insert(dataFiles)
      .values({ ...values, name })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return { row: inserted[0], created: true };
    const [taken] = await db
      .select()
      .from(dataFiles)
      .where(and(atPath(values), eq(dataFiles.name, name)));
    if (taken?.sha256 === values.sha256) return { row: taken, created: false };
  }
  throw new AppError("DBDuplicate", "Name");
}

/**
 * The one quota rule for a normal user's new file (upload finish, save_result_file_to): the insert and
 * the check run in one transaction holding the user's row lock, so two files arriving at once wait for
 * each other and the second counts the first. A name taken in the folder gets a suffix; the same bytes
 * under the same name answer the file already there and count nothing again.
 */
export async function insertOwnedFileWithinQuota(
  ctx: Ctx,
  values: typeof dataFiles.$inferInsert & { ownerId: number },
): Promise<DataFileRow> {
  // Read before the transaction: on PGlite a query outside it would wait for it to end.
  const projectId = values.projectId ?? null;
  const projectLimit = projectId === null ? 0 : await projectStorageQuota(ctx, projectId);
  if (projectId !== null && projectLimit > 0) {
    // Charged to the project (it has an active storage pack): the same rule under the project's row lock.
    return ctx.db.transaction(async (tx) => {
      await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
      const { row, created } = await insertUnique(tx, values);
      if (created && (await projectStorageUsed(tx, projectId)) > projectLimit) {
        throw new AppError("UserResourceStorageSizeOver");
      }
      return row;
    });
  }
  const limit = await storageQuota(ctx, values.ownerId);
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.ownerId)).for("update");
    const { row, created } = await insertUnique(tx, values);
    // Counted with the new file in: over the quota, the transaction (and the insert) is undone.
    if (created && (await bytesHeld({ db: tx, clock: ctx.clock }, values.ownerId)) > limit) {
      throw new AppError("UserResourceStorageSizeOver");
    }
    return row;
  });
}

/** An upload meta's ProjectId: absent or null for none, else a positive id. */
function uploadProject(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "number" || !Number.isInteger(value) || value <= 0) throw invalid("ProjectId");
  return value;
}

/** The project an upload's file goes into (its params, set by prepare). */
function projectOfUpload(upload: UploadIdentity): number | null {
  return projectOfParams(upload.params);
}

function projectOfParams(params: UploadIdentity["params"]): number | null {
  const value = params.ProjectId;
  return typeof value === "number" ? value : null;
}

/**
 * The upload target for data set files of the writer's side (made per request for the actor the meta
 * and chunk calls' guard made).
 */
export function dataFileUploadTarget(writer: DataFileWriter): UploadTarget<DataFileAnswer> {
  const side = writer.side;
  return {
    name: `data_file:${side}`,
    checksImages: true,
    quota: userQuota,
    async prepare(ctx, meta) {
      if (writer.side === "sys") {
        return { actor: writer, params: { Kind: toKind(meta.Kind, sharedKinds, "public") } };
      }
      // Into a project at once (issue 28 item 2): the caller must edit it, as a move into it asks.
      const projectId = await projectForNewItem(ctx, writer, uploadProject(meta.ProjectId));
      const kind = toKind(meta.Kind, ownedKinds, "private");
      // A temporary file stays its owner's: only permanent files join a project.
      if (projectId !== null && kind === "temporary") throw new AppError("ProjectTemporaryFile");
      const params: Record<string, string | number> = { Kind: kind };
      if (projectId !== null) params.ProjectId = projectId;
      return { actor: writer, params };
    },
    mayReuse: mayReuseDataBlob,
    async stored(ctx, upload) {
      const row = await sameFile(ctx.db, { ...filePlace(upload), sha256: upload.sha256 });
      return row && presentDataFile(await intoProject(ctx, row, upload));
    },
    async finish(ctx, upload, blob: BlobRow) {
      const values = { ...filePlace(upload), blobId: blob.id, size: blob.size, sha256: blob.sha256 };
      if (side === "sys") return presentDataFile((await insertUnique(ctx.db, values)).row);
      const row = await insertOwnedFileWithinQuota(ctx, {
        ...values,
        ownerId: upload.userId,
        projectId: projectOfUpload(upload),
      });
      return presentDataFile(await intoProject(ctx, row, upload));
    },
  };

  /**
   * The file an upload into a project ends as: the same bytes already at the path (the caller's own
   * file, answered instead of a copy) join the project too, as a move of it would.
   */
  async function intoProject(ctx: Ctx, row: DataFileRow, upload: UploadIdentity): Promise<DataFileRow> {
    const projectId = projectOfUpload(upload);
    if (projectId === null || row.projectId === projectId) return row;
    const [moved] = await ctx.db
      .update(dataFiles)
      .set({ projectId })
      .where(and(eq(dataFiles.id, row.id), eq(dataFiles.ownerId, upload.userId)))
      .returning();
    return moved ?? row;
  }

  /** Where an upload's file goes: its kind, owner (a normal user's; none for shared files), folder, name. */
  function filePlace(upload: UploadIdentity) {
    return {
      kind: String(upload.params.Kind ?? (side === "sys" ? "public" : "private")) as DataFileKind,
      ownerId: side === "user" ? upload.userId : null,
      folder: upload.dirNames.join("/"),
      name: upload.name,
      mime: mimeOf(upload.name),
    };
  }
}
