import type { Readable } from "node:stream";
import type { SdfPageAnswer, SdfRecordAnswer } from "@crucible/schema";
import { turnsPerKey } from "../concurrency.js";
import type { Ctx } from "../context.js";
import { AppError, invalid } from "../errors.js";
import { notAnSdFile, readMolCounts, sniffBytes, type MolHeader } from "./molfile.js";
import { convertForReader, readerConversion } from "./obabel.js";
import { depictAll, drawingRefusal, maxDrawnChars } from "./rdkit.js";
import { indexRecords, readRecords, type RecordStart, type SdfRecordText } from "./sdf.js";
import { selectRecords, type SdfQuery } from "./sdfQuery.js";

const sdfExtensions = /\.(sdf|sd|mol)$/i;
const indexCache = new Map<string, RecordStart[]>();
const indexCacheSize = 32;
/**
 * The largest record a page shows (about 4 MiB of text): more than any molfile RDKit may draw (a V3000
 * record of 25,000 atoms is about 1.5 MiB), so a bigger one is junk or unreadable either way.
 */
export const maxRecordChars = 4 * 1024 * 1024;

/**
 * A page answers a record's molfile text up to 256 KiB (a drawable molfile of 500 atoms is under
 * 50 KiB), and at most `pageMolChars` of molfile text in all: past either, `Mol` is empty and the
 * molfile is read alone (readSdfMolfile, which sends it as it is). Megabytes of molfile text in a JSON
 * answer cost the gateway's thread its serialising and compressing, which other users' pages wait
 * for: four readers of a 25,000-atom record each cost it 3.8x on another user's page (issue 23).
 */
export const maxAnsweredMolChars = 256 * 1024;
export const pageMolChars = 1024 * 1024;

/**
 * The SD text a page is read from: a blob of the store, or Open Babel's conversion of a MOL2 or XYZ
 * file (obabel.ts). `key` names its content in the caches (the blob's hash, or the conversion's).
 */
interface SdfSource {
  name: string;
  key: string;
  read(range?: { start: number; end: number }): Readable;
}

async function readHead(source: SdfSource): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source.read({ start: 0, end: sniffBytes - 1 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The file's record index; the file must look like an SD file first (a cached index already did). */
async function recordIndex(file: SdfSource): Promise<RecordStart[]> {
  const sha256 = file.key;
  const cached = indexCache.get(sha256);
  if (cached) {
    indexCache.delete(sha256);
    indexCache.set(sha256, cached);
    return cached;
  }
  const junk = notAnSdFile(await readHead(file));
  if (junk) throw new AppError("DBFileInvalid", `${file.name}: ${junk}`);
  const index = await indexRecords(file.read());
  indexCache.set(sha256, index);
  if (indexCache.size > indexCacheSize) indexCache.delete(indexCache.keys().next().value!);
  return index;
}

/** The texts of the records at these indices (in that order), reading runs of neighbours at once. */
async function readAt(
  source: SdfSource,
  index: RecordStart[],
  indices: readonly number[],
  skipMolOver: number,
): Promise<SdfRecordText[]> {
  const texts: SdfRecordText[] = [];
  for (let first = 0; first < indices.length;) {
    let last = first;
    while (last + 1 < indices.length && indices[last + 1] === indices[last]! + 1) last += 1;
    const from = index[indices[first]!]!;
    const after = index[indices[last]! + 1];
    const stream = source.read({
      start: from.offset,
      end: after ? after.offset - 1 : Number.MAX_SAFE_INTEGER,
    });
    texts.push(
      ...(await readRecords(stream, from, indices[first]!, last - first + 1, maxRecordChars, skipMolOver)),
    );
    first = last + 1;
  }
  return texts;
}

/** Whose molecules a page draws, for the chemistry pool's turns: the signed-in caller. */
function chemistryUser(ctx: Ctx): string {
  const actor = ctx.user ?? ctx.sys;
  return actor ? `${actor.side}:${actor.id}` : `ip:${ctx.ip}`;
}

function tooLargeError(chars: number): string {
  const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
  return `record too large to show (${mib(chars)} > ${mib(maxRecordChars)}): not a molfile RDKit could read`;
}

/** Why a molfile the page skipped is not drawn (it is too long to be drawn in any case). */
function skippedError(ctx: Ctx, skipped: NonNullable<SdfRecordText["molSkipped"]>): string {
  const header: MolHeader =
    skipped.head === null
      ? { unreadable: "unreadable molblock: no M  END line" }
      : readMolCounts(skipped.head);
  return drawingRefusal(ctx.config, header, skipped.chars) ?? "molfile too large to draw";
}

/** Whether the reader lists this file's records: SDF, SD and MOL as they are, MOL2 and XYZ through Open Babel. */
export function isMoleculeListFile(name: string): boolean {
  return sdfExtensions.test(name) || readerConversion(name) !== null;
}

async function sdfSource(
  ctx: Ctx,
  file: { name: string; sha256: string; size?: number },
): Promise<SdfSource> {
  if (sdfExtensions.test(file.name)) {
    return { name: file.name, key: file.sha256, read: (range) => ctx.blobs.read(file.sha256, range) };
  }
  if (readerConversion(file.name) === null) throw new AppError("DBFileInvalid", file.name);
  const converted = await convertForReader(ctx, file);
  return { name: file.name, key: converted.key, read: converted.read };
}

/**
 * The molfile of one record (0-based, in file order) as the file has it, without drawing it: what a
 * page leaves out (its `Mol` is empty past maxAnsweredMolChars or pageMolChars) and what the viewers
 * open alone. A record over maxRecordChars is refused.
 */
export async function readSdfMolfile(
  ctx: Ctx,
  file: { name: string; sha256: string; size?: number },
  index: number,
): Promise<{ name: string; mol: string }> {
  if (!isMoleculeListFile(file.name)) throw new AppError("DBFileInvalid", file.name);
  if (!Number.isSafeInteger(index) || index < 0) throw invalid("Index must not be negative");
  const source = await sdfSource(ctx, file);
  const records = await recordIndex(source);
  const from = records[index];
  if (!from) throw new AppError("DBDataNotExist", `${file.name}: record ${index + 1}`);
  const [text] = await readRecords(
    source.read({ start: from.offset, end: Number.MAX_SAFE_INTEGER }),
    from,
    index,
    1,
    maxRecordChars,
  );
  if (!text) throw new AppError("DBDataNotExist", `${file.name}: record ${index + 1}`);
  if (text.tooLarge !== undefined)
    throw new AppError("DBFileInvalid", `${file.name}: ${tooLargeError(text.tooLarge)}`);
  return { name: text.name, mol: text.mol };
}

/**
 * A page of an SDF, MOL, MOL2 or XYZ file's records, with RDKit's SMILES, InChI and depiction for
 * each (MOL2 and XYZ are converted to SD by Open Babel first, every molecule or frame a record). With
 * a query (parseSdfQuery), the records are sorted and filtered on their fields over the whole file
 * first, Total counts the records the filters keep, and RDKit runs only for the records of the page.
 */
export async function readSdfPage(
  ctx: Ctx,
  file: { name: string; sha256: string; size?: number },
  offset: number,
  limit: number,
  query: SdfQuery | null = null,
): Promise<SdfPageAnswer> {
  return pageTurns(chemistryUser(ctx), () => readSdfPageNow(ctx, file, offset, limit, query));
}

/**
 * One page at a time per user: reading records (large ones are megabytes of text) and answering them
 * run on the request thread, so a user's parallel pages take turns with each other; and a page that
 * waited for the same user's earlier one then waits for the other users' pages running at that moment
 * (turnsPerKey). Someone reading one page at a time never waits for anyone's queue: four loops of
 * pages of one user hold the request thread for one page at a time, not while another user's molecules
 * are drawn (the chemistry pool's own turns cover the drawing). A page whose client went away while it
 * waited has its molecules dropped when its turn comes.
 */
const pageTurns = turnsPerKey();

async function readSdfPageNow(
  ctx: Ctx,
  file: { name: string; sha256: string; size?: number },
  offset: number,
  limit: number,
  query: SdfQuery | null,
): Promise<SdfPageAnswer> {
  if (!isMoleculeListFile(file.name)) throw new AppError("DBFileInvalid", file.name);
  if (!Number.isSafeInteger(offset) || offset < 0) throw invalid("Offset must not be negative");
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 100) throw invalid("Limit must be 1 to 100");
  const source = await sdfSource(ctx, file);
  const index = await recordIndex(source);
  // A molfile the page would neither draw nor answer is not decoded: its head gives the refusal.
  const skipMolOver = Math.max(maxAnsweredMolChars, maxDrawnChars(ctx.config));
  let total = index.length;
  let texts: SdfRecordText[];
  if (query) {
    const selected = await selectRecords(() => source.read(), source.key, index.length, query);
    total = selected.length;
    texts = await readAt(source, index, Array.from(selected.subarray(offset, offset + limit)), skipMolOver);
  } else {
    const from = index[offset];
    if (!from) return { Total: total, Records: [] };
    texts = await readRecords(
      source.read({ start: from.offset, end: Number.MAX_SAFE_INTEGER }),
      from,
      offset,
      limit,
      maxRecordChars,
      skipMolOver,
    );
  }
  // The page's molecules go to the chemistry pool together: its workers draw them side by side, in
  // turns with other users' pages, and drop them if the client goes away first.
  const drawable = texts.filter((text) => text.tooLarge === undefined && text.molSkipped === undefined);
  const depictions = await depictAll(
    ctx.config,
    drawable.map((text) => text.mol),
    { user: chemistryUser(ctx), signal: ctx.signal },
  );
  let drawn = 0;
  let molChars = 0;
  const records = texts.map((text): SdfRecordAnswer => {
    const depiction =
      text.tooLarge !== undefined
        ? { smiles: null, inChi: null, molSvg: null, error: tooLargeError(text.tooLarge) }
        : text.molSkipped !== undefined
          ? { smiles: null, inChi: null, molSvg: null, error: skippedError(ctx, text.molSkipped) }
          : depictions[drawn++]!;
    const answered = text.mol.length <= maxAnsweredMolChars && molChars + text.mol.length <= pageMolChars;
    if (answered) molChars += text.mol.length;
    return {
      Index: text.index,
      Name: text.name,
      Attrs: text.attrs,
      AttrOrder: text.attrOrder,
      Mol: answered ? text.mol : "",
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
