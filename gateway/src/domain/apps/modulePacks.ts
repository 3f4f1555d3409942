/**
 * UI packs as a module's custom run form and result view (docs/apps.md, issue 13). A module names
 * packs; what users see is each pack's ACTIVE version, so activating or rolling back a version
 * changes the form and the view at once. The result view's `init` carries what a bundle may see of
 * a finished task: its outputs' names, sizes and types, and the contents of small text outputs.
 */
import { and, eq } from "drizzle-orm";
import type { TaskRow } from "../../db/jobs.js";
import type { ModuleRow } from "../../db/modules.js";
import { bundles, uiPacks, uiPackVersions } from "../../db/apps.js";
import type { Services } from "../context.js";
import { methodsOf } from "../modules/args.js";

/** The most bytes of output contents one result view's `init` carries (all text outputs together). */
export const resultViewTextBytes = 1024 * 1024;

/** Output types whose contents a result view receives (by declared format, else by extension). */
export const resultViewTextFormats: ReadonlySet<string> = new Set([
  "csv",
  "tsv",
  "txt",
  "text",
  "json",
  "log",
  "md",
  "xml",
  "yaml",
  "yml",
  "smi",
  "smiles",
  "sdf",
  "sd",
  "mol",
  "mol2",
  "pdb",
  "xyz",
  "fasta",
  "fa",
]);

/**
 * The sandboxed page of a pack's active version (`/api/sandbox/<uuid>/<entry>`), or null: no pack
 * named, or none of its versions active.
 */
export async function activePackUrl(services: Services, packId: number | null): Promise<string | null> {
  if (packId === null) return null;
  const [row] = await services.db
    .select({ uuid: bundles.uuid, entry: bundles.entry })
    .from(uiPacks)
    .innerJoin(
      uiPackVersions,
      and(eq(uiPackVersions.id, uiPacks.activeVersionId), eq(uiPackVersions.packId, uiPacks.id)),
    )
    .innerJoin(bundles, eq(bundles.id, uiPackVersions.bundleId))
    .where(eq(uiPacks.id, packId));
  return row ? `/api/sandbox/${row.uuid}/${row.entry}` : null;
}

/** One output as a result view sees it. */
export interface ResultViewOutput {
  readonly name: string;
  readonly size: number;
  /** The module's declared format of the output, else its extension (lower case), else "". */
  readonly format: string;
  /** The contents (UTF-8) of a text output within the bound; null otherwise. */
  readonly text: string | null;
}

export interface TaskResultView {
  readonly url: string;
  readonly outputs: ResultViewOutput[];
}

function extensionOf(name: string): string {
  const base = name.split("/").pop() ?? name;
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

async function readText(services: Services, sha256: string): Promise<string | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of services.blobs.read(sha256)) chunks.push(chunk as Buffer);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    // Not UTF-8: the bundle gets its name, size and type only.
    return null;
  }
}

/**
 * A finished task's custom view: null unless the task is done and its module names a result-view
 * pack with an active version. Text outputs get their contents in the module's output order while
 * the total stays within resultViewTextBytes; one that would pass it gets none (a smaller one after
 * it still can). Nothing else of the task, its job or its owner goes to the bundle.
 */
export async function taskResultView(
  services: Services,
  task: Pick<TaskRow, "state" | "method" | "outputs">,
  module: Pick<ModuleRow, "resultViewPackId" | "args" | "outputs" | "methods"> | null,
): Promise<TaskResultView | null> {
  if (task.state !== "done" || !module || module.resultViewPackId === null) return null;
  const url = await activePackUrl(services, module.resultViewPackId);
  if (url === null) return null;
  const methods = methodsOf(module);
  const declared = (methods.find((m) => m.name === task.method) ?? methods[0])?.outputs ?? [];
  const formats = new Map(declared.map((output) => [output.name, output.format.trim().toLowerCase()]));
  // The module's order (declared outputs first), then by name: stable for the bundle.
  const ordered = [...task.outputs].sort((a, b) => {
    const rank = (name: string) => {
      const index = declared.findIndex((output) => output.name === name);
      return index === -1 ? declared.length : index;
    };
    return rank(a.name) - rank(b.name) || a.name.localeCompare(b.name);
  });
  let budget = resultViewTextBytes;
  const outputs: ResultViewOutput[] = [];
  for (const output of ordered) {
    const format = formats.get(output.name) || extensionOf(output.name);
    const textual = resultViewTextFormats.has(format) || resultViewTextFormats.has(extensionOf(output.name));
    let text: string | null = null;
    if (textual && output.size <= budget) {
      text = await readText(services, output.sha256);
      if (text !== null) budget -= output.size;
    }
    outputs.push({ name: output.name, size: output.size, format, text });
  }
  return { url, outputs };
}
