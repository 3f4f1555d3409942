/** What the previewer opens, and the rule that unknown types go to a new window. */
import type { UploadProgress } from "../components/upload/uploadProtocol";
import { previewKindOf, previewRefused } from "./fileTypes";

export interface PreviewTarget {
  readonly name: string;
  readonly size: number;
  readonly readUrl: string;
  readonly downloadUrl: string;
  /** The in-app route of the SDF reader for this file (data set files only). */
  readonly sdfRoute?: string | null;
  /** The in-app route of the chart tool for this file (CSV and TSV data set files). */
  readonly chartRoute?: string | null;
  /**
   * Saves an edited copy beside the file (its data set and folder): where present, the editable types
   * (isEditableName) can be edited in the previewer.
   */
  readonly saveCopy?: (
    file: File,
    onProgress: (progress: UploadProgress) => void,
    signal: AbortSignal,
  ) => Promise<unknown>;
  /** The in-app route of weSeq or weVec for this file (sequence and plasmid files). */
  readonly seqRoute?: string | null;
}

/** Opens a file: unknown types go to a new window, everything else to the previewer. */
export function openPreview(target: PreviewTarget, show: (target: PreviewTarget) => void): void {
  if (previewKindOf(target.name) === "external" && !previewRefused(target.size)) {
    window.open(target.readUrl, "_blank", "noopener,noreferrer");
    return;
  }
  show(target);
}
