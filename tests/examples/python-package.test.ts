/**
 * The Python package (clients/python, issue 29 item 8) installed as a user installs it: a venv of
 * Debian's python3 over its system packages (requests from python3-requests), `pip install --no-index
 * --no-build-isolation` of a copy of the package, nothing from outside. A script run by that venv
 * signs in with an API token, resumes an upload a first attempt left half-way, downloads it back with
 * its SHA-256 checked, lists modules and flows, runs the demo flow and a descriptors job, waits, reads
 * logs and downloads a result; the typed errors carry the envelope's Type. Each answer is compared
 * with what the gateway holds.
 */
import { createHash, randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, type NormalUser } from "../support/factories.js";
import { repoRoot } from "../support/paths.js";
import { runProgram, type Run } from "./run.js";

/** Debian's interpreter (pyenv's or another python3 on the PATH has no python3-requests). */
const python = process.env.CRUCIBLE_PYTHON ?? "/usr/bin/python3";

/** A program of the test run in its work folder as HOME. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return runProgram(command, args, { env: { HOME: work, ...env } });
}

/** What the script does, printing one JSON object per line: `{"step": ..., ...}`. */
const script = String.raw`
import json, os, sys
from pathlib import Path
import crucible_client as cc

def say(step, **fields):
    print(json.dumps({"step": step, **fields}), flush=True)

client = cc.Client(os.environ["CRUCIBLE_URL"], os.environ["CRUCIBLE_TOKEN"])
say("me", account=client.me()["Account"])

# An upload a first attempt left after one chunk: the package resumes from what the platform received.
big = Path(os.environ["BIG_FILE"])
import hashlib
data = big.read_bytes()
meta = {"Name": big.name, "Size": len(data), "Sha256": hashlib.sha256(data).hexdigest().upper(), "DirNames": ["py"], "Kind": "private"}
try:
    client.call("workflow_job_task_data_source_file/upload_meta", meta)
    say("error", why="the platform already had the bytes")
except cc.CrucibleError as error:
    upload_id = error.meta["UploadId"]
client.session.post(client.url + "/api/workflow_job_task_data_source_file/upload_file",
    params={"UploadId": upload_id, "Index": 0}, data=data[:cc.CHUNK],
    headers={"Content-Type": "application/octet-stream"}).raise_for_status()
progress = []
record = client.upload(big, ["py"], on_progress=lambda done, size: progress.append(done))
say("upload", id=record["Id"], size=record["Size"], progress=progress)
again = client.upload(big, ["py"])
say("again", id=again["Id"], sha256=again["Sha256"])

out = Path(os.environ["OUT_DIR"])
# A partial download from an earlier attempt is continued, and the whole is checked.
(out / (big.name + ".part")).write_bytes(data[:1000])
got = client.download(record["Id"], out)
say("download", path=str(got), equal=got.read_bytes() == data, part_left=(out / (big.name + ".part")).exists())

module = client.module("rdkit/descriptors")
say("module", id=module["Id"], args=[a["name"] for a in module["Args"]])
flows = client.flows()
demo = next(f for f in flows if "Drug-likeness" in f["name"])
say("flows", names=[f["name"] for f in flows])

sdf = client.upload(Path(os.environ["SDF_FILE"]), ["py"])
job = client.submit("descriptors from Python", [{"Key": "descriptors", "ModuleId": module["Id"], "Args": {"molecules": {"dataFileId": sdf["Id"]}}}])
job = client.wait(job["Id"], timeout=300)
task = client.tasks(job["Id"])[0]
result = client.download_result(task, "descriptors.csv", out)
say("job", id=job["Id"], state=job["State"], task=task["Id"], stdout=client.logs(task["Id"]), result=result.read_bytes().decode("utf-8"))

flow_job = client.wait(client.run_flow(demo["id"], "demo flow from Python")["Id"], timeout=300)
say("flow", id=flow_job["Id"], state=flow_job["State"], tasks=sorted(t["Key"] for t in client.tasks(flow_job["Id"])))

for name, call in [("missing", lambda: client.job(987654321)), ("unknown module", lambda: client.module("no/such"))]:
    try:
        call()
        say("error", why=name + " answered")
    except cc.NotFound as error:
        say("not found", what=name, type=error.type)
try:
    cc.Client(os.environ["CRUCIBLE_URL"], "crc_unknown").me()
except cc.NotSignedIn as error:
    say("not signed in", type=error.type)
try:
    cc.Client(os.environ["CRUCIBLE_URL"], os.environ["READ_ONLY_TOKEN"]).submit("no", [{"Key": "d", "ModuleId": module["Id"], "Args": {}}])
except cc.PermissionDenied as error:
    say("denied", type=error.type)
`;

let t: TestApp;
let alice: NormalUser;
let work: string;
let venvPython: string;

const tokenOf = async (user: NormalUser, readOnly: boolean) =>
  (await user.client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: "py", ReadOnly: readOnly }))
    .Secret;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "crucible-python-package-"));
  // A copy: setuptools builds in the source folder, and the repository stays as it is.
  await cp(path.join(repoRoot, "clients", "python"), path.join(work, "package"), { recursive: true });
  const venv = path.join(work, "venv");
  const made = await run(python, ["-m", "venv", "--system-site-packages", "--without-pip", venv]);
  expect(made.code, made.stderr).toBe(0);
  venvPython = path.join(venv, "bin", "python");
  const installed = await run(venvPython, [
    "-m",
    "pip",
    "install",
    "--no-index",
    "--no-build-isolation",
    path.join(work, "package"),
  ]);
  expect(installed.code, installed.stdout + installed.stderr).toBe(0);
  t = await startApp();
  alice = await registerUser(t);
}, 180_000);

afterAll(async () => {
  await t?.stop();
  await rm(work, { recursive: true, force: true });
});

describe("the Python package", () => {
  it("uploads with resume, downloads with a check, runs a flow and a job, reads logs and results, and types its errors", async () => {
    const big = path.join(work, "big.bin");
    const bytes = randomBytes(2 * 1024 * 1024 + 12_345);
    await writeFile(big, bytes);
    const sdf = path.join(repoRoot, "docs", "examples", "python", "NCI_aids_few.sdf");
    const out = await mkdtemp(path.join(work, "out-"));
    const scriptFile = path.join(work, "session.py");
    await writeFile(scriptFile, script);
    const ran = await run(venvPython, [scriptFile], {
      CRUCIBLE_URL: t.url,
      CRUCIBLE_TOKEN: await tokenOf(alice, false),
      READ_ONLY_TOKEN: await tokenOf(alice, true),
      BIG_FILE: big,
      SDF_FILE: sdf,
      OUT_DIR: out,
    });
    expect(ran.stderr).toBe("");
    expect(ran.code).toBe(0);
    const said = ran.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown> & { step: string });
    const step = (name: string) => said.filter((line) => line.step === name);
    expect(step("error")).toEqual([]);
    expect(step("me")).toEqual([{ step: "me", account: alice.account }]);

    // The resumed upload sent the last two chunks only, and is the file the gateway stores.
    const [upload] = step("upload");
    expect(upload!.progress).toEqual([2 * 1024 * 1024, bytes.length]);
    const stored = await alice.client.ok<{ Size: number; Sha256: string; Folder: string }>(
      `/api/workflow_job_task_data_source_file/read/${upload!.id}`,
    );
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    expect(stored).toMatchObject({ Size: bytes.length, Folder: "py" });
    expect(stored.Sha256.toLowerCase()).toBe(sha256);
    expect(step("again")[0]).toMatchObject({ id: upload!.id });
    expect(step("download")[0]).toMatchObject({ equal: true, part_left: false });
    expect(await readFile(path.join(out, "big.bin"))).toEqual(bytes);

    expect(step("module")[0]!.args).toEqual(["molecules"]);
    expect(step("flows")[0]!.names).toEqual(
      expect.arrayContaining([expect.stringContaining("Drug-likeness")]),
    );

    // The job, its log and its result are the gateway's.
    const [job] = step("job");
    expect(job).toMatchObject({ state: "done" });
    const text = async (query: string) =>
      (await alice.client.fetch(`/api/workflow_job_tasks/read_file/${job!.task}?${query}`)).text();
    const csv = await text("Type=OutFile&KeyName=descriptors.csv");
    expect(job!.result).toBe(csv);
    expect(job!.result).toMatch(/^Name,/);
    expect(job!.stdout).toBe(await text("Type=Stdout"));
    expect(await readFile(path.join(out, "descriptors.csv"), "utf8")).toBe(csv);

    const [flow] = step("flow");
    expect(flow).toMatchObject({ state: "done" });
    expect((flow!.tasks as string[]).length).toBeGreaterThan(1);

    expect(step("not found")).toEqual([
      { step: "not found", what: "missing", type: "DBDataNotExist" },
      { step: "not found", what: "unknown module", type: "DBDataNotExist" },
    ]);
    expect(step("not signed in")).toEqual([
      { step: "not signed in", type: "UserLoginServiceAuthTokenInvalid" },
    ]);
    expect(step("denied")).toEqual([{ step: "denied", type: "DBPermDenied" }]);
  }, 600_000);
});
