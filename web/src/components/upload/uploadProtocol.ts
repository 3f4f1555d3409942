/**
 * The upload protocol of spec §4, §7, §9, shared by every kind of file: check the name, hash the file
 * (SHA-256 upper case, in a worker), send the meta; a known file is done at once, `DBNotExist` answers
 * where to resume (`Received`) and the file goes in 1 MiB chunks (four in flight), with no
 * timeout. Network failures are retried and resume from what the server holds, after a page reload too.
 */
import {
  normalizeFileName,
  type ChunkedUpload,
  type UploadDone,
  type UploadReceived,
  type UploadResume,
} from "@crucible/schema";
import { isAbortError, reportApiError, reportNetworkError } from "../../graphql/errors";
import { callChunk, callRest, RestError } from "../../graphql/rest";
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

/** An error's Meta is not part of the contract's answers: DBNotExist's is checked to be a resume point. */
function isResume(meta: unknown): meta is UploadResume {
  if (typeof meta !== "object" || meta === null) return false;
  const value = meta as Record<string, unknown>;
  return typeof value.UploadId === "number" && typeof value.Received === "number";
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

/** A chunk's answer or the error sending it (never a rejection: several are in flight at once). */
type SentChunk<Created> = { answer: UploadDone<Created> | UploadReceived } | { error: unknown };

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

  const askMeta = async (): Promise<{ file: Created } | UploadResume> => {
    onProgress({ phase: "checking", hashed: file.size, received: 0 });
    try {
      const done = await callRest(endpoint.calls.meta, meta, {
        signal,
        expected: ["DBNotExist", "DBFileInvalid"],
      });
      return { file: done.File };
    } catch (error) {
      if (
        error instanceof RestError &&
        error.apiError.type === "DBNotExist" &&
        isResume(error.apiError.meta)
      ) {
        return error.apiError.meta;
      }
      if (error instanceof RestError && error.apiError.type === "DBFileInvalid") {
        throw new UploadRefused("DBFileInvalid", file.name);
      }
      throw error;
    }
  };

  const first = await askMeta();
  if ("file" in first) {
    writeStorage(key, null);
    onProgress({ phase: "done", hashed: file.size, received: file.size });
    return first.file;
  }
  let { UploadId: uploadId, Received: received } = first;
  const chunkSize = first.ChunkSize > 0 ? first.ChunkSize : 1048576;
  setPending({ ...pending, received }, true);
  let failures = 0;
  for (;;) {
    onProgress({ phase: "uploading", hashed: file.size, received });
    // Several chunks in flight: the next ones travel while the server stores the ones before them (any
    // gateway takes any chunk, in any order: each is a file of its own until the last one is recorded).
    // Answers are read in order.
    const inFlight: Promise<SentChunk<Created>>[] = [];
    let sent = received;
    let allSent = false;
    try {
      for (;;) {
        while (inFlight.length < chunksInFlight && !allSent) {
          const slice = file.slice(sent, Math.min(file.size, sent + chunkSize));
          inFlight.push(
            callChunk(
              endpoint.calls.chunk,
              { UploadId: uploadId, Index: Math.floor(sent / chunkSize) },
              slice,
              {
                signal,
                progress: false,
                silentNetwork: true,
                expected: ["ServerInvalidParameter", "DBDataNotExist"],
              },
            ).then(
              (answer) => ({ answer }),
              (error: unknown) => ({ error }),
            ),
          );
          sent += slice.size;
          // The last chunk (an empty one for an empty file) is on its way.
          allSent = sent >= file.size;
        }
        const next = await inFlight.shift();
        if (!next) throw new Error("the upload ended without its file");
        if (!("answer" in next)) throw next.error;
        const { answer } = next;
        failures = 0;
        if (answer.Done) {
          forgetPending(pending);
          writeStorage(key, null);
          onProgress({ phase: "done", hashed: file.size, received: file.size });
          return answer.File;
        }
        received = answer.Received;
        setPending({ ...pending, received }, true);
        onProgress({ phase: "uploading", hashed: file.size, received });
      }
    } catch (error) {
      // The chunks still travelling are answered (and their answers dropped) before going on.
      await Promise.all(inFlight);
      if (isAbortError(error)) throw error;
      if (error instanceof RestError) {
        const apiMeta = error.apiError.meta as { Received?: unknown } | null;
        if (error.apiError.type === "ServerInvalidParameter" && typeof apiMeta?.Received === "number") {
          // The server holds a different amount (another tab, a retried chunk): continue from there.
          received = apiMeta.Received;
          continue;
        }
        if (error.apiError.type === "DBDataNotExist") {
          // The upload expired or was dropped: start it again from the meta call.
          const again = await askMeta();
          if ("file" in again) return again.file;
          ({ UploadId: uploadId, Received: received } = again);
          continue;
        }
        reportApiError(error.apiError);
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
      if ("file" in again) return again.file;
      ({ UploadId: uploadId, Received: received } = again);
    }
  }
}
