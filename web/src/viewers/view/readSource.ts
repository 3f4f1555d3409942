/**
 * The bytes of a source for NGL, with the extension NGL is told: read whole with progress (bounded
 * by viewMaxBytes), one SDF record's molfile through the SDF record API, or a text or local file as
 * it is. Formats NGL cannot read go through convertedUrl; what cannot be shown says why.
 */
import type { Stage } from "@crucible/schema";
import { SdfRecordsDocument, SysSdfRecordsDocument } from "../../graphql";
import { apolloClient } from "../../graphql/client";
import { restReadWhole } from "../../graphql/rest";
import {
  convertedUrl,
  isConvertedExtension,
  isNglExtension,
  sourceExtension,
  sourceName,
  sourceReadUrl,
  viewMaxBytes,
  type ViewSource,
} from "./sources";

export type SourceRead =
  | { readonly kind: "bytes"; readonly blob: Blob; readonly ext: string; readonly name: string }
  | {
      readonly kind: "refused";
      readonly reason: "tooLarge" | "converted" | "unsupported";
      readonly ext: string;
    };

export interface ReadOptions {
  readonly signal: AbortSignal;
  readonly onProgress: (received: number, total: number | null) => void;
}

function knownSize(source: ViewSource): number | null {
  if (source.kind === "local") return source.file.size;
  if (source.kind === "text") return source.text.length;
  return source.size ?? null;
}

/** The molfile of one record of a data set SDF file (sdfRecords, in file order). */
async function recordMolfile(fileId: string, record: number, stage: Stage): Promise<string | null> {
  const variables = { fileId, offset: record - 1, limit: 1 };
  if (stage === "system") {
    const result = await apolloClient.query({
      query: SysSdfRecordsDocument,
      variables,
      fetchPolicy: "network-only",
    });
    return result.data?.sysSdfRecords.records[0]?.mol ?? null;
  }
  const result = await apolloClient.query({
    query: SdfRecordsDocument,
    variables,
    fetchPolicy: "network-only",
  });
  return result.data?.sdfRecords.records[0]?.mol ?? null;
}

async function readUrl(url: string, options: ReadOptions, size: number | null): Promise<Blob | null> {
  try {
    return await restReadWhole(url, {
      signal: options.signal,
      maxBytes: viewMaxBytes,
      onProgress: (received, total) => options.onProgress(received, size ?? total),
    });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

export async function readSource(
  source: ViewSource,
  stage: Stage,
  options: ReadOptions,
): Promise<SourceRead> {
  const ext = sourceExtension(source);
  const name = sourceName(source);
  const size = knownSize(source);
  if (size !== null && size > viewMaxBytes) return { kind: "refused", reason: "tooLarge", ext };
  if (!isNglExtension(ext)) {
    const converted = isConvertedExtension(ext) ? convertedUrl(source, stage) : null;
    if (!converted)
      return { kind: "refused", reason: isConvertedExtension(ext) ? "converted" : "unsupported", ext };
    const blob = await readUrl(converted.url, options, null);
    return blob
      ? { kind: "bytes", blob, ext: converted.ext, name }
      : { kind: "refused", reason: "tooLarge", ext };
  }
  switch (source.kind) {
    case "local":
      return { kind: "bytes", blob: source.file, ext, name };
    case "text":
      return { kind: "bytes", blob: new Blob([source.text]), ext, name };
    case "dataFile":
      if (source.record) {
        const mol = source.mol ?? (await recordMolfile(source.fileId, source.record, stage));
        return { kind: "bytes", blob: new Blob([mol ?? ""]), ext, name };
      }
      break;
    default:
      break;
  }
  const url = sourceReadUrl(source, stage);
  if (url === null) return { kind: "refused", reason: "unsupported", ext };
  const blob = await readUrl(url, options, size);
  return blob ? { kind: "bytes", blob, ext, name } : { kind: "refused", reason: "tooLarge", ext };
}
