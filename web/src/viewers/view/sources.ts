/**
 * What weView opens and where its bytes come from: a data set file (or one SDF record of it), a task
 * output (or one record, through read_result_molecule_file), a read_file address, a molfile in memory
 * or a local file. The page `view` writes the addressable ones in its query (`?file=`, `?task=`,
 * `?url=`), so a viewer window can open in a new browser window. No NGL here: the openers import it.
 */
import { nglExtensions, type Stage } from "@crucible/schema";
import { paths } from "../../app/paths";
import { dataFileBase, dataFileMolfileUrl, dataFileReadUrl } from "../dataFileUrls";
import { extensionOf } from "../fileTypes";

export type ViewSource =
  | {
      readonly kind: "dataFile";
      readonly fileId: string;
      readonly name: string;
      readonly size?: number;
      /** One record of an SDF or MOL file (from 1, in file order): its molfile is shown. */
      readonly record?: number;
      /** That record's molfile when the opener already holds it (the SDF reader does). */
      readonly mol?: string;
    }
  | {
      readonly kind: "taskOutput";
      readonly taskId: string;
      readonly output: string;
      readonly size?: number;
      /** One record of an SDF or MOL output (from 1): read_result_molecule_file. */
      readonly record?: number;
    }
  | { readonly kind: "url"; readonly url: string; readonly name: string; readonly size?: number }
  | { readonly kind: "text"; readonly text: string; readonly name: string }
  | { readonly kind: "local"; readonly file: File };

/**
 * A whole file shown with the main source, as a second component: the receptor of a docking pose
 * (a data set file, or a task output such as dock/merge's receptor.pdb).
 */
export type CompanionSource =
  | { readonly kind: "dataFile"; readonly fileId: string; readonly name: string; readonly size?: number }
  | { readonly kind: "taskOutput"; readonly taskId: string; readonly output: string; readonly size?: number };

/**
 * What weView opens (its window's input and its page's query): a source, and optionally its
 * companion (`with`): a pose over its receptor. The page's query names the companion by `with=<data
 * set file id>&withName=<name>` or `withTask=<task id>&withOutput=<output name>`.
 */
export type ViewInput = ViewSource & { readonly with?: CompanionSource };

/**
 * Molecule types of spec §9 that NGL does not read: they are converted on the server. (g3d is not:
 * Open Babel 3.1 cannot read it either, so weView does not offer it.)
 */
const convertedExtensions = new Set(["xyz"]);

/** Files above this are not loaded in 3-D (the browser holds the whole file and its model). */
export const viewMaxBytes = 100 * 1024 * 1024;

export function isNglExtension(ext: string): boolean {
  return nglExtensions.has(ext);
}

export function isConvertedExtension(ext: string): boolean {
  return convertedExtensions.has(ext);
}

/** Whether weView opens a file of this name (read by NGL, or converted on the server). */
export function isViewableName(name: string): boolean {
  const ext = extensionOf(name);
  return nglExtensions.has(ext) || convertedExtensions.has(ext);
}

/** The name shown for a source (a record gets its number). */
export function sourceName(source: ViewSource): string {
  switch (source.kind) {
    case "dataFile":
      return source.record ? `${source.name} #${source.record}` : source.name;
    case "taskOutput":
      return source.record ? `${source.output} #${source.record}` : source.output;
    case "local":
      return source.file.name;
    default:
      return source.name;
  }
}

/** The name shown for a view: the source's, then its companion's ("poses.sdf #1 · receptor.pdb"). */
export function inputName(input: ViewInput): string {
  return input.with ? `${sourceName(input)} · ${sourceName(input.with)}` : sourceName(input);
}

/** The input without its companion (what is read as the main component). */
export function mainSource(input: ViewInput): ViewSource {
  if (!input.with) return input;
  const { with: _companion, ...source } = input;
  return source as ViewSource;
}

/** The extension NGL is told: a single record is always a molfile. */
export function sourceExtension(source: ViewSource): string {
  if ((source.kind === "dataFile" || source.kind === "taskOutput") && source.record) return "mol";
  switch (source.kind) {
    case "dataFile":
      return extensionOf(source.name);
    case "taskOutput":
      return extensionOf(source.output);
    case "local":
      return extensionOf(source.file.name);
    default:
      return extensionOf(source.name);
  }
}

function taskBase(stage: Stage): string {
  return stage === "system" ? "/api/sys/workflow_job_tasks" : "/api/workflow_job_tasks";
}

/**
 * The address the bytes of a source are read from, for the stage's API side; null for sources
 * read otherwise (text, a local file, a data set record read through the SDF record API).
 */
export function sourceReadUrl(source: ViewSource, stage: Stage): string | null {
  switch (source.kind) {
    case "dataFile":
      return source.record
        ? dataFileMolfileUrl(stage, source.fileId, source.record - 1)
        : dataFileReadUrl(stage, source.fileId);
    case "taskOutput": {
      const id = encodeURIComponent(source.taskId);
      if (source.record) {
        const molFileId = encodeURIComponent(`${source.output}/${source.record}`);
        return `${taskBase(stage)}/read_result_molecule_file/${id}?MolFileId=${molFileId}`;
      }
      return `${taskBase(stage)}/read_file/${id}?Type=OutFile&KeyName=${encodeURIComponent(source.output)}`;
    }
    case "url":
      return source.url;
    default:
      return null;
  }
}

/**
 * Where a molecule type NGL cannot read (xyz) is read converted on the server (view_molecule_file:
 * Open Babel writes SDF, each frame a record), and the format it is converted to; null for sources
 * the server does not hold (a local file, a text).
 */
export function convertedUrl(source: ViewSource, stage: Stage): { url: string; ext: string } | null {
  switch (source.kind) {
    case "dataFile":
      return {
        url: `${dataFileBase(stage)}/view_molecule_file/${encodeURIComponent(source.fileId)}`,
        ext: "sdf",
      };
    case "taskOutput":
      return {
        url: `${taskBase(stage)}/view_molecule_file/${encodeURIComponent(source.taskId)}?Output=${encodeURIComponent(source.output)}`,
        ext: "sdf",
      };
    default:
      return null;
  }
}

/** read_file addresses of the API: the only `?url=` the viewer page follows (they only read). */
const readFilePattern = /^\/api\/(?:sys\/)?[a-z_]+\/read_file\/[^/?#]+(?:\?[^#]*)?$/;

/** A read_file address as a source: a data set file when it is one (addressed by its id). */
export function sourceOfReadUrl(url: string, name: string, size?: number): ViewSource {
  for (const stage of ["frontend", "system"] as const) {
    const prefix = `${dataFileBase(stage)}/read_file/`;
    const id = url.startsWith(prefix) ? decodeURIComponent(url.slice(prefix.length)) : "";
    if (/^\d+$/.test(id))
      return { kind: "dataFile", fileId: id, name, ...(size === undefined ? {} : { size }) };
  }
  return { kind: "url", url, name, ...(size === undefined ? {} : { size }) };
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,8}$/.test(value)) return undefined;
  return Number(value);
}

/** The source the viewer page's query names, or null (then the page offers to open a local file). */
export function sourceFromQuery(query: URLSearchParams): ViewSource | null {
  const record = positiveInt(query.get("record"));
  const withRecord = record === undefined ? {} : { record };
  const file = query.get("file");
  if (file && /^\d+$/.test(file)) {
    return { kind: "dataFile", fileId: file, name: query.get("name") ?? file, ...withRecord };
  }
  const task = query.get("task");
  const output = query.get("output");
  if (task && /^\d+$/.test(task) && output)
    return { kind: "taskOutput", taskId: task, output, ...withRecord };
  const url = query.get("url");
  if (url && readFilePattern.test(url)) {
    return { kind: "url", url, name: query.get("name") ?? url.split("/").pop() ?? url };
  }
  return null;
}

/** The companion the viewer page's query names (`with=` or `withTask=` and `withOutput=`), or null. */
export function companionFromQuery(query: URLSearchParams): CompanionSource | null {
  const file = query.get("with");
  if (file && /^\d+$/.test(file))
    return { kind: "dataFile", fileId: file, name: query.get("withName") ?? file };
  const task = query.get("withTask");
  const output = query.get("withOutput");
  if (task && /^\d+$/.test(task) && output) return { kind: "taskOutput", taskId: task, output };
  return null;
}

/** What the viewer page's query names: its source and the source's companion, or null. */
export function inputFromQuery(query: URLSearchParams): ViewInput | null {
  const source = sourceFromQuery(query);
  if (!source) return null;
  const companion = companionFromQuery(query);
  return companion ? { ...source, with: companion } : source;
}

/** The query that names a source on the viewer page; null for text and local files. */
export function queryOfSource(source: ViewSource): URLSearchParams | null {
  const query = new URLSearchParams();
  switch (source.kind) {
    case "dataFile":
      query.set("file", source.fileId);
      query.set("name", source.name);
      if (source.record) query.set("record", String(source.record));
      return query;
    case "taskOutput":
      query.set("task", source.taskId);
      query.set("output", source.output);
      if (source.record) query.set("record", String(source.record));
      return query;
    case "url":
      if (!readFilePattern.test(source.url)) return null;
      query.set("url", source.url);
      query.set("name", source.name);
      return query;
    default:
      return null;
  }
}

/** The query that names a view on the viewer page: its source's, then its companion's. */
export function queryOfInput(input: ViewInput): URLSearchParams | null {
  const query = queryOfSource(input);
  if (!query || !input.with) return query;
  if (input.with.kind === "dataFile") {
    query.set("with", input.with.fileId);
    query.set("withName", input.with.name);
  } else {
    query.set("withTask", input.with.taskId);
    query.set("withOutput", input.with.output);
  }
  return query;
}

/** The in-app route of the viewer page showing a view (hash route with its query), or null. */
export function viewPageRoute(input: ViewInput, stage: Stage): string | null {
  const query = queryOfInput(input);
  return query ? `${paths.child(stage, "view")}?${query.toString()}` : null;
}
