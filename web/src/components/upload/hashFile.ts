/** Runs the hash worker for one file; aborting the signal stops (terminates) the worker. */
import type { HashMessage } from "./hashWorker";

export function hashFile(
  file: Blob,
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./hashWorker.ts", import.meta.url), { type: "module" });
    const stop = () => {
      worker.terminate();
      reject(new DOMException("cancelled", "AbortError"));
    };
    if (signal?.aborted) {
      stop();
      return;
    }
    signal?.addEventListener("abort", stop, { once: true });
    worker.onmessage = (event: MessageEvent<HashMessage>) => {
      const message = event.data;
      if (message.type === "progress") {
        onProgress(message.done);
        return;
      }
      signal?.removeEventListener("abort", stop);
      worker.terminate();
      if (message.type === "done") resolve(message.sha256);
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      signal?.removeEventListener("abort", stop);
      worker.terminate();
      reject(new Error(event.message || "hash worker failed"));
    };
    worker.postMessage({ file });
  });
}
