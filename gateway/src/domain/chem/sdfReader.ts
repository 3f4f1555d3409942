import type { Ctx } from "../context.js";
import { AppError, invalid } from "../errors.js";
import { depict } from "./rdkit.js";
import { indexRecords, readRecords, type RecordStart } from "./sdf.js";

export interface SdfRecord {
  Index: number;
  Name: string;
  Attrs: Record<string, string>;
  AttrOrder: string[];
  Mol: string;
  MolSvg: string | null;
  Smiles: string | null;
  InChi: string | null;
  Error: string | null;
  StartLine: number;
  EndLine: number;
}

const sdfExtensions = /\.(sdf|sd|mol)$/i;
const indexCache = new Map<string, RecordStart[]>();
const indexCacheSize = 32;

async function recordIndex(ctx: Ctx, sha256: string): Promise<RecordStart[]> {
  const cached = indexCache.get(sha256);
  if (cached) {
    indexCache.delete(sha256);
    indexCache.set(sha256, cached);
    return cached;
  }
  const index = await indexRecords(ctx.blobs.read(sha256));
  indexCache.set(sha256, index);
  if (indexCache.size > indexCacheSize) indexCache.delete(indexCache.keys().next().value!);
  return index;
}

/** A page of an SDF or MOL file's records, with RDKit's SMILES, InChI and depiction for each. */
export async function readSdfPage(
  ctx: Ctx,
  file: { name: string; sha256: string },
  offset: number,
  limit: number,
): Promise<{ Total: number; Records: SdfRecord[] }> {
  if (!sdfExtensions.test(file.name)) throw new AppError("DBFileInvalid", file.name);
  if (!Number.isSafeInteger(offset) || offset < 0) throw invalid("Offset must not be negative");
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 100) throw invalid("Limit must be 1 to 100");
  const index = await recordIndex(ctx, file.sha256);
  const from = index[offset];
  if (!from) return { Total: index.length, Records: [] };
  const texts = await readRecords(
    ctx.blobs.read(file.sha256, { start: from.offset, end: Number.MAX_SAFE_INTEGER }),
    from,
    offset,
    limit,
  );
  const records: SdfRecord[] = [];
  for (const text of texts) {
    const depiction = await depict(text.mol);
    records.push({
      Index: text.index,
      Name: text.name,
      Attrs: text.attrs,
      AttrOrder: text.attrOrder,
      Mol: text.mol,
      MolSvg: depiction.molSvg,
      Smiles: depiction.smiles,
      InChi: depiction.inChi,
      Error: depiction.error,
      StartLine: text.startLine,
      EndLine: text.endLine,
    });
  }
  return { Total: index.length, Records: records };
}
