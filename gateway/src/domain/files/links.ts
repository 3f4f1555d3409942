/**
 * Spec §7: "In text library texts, module markdown and template markdown, the response reader rewrites
 * in-text links from system read_file paths to the index or user read_file paths." Administrators
 * write links with the back office's paths (/api/sys/...), which a reader outside the back office
 * cannot follow; what texts, module docs and template docs serve to readers goes through here. The
 * back office's own reads keep the stored text.
 */
import type { ModuleRow } from "../../db/modules.js";
import type { TemplateRow } from "../../db/templates.js";

const rewrites: readonly { readonly from: RegExp; readonly to: string }[] = [
  // CMS file and map-file libraries: the public /index path (enabled files, no sign-in needed).
  {
    from: /\/api\/sys\/cms_(file|map)_library_file\/(read_file|download_file)\//g,
    to: "/api/index/cms_$1_library_file/$2/",
  },
  // Data set files: the user path (public and module-demo files are readable by every user).
  {
    from: /\/api\/sys\/workflow_job_task_data_source_file\/(read_file|download_file)\//g,
    to: "/api/workflow_job_task_data_source_file/$1/",
  },
];

/** Turns links to system read_file and download_file paths into the reader's paths. */
export function rewriteReaderLinks(text: string): string {
  return rewrites.reduce((out, { from, to }) => out.replace(from, to), text);
}

/** A module as a normal user reads it: docs with reader links. */
export function moduleForReader(row: ModuleRow): ModuleRow {
  return { ...row, docs: rewriteReaderLinks(row.docs), docsZh: rewriteReaderLinks(row.docsZh) };
}

/** A workflow template as a normal user reads it: docs with reader links. */
export function templateForReader(row: TemplateRow): TemplateRow {
  return { ...row, docs: rewriteReaderLinks(row.docs) };
}
