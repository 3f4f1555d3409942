/**
 * SDF/SMILES conversion: every molecule of an SDF or SMILES file written as SDF (with 2-D coordinates
 * when `depict` is on, the data fields of SDF records kept) or as a SMILES list (canonical SMILES, a
 * tab, the name).
 *
 * Usage: node convert.mjs args.json   (args: molecules, to, depict) -> outputs/converted.sdf or .smi
 */
import { OutputFile, readMolecules, sdfRecord, withTitle } from "./lib/molio.mjs";
import {
  describeInputs,
  finish,
  loadRDKit,
  outputPath,
  parseMolecule,
  progress,
  readArgs,
  run,
} from "./lib/task.mjs";

await run(async () => {
  const args = readArgs();
  const to = args.choice("to", ["sdf", "smiles"], "sdf");
  const depict = args.bool("depict", true);
  const inputs = describeInputs(args.files("molecules"));
  const RDKit = await loadRDKit();
  const name = to === "sdf" ? "converted.sdf" : "converted.smi";
  const out = new OutputFile(outputPath(name));
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
          if (to === "smiles") {
            out.write(`${mol.get_smiles()}\t${record.name.replace(/[\r\n]+/g, " ")}\n`);
          } else {
            let molblock;
            if (depict) {
              mol.set_new_coords();
              molblock = mol.get_molblock();
            } else if (record.molblock) {
              // No depiction: the record's own atoms (hydrogens included) and coordinates, rewritten by RDKit.
              const full = RDKit.get_mol(record.molblock, JSON.stringify({ removeHs: false }));
              molblock = full ? full.get_molblock() : mol.get_molblock();
              full?.delete();
            } else {
              molblock = mol.get_molblock();
            }
            out.write(sdfRecord(withTitle(molblock, record.name), record.fields));
          }
        } finally {
          mol.delete();
        }
        progress(read);
      }
    }
  } finally {
    out.close();
  }
  finish(read, skipped, `; ${read - skipped} written to ${name}`);
});
