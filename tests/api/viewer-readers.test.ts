/**
 * The viewers' server-side readers (issue 12, docs/viewers.md): sequence pages of FASTA, GenBank,
 * SnapGene and weseq files; MOL2 and XYZ records through the SDF reader (Open Babel converts them);
 * molecule files for NGL; a task's result molecules. Expected values come from the fixtures' own text
 * and from what Biopython, Open Babel and bio-parsers' own tests document for the same files (see
 * tests/fixtures/SOURCES.md), not from this reader's output.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findOnPath } from "../../gateway/src/findOnPath.js";
import type { ModuleArg } from "../../gateway/src/db/modules.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { startApp, type TestApp } from "../support/app.js";
import {
  addEngineModule,
  createSystemUser,
  registerUser,
  waitFor,
  type NormalUser,
  type SystemUser,
} from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { uploadBytes } from "../support/uploads.js";

const fixtures = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../fixtures");
const fixture = (name: string) => readFileSync(path.join(fixtures, name));
const base = "/api/workflow_job_task_data_source_file";
const sysBase = "/api/sys/workflow_job_task_data_source_file";

interface Warning {
  code: string;
  detail: string;
}
interface Feature {
  name: string;
  type: string;
  start: number;
  end: number;
  strand: number;
  notes: Record<string, string[]>;
  locations: { start: number; end: number }[];
  warnings: Warning[];
}
interface SeqRecord {
  Index: number;
  Id: string;
  Name: string;
  Description: string;
  Length: number;
  MoleculeType: string;
  Topology: string;
  GcContent: number | null;
  Features: Feature[];
  FeatureTotal: number;
  Primers: Feature[];
  Warnings: Warning[];
  SequenceOffset: number;
  Sequence: string;
}
interface SeqPage {
  Format: string;
  Total: number;
  Records: SeqRecord[];
}
interface SdfPage {
  Total: number;
  Records: {
    Index: number;
    Name: string;
    Smiles: string | null;
    InChi: string | null;
    Error: string | null;
  }[];
}

/** FASTA as Biopython documents SeqIO's "fasta": id is the title's first word, description the title. */
function fastaOracle(text: string) {
  return text
    .split(/^>/m)
    .slice(1)
    .map((chunk) => {
      const [title = "", ...lines] = chunk.split(/\r?\n/);
      return {
        id: title.trim().split(/\s+/)[0]!,
        description: title.trim(),
        sequence: lines.join("").replace(/\s+/g, ""),
      };
    });
}

/** The ORIGIN section of a GenBank record: its sequence, letters only. */
function genbankSequence(text: string): string {
  return text
    .slice(text.indexOf("\nORIGIN"))
    .split("\n")
    .slice(1)
    .filter((line) => /^\s*\d+ /.test(line))
    .map((line) => line.replace(/[\d\s]/g, ""))
    .join("");
}

/** Biopython's gc_fraction (ambiguous="remove"): G+C+S over A+C+G+T+S+W+U. */
function gcFraction(sequence: string): number {
  const count = (letters: string) => [...sequence.toUpperCase()].filter((c) => letters.includes(c)).length;
  return count("GCS") / count("ACGTSWU");
}

/** A one-record GenBank file of `length` bp (acgt repeated) with this feature table (lines as written). */
function genbank(length: number, features: string[]): Buffer {
  const sequence = "acgt".repeat(Math.ceil(length / 4)).slice(0, length);
  const origin: string[] = [];
  for (let i = 0; i < length; i += 60) {
    const blocks = sequence.slice(i, i + 60).match(/.{1,10}/g) ?? [];
    origin.push(`${String(i + 1).padStart(9)} ${blocks.join(" ")}`);
  }
  return Buffer.from(
    [
      `LOCUS       pTest                   ${length} bp    DNA     circular SYN 01-JAN-2020`,
      "DEFINITION  a feature table that does not fit.",
      "ACCESSION   pTest",
      "VERSION     pTest.1",
      "FEATURES             Location/Qualifiers",
      ...features,
      "ORIGIN",
      ...origin,
      "//",
      "",
    ].join("\n"),
  );
}

let t: TestApp;
let alice: NormalUser;
let bob: NormalUser;
let reader: SystemUser;
let nobody: SystemUser;
let scheduler: Scheduler;
const ids: Record<string, number> = {};

const upload = async (client: Client, name: string, bytes: Buffer) =>
  (await uploadBytes(client, base, name, bytes)).Id;

const records = (client: Client, id: number, body: Record<string, unknown> = {}) =>
  client.rest<SeqPage>(`${base}/sequence_records/${id}`, body);

beforeAll(async () => {
  // A 1 MiB reader cap, so that "a file over the cap" is a small upload.
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false", CRUCIBLE_READER_MAX_MB: "1" } });
  scheduler = createScheduler(t.app.services, localExecutors(createLocalExecutor()), () => undefined, {
    ...defaultSchedulerOptions,
    concurrency: 1,
  });
  alice = await registerUser(t);
  bob = await registerUser(t);
  const admin = await t.admin();
  reader = await createSystemUser(t, admin, ["Workflow.Job.Task.DataSourceFile.Read", "Workflow.Job.Read"]);
  nobody = await createSystemUser(t, admin, []);
  for (const name of [
    "nucleotide_lib.fa",
    "protein_lib.fa",
    "NC_005816.gb",
    "addgene-plasmid-39296-sequence-49545.gbk",
    "GFPuv_025_revfeature_circular.dna",
    "cdk2-first4.mol2",
    "adrenalin.mol2",
    "cdk2-first3.xyz",
    "rdkit-test2.xyz",
    "1crn.pdb",
  ]) {
    ids[name] = await upload(alice.client, name, fixture(name));
  }
});

afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
});

describe("workflow_job_task_data_source_file/sequence_records", () => {
  it("reads FASTA records as Biopython does: ids, descriptions, lengths, DNA or protein", async () => {
    for (const [file, count, letters, type] of [
      ["nucleotide_lib.fa", 7, 17_344, "DNA"],
      ["protein_lib.fa", 12, 2_267, "protein"],
    ] as const) {
      const expected = fastaOracle(fixture(file).toString("utf8"));
      expect(expected).toHaveLength(count);
      const page = (await records(alice.client, ids[file]!, { Limit: 100, SeqLength: 1_000_000 })).body.Data;
      expect(page.Format).toBe("fasta");
      expect(page.Total).toBe(count);
      expect(page.Records.reduce((sum, r) => sum + r.Length, 0)).toBe(letters);
      page.Records.forEach((record, i) => {
        expect(record.Id).toBe(expected[i]!.id);
        expect(record.Description).toBe(expected[i]!.description);
        expect(record.Sequence).toBe(expected[i]!.sequence);
        expect(record.Length).toBe(expected[i]!.sequence.length);
        expect(record.MoleculeType).toBe(type);
        expect(record.Topology).toBe("linear");
        if (type === "DNA") expect(record.GcContent).toBeCloseTo(gcFraction(expected[i]!.sequence), 12);
        else expect(record.GcContent).toBeNull();
      });
    }
  });

  it("reads a GenBank record: Biopython's id, name, description, topology, 41 features, GC", async () => {
    const text = fixture("NC_005816.gb").toString("utf8");
    const sequence = genbankSequence(text);
    const page = (await records(alice.client, ids["NC_005816.gb"]!, { SeqLength: 1_000_000 })).body.Data;
    expect(page.Format).toBe("genbank");
    expect(page.Total).toBe(1);
    const [record] = page.Records;
    // Biopython: ID NC_005816.1, Name NC_005816, "Number of features: 41", /topology=circular.
    expect(record!.Id).toBe("NC_005816.1");
    expect(record!.Name).toBe("NC_005816");
    expect(record!.Description).toBe(
      "Yersinia pestis biovar Microtus str. 91001 plasmid pPCP1, complete sequence",
    );
    expect(record!.Length).toBe(9609);
    expect(record!.Sequence.toUpperCase()).toBe(sequence.toUpperCase());
    expect(record!.Topology).toBe("circular");
    expect(record!.MoleculeType).toBe("DNA");
    expect(record!.FeatureTotal).toBe(41);
    expect(record!.GcContent).toBeCloseTo(gcFraction(sequence), 12);
    // "gene 87..1109" is Biopython's FeatureLocation(86, 1109, strand=1).
    const gene = record!.Features.find((f) => f.type === "gene");
    expect(gene).toMatchObject({ start: 86, end: 1109, strand: 1 });
    const cds = record!.Features.find((f) => f.type === "CDS");
    expect(cds!.notes.translation?.[0]).toMatch(/^M/);
  });

  it("answers GenBank primer_bind features as primers (Addgene's pFA6a-kanMX6)", async () => {
    const page = (await records(alice.client, ids["addgene-plasmid-39296-sequence-49545.gbk"]!)).body.Data;
    const [record] = page.Records;
    expect(record!.Length).toBe(3938);
    expect(record!.Topology).toBe("circular");
    expect(record!.Primers).toHaveLength(9);
    expect(record!.Features).toHaveLength(10);
    expect(record!.Primers.every((p) => p.type === "primer_bind")).toBe(true);
  });

  it("reads a SnapGene .dna file: bio-parsers' own test values, end exclusive", async () => {
    const page = (await records(alice.client, ids["GFPuv_025_revfeature_circular.dna"]!)).body.Data;
    expect(page.Format).toBe("snapgene");
    const [record] = page.Records;
    expect(record!.Name).toBe("GFPuv_025_revfeature_circular");
    expect(record!.Topology).toBe("circular");
    expect(record!.Length).toBe(1280);
    expect(
      record!.Sequence.toLowerCase().startsWith(
        "cagaaagcgtcacaaaagatggaatcaaagctaacttcaaaattcgccacaacattgaag",
      ),
    ).toBe(true);
    // complement(500..600)
    expect(record!.Features).toEqual([
      expect.objectContaining({ name: "revFeature", start: 499, end: 600, strand: -1 }),
    ]);
  });

  it("reads a weseq document and refuses one that breaks its schema", async () => {
    const doc = {
      version: 1,
      records: [
        {
          name: "pDemo",
          description: "a demo plasmid",
          sequence: "ATGCGCGCATATGGCC",
          moleculeType: "DNA",
          topology: "circular",
          features: [
            { name: "orf", type: "CDS", start: 0, end: 9, strand: 1, color: "#ff0000", notes: "start" },
          ],
        },
      ],
    };
    const id = await upload(alice.client, "demo.weseq", Buffer.from(JSON.stringify(doc)));
    const page = (await records(alice.client, id)).body.Data;
    expect(page.Format).toBe("weseq");
    expect(page.Records[0]).toMatchObject({
      Name: "pDemo",
      Length: 16,
      Topology: "circular",
      GcContent: 10 / 16,
      Features: [
        {
          name: "orf",
          type: "CDS",
          start: 0,
          end: 9,
          strand: 1,
          color: "#ff0000",
          notes: { note: ["start"] },
        },
      ],
    });
    const bad = await upload(alice.client, "bad.weseq", Buffer.from(JSON.stringify({ ...doc, version: 7 })));
    const refused = await records(alice.client, bad);
    expect(refused.status).toBe(400);
    expect(refused.body.Error?.Type).toBe("DBFileInvalid");
    expect(refused.body.Error?.Value).toContain("unreadable sequence data");
  });

  it("keeps a feature table that does not fit: each feature's own location with a warning, join parts, /label", async () => {
    const q = (text: string) => `                     ${text}`;
    const file = genbank(2040, [
      "     promoter        3001..3050",
      q("/label=pLac"),
      "     terminator      2500..2600",
      q("/label=T1"),
      "     CDS             2000..2100",
      q("/label=lacZ"),
      q('/note="runs over'),
      q('two lines"'),
      "     CDS             join(10..50,100..200)",
      q("/label=joined"),
      "     misc_feature    complement(join(300..400,",
      q("500..600))"),
      q('/note="both parts reverse"'),
    ]);
    const id = await upload(alice.client, "misfit.gb", file);
    const answer = await records(alice.client, id);
    expect(answer.status).toBe(200);
    const record = answer.body.Data.Records[0]!;
    expect(record.Length).toBe(2040);
    expect(record.Warnings).toEqual([]);
    const byName = new Map(record.Features.map((f) => [f.name, f]));
    // Locations as written (1-based inclusive in the file, 0-based exclusive here), never moved to fit.
    expect(byName.get("pLac")).toMatchObject({
      start: 3000,
      end: 3050,
      locations: [{ start: 3000, end: 3050 }],
      warnings: [{ code: "outsideSequence", detail: "3001..3050" }],
      notes: { label: ["pLac"] },
    });
    expect(byName.get("T1")).toMatchObject({
      start: 2499,
      end: 2600,
      warnings: [{ code: "outsideSequence", detail: "2500..2600" }],
    });
    expect(byName.get("lacZ")).toMatchObject({
      start: 1999,
      end: 2100,
      warnings: [{ code: "outsideSequence", detail: "2000..2100" }],
      notes: { label: ["lacZ"], note: ["runs over two lines"] },
    });
    expect(byName.get("joined")).toMatchObject({
      start: 9,
      end: 200,
      strand: 1,
      locations: [
        { start: 9, end: 50 },
        { start: 99, end: 200 },
      ],
      warnings: [],
    });
    expect(byName.get("both parts reverse")).toMatchObject({
      strand: -1,
      locations: [
        { start: 299, end: 400 },
        { start: 499, end: 600 },
      ],
    });

    const query = `query($id: ID!) { sequenceRecords(fileId: $id) { records { warnings { code detail }
      features { name start end notes locations { start end } warnings { code detail } } } } }`;
    const data = await alice.client.gqlData<{
      sequenceRecords: { records: { warnings: Warning[]; features: Feature[] }[] };
    }>(query, { id: String(id) });
    const features = data.sequenceRecords.records[0]!.features;
    expect(features.find((f) => f.name === "pLac")).toMatchObject({
      start: 3000,
      end: 3050,
      warnings: [{ code: "outsideSequence", detail: "3001..3050" }],
    });
    expect(features.find((f) => f.name === "joined")!.locations).toHaveLength(2);
  });

  it("refuses a location that is not GenBank's grammar (3001..x3050), naming it", async () => {
    const id = await upload(
      alice.client,
      "x.gb",
      genbank(4000, ["     misc_feature    3001..x3050", "                     /label=bad"]),
    );
    const answer = await records(alice.client, id);
    expect(answer.status).toBe(400);
    expect(answer.body.Error?.Type).toBe("DBFileInvalid");
    expect(answer.body.Error?.Value).toContain('"3001..x3050" is not a GenBank location');
  });

  it("pages a 10,000-record FASTA and a long sequence on the server", async () => {
    const proteins = fastaOracle(fixture("protein_lib.fa").toString("utf8"));
    const lines: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const source = proteins[i % proteins.length]!;
      // The start of each sequence only: the file stays under this app's 1 MiB reader cap.
      lines.push(`>rec${i} from ${source.id}`, source.sequence.slice(0, 40));
    }
    const id = await upload(alice.client, "many.fasta", Buffer.from(`${lines.join("\n")}\n`));
    const answer = await records(alice.client, id, { Offset: 9_990, Limit: 100 });
    expect(answer.body.Error).toBeNull();
    const page = answer.body.Data;
    expect(page.Total).toBe(10_000);
    expect(page.Records.map((r) => r.Id)).toEqual(Array.from({ length: 10 }, (_, i) => `rec${9_990 + i}`));

    const sequence = genbankSequence(fixture("NC_005816.gb").toString("utf8"));
    const slice = (await records(alice.client, ids["NC_005816.gb"]!, { SeqOffset: 9_000, SeqLength: 500 }))
      .body.Data.Records[0]!;
    expect(slice.SequenceOffset).toBe(9_000);
    expect(slice.Sequence.toUpperCase()).toBe(sequence.slice(9_000, 9_500).toUpperCase());
    const tail = (await records(alice.client, ids["NC_005816.gb"]!, { SeqOffset: 9_600, SeqLength: 500 }))
      .body.Data.Records[0]!;
    expect(tail.Sequence).toHaveLength(9);
    const tooLong = await records(alice.client, ids["NC_005816.gb"]!, { SeqLength: 1_000_001 });
    expect(tooLong.body.Error?.Type).toBe("ServerInvalidParameter");
  });

  it("refuses binary junk, a truncated GenBank file, a file over the cap and a non-sequence file", async () => {
    const junk = await upload(alice.client, "junk.fasta", randomBytes(4096));
    const binary = await records(alice.client, junk);
    expect(binary.body.Error?.Type).toBe("DBFileInvalid");
    expect(binary.body.Error?.Value).toContain("unreadable sequence data");
    const truncated = await upload(alice.client, "cut.gb", fixture("NC_005816.gb").subarray(0, 5000));
    expect((await records(alice.client, truncated)).body.Error?.Type).toBe("DBFileInvalid");
    const big = await upload(alice.client, "big.fa", Buffer.from(`>big\n${"ACGT".repeat(300_000)}\n`));
    const over = await records(alice.client, big);
    expect(over.status).toBe(413);
    expect(over.body.Error?.Type).toBe("DBFileTooLarge");
    expect((await records(alice.client, ids["1crn.pdb"]!)).body.Error?.Type).toBe("DBFileInvalid");
    // The gateway still answers after all of it.
    expect((await records(alice.client, ids["protein_lib.fa"]!)).body.Data.Total).toBe(12);
  });

  it("refuses strangers, other users and back-office users without the permission, on both transports", async () => {
    const id = ids["NC_005816.gb"]!;
    expect((await records(t.client(), id)).body.Error?.Type).toBe("DBUserNoLogin");
    const theirs = await records(bob.client, id);
    const missing = await records(bob.client, 99_999_999);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    const denied = await nobody.client.rest(`${sysBase}/sequence_records/${id}`, {});
    expect(denied.body.Error?.Type).toBe("DBPermDenied");
    const sys = await reader.client.ok<SeqPage>(`${sysBase}/sequence_records/${id}`, {});
    expect(sys.Records[0]!.Id).toBe("NC_005816.1");

    const query = `query($id: ID!) { sequenceRecords(fileId: $id, seqLength: 10) {
      format total records { id name length topology gcContent featureTotal sequence features { type start end strand } } } }`;
    const data = await alice.client.gqlData<{
      sequenceRecords: {
        format: string;
        total: number;
        records: { id: string; sequence: string; featureTotal: number }[];
      };
    }>(query, { id: String(id) });
    expect(data.sequenceRecords.format).toBe("genbank");
    expect(data.sequenceRecords.records[0]).toMatchObject({ id: "NC_005816.1", featureTotal: 41 });
    expect(data.sequenceRecords.records[0]!.sequence).toHaveLength(10);
    expect(gqlCode(await bob.client.gql(query, { id: String(id) }))).toBe("DBDataNotExist");
    expect(gqlCode(await t.client().gql(query, { id: String(id) }))).toBe("DBUserNoLogin");
    const sysQuery = `query($id: ID!) { sysSequenceRecords(fileId: $id) { total } }`;
    expect(gqlCode(await nobody.client.gql(sysQuery, { id: String(id) }))).toBe("DBPermDenied");
    expect(
      (await reader.client.gqlData<{ sysSequenceRecords: { total: number } }>(sysQuery, { id: String(id) }))
        .sysSequenceRecords.total,
    ).toBe(1);
  });
});

describe("MOL2 and XYZ through the SDF reader (Open Babel)", () => {
  const cdk2Titles = fixture("cdk2.sdf")
    .toString("utf8")
    .split(/\$\$\$\$\r?\n/)
    .map((r) => r.split(/\r?\n/)[0]!.trim());

  it("lists every molecule of a multi-molecule MOL2 and every frame of an XYZ file", async () => {
    const mol2 = await alice.client.ok<SdfPage>(`${base}/sdf_records/${ids["cdk2-first4.mol2"]}`, {});
    expect(mol2.Total).toBe(4);
    expect(mol2.Records.map((r) => r.Name)).toEqual(cdk2Titles.slice(0, 4));
    expect(mol2.Records.every((r) => r.Smiles && r.InChi && r.Error === null)).toBe(true);
    const xyz = await alice.client.ok<SdfPage>(`${base}/sdf_records/${ids["cdk2-first3.xyz"]}`, {});
    expect(xyz.Total).toBe(3);
    expect(xyz.Records.map((r) => r.Name)).toEqual(cdk2Titles.slice(0, 3));
    // Adrenaline (NGL's adrenalin.mol2): InChI of epinephrine without stereo, C9H13NO3.
    const adrenalin = await alice.client.ok<SdfPage>(`${base}/sdf_records/${ids["adrenalin.mol2"]}`, {});
    expect(adrenalin.Total).toBe(1);
    expect(adrenalin.Records[0]!.InChi).toMatch(/^InChI=1S\/C9H13NO3\//);
    // RDKit's test2.xyz: its title is its SMILES, C=C([O-])CC (C4H7O-).
    const test2 = await alice.client.ok<SdfPage>(`${base}/sdf_records/${ids["rdkit-test2.xyz"]}`, {});
    expect(test2.Records[0]!.Name).toBe("C=C([O-])CC");
    expect(test2.Records[0]!.InChi).toMatch(/^InChI=1S\/C4H\d+O/);
  });

  it("sorts and filters the converted records like an SDF file's", async () => {
    const page = await alice.client.ok<SdfPage>(`${base}/sdf_records/${ids["cdk2-first4.mol2"]}`, {
      Sort: { Field: "name", Desc: true },
      Filters: [{ Field: "name", Op: "contains", Value: "ZINC0" }],
    });
    const expected = cdk2Titles.slice(0, 4).filter((n) => n.includes("ZINC0"));
    expect(page.Total).toBe(expected.length);
    expect(page.Records.map((r) => r.Name)).toEqual([...expected].sort().reverse());
  });

  it("refuses a MOL2 file Open Babel cannot read", async () => {
    const junk = await upload(alice.client, "junk.mol2", Buffer.from("this is not\na Tripos MOL2 file\n"));
    const answer = await alice.client.rest(`${base}/sdf_records/${junk}`, {});
    expect(answer.status).toBe(400);
    expect(answer.body.Error?.Type).toBe("DBFileInvalid");
  });
});

describe("workflow_job_task_data_source_file/view_molecule_file", () => {
  it("answers a PDB file as stored and an XYZ file converted to SD for NGL", async () => {
    const pdb = await alice.client.fetch(`${base}/view_molecule_file/${ids["1crn.pdb"]}`);
    expect(pdb.status).toBe(200);
    expect(pdb.headers.get("x-molecule-format")).toBe("pdb");
    expect(pdb.headers.get("content-type")).toContain("chemical/x-pdb");
    expect(Buffer.from(await pdb.arrayBuffer()).equals(fixture("1crn.pdb"))).toBe(true);
    const xyz = await alice.client.fetch(`${base}/view_molecule_file/${ids["cdk2-first3.xyz"]}`);
    expect(xyz.status).toBe(200);
    expect(xyz.headers.get("x-molecule-format")).toBe("sdf");
    expect(xyz.headers.get("x-molecule-converted")).toBe("obabel");
    const sdf = await xyz.text();
    expect(sdf.match(/^\$\$\$\$$/gm)).toHaveLength(3);
    expect(sdf.split("\n")[0]).toBe("ZINC03814457");
  });

  it("refuses other files and other callers", async () => {
    const text = await upload(alice.client, "notes.txt", Buffer.from("hello\n"));
    expect((await alice.client.rest(`${base}/view_molecule_file/${text}`)).body.Error?.Type).toBe(
      "DBFileInvalid",
    );
    const id = ids["1crn.pdb"]!;
    expect((await t.client().rest(`${base}/view_molecule_file/${id}`)).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    const theirs = await bob.client.rest(`${base}/view_molecule_file/${id}`);
    expect(theirs.body).toEqual((await bob.client.rest(`${base}/view_molecule_file/99999999`)).body);
    expect(theirs.body.Error?.Type).toBe("DBDataNotExist");
    expect((await nobody.client.rest(`${sysBase}/view_molecule_file/${id}`)).body.Error?.Type).toBe(
      "DBPermDenied",
    );
    const sys = await reader.client.fetch(`${sysBase}/view_molecule_file/${id}`);
    expect(sys.status).toBe(200);
    // Read to the end: an unread body would hold the connection open past the app's stop.
    expect(Buffer.from(await sys.arrayBuffer()).equals(fixture("1crn.pdb"))).toBe(true);
  });
});

describe("a task's results: workflow_job_task_result_molecule, sequence_records, view_molecule_file", () => {
  let taskId = 0;

  beforeAll(async () => {
    const fileArg = (name: string): ModuleArg => ({ name, label: name, format: "file", require: false });
    const moduleId = await addEngineModule(t, "test/viewerfiles", "viewerfiles.mjs", {
      args: ["sdf", "mol2", "xyz", "gb"].map(fileArg),
      outputs: [],
    });
    const sdf = await upload(alice.client, "cdk2.sdf", fixture("cdk2.sdf"));
    const job = await alice.client.ok<{ Id: number }>("/api/workflow_job/submit", {
      Name: "viewer results",
      Tasks: [
        {
          Key: "results",
          ModuleId: moduleId,
          Args: {
            sdf: { dataFileId: sdf },
            mol2: { dataFileId: ids["cdk2-first4.mol2"] },
            xyz: { dataFileId: ids["cdk2-first3.xyz"] },
            gb: { dataFileId: ids["NC_005816.gb"] },
          },
        },
      ],
    });
    for (let i = 0; i < 200; i++) {
      await scheduler.tick();
      await scheduler.idle();
      const tasks = await alice.client.ok<{ Id: number; State: string }[]>(
        `/api/workflow_job/tasks/${job.Id}`,
      );
      if (tasks[0]!.State === "done") {
        taskId = tasks[0]!.Id;
        return;
      }
      expect(["prePending", "pending", "doing"]).toContain(tasks[0]!.State);
    }
    throw new Error("the task did not finish");
  });

  interface ResultFile {
    Output: string;
    Total: number;
    Records: { Name: string; Smiles: string | null; MolFileId: string }[];
    Error: string | null;
  }

  it("lists the task's molecule outputs with their record counts and records", async () => {
    const path = `/api/workflow_job_task_result_molecule/query/${taskId}`;
    const files = await alice.client.ok<ResultFile[]>(path, { Limit: 2 });
    expect(files.map((f) => [f.Output, f.Total, f.Error])).toEqual(
      [
        ["result.mol2", 4, null],
        ["result.sdf", 47, null],
        ["result.xyz", 3, null],
      ].sort((a, b) => files.findIndex((f) => f.Output === a[0]) - files.findIndex((f) => f.Output === b[0])),
    );
    expect(files.every((f) => f.Records.length === 2 && f.Records.every((r) => r.Smiles))).toBe(true);
    const mol2 = files.find((f) => f.Output === "result.mol2")!;
    expect(mol2.Records[1]!.MolFileId).toBe("result.mol2/2");
    const molecule = await alice.client.fetch(
      `/api/workflow_job_tasks/read_result_molecule_file/${taskId}?MolFileId=${encodeURIComponent("result.mol2/2")}`,
    );
    expect((await molecule.text()).split("\n")[0]).toBe(mol2.Records[1]!.Name);
    const one = await alice.client.ok<ResultFile[]>(path, { Output: "result.xyz", Offset: 2 });
    expect(one).toHaveLength(1);
    expect(one[0]!.Records.map((r) => r.MolFileId)).toEqual(["result.xyz/3"]);

    expect((await alice.client.rest(path, { Output: "nothing.sdf" })).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    expect((await t.client().rest(path, {})).body.Error?.Type).toBe("DBUserNoLogin");
    const theirs = await bob.client.rest(path, {});
    expect(theirs.body).toEqual(
      (await bob.client.rest("/api/workflow_job_task_result_molecule/query/99999999", {})).body,
    );
    const sysPath = `/api/sys/workflow_job_task_result_molecule/query/${taskId}`;
    expect((await nobody.client.rest(sysPath, {})).body.Error?.Type).toBe("DBPermDenied");
    expect((await reader.client.ok<ResultFile[]>(sysPath, {})).map((f) => f.Total).sort()).toEqual(
      [3, 4, 47].sort(),
    );

    const query = `query($id: ID!) { taskResultMolecules(taskId: $id, limit: 1) { output total error records { name smiles molFileId } } }`;
    const data = await alice.client.gqlData<{ taskResultMolecules: { output: string; total: number }[] }>(
      query,
      {
        id: String(taskId),
      },
    );
    expect(data.taskResultMolecules.map((f) => f.total).sort()).toEqual([3, 4, 47].sort());
    expect(gqlCode(await bob.client.gql(query, { id: String(taskId) }))).toBe("DBDataNotExist");
    const sysQuery = `query($id: ID!) { sysTaskResultMolecules(taskId: $id) { total } }`;
    expect(gqlCode(await nobody.client.gql(sysQuery, { id: String(taskId) }))).toBe("DBPermDenied");
  });

  it("reads a sequence output and serves a molecule output for NGL", async () => {
    const page = await alice.client.ok<SeqPage>(`/api/workflow_job_tasks/sequence_records/${taskId}`, {
      Output: "result.gb",
      SeqLength: 5,
    });
    expect(page.Records[0]).toMatchObject({ Id: "NC_005816.1", Length: 9609, FeatureTotal: 41 });
    expect(page.Records[0]!.Sequence).toHaveLength(5);
    const sys = await reader.client.ok<SeqPage>(`/api/sys/workflow_job_tasks/sequence_records/${taskId}`, {
      Output: "result.gb",
    });
    expect(sys.Total).toBe(1);
    const theirs = await bob.client.rest(`/api/workflow_job_tasks/sequence_records/${taskId}`, {
      Output: "result.gb",
    });
    expect(theirs.body.Error?.Type).toBe("DBDataNotExist");
    const gql = await alice.client.gqlData<{ taskSequenceRecords: { records: { id: string }[] } }>(
      `query($id: ID!) { taskSequenceRecords(taskId: $id, output: "result.gb") { records { id } } }`,
      { id: String(taskId) },
    );
    expect(gql.taskSequenceRecords.records[0]!.id).toBe("NC_005816.1");
    const view = await alice.client.fetch(
      `/api/workflow_job_tasks/view_molecule_file/${taskId}?Output=result.xyz`,
    );
    expect(view.headers.get("x-molecule-format")).toBe("sdf");
    expect((await view.text()).match(/^\$\$\$\$$/gm)).toHaveLength(3);
    const sysView = await reader.client.fetch(
      `/api/sys/workflow_job_tasks/view_molecule_file/${taskId}?Output=result.sdf`,
    );
    expect(sysView.headers.get("x-molecule-format")).toBe("sdf");
    expect(sysView.headers.get("x-molecule-converted")).toBe("no");
    expect(Buffer.from(await sysView.arrayBuffer()).equals(fixture("cdk2.sdf"))).toBe(true);
  });
});

describe("without Open Babel", () => {
  let bare: TestApp;
  let late: TestApp;
  let lateDir = "";
  afterAll(async () => {
    await bare?.stop();
    await late?.stop();
    if (lateDir) await rm(lateDir, { recursive: true, force: true });
  });

  it("finds an obabel installed after the start, and names why it cannot run until then", async () => {
    const installed = findOnPath("obabel", process.env);
    if (!installed) throw new Error("Open Babel (obabel) is not installed on this machine");
    lateDir = await mkdtemp(path.join(tmpdir(), "crucible-late-obabel-"));
    const program = path.join(lateDir, "obabel");
    late = await startApp({
      env: { CRUCIBLE_SCHEDULER: "false", CRUCIBLE_OBABEL: program, CRUCIBLE_OBABEL_RETRY_SECONDS: "1" },
    });
    const dave = await registerUser(late);
    const mol2 = await uploadBytes(dave.client, base, "adrenalin.mol2", fixture("adrenalin.mol2"));
    const read = () => dave.client.rest<SdfPage>(`${base}/sdf_records/${mol2.Id}`, {});
    const reason = async (text: string) => {
      const answer = await read();
      return answer.body.Error?.Value?.includes(text) ? answer : null;
    };

    const absent = await read();
    expect(absent.status).toBe(503);
    expect(absent.body.Error?.Type).toBe("DBFileConverterNotInstalled");
    expect(absent.body.Error?.Value).toContain(`${program} does not exist`);

    // Installed but not executable yet: looked for again after the retry interval, with that reason.
    await writeFile(program, `#!/bin/sh\nexec ${installed} "$@"\n`, { mode: 0o644 });
    const notExecutable = await waitFor("the not-executable reason", () => reason("not an executable file"));
    expect(notExecutable.status).toBe(503);
    expect(notExecutable.body.Error?.Type).toBe("DBFileConverterNotInstalled");

    await chmod(program, 0o755);
    const page = await waitFor("obabel to be found", async () => {
      const answer = await read();
      return answer.status === 200 ? answer.body.Data : null;
    });
    expect(page.Total).toBe(1);
    expect(page.Records[0]!.InChi).toMatch(/^InChI=1S\/C9H13NO3\//);

    // Open Babel's own reason, not its "*** Open Babel ... in ReadMolecule" banner line.
    const junk = await uploadBytes(dave.client, base, "junk.xyz", Buffer.from("junk\nline\n"));
    const refused = await dave.client.rest(`${base}/sdf_records/${junk.Id}`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.Error?.Type).toBe("DBFileInvalid");
    expect(refused.body.Error?.Value).toContain("The first line must contain the number of atoms");
    expect(refused.body.Error?.Value).not.toContain("*** Open Babel");
    // Debian's Open Babel writes Gaussian input (gjf) but does not read it: the format is refused.
    const gjf = await uploadBytes(
      dave.client,
      base,
      "water.gjf",
      Buffer.from("#P HF\n\nwater\n\n0 1\nO 0 0 0\n\n"),
    );
    const format = await dave.client.rest(`${base}/view_molecule_file/${gjf.Id}`, {});
    expect(format.body.Error?.Type).toBe("DBFileInvalid");
    expect(format.body.Error?.Value).toContain("does not read the gjf format");
  });

  it("answers DBFileConverterNotInstalled for MOL2 and XYZ, and still reads SDF", async () => {
    bare = await startApp({ env: { CRUCIBLE_SCHEDULER: "false", CRUCIBLE_OBABEL: "false" } });
    const carol = await registerUser(bare);
    const mol2 = await uploadBytes(carol.client, base, "adrenalin.mol2", fixture("adrenalin.mol2"));
    const answer = await carol.client.rest(`${base}/sdf_records/${mol2.Id}`, {});
    expect(answer.status).toBe(503);
    expect(answer.body.Error?.Type).toBe("DBFileConverterNotInstalled");
    const sdf = await uploadBytes(carol.client, base, "cdk2.sdf", fixture("cdk2.sdf"));
    expect((await carol.client.ok<SdfPage>(`${base}/sdf_records/${sdf.Id}`, { Limit: 1 })).Total).toBe(47);
  });
});
