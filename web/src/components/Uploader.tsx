/**
 * The one file uploader (data sets, CMS libraries): a drop zone, a file and a folder chooser, a queue
 * processed one file after another with percent progress per file and overall, cancel and retry, and
 * the resumable chunk protocol of ./upload/uploadProtocol.ts.
 */
import { errorMessage } from "@crucible/schema";
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button, Icon, Message, Progress } from "semantic-ui-react";
import { isAbortError } from "../graphql/errors";
import { errorLang } from "../i18n";
import { formatBytes } from "./format";
import { toast } from "./toast";
import {
  forgetPending,
  pendingUploads,
  uploadFile,
  UploadRefused,
  type PendingUpload,
  type UploadEndpoint,
  type UploadPhase,
} from "./upload/uploadProtocol";

interface QueueItem {
  readonly id: number;
  readonly file: File;
  readonly dirNames: readonly string[];
  readonly phase: UploadPhase;
  readonly hashed: number;
  readonly received: number;
  readonly error: string | null;
}

interface UploaderProps<Extra, Created> {
  readonly endpoint: UploadEndpoint<Extra, Created>;
  /** The folder files go to (folder uploads add their own sub-folders). */
  readonly dirNames: readonly string[];
  /** Bytes still allowed by the quota, when there is one. */
  readonly remainingBytes?: number | null;
  /** The created file, as the upload's contract answers it. */
  readonly onUploaded?: (file: Created) => void;
  /** After the queue empties (refresh lists and usage). */
  readonly onIdle?: () => void;
  /** Offers the folder chooser (false where files sit flat, such as module files). */
  readonly folders?: boolean;
  readonly testId?: string;
}

let nextId = 1;

/** Walks a dropped folder (webkitGetAsEntry) into files with their folder parts. */
async function entryFiles(
  entry: FileSystemEntry,
  parents: string[],
): Promise<{ file: File; dirs: string[] }[]> {
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
  const result: { file: File; dirs: string[] }[] = [];
  for (const child of children) result.push(...(await entryFiles(child, [...parents, entry.name])));
  return result;
}

function phaseKey(phase: UploadPhase) {
  return `upload.phase.${phase}` as const;
}

export function Uploader<Extra, Created>(props: UploaderProps<Extra, Created>) {
  const { t } = useTranslation();
  const testId = props.testId ?? "uploader";
  const [items, setItems] = useState<readonly QueueItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const metaPath = props.endpoint.calls.meta.path;
  const [pending, setPending] = useState<PendingUpload[]>(() => pendingUploads(metaPath));
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const running = useRef<{ id: number; controller: AbortController } | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const { onUploaded, onIdle, endpoint } = props;

  const patch = useCallback((id: number, change: Partial<QueueItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const messageOf = useCallback(
    (error: unknown): string => {
      if (error instanceof UploadRefused) return errorMessage(error.type, errorLang(), error.value);
      return t("errors.uploadFailed");
    },
    [t],
  );

  // One file at a time: start the next queued item whenever nothing runs.
  useEffect(() => {
    if (running.current) return;
    const next = items.find((item) => item.phase === "queued");
    if (!next) return;
    const controller = new AbortController();
    running.current = { id: next.id, controller };
    void (async () => {
      try {
        const created = await uploadFile(
          next.file,
          next.dirNames,
          endpoint,
          (progress) => patch(next.id, progress),
          controller.signal,
        );
        patch(next.id, { phase: "done", received: next.file.size, hashed: next.file.size });
        onUploaded?.(created);
      } catch (error) {
        if (isAbortError(error)) {
          patch(next.id, { phase: "cancelled" });
        } else {
          const text = messageOf(error);
          if (error instanceof UploadRefused) toast.error(text);
          patch(next.id, { phase: "error", error: text });
        }
      } finally {
        running.current = null;
        setPending(pendingUploads(metaPath));
        // Re-run the effect: the next queued item starts, or the queue is idle.
        setItems((current) => [...current]);
        if (!itemsRef.current.some((item) => item.phase === "queued" && item.id !== next.id)) onIdle?.();
      }
    })();
  }, [items, endpoint, metaPath, patch, onUploaded, onIdle, messageOf]);

  const add = (files: { file: File; dirs: string[] }[]) => {
    if (files.length === 0) return;
    let budget = props.remainingBytes ?? null;
    const queued: QueueItem[] = [];
    for (const { file, dirs } of files) {
      const base = { id: nextId++, file, dirNames: [...props.dirNames, ...dirs], hashed: 0, received: 0 };
      if (budget !== null && file.size > budget) {
        const text = errorMessage("UserResourceStorageSizeOver", errorLang());
        toast.error(text);
        queued.push({ ...base, phase: "error", error: text });
        continue;
      }
      if (budget !== null) budget -= file.size;
      queued.push({ ...base, phase: "queued", error: null });
    }
    setItems((current) => [...current.filter((item) => item.phase !== "done"), ...queued]);
  };

  const fromInput = (list: FileList | null) => {
    const files = Array.from(list ?? []).map((file) => {
      // A folder upload names each file with its path inside the chosen folder.
      const parts = (file.webkitRelativePath || file.name).split("/").filter(Boolean);
      return { file, dirs: parts.slice(0, -1) };
    });
    add(files);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const entries = Array.from(event.dataTransfer.items)
      .map((item) => (item.kind === "file" ? item.webkitGetAsEntry() : null))
      .filter((entry): entry is FileSystemEntry => entry !== null);
    if (entries.length === 0) {
      add(Array.from(event.dataTransfer.files).map((file) => ({ file, dirs: [] })));
      return;
    }
    void Promise.all(entries.map((entry) => entryFiles(entry, []))).then((lists) => add(lists.flat()));
  };

  const cancel = (item: QueueItem) => {
    if (running.current?.id === item.id) running.current.controller.abort();
    else if (item.phase === "queued") patch(item.id, { phase: "cancelled" });
  };

  const cancelAll = () => {
    setItems((current) =>
      current.map((item) => (item.phase === "queued" ? { ...item, phase: "cancelled" as const } : item)),
    );
    running.current?.controller.abort();
  };

  const retry = (item: QueueItem) => patch(item.id, { phase: "queued", error: null });

  const totals = useMemo(() => {
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
  }, [items]);

  const percentOf = (item: QueueItem): number => {
    const size = item.file.size || 1;
    if (item.phase === "done") return 100;
    if (item.phase === "hashing") return Math.floor((item.hashed / size) * 100);
    return Math.floor((item.received / size) * 100);
  };

  const folderProps = { webkitdirectory: "", directory: "" } as Record<string, string>;

  return (
    <div className="uploader" data-testid={testId}>
      <div
        className={`drop-zone${dragging ? " dragging" : ""}`}
        data-dropzone="true"
        data-testid={`${testId}-drop`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className="drop-zone-label">
          <Icon name="cloud upload" size="large" />
          <strong>{t(props.folders === false ? "upload.dropFilesHere" : "upload.dropHere")}</strong>
          {props.folders === false ? null : (
            <div className="muted">
              {props.dirNames.length > 0
                ? t("upload.into", { folder: props.dirNames.join("/") })
                : t("upload.intoRoot")}
            </div>
          )}
          <div className="uploader-buttons">
            <Button
              type="button"
              size="small"
              primary
              icon="file"
              content={t("upload.chooseFiles")}
              onClick={() => fileInput.current?.click()}
              data-testid={`${testId}-files`}
            />
            {props.folders === false ? null : (
              <Button
                type="button"
                size="small"
                icon="folder open"
                content={t("upload.chooseFolder")}
                onClick={() => folderInput.current?.click()}
                data-testid={`${testId}-folder`}
              />
            )}
          </div>
        </div>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          data-testid={`${testId}-input`}
          onChange={(event) => {
            fromInput(event.target.files);
            event.target.value = "";
          }}
        />
        <input
          ref={folderInput}
          type="file"
          multiple
          hidden
          {...folderProps}
          data-testid={`${testId}-folder-input`}
          onChange={(event) => {
            fromInput(event.target.files);
            event.target.value = "";
          }}
        />
      </div>
      {pending.length > 0 && !totals.busy ? (
        <Message info size="small" data-testid={`${testId}-pending`}>
          <Message.Header>{t("upload.pendingTitle")}</Message.Header>
          <p>{t("upload.pendingBody")}</p>
          <ul className="pending-list">
            {pending.map((entry) => (
              <li key={`${entry.folder}/${entry.name}`}>
                {entry.folder ? `${entry.folder}/` : ""}
                {entry.name} · {formatBytes(entry.received)} / {formatBytes(entry.size)}{" "}
                <Button
                  type="button"
                  size="mini"
                  basic
                  compact
                  content={t("upload.forget")}
                  onClick={() => {
                    forgetPending(entry);
                    setPending(pendingUploads(metaPath));
                  }}
                />
              </li>
            ))}
          </ul>
        </Message>
      ) : null}
      {items.length > 0 ? (
        <div className="upload-queue" data-testid={`${testId}-queue`}>
          <div className="upload-overall">
            <Progress
              percent={totals.percent}
              progress
              indicating={totals.busy}
              success={!totals.busy && totals.doneCount === totals.count}
              size="small"
              data-testid={`${testId}-overall`}
            >
              {t("upload.overall", { done: totals.doneCount, count: totals.count })}
            </Progress>
            {totals.busy ? (
              <Button
                type="button"
                size="mini"
                basic
                icon="stop"
                content={t("upload.cancelAll")}
                onClick={cancelAll}
                data-testid={`${testId}-cancel-all`}
              />
            ) : (
              <Button
                type="button"
                size="mini"
                basic
                icon="eraser"
                content={t("upload.clear")}
                onClick={() => setItems([])}
                data-testid={`${testId}-clear`}
              />
            )}
          </div>
          {items.map((item) => {
            const path = [...item.dirNames, item.file.name].join("/");
            return (
              <div
                key={item.id}
                className={`upload-item phase-${item.phase}`}
                data-testid={`${testId}-item`}
                data-phase={item.phase}
                data-name={item.file.name}
              >
                <div className="upload-item-head">
                  <span className="upload-name" title={path}>
                    {path}
                  </span>
                  <span className="muted small">
                    {formatBytes(item.file.size)} · {t(phaseKey(item.phase))}
                  </span>
                  {item.phase === "queued" ||
                  item.phase === "hashing" ||
                  item.phase === "checking" ||
                  item.phase === "uploading" ? (
                    <Button
                      type="button"
                      size="mini"
                      basic
                      compact
                      icon="close"
                      title={t("common.cancel")}
                      aria-label={t("common.cancel")}
                      onClick={() => cancel(item)}
                      data-testid={`${testId}-cancel`}
                    />
                  ) : null}
                  {item.phase === "error" || item.phase === "cancelled" ? (
                    <Button
                      type="button"
                      size="mini"
                      basic
                      compact
                      icon="redo"
                      title={t("upload.retry")}
                      aria-label={t("upload.retry")}
                      onClick={() => retry(item)}
                      data-testid={`${testId}-retry`}
                    />
                  ) : null}
                </div>
                {item.error ? (
                  <div className="upload-error">{item.error}</div>
                ) : (
                  <Progress
                    percent={percentOf(item)}
                    progress
                    size="tiny"
                    color={item.phase === "hashing" ? "grey" : item.phase === "done" ? "green" : "blue"}
                  />
                )}
              </div>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
