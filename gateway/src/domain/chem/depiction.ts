/**
 * What the chemistry pool is asked and answers for one molecule (a depiction: SMILES, InChI, an SVG
 * drawing, or the error that replaced them), and for whom a call asks.
 */
export interface Depiction {
  smiles: string | null;
  inChi: string | null;
  molSvg: string | null;
  error: string | null;
}

export interface DepictRequest {
  molblock: string;
  smiles: boolean;
  inchi: boolean;
  svg: boolean;
  width: number;
  height: number;
}

/** Whose molecules a call brings, and when its client went away. */
export interface DepictFor {
  /** The fairness key: users take turns in the queue, whatever the number of pages each has waiting. */
  user: string;
  /** Aborted when the client went away: its molecules no worker has started are dropped. */
  signal?: AbortSignal | undefined;
}

/** A depiction that is only an error. */
export function failed(error: string): Depiction {
  return { smiles: null, inChi: null, molSvg: null, error };
}

/** What a molecule of a page whose client went away answers (nobody reads it). */
export const goneAway = "the client went away";
