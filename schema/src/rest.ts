/**
 * The REST calls the web makes (uploads, imports, usage figures: what GraphQL does not carry), with
 * the shape of each answer's `Data`. The gateway declares each call with its contract, so that its
 * presenter must answer this shape (the compiler checks it); the web's REST helper answers the same
 * type instead of `unknown`. Dates travel as ISO 8601 strings.
 */

/** A call's path with the types of its JSON body (or form) and of its answer, for both ends. */
export interface RestCall<Body, Answer> {
  readonly path: `/api/${string}`;
  /** Types only: never set. */
  readonly types?: { readonly body: Body; readonly answer: Answer };
}

export function restCall<Body, Answer>(path: `/api/${string}`): RestCall<Body, Answer> {
  return { path };
}

/** Bytes stored for a library, a side's data sets, module files or processor executables. */
export interface StorageUsage {
  readonly Used: number;
  /** The quota when one applies; null when none does. */
  readonly Quota?: number | null;
  /** How many files, where the call counts them. */
  readonly Count?: number;
}

/** A data set file as the REST calls answer it. */
/** (A type, not an interface: presenters answer it where a record of fields is expected.) */
export type DataFileAnswer = {
  readonly Id: number;
  readonly Kind: string;
  readonly OwnerId: number | null;
  readonly Folder: string;
  readonly DirNames: readonly string[];
  readonly Name: string;
  readonly Size: number;
  readonly Sha256: string;
  readonly Mime: string;
  readonly Tags: readonly string[];
  readonly Status: string;
  readonly CreatedAt: string;
  readonly UpdatedAt: string;
  readonly DeletedAt: string | null;
  readonly ReadUrl: string;
  readonly DownloadUrl: string;
};

export interface SaveResultFileBody {
  readonly JobTaskId: number;
  readonly KeyName: string;
  readonly Name: string;
  readonly DirNames: readonly string[];
}

export interface MapImportBody {
  readonly MapLibraryName: string;
  readonly Items: readonly unknown[];
  readonly Replace: boolean;
}

export interface MapImportAnswer {
  readonly Imported: number;
}

/** The REST calls of the web with fixed paths; the per-side ones are functions of their base. */
export const restCalls = {
  /** An output of a task becomes a private data set file (spec §7 save_result_file_to). */
  saveResultFileTo: restCall<SaveResultFileBody, DataFileAnswer>(
    "/api/workflow_job_tasks/save_result_file_to",
  ),
  /** A map library from its exported JSON (spec §7 cms_map_library_map import_data). */
  mapImport: restCall<MapImportBody, MapImportAnswer>("/api/sys/cms_map_library_map/import_data"),
  /** The bytes a file store holds: `base` is a library's or a resource's REST path. */
  usage: (base: `/api/${string}`) =>
    restCall<Record<string, never>, StorageUsage>(`${base}/total_usage_size`),
} as const;
