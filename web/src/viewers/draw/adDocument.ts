/**
 * The platform's drawing document, `.ad` (docs/viewers.md, "weDraw"): JSON holding the structure in
 * Ketcher's KET format, a molfile (molecule) or rxn (reaction) copy for other tools, a title and
 * when it was created and last saved. Written by `writeAdDocument`, read back by `readAdDocument`.
 */

export const adFormat = "crucible-ad";
export const adVersion = 1;
/** The largest drawing the editor opens or saves (any format). */
export const maxDrawBytes = 5 * 1024 * 1024;
const maxTitleLength = 200;

export type AdKind = "molecule" | "reaction";

export interface AdDocument {
  readonly format: typeof adFormat;
  readonly version: typeof adVersion;
  readonly title: string;
  readonly kind: AdKind;
  /** Ketcher's KET document (JSON). */
  readonly ket: Record<string, unknown>;
  /** An MDL molfile (kind molecule) or rxn file (kind reaction) of the same structure. */
  readonly molfile?: string;
  readonly rxn?: string;
  readonly smiles?: string;
  /** ISO 8601 times. */
  readonly created: string;
  readonly updated: string;
}

/** Why a text is not a drawing document (the message key of the draw catalogue). */
export type AdProblem = "tooLarge" | "notJson" | "notAd" | "newerVersion" | "noStructure";

export class AdDocumentError extends Error {
  constructor(readonly problem: AdProblem) {
    super(`not a readable .ad document: ${problem}`);
    this.name = "AdDocumentError";
  }
}

export interface AdContent {
  readonly title: string;
  readonly kind: AdKind;
  /** The KET text Ketcher answered (`getKet`). */
  readonly ket: string;
  /** The molfile (molecule) or rxn (reaction) text. */
  readonly mdl: string;
  readonly smiles?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function cleanTitle(title: string): string {
  const trimmed = title.trim().slice(0, maxTitleLength);
  return trimmed === "" ? "Untitled" : trimmed;
}

function isoOr(value: unknown, fallback: string): string {
  return typeof value === "string" && !Number.isNaN(Date.parse(value)) ? value : fallback;
}

/**
 * A new document, or the next version of `previous` (its created time is kept). `now` is the save
 * time (a parameter so that tests can fix it).
 */
export function writeAdDocument(content: AdContent, previous: AdDocument | null, now: Date): string {
  let ket: unknown;
  try {
    ket = JSON.parse(content.ket);
  } catch {
    throw new AdDocumentError("notJson");
  }
  if (!isRecord(ket)) throw new AdDocumentError("noStructure");
  const stamp = now.toISOString();
  const document: AdDocument = {
    format: adFormat,
    version: adVersion,
    title: cleanTitle(content.title),
    kind: content.kind,
    ket,
    ...(content.kind === "reaction" ? { rxn: content.mdl } : { molfile: content.mdl }),
    ...(content.smiles ? { smiles: content.smiles } : {}),
    created: previous?.created ?? stamp,
    updated: stamp,
  };
  const text = `${JSON.stringify(document, null, 2)}\n`;
  if (new TextEncoder().encode(text).length > maxDrawBytes) throw new AdDocumentError("tooLarge");
  return text;
}

/** Reads an `.ad` text; throws AdDocumentError naming what is wrong. */
export function readAdDocument(text: string): AdDocument {
  if (text.length > maxDrawBytes) throw new AdDocumentError("tooLarge");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AdDocumentError("notJson");
  }
  if (!isRecord(value) || value.format !== adFormat) throw new AdDocumentError("notAd");
  if (typeof value.version !== "number" || !Number.isInteger(value.version) || value.version < 1) {
    throw new AdDocumentError("notAd");
  }
  if (value.version > adVersion) throw new AdDocumentError("newerVersion");
  const molfile = typeof value.molfile === "string" ? value.molfile : undefined;
  const rxn = typeof value.rxn === "string" ? value.rxn : undefined;
  const ket = isRecord(value.ket) ? value.ket : null;
  if (!ket && !molfile && !rxn) throw new AdDocumentError("noStructure");
  const kind: AdKind =
    value.kind === "reaction" || (value.kind !== "molecule" && rxn) ? "reaction" : "molecule";
  const epoch = new Date(0).toISOString();
  const created = isoOr(value.created, epoch);
  return {
    format: adFormat,
    version: adVersion,
    title: cleanTitle(typeof value.title === "string" ? value.title : ""),
    kind,
    ket: ket ?? {},
    ...(molfile !== undefined ? { molfile } : {}),
    ...(rxn !== undefined ? { rxn } : {}),
    ...(typeof value.smiles === "string" ? { smiles: value.smiles } : {}),
    created,
    updated: isoOr(value.updated, created),
  };
}

/** The text to hand Ketcher for a document: its KET, else its rxn or molfile copy. */
export function adStructureText(document: AdDocument): string {
  if (Object.keys(document.ket).length > 0) return JSON.stringify(document.ket);
  return document.rxn ?? document.molfile ?? "";
}
