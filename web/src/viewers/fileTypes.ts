/** File types by extension (spec §9) and what the previewer does with each. */
import { constants } from "@crucible/schema";

export type PreviewKind = "image" | "svg" | "table" | "markdown" | "sequence" | "sdf" | "text" | "external";

const textExtensions = [
  "txt",
  "log",
  "smi",
  "xml",
  "js",
  "ts",
  "css",
  "sh",
  "py",
  "go",
  "dart",
  "sql",
  "ini",
  "json",
  "yaml",
  "yml",
  "out",
  "err",
] as const;
const imageExtensions = ["webp", "gif", "jpeg", "jpg", "png", "ico"] as const;
/** Molecule formats that are text: shown in the text view (sdf, sd, mol also open the SDF reader). */
const moleculeTextExtensions = [
  "mol2",
  "g3d",
  "xyz",
  "gro",
  "pdb",
  "pdbqt",
  "ent",
  "cube",
  "cif",
  "mmcif",
  "dx",
  "gbk",
  "gb",
  "dna",
  "weseq",
  "rxn",
] as const;

export const sdfExtensions = ["sdf", "sd", "mol"] as const;
export const tableExtensions = ["csv", "tsv"] as const;
export const sequenceExtensions = ["fasta", "fst", "fa"] as const;

export function extensionOf(name: string): string {
  const lower = name.toLowerCase();
  if (lower.endsWith(".tar.gz")) return "tar.gz";
  if (lower.endsWith(".tar.bz2")) return "tar.bz2";
  const dot = lower.lastIndexOf(".");
  return dot < 0 ? "" : lower.slice(dot + 1);
}

function among(list: readonly string[], ext: string): boolean {
  return list.includes(ext);
}

export function previewKindOf(name: string): PreviewKind {
  const ext = extensionOf(name);
  if (ext === "svg") return "svg";
  if (among(imageExtensions, ext)) return "image";
  if (among(tableExtensions, ext)) return "table";
  if (ext === "md" || ext === "markdown") return "markdown";
  if (among(sequenceExtensions, ext)) return "sequence";
  if (among(sdfExtensions, ext)) return "sdf";
  if (among(textExtensions, ext) || among(moleculeTextExtensions, ext)) return "text";
  return "external";
}

/** Types the previewer may edit and save as a new file (spec §9: text, log, smi, pdb, sdf, mol; code). */
const editableExtensions = [
  "txt",
  "log",
  "smi",
  "pdb",
  "sdf",
  "mol",
  "js",
  "ts",
  "json",
  "css",
  "sh",
  "py",
  "go",
  "dart",
  "sql",
  "ini",
  "xml",
] as const;

export function isEditableName(name: string): boolean {
  return among(editableExtensions, extensionOf(name));
}

/** The default name of an edited copy: `ligand.sdf` -> `ligand-edited.sdf`. */
export function copyNameOf(name: string): string {
  const ext = extensionOf(name);
  const base = ext ? name.slice(0, name.length - ext.length - 1) : name;
  return `${base}-edited${ext ? `.${ext}` : ""}`;
}

export function isSdfName(name: string): boolean {
  return among(sdfExtensions, extensionOf(name));
}

export function isTableName(name: string): boolean {
  return among(tableExtensions, extensionOf(name));
}

/** Files above 500 MB are not previewed (spec §5). */
export function previewRefused(size: number): boolean {
  return size > constants.previewRefuseBytes;
}

/** Range of the preview read: the start of tables and documents, the end of text and logs. */
export function previewRange(kind: PreviewKind, size: number): string {
  const limit = constants.previewFetchBytes;
  if (kind === "text" && size > limit) return `bytes=-${limit}`;
  return `bytes=0-${limit - 1}`;
}

export interface DecodedText {
  readonly text: string;
  /** The first line shown is not the file's first line (a read of the end). */
  readonly fromEnd: boolean;
}

/**
 * Decodes a Range read as UTF-8, strictly: a cut at either end drops the partial line there, so that
 * a multi-byte character cut in two does not count as "not UTF-8". Null when the bytes are not UTF-8.
 */
export function decodeUtf8(bytes: Uint8Array, start: number, total: number): DecodedText | null {
  let from = 0;
  let to = bytes.length;
  const cutAtStart = start > 0;
  const cutAtEnd = start + bytes.length < total;
  if (cutAtStart) {
    const newline = bytes.indexOf(10);
    from = newline >= 0 ? newline + 1 : 0;
    while (from < to && ((bytes[from] ?? 0) & 0xc0) === 0x80) from += 1;
  }
  if (cutAtEnd) {
    const newline = bytes.lastIndexOf(10);
    if (newline > from) to = newline + 1;
    else {
      // No line end: drop a trailing character that may be cut in two.
      let lead = to - 1;
      while (lead > from && to - lead < 4 && ((bytes[lead] ?? 0) & 0xc0) === 0x80) lead -= 1;
      if ((bytes[lead] ?? 0) >= 0xc0) to = lead;
    }
  }
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(from, to));
    return { text, fromEnd: cutAtStart };
  } catch {
    return null;
  }
}
