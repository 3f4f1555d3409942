/**
 * docs/examples/python/crucible_example.py against a started gateway: the script (requests only, run
 * by Debian's python3) signs in with an API token, uploads an SDF with the chunk protocol, runs the
 * seeded descriptors module through the gateway's own scheduler, waits and prints the result table.
 * Its printed rows are checked against the SDF's own titles and RDKit called here on the same records.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import initRDKitModule from "@rdkit/rdkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, type NormalUser } from "../support/factories.js";
import { repoRoot } from "../support/paths.js";
import { runProgram, type Run } from "./run.js";

/** The interpreter CI provides requests for (.ci/run installs python3-requests); override to test another. */
const python = process.env.CRUCIBLE_PYTHON ?? "/usr/bin/python3";
const exampleDir = path.join(repoRoot, "docs", "examples", "python");
const script = path.join(exampleDir, "crucible_example.py");
const sdfPath = path.join(exampleDir, "NCI_aids_few.sdf");

function runExample(env: Record<string, string>): Promise<Run> {
  return runProgram(python, [script], { cwd: exampleDir, env });
}

/** The SDF's records: title line and molblock (up to M  END). */
function sdfRecords(text: string): { title: string; molblock: string }[] {
  return text
    .split(/^\$\$\$\$[ \t]*$/m)
    .filter((chunk) => chunk.trim() !== "")
    .map((chunk) => {
      const lines = chunk.replace(/^\r?\n/, "").split(/\r?\n/);
      const end = lines.findIndex((line) => line.trimEnd() === "M  END");
      return { title: (lines[0] ?? "").trim(), molblock: lines.slice(0, end + 1).join("\n") };
    });
}

let t: TestApp;
let alice: NormalUser;

beforeAll(async () => {
  t = await startApp();
  alice = await registerUser(t);
});
afterAll(async () => t?.stop());

const createToken = async (user: NormalUser, readOnly: boolean) =>
  (
    await user.client.ok<{ Secret: string }>("/api/user/api_token/insert", {
      Name: "python",
      ReadOnly: readOnly,
    })
  ).Secret;

describe("the Python example", () => {
  it("uploads the SDF, runs the descriptors module and prints the table's first rows", async () => {
    const token = await createToken(alice, false);
    const run = await runExample({ CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: token, CRUCIBLE_WAIT: "300" });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe(`signed in as ${alice.account} (user #${alice.id})`);

    const sdf = await readFile(sdfPath);
    const records = sdfRecords(sdf.toString("utf8"));
    expect(records).toHaveLength(16);
    const uploaded = /^uploaded NCI_aids_few\.sdf as data file #(\d+) \((\d+) bytes\)$/.exec(lines[1] ?? "");
    expect(uploaded?.[2]).toBe(String(sdf.length));
    // The file is the user's own private data set file, in the folder the script named.
    const file = await alice.client.ok<{ Name: string; Folder: string; Size: number }>(
      `/api/workflow_job_task_data_source_file/read/${uploaded?.[1]}`,
    );
    expect(file).toMatchObject({ Name: "NCI_aids_few.sdf", Folder: "python-example", Size: sdf.length });

    expect(run.stdout).toMatch(/^module #\d+: RDKit descriptors$/m);
    expect(run.stdout).toContain("  argument molecules (file, required)");
    expect(run.stdout).toMatch(/^job #\d+ is done$/m);
    expect(run.stdout).toMatch(/^outputs: descriptors\.csv \(\d+ bytes\)$/m);
    expect(run.stdout).toContain(`descriptors.csv: ${records.length} rows`);

    // The table: a header and the first five molecules, in file order, named by their SDF titles.
    const header = lines.findIndex((line) => line === "Name\tMolWt\tLogP\tTPSA\tHBD\tHBA");
    expect(header).toBeGreaterThan(0);
    const rows = lines.slice(header + 1).map((line) => line.split("\t"));
    expect(rows.map((row) => row[0])).toEqual(records.slice(0, 5).map((r) => r.title));
    const RDKit = await initRDKitModule();
    for (const [i, row] of rows.entries()) {
      const mol = RDKit.get_mol(records[i]!.molblock);
      expect(mol, records[i]!.title).not.toBeNull();
      const descriptors = JSON.parse(mol!.get_descriptors()) as Record<string, number>;
      mol!.delete();
      expect(Number(row[1])).toBeCloseTo(descriptors.amw!, 3);
      expect(Number(row[2])).toBeCloseTo(descriptors.CrippenClogP!, 3);
      expect(Number(row[3])).toBeCloseTo(descriptors.tpsa!, 3);
      expect(Number(row[4])).toBe(descriptors.NumHBD);
      expect(Number(row[5])).toBe(descriptors.NumHBA);
    }
  });

  it("says why when the token is refused, and a read-only token cannot submit", async () => {
    const bad = await runExample({ CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: "crc_unknown" });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain("CrucibleError: UserLoginServiceAuthTokenInvalid");
    const readOnly = await runExample({
      CRUCIBLE_URL: t.url,
      CRUCIBLE_TOKEN: await createToken(alice, true),
    });
    expect(readOnly.code).not.toBe(0);
    expect(readOnly.stderr).toContain("CrucibleError: DBPermDenied");
    const missing = await runExample({ CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: "" });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("set CRUCIBLE_TOKEN");
  });
});
