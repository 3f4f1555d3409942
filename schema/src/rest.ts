/**
 * The REST calls the web makes (uploads, imports, usage figures: what GraphQL does not carry), with
 * the shape of each answer's `Data`. The gateway declares each call with its contract, so that its
 * presenter must answer this shape (the compiler checks it); the web's REST helper answers the same
 * type instead of `unknown`. Dates travel as ISO 8601 strings.
 */
import type { ModuleArg, ModuleMethod, ModuleOutput } from "./args.js";
import type { DesktopBuildAnswer, DesktopBuildMetaExtra } from "./desktop.js";

/** A call's path with the types of its JSON body (or form) and of its answer, for both ends. */
export interface RestCall<Body, Answer> {
  readonly path: `/api/${string}`;
  /** Types only: never set. */
  readonly types?: { readonly body: Body; readonly answer: Answer };
}

export function restCall<Body, Answer>(path: `/api/${string}`): RestCall<Body, Answer> {
  return { path };
}

/** A call naming one row in its path: `path` is the route with `:id`, as the gateway declares it. */
export interface IdRestCall<Body, Answer> extends RestCall<Body, Answer> {
  readonly path: `/api/${string}/:id`;
}

export function idRestCall<Body, Answer>(path: `/api/${string}/:id`): IdRestCall<Body, Answer> {
  return { path };
}

/** The call of an IdRestCall for one row: its path with the id in place of `:id`. */
export function forId<Body, Answer>(call: IdRestCall<Body, Answer>, id: number): RestCall<Body, Answer> {
  return restCall(`/api/${call.path.slice("/api/".length, -":id".length)}${id}`);
}

/** A call that reads no body (the caller sends `{}`). */
export type NoBody = Record<string, never>;

/** The answer type of a call of the contract. */
export type RestAnswer<C> = C extends RestCall<infer _Body, infer Answer> ? Answer : never;

/** A multipart upload: the file goes in the form field `field`, the other fields are `Fields`. */
export interface UploadCall<Fields, Answer> extends RestCall<Fields, Answer> {
  readonly field: "file" | "File" | "PicFile";
}

export function uploadCall<Fields, Answer>(
  path: `/api/${string}`,
  field: UploadCall<Fields, Answer>["field"],
): UploadCall<Fields, Answer> {
  return { path, field };
}

/** No form fields besides the file. */
export type NoFields = Record<never, never>;

// ---- the chunked upload protocol (spec §4, §7, §9) ----

/** upload_meta's body: the file's name, size and SHA-256 (upper-case hex), and its folder. */
export interface UploadMetaBody {
  readonly Name: string;
  readonly Size: number;
  readonly Sha256: string;
  readonly DirNames?: readonly string[];
}

/** A finished upload: a known file at the meta step, or the last chunk. */
export interface UploadDone<File> {
  readonly Done: true;
  readonly File: File;
}

/** A chunk stored: how many bytes the server holds. */
export interface UploadReceived {
  readonly Done: false;
  readonly Received: number;
}

/** The Meta of upload_meta's DBNotExist: send the bytes from Received on, in chunks of ChunkSize. */
export interface UploadResume {
  readonly UploadId: number;
  readonly Received: number;
  readonly ChunkSize: number;
}

/** A chunk's query; the chunk itself is the raw body (application/octet-stream). */
export interface ChunkQuery {
  readonly UploadId: number;
  readonly Index: number;
}

/** The two calls of one kind of chunked upload, with the meta's own fields and the file it makes. */
export interface ChunkedUpload<Extra, File> {
  readonly meta: RestCall<UploadMetaBody & Extra, UploadDone<File>>;
  readonly chunk: RestCall<ChunkQuery, UploadDone<File> | UploadReceived>;
}

export function chunkedUpload<Extra, File>(base: `/api/${string}`): ChunkedUpload<Extra, File> {
  return { meta: restCall(`${base}/upload_meta`), chunk: restCall(`${base}/upload_file`) };
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
  /** The project sharing the file with its members (issue 28 item 2); null: not shared. */
  readonly ProjectId: number | null;
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

/** The REST path of a side's data set files (the resource and its calls). */
export function dataFileBase(side: "user" | "sys"): `/api/${string}` {
  return side === "user"
    ? "/api/workflow_job_task_data_source_file"
    : "/api/sys/workflow_job_task_data_source_file";
}

/** How an SDF page's filter compares a record's field with its value (blank and notBlank take none). */
export const sdfFilterOps = ["eq", "ne", "contains", "gt", "ge", "lt", "le", "blank", "notBlank"] as const;
export type SdfFilterOp = (typeof sdfFilterOps)[number];

/**
 * sdf_records' body: the page (Offset from 0, Limit 1 to 100; 0 and 20 when left out), and optionally
 * a sort and filters on the records' fields over the whole file (`name`: the record's title line).
 */
export interface SdfRecordsBody {
  readonly Offset?: number;
  readonly Limit?: number;
  readonly Sort?: { readonly Field: string; readonly Desc?: boolean | null } | null;
  readonly Filters?:
    readonly { readonly Field: string; readonly Op: SdfFilterOp; readonly Value?: string | null }[] | null;
}

/** One record of an SDF, MOL, MOL2 or XYZ file, with RDKit's reading of its molecule. */
export type SdfRecordAnswer = {
  /** The record's number in the file, from 0. */
  readonly Index: number;
  readonly Name: string;
  readonly Attrs: Readonly<Record<string, string>>;
  /** The fields' names in the order the record lists them. */
  readonly AttrOrder: readonly string[];
  /** The molfile text; empty past the page's bound (sdf_molfile reads it alone). */
  readonly Mol: string;
  readonly MolSvg: string | null;
  readonly Smiles: string | null;
  readonly InChi: string | null;
  /** Why the molecule was not read or drawn; null when it was. */
  readonly Error: string | null;
  readonly StartLine: number;
  readonly EndLine: number;
};

/** A page of records: Total counts the records (those the filters keep, with filters). */
export type SdfPageAnswer = { readonly Total: number; readonly Records: readonly SdfRecordAnswer[] };

/** A condition of a resource query (spec §7 Where); Symbol: =, !=, >, <, >=, <=, LIKE, BLANK, NOTBLANK. */
export interface QueryWhereValue {
  readonly Name: string;
  readonly Value?: string | number | boolean | null;
  readonly Symbol?: string;
  readonly Logic?: "AND" | "OR";
}

/** The body of a resource's query_page, without Select: the contract answers whole rows. */
export interface QueryPageBody {
  readonly Where?: {
    readonly Lvg?: readonly { readonly Logic?: "AND" | "OR"; readonly Values: readonly QueryWhereValue[] }[];
  } | null;
  readonly OrderBy?: readonly { readonly Name: string; readonly IsAsc?: boolean }[];
  readonly Limit?: number;
  readonly Offset?: number;
  /** The recycle bin: removed rows instead of live ones. */
  readonly Deleted?: boolean;
}

/** A resource's query_page: a page of its presented rows and how many match in all. */
export type QueryPage<Row> = { readonly List: readonly Row[]; readonly Total: number };

/** A file of a CMS library (files or map files) as the REST calls answer it. */
export type CmsFileAnswer = {
  readonly Id: number;
  readonly UUID: string;
  readonly LibraryId: number;
  readonly DirNames: readonly string[];
  readonly Name: string;
  readonly Size: number;
  readonly Sha256: string;
  readonly Mime: string;
  readonly Status: string;
  readonly CreatedAt: string;
  readonly ReadUrl: string;
  readonly DownloadUrl: string;
};

/** A module's file (spec §7 workflow_job_task_module_file). */
export type ModuleFileAnswer = {
  readonly Id: number;
  readonly ModuleId: number;
  readonly Name: string;
  readonly Size: number;
  readonly Sha256: string;
  readonly CreatedAt: string;
};

/** An avatar or cover template with its blob. */
export type ImageTemplateAnswer = {
  readonly Id: number;
  readonly Use: boolean;
  readonly BlobSize: number;
  readonly BlobSha256: string;
  readonly BlobId: number;
  readonly SortOrder: number;
  readonly Url: string;
};

/** An uploaded avatar answers its address. */
export type AvatarAnswer = string | null;

/** A module of the catalogue (the back office's REST calls). */
export type ModuleAnswer = {
  readonly Id: number;
  readonly Key: string;
  readonly Name: string;
  readonly NameZh: string;
  readonly Summary: string;
  readonly SummaryZh: string;
  readonly Docs: string;
  readonly DocsZh: string;
  readonly Runner: string;
  readonly ImageId: number | null;
  readonly Executor: string | null;
  /** Worker labels it needs (typed pools). */
  readonly Labels: readonly string[];
  /** The Slurm partition of its Slurm tasks; null: the worker's default. */
  readonly Partition: string | null;
  readonly Command: readonly string[];
  readonly Args: readonly ModuleArg[];
  readonly Outputs: readonly ModuleOutput[];
  /** Always at least one: the implicit "default" method of a module without methods. */
  readonly Methods: readonly ModuleMethod[];
  readonly TimeoutSeconds: number;
  readonly SuccessExitCode: number;
  readonly TokenPrice: number;
  readonly Discount: number;
  readonly Visibility: string;
  readonly Status: string;
  readonly SortOrder: number;
  readonly Tags: readonly string[];
  readonly GroupId: number | null;
  readonly CoverUrl: string | null;
  /** The UI pack shown as the module's run form (its active version; docs/apps.md), or null. */
  readonly RunFormPackId: number | null;
  /** The UI pack shown as a finished task's custom view (its active version), or null. */
  readonly ResultViewPackId: number | null;
  readonly CreatedAt: string;
  readonly DeletedAt: string | null;
};

/** The template a Workflow Run RO-Crate was imported as (docs/provenance.md). */
export type CrateImportAnswer = { readonly Id: number; readonly Name: string; readonly UpdatedAt: string };

/** A processor with the size of its executable (the executable's upload answers it). */
export type ProcessorAnswer = {
  readonly Id: number;
  readonly Name: string;
  readonly ExeName: string | null;
  readonly ExeSize: number | null;
  readonly Args: readonly ModuleArg[];
  readonly Outputs: readonly ModuleOutput[];
  readonly TimeoutSeconds: number;
  readonly Status: string;
};

/** A container image of the catalogue, with the state of its last import or build. */
/** A Debian package of a shipped image's recipe, at the version it is pinned to (null: not pinned). */
export interface ImagePackage {
  readonly name: string;
  readonly version: string | null;
}

export type ContainerImageAnswer = {
  readonly Id: number;
  readonly UID: string;
  readonly Name: string;
  readonly CpuCount: number;
  readonly MemoryMb: number | null;
  readonly VirtualMemoryMb: number | null;
  readonly Network: string;
  readonly Executor: string | null;
  readonly BuildState: string;
  readonly BuildSource: string | null;
  readonly BuildLog: string;
  readonly BuiltAt: string | null;
  /** Saved when the back office built it, so that workers of other machines load it. */
  readonly Archived: boolean;
  /** Where the registry holds it, by digest (CRUCIBLE_REGISTRY); null without a registry. */
  readonly RegistryRef: string | null;
  /** Worker labels its modules need (typed pools). */
  readonly Labels: readonly string[];
  /** The packages of a shipped image's recipe with their pinned versions; empty for other images. */
  readonly Packages: readonly ImagePackage[];
  readonly Status: string;
  readonly CreatedAt: string;
  readonly DeletedAt: string | null;
};

/** An invoice as the back office sees it (issuing answers it). */
export type InvoiceAnswer = {
  readonly Id: number;
  readonly UserId: number;
  readonly OrderIds: readonly number[];
  readonly Amount: number;
  readonly Title: string;
  readonly TaxNo: string;
  readonly Email: string;
  readonly Status: "applied" | "issued";
  readonly PdfName: string | null;
  readonly IssuedBy: number | null;
  readonly IssuedAt: string | null;
  readonly CreatedAt: string;
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

/** The back office's paths of the avatar and cover template libraries. */
export const imageTemplatePaths = {
  user_avatar: "/api/sys/user_avatar_template",
  module_cover: "/api/sys/workflow_job_task_module_cover",
  workflow_template_cover: "/api/sys/workflow_job_template_cover",
} as const;

/** The REST calls of the web with fixed paths; the per-side ones are functions of their base. */
export const restCalls = {
  /** An output of a task becomes a private data set file (spec §7 save_result_file_to). */
  saveResultFileTo: restCall<SaveResultFileBody, DataFileAnswer>(
    "/api/workflow_job_tasks/save_result_file_to",
  ),
  /** A map library from its exported JSON (spec §7 cms_map_library_map import_data). */
  mapImport: restCall<MapImportBody, MapImportAnswer>("/api/sys/cms_map_library_map/import_data"),
  /** The bytes a file store holds: `base` is a library's or a resource's REST path. */
  usage: (base: `/api/${string}`) => restCall<NoBody, StorageUsage>(`${base}/total_usage_size`),
  /** Data set files of a user (their own kinds) or of the back office (the shared kinds). */
  dataFileUpload: (side: "user" | "sys") =>
    // ProjectId (user side): into a project the caller edits, from the file's first moment.
    chunkedUpload<{ readonly Kind?: string; readonly ProjectId?: number }, DataFileAnswer>(
      dataFileBase(side),
    ),
  /** A page of a side's data set files (the resource verb; its rows are presentDataFile's). */
  dataFileQueryPage: (side: "user" | "sys") =>
    restCall<QueryPageBody, QueryPage<DataFileAnswer>>(`${dataFileBase(side)}/query_page`),
  /** A page of an SDF, MOL, MOL2 or XYZ data set file's records (spec §7 sdf_records). */
  sdfRecords: (side: "user" | "sys") =>
    idRestCall<SdfRecordsBody, SdfPageAnswer>(`${dataFileBase(side)}/sdf_records/:id`),
  /** Files of a CMS library: the file library or the map library's files. */
  cmsFileUpload: (library: "file" | "map") =>
    chunkedUpload<{ readonly LibraryId?: number }, CmsFileAnswer>(`/api/sys/cms_${library}_library_file`),
  /** A module's files (flat: no folders). */
  moduleFileUpload: chunkedUpload<{ readonly ModuleId: number }, ModuleFileAnswer>(
    "/api/sys/workflow_job_task_module_file",
  ),
  /** A desktop client build (spec §1 desktop download), published when its upload finishes. */
  desktopBuildUpload: chunkedUpload<DesktopBuildMetaExtra, DesktopBuildAnswer>("/api/sys/desktop_build"),
  /** The caller's avatar (UserId, a form field, may name the caller's own id). */
  avatarUpload: (side: "user" | "sys") =>
    uploadCall<{ readonly UserId?: string }, AvatarAnswer>(
      side === "user" ? "/api/user/upload_avatar" : "/api/sys/user/upload_avatar",
      "PicFile",
    ),
  /** A new template of an image library. */
  imageTemplateUpload: (kind: keyof typeof imageTemplatePaths) =>
    uploadCall<NoFields, ImageTemplateAnswer>(`${imageTemplatePaths[kind]}/upload`, "File"),
  /** A module's own cover image. */
  moduleCoverUpload: (moduleId: string) =>
    uploadCall<NoFields, ModuleAnswer>(
      `/api/sys/workflow_job_task_module/upload_cover?ModuleId=${encodeURIComponent(moduleId)}`,
      "File",
    ),
  /** A processor's executable: the caller's own processor, or a system one from the back office. */
  processorExeUpload: (side: "user" | "sys", processorId: string) =>
    uploadCall<NoFields, ProcessorAnswer>(
      `${side === "user" ? "/api" : "/api/sys"}/workflow_job_task_processor_exe/upload_file?ProcessorId=${encodeURIComponent(processorId)}`,
      "file",
    ),
  /** An invoice's PDF, which issues it. */
  invoiceIssue: (invoiceId: string) =>
    uploadCall<NoFields, InvoiceAnswer>(
      `/api/sys/user_invoice/issue?Id=${encodeURIComponent(invoiceId)}`,
      "File",
    ),
  /** A Workflow Run RO-Crate exported by Crucible, imported as a new template of the caller's. */
  templateCrateImport: uploadCall<NoFields, CrateImportAnswer>(
    "/api/workflow_job_template/import_ro_crate",
    "File",
  ),
  /** A root file system tarball imported as a container image. */
  containerImageImport: (imageId: string) =>
    uploadCall<NoFields, ContainerImageAnswer>(
      `/api/sys/workflow_job_task_container_image/import/${encodeURIComponent(imageId)}`,
      "file",
    ),
} as const;
