import type { Ctx } from "../context.js";
import { AppError, invalid } from "../errors.js";
import { notAnSdFile, sniffBytes } from "./molfile.js";
import { depictAll } from "./rdkit.js";
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
/**
 * The largest record a page shows (about 4 MiB of text): more than any molfile RDKit may draw (a V3000
 * record of 25,000 atoms is about 1.5 MiB), so a bigger one is junk or unreadable either way.
 */
export const maxRecordChars = 4 * 1024 * 1024;

async function readHead(ctx: Ctx, sha256: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.blobs.read(sha256, { start: 0, end: sniffBytes - 1 }))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The file's record index; the file must look like an SD file first (a cached index already did). */
async function recordIndex(ctx: Ctx, file: { name: string; sha256: string }): Promise<RecordStart[]> {
  const { sha256 } = file;
  const cached = indexCache.get(sha256);
  if (cached) {
    indexCache.delete(sha256);
    indexCache.set(sha256, cached);
    return cached;
  }
  const junk = notAnSdFile(await readHead(ctx, sha256));
  if (junk) throw new AppError("DBFileInvalid", `${file.name}: ${junk}`);
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
    texts.push(...(await readRecords(stream, from, indices[first]!, last - first + 1, maxRecordChars)));
    first = last + 1;
  }
  return texts;
}

function tooLargeError(chars: number): string {
  const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
  return `record too large to show (${mib(chars)} > ${mib(maxRecordChars)}): not a molfile RDKit could read`;
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
  const index = await recordIndex(ctx, file);
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
      maxRecordChars,
    );
  }
  // The page's molecules go to the chemistry pool together: its workers draw them side by side.
  const drawable = texts.filter((text) => text.tooLarge === undefined);
  const depictions = await depictAll(
    ctx.config,
    drawable.map((text) => text.mol),
  );
  let drawn = 0;
  const records = texts.map((text): SdfRecord => {
    const depiction =
      text.tooLarge === undefined
        ? depictions[drawn++]!
        : { smiles: null, inChi: null, molSvg: null, error: tooLargeError(text.tooLarge) };
    return {
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
    };
  });
  return { Total: total, Records: records };
}
