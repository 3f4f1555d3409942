import initRDKitModule from "@rdkit/rdkit";

type RDKitModule = Awaited<ReturnType<typeof initRDKitModule>>;

let loading: Promise<RDKitModule> | null = null;

/** The RDKit WASM module, loaded once per process. */
export function rdkit(): Promise<RDKitModule> {
  loading ??= initRDKitModule();
  return loading;
}

export interface Depiction {
  smiles: string | null;
  inChi: string | null;
  molSvg: string | null;
  error: string | null;
}

/** SMILES, InChI and a 2-D SVG of a molblock; a molecule RDKit cannot read answers its error. */
export async function depict(molblock: string, size = { width: 250, height: 200 }): Promise<Depiction> {
  const RDKit = await rdkit();
  let mol: ReturnType<RDKitModule["get_mol"]> = null;
  try {
    mol = RDKit.get_mol(molblock, JSON.stringify({ removeHs: true }));
    if (!mol || !mol.is_valid()) {
      return { smiles: null, inChi: null, molSvg: null, error: "RDKit could not read this molecule" };
    }
    let inChi: string | null = null;
    try {
      inChi = mol.get_inchi() || null;
    } catch {
      // InChI is undefined for some structures (e.g. query atoms); the record keeps its SMILES.
      inChi = null;
    }
    return { smiles: mol.get_smiles(), inChi, molSvg: mol.get_svg(size.width, size.height), error: null };
  } catch (error) {
    return {
      smiles: null,
      inChi: null,
      molSvg: null,
      error: error instanceof Error ? error.message : "RDKit error",
    };
  } finally {
    mol?.delete();
  }
}

/**
 * Loads RDKit and runs it over a few molecules so that the engine compiles its hot paths before the
 * first user asks (the first few hundred depictions are several times slower otherwise).
 */
export async function warmUpRdkit(): Promise<void> {
  const samples = ["CC(=O)Oc1ccccc1C(=O)O", "CN1CCC[C@H]1c1cccnc1", "O=C(O)c1ccccc1O", "c1ccc2c(c1)cccn2"];
  for (let round = 0; round < 50; round++) {
    for (const smiles of samples) await depict(smiles);
  }
}
