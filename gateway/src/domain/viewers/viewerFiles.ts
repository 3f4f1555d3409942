/**
 * What the viewers read from data set files and task outputs (issue 12): sequence pages, a molecule
 * file in a format NGL reads (as stored, or converted by Open Babel), and a task's result molecules
 * (workflow_job_task_result_molecule, spec §7). Access is the caller's: data set files through their
 * resources, tasks through ownTask / findSysTask; an output a task does not have is DBDataNotExist.
 */
import type { Granted, UserActor } from "../access/guards.js";
import type { Readable } from "node:stream";
import type { DataFileRow } from "../../db/datasets.js";
import type { TaskOutput, TaskRow } from "../../db/jobs.js";
import type { Side } from "../../db/schema.js";
import { convertWithObabel, viewerConversion } from "../chem/obabel.js";
import { isMoleculeListFile, readSdfPage } from "../chem/sdfReader.js";
import type { Ctx } from "../context.js";
import { sysDataFileResource, userDataFileResource } from "../datasets/dataFiles.js";
import { AppError, invalid } from "../errors.js";
import { readSequencePage, type SequencePage, type SequencePageInput } from "../seq/seqReader.js";
import { ownTask } from "../jobs/jobs.js";
import { findSysTask } from "../jobs/sysJobs.js";

/** A data set file the side may read (another user's id answers like a missing one). */
export function findDataFile(ctx: Ctx, side: Side, id: number): Promise<DataFileRow> {
  return (side === "user" ? userDataFileResource : sysDataFileResource).find(ctx, id);
}

/** Who reads a task, as the transport's guard made them: its user, or the back office with Workflow.Job.Read. */
export type TaskReader = UserActor | Granted<"Workflow.Job.Read">;

/** A task the reader may read: the user's own, or any with Workflow.Job.Read. */
export function findTask(ctx: Ctx, reader: TaskReader, id: number): Promise<TaskRow> {
  return reader.side === "user" ? ownTask(ctx, reader, id) : findSysTask(ctx, reader, id);
}

/** The task's output of this name (DBDataNotExist when it has none). */
export function taskOutput(task: TaskRow, name: string): TaskOutput {
  const output = task.outputs.find((o) => o.name === name);
  if (!output) throw new AppError("DBDataNotExist", name);
  return output;
}

/** A page of a data set file's sequence records. */
export async function dataFileSequencePage(
  ctx: Ctx,
  side: Side,
  id: number,
  input: SequencePageInput,
): Promise<SequencePage> {
  return readSequencePage(ctx, await findDataFile(ctx, side, id), input);
}

/** A page of a task output's sequence records. */
export async function taskSequencePage(
  ctx: Ctx,
  reader: TaskReader,
  taskId: number,
  output: string,
  input: SequencePageInput,
): Promise<SequencePage> {
  return readSequencePage(ctx, taskOutput(await findTask(ctx, reader, taskId), output), input);
}

/** Bytes for the 3-D viewer: the format NGL should read them as, their size and a stream. */
export interface ViewerMolecule {
  name: string;
  format: string;
  size: number;
  /** Converted by Open Babel (false: the stored bytes). */
  converted: boolean;
  read(): Readable;
}

/**
 * The file as the 3-D viewer (NGL 2.5) reads it: formats NGL reads as stored; XYZ and the other
 * formats of viewerConversion converted to SD by Open Babel; anything else DBFileInvalid.
 */
export async function moleculeForViewer(
  ctx: Ctx,
  file: { name: string; sha256: string; size: number },
): Promise<ViewerMolecule> {
  const how = viewerConversion(file.name);
  if (!how) throw new AppError("DBFileInvalid", `${file.name}: not a molecule file the 3-D viewer can show`);
  if ("as" in how) {
    return {
      name: file.name,
      format: how.as,
      size: file.size,
      converted: false,
      read: () => ctx.blobs.read(file.sha256),
    };
  }
  const sdf = await convertWithObabel(ctx, file, how.from, "sdf");
  return {
    name: `${file.name.replace(/\.[^.]+$/, "")}.sdf`,
    format: "sdf",
    size: sdf.size,
    converted: true,
    read: () => sdf.read(),
  };
}

export interface ResultMoleculeRecord {
  Index: number;
  Name: string;
  Smiles: string | null;
  InChi: string | null;
  MolSvg: string | null;
  Error: string | null;
  /** For read_result_molecule_file: `<output>/<record number from 1>`. */
  MolFileId: string;
}

export interface ResultMoleculeFile {
  Output: string;
  Size: number;
  /** Records in the output (0 when it could not be read: see Error). */
  Total: number;
  Records: ResultMoleculeRecord[];
  /** Why the output could not be read (the other outputs are still listed). */
  Error: string | null;
}

/**
 * workflow_job_task_result_molecule: the task's molecule outputs (SDF, SD, MOL, MOL2, XYZ), each with
 * its record count and a page of its records' names, SMILES, InChI and drawings. `output` lists one.
 */
export async function listResultMolecules(
  ctx: Ctx,
  reader: TaskReader,
  taskId: number,
  input: { output?: string | null; offset?: number | null; limit?: number | null },
): Promise<ResultMoleculeFile[]> {
  const offset = input.offset ?? 0;
  const limit = input.limit ?? 20;
  if (!Number.isSafeInteger(offset) || offset < 0) throw invalid("Offset must not be negative");
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 100) throw invalid("Limit must be 1 to 100");
  const task = await findTask(ctx, reader, taskId);
  const outputs = input.output
    ? [taskOutput(task, input.output)]
    : task.outputs.filter((o) => isMoleculeListFile(o.name));
  const files: ResultMoleculeFile[] = [];
  for (const output of outputs) {
    try {
      const page = await readSdfPage(ctx, output, offset, limit);
      files.push({
        Output: output.name,
        Size: output.size,
        Total: page.Total,
        Records: page.Records.map((r) => ({
          Index: r.Index,
          Name: r.Name,
          Smiles: r.Smiles,
          InChi: r.InChi,
          MolSvg: r.MolSvg,
          Error: r.Error,
          MolFileId: `${output.name}/${r.Index + 1}`,
        })),
        Error: null,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      files.push({
        Output: output.name,
        Size: output.size,
        Total: 0,
        Records: [],
        Error: error.message || error.type,
      });
    }
  }
  return files;
}
