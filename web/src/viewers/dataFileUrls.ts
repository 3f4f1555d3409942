/** The REST addresses of data set files, per stage (the back office reads through /api/sys). */
import type { Stage } from "@crucible/schema";

export function dataFileBase(stage: Stage): string {
  return stage === "system"
    ? "/api/sys/workflow_job_task_data_source_file"
    : "/api/workflow_job_task_data_source_file";
}

export function dataFileReadUrl(stage: Stage, id: string): string {
  return `${dataFileBase(stage)}/read_file/${encodeURIComponent(id)}`;
}

export function dataFileDownloadUrl(stage: Stage, id: string): string {
  return `${dataFileBase(stage)}/download_file/${encodeURIComponent(id)}`;
}

export function dataFileZipUrl(stage: Stage, ids: readonly string[]): string {
  return `${dataFileBase(stage)}/zip_download/${ids.map((id) => encodeURIComponent(id)).join(",")}`;
}

/** One record's molfile (0-based Index, as the reader numbers records), as the file has it. */
export function dataFileMolfileUrl(stage: Stage, id: string, index: number): string {
  return `${dataFileBase(stage)}/sdf_molfile/${encodeURIComponent(id)}?Index=${index}`;
}
