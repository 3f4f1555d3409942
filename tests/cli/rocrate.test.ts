/**
 * `crucible job crate` and `crucible flow import-crate` (docs/provenance.md): the real bin against a
 * gateway started here. A job submitted from the command line (no template: the crate's workflow is
 * made of its tasks) is downloaded as a Workflow Run RO-Crate whose hash the command prints, checked by
 * the profile's rules, and imported back as a flow with the job's tasks; another user's job answers
 * like a missing one (exit 4) and a file that is no crate is refused with the catalogue's error (exit 1).
 */
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crateMetadataPath } from "@crucible/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBundleZip } from "../../gateway/src/domain/apps/bundles.js";
import { checkCrate } from "../../gateway/src/domain/crates/crateRules.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, type NormalUser } from "../support/factories.js";
import { cli, json, jsonError, list, type CliOptions } from "./support.js";

let t: TestApp;
let work = "";
let user: NormalUser;
let as: CliOptions;

beforeAll(async () => {
  t = await startApp();
  work = await mkdtemp(path.join(tmpdir(), "crucible-crate-"));
  user = await registerUser(t);
  const { Secret } = await user.client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: "cli" });
  as = { home: path.join(work, "home"), env: { CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: Secret } };
});
afterAll(async () => {
  await t?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("job crate and flow import-crate", () => {
  it("downloads a job's crate, verified, and imports it back as a flow with the job's tasks", async () => {
    const files = list<{ Id: number; Name: string }>(
      await cli(["data", "list", "--search", "cdk2", "-o", "json"], as),
    );
    const demoFile = files.find((f) => f.Name === "cdk2.sdf")!.Id;
    const run = await cli(
      [
        "job",
        "submit",
        "--module",
        "rdkit/descriptors",
        "--params",
        "@-",
        "--name",
        "for a crate",
        "--wait",
        "-o",
        "json",
      ],
      { ...as, input: JSON.stringify({ molecules: { dataFileId: demoFile } }) },
    );
    expect(run.code, run.stderr).toBe(0);
    const job = JSON.parse(run.stdout.trimEnd().split("\n").pop()!) as { Id: number; State: string };
    expect(job.State).toBe("done");

    const file = path.join(work, "crate.zip");
    const crate = await cli(["job", "crate", String(job.Id), "-o", "json", "--file", file], as);
    expect(crate.code, crate.stderr).toBe(0);
    const saved = json<{ File: string; Size: number; Sha256: string }>(crate);
    const bytes = await readFile(file);
    expect(saved).toEqual({
      File: file,
      Size: bytes.length,
      Sha256: createHash("sha256").update(bytes).digest("hex"),
    });
    const read = await readBundleZip(bytes);
    const entries = new Map(read.map((f) => [f.path, f.bytes]));
    const metadata = JSON.parse(entries.get(crateMetadataPath)!.toString("utf8")) as unknown;
    expect(checkCrate(metadata, { paths: new Set(entries.keys()), files: entries })).toEqual([]);
    expect([...entries.keys()]).toContain("outputs/descriptors/descriptors.csv");

    const imported = await cli(["flow", "import-crate", file, "-o", "json"], as);
    expect(imported.code, imported.stderr).toBe(0);
    const flow = json<{ Id: number; Name: string }>(imported);
    expect(flow.Name).toBe("for a crate");
    const { template } = await user.client.gqlData<{
      template: { mine: boolean; nodes: { key: string; module: { key: string }; args: unknown }[] };
    }>(`query($id: ID!) { template(id: $id) { mine nodes { key module { key } args } } }`, {
      id: String(flow.Id),
    });
    expect(template.mine).toBe(true);
    expect(template.nodes).toEqual([
      {
        key: "descriptors",
        module: { key: "rdkit/descriptors" },
        args: { molecules: { dataFileId: demoFile } },
      },
    ]);

    // Another user's job answers like a missing one; a file that is no crate is refused.
    const other = await registerUser(t);
    const { Secret } = await other.client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: "o" });
    const theirs = {
      home: path.join(work, "home-other"),
      env: { CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: Secret },
    };
    const denied = await cli(
      ["job", "crate", String(job.Id), "-o", "json", "--file", path.join(work, "x.zip")],
      theirs,
    );
    expect(denied.code).toBe(4);
    expect(jsonError(denied).Type).toBe("DBDataNotExist");
    const missing = await cli(
      ["job", "crate", "987654321", "-o", "json", "-f", path.join(work, "y.zip")],
      as,
    );
    expect(missing.code).toBe(4);
    const notCrate = path.join(work, "not-a-crate.zip");
    await writeFile(notCrate, "plain text, not a zip");
    const refused = await cli(["flow", "import-crate", notCrate, "-o", "json"], as);
    expect(refused.code).toBe(1);
    expect(jsonError(refused).Type).toBe("DBFileDecompressError");
  }, 300_000);
});
