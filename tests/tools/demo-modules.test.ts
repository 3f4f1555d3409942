/**
 * The demo RDKit modules (gateway/modules/rdkit), run as the engine runs them: a work folder with the
 * input copied in and args.json, `node <script> args.json` in that folder, outputs under outputs/.
 * The chemistry is checked against independent readings: RDKit called here on the same records,
 * atom counts read from the molblocks, and textbook values (aspirin).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import initRDKitModule from "@rdkit/rdkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser } from "../support/factories.js";
import { uploadBytes } from "../support/uploads.js";

type RDKitModule = Awaited<ReturnType<typeof initRDKitModule>>;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const modulesDir = path.join(repoRoot, "gateway", "modules", "rdkit");
const demoData = path.join(repoRoot, "gateway", "modules", "demo-data");
const fixtures = path.join(repoRoot, "tests", "fixtures");
const cdk2 = path.join(fixtures, "cdk2.sdf");
const zinc = path.join(fixtures, "zinc.leads.500.q.smi");

const aspirin = "CC(=O)Oc1ccccc1C(=O)O";

interface ManifestArg {
  name: string;
  label: string;
  labelZh: string;
  format: string;
  fileFormats: string[] | null;
  require: boolean;
  default: unknown;
  choices: { value: string; label: string; labelZh: string }[] | null;
}

interface ManifestEntry {
  id: string;
  name: string;
  nameZh: string;
  script: string;
  docs: string;
  docsZh: string;
  timeoutSeconds: number;
  successExitCode: number;
  args?: ManifestArg[];
  outputs?: ManifestOutput[];
  /** Without methods: one implicit method of args and outputs. */
  methods?: { name: string; labelZh: string; args: ManifestArg[]; outputs: ManifestOutput[] }[];
}

type ManifestOutput = { name: string; label: string; labelZh: string; format: string };

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  dir: string;
  ms: number;
  output(name: string): Promise<string>;
  outputs(): Promise<string[]>;
}

let scratch = "";
let RDKit: RDKitModule;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "crucible-demo-modules-"));
  RDKit = await initRDKitModule();
});

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

let runCount = 0;

/**
 * Runs a module as the engine does. `input` is a file to copy into inputs/molecules/ (or text to write
 * there under `name`); `args` is args.json, with the molecules argument filled in.
 */
async function runModule(
  id: string,
  args: Record<string, unknown>,
  input: { file: string } | { name: string; text: string } | null,
): Promise<Run> {
  runCount += 1;
  const dir = path.join(scratch, `${id}-${runCount}`);
  await mkdir(path.join(dir, "inputs", "molecules"), { recursive: true });
  const full: Record<string, unknown> = { ...args };
  if (input) {
    const name = "file" in input ? path.basename(input.file) : input.name;
    const rel = path.posix.join("inputs", "molecules", name);
    if ("file" in input) await copyFile(input.file, path.join(dir, rel));
    else await writeFile(path.join(dir, rel), input.text);
    full.molecules ??= rel;
  }
  await writeFile(path.join(dir, "args.json"), JSON.stringify(full, null, 2));
  const started = Date.now();
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
    (resolve, reject) => {
      const child = spawn(process.execPath, [path.join(modulesDir, `${id}.mjs`), "args.json"], {
        cwd: dir,
        stdio: ["ignore", "pipe", "pipe"],
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
      child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
      child.on("error", reject);
      child.on("close", (exitCode) =>
        resolve({
          code: exitCode,
          stdout: Buffer.concat(out).toString("utf8"),
          stderr: Buffer.concat(err).toString("utf8"),
        }),
      );
    },
  );
  const ms = Date.now() - started;
  return {
    code,
    stdout,
    stderr,
    dir,
    ms,
    output: (name) => readFile(path.join(dir, "outputs", name), "utf8"),
    outputs: async () =>
      existsSync(path.join(dir, "outputs")) ? (await readdir(path.join(dir, "outputs"))).sort() : [],
  };
}

/** An RFC 4180 CSV reader, independent of the modules' writer. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""])));
}

interface SdfRecord {
  title: string;
  molblock: string;
  fields: Map<string, string>;
  atoms: { x: number; y: number; z: number; element: string }[];
}

/** A plain SDF reading: split on $$$$ lines, V2000 atom block by columns, fields by "> <NAME>". */
function parseSdf(text: string): SdfRecord[] {
  return text
    .replace(/\r\n/g, "\n")
    .split(/^\$\$\$\$[ \t]*$/m)
    .filter((chunk) => chunk.trim() !== "")
    .map((chunk) => {
      const lines = chunk.replace(/^\n/, "").split("\n");
      const end = lines.findIndex((line) => line.trimEnd() === "M  END");
      const counts = lines[3] ?? "";
      const atomCount = Number(counts.slice(0, 3));
      const atoms = lines.slice(4, 4 + atomCount).map((line) => ({
        x: Number(line.slice(0, 10)),
        y: Number(line.slice(10, 20)),
        z: Number(line.slice(20, 30)),
        element: line.slice(31, 34).trim(),
      }));
      const fields = new Map<string, string>();
      for (let i = end + 1; i < lines.length; i++) {
        const match = /^>.*<([^>]+)>/.exec(lines[i] ?? "");
        if (!match?.[1]) continue;
        const value: string[] = [];
        while (i + 1 < lines.length && (lines[i + 1] ?? "").trim() !== "") value.push(lines[++i] ?? "");
        fields.set(match[1], value.join("\n"));
      }
      return { title: (lines[0] ?? "").trim(), molblock: lines.slice(0, end + 1).join("\n"), fields, atoms };
    });
}

function num(value: string | undefined): number {
  expect(value, "a number in the output").toMatch(/^-?\d+(\.\d+)?$/);
  return Number(value);
}

/** RDKit's own descriptors of a molblock or SMILES, computed here. */
function rdkitDescriptors(input: string): Record<string, number> {
  const mol = RDKit.get_mol(input, JSON.stringify({ removeHs: true }));
  if (!mol) throw new Error("RDKit could not read the test molecule");
  try {
    return JSON.parse(mol.get_descriptors()) as Record<string, number>;
  } finally {
    mol.delete();
  }
}

function morganTanimoto(a: string, b: string, kind: "morgan" | "maccs" = "morgan"): number {
  const fp = (smiles: string) => {
    const mol = RDKit.get_mol(smiles);
    if (!mol) throw new Error(`bad SMILES ${smiles}`);
    try {
      return kind === "maccs"
        ? mol.get_maccs_fp()
        : mol.get_morgan_fp(JSON.stringify({ radius: 2, nBits: 2048 }));
    } finally {
      mol.delete();
    }
  };
  const x = fp(a);
  const y = fp(b);
  let both = 0;
  let either = 0;
  for (let i = 0; i < x.length; i++) {
    if (x[i] === "1" && y[i] === "1") both += 1;
    if (x[i] === "1" || y[i] === "1") either += 1;
  }
  return both / either;
}

const cdk2Records = async () => parseSdf(await readFile(cdk2, "utf8"));

const timings: string[] = [];
afterAll(() => {
  if (timings.length > 0) console.log(`demo module timings:\n  ${timings.join("\n  ")}`);
});

describe("descriptors", () => {
  it("tabulates the 47 CDK2 ligands with RDKit's molecular weight and the molblocks' heavy atoms", async () => {
    const run = await runModule("descriptors", {}, { file: cdk2 });
    timings.push(`descriptors cdk2.sdf: ${run.ms} ms`);
    expect(run.code, run.stderr).toBe(0);
    const text = await run.output("descriptors.csv");
    expect(text.split("\r\n")[0]).toBe(
      "Name,SMILES,MolWt,ExactMW,LogP,TPSA,HBD,HBA,RotatableBonds,Rings,AromaticRings,HeavyAtoms,FractionCSP3",
    );
    const rows = parseCsv(text);
    const records = await cdk2Records();
    expect(rows).toHaveLength(47);
    expect(rows.map((row) => row.Name)).toEqual(records.map((record) => record.title));
    const first = records.find((record) => record.title === "ZINC03814457");
    const row = rows.find((r) => r.Name === "ZINC03814457");
    expect(first && row).toBeTruthy();
    if (!first || !row) return;
    expect(Math.abs(num(row.MolWt) - (rdkitDescriptors(first.molblock).amw ?? NaN))).toBeLessThanOrEqual(
      0.01,
    );
    for (const [i, record] of records.entries()) {
      const heavy = record.atoms.filter((atom) => atom.element !== "H").length;
      expect(num(rows[i]?.HeavyAtoms), record.title).toBe(heavy);
      expect(rows[i]?.MolWt).toMatch(/^\d+\.\d{4}$/);
      expect(rows[i]?.HBD).toMatch(/^\d+$/);
    }
  });

  it("gives aspirin's textbook weight, Crippen logP and TPSA from a SMILES file", async () => {
    const run = await runModule(
      "descriptors",
      {},
      { name: "tiny.smi", text: `${aspirin} aspirin\n\n# a comment\nCCO ethanol\n` },
    );
    expect(run.code, run.stderr).toBe(0);
    const rows = parseCsv(await run.output("descriptors.csv"));
    expect(rows.map((row) => row.Name)).toEqual(["aspirin", "ethanol"]);
    const [asp, eth] = rows;
    expect(num(asp?.MolWt)).toBeCloseTo(180.16, 1);
    expect(Math.abs(num(asp?.MolWt) - 180.16)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(num(asp?.LogP) - 1.31)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(num(asp?.TPSA) - 63.6)).toBeLessThanOrEqual(0.1);
    expect(num(asp?.HeavyAtoms)).toBe(13);
    expect(num(asp?.AromaticRings)).toBe(1);
    expect(Math.abs(num(eth?.MolWt) - 46.069)).toBeLessThanOrEqual(0.01);
  });
});

describe("druglike_filter", () => {
  it("splits the CDK2 ligands into passed and failed records that agree with the report", async () => {
    const run = await runModule("druglike_filter", { rule: "lipinski", max_violations: 1 }, { file: cdk2 });
    timings.push(`druglike_filter cdk2.sdf: ${run.ms} ms`);
    expect(run.code, run.stderr).toBe(0);
    const passed = parseSdf(await run.output("passed.sdf"));
    const failed = parseSdf(await run.output("failed.sdf"));
    const report = parseCsv(await run.output("report.csv"));
    expect(passed.length + failed.length).toBe(47);
    expect(report).toHaveLength(47);
    const byName = new Map(report.map((row) => [row.Name, row]));
    const originals = new Map((await cdk2Records()).map((record) => [record.title, record]));
    for (const [records, verdict] of [
      [passed, "true"],
      [failed, "false"],
    ] as const) {
      for (const record of records) {
        const row = byName.get(record.title);
        expect(row, record.title).toBeDefined();
        if (!row) continue;
        const violations = num(record.fields.get("Violations"));
        expect(record.fields.get("Rule")).toBe("lipinski");
        expect(num(row.Violations)).toBe(violations);
        expect(row.Passed).toBe(verdict);
        if (verdict === "true") expect(violations).toBeLessThanOrEqual(1);
        else expect(violations).toBeGreaterThan(1);
        // The report's numbers give the same count of rule-of-five violations.
        const broken = [num(row.MolWt) > 500, num(row.LogP) > 5, num(row.HBD) > 5, num(row.HBA) > 10];
        expect(broken.filter(Boolean).length, record.title).toBe(violations);
        // The record keeps its 3-D coordinates, hydrogens and fields.
        const original = originals.get(record.title);
        expect(original).toBeDefined();
        expect(record.atoms).toEqual(original?.atoms);
        expect(record.fields.get("Cluster")).toBe(original?.fields.get("Cluster"));
      }
    }
  });

  it("fails a C40 alkane on Lipinski and gives SMILES input 2-D coordinates", async () => {
    const run = await runModule(
      "druglike_filter",
      {},
      { name: "mix.smi", text: `${aspirin} aspirin\n${"C".repeat(40)} tetracontane\n` },
    );
    expect(run.code, run.stderr).toBe(0);
    const passed = parseSdf(await run.output("passed.sdf"));
    const failed = parseSdf(await run.output("failed.sdf"));
    expect(passed.map((record) => record.title)).toEqual(["aspirin"]);
    expect(failed.map((record) => record.title)).toEqual(["tetracontane"]);
    expect(num(failed[0]?.fields.get("Violations"))).toBeGreaterThanOrEqual(2);
    const atoms = passed[0]?.atoms ?? [];
    expect(atoms).toHaveLength(13);
    expect(atoms.every((atom) => atom.z === 0)).toBe(true);
    expect(atoms.some((atom) => atom.x !== 0 || atom.y !== 0)).toBe(true);
  });

  it("applies Veber as pass or fail", async () => {
    // 12 rotatable bonds in a chain: Lipinski passes, Veber does not.
    const run = await runModule(
      "druglike_filter",
      { rule: "veber" },
      { name: "veber.smi", text: `${aspirin} aspirin\nCCCCCCCCCCCCCCO tetradecanol\n` },
    );
    expect(run.code, run.stderr).toBe(0);
    const report = parseCsv(await run.output("report.csv"));
    expect(report.map((row) => [row.Name, row.Passed])).toEqual([
      ["aspirin", "true"],
      ["tetradecanol", "false"],
    ]);
    expect(num(report[1]?.RotatableBonds)).toBeGreaterThan(10);
  });
});

describe("similarity", () => {
  it("ranks aspirin first against itself and agrees with a Tanimoto computed here", async () => {
    const text = [
      "CCO ethanol",
      "c1ccccc1 benzene",
      "OC(=O)c1ccccc1O salicylic_acid",
      `${aspirin} aspirin`,
      "CC(=O)Nc1ccc(O)cc1 paracetamol",
    ].join("\n");
    const run = await runModule("similarity", { query: aspirin, threshold: 0.3 }, { name: "set.smi", text });
    expect(run.code, run.stderr).toBe(0);
    const table = parseCsv(await run.output("similarity.csv"));
    expect(table).toHaveLength(5);
    expect(table[0]?.Name).toBe("aspirin");
    expect(table[0]?.Similarity).toBe("1.0000");
    const values = table.map((row) => num(row.Similarity));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const salicylic = table.find((row) => row.Name === "salicylic_acid");
    expect(num(salicylic?.Similarity)).toBeCloseTo(morganTanimoto(aspirin, "OC(=O)c1ccccc1O"), 4);
    const hits = parseSdf(await run.output("hits.sdf"));
    expect(hits[0]?.title).toBe("aspirin");
    const hitValues = hits.map((record) => num(record.fields.get("Similarity")));
    expect(hitValues.every((value) => value >= 0.3)).toBe(true);
    expect(hitValues).toEqual([...hitValues].sort((a, b) => b - a));
    expect(hits.map((record) => record.title)).toEqual(
      table.filter((row) => num(row.Similarity) >= 0.3).map((row) => row.Name),
    );
  });

  it("compares MACCS keys with the method maccs (radius and bits do not matter)", async () => {
    const text = [`${aspirin} aspirin`, "OC(=O)c1ccccc1O salicylic_acid", "CCO ethanol"].join("\n");
    const run = await runModule(
      "similarity",
      { $method: "maccs", query: aspirin, threshold: 0.3, radius: 99 },
      { name: "set.smi", text },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("MACCS keys");
    const table = parseCsv(await run.output("similarity.csv"));
    expect(table[0]?.Name).toBe("aspirin");
    const salicylic = table.find((row) => row.Name === "salicylic_acid");
    expect(num(salicylic?.Similarity)).toBeCloseTo(morganTanimoto(aspirin, "OC(=O)c1ccccc1O", "maccs"), 4);
    expect(num(salicylic?.Similarity)).not.toBeCloseTo(morganTanimoto(aspirin, "OC(=O)c1ccccc1O"), 2);
    const unknown = await runModule(
      "similarity",
      { $method: "atompair", query: aspirin },
      { name: "s.smi", text },
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("the method must be one of morgan, maccs");
  });

  it("searches the 500 ZINC leads", async () => {
    const run = await runModule("similarity", { query: aspirin, threshold: 0.2, bits: 1024 }, { file: zinc });
    timings.push(`similarity zinc.leads.500.q.smi: ${run.ms} ms`);
    expect(run.code, run.stderr).toBe(0);
    const table = parseCsv(await run.output("similarity.csv"));
    expect(table).toHaveLength(500);
    const hits = parseSdf(await run.output("hits.sdf"));
    expect(hits.length).toBe(table.filter((row) => num(row.Similarity) >= 0.2).length);
  });
});

describe("convert", () => {
  it("writes the CDK2 ligands as 47 SMILES lines that RDKit reads back", async () => {
    const run = await runModule("convert", { to: "smiles" }, { file: cdk2 });
    timings.push(`convert cdk2.sdf -> smiles: ${run.ms} ms`);
    expect(run.code, run.stderr).toBe(0);
    expect(await run.outputs()).toEqual(["converted.smi"]);
    const lines = (await run.output("converted.smi")).split("\n").filter((line) => line !== "");
    const records = await cdk2Records();
    expect(lines).toHaveLength(47);
    for (const [i, line] of lines.entries()) {
      const [smiles, name] = line.split("\t");
      expect(name).toBe(records[i]?.title);
      const mol = RDKit.get_mol(smiles ?? "");
      expect(mol, smiles).toBeTruthy();
      // Same heavy atoms as the molblock it came from.
      expect(mol?.get_num_atoms(true)).toBe(records[i]?.atoms.filter((atom) => atom.element !== "H").length);
      mol?.delete();
    }
  });

  it("writes SMILES as SDF with 2-D coordinates and the names kept", async () => {
    const run = await runModule("convert", { to: "sdf", depict: true }, { file: zinc });
    timings.push(`convert zinc.leads.500.q.smi -> sdf: ${run.ms} ms`);
    expect(run.code, run.stderr).toBe(0);
    const records = parseSdf(await run.output("converted.sdf"));
    const names = (await readFile(zinc, "utf8"))
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => line.trim().split(/\s+/)[1]);
    expect(records.map((record) => record.title)).toEqual(names);
    for (const record of records) {
      expect(record.atoms.length).toBeGreaterThan(0);
      expect(record.atoms.every((atom) => atom.z === 0)).toBe(true);
      expect(record.atoms.some((atom) => atom.x !== 0 || atom.y !== 0)).toBe(true);
    }
  });

  it("depicts SDF input in 2-D and keeps its fields", async () => {
    const run = await runModule("convert", {}, { file: cdk2 });
    expect(run.code, run.stderr).toBe(0);
    const records = parseSdf(await run.output("converted.sdf"));
    expect(records).toHaveLength(47);
    expect(records[0]?.title).toBe("ZINC03814457");
    expect(records[0]?.fields.get("Cluster")).toBe("1");
    expect(records.every((record) => record.atoms.every((atom) => atom.z === 0))).toBe(true);
  });
});

describe("bad input", () => {
  it("refuses a missing input file", async () => {
    const run = await runModule("descriptors", { molecules: "inputs/molecules/none.sdf" }, null);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/none\.sdf.*does not exist/);
  });

  it("refuses a query that is not SMILES", async () => {
    const run = await runModule("similarity", { query: "C1CC(" }, { file: cdk2 });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/query/);
  });

  it("ends an empty input as an empty result with a note, and refuses arguments of the wrong type", async () => {
    const empty = await runModule("descriptors", {}, { name: "empty.smi", text: "\n# nothing\n" });
    expect(empty.code, empty.stderr).toBe(0);
    expect(empty.stdout).toMatch(/^note: the input holds no molecules, so the outputs are empty$/m);
    expect(parseCsv(await empty.output("descriptors.csv"))).toEqual([]);
    const badRule = await runModule("druglike_filter", { rule: "ghose" }, { file: cdk2 });
    expect(badRule.code).not.toBe(0);
    expect(badRule.stderr).toMatch(/rule/);
    const badBits = await runModule("similarity", { query: aspirin, bits: 999 }, { file: cdk2 });
    expect(badBits.code).not.toBe(0);
    expect(badBits.stderr).toMatch(/bits/);
  });

  it("skips a molecule RDKit cannot read, warns, and still succeeds", async () => {
    const text = `${aspirin} aspirin\nC1CC(C broken\nCCO ethanol\n`;
    const run = await runModule("descriptors", {}, { name: "bad.smi", text });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/warning: skipped line 2 "broken"/);
    expect(run.stdout).toMatch(/1 skipped/);
    expect(parseCsv(await run.output("descriptors.csv")).map((row) => row.Name)).toEqual([
      "aspirin",
      "ethanol",
    ]);
  });

  it("skips an unreadable SDF record and keeps the others", async () => {
    const records = (await readFile(cdk2, "utf8")).split(/^\$\$\$\$\n/m);
    // The second record's counts line is garbled: RDKit cannot read its atom block.
    const lines = (records[1] ?? "").split("\n");
    lines[3] = `xyz${(lines[3] ?? "").slice(3)}`;
    const broken = lines.join("\n");
    const text = [records[0], broken, records[2]].map((record) => `${record}$$$$\n`).join("");
    const run = await runModule("convert", { to: "smiles" }, { name: "three.sdf", text });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/warning: skipped record 2/);
    expect((await run.output("converted.smi")).trim().split("\n")).toHaveLength(2);
  });
});

describe("manifest", () => {
  it("describes each module with an existing script, typed args and outputs that runs produce", async () => {
    const manifest = JSON.parse(
      await readFile(path.join(modulesDir, "manifest.json"), "utf8"),
    ) as ManifestEntry[];
    expect(manifest.map((entry) => entry.id)).toEqual([
      "descriptors",
      "druglike_filter",
      "similarity",
      "convert",
    ]);
    const formats = ["string", "int", "float", "bool", "choice", "multiple_choice", "file"];
    for (const entry of manifest) {
      expect(existsSync(path.join(modulesDir, entry.script)), entry.script).toBe(true);
      expect(entry.script).toBe(`${entry.id}.mjs`);
      expect(entry.nameZh && entry.docs && entry.docsZh).toBeTruthy();
      expect(entry.successExitCode).toBe(0);
      const methods = entry.methods?.length
        ? entry.methods
        : [{ name: "", labelZh: "-", args: entry.args ?? [], outputs: entry.outputs ?? [] }];
      for (const method of methods) {
        const where = method.name ? `${entry.id}/${method.name}` : entry.id;
        expect(method.labelZh, where).toBeTruthy();
        for (const arg of method.args) {
          expect(formats, `${where}.${arg.name}`).toContain(arg.format);
          expect(arg.labelZh, `${where}.${arg.name}`).toBeTruthy();
          if (arg.format === "choice") expect(arg.choices?.map((c) => c.value)).toContain(arg.default);
        }
        // A run with the defaults (what the engine fills in), then one per other choice value: together
        // they produce every declared output and nothing undeclared. A method goes in as $method.
        const defaults = Object.fromEntries([
          ...(method.name ? [["$method", method.name]] : []),
          ...method.args
            .filter((arg) => arg.format !== "file" && arg.default !== null)
            .map((arg) => [arg.name, arg.default]),
        ]);
        const variants: Record<string, unknown>[] = [defaults];
        for (const arg of method.args) {
          for (const choice of arg.choices ?? []) {
            if (choice.value !== arg.default) variants.push({ ...defaults, [arg.name]: choice.value });
          }
        }
        const produced = new Set<string>();
        for (const args of variants) {
          const run = await runModule(entry.id, args, { file: path.join(demoData, "cdk2.sdf") });
          expect(run.code, `${where} ${JSON.stringify(args)}: ${run.stderr}`).toBe(0);
          const outputs = await run.outputs();
          expect(outputs.length).toBeGreaterThan(0);
          for (const name of outputs) produced.add(name);
        }
        expect([...produced].sort()).toEqual(method.outputs.map((output) => output.name).sort());
      }
    }
  }, 120_000);

  it("ships the demo data set byte for byte with its sources", async () => {
    for (const name of ["cdk2.sdf", "zinc.leads.500.q.smi"]) {
      expect(
        (await readFile(path.join(demoData, name))).equals(await readFile(path.join(fixtures, name))),
      ).toBe(true);
    }
    const sources = await readFile(path.join(demoData, "SOURCES.md"), "utf8");
    expect(sources).toMatch(/\| cdk2\.sdf +\| 160134 \| rdkit\/rdkit/);
    expect(sources).toMatch(/\| zinc\.leads\.500\.q\.smi +\| 24099 +\| rdkit\/rdkit/);
  });

  it("runs descriptors and the drug-likeness filter on the 500 ZINC leads", async () => {
    const descriptors = await runModule("descriptors", {}, { file: zinc });
    timings.push(`descriptors zinc.leads.500.q.smi: ${descriptors.ms} ms`);
    expect(descriptors.code, descriptors.stderr).toBe(0);
    expect(parseCsv(await descriptors.output("descriptors.csv"))).toHaveLength(500);
    const filter = await runModule("druglike_filter", { rule: "lipinski_veber" }, { file: zinc });
    timings.push(`druglike_filter zinc.leads.500.q.smi: ${filter.ms} ms`);
    expect(filter.code, filter.stderr).toBe(0);
    const passed = parseSdf(await filter.output("passed.sdf"));
    const failed = parseSdf(await filter.output("failed.sdf"));
    expect(passed.length + failed.length).toBe(500);
    const cdk = await runModule("similarity", { query: "Nc1nc(OCC2CCCCC2)c2[nH]cnc2n1" }, { file: cdk2 });
    timings.push(`similarity cdk2.sdf: ${cdk.ms} ms`);
    expect(cdk.code, cdk.stderr).toBe(0);
  }, 60_000);
});

describe("the seeded template on a result that comes out empty (over HTTP)", () => {
  let t: TestApp;
  let scheduler: Scheduler;
  afterAll(async () => {
    await scheduler?.stop();
    await t?.stop();
  });

  // Five approved drugs that pass Lipinski's rule and resemble no CDK2 inhibitor: with the template's
  // default query (NU2058) and threshold 0.3 the similarity step keeps none of them.
  const drugs = [
    "CC(=O)Oc1ccccc1C(=O)O aspirin",
    "CC(C)Cc1ccc(cc1)C(C)C(=O)O ibuprofen",
    "CC(=O)Nc1ccc(O)cc1 paracetamol",
    "CN(C)C(=N)NC(=N)N metformin",
    "CC(C)NCC(O)COc1ccc(CC(N)=O)cc1 atenolol",
  ].join("\n");

  it("ends done, each empty step with a note in its log and in the job view", async () => {
    t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
    scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
      ...defaultSchedulerOptions,
      concurrency: 1,
    });
    const alice = await registerUser(t);
    const file = await uploadBytes(
      alice.client,
      "/api/workflow_job_task_data_source_file",
      "drugs.smi",
      Buffer.from(`${drugs}\n`),
    );
    const { templates } = await alice.client.gqlData<{ templates: { id: string; name: string }[] }>(
      `{ templates { id name } }`,
    );
    const template = templates.find((x) => x.name === "Drug-likeness and similarity screen");
    const molecules = { molecules: { dataFileId: file.Id } };
    const { runTemplate } = await alice.client.gqlData<{ runTemplate: { id: string } }>(
      `mutation($id: ID!, $args: [TaskArgsInput!]) { runTemplate(id: $id, name: "drugs", args: $args) { id } }`,
      {
        id: template!.id,
        args: [
          { key: "descriptors", args: molecules },
          { key: "filter", args: molecules },
        ],
      },
    );
    interface JobView {
      state: string;
      tasks: { key: string; state: string; reason: string | null; stdoutUrl: string | null }[];
    }
    let job: JobView | null = null;
    for (let i = 0; i < 400 && !["done", "abort", "cancel"].includes(job?.state ?? ""); i++) {
      await scheduler.tick();
      await scheduler.idle();
      job = (
        await alice.client.gqlData<{ job: JobView }>(
          `query($id: ID!) { job(id: $id) { state tasks { key state reason stdoutUrl } } }`,
          { id: runTemplate.id },
        )
      ).job;
    }
    expect(job!.tasks.map((x) => [x.key, x.state])).toEqual([
      ["descriptors", "done"],
      ["filter", "done"],
      ["similar", "done"],
      ["convert", "done"],
    ]);
    expect(job!.state).toBe("done");
    const byKey = new Map(job!.tasks.map((x) => [x.key, x]));
    expect(byKey.get("descriptors")!.reason).toBeNull();
    expect(byKey.get("similar")!.reason).toMatch(
      /^no molecule is at or above the threshold 0\.3; best \S+ at 0\.\d{4}: hits\.sdf is empty$/,
    );
    expect(byKey.get("convert")!.reason).toBe("the input holds no molecules, so the outputs are empty");
    const log = await alice.client.fetch(byKey.get("convert")!.stdoutUrl!);
    expect(await log.text()).toMatch(/^note: the input holds no molecules, so the outputs are empty$/m);
  }, 600_000);
});
