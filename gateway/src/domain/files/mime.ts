/** Content types by extension (spec §9 file types); anything else is application/octet-stream. */
const byExtension: Record<string, string> = {
  txt: "text/plain",
  log: "text/plain",
  md: "text/markdown",
  csv: "text/csv",
  tsv: "text/tab-separated-values",
  smi: "chemical/x-daylight-smiles",
  fasta: "text/x-fasta",
  fa: "text/x-fasta",
  fst: "text/x-fasta",
  json: "application/json",
  html: "text/html",
  htm: "text/html",
  js: "text/javascript",
  ts: "text/x-typescript",
  css: "text/css",
  sh: "text/x-shellscript",
  py: "text/x-python",
  go: "text/x-go",
  dart: "text/x-dart",
  sql: "text/x-sql",
  ini: "text/plain",
  weseq: "text/plain",
  xml: "application/xml",
  sdf: "chemical/x-mdl-sdfile",
  sd: "chemical/x-mdl-sdfile",
  mol: "chemical/x-mdl-molfile",
  mol2: "chemical/x-mol2",
  pdb: "chemical/x-pdb",
  pdbqt: "chemical/x-pdb",
  ent: "chemical/x-pdb",
  cif: "chemical/x-cif",
  mmcif: "chemical/x-mmcif",
  xyz: "chemical/x-xyz",
  gbk: "chemical/x-genbank",
  gb: "chemical/x-genbank",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  ico: "image/x-icon",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  zip: "application/zip",
  gz: "application/gzip",
  tar: "application/x-tar",
};

export function extensionOf(name: string): string {
  const lower = name.toLowerCase();
  if (lower.endsWith(".tar.gz")) return "tar.gz";
  if (lower.endsWith(".tar.bz2")) return "tar.bz2";
  const dot = lower.lastIndexOf(".");
  return dot < 0 ? "" : lower.slice(dot + 1);
}

export function mimeOf(name: string): string {
  return byExtension[extensionOf(name)] ?? "application/octet-stream";
}

/**
 * The type a file is served inline with: text of every kind (HTML, SVG and XML included) is served as
 * plain text, so that a user's file can never run script on our origin; images and PDF as they are.
 */
export function inlineMimeOf(name: string): string {
  const mime = mimeOf(name);
  if (
    mime === "image/svg+xml" ||
    mime.startsWith("text/") ||
    mime.startsWith("chemical/") ||
    mime.endsWith("json") ||
    mime.endsWith("xml")
  ) {
    return "text/plain; charset=utf-8";
  }
  return mime;
}
