/**
 * The bytes of a source for NGL, with the extension NGL is told: read whole with progress (bounded
 * by viewMaxBytes), one SDF record's molfile (sdf_molfile, read_result_molecule_file), or a text or local file as
 * it is. Formats NGL cannot read go through convertedUrl; what cannot be shown says why.
 */
import type { Stage } from "@crucible/schema";
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
      // A record's molfile the page already holds; else (sourceReadUrl) sdf_molfile reads it alone.
      if (source.record && source.mol) return { kind: "bytes", blob: new Blob([source.mol]), ext, name };
      break;
    default:
      break;
  }
  const url = sourceReadUrl(source, stage);
  if (url === null) return { kind: "refused", reason: "unsupported", ext };
  const blob = await readUrl(url, options, size);
  return blob ? { kind: "bytes", blob, ext, name } : { kind: "refused", reason: "tooLarge", ext };
}
