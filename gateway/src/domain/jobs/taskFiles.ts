/** A task's files (spec §4): its stdout, stderr and outputs, and an output saved as a data set file. */
import { eq } from "drizzle-orm";
import type { DataFileRow } from "../../db/datasets.js";
import type { TaskRow } from "../../db/jobs.js";
import { blobs as blobsTable } from "../../db/schema.js";
import type { Ctx } from "../context.js";
import { requireWritable, type UserActor } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import { insertOwnedFileWithinQuota } from "../datasets/dataFiles.js";
import { checkDirNames, checkFileName } from "../files/uploads.js";
import { mimeOf } from "../files/mime.js";
import { ownTask } from "./jobs.js";

export type TaskFileType = "Stdout" | "Stderr" | "OutFile";

/** One of a task's files: its stdout, stderr or a named output (KeyName). */
export async function taskFile(
  ctx: Ctx,
  actor: UserActor,
  taskId: number,
  type: string,
  keyName: string | undefined,
): Promise<{ name: string; folder: string; size: number; sha256: string }> {
  return taskFileOf(ctx, await ownTask(ctx, actor, taskId), type, keyName);
}

/** One of the files of a task the caller may read (see ownTask, and sysTask in the back office). */
export async function taskFileOf(
  ctx: Ctx,
  task: TaskRow,
  type: string,
  keyName: string | undefined,
): Promise<{ name: string; folder: string; size: number; sha256: string }> {
  const blobFor = async (blobId: number | null, name: string) => {
    if (blobId === null) throw new AppError("DBDataNotExist", name);
    const [blob] = await ctx.db.select().from(blobsTable).where(eq(blobsTable.id, blobId));
    if (!blob) throw new AppError("DBDataNotExist", name);
    return { name, folder: "", size: blob.size, sha256: blob.sha256 };
  };
  if (type === "Stdout") return blobFor(task.stdoutBlobId, `${task.key}.stdout.log`);
  if (type === "Stderr") return blobFor(task.stderrBlobId, `${task.key}.stderr.log`);
  if (type === "OutFile" || type === "DynamicOutFile") {
    const output = task.outputs.find((o) => o.name === keyName);
    if (!output) throw new AppError("DBDataNotExist", keyName ?? "");
    return {
      name: output.name.split("/").pop() ?? output.name,
      folder: "",
      size: output.size,
      sha256: output.sha256,
    };
  }
  throw invalid("Type must be Stdout, Stderr, OutFile or DynamicOutFile");
}

/**
 * save_result_file_to: a task's output becomes a private data set file of its owner (the same blob,
 * no copy), under the same locked quota rule as an upload's finish step, so racing saves cannot pass
 * the quota. The name defaults to the output's; names and folders are checked like uploads'.
 */
export async function saveResultFileTo(
  ctx: Ctx,
  actor: UserActor,
  input: { taskId: number; keyName: unknown; name: string; dirNames: readonly string[] },
): Promise<DataFileRow> {
  requireWritable(actor);
  const task = await ownTask(ctx, actor, input.taskId);
  const output = task.outputs.find((o) => o.name === input.keyName);
  if (!output) throw new AppError("DBDataNotExist", String(input.keyName ?? ""));
  const name = checkFileName(input.name || output.name.split("/").pop()!);
  const folder = checkDirNames([...input.dirNames]).join("/");
  const [blob] = await ctx.db.select().from(blobsTable).where(eq(blobsTable.id, output.blobId));
  if (!blob) throw new AppError("DBDataNotExist");
  return insertOwnedFileWithinQuota(ctx, {
    kind: "private",
    ownerId: actor.id,
    folder,
    name,
    blobId: blob.id,
    size: blob.size,
    sha256: blob.sha256,
    mime: mimeOf(name),
  });
}
