/**
 * A processor's executable (spec §7 workflow_job_task_processor_exe upload_file and upload_meta): on
 * the user side a processor of the caller's own, in the back office a system processor
 * (Workflow.Job.Task.Processor.Update); a processor of the other kind answers like a missing one.
 */
import type { ProcessorRow, Side } from "../../db/schema.js";
import type { Actor, Ctx } from "../context.js";
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

interface ExeSide {
  readonly check: (ctx: Ctx, id: number) => Promise<ProcessorRow>;
  readonly setExe: (ctx: Ctx, id: number, exe: { name: string; blobId: number }) => Promise<ProcessorRow>;
}

const sides: Record<Side, ExeSide> = {
  user: { check: ownProcessor, setExe: setProcessorExe },
  sys: { check: systemProcessorForUpdate, setExe: setSysProcessorExe },
};

/**
 * upload_file: the processor is checked before `readFile` reads the upload (another user's id costs
 * no transfer), then the file is stored and becomes the processor's executable.
 */
export async function uploadProcessorExe(
  ctx: Ctx,
  side: Side,
  id: number,
  readFile: () => Promise<{ name: string; bytes: Buffer }>,
): Promise<ProcessorWithExe> {
  const { check, setExe } = sides[side];
  await check(ctx, id);
  const file = await readFile();
  const name = checkFileName(file.name);
  const blob = await storeBlob(ctx, file.bytes, "application/octet-stream");
  return { processor: await setExe(ctx, id, { name, blobId: blob.id }), exeSize: blob.size };
}

/**
 * upload_meta: attaches stored bytes by their hash when the caller may reuse them (bytes they can
 * already read); null when the file must be sent.
 */
export async function attachProcessorExeByHash(
  ctx: Ctx,
  side: Side,
  actor: Actor,
  id: number,
  input: { name: string; sha256: string },
): Promise<ProcessorWithExe | null> {
  const { check, setExe } = sides[side];
  await check(ctx, id);
  // Blobs are keyed by the upper-case hex SHA-256 (spec §9); either case is accepted.
  const sha256 = input.sha256.toUpperCase();
  if (!/^[0-9A-F]{64}$/.test(sha256)) throw invalid("Sha256");
  const name = checkFileName(input.name);
  const blob = await reusableExeBlob(ctx, actor, sha256);
  if (!blob) return null;
  return { processor: await setExe(ctx, id, { name, blobId: blob.id }), exeSize: blob.size };
}
