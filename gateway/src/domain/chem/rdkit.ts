/**
 * SMILES, InChI and 2-D drawings of molblocks, always through the chemistry pool (pool.ts): RDKit never
 * runs on the request thread. What RDKit must not see is decided here first, from the molfile header.
 */
import type { Config } from "../../config.js";
import { readMolHeader, type MolHeader } from "./molfile.js";
import { ChemPool, type ChemPoolOptions } from "./pool.js";
import type { DepictFor, Depiction } from "./depiction.js";

export type { DepictFor, Depiction } from "./depiction.js";

export interface ChemistryOptions extends ChemPoolOptions {
  /**
   * Molecules with more atoms get no drawing, SMILES or InChI. RDKit.js recurses along chains on its
   * fixed WASM stack: a linear chain traps from about 590 atoms (measured on 2026.9.1) and, worse, a
   * SMILES of 600 atoms can corrupt the module without an error. 500 leaves a margin, and a 250x200
   * drawing of more atoms than that shows nothing anyway.
   */
  maxAtoms: number;
}

interface Chemistry {
  pool: ChemPool;
  options: ChemistryOptions;
}

/** One pool per gateway (keyed by its config object), so tests with several apps stay apart. */
const pools = new WeakMap<object, Chemistry>();

function chemistryOf(owner: Pick<Config, "chemistry">, warmUp = false): Chemistry {
  let chemistry = pools.get(owner);
  if (!chemistry) {
    const options = { ...owner.chemistry, warmUp };
    chemistry = { pool: new ChemPool(options), options };
    pools.set(owner, chemistry);
  }
  return chemistry;
}

const drawing = { width: 250, height: 200 };

/**
 * The longest molblock RDKit is given, per atom it may have: an atom and its bonds take under 100
 * characters in V2000 or V3000, so a molblock of 500 atoms past 256 KiB is padding (property or comment
 * lines) that would only cost a worker its parsing.
 */
const drawnCharsPerAtom = 512;

/**
 * Why RDKit is not given a molblock with this header and this many characters, or null when it may
 * draw it: an unreadable header, more atoms than maxAtoms, or more characters than maxDrawnChars.
 */
export function drawingRefusal(
  owner: Pick<Config, "chemistry">,
  header: MolHeader,
  molChars: number,
): string | null {
  if ("unreadable" in header) return header.unreadable;
  const { maxAtoms } = owner.chemistry;
  if (header.atoms > maxAtoms) {
    return `too many atoms to draw (${header.atoms} > ${maxAtoms}); no SMILES or InChI either`;
  }
  const most = maxDrawnChars(owner);
  if (molChars > most) {
    const kib = (n: number) => `${Math.ceil(n / 1024)} KiB`;
    return `molfile too large to draw (${kib(molChars)} > ${kib(most)}); no SMILES or InChI either`;
  }
  return null;
}

/** The longest molblock RDKit is given (maxAtoms x drawnCharsPerAtom). */
export function maxDrawnChars(owner: Pick<Config, "chemistry">): number {
  return owner.chemistry.maxAtoms * drawnCharsPerAtom;
}

/**
 * SMILES, InChI and depiction of each molblock (same order); a molecule RDKit cannot or must not read
 * answers why in `error`. `owner` is the gateway's config: it selects that gateway's pool; `caller`
 * says whose molecules they are (users take turns) and when the client went away.
 */
export async function depictAll(
  owner: Pick<Config, "chemistry">,
  molblocks: readonly string[],
  caller: DepictFor,
): Promise<Depiction[]> {
  const { pool } = chemistryOf(owner);
  const answers: (Depiction | null)[] = molblocks.map((molblock) => {
    const error = drawingRefusal(owner, readMolHeader(molblock), molblock.length);
    return error === null ? null : { smiles: null, inChi: null, molSvg: null, error };
  });
  const todo = molblocks.filter((_, i) => answers[i] === null);
  const drawn = await pool.depictAll(
    todo.map((molblock) => ({ molblock, smiles: true, inchi: true, svg: true, ...drawing })),
    caller,
  );
  let next = 0;
  return answers.map((answer) => answer ?? drawn[next++]!);
}

/** Starts this gateway's workers and compiles RDKit's hot paths in each before the first user asks. */
export function warmUpRdkit(owner: Pick<Config, "chemistry">): void {
  chemistryOf(owner, true).pool.start();
}

/** Stops this gateway's workers (the app's close). */
export async function closeChemistry(owner: object): Promise<void> {
  const chemistry = pools.get(owner);
  pools.delete(owner);
  await chemistry?.pool.close();
}

/** Replacements and timeouts of this gateway's pool so far (benchmarks, logs). */
export function chemistryStats(owner: object): ChemPool["stats"] | null {
  return pools.get(owner)?.pool.stats ?? null;
}
