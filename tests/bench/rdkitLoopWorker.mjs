/**
 * The bare RDKit loop of tests/bench/files.ts section 4 in a worker thread: workerData is the molblocks.
 * Each message runs the loop once over them (SMILES, InChI and SVG, as the pool's workers do) and
 * answers the seconds it took. Two of these at once are the machine's ceiling for two threads.
 */
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";
import initRDKitModule from "@rdkit/rdkit";

const RDKit = await initRDKitModule();
/** @type {string[]} */
const molblocks = workerData;

function loop() {
  for (const molblock of molblocks) {
    const mol = RDKit.get_mol(molblock);
    if (mol) {
      mol.get_smiles();
      mol.get_inchi();
      mol.get_svg(250, 200);
      mol.delete();
    }
  }
}

parentPort.on("message", () => {
  const started = performance.now();
  loop();
  parentPort.postMessage((performance.now() - started) / 1000);
});
parentPort.postMessage(0);
