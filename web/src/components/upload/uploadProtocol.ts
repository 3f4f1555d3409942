/**
 * The upload protocol of spec §4, §7, §9, shared by every kind of file: check the name, hash the file
 * (SHA-256 upper case, in a worker), then the client core's driver (@crucible/client: the meta step; a
 * known file is done at once, `DBNotExist` answers where to resume (`Received`) and the file goes in
 * 1 MiB chunks, four in flight), with no timeout. Network failures are retried here and resume from
 * what the server holds, after a page reload too.
 */
import { askUploadMeta, sendChunks, type MetaStep } from "@crucible/client";
import { normalizeFileName, type ChunkedUpload, type UploadResume } from "@crucible/schema";
import { isAbortError, reportApiError, reportNetworkError } from "../../graphql/errors";
import { callChunk, callRestEnvelope, RestError, webErrors } from "../../graphql/rest";
import { hashFile } from "./hashFile";

/** One kind of upload: its two calls of the REST contract and its own meta fields (Kind, ModuleId). */
export interface UploadEndpoint<Extra, Created> {
  readonly calls: ChunkedUpload<Extra, Created>;
  readonly extra: Extra;
}

export type UploadPhase = "queued" | "hashing" | "checking" | "uploading" | "done" | "error" | "cancelled";

export interface UploadProgress {
  readonly phase: UploadPhase;
  /** Bytes hashed so far. */
  readonly hashed: number;
  /** Bytes the server holds. */
  readonly received: number;
}

/** A refusal found before anything is sent (a file name the server would refuse). */
/** Percent of one file's upload for a single progress bar: hashing is the first fifth, sending the rest. */
export function uploadPercent(progress: UploadProgress | null, size: number): number {
  if (!progress || size === 0) return 0;
  if (progress.phase === "done") return 100;
  const hashed = Math.min(1, progress.hashed / size);
  const received = Math.min(1, progress.received / size);
  return Math.round(20 * hashed + 80 * received);
}

export class UploadRefused extends Error {
  constructor(
    readonly type: "DBFileNameError" | "DBFileInvalid" | "UserResourceStorageSizeOver" | "DBFileTooLarge",
    readonly value: string,
  ) {
    super(type);
    this.name = "UploadRefused";
  }
}

/** The names the server would refuse, checked on the client first (spec §5). */
export function checkUploadNames(name: string, dirNames: readonly string[]): string {
  const normalized = normalizeFileName(name);
  if (normalized === null) throw new UploadRefused("DBFileNameError", name);
  for (const part of dirNames) {
    if (normalizeFileName(part) === null) throw new UploadRefused("DBFileNameError", part);
  }
  return normalized;
}

const hashCachePrefix = "crucible.upload.sha256.";
const pendingKey = "crucible.upload.pending";

function fileKey(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: resuming re-hashes the file.
  }
}

export interface PendingUpload {
  readonly name: string;
  readonly size: number;
  readonly folder: string;
  readonly received: number;
  readonly metaPath: string;
}

/** Uploads started and not finished (kept across page reloads, to offer resuming). */
export function pendingUploads(metaPath: string): PendingUpload[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(pendingKey) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return (parsed as PendingUpload[]).filter((item) => item.metaPath === metaPath);
  } catch {
    return [];
  }
}

function setPending(entry: PendingUpload, keep: boolean): void {
  let all: PendingUpload[] = [];
  try {
    const parsed: unknown = JSON.parse(readStorage(pendingKey) ?? "[]");
    if (Array.isArray(parsed)) all = parsed as PendingUpload[];
  } catch {
    all = [];
  }
  const same = (item: PendingUpload) =>
    item.name === entry.name &&
    item.size === entry.size &&
    item.folder === entry.folder &&
    item.metaPath === entry.metaPath;
  const next = all.filter((item) => !same(item));
  if (keep) next.push(entry);
  writeStorage(pendingKey, JSON.stringify(next.slice(-50)));
}

export function forgetPending(entry: PendingUpload): void {
  setPending(entry, false);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        window.clearTimeout(timer);
        reject(new DOMException("cancelled", "AbortError"));
      },
      { once: true },
    );
  });

const maxRetries = 8;

/** Chunks of one file in flight at once (the server lets up to five wait for the ones before them). */
const chunksInFlight = 4;

/** Uploads one file into `dirNames`; resolves with the created file (the finished upload's File). */
export async function uploadFile<Extra, Created>(
  file: File,
  dirNames: readonly string[],
  endpoint: UploadEndpoint<Extra, Created>,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<Created> {
  const name = checkUploadNames(file.name, dirNames);
  const key = hashCachePrefix + fileKey(file);
  let sha256 = readStorage(key);
  if (!sha256 || !/^[0-9A-F]{64}$/.test(sha256)) {
    onProgress({ phase: "hashing", hashed: 0, received: 0 });
    sha256 = await hashFile(file, (hashed) => onProgress({ phase: "hashing", hashed, received: 0 }), signal);
    writeStorage(key, sha256);
  }
  const pending: PendingUpload = {
    name,
    size: file.size,
    folder: dirNames.join("/"),
    received: 0,
    metaPath: endpoint.calls.meta.path,
  };
  const meta = { ...endpoint.extra, Name: name, Size: file.size, Sha256: sha256, DirNames: [...dirNames] };

  /** The meta step: the known file, or where to resume; DBFileInvalid is a refusal, other Types a toast. */
  const askMeta = async (): Promise<MetaStep<Created>> => {
    onProgress({ phase: "checking", hashed: file.size, received: 0 });
    try {
      return await askUploadMeta({
        meta: () => callRestEnvelope(endpoint.calls.meta, meta, { signal }),
        errors: webErrors,
      });
    } catch (error) {
      if (error instanceof RestError && error.type === "DBFileInvalid") {
        throw new UploadRefused("DBFileInvalid", file.name);
      }
      // DBNotExist without a resume point is thrown unreported, as the meta call expected that Type.
      if (error instanceof RestError && error.type !== "DBNotExist") reportApiError(error);
      throw error;
    }
  };

  const finished = (created: Created): Created => {
    forgetPending(pending);
    writeStorage(key, null);
    onProgress({ phase: "done", hashed: file.size, received: file.size });
    return created;
  };

  const first = await askMeta();
  if ("known" in first) {
    writeStorage(key, null);
    onProgress({ phase: "done", hashed: file.size, received: file.size });
    return first.known;
  }
  let resume: UploadResume = first.resume;
  setPending({ ...pending, received: resume.Received }, true);
  let failures = 0;
  for (;;) {
    onProgress({ phase: "uploading", hashed: file.size, received: resume.Received });
    const from = resume;
    try {
      // Four chunks in flight: the next ones travel while the server stores the ones before them.
      const created = await sendChunks<Created, Blob>(from, {
        size: file.size,
        readChunk: (offset, length) => Promise.resolve(file.slice(offset, offset + length)),
        chunk: (query, bytes) =>
          callChunk(endpoint.calls.chunk, query, bytes, {
            signal,
            progress: false,
            silentNetwork: true,
            expected: ["ServerInvalidParameter", "DBDataNotExist"],
          }),
        inFlight: chunksInFlight,
        signal,
        errors: webErrors,
        onProgress: (received) => {
          failures = 0;
          resume = { ...from, Received: received };
          setPending({ ...pending, received }, true);
          onProgress({ phase: "uploading", hashed: file.size, received });
        },
      });
      return finished(created);
    } catch (error) {
      if (isAbortError(error)) throw error;
      if (error instanceof RestError) {
        const received = error.meta?.Received;
        if (error.type === "ServerInvalidParameter" && typeof received === "number") {
          // The server holds a different amount (another tab, a retried chunk): continue from there.
          resume = { ...resume, Received: received };
          continue;
        }
        if (error.type === "DBDataNotExist") {
          // The upload expired or was dropped: start it again from the meta call.
          const again = await askMeta();
          if ("known" in again) return again.known;
          resume = again.resume;
          continue;
        }
        reportApiError(error);
        throw error;
      }
      // A network failure: wait, ask the server what it holds, and go on from there.
      failures += 1;
      if (failures > maxRetries) {
        reportNetworkError(error);
        throw error;
      }
      await sleep(Math.min(8000, 500 * 2 ** failures), signal);
      const again = await askMeta().catch((metaError: unknown) => {
        if (isAbortError(metaError)) throw metaError;
        return null;
      });
      if (again === null) continue;
      if ("known" in again) return again.known;
      resume = again.resume;
    }
  }
}
