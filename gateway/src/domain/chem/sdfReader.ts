import type { Ctx } from "../context.js";
import { AppError, invalid } from "../errors.js";
import { depict } from "./rdkit.js";
import { indexRecords, readRecords, type RecordStart, type SdfRecordText } from "./sdf.js";
import { selectRecords, type SdfQuery } from "./sdfQuery.js";

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

/** The texts of the records at these indices (in that order), reading runs of neighbours at once. */
async function readAt(
  ctx: Ctx,
  sha256: string,
  index: RecordStart[],
  indices: readonly number[],
): Promise<SdfRecordText[]> {
  const texts: SdfRecordText[] = [];
  for (let first = 0; first < indices.length;) {
    let last = first;
    while (last + 1 < indices.length && indices[last + 1] === indices[last]! + 1) last += 1;
    const from = index[indices[first]!]!;
    const after = index[indices[last]! + 1];
    const stream = ctx.blobs.read(sha256, {
      start: from.offset,
      end: after ? after.offset - 1 : Number.MAX_SAFE_INTEGER,
    });
    texts.push(...(await readRecords(stream, from, indices[first]!, last - first + 1)));
    first = last + 1;
  }
  return texts;
}

/**
 * A page of an SDF or MOL file's records, with RDKit's SMILES, InChI and depiction for each. With a
 * query (parseSdfQuery), the records are sorted and filtered on their fields over the whole file
 * first, Total counts the records the filters keep, and RDKit runs only for the records of the page.
 */
export async function readSdfPage(
  ctx: Ctx,
  file: { name: string; sha256: string },
  offset: number,
  limit: number,
  query: SdfQuery | null = null,
): Promise<{ Total: number; Records: SdfRecord[] }> {
  if (!sdfExtensions.test(file.name)) throw new AppError("DBFileInvalid", file.name);
  if (!Number.isSafeInteger(offset) || offset < 0) throw invalid("Offset must not be negative");
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 100) throw invalid("Limit must be 1 to 100");
  const index = await recordIndex(ctx, file.sha256);
  let total = index.length;
  let texts: SdfRecordText[];
  if (query) {
    const selected = await selectRecords(() => ctx.blobs.read(file.sha256), file.sha256, index.length, query);
    total = selected.length;
    texts = await readAt(ctx, file.sha256, index, Array.from(selected.subarray(offset, offset + limit)));
  } else {
    const from = index[offset];
    if (!from) return { Total: total, Records: [] };
    texts = await readRecords(
      ctx.blobs.read(file.sha256, { start: from.offset, end: Number.MAX_SAFE_INTEGER }),
      from,
      offset,
      limit,
    );
  }
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
  return { Total: total, Records: records };
}
