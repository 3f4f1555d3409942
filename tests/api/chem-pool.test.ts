/**
 * Chemistry off the request thread (issue 8): RDKit runs in a pool of worker threads. A molecule that
 * RDKit must not or cannot read answers a per-record error that says why, a worker that traps or
 * overruns is replaced, other users' pages keep their SMILES, InChI and drawings, /healthz answers
 * while the pool is busy, junk named .sdf is refused, and GraphQL operations are weighed by the
 * records they have drawn.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chemistryStats } from "../../gateway/src/domain/chem/rdkit.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser } from "../support/factories.js";
import { gqlCode } from "../support/http.js";
import { chainV2000, chainV3000, molfile, sdf } from "../support/molfiles.js";
import { uploadBytes } from "../support/uploads.js";

const fixtures = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../fixtures");
const base = "/api/workflow_job_task_data_source_file";
const sysBase = "/api/sys/workflow_job_task_data_source_file";

interface RecordView {
  Index: number;
  Name: string;
  Mol: string;
  Attrs: Record<string, string>;
  Smiles: string | null;
  InChi: string | null;
  MolSvg: string | null;
  Error: string | null;
}
type Page = { Total: number; Records: RecordView[] };

const cdk2 = readFileSync(path.join(fixtures, "cdk2.sdf"));

/** Every record of cdk2.sdf has its SMILES, InChI and drawing: the gateway's chemistry is intact. */
async function expectCdk2Drawn(user: NormalUser, id: number): Promise<void> {
  const page = await user.client.ok<Page>(`${base}/sdf_records/${id}`, { Offset: 0, Limit: 47 });
  expect(page.Records).toHaveLength(47);
  for (const record of page.Records) {
    expect(record.Error).toBeNull();
    expect(record.Smiles).toMatch(/^[A-Za-z0-9@+\-[\]()=#\\/%.]+$/);
    expect(record.InChi).toMatch(/^InChI=1S\//);
    expect(record.MolSvg).toMatch(/<svg/);
  }
}

describe("sdf_records through the chemistry pool (default limits)", () => {
  let t: TestApp;
  let alice: NormalUser;
  let bob: NormalUser;
  let chainId: number;
  let cdk2Id: number;
  beforeAll(async () => {
    t = await startApp();
    alice = await registerUser(t);
    bob = await registerUser(t);
    chainId = (await uploadBytes(alice.client, base, "chain600.sdf", sdf(chainV2000(600), chainV2000(20))))
      .Id;
    cdk2Id = (await uploadBytes(bob.client, base, "cdk2.sdf", cdk2)).Id;
  });
  afterAll(async () => t?.stop());

  it("answers a 600-atom chain with a per-record error, and the next user's file is still drawn", async () => {
    const page = await alice.client.rest<Page>(`${base}/sdf_records/${chainId}`, { Offset: 0, Limit: 10 });
    expect(page.status).toBe(200);
    expect(page.body.Error).toBeNull();
    const [chain, short] = page.body.Data.Records;
    expect(chain).toMatchObject({ Name: "chain-600", Smiles: null, InChi: null, MolSvg: null });
    expect(chain!.Error).toMatch(/^too many atoms to draw \(600 > 500\)/);
    expect(chain!.Mol).toContain("600599");
    expect(short).toMatchObject({ Name: "chain-20", Smiles: "C".repeat(20), Error: null });
    await expectCdk2Drawn(bob, cdk2Id);
    // The same over GraphQL, then again: nothing is left broken.
    const data = await alice.client.gqlData<{ sdfRecords: { records: { error: string | null }[] } }>(
      `query($id: ID!) { sdfRecords(fileId: $id) { records { error smiles molSvg } } }`,
      { id: String(chainId) },
    );
    expect(data.sdfRecords.records[0]!.error).toMatch(/^too many atoms to draw/);
    await expectCdk2Drawn(bob, cdk2Id);
  });

  it("refuses a record by the atom count RDKit would read, whatever its title or tag says", async () => {
    // Both records hold 25,000 atoms, which RDKit draws for the full time limit; the first one's title
    // reads like a V3000 COUNTS line of 5 atoms, the second's line 4 starts like a V2000 counts line of
    // 5 atoms and has text after its V3000 tag (RDKit reads it as V3000 all the same).
    const file = await uploadBytes(
      alice.client,
      base,
      "crafted.sdf",
      sdf(
        chainV3000(25_000, "M  V30 COUNTS 5 4 0 0 0"),
        `${chainV3000(25_000, "tagged", "  5  4  0  0  0  0  0  0  0  0999 V3000 see the COUNTS line")}\n> <score>\n-7.5\n`,
        chainV2000(4, "butane"),
      ),
    );
    const page = await alice.client.rest<Page>(`${base}/sdf_records/${file.Id}`, { Limit: 10 });
    expect(page.status).toBe(200);
    const [titled, tagged, butane] = page.body.Data.Records;
    const refusal = "too many atoms to draw (25000 > 500); no SMILES or InChI either";
    expect(titled).toMatchObject({
      Name: "M  V30 COUNTS 5 4 0 0 0",
      Smiles: null,
      MolSvg: null,
      Error: refusal,
    });
    expect(tagged).toMatchObject({ Name: "tagged", Smiles: null, InChi: null, MolSvg: null, Error: refusal });
    // The page skips the 1.4 MB molfile it would neither draw nor answer, and still reads its fields.
    expect(tagged).toMatchObject({ Mol: "", Attrs: { score: "-7.5" }, AttrOrder: ["score"] });
    expect(butane).toMatchObject({ Smiles: "CCCC", Error: null });
  });

  it("leaves megabytes of molfile out of a page, and answers them alone as the file has them", async () => {
    // A 25,000-atom record (1.4 MB of molfile) is answered without its text: four readers of it cost
    // the gateway's thread its serialising and compressing. Beside it, 3,000-atom records (about 130 KB
    // each) fill the page's 1 MiB of molfile text; those past it come back without theirs too.
    const big = chainV3000(25_000, "big");
    const mid = (i: number) => chainV3000(3_000, `mid-${i}`);
    const records = [chainV2000(4, "butane"), big, ...Array.from({ length: 9 }, (_, i) => mid(i))];
    const file = await uploadBytes(alice.client, base, "large.sdf", sdf(...records));
    const page = await alice.client.rest<Page>(`${base}/sdf_records/${file.Id}`, { Limit: 20 });
    expect(page.status).toBe(200);
    const answered = page.body.Data.Records;
    expect(answered).toHaveLength(11);
    expect(answered[0]!.Mol).toContain("butane");
    expect(answered[1]).toMatchObject({ Name: "big", Mol: "", Smiles: null });
    expect(answered[1]!.Error).toMatch(/^too many atoms to draw \(25000 > 500\)/);
    const molChars = answered.reduce((sum, r) => sum + r.Mol.length, 0);
    expect(molChars).toBeLessThanOrEqual(1024 * 1024);
    const withText = answered.slice(2).filter((r) => r.Mol !== "");
    const without = answered.slice(2).filter((r) => r.Mol === "");
    expect(withText.length).toBeGreaterThan(4);
    expect(without.length).toBeGreaterThan(0);
    // Every record's text is there, in file order, before those left out.
    expect(answered.slice(2).map((r) => r.Mol !== "")).toEqual(
      answered.slice(2).map((_, i) => i < withText.length),
    );
    expect(JSON.stringify(page.body).length).toBeLessThan(1.2 * 1024 * 1024);

    // Each left-out molfile reads alone, byte for byte as the file has it (GET and POST).
    const alone = await alice.client.fetch(`${base}/sdf_molfile/${file.Id}?Index=1`);
    expect(alone.status).toBe(200);
    expect(alone.headers.get("content-type")).toMatch(/^chemical\/x-mdl-molfile/);
    expect(await alone.text()).toBe(`${big}\n`);
    const last = without.at(-1)!;
    const posted = await alice.client.fetch(`${base}/sdf_molfile/${file.Id}?Index=${last.Index}`, {
      method: "POST",
    });
    expect(await posted.text()).toBe(`${records[last.Index]}\n`);
    // Bad input, a record past the end, not signed in, another user's file.
    const bad = await alice.client.rest(`${base}/sdf_molfile/${file.Id}?Index=-1`);
    expect(bad.status).toBe(400);
    expect(bad.body.Error?.Type).toBe("ServerInvalidParameter");
    const past = await alice.client.rest(`${base}/sdf_molfile/${file.Id}?Index=11`);
    expect(past.status).toBe(404);
    expect(past.body.Error?.Type).toBe("DBDataNotExist");
    expect((await t.client().rest(`${base}/sdf_molfile/${file.Id}?Index=0`)).status).toBe(401);
    const other = await bob.client.rest(`${base}/sdf_molfile/${file.Id}?Index=0`);
    expect(other.status).toBe(404);
    expect(other.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("says why RDKit refused a record: valence, kekulisation, unreadable molblock, too large", async () => {
    const pentavalent = molfile(
      "pentavalent",
      ["C", "C", "C", "C", "C", "C"],
      [
        [1, 2, 1],
        [1, 3, 1],
        [1, 4, 1],
        [1, 5, 1],
        [1, 6, 1],
      ],
    );
    const ring = molfile(
      "aromatic-5-ring",
      ["C", "C", "C", "C", "C"],
      [
        [1, 2, 4],
        [2, 3, 4],
        [3, 4, 4],
        [4, 5, 4],
        [5, 1, 4],
      ],
    );
    const noEnd = ["no-end", "  crucible-test", "", "  1  0  0  0  0  0  0  0  0  0999 V2000"].join("\n");
    const notMol = ["not-a-molfile", "just some text", "", "nothing here"].join("\n");
    // A record of 5 MiB: far beyond any molfile, its text must not come back.
    const huge = `${chainV2000(3, "huge")}\n> <BLOB>\n${"x".repeat(5 * 1024 * 1024)}\n`;
    // Four atoms padded with 300 KiB of property lines: RDKit is not given it.
    const padded = chainV2000(4, "padded").replace("M  END", `${"M  ZZZ padding\n".repeat(21_000)}M  END`);
    const file = await uploadBytes(
      alice.client,
      base,
      "errors.sdf",
      sdf(chainV2000(4, "butane"), pentavalent, ring, noEnd, notMol, huge, padded, chainV2000(3, "propane")),
    );
    const page = await alice.client.ok<Page>(`${base}/sdf_records/${file.Id}`, { Limit: 10 });
    const byName = new Map(page.Records.map((r) => [r.Name, r]));
    expect(byName.get("butane")).toMatchObject({ Smiles: "CCCC", Error: null });
    expect(byName.get("pentavalent")!.Error).toMatch(/^valence error: .*valence.*atom/i);
    expect(byName.get("aromatic-5-ring")!.Error).toMatch(/^kekulisation failed: /);
    expect(byName.get("no-end")!.Error).toBe("unreadable molblock: no M  END line");
    expect(byName.get("not-a-molfile")!.Error).toBe("unreadable molblock: line 4 is not a counts line");
    const tooLarge = byName.get("huge")!;
    expect(tooLarge.Error).toMatch(/^record too large to show \(5\.0 MiB > 4\.0 MiB\)/);
    expect(tooLarge).toMatchObject({ Mol: "", Attrs: {}, Smiles: null, MolSvg: null });
    expect(byName.get("padded")).toMatchObject({ Mol: "", Smiles: null, MolSvg: null });
    expect(byName.get("padded")!.Error).toBe(
      "molfile too large to draw (309 KiB > 250 KiB); no SMILES or InChI either",
    );
    expect(byName.get("propane")).toMatchObject({ Smiles: "CCC", Error: null });
    for (const record of page.Records) expect(record.Smiles === null).toBe(record.Error !== null);
  });

  it("refuses junk named .sdf as DBFileInvalid instead of answering it as a record", async () => {
    const binary = await uploadBytes(alice.client, base, "random.sdf", randomBytes(250 * 1024));
    const rest = await alice.client.rest(`${base}/sdf_records/${binary.Id}`, {});
    expect(rest.status).toBe(400);
    expect(rest.body.Error).toMatchObject({ Type: "DBFileInvalid" });
    expect(rest.body.Error!.Value).toBe("random.sdf: not an SD file (binary content)");
    expect(JSON.stringify(rest.body).length).toBeLessThan(1000);

    const text = Buffer.from("lorem ipsum dolor sit amet\n".repeat(10_000));
    const prose = await uploadBytes(alice.client, base, "prose.mol", text);
    const gql = await alice.client.gql(`query($id: ID!) { sdfRecords(fileId: $id) { total } }`, {
      id: String(prose.Id),
    });
    expect(gqlCode(gql)).toBe("DBFileInvalid");
    expect(gql.body.errors![0]!.extensions!.value).toBe(
      "prose.mol: not an SD file (no counts line on line 4)",
    );
    expect(gql.text.length).toBeLessThan(1000);
  });

  it("weighs pages drawn by RDKit: 30 aliases of 100 records are refused, a few pages pass", async () => {
    const aliases = Array.from(
      { length: 30 },
      (_, i) => `p${i}: sdfRecords(fileId: $id, limit: 100) { records { molSvg } }`,
    ).join(" ");
    const refused = await alice.client.gql(`query($id: ID!) { ${aliases} }`, { id: String(chainId) });
    expect(gqlCode(refused)).toBe("ServerQueryTooComplex");
    expect(refused.body.errors![0]!.extensions!.value).toBe("3000 SDF records to draw, more than 300");
    expect(refused.body.data ?? null).toBeNull();

    const page = await alice.client.gqlData<{ a: { records: unknown[] }; b: { records: unknown[] } }>(
      `query($id: ID!) { a: sdfRecords(fileId: $id, limit: 100) { records { molSvg } } b: sdfRecords(fileId: $id) { records { smiles } } }`,
      { id: String(chainId) },
    );
    expect(page.a.records).toHaveLength(2);
    expect(page.b.records).toHaveLength(2);

    // A variable limit weighs its value, once the variables are known: four pages of 5 pass, four
    // of 100 are refused whole before anything is drawn, three of 100 pass.
    const byVariable = (n: number, declared = "$limit: Int") =>
      `query($id: ID!, ${declared}) { ${Array.from({ length: n }, (_, i) => `v${i}: sdfRecords(fileId: $id, limit: $limit) { total }`).join(" ")} }`;
    const id = String(chainId);
    const small = await alice.client.gql(byVariable(4), { id, limit: 5 });
    expect(small.body.errors).toBeUndefined();
    const full = await alice.client.gql(byVariable(4), { id, limit: 100 });
    expect(full.status).toBe(400);
    expect(gqlCode(full)).toBe("ServerQueryTooComplex");
    expect(full.body.errors![0]!.extensions!.value).toBe("400 SDF records to draw, more than 300");
    expect(full.body.data ?? null).toBeNull();
    expect((await alice.client.gql(byVariable(3), { id, limit: 100 })).body.errors).toBeUndefined();
    // Not sent: the variable's default in the operation, else the argument's (20), as the resolver reads.
    const byDefault = await alice.client.gql(byVariable(4, "$limit: Int = 100"), { id });
    expect(byDefault.body.errors![0]!.extensions!.value).toBe("400 SDF records to draw, more than 300");
    expect((await alice.client.gql(byVariable(15), { id })).body.errors).toBeUndefined();
    const sixteen = await alice.client.gql(byVariable(16), { id, limit: null });
    expect(sixteen.body.errors![0]!.extensions!.value).toBe("320 SDF records to draw, more than 300");
    // Written-in and variable limits add up; a limit that is not an integer is bad input, not a cost.
    const mixed = (n: number) =>
      `query($id: ID!, $limit: Int) { a: sdfRecords(fileId: $id, limit: 100) { total } ${Array.from({ length: n }, (_, i) => `v${i}: sdfRecords(fileId: $id, limit: $limit) { total }`).join(" ")} }`;
    expect((await alice.client.gql(mixed(2), { id, limit: 100 })).body.errors).toBeUndefined();
    expect(gqlCode(await alice.client.gql(mixed(3), { id, limit: 100 }))).toBe("ServerQueryTooComplex");
    expect(gqlCode(await alice.client.gql(byVariable(4), { id, limit: "many" }))).toBe(
      "ServerInvalidParameter",
    );
    // Fragments count too, and the back-office reader weighs the same.
    const fragments = await alice.client.gql(
      `query($id: ID!) { ...A ...B } fragment A on Query { a: sdfRecords(fileId: $id, limit: 100) { total } x: sysSdfRecords(fileId: $id, limit: 100) { total } } fragment B on Query { b: taskSdfRecords(taskId: "1", output: "o.sdf", limit: 100) { total } c: sdfRecords(fileId: $id, limit: 1) { total } }`,
      { id: String(chainId) },
    );
    expect(gqlCode(fragments)).toBe("ServerQueryTooComplex");
  });

  it("keeps the reader's guards: not signed in, no permission, another user's file", async () => {
    const anonymous = await t.client().rest(`${base}/sdf_records/${chainId}`, {});
    expect(anonymous.status).toBe(401);
    const anonymousGql = await t.client().gql(`query($id: ID!) { sdfRecords(fileId: $id) { total } }`, {
      id: String(chainId),
    });
    expect(gqlCode(anonymousGql)).toBe("DBUserNoLogin");

    const admin = await t.admin();
    const clerk = await createSystemUser(t, admin, ["User.Read"]);
    const denied = await clerk.client.rest(`${sysBase}/sdf_records/${chainId}`, {});
    expect(denied.status).toBe(403);
    const deniedGql = await clerk.client.gql(`query($id: ID!) { sysSdfRecords(fileId: $id) { total } }`, {
      id: String(chainId),
    });
    expect(deniedGql.body.errors?.[0]?.extensions?.code).toBe(denied.body.Error!.Type);

    // Bob's junk and Bob's chain answer Alice like missing files, not with their own errors.
    const bobJunk = await uploadBytes(bob.client, base, "junk.sdf", randomBytes(4096));
    for (const id of [bobJunk.Id, chainId]) {
      const other = await (id === chainId ? bob : alice).client.rest(`${base}/sdf_records/${id}`, {});
      expect(other.status).toBe(404);
      expect(other.body.Error?.Type).toBe("DBDataNotExist");
    }
  });
});

describe("sdf_records when RDKit is let loose: traps and overruns replace the worker", () => {
  let t: TestApp;
  let alice: NormalUser;
  let bob: NormalUser;
  let cdk2Id: number;
  beforeAll(async () => {
    // No atom cap worth the name, and 2 s per molecule.
    t = await startApp({
      env: {
        CRUCIBLE_CHEM_MAX_ATOMS: "30000",
        CRUCIBLE_CHEM_TIMEOUT_SECONDS: "2",
        CRUCIBLE_CHEM_WORKERS: "2",
      },
    });
    alice = await registerUser(t);
    bob = await registerUser(t);
    cdk2Id = (await uploadBytes(bob.client, base, "cdk2.sdf", cdk2)).Id;
  });
  afterAll(async () => t?.stop());

  it("a 600-atom chain makes RDKit trap: that record says so, the worker is replaced", async () => {
    const file = await uploadBytes(alice.client, base, "chain600.sdf", sdf(chainV2000(600)));
    const page = await alice.client.rest<Page>(`${base}/sdf_records/${file.Id}`, {});
    expect(page.status).toBe(200);
    const chain = page.body.Data.Records[0]!;
    expect(chain.Error).toMatch(/^RDKit (crashed|failed) on this molecule/);
    expect(chain.MolSvg).toBeNull();
    // The module that trapped is gone: both workers draw correctly afterwards, twice over.
    await expectCdk2Drawn(bob, cdk2Id);
    await expectCdk2Drawn(bob, cdk2Id);
  });

  it("a 25,000-atom record overruns the time limit while /healthz keeps answering", async () => {
    const file = await uploadBytes(alice.client, base, "chain25k.sdf", sdf(chainV3000(25_000)));
    // A page past the end builds the file's index without drawing: the next page goes straight to RDKit.
    await alice.client.ok(`${base}/sdf_records/${file.Id}`, { Offset: 1 });
    let pageDone = false;
    const slow = alice.client.rest<Page>(`${base}/sdf_records/${file.Id}`, {}).finally(() => {
      pageDone = true;
    });
    // Before the pool, the request thread drew this record for about 22 s and /healthz waited as long:
    // only the few calls before the drawing started were answered. Now they all are, one after another.
    let answeredWhileDrawing = 0;
    while (!pageDone) {
      const response = await fetch(`${t.url}/healthz`);
      if (response.status === 200 && !pageDone) answeredWhileDrawing += 1;
    }
    // About 100 on a quiet machine; 20 still tells the pool from the request thread (a few) on a busy one.
    expect(answeredWhileDrawing).toBeGreaterThanOrEqual(20);
    const page = await slow;
    expect(page.status).toBe(200);
    expect(page.body.Data.Records[0]!.Error).toBe("took too long (over 2 s)");
    await expectCdk2Drawn(bob, cdk2Id);
  });
});

describe("sdf_records between users: the pool serves the user who used it least, drops pages of clients gone", () => {
  let t: TestApp;
  let bob: NormalUser;
  let mallory: NormalUser;
  let heavyId: number;
  let cdk2Id: number;
  const stats = () => chemistryStats(t.app.services.config)!;
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  beforeAll(async () => {
    t = await startApp({ env: { CRUCIBLE_CHEM_WORKERS: "2" } });
    bob = await registerUser(t);
    mallory = await registerUser(t);
    // 400-atom chains are under the atom cap and take RDKit tens of milliseconds or more each, so the
    // workers answer them one by one and the count of molecules answered shows what went first.
    const heavy = sdf(...Array.from({ length: 40 }, (_, i) => chainV2000(400, `heavy-${i}`)));
    heavyId = (await uploadBytes(mallory.client, base, "heavy.sdf", heavy)).Id;
    cdk2Id = (await uploadBytes(bob.client, base, "cdk2.sdf", cdk2)).Id;
    // The record indexes are built (pages past the end draw nothing) and the workers started by Mallory
    // before anything is counted; Bob has used no worker time yet.
    await bob.client.ok(`${base}/sdf_records/${cdk2Id}`, { Offset: 47 });
    await mallory.client.ok(`${base}/sdf_records/${heavyId}`, { Limit: 2 });
    // The uploads and the workers' first start are slow when the machine is busy.
  }, 180_000);
  afterAll(async () => t?.stop());

  it("puts another user's page before all a busy user has queued, and drops what her gone clients left", async () => {
    const started = { ...stats() };
    // Mallory reads the 40 chains four times at once: 160 molecules, many seconds of both workers.
    const clients = Array.from({ length: 4 }, () => new AbortController());
    const pages = clients.map((client) =>
      mallory.client.fetch(`${base}/sdf_records/${heavyId}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ Limit: 40 }),
        signal: client.signal,
      }),
    );
    let before: number;
    let page: Page;
    try {
      await until(() => stats().drawn >= started.drawn + 2);
      before = stats().drawn;
      page = await bob.client.ok<Page>(`${base}/sdf_records/${cdk2Id}`, { Limit: 30 });
    } finally {
      // Mallory's clients go away: the molecules no worker has started are dropped, not drawn for nobody.
      for (const client of clients) client.abort();
    }
    const during = stats().drawn - before - 30;
    const answers = await Promise.allSettled(pages);
    expect(answers.map((a) => (a.status === "rejected" ? String(a.reason) : a.status))).toEqual(
      Array(4).fill("AbortError: This operation was aborted"),
    );
    expect(page.Records).toHaveLength(30);
    expect(page.Records.every((r) => r.Error === null && r.MolSvg?.includes("<svg"))).toBe(true);
    // Bob waited for the molecules being drawn (one per worker, and as many may answer with his last
    // ones), not for Mallory's queue. The count also holds hers drawn while his request was read, before
    // it reached the pool (a few on a busy machine); turns by user would have let about 30 of hers go
    // first, turns by page (her four against his one) about 120.
    expect(during).toBeLessThanOrEqual(15);

    const malloryDone = () => stats().drawn - started.drawn - 30 + stats().dropped - started.dropped;
    await until(() => malloryDone() >= 160);
    expect(stats().dropped - started.dropped).toBeGreaterThanOrEqual(120);
    // Nothing is left behind: the next page is drawn at once.
    const after = await bob.client.ok<Page>(`${base}/sdf_records/${cdk2Id}`, { Offset: 30, Limit: 17 });
    expect(after.Records.every((r) => r.Error === null)).toBe(true);
  });

  it("drops the molecules of a GraphQL page whose client went away", async () => {
    const started = { ...stats() };
    const client = new AbortController();
    const answer = mallory.client.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `query($id: ID!) { sdfRecords(fileId: $id, limit: 40) { records { smiles } } }`,
        variables: { id: String(heavyId) },
      }),
      signal: client.signal,
    });
    await until(() => stats().drawn >= started.drawn + 1);
    client.abort();
    await expect(answer).rejects.toThrow(/abort/i);
    await until(() => stats().drawn - started.drawn + stats().dropped - started.dropped >= 40);
    expect(stats().dropped - started.dropped).toBeGreaterThanOrEqual(30);
  });
});
