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
