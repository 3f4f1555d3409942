/**
 * One RDKit.js (WASM) instance in a worker thread of the chemistry pool (pool.ts). Plain JavaScript
 * on purpose: Node loads it as it is under `node --import tsx`, under vitest and in the image, without
 * a TypeScript loader in the worker.
 *
 * Messages in: batches { claims, requests }, requests an array of
 * { id, molblock, smiles, inchi, svg, width, height } (which outputs to make) sent to every worker of
 * the pool, claims a SharedArrayBuffer of one Int32 cell per request: a worker draws a request only
 * after claiming its cell (0 to its token), so the workers share each batch as they go. Messages
 * out: { ready: true } once, then { answers } with one { id, smiles, inChi, molSvg, error, recycle,
 * ms } per molecule it drew (ms: the time it took), in order: at the end of each batch, and sooner
 * when a batch takes long.
 * `recycle` says the module trapped (a WebAssembly RuntimeError or a C++ exception thrown through
 * WASM): its stack and heap may be corrupt, so the worker stops there and the pool replaces it even
 * though it answered.
 *
 * workerData.progress (a SharedArrayBuffer of two 64-bit cells) says which molecule is being drawn
 * (its id, 0 between molecules) and since when (Date.now()): the pool checks the time limit per
 * molecule against it, and knows which molecule a worker died on.
 */
/* global WebAssembly -- a Node global that the shared ESLint config for .mjs files does not list */
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";
import initRDKitModule from "@rdkit/rdkit";

/** @type {{ module?: WebAssembly.Module, warmUp?: boolean, progress?: SharedArrayBuffer, token?: number }} */
const options = workerData ?? {};
const progress = new BigInt64Array(options.progress ?? new SharedArrayBuffer(16));
const token = options.token ?? 1;
/** Answers of a long batch go out at least this often (ms), so that its first molecules show. */
const flushEveryMs = 50;

const RDKit = await initRDKitModule(
  options.module
    ? {
        // The pool compiles the WASM once and hands it to every worker, so a replacement starts fast.
        instantiateWasm(imports, done) {
          WebAssembly.instantiate(options.module, imports).then((instance) => done(instance, options.module));
          return {};
        },
      }
    : undefined,
);
// RDKit writes why a molecule failed to its log, not into the exception: capture it.
const log = RDKit.set_log_capture("rdApp.*");

/** True for errors that leave the WASM module in an unknown state. */
function isTrap(error) {
  return (
    error instanceof WebAssembly.RuntimeError ||
    (typeof WebAssembly.Exception === "function" && error instanceof WebAssembly.Exception)
  );
}

function trapMessage(error) {
  return error instanceof WebAssembly.RuntimeError
    ? `RDKit crashed on this molecule (${error.message})`
    : "RDKit failed on this molecule (internal error)";
}

/** RDKit's log lines without their "[hh:mm:ss]" stamps and banner lines. */
function logLines() {
  return log
    .get_buffer()
    .split("\n")
    .map((line) => line.replace(/^\[\d\d:\d\d:\d\d\]\s*/, "").trim())
    .filter((line) => line !== "" && line !== "****" && !line.startsWith("WARNING"));
}

/** Why get_mol refused a molblock, from RDKit's log, in words a chemist recognises. */
function readError() {
  const lines = logLines();
  const valence = lines.find((line) => /valence/i.test(line));
  if (valence) return `valence error: ${valence}`;
  const kekulize = lines.find((line) => /kekulize/i.test(line));
  if (kekulize) return `kekulisation failed: ${kekulize}`;
  return lines.length > 0 ? `unreadable molblock: ${lines.slice(0, 2).join(": ")}` : "unreadable molblock";
}

function depict(request) {
  const result = { id: request.id, smiles: null, inChi: null, molSvg: null, error: null, recycle: false };
  log.clear_buffer();
  let mol = null;
  const step = (make) => {
    if (result.recycle) return null;
    try {
      return make() || null;
    } catch (error) {
      if (isTrap(error)) {
        result.recycle = true;
        result.error = trapMessage(error);
      }
      // Other exceptions (InChI is undefined for query atoms, for instance) leave that output empty.
      return null;
    }
  };
  try {
    mol = RDKit.get_mol(request.molblock, JSON.stringify({ removeHs: true }));
    if (!mol || !mol.is_valid()) {
      result.error = readError();
      return result;
    }
    if (request.smiles) result.smiles = step(() => mol.get_smiles());
    if (request.inchi) result.inChi = step(() => mol.get_inchi());
    if (request.svg) result.molSvg = step(() => mol.get_svg(request.width, request.height));
  } catch (error) {
    if (isTrap(error)) {
      result.recycle = true;
      result.error = trapMessage(error);
    } else {
      result.error = `RDKit error: ${error instanceof Error ? error.message : String(error)}`;
    }
  } finally {
    // After a trap, even delete() may trap again: the worker is dropped anyway.
    if (!result.recycle) mol?.delete();
  }
  return result;
}

/**
 * Runs RDKit over a few molecules so that V8 tiers up its hot paths before the first user asks (the
 * first few hundred depictions are several times slower otherwise).
 */
function warmUp() {
  const samples = ["CC(=O)Oc1ccccc1C(=O)O", "CN1CCC[C@H]1c1cccnc1", "O=C(O)c1ccccc1O", "c1ccc2c(c1)cccn2"];
  for (let round = 0; round < 50; round++) {
    for (const smiles of samples) {
      const mol = RDKit.get_mol(smiles);
      if (!mol) continue;
      mol.get_smiles();
      mol.get_inchi();
      mol.get_svg(250, 200);
      mol.delete();
    }
  }
}

/** Set once the module trapped: the pool replaces this worker; nothing more is drawn here. */
let trapped = false;

function drawBatch({ claims, requests }) {
  const cells = new Int32Array(claims);
  let answers = [];
  let flushed = Date.now();
  for (let index = 0; index < requests.length; index++) {
    if (trapped) break;
    // Another worker (or the pool, taking it back) has it already.
    if (Atomics.compareExchange(cells, index, 0, token) !== 0) continue;
    const request = requests[index];
    // The time first, then the id: the pool never reads this id with an earlier molecule's time.
    Atomics.store(progress, 1, BigInt(Date.now()));
    Atomics.store(progress, 0, BigInt(request.id));
    const started = performance.now();
    const answer = depict(request);
    // The pool charges this time to the molecule's user (its fairness).
    answer.ms = performance.now() - started;
    Atomics.store(progress, 0, 0n);
    answers.push(answer);
    trapped = answer.recycle;
    if (!trapped && Date.now() - flushed >= flushEveryMs) {
      parentPort.postMessage({ answers });
      answers = [];
      flushed = Date.now();
    }
  }
  if (answers.length > 0) parentPort.postMessage({ answers });
}

if (options.warmUp) warmUp();
parentPort.on("message", drawBatch);
parentPort.postMessage({ ready: true });
