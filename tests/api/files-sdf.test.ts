/**
 * The SDF reader against every SDF fixture (tests/fixtures, see SOURCES.md): record count, names,
 * fields and line ranges agree with an independent reading of the text (a plain split on $$$$
 * lines); SMILES and InChI come from RDKit; records RDKit cannot read are kept with their error.
 */
import { createReadStream, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectFields, indexRecords, readRecords } from "../../gateway/src/domain/chem/sdf.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, type NormalUser } from "../support/factories.js";
import { gqlCode } from "../support/http.js";
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

  it.each(cases)(
    "%s: the field pass (no RDKit) reads the same titles and values as the records",
    async (file) => {
      const full = path.join(fixtures, file);
      const index = await indexRecords(createReadStream(full));
      const records = await readRecords(createReadStream(full), index[0]!, 0, index.length);
      const names = [...new Set(records.flatMap((r) => r.attrOrder))];
      const collected = await collectFields(createReadStream(full), new Set(names), true);
      expect(collected.count).toBe(index.length);
      expect(collected.names).toEqual(records.map((r) => r.name));
      for (const name of names) {
        expect(collected.columns.get(name)).toEqual(records.map((r) => r.attrs[name]));
      }
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

/** A second oracle for the fields: "> <NAME>" header lines and the lines up to the next blank one. */
function fieldTable(file: string): { index: number; name: string; fields: Record<string, string> }[] {
  const text = readFileSync(path.join(fixtures, file), "utf8");
  return text
    .split(/^\$\$\$\$\r?\n?/m)
    .filter((chunk) => chunk.trim() !== "")
    .map((chunk, index) => {
      const lines = chunk.split(/\r?\n/);
      const fields: Record<string, string> = {};
      for (let i = 0; i < lines.length; i++) {
        const header = /^>\s*<([^>]+)>/.exec(lines[i]!);
        if (!header) continue;
        const value: string[] = [];
        for (i += 1; i < lines.length && lines[i]!.trim() !== ""; i++) value.push(lines[i]!);
        fields[header[1]!] = value.join("\n");
      }
      return { index, name: lines[0]!.trim(), fields };
    });
}

describe("sdf_records: sorting and filtering over the whole file", () => {
  let t: TestApp;
  let alice: NormalUser;
  let bob: NormalUser;
  let solubilityId: number;
  let pubchemId: number;
  const solubility = fieldTable("solubility.test.sdf");
  const sol = (i: number) => Number(solubility[i]!.fields.SOL);
  interface Row {
    Index: number;
    Name: string;
    Attrs: Record<string, string>;
    Smiles: string | null;
  }
  type Page = { Total: number; Records: Row[] };
  const records = (id: number, body: Record<string, unknown>, who = () => alice) =>
    who().client.ok<Page>(`${base}/sdf_records/${id}`, body);

  beforeAll(async () => {
    t = await startApp();
    alice = await registerUser(t);
    bob = await registerUser(t);
    for (const [file, set] of [
      ["solubility.test.sdf", (id: number) => (solubilityId = id)],
      ["bulk.pubchem.sdf", (id: number) => (pubchemId = id)],
    ] as const) {
      set((await uploadBytes(alice.client, base, file, readFileSync(path.join(fixtures, file)))).Id);
    }
  });
  afterAll(async () => t?.stop());

  it("the oracle agrees with the fixture: 257 records with a numeric SOL", () => {
    expect(solubility).toHaveLength(257);
    expect(solubility.every((r) => Number.isFinite(Number(r.fields.SOL)))).toBe(true);
  });

  it("sorts by a numeric field across pages: the first page holds the global extreme", async () => {
    const ascending = [...solubility].sort((a, b) => sol(a.index) - sol(b.index) || a.index - b.index);
    const first = await records(solubilityId, { Offset: 0, Limit: 10, Sort: { Field: "SOL" } });
    expect(first.Total).toBe(257);
    expect(Number(first.Records[0]!.Attrs.SOL)).toBe(Math.min(...solubility.map((r) => sol(r.index))));
    expect(first.Records.map((r) => r.Index)).toEqual(ascending.slice(0, 10).map((r) => r.index));
    // The records of the page are drawn by RDKit as without sorting.
    expect(first.Records.every((r) => r.Smiles !== null)).toBe(true);
    const last = await records(solubilityId, { Offset: 250, Limit: 10, Sort: { Field: "SOL" } });
    expect(last.Records.map((r) => r.Index)).toEqual(ascending.slice(250).map((r) => r.index));
    const descending = await records(solubilityId, {
      Offset: 0,
      Limit: 3,
      Sort: { Field: "SOL", Desc: true },
    });
    expect(Number(descending.Records[0]!.Attrs.SOL)).toBe(Math.max(...solubility.map((r) => sol(r.index))));
    // Every page, read in turn, is the file in SOL order.
    const seen: number[] = [];
    for (let offset = 0; offset < 257; offset += 100) {
      const page = await records(solubilityId, { Offset: offset, Limit: 100, Sort: { Field: "SOL" } });
      seen.push(...page.Records.map((r) => Number(r.Attrs.SOL)));
    }
    expect(seen).toEqual(ascending.map((r) => sol(r.index)));
  });

  it("filters by contains (ignoring case) and by >, and counts what the filters keep", async () => {
    const contains = solubility.filter((r) => r.fields.NAME!.toLowerCase().includes("chloro"));
    expect(contains.length).toBeGreaterThan(0);
    const byName = await records(solubilityId, {
      Limit: 100,
      Filters: [{ Field: "NAME", Op: "contains", Value: "CHLORO" }],
    });
    expect(byName.Total).toBe(contains.length);
    expect(byName.Records.map((r) => r.Index)).toEqual(contains.map((r) => r.index));
    const above = solubility.filter((r) => sol(r.index) > -2);
    const greater = await records(solubilityId, {
      Limit: 100,
      Filters: [{ Field: "SOL", Op: "gt", Value: "-2" }],
    });
    expect(greater.Total).toBe(above.length);
    expect(greater.Records.map((r) => r.Index)).toEqual(above.slice(0, 100).map((r) => r.index));
    const high = await records(solubilityId, {
      Limit: 1,
      Filters: [{ Field: "SOL_classification", Op: "eq", Value: "(C) high" }],
    });
    expect(high.Total).toBe(solubility.filter((r) => r.fields.SOL_classification === "(C) high").length);
  });

  it("combines filters, a sort and an offset", async () => {
    const kept = solubility
      .filter((r) => r.fields.NAME!.toLowerCase().includes("ane") && sol(r.index) <= 0)
      .sort((a, b) => sol(b.index) - sol(a.index) || a.index - b.index);
    expect(kept.length).toBeGreaterThan(10);
    const page = await records(solubilityId, {
      Offset: 5,
      Limit: 5,
      Sort: { Field: "SOL", Desc: true },
      Filters: [
        { Field: "NAME", Op: "contains", Value: "ane" },
        { Field: "SOL", Op: "le", Value: "0" },
      ],
    });
    expect(page.Total).toBe(kept.length);
    expect(page.Records.map((r) => r.Index)).toEqual(kept.slice(5, 10).map((r) => r.index));
  });

  it("takes the title line as the field name", async () => {
    // Text sorts in natural order ("a9" before "a10"), ties in file order.
    const natural = new Intl.Collator("en", { numeric: true });
    const byTitle = solubility
      .filter((r) => r.name.toLowerCase().includes("methyl"))
      .sort((a, b) => natural.compare(a.name, b.name) || a.index - b.index);
    const page = await records(solubilityId, {
      Limit: 100,
      Sort: { Field: "name" },
      Filters: [{ Field: "name", Op: "contains", Value: "Methyl" }],
    });
    expect(page.Total).toBe(byTitle.length);
    expect(page.Records.map((r) => r.Index)).toEqual(byTitle.map((r) => r.index));
    expect(page.Records.every((r) => r.Name.toLowerCase().includes("methyl"))).toBe(true);
  });

  it("reads numbers where both sides are numbers, blanks, and fields no record has", async () => {
    const pubchem = fieldTable("bulk.pubchem.sdf");
    const weight = (r: (typeof pubchem)[number]) => Number(r.fields.PUBCHEM_MOLECULAR_WEIGHT);
    const heaviest = await records(pubchemId, {
      Limit: 1,
      Sort: { Field: "PUBCHEM_MOLECULAR_WEIGHT", Desc: true },
      Filters: [{ Field: "PUBCHEM_HEAVY_ATOM_COUNT", Op: "ge", Value: "10" }],
    });
    const kept = pubchem.filter((r) => Number(r.fields.PUBCHEM_HEAVY_ATOM_COUNT) >= 10);
    expect(heaviest.Total).toBe(kept.length);
    expect(Number(heaviest.Records[0]!.Attrs.PUBCHEM_MOLECULAR_WEIGHT)).toBe(Math.max(...kept.map(weight)));
    const blank = await records(pubchemId, {
      Filters: [{ Field: "shape_align_shape_tanimoto", Op: "blank" }],
    });
    expect(blank.Total).toBe(pubchem.filter((r) => r.fields.shape_align_shape_tanimoto === undefined).length);
    const notBlank = await records(pubchemId, {
      Filters: [{ Field: "shape_align_shape_tanimoto", Op: "notBlank" }],
    });
    expect(notBlank.Total + blank.Total).toBe(101);
    const notAspirin = await records(pubchemId, {
      Filters: [{ Field: "PUBCHEM_COMPOUND_CID", Op: "ne", Value: "2244.0" }],
    });
    expect(notAspirin.Total).toBe(100);
    // A field no record has: nothing equals a value, every record is blank, the sort keeps file order.
    const none = await records(pubchemId, {
      Filters: [{ Field: "NO_SUCH_FIELD", Op: "contains", Value: "x" }],
    });
    expect(none).toEqual({ Total: 0, Records: [] });
    const unsorted = await records(pubchemId, { Limit: 3, Sort: { Field: "NO_SUCH_FIELD" } });
    expect(unsorted.Total).toBe(101);
    expect(unsorted.Records.map((r) => r.Index)).toEqual([0, 1, 2]);
  });

  it("sorts and filters through GraphQL, with the filtered total", async () => {
    const data = await alice.client.gqlData<{
      sdfRecords: { total: number; records: { index: number; attrs: Record<string, string> }[] };
    }>(
      `query($id: ID!, $sort: SdfSortInput, $filters: [SdfFilterInput!]) {
        sdfRecords(fileId: $id, offset: 0, limit: 2, sort: $sort, filters: $filters) { total records { index attrs } }
      }`,
      {
        id: String(solubilityId),
        sort: { field: "SOL", desc: false },
        filters: [{ field: "SOL_classification", op: "contains", value: "HIGH" }],
      },
    );
    const high = solubility
      .filter((r) => r.fields.SOL_classification === "(C) high")
      .sort((a, b) => sol(a.index) - sol(b.index) || a.index - b.index);
    expect(data.sdfRecords.total).toBe(high.length);
    expect(data.sdfRecords.records.map((r) => r.index)).toEqual(high.slice(0, 2).map((r) => r.index));
  });

  it("keeps other users out with the new arguments, and refuses bad ops and values", async () => {
    const query = { Sort: { Field: "SOL" }, Filters: [{ Field: "SOL", Op: "gt", Value: "0" }] };
    const other = await bob.client.rest(`${base}/sdf_records/${solubilityId}`, query);
    expect(other.status).toBe(404);
    expect(other.body.Error?.Type).toBe("DBDataNotExist");
    const otherGql = await bob.client.gql(
      `query($id: ID!) { sdfRecords(fileId: $id, sort: {field: "SOL"}, filters: [{field: "SOL", op: gt, value: "0"}]) { total } }`,
      { id: String(solubilityId) },
    );
    expect(gqlCode(otherGql)).toBe("DBDataNotExist");
    const anonymous = await t.client().rest(`${base}/sdf_records/${solubilityId}`, query);
    expect(anonymous.status).toBe(401);

    const badOp = await alice.client.rest(`${base}/sdf_records/${solubilityId}`, {
      Filters: [{ Field: "SOL", Op: "between", Value: "0" }],
    });
    expect(badOp.status).toBe(400);
    expect(badOp.body.Error?.Type).toBe("ServerInvalidParameter");
    const noValue = await alice.client.rest(`${base}/sdf_records/${solubilityId}`, {
      Filters: [{ Field: "SOL", Op: "gt" }],
    });
    expect(noValue.body.Error?.Type).toBe("ServerInvalidParameter");
    const noField = await alice.client.rest(`${base}/sdf_records/${solubilityId}`, { Sort: { Field: "" } });
    expect(noField.body.Error?.Type).toBe("ServerInvalidParameter");
    const badGql = await alice.client.gql(
      `query($id: ID!) { sdfRecords(fileId: $id, filters: [{field: "SOL", op: between, value: "0"}]) { total } }`,
      { id: String(solubilityId) },
    );
    expect(gqlCode(badGql)).toBe("ServerInvalidParameter");
    // sysSdfRecords and taskSdfRecords take the same arguments: the same refusals.
    const badTask = await alice.client.gql(
      `{ taskSdfRecords(taskId: "1", output: "out.sdf", filters: [{field: "SOL", op: between}]) { total } }`,
    );
    expect(gqlCode(badTask)).toBe("ServerInvalidParameter");
    const noTaskValue = await alice.client.gql(
      `{ taskSdfRecords(taskId: "1", output: "out.sdf", filters: [{field: "SOL", op: lt}]) { total } }`,
    );
    expect(gqlCode(noTaskValue)).toBe("ServerInvalidParameter");
    const noTask = await alice.client.gql(
      `{ taskSdfRecords(taskId: "999999", output: "out.sdf", sort: {field: "SOL", desc: true}) { total } }`,
    );
    expect(gqlCode(noTask)).toBe("DBDataNotExist");
    const notSys = await alice.client.gql(
      `query($id: ID!) { sysSdfRecords(fileId: $id, sort: {field: "SOL"}) { total } }`,
      { id: String(solubilityId) },
    );
    expect(gqlCode(notSys)).toBe("DBUserNoLogin");
    const admin = await t.admin();
    const sys = await admin.gqlData<{
      sysSdfRecords: { total: number; records: { attrs: Record<string, string> }[] };
    }>(
      `query($id: ID!) { sysSdfRecords(fileId: $id, limit: 1, sort: {field: "SOL", desc: true}, filters: [{field: "SOL", op: ge, value: "0"}]) { total records { attrs } } }`,
      { id: String(solubilityId) },
    );
    expect(sys.sysSdfRecords.total).toBe(solubility.filter((r) => sol(r.index) >= 0).length);
    expect(Number(sys.sysSdfRecords.records[0]!.attrs.SOL)).toBe(
      Math.max(...solubility.map((r) => sol(r.index))),
    );
  });
});
