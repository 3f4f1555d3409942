/**
 * Similarity search: the Tanimoto similarity of every molecule to a query SMILES, with the method
 * `morgan` (Morgan fingerprints, radius and bit count as given; the default) or `maccs` (the 166
 * MACCS keys; radius and bits do not apply). hits.sdf holds the molecules at or above the
 * threshold, most similar first, with the field Similarity; similarity.csv lists every molecule.
 *
 * Usage: node similarity.mjs args.json
 *   (args: $method, molecules, query, threshold; radius and bits for morgan)
 */
import { OutputFile, csvRow, dec4, readMolecules, sdfRecord } from "./lib/molio.mjs";
import {
  InputError,
  describeInputs,
  finish,
  loadRDKit,
  note,
  molblockFor,
  outputPath,
  parseMolecule,
  progress,
  readArgs,
  run,
} from "./lib/task.mjs";

const bitCounts = new Uint8Array(256).map((_, byte) => {
  let count = 0;
  for (let b = byte; b; b >>= 1) count += b & 1;
  return count;
});

/** Tanimoto similarity of two packed bit vectors of the same length. */
function tanimoto(a, b) {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    both += bitCounts[a[i] & b[i]];
    either += bitCounts[a[i] | b[i]];
  }
  return either === 0 ? 0 : both / either;
}

await run(async () => {
  const args = readArgs();
  const method = args.method(["morgan", "maccs"], "morgan");
  const query = args.string("query").trim();
  const threshold = args.float("threshold", 0.5, { min: 0, max: 1 });
  const inputs = describeInputs(args.files("molecules"));
  let fingerprint;
  let described;
  if (method === "morgan") {
    const radius = args.int("radius", 2, { min: 0, max: 6 });
    const bits = args.int("bits", 2048, { allowed: [1024, 2048, 4096] });
    const fpOptions = JSON.stringify({ radius, nBits: bits });
    fingerprint = (mol) => mol.get_morgan_fp_as_uint8array(fpOptions);
    described = `Morgan fingerprints, radius ${radius}, ${bits} bits`;
  } else {
    fingerprint = (mol) => mol.get_maccs_fp_as_uint8array();
    described = "MACCS keys (166 bits)";
  }
  const RDKit = await loadRDKit();
  const queryMol = parseMolecule(RDKit, { smiles: query, name: "query", where: "the query" });
  if (!queryMol)
    throw new InputError(`the query ${JSON.stringify(query)} is not a SMILES that RDKit can read`);
  let queryFp;
  try {
    queryFp = fingerprint(queryMol);
    console.log(`query: ${queryMol.get_smiles()}; ${described}`);
  } finally {
    queryMol.delete();
  }
  const rows = [];
  const hits = [];
  let read = 0;
  let skipped = 0;
  for (const { file, format } of inputs) {
    for await (const record of readMolecules(file, format)) {
      read += 1;
      const mol = parseMolecule(RDKit, record);
      if (!mol) {
        skipped += 1;
        continue;
      }
      try {
        const similarity = tanimoto(queryFp, fingerprint(mol));
        rows.push({ name: record.name, smiles: mol.get_smiles(), similarity });
        if (similarity >= threshold) {
          const fields = [...record.fields, ["Similarity", dec4(similarity)]];
          hits.push({ similarity, text: sdfRecord(molblockFor(record, mol), fields) });
        }
      } finally {
        mol.delete();
      }
      progress(read);
    }
  }
  // Array.prototype.sort is stable: equal similarities keep the input order.
  rows.sort((a, b) => b.similarity - a.similarity);
  hits.sort((a, b) => b.similarity - a.similarity);
  const table = new OutputFile(outputPath("similarity.csv"));
  table.write(csvRow(["Name", "SMILES", "Similarity"]));
  for (const row of rows) table.write(csvRow([row.name, row.smiles, dec4(row.similarity)]));
  table.close();
  const sdf = new OutputFile(outputPath("hits.sdf"));
  for (const hit of hits) sdf.write(hit.text);
  sdf.close();
  const best = rows[0] ? `; best ${rows[0].name} at ${dec4(rows[0].similarity)}` : "";
  finish(read, skipped, `; ${hits.length} hits at or above ${threshold}${best}`);
  if (hits.length === 0 && read > skipped)
    note(`no molecule is at or above the threshold ${threshold}${best}: hits.sdf is empty`);
});
