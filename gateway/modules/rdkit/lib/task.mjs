/**
 * What every demo module shares: reading args.json, typed arguments with defaults, the outputs/
 * folder, loading RDKit, parsing molecules (skipped with a warning when RDKit cannot read them) and
 * clean exits (0 on success; 2 with a message on stderr for bad arguments or input; 1 otherwise).
 */
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import initRDKitModule from "@rdkit/rdkit";
import { detectFormat, withTitle } from "./molio.mjs";

/** Bad arguments or bad input: the message is for the user, the exit code is 2. */
export class InputError extends Error {}

/** Runs a module's main function: prints a clear message and sets the exit code on failure. */
export async function run(main) {
  try {
    await main();
  } catch (error) {
    if (error instanceof InputError) {
      console.error(`error: ${error.message}`);
      process.exitCode = 2;
    } else {
      console.error(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exitCode = 1;
    }
  }
}

function missing(value) {
  return value === undefined || value === null || value === "";
}

/** The task's arguments (args.json, or the file named by the first command-line argument). */
export function readArgs() {
  const file = process.argv[2] ?? "args.json";
  if (!existsSync(file)) throw new InputError(`the arguments file ${file} does not exist`);
  let values;
  try {
    values = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new InputError(`the arguments file ${file} is not valid JSON: ${error.message}`);
  }
  if (values === null || typeof values !== "object" || Array.isArray(values)) {
    throw new InputError(`the arguments file ${file} must hold a JSON object`);
  }
  return {
    /**
     * The module method the task runs: `$method` in args.json (the engine writes it, and also sets
     * CRUCIBLE_METHOD), else `fallback` (a run by hand without it).
     */
    method(methods, fallback) {
      const raw = values.$method ?? process.env.CRUCIBLE_METHOD;
      const value = missing(raw) ? fallback : raw;
      if (!methods.includes(value)) {
        throw new InputError(
          `the method must be one of ${methods.join(", ")} (got ${JSON.stringify(value)})`,
        );
      }
      return value;
    },
    /** Input files (relative to the work folder); a list of files is read one after the other. */
    files(name) {
      const value = values[name];
      if (missing(value) || (Array.isArray(value) && value.length === 0)) {
        throw new InputError(`the argument "${name}" (an input file) is required`);
      }
      const list = Array.isArray(value) ? value : [value];
      return list.map((entry) => {
        if (typeof entry !== "string") throw new InputError(`the argument "${name}" must be a file path`);
        const file = path.resolve(entry);
        if (!existsSync(file))
          throw new InputError(`the input file ${entry} (argument "${name}") does not exist`);
        if (!statSync(file).isFile())
          throw new InputError(`the input ${entry} (argument "${name}") is not a file`);
        return file;
      });
    },
    string(name, fallback) {
      const value = values[name];
      if (missing(value)) {
        if (fallback === undefined) throw new InputError(`the argument "${name}" is required`);
        return fallback;
      }
      if (typeof value !== "string") throw new InputError(`the argument "${name}" must be a string`);
      return value;
    },
    choice(name, choices, fallback) {
      const value = missing(values[name]) ? fallback : values[name];
      if (!choices.includes(value)) {
        throw new InputError(
          `the argument "${name}" must be one of ${choices.join(", ")} (got ${JSON.stringify(value)})`,
        );
      }
      return value;
    },
    int(name, fallback, { min = -Infinity, max = Infinity, allowed = null } = {}) {
      const raw = values[name];
      const value = missing(raw) ? fallback : typeof raw === "string" ? Number(raw.trim()) : raw;
      if (typeof value !== "number" || !Number.isInteger(value)) {
        throw new InputError(`the argument "${name}" must be an integer (got ${JSON.stringify(raw)})`);
      }
      if (allowed && !allowed.includes(value)) {
        throw new InputError(`the argument "${name}" must be one of ${allowed.join(", ")} (got ${value})`);
      }
      if (value < min || value > max) {
        throw new InputError(`the argument "${name}" must be between ${min} and ${max} (got ${value})`);
      }
      return value;
    },
    float(name, fallback, { min = -Infinity, max = Infinity } = {}) {
      const raw = values[name];
      const value = missing(raw) ? fallback : typeof raw === "string" ? Number(raw.trim()) : raw;
      if (typeof value !== "number" || !Number.isFinite(value)) {
        throw new InputError(`the argument "${name}" must be a number (got ${JSON.stringify(raw)})`);
      }
      if (value < min || value > max) {
        throw new InputError(`the argument "${name}" must be between ${min} and ${max} (got ${value})`);
      }
      return value;
    },
    bool(name, fallback) {
      const raw = values[name];
      if (missing(raw)) return fallback;
      if (typeof raw === "boolean") return raw;
      const text = String(raw).trim().toLowerCase();
      if (["true", "1", "yes", "on"].includes(text)) return true;
      if (["false", "0", "no", "off"].includes(text)) return false;
      throw new InputError(`the argument "${name}" must be true or false (got ${JSON.stringify(raw)})`);
    },
  };
}

/** outputs/<name> in the work folder (the folder is created). */
export function outputPath(name) {
  mkdirSync("outputs", { recursive: true });
  return path.join("outputs", name);
}

/** The RDKit WASM module. */
export async function loadRDKit() {
  try {
    return await initRDKitModule();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `RDKit could not start (${message.slice(0, 300)}); ` +
        "a virtual memory limit (ulimit -v) below about 12 GiB stops WebAssembly unless node runs with --disable-wasm-trap-handler",
    );
  }
}

/**
 * The RDKit molecule of a record (explicit hydrogens of a molblock removed), or null with a warning on
 * stderr when RDKit cannot read it. The caller deletes the molecule.
 */
export function parseMolecule(RDKit, record) {
  let mol = null;
  let problem = "RDKit could not parse it";
  try {
    mol = record.molblock
      ? RDKit.get_mol(record.molblock, JSON.stringify({ removeHs: true }))
      : RDKit.get_mol(record.smiles);
    if (mol && (!mol.is_valid() || mol.get_num_atoms() === 0)) {
      if (mol.is_valid()) problem = "it has no atoms";
      mol.delete();
      mol = null;
    }
  } catch (error) {
    problem = `RDKit failed on it: ${error instanceof Error ? error.message : String(error)}`;
    mol?.delete();
    mol = null;
  }
  if (!mol) {
    const what = record.smiles !== undefined ? ` (SMILES ${JSON.stringify(record.smiles)})` : "";
    console.error(`warning: skipped ${record.where} "${record.name}"${what}: ${problem}`);
  }
  return mol;
}

/** The input files with their formats, announced on stdout. */
export function describeInputs(files) {
  return files.map((file) => {
    const format = detectFormat(file);
    console.log(`reading ${path.basename(file)} as ${format === "sdf" ? "SDF" : "SMILES"}`);
    return { file, format };
  });
}

/** Progress on stdout every `every` molecules. */
export function progress(count, every = 100) {
  if (count % every === 0) console.log(`processed ${count} molecules`);
}

/**
 * Prints a note for the user: the platform shows a done task's last `note: ` line of stdout in the
 * job view (docs/architecture.md, "Task notes").
 */
export function note(text) {
  console.log(`note: ${text.replace(/[\r\n]+/g, " ")}`);
}

/**
 * The end of a run: counts on stdout, and an error when molecules were given but none could be read.
 * An input without molecules (an empty result of the task before, say) is an empty result, with a note.
 */
export function finish(read, skipped, extra = "") {
  console.log(`done: ${read} molecules read, ${read - skipped} processed, ${skipped} skipped${extra}`);
  if (read === 0) return note("the input holds no molecules, so the outputs are empty");
  if (read === skipped) throw new InputError(`none of the ${read} molecules could be read by RDKit`);
}

/** RDKit's descriptors of a molecule, in the names the modules print. */
export function descriptorsOf(mol) {
  const d = JSON.parse(mol.get_descriptors());
  return {
    molWt: d.amw,
    exactMw: d.exactmw,
    logP: d.CrippenClogP,
    tpsa: d.tpsa,
    hbd: d.NumHBD,
    hba: d.NumHBA,
    rotatableBonds: d.NumRotatableBonds,
    rings: d.NumRings,
    aromaticRings: d.NumAromaticRings,
    heavyAtoms: d.NumHeavyAtoms,
    fractionCsp3: d.FractionCSP3,
  };
}

/** The molblock for an output record: the SDF record's own, or 2-D coordinates for a SMILES input. */
export function molblockFor(record, mol) {
  if (record.molblock) return record.molblock;
  mol.set_new_coords();
  return withTitle(mol.get_molblock(), record.name);
}
