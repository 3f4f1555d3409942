/**
 * Where the SDF reader's records come from (a data set file or a task's output), and the addresses a
 * record or the whole file opens at: its molfile, and the source of the 3-D view.
 */
import type { Stage } from "@crucible/schema";
import type { SdfRecordFieldsFragment } from "../graphql";
import { dataFileMolfileUrl } from "./dataFileUrls";
import { sourceReadUrl, type ViewSource } from "./view/sources";

/** Where the reader's records come from; both answer the same SdfPage, computed by RDKit on the gateway. */
export type SdfSource =
  | { readonly kind: "dataFile"; readonly fileId: string; readonly name: string }
  | { readonly kind: "taskOutput"; readonly taskId: string; readonly output: string; readonly name: string };

/** One record's molfile as the file has it: sdf_molfile, or read_result_molecule_file for a task output. */
export function molfileUrlOf(from: SdfSource, stage: Stage, index: number): string {
  if (from.kind === "dataFile") return dataFileMolfileUrl(stage, from.fileId, index);
  const view = { kind: "taskOutput", taskId: from.taskId, output: from.output, record: index + 1 } as const;
  return sourceReadUrl(view, stage) ?? "";
}

/** The file in 3-D, or one record of it (its molfile: read_result_molecule_file for a task output). */
export function viewSourceOf(from: SdfSource, record?: SdfRecordFieldsFragment): ViewSource | null {
  if (record?.error) return null;
  const one = record ? { record: record.index + 1 } : {};
  if (from.kind === "taskOutput") {
    if (from.taskId === "" || from.output === "") return null;
    return { kind: "taskOutput", taskId: from.taskId, output: from.output, ...one };
  }
  if (from.fileId === "") return null;
  return {
    kind: "dataFile",
    fileId: from.fileId,
    name: from.name,
    ...one,
    ...(record && record.mol !== "" ? { mol: record.mol } : {}),
  };
}
