/**
 * The one file uploader (data sets, CMS libraries): a drop zone, a file and a folder chooser, a queue
 * processed one file after another with percent progress per file and overall, cancel and retry, and
 * the resumable chunk protocol of ./upload/uploadProtocol.ts. Its parts live in ./upload/.
 */
import { errorMessage } from "@crucible/schema";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isAbortError } from "../graphql/errors";
import { errorLang } from "../i18n";
import { toast } from "./toast";
import { UploadDropZone } from "./upload/UploadDropZone";
import { UploadPendingList } from "./upload/UploadPendingList";
import { UploadQueueList } from "./upload/UploadQueueList";
import {
  forgetPending,
  pendingUploads,
  uploadFile,
  UploadRefused,
  type PendingUpload,
  type UploadEndpoint,
} from "./upload/uploadProtocol";
import { queueTotals, type ChosenFile, type QueueItem } from "./upload/uploadQueue";

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

export function Uploader<Extra, Created>(props: UploaderProps<Extra, Created>) {
  const { t } = useTranslation();
  const testId = props.testId ?? "uploader";
  const [items, setItems] = useState<readonly QueueItem[]>([]);
  const metaPath = props.endpoint.calls.meta.path;
  const [pending, setPending] = useState<PendingUpload[]>(() => pendingUploads(metaPath));
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

  const add = (files: ChosenFile[]) => {
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

  const totals = useMemo(() => queueTotals(items), [items]);

  return (
    <div className="uploader" data-testid={testId}>
      <UploadDropZone
        testId={testId}
        dirNames={props.dirNames}
        folders={props.folders !== false}
        onFiles={add}
      />
      {pending.length > 0 && !totals.busy ? (
        <UploadPendingList
          testId={testId}
          pending={pending}
          onForget={(entry) => {
            forgetPending(entry);
            setPending(pendingUploads(metaPath));
          }}
        />
      ) : null}
      {items.length > 0 ? (
        <UploadQueueList
          testId={testId}
          items={items}
          totals={totals}
          onCancel={cancel}
          onRetry={retry}
          onCancelAll={cancelAll}
          onClear={() => setItems([])}
        />
      ) : null}
    </div>
  );
}
