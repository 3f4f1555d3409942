/**
 * Drug-likeness filter: Lipinski's rule of five (MolWt <= 500, Crippen logP <= 5, H-bond donors <= 5,
 * H-bond acceptors <= 10; at most `max_violations` broken), Veber's rules (rotatable bonds <= 10 and
 * TPSA <= 140, both required), or both. Molecules that pass go to passed.sdf, the others to failed.sdf,
 * each with the fields Violations and Rule; report.csv lists every molecule.
 *
 * Usage: node druglike_filter.mjs args.json   (args: molecules, rule, max_violations)
 */
import { OutputFile, csvRow, dec4, int, readMolecules, sdfRecord } from "./lib/molio.mjs";
import {
  describeInputs,
  descriptorsOf,
  finish,
  loadRDKit,
  molblockFor,
  outputPath,
  parseMolecule,
  progress,
  readArgs,
  run,
} from "./lib/task.mjs";

/** The rule-of-five criteria a molecule breaks. */
function lipinskiViolations(d) {
  return [d.molWt > 500, d.logP > 5, d.hbd > 5, d.hba > 10].filter(Boolean).length;
}

/** The Veber criteria a molecule breaks. */
function veberViolations(d) {
  return [d.rotatableBonds > 10, d.tpsa > 140].filter(Boolean).length;
}

/** Violations counted under the rule, and whether the molecule passes. */
function judge(rule, d, maxViolations) {
  const lipinski = lipinskiViolations(d);
  const veber = veberViolations(d);
  if (rule === "lipinski") return { violations: lipinski, passed: lipinski <= maxViolations };
  if (rule === "veber") return { violations: veber, passed: veber === 0 };
  return { violations: lipinski + veber, passed: lipinski <= maxViolations && veber === 0 };
}

const header = [
  "Name",
  "SMILES",
  "MolWt",
  "LogP",
  "HBD",
  "HBA",
  "RotatableBonds",
  "TPSA",
  "Violations",
  "Passed",
];

await run(async () => {
  const args = readArgs();
  const rule = args.choice("rule", ["lipinski", "veber", "lipinski_veber"], "lipinski");
  const maxViolations = args.int("max_violations", 1, { min: 0, max: 4 });
  const inputs = describeInputs(args.files("molecules"));
  console.log(
    rule === "veber"
      ? "rule: Veber (rotatable bonds <= 10 and TPSA <= 140)"
      : `rule: ${rule === "lipinski" ? "Lipinski" : "Lipinski + Veber"}, at most ${maxViolations} rule-of-five violation(s)`,
  );
  const RDKit = await loadRDKit();
  const passedFile = new OutputFile(outputPath("passed.sdf"));
  const failedFile = new OutputFile(outputPath("failed.sdf"));
  const report = new OutputFile(outputPath("report.csv"));
  report.write(csvRow(header));
  let read = 0;
  let skipped = 0;
  let passedCount = 0;
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
          const { violations, passed } = judge(rule, d, maxViolations);
          const smiles = mol.get_smiles();
          report.write(
            csvRow([
              record.name,
              smiles,
              dec4(d.molWt),
              dec4(d.logP),
              int(d.hbd),
              int(d.hba),
              int(d.rotatableBonds),
              dec4(d.tpsa),
              violations,
              passed ? "true" : "false",
            ]),
          );
          const fields = [...record.fields, ["Violations", String(violations)], ["Rule", rule]];
          (passed ? passedFile : failedFile).write(sdfRecord(molblockFor(record, mol), fields));
          if (passed) passedCount += 1;
        } finally {
          mol.delete();
        }
        progress(read);
      }
    }
  } finally {
    passedFile.close();
    failedFile.close();
    report.close();
  }
  finish(read, skipped, `; ${passedCount} passed, ${read - skipped - passedCount} failed`);
});
