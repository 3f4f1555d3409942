/** The file formats weDraw opens and saves, by extension. */

/** Formats a drawing is saved as (downloads and data sets). */
export const saveFormats = ["mol", "sdf", "rxn", "ad"] as const;
export type SaveFormat = (typeof saveFormats)[number];

/** Extensions the editor opens: molfiles, SD files, reactions and drawing documents. */
export const openExtensions = ["mol", "sdf", "sd", "rxn", "ad"] as const;

export const imageFormats = ["png", "svg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export function extensionOfName(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

export function canOpenName(name: string): boolean {
  const extension = extensionOfName(name);
  return openExtensions.some((known) => known === extension);
}

export function isAdName(name: string): boolean {
  return extensionOfName(name) === "ad";
}

/** `name` with its extension replaced by `format`'s (a title without one gets it appended). */
export function fileNameFor(title: string, format: SaveFormat | ImageFormat): string {
  const base = title.trim().replace(/[\\/:*?"<>|]+/g, "_") || "drawing";
  const extension = extensionOfName(base);
  const stem = extension && canOpenName(base) ? base.slice(0, base.length - extension.length - 1) : base;
  return `${stem || "drawing"}.${format}`;
}

/** A title from a file name (its extension dropped). */
export function titleOfName(name: string): string {
  const extension = extensionOfName(name);
  return extension ? name.slice(0, name.length - extension.length - 1) : name;
}

export const mimeTypes: Record<SaveFormat | ImageFormat, string> = {
  mol: "chemical/x-mdl-molfile",
  sdf: "chemical/x-mdl-sdfile",
  rxn: "chemical/x-mdl-rxnfile",
  ad: "application/json",
  png: "image/png",
  svg: "image/svg+xml",
};
