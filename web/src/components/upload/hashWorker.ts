/**
 * The SHA-256 of a File, computed in a Web Worker over 4 MiB slices with a streaming hasher, so that
 * a large file is never held whole in memory and the page never freezes. Answers upper-case hex.
 */
import { createSHA256 } from "hash-wasm";

export interface HashRequest {
  readonly file: Blob;
}

export type HashMessage =
  | { readonly type: "progress"; readonly done: number }
  | { readonly type: "done"; readonly sha256: string }
  | { readonly type: "error"; readonly message: string };

const sliceBytes = 4 * 1024 * 1024;

interface WorkerScope {
  onmessage: ((event: MessageEvent<HashRequest>) => void) | null;
  postMessage(message: HashMessage): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void (async () => {
    try {
      const { file } = event.data;
      const hasher = await createSHA256();
      hasher.init();
      for (let offset = 0; offset < file.size; offset += sliceBytes) {
        const slice = new Uint8Array(await file.slice(offset, offset + sliceBytes).arrayBuffer());
        hasher.update(slice);
        scope.postMessage({ type: "progress", done: Math.min(file.size, offset + slice.length) });
      }
      scope.postMessage({ type: "done", sha256: hasher.digest("hex").toUpperCase() });
    } catch (error) {
      scope.postMessage({ type: "error", message: error instanceof Error ? error.message : String(error) });
    }
  })();
};
