/**
 * The REST helper, only for what GraphQL cannot do (multipart uploads): sends the CSRF header,
 * reports upload progress, reads the `{Error, Data}` envelope and reports errors like GraphQL does.
 */
import { startProgress } from "../components/progress";
import { isAbortError, reportApiError, reportNetworkError, type ApiError } from "./errors";

export class RestError extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.type);
    this.name = "RestError";
  }
}

export interface UploadOptions {
  /** Called with 0..100 while the body is sent. */
  readonly onProgress?: (percent: number) => void;
  readonly signal?: AbortSignal;
}

function readEnvelope(text: string): { error: ApiError | null; data: unknown } {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== "object" || parsed === null) throw new Error("not an envelope");
  const envelope = parsed as { Error?: unknown; Data?: unknown };
  const raw = envelope.Error;
  if (raw && typeof raw === "object") {
    const { Type, Value, Meta } = raw as { Type?: unknown; Value?: unknown; Meta?: unknown };
    return {
      error: {
        type: typeof Type === "string" ? Type : "ServerInternalError",
        value: typeof Value === "string" ? Value : null,
        meta: Meta ?? null,
      },
      data: null,
    };
  }
  return { error: null, data: envelope.Data ?? null };
}

/** POSTs a multipart form to an /api path; resolves with the envelope's Data. */
export function restUpload(path: string, form: FormData, options: UploadOptions = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const done = startProgress();
    request.open("POST", path);
    request.withCredentials = false;
    request.setRequestHeader("X-Crucible-Csrf", "1");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      done();
      let envelope: { error: ApiError | null; data: unknown };
      try {
        envelope = readEnvelope(request.responseText);
      } catch (error) {
        reportNetworkError(error);
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (envelope.error) {
        reportApiError(envelope.error);
        reject(new RestError(envelope.error));
        return;
      }
      options.onProgress?.(100);
      resolve(envelope.data);
    };
    request.onerror = () => {
      done();
      const error = new Error("network error");
      reportNetworkError(error);
      reject(error);
    };
    request.onabort = () => {
      done();
      const error = new DOMException("cancelled", "AbortError");
      if (!isAbortError(error)) reportNetworkError(error);
      reject(error);
    };
    options.signal?.addEventListener("abort", () => request.abort());
    request.send(form);
  });
}
