/** The uploader's queue: its items, the files of a dropped folder or a folder chooser, and its totals. */
import type { UploadPhase } from "./uploadProtocol";

export interface QueueItem {
  readonly id: number;
  readonly file: File;
  readonly dirNames: readonly string[];
  readonly phase: UploadPhase;
  readonly hashed: number;
  readonly received: number;
  readonly error: string | null;
}

/** A file to queue with the folder parts it goes under. */
export interface ChosenFile {
  readonly file: File;
  readonly dirs: string[];
}

/** Walks a dropped folder (webkitGetAsEntry) into files with their folder parts. */
export async function entryFiles(entry: FileSystemEntry, parents: string[]): Promise<ChosenFile[]> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    );
    return [{ file, dirs: parents }];
  }
  if (!entry.isDirectory) return [];
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const children: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) break;
    children.push(...batch);
  }
  const result: ChosenFile[] = [];
  for (const child of children) result.push(...(await entryFiles(child, [...parents, entry.name])));
  return result;
}

/** The files of a file or folder chooser: a folder upload names each file with its path in the folder. */
export function chosenFiles(list: FileList | null): ChosenFile[] {
  return Array.from(list ?? []).map((file) => {
    const parts = (file.webkitRelativePath || file.name).split("/").filter(Boolean);
    return { file, dirs: parts.slice(0, -1) };
  });
}

/** Whether an item may still be cancelled (queued or under way). */
export function isRunning(phase: UploadPhase): boolean {
  return phase === "queued" || phase === "hashing" || phase === "checking" || phase === "uploading";
}

/** One item's percent: of the hash while hashing, else of the bytes the server holds. */
export function percentOf(item: QueueItem): number {
  const size = item.file.size || 1;
  if (item.phase === "done") return 100;
  if (item.phase === "hashing") return Math.floor((item.hashed / size) * 100);
  return Math.floor((item.received / size) * 100);
}

export interface QueueTotals {
  readonly percent: number;
  readonly doneCount: number;
  readonly count: number;
  readonly busy: boolean;
}

/** The whole queue's progress, without the cancelled and failed items. */
export function queueTotals(items: readonly QueueItem[]): QueueTotals {
  const active = items.filter((item) => item.phase !== "cancelled" && item.phase !== "error");
  const size = active.reduce((sum, item) => sum + item.file.size, 0);
  const sent = active.reduce(
    (sum, item) => sum + (item.phase === "done" ? item.file.size : item.received),
    0,
  );
  const doneCount = active.filter((item) => item.phase === "done").length;
  const busy = active.some((item) => item.phase !== "done");
  return {
    percent: size > 0 ? Math.floor((sent / size) * 100) : busy ? 0 : 100,
    doneCount,
    count: active.length,
    busy,
  };
}
