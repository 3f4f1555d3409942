/**
 * RDKit descriptors: a table of molecular weight, Crippen logP, TPSA, H-bond donors and acceptors,
 * rotatable bonds, rings, heavy atoms and Fsp3 for every molecule of an SDF or SMILES file.
 *
 * Usage: node descriptors.mjs args.json   (args: molecules) -> outputs/descriptors.csv
 */
import { OutputFile, csvRow, dec4, int, readMolecules } from "./lib/molio.mjs";
import {
  describeInputs,
  descriptorsOf,
  finish,
  loadRDKit,
  outputPath,
  parseMolecule,
  progress,
  readArgs,
  run,
} from "./lib/task.mjs";

const header = [
  "Name",
  "SMILES",
  "MolWt",
  "ExactMW",
  "LogP",
  "TPSA",
  "HBD",
  "HBA",
  "RotatableBonds",
  "Rings",
  "AromaticRings",
  "HeavyAtoms",
  "FractionCSP3",
];

await run(async () => {
  const args = readArgs();
  const inputs = describeInputs(args.files("molecules"));
  const RDKit = await loadRDKit();
  const table = new OutputFile(outputPath("descriptors.csv"));
  table.write(csvRow(header));
  let read = 0;
  let skipped = 0;
  try {
    for (const { file, format } of inputs) {
      for await (const record of readMolecules(file, format)) {
        read += 1;
        const mol = parseMolecule(RDKit, record);
        if (!mol) {
          skipped += 1;
          continue;
        }
        try {
          const d = descriptorsOf(mol);
          table.write(
            csvRow([
              record.name,
              mol.get_smiles(),
              dec4(d.molWt),
              dec4(d.exactMw),
              dec4(d.logP),
              dec4(d.tpsa),
              int(d.hbd),
              int(d.hba),
              int(d.rotatableBonds),
              int(d.rings),
              int(d.aromaticRings),
              int(d.heavyAtoms),
              dec4(d.fractionCsp3),
            ]),
          );
        } finally {
          mol.delete();
        }
        progress(read);
      }
    }
  } finally {
    table.close();
  }
  finish(read, skipped, `; descriptors.csv has ${read - skipped} rows`);
});
