/**
 * A processor's executable (spec §7 workflow_job_task_processor_exe upload_file and upload_meta): on
 * the user side a processor of the caller's own, in the back office a system processor
 * (Workflow.Job.Task.Processor.Update); a processor of the other kind answers like a missing one.
 */
import type { ProcessorRow } from "../../db/modules.js";
import type { Granted, UserActor } from "../access/guards.js";
import type { Ctx } from "../context.js";
import { invalid } from "../errors.js";
import { storeBlob } from "../files/blobs.js";
import { checkFileName } from "../files/uploads.js";
import { ownProcessor, reusableExeBlob, setProcessorExe } from "./processors.js";
import { setSysProcessorExe, systemProcessorForUpdate } from "./sysProcessors.js";

/** A processor with the size of its executable. */
export interface ProcessorWithExe {
  readonly processor: ProcessorRow;
  readonly exeSize: number;
}

/** Who may change an executable: a normal user (their own processors) or a system user holding the permission. */
export type ExeWriter = UserActor | Granted<"Workflow.Job.Task.Processor.Update">;

function check(ctx: Ctx, actor: ExeWriter, id: number): Promise<ProcessorRow> {
  return actor.side === "user" ? ownProcessor(ctx, actor, id) : systemProcessorForUpdate(ctx, id);
}

function setExe(
  ctx: Ctx,
  actor: ExeWriter,
  id: number,
  exe: { name: string; blobId: number },
): Promise<ProcessorRow> {
  return actor.side === "user" ? setProcessorExe(ctx, actor, id, exe) : setSysProcessorExe(ctx, id, exe);
}

/**
 * upload_file: the processor is checked before `readFile` reads the upload (another user's id costs
 * no transfer), then the file is stored and becomes the processor's executable.
 */
export async function uploadProcessorExe(
  ctx: Ctx,
  actor: ExeWriter,
  id: number,
  readFile: () => Promise<{ name: string; bytes: Buffer }>,
): Promise<ProcessorWithExe> {
  await check(ctx, actor, id);
  const file = await readFile();
  const name = checkFileName(file.name);
  const blob = await storeBlob(ctx, file.bytes, "application/octet-stream");
  return { processor: await setExe(ctx, actor, id, { name, blobId: blob.id }), exeSize: blob.size };
}

/**
 * upload_meta: attaches stored bytes by their hash when the caller may reuse them (bytes they can
 * already read); null when the file must be sent.
 */
export async function attachProcessorExeByHash(
  ctx: Ctx,
  actor: ExeWriter,
  id: number,
  input: { name: string; sha256: string },
): Promise<ProcessorWithExe | null> {
  await check(ctx, actor, id);
  // Blobs are keyed by the upper-case hex SHA-256 (spec §9); either case is accepted.
  const sha256 = input.sha256.toUpperCase();
  if (!/^[0-9A-F]{64}$/.test(sha256)) throw invalid("Sha256");
  const name = checkFileName(input.name);
  const blob = await reusableExeBlob(ctx, actor, sha256);
  if (!blob) return null;
  return { processor: await setExe(ctx, actor, id, { name, blobId: blob.id }), exeSize: blob.size };
}
