/**
 * The SDF reader against every SDF fixture (tests/fixtures, see SOURCES.md): record count, names,
 * fields and line ranges agree with an independent reading of the text (a plain split on $$$$
 * lines); SMILES and InChI come from RDKit; records RDKit cannot read are kept with their error.
 */
import { createReadStream, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexRecords, readRecords } from "../../gateway/src/domain/chem/sdf.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, type NormalUser } from "../support/factories.js";
import { uploadBytes } from "../support/uploads.js";

const fixtures = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../fixtures");
const base = "/api/workflow_job_task_data_source_file";

interface Expected {
  name: string;
  fields: string[];
  startLine: number;
  endLine: number;
}

/** The oracle: records are the runs of lines between "$$$$" lines; fields are "> <NAME>" lines after M  END. */
function expectedRecords(file: string): Expected[] {
  const lines = readFileSync(path.join(fixtures, file), "utf8").split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  const records: Expected[] = [];
  let start = 0;
  const close = (end: number, endLine: number) => {
    const body = lines.slice(start, end);
    if (body.every((l) => l.trim() === "")) return;
    const mEnd = body.findIndex((l) => l.trimEnd() === "M  END");
    const fields = body
      .slice(mEnd + 1)
      .map((l) => /^>.*?<([^>]*)>/.exec(l)?.[1])
      .filter((f): f is string => f !== undefined);
    records.push({ name: body[0]!.trim(), fields: [...new Set(fields)], startLine: start + 1, endLine });
  };
  lines.forEach((line, i) => {
    if (line.trimEnd() === "$$$$") {
      close(i, i + 1);
      start = i + 1;
    }
  });
  close(lines.length, lines.length);
  return records;
}

const cases = [
  ["cdk2.sdf", 47],
  ["solubility.test.sdf", 257],
  ["NCI_aids_few.sdf", 16],
  ["Issue381.sdf", 9],
  ["bulk.pubchem.sdf", 101],
  ["github3553.sdf", 4],
  ["chebi_15469.v3k.mol", 1],
] as const;

describe("SDF reader: records of every fixture", () => {
  it.each(cases)(
    "%s: %i records whose names, fields and line ranges agree with the text",
    async (file, count) => {
      const expected = expectedRecords(file);
      expect(expected).toHaveLength(count);
      const full = path.join(fixtures, file);
      const index = await indexRecords(createReadStream(full));
      expect(index).toHaveLength(count);
      const records = await readRecords(createReadStream(full), index[0]!, 0, count);
      expect(records).toHaveLength(count);
      records.forEach((record, i) => {
        expect(record.index).toBe(i);
        expect(record.name).toBe(expected[i]!.name);
        expect(record.attrOrder).toEqual(expected[i]!.fields);
        expect(record.startLine).toBe(expected[i]!.startLine);
        expect(record.endLine).toBe(expected[i]!.endLine);
        expect(record.mol.trimEnd().endsWith("M  END")).toBe(true);
      });
    },
  );

  it("reads a page from the middle of the file through the index", async () => {
    const full = path.join(fixtures, "cdk2.sdf");
    const index = await indexRecords(createReadStream(full));
    const page = await readRecords(createReadStream(full, { start: index[20]!.offset }), index[20]!, 20, 5);
    const expected = expectedRecords("cdk2.sdf").slice(20, 25);
    expect(page.map((r) => [r.index, r.name, r.startLine])).toEqual(
      expected.map((e, i) => [20 + i, e.name, e.startLine]),
    );
  });

  it("keeps multi-line values and tabs (NCI_aids_few.sdf)", async () => {
    const full = path.join(fixtures, "NCI_aids_few.sdf");
    const index = await indexRecords(createReadStream(full));
    const records = await readRecords(createReadStream(full), index[0]!, 0, index.length);
    const multi = records.find((r) => Object.values(r.attrs).some((v) => v.includes("\n")));
    expect(multi).toBeDefined();
    expect(records.some((r) => Object.values(r.attrs).some((v) => v.includes("\t")))).toBe(true);
  });
});

describe("workflow_job_task_data_source_file/sdf_records", () => {
  let t: TestApp;
  let alice: NormalUser;
  let pubchemId: number;
  beforeAll(async () => {
    t = await startApp();
    alice = await registerUser(t);
    const file = await uploadBytes(
      alice.client,
      base,
      "bulk.pubchem.sdf",
      readFileSync(path.join(fixtures, "bulk.pubchem.sdf")),
    );
    pubchemId = file.Id;
  });
  afterAll(async () => t?.stop());

  interface RecordView {
    Index: number;
    Name: string;
    Attrs: Record<string, string>;
    Smiles: string | null;
    InChi: string | null;
    MolSvg: string | null;
    Error: string | null;
    StartLine: number;
  }

  it("answers RDKit's SMILES, InChI and depiction for aspirin (PubChem CID 2244)", async () => {
    const page = await alice.client.ok<{ Total: number; Records: RecordView[] }>(
      `${base}/sdf_records/${pubchemId}`,
      {
        Offset: 0,
        Limit: 1,
      },
    );
    expect(page.Total).toBe(101);
    const aspirin = page.Records[0]!;
    expect(aspirin.Name).toBe("2244");
    expect(aspirin.Attrs.PUBCHEM_COMPOUND_CID).toBe("2244");
    expect(aspirin.Smiles).toBe("CC(=O)Oc1ccccc1C(=O)O");
    expect(aspirin.InChi).toBe("InChI=1S/C9H8O4/c1-6(10)13-8-5-3-2-4-7(8)9(11)12/h2-5H,1H3,(H,11,12)");
    expect(aspirin.MolSvg).toMatch(/^<\?xml|^<svg/);
    expect(aspirin.Error).toBeNull();
  });

  it("keeps a record RDKit cannot read, with its error", async () => {
    const broken = [
      "broken",
      "  test",
      "",
      "  1  1  0  0  0  0  0  0  0  0999 V2000",
      "    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0",
      "  1  2  1  0",
      "M  END",
      "> <ID>",
      "bad-1",
      "",
      "$$$$",
      ...readFileSync(path.join(fixtures, "solubility.test.sdf"), "utf8").split("\r\n").slice(0, 32),
      "",
    ].join("\n");
    const file = await uploadBytes(alice.client, base, "broken.sdf", Buffer.from(broken));
    const page = await alice.client.ok<{ Total: number; Records: RecordView[] }>(
      `${base}/sdf_records/${file.Id}`,
      {
        Offset: 0,
        Limit: 10,
      },
    );
    expect(page.Total).toBe(2);
    expect(page.Records[0]).toMatchObject({ Name: "broken", Smiles: null, Attrs: { ID: "bad-1" } });
    expect(page.Records[0]!.Error).toBeTruthy();
    expect(page.Records[1]).toMatchObject({ Name: "3-methylpentane", Smiles: "CCC(C)CC", Error: null });
  });

  it("pages through GraphQL too", async () => {
    const data = await alice.client.gqlData<{
      sdfRecords: { total: number; records: { index: number; name: string }[] };
    }>(
      `query($id: ID!) { sdfRecords(fileId: $id, offset: 100, limit: 5) { total records { index name } } }`,
      { id: String(pubchemId) },
    );
    expect(data.sdfRecords.total).toBe(101);
    expect(data.sdfRecords.records).toHaveLength(1);
    expect(data.sdfRecords.records[0]!.index).toBe(100);
  });

  it("refuses files that are not SDF or MOL, limits above 100, and other users' files", async () => {
    const csv = await uploadBytes(alice.client, base, "t.csv", Buffer.from("a,b\n"));
    const notSdf = await alice.client.rest(`${base}/sdf_records/${csv.Id}`, {});
    expect(notSdf.body.Error?.Type).toBe("DBFileInvalid");
    const tooMany = await alice.client.rest(`${base}/sdf_records/${pubchemId}`, { Limit: 101 });
    expect(tooMany.body.Error?.Type).toBe("ServerInvalidParameter");
    const bob = await registerUser(t);
    const other = await bob.client.rest(`${base}/sdf_records/${pubchemId}`, {});
    expect(other.status).toBe(404);
  });
});
