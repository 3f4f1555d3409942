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
import { spawn } from "node:child_process";
import { startRestartableGateway } from "../cli/restartable.js";
import { until } from "../cli/support.js";
import { addEngineModule, registerUser, waitFor, type NormalUser } from "../support/factories.js";
import { killHard, markedProcesses } from "../support/gatewayProcess.js";
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

/** Follows a running task's log to its end, then exports the job's RO-Crate and imports it back. */
const followScript = String.raw`
import json, os, threading, zipfile
from pathlib import Path
import crucible_client as cc

def say(step, **fields):
    print(json.dumps({"step": step, **fields}), flush=True)

client = cc.Client(os.environ["CRUCIBLE_URL"], os.environ["CRUCIBLE_TOKEN"])
until = Path(os.environ["UNTIL"])
job = client.submit("chatter from Python", [{"Key": "chatter", "ModuleId": int(os.environ["CHATTER_ID"]), "Args": {"until": str(until)}}])
task = client.tasks(job["Id"])[0]
stopped_by = []
def stop(by):
    if not until.exists():
        stopped_by.append(by)
        until.write_text("")
# Only if the follow never yielded the fifth line while the task ran (then the test fails on stopped_by).
guard = threading.Timer(30, stop, ["timer"])
guard.start()
pieces = []
for text in client.follow_logs(job["Id"], task["Id"], timeout=120):
    pieces.append(text)
    if "tick 5 héllo\n" in "".join(pieces):
        stop("follow")
guard.cancel()
text = "".join(pieces)
say("follow", job=job["Id"], task=task["Id"], text=text, pieces=len(pieces), stopped_by=stopped_by)
# From a cursor: only what comes after it; stderr from the stored log.
cursor = len(text.encode("utf-8")) - 12
say("from", text="".join(client.follow_logs(job["Id"], task["Id"], from_offset=cursor)))
say("stderr", text="".join(client.follow_logs(job["Id"], task["Id"], stream="stderr")))

out = Path(os.environ["OUT_DIR"])
crate = client.export_crate(job["Id"], out)
with zipfile.ZipFile(crate) as z:
    metadata = json.loads(z.read(cc.CRATE_METADATA))
say("crate", path=str(crate), ids=[e["@id"] for e in metadata["@graph"]], parts=[p for p in os.listdir(out) if p.endswith(".part")])
template = client.import_crate(crate)
say("import", id=template["Id"], name=template["Name"])

other_job, other_task = int(os.environ["OTHER_JOB"]), int(os.environ["OTHER_TASK"])
for name, call in [
    ("crate", lambda: client.export_crate(other_job, out)),
    ("crate missing", lambda: client.export_crate(987654321, out)),
    ("follow", lambda: list(client.follow_logs(other_job, other_task))),
    ("follow missing", lambda: list(client.follow_logs(987654321, other_task))),
    ("follow other task", lambda: list(client.follow_logs(job["Id"], other_task))),
]:
    try:
        call()
        say("error", why=name + " answered")
    except cc.NotFound as error:
        say("not found", what=name, type=error.type)
try:
    list(cc.Client(os.environ["CRUCIBLE_URL"], "crc_unknown").follow_logs(job["Id"], task["Id"]))
except cc.NotSignedIn as error:
    say("not signed in", type=error.type)
try:
    client.import_crate(Path(os.environ["NOT_A_CRATE"]))
    say("error", why="a file that is not a crate was imported")
except cc.CrucibleError as error:
    say("bad crate", type=error.type)
`;

/** Runs a flow and follows its task's log, one JSON line per piece, riding out a gateway restart. */
const restartScript = String.raw`
import json, os
import crucible_client as cc

client = cc.Client(os.environ["CRUCIBLE_URL"], os.environ["CRUCIBLE_TOKEN"])
flow = next(f for f in client.flows() if f["name"] == os.environ["FLOW"])
job = client.run_flow(flow["id"], "followed across a restart")
task = client.tasks(job["Id"])[0]
for text in client.follow_logs(job["Id"], task["Id"], retries=60, max_poll=2, timeout=300):
    print(json.dumps({"text": text}), flush=True)
print(json.dumps({"end": True}), flush=True)
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

  it("follows a running task's log to its end, exports the job's RO-Crate and imports it back", async () => {
    const chatterId = await addEngineModule(t, "test/py-chatter", "chatter.mjs", {
      args: [{ name: "until", label: "Until", format: "string", require: true }],
    });
    const bob = await registerUser(t);
    const out = await mkdtemp(path.join(work, "crate-"));
    const until = path.join(work, "alice-stop");
    const bobUntil = path.join(work, "bob-stop");
    const bobJob = await bob.client.ok<{ Id: number }>("/api/workflow_job/submit", {
      Name: "bob's chatter",
      Tasks: [{ Key: "chatter", ModuleId: chatterId, Args: { until: bobUntil } }],
    });
    const bobTasks = await bob.client.ok<{ Id: number }[]>(`/api/workflow_job/tasks/${bobJob.Id}`);
    const notCrate = path.join(work, "not-a-crate.zip");
    await writeFile(notCrate, "not a zip");
    const scriptFile = path.join(work, "follow.py");
    await writeFile(scriptFile, followScript);
    let ran: Run;
    try {
      ran = await run(venvPython, [scriptFile], {
        CRUCIBLE_URL: t.url,
        CRUCIBLE_TOKEN: await tokenOf(alice, false),
        CHATTER_ID: String(chatterId),
        UNTIL: until,
        OUT_DIR: out,
        OTHER_JOB: String(bobJob.Id),
        OTHER_TASK: String(bobTasks[0]!.Id),
        NOT_A_CRATE: notCrate,
      });
    } finally {
      await writeFile(bobUntil, "");
    }
    expect(ran.stderr).toBe("");
    expect(ran.code).toBe(0);
    const said = ran.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown> & { step: string });
    const step = (name: string) => said.filter((line) => line.step === name);
    expect(step("error")).toEqual([]);

    // The fifth line came while the task ran (the task ends only when the follow has seen it), and the
    // text followed is the stored log, each line once and in order.
    const [follow] = step("follow");
    expect(follow!.stopped_by).toEqual(["follow"]);
    const job = await alice.client.ok<{ State: string }>(`/api/workflow_job/read/${follow!.job}`);
    expect(job.State).toBe("done");
    const stored = async (type: string) =>
      (await alice.client.fetch(`/api/workflow_job_tasks/read_file/${follow!.task}?Type=${type}`)).text();
    const stdout = await stored("Stdout");
    expect(follow!.text).toBe(stdout);
    const lines = stdout.trimEnd().split("\n");
    expect(lines.length).toBeGreaterThan(5);
    expect(lines).toEqual(lines.map((_line, i) => `tick ${i + 1} héllo`));
    expect(follow!.pieces).toBeGreaterThan(1);
    const bytes = Buffer.from(stdout, "utf8");
    expect(step("from")[0]!.text).toBe(bytes.subarray(bytes.length - 12).toString("utf8"));
    expect(step("stderr")[0]!.text).toBe(await stored("Stderr"));

    // The crate is the zip the REST address serves, and imports back as a template of Alice's.
    const [crate] = step("crate");
    expect(crate!.ids).toEqual(expect.arrayContaining(["ro-crate-metadata.json", "./", "#run"]));
    expect(crate!.parts).toEqual([]);
    expect(path.dirname(String(crate!.path))).toBe(out);
    const [imported] = step("import");
    const templates = await alice.client.gqlData<{
      templates: { id: string; name: string; mine: boolean }[];
    }>("{ templates { id name mine } }");
    expect(templates.templates).toContainEqual({
      id: String(imported!.id),
      name: imported!.name,
      mine: true,
    });

    // Bob's job and task answer exactly like missing ones.
    expect(step("not found")).toEqual(
      ["crate", "crate missing", "follow", "follow missing", "follow other task"].map((what) => ({
        step: "not found",
        what,
        type: "DBDataNotExist",
      })),
    );
    expect(step("not signed in")).toEqual([
      { step: "not signed in", type: "UserLoginServiceAuthTokenInvalid" },
    ]);
    expect(step("bad crate")).toHaveLength(1);
    expect(String(step("bad crate")[0]!.type)).not.toBe("ServerInternalError");
  }, 600_000);

  it("follows a task's log across a gateway restart: every line once, in order, to the task's end", async () => {
    const lineCount = 40;
    const expected = Array.from({ length: lineCount }, (_, i) => `line ${i + 1}\n`).join("");
    // The task waits a second before its first line, then prints one every 0.2 s.
    const g = await startRestartableGateway(
      "pyfollow",
      `#!/bin/sh\nsleep 1\nfor i in $(seq 1 ${lineCount}); do echo "line $i"; sleep 0.2; done\necho finished > outputs/result.txt\n`,
    );
    const scriptFile = path.join(work, "restart.py");
    await writeFile(scriptFile, restartScript);
    const child = spawn(venvPython, [scriptFile], {
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        HOME: work,
        CRUCIBLE_URL: g.url,
        CRUCIBLE_TOKEN: g.token,
        FLOW: g.flow,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const done = new Promise<number | null>((resolve) => child.once("close", resolve));
    const pieces = () =>
      stdout
        .split("\n")
        .filter((line) => line.endsWith("}"))
        .map((line) => JSON.parse(line) as { text?: string; end?: boolean });
    const followed = () =>
      pieces()
        .map((p) => p.text ?? "")
        .join("");
    try {
      // Lines arrive live, before the task ends.
      await until(
        "live lines",
        async () => {
          if (child.exitCode !== null) throw new Error(`python ended with ${child.exitCode}: ${stderr}`);
          return followed().includes("line 1\n");
        },
        120_000,
      );
      expect(followed()).not.toContain(`line ${lineCount}\n`);
      const beforeKill = followed();

      await killHard(g.current());
      await waitFor("the orphaned program to end", async () =>
        (await markedProcesses(g.marker)).length === 0 ? true : null,
      );
      expect(child.exitCode).toBeNull();
      await g.start();

      expect(await done, stderr).toBe(0);
      expect(stderr).toBe("");
      // Every line once and in order, what came before the kill first, to the end of the task's log.
      expect(followed().startsWith(beforeKill)).toBe(true);
      expect(followed()).toBe(expected);
      expect(pieces().at(-1)).toEqual({ end: true });
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      await g.stop();
    }
  }, 330_000);
});
