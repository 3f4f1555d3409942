/**
 * The `crucible` CLI (issue 14): the real bin run as a child process against a gateway started in
 * this file, over loopback. Outputs are read in json mode; exit codes are the documented ones
 * (docs/cli.md): 0 ok, 1 failure, 2 usage, 3 auth, 4 not found, 5 job failed, 6 unreachable, 130
 * interrupted.
 */
import { randomBytes, createHash } from "node:crypto";
import { appendFile, chmod, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens, sessions } from "../../gateway/src/db/schema.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, type NormalUser } from "../support/factories.js";
import { freePort } from "../support/gatewayProcess.js";
import { uploadFolderBytes } from "../support/uploads.js";
import { cli, json, jsonError, list, startCli, until, type CliOptions } from "./support.js";

let t: TestApp;
let work = "";
let user: NormalUser;
let token = "";
/** A run as `user` with the token in the environment (CRUCIBLE_URL / CRUCIBLE_TOKEN). */
let as: CliOptions;

beforeAll(async () => {
  t = await startApp();
  work = await mkdtemp(path.join(tmpdir(), "crucible-cli-"));
  user = await registerUser(t);
  token = (await user.client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: "cli" })).Secret;
  as = { home: path.join(work, "home-env"), env: { CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: token } };
});
afterAll(async () => {
  await t?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").toUpperCase();

/** A new token of the user that expires in a day: the environment that uses it. */
async function dayTokenEnv(name: string): Promise<CliOptions> {
  const created = await user.client.ok<{ Id: number; Secret: string }>("/api/user/api_token/insert", {
    Name: name,
    ExpiresInDays: 1,
  });
  return { home: as.home, env: { CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: created.Secret } };
}

describe("login, profiles and tokens", () => {
  it("stores a validated token in a 0600 profile file and uses it", async () => {
    const home = path.join(work, "home-token");
    const login = await cli(["--url", t.url, "login", "--token", token, "-o", "json"], { home });
    expect(login.code, login.stderr).toBe(0);
    expect(json(login)).toMatchObject({ Account: user.account, Profile: "default", CreatedToken: false });
    const file = path.join(home, "crucible", "config.json");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    const stored = JSON.parse(await readFile(file, "utf8")) as {
      Current: string;
      Profiles: Record<string, { Url: string; Token: string }>;
    };
    expect(stored.Profiles.default).toMatchObject({ Url: t.url, Token: token });
    // The profile alone is enough now.
    const account = await cli(["account", "-o", "json"], { home });
    expect(account.code, account.stderr).toBe(0);
    expect(json(account)).toMatchObject({ Account: user.account, Id: user.id });
    expect(typeof json<{ Balance: number }>(account).Balance).toBe("number");
  });

  it("tightens an existing open config folder to 0700 and its file to 0600", async () => {
    const home = path.join(work, "home-open");
    const folder = path.join(home, "crucible");
    const file = path.join(folder, "config.json");
    await mkdir(folder, { recursive: true });
    await writeFile(file, JSON.stringify({ Profiles: { old: { Url: t.url } } }));
    // Set after creating them: the umask would narrow the modes given at creation.
    await chmod(folder, 0o777);
    await chmod(file, 0o666);
    const login = await cli(["--url", t.url, "login", "--token", token, "-o", "json"], { home });
    expect(login.code, login.stderr).toBe(0);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // The other profile is kept.
    expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({ Profiles: { old: { Url: t.url } } });
  });

  it("leaves the mode of a folder named by --config as it is, the file 0600", async () => {
    const folder = path.join(work, "shared-folder");
    await mkdir(folder, { recursive: true });
    await chmod(folder, 0o755);
    const file = path.join(folder, "crucible.json");
    const login = await cli(["--url", t.url, "--config", file, "login", "--token", token, "-o", "json"], {
      home: path.join(work, "home-unused"),
    });
    expect(login.code, login.stderr).toBe(0);
    expect((await stat(folder)).mode & 0o777).toBe(0o755);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it("refuses an unknown token with exit 3 and stores nothing", async () => {
    const home = path.join(work, "home-bad");
    const run = await cli(["--url", t.url, "login", "--token", "crc_not_a_real_token", "-o", "json"], {
      home,
    });
    expect(run.code).toBe(3);
    expect(jsonError(run).Type).toBe("UserLoginServiceAuthTokenInvalid");
    await expect(stat(path.join(home, "crucible", "config.json"))).rejects.toThrow();
  });

  it("signs in with a password from standard input, stores only a new token, and logout revokes it", async () => {
    const home = path.join(work, "home-password");
    const login = await cli(
      ["--url", t.url, "--profile", "lab", "login", "-u", user.account, "--password-stdin", "-o", "json"],
      { home, input: `${user.password}\n` },
    );
    expect(login.code, login.stderr).toBe(0);
    expect(json(login)).toMatchObject({ Profile: "lab", CreatedToken: true });
    const text = await readFile(path.join(home, "crucible", "config.json"), "utf8");
    expect(text).not.toContain(user.password);
    // The sign-in's session minted the token and was closed (quit) right after.
    const [session] = await t.app.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.side, "user"), eq(sessions.userId, user.id)))
      .orderBy(desc(sessions.id))
      .limit(1);
    expect(session?.revokedReason).toBe("signed out");
    const stored = JSON.parse(text) as {
      Current: string;
      Profiles: Record<string, { Token: string; TokenId: number }>;
    };
    expect(stored.Current).toBe("lab");
    const { Token, TokenId } = stored.Profiles.lab!;
    const [row] = await t.app.database.db.select().from(apiTokens).where(eq(apiTokens.id, TokenId));
    expect(row!.name).toBe("crucible-cli");
    expect(row!.revokedAt).toBeNull();

    const logout = await cli(["logout", "-o", "json"], { home });
    expect(logout.code, logout.stderr).toBe(0);
    expect(json(logout)).toMatchObject({ Profile: "lab", Revoked: true });
    const [revoked] = await t.app.database.db.select().from(apiTokens).where(eq(apiTokens.id, TokenId));
    expect(revoked!.revokedAt).not.toBeNull();
    // The token is gone from the profile, and would no longer work anyway.
    const after = await cli(["account"], { home });
    expect(after.code).toBe(3);
    expect(after.stderr).toContain("not signed in");
    const replay = await cli(["account", "-o", "json"], {
      home,
      env: { CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: Token },
    });
    expect(replay.code).toBe(3);
    expect(jsonError(replay).Type).toBe("UserLoginServiceAuthTokenInvalid");
  });

  it("refuses a wrong password with exit 3", async () => {
    const run = await cli(["--url", t.url, "login", "-u", user.account, "--password-stdin", "-o", "json"], {
      home: path.join(work, "home-wrong"),
      input: "Wrong#Password1\n",
    });
    expect(run.code).toBe(3);
    expect(jsonError(run).Type).toBe("DBLoginFailed");
  });

  it("answers an expired token with exit 3", async () => {
    const env = await dayTokenEnv("short");
    // A minute before its day is up the token still serves; a minute after, it is refused.
    t.clock.advance(86_400_000 - 60_000);
    const before = await cli(["job", "list", "-o", "json"], env);
    expect(before.code, before.stderr).toBe(0);
    t.clock.advance(120_000);
    const run = await cli(["job", "list", "-o", "json"], env);
    expect(run.code).toBe(3);
    expect(jsonError(run).Type).toBe("UserLoginServiceAuthTokenInvalid");
  });

  it("answers a host nobody listens on with exit 6, and a bad command line with exit 2", async () => {
    const port = await freePort();
    const run = await cli(["job", "list", "-o", "json"], {
      home: as.home,
      env: { CRUCIBLE_URL: `http://127.0.0.1:${port}`, CRUCIBLE_TOKEN: token },
    });
    expect(run.code).toBe(6);
    expect(jsonError(run)).toMatchObject({ Type: "CliUnreachable" });
    expect(jsonError(run).Value).toContain("ECONNREFUSED");
    const usage = await cli(["job", "frobnicate"], as);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("unknown command");
    const badId = await cli(["job", "get", "abc"], as);
    expect(badId.code).toBe(2);
  });
});

describe("modules, flows and parameter files", () => {
  it("prints a method's arguments as JSON Schema", async () => {
    const run = await cli(["module", "get", "rdkit/similarity", "--method", "morgan", "--params-json"], as);
    expect(run.code, run.stderr).toBe(0);
    const schema = json<{ type: string; properties: Record<string, { type?: string }>; required: string[] }>(
      run,
    );
    expect(schema.type).toBe("object");
    expect(Object.keys(schema.properties)).toEqual(["molecules", "query", "threshold", "radius", "bits"]);
    expect(schema.properties.threshold!.type).toBe("number");
    expect(schema.properties.radius!.type).toBe("integer");
    expect(schema.required).toContain("molecules");
    const search = await cli(["module", "search", "tanimoto", "-o", "json"], as);
    expect(list<{ Key: string }>(search).map((m) => m.Key)).toEqual(["rdkit/similarity"]);
  });

  it("names every unknown or mistyped argument of a parameter file, with the schema (exit 2)", async () => {
    const file = path.join(work, "bad-params.yaml");
    await writeFile(file, "molecules: 1\nqury: CCO\nthreshold: high\nradius: 2.5\n");
    const run = await cli(
      ["job", "submit", "--module", "rdkit/similarity", "--method", "morgan", "--params-file", file],
      as,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("qury: unknown argument");
    expect(run.stderr).toContain("threshold: must be a number");
    expect(run.stderr).toContain("radius: must be an integer");
    expect(run.stderr).toContain("JSON Schema");
    expect(run.stderr).toContain('"threshold"');
    const asJson = await cli(
      [
        "job",
        "submit",
        "--module",
        "rdkit/similarity",
        "--method",
        "morgan",
        "--params-file",
        file,
        "-o",
        "json",
      ],
      as,
    );
    const error = jsonError(asJson);
    expect(error.Type).toBe("CliParamsInvalid");
    expect(error.Meta?.Problems).toHaveLength(3);
    expect(error.Meta?.Schema).toMatchObject({ type: "object" });
  });

  it("fills in a flow's parameter file, and a dry run checks it on the server and prints the estimate", async () => {
    const flows = list<{ Id: number; Tasks: string[] }>(await cli(["flow", "list", "-o", "json"], as));
    const flowId = String(flows[0]!.Id);
    const template = await cli(["flow", "get", flowId, "--params-template"], as);
    expect(template.code, template.stderr).toBe(0);
    const params = json<Record<string, Record<string, unknown>>>(template);
    expect(Object.keys(params)).toEqual(flows[0]!.Tasks);
    const file = path.join(work, "flow.json");
    await writeFile(file, template.stdout);
    const dry = await cli(
      ["job", "submit", "--flow", flowId, "--params-file", file, "--dry-run", "-o", "json"],
      as,
    );
    expect(dry.code, dry.stderr).toBe(0);
    const estimate = json<{ Valid: boolean; Balance: number; Tasks: { Task: string }[] }>(dry);
    expect(estimate.Valid).toBe(true);
    expect(estimate.Tasks.map((task) => task.Task).sort()).toEqual([...flows[0]!.Tasks].sort());
    // Nothing was submitted.
    const jobs = list(await cli(["job", "list", "-o", "json"], as));
    expect(jobs).toEqual([]);
  });

  it("a dry run with a file the server refuses answers the catalogue's error (exit 1)", async () => {
    // A data set file of another user answers like a missing one.
    const other = await registerUser(t);
    const { Secret } = await other.client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: "o" });
    const mine = path.join(work, "theirs.smi");
    await writeFile(mine, "CCO ethanol\n");
    const uploaded = await cli(["data", "upload", mine, "-o", "json"], {
      home: as.home,
      env: { CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: Secret },
    });
    const theirs = json<{ Id: number }[]>(uploaded)[0]!.Id;
    const run = await cli(
      [
        "job",
        "submit",
        "--module",
        "rdkit/descriptors",
        "--params",
        `{"molecules": ${theirs}}`,
        "--dry-run",
        "-o",
        "json",
      ],
      as,
    );
    expect(run.code).toBe(1);
    expect(jsonError(run)).toMatchObject({ Type: "JobTaskArgsError", Value: "molecules: no such file" });
  });

  it("uploads a local file a parameter names (@path) once, by its bytes, and sends its id", async () => {
    const dir = path.join(work, "local-params");
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, "local_mols.smi");
    await writeFile(file, "CCO ethanol\nc1ccccc1 benzene\n");
    const submit = (params: string) =>
      cli(
        ["job", "submit", "--module", "rdkit/descriptors", "--params", params, "--dry-run", "-o", "json"],
        as,
      );
    for (let i = 0; i < 2; i++) {
      const run = await submit(JSON.stringify({ molecules: `@${file}` }));
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toBe("");
    }
    const stored = list<{ Id: number; Name: string; Folder: string }>(
      await cli(["data", "list", "--search", "local_mols", "-o", "json"], as),
    );
    expect(stored.map((f) => [f.Name, f.Folder])).toEqual([["local_mols.smi", "crucible-uploads"]]);
    // A path that names no file is a usage error, before anything is sent.
    const missing = await submit(JSON.stringify({ molecules: `@${path.join(dir, "nosuch.smi")}` }));
    expect(missing.code).toBe(2);
    expect(jsonError(missing).Type).toBe("CliUsage");
  });
});

describe("jobs", () => {
  let demoFile = 0;
  let doneJob = 0;

  beforeAll(async () => {
    const files = list<{ Id: number; Name: string }>(
      await cli(["data", "list", "--search", "cdk2", "-o", "json"], as),
    );
    demoFile = files.find((f) => f.Name === "cdk2.sdf")!.Id;
  });

  it("reads an SDF file's records: a page as one JSON answer, or a JSON line per record", async () => {
    const page = json<{ Total: number; Records: { Index: number; Smiles: string | null; Error: null }[] }>(
      await cli(["data", "sdf", String(demoFile), "--offset", "1", "--limit", "2", "-o", "json"], as),
    );
    expect(page.Total).toBe(47);
    expect(page.Records.map((r) => [r.Index, typeof r.Smiles, r.Error])).toEqual([
      [1, "string", null],
      [2, "string", null],
    ]);
    const lines = await cli(["data", "sdf", String(demoFile), "--limit", "3"], as);
    expect(lines.code, lines.stderr).toBe(0);
    const records = lines.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as { Index: number });
    expect(records.map((r) => r.Index)).toEqual([0, 1, 2]);
    expect(lines.stderr).toContain("3 of 47 records");
    const tooMany = await cli(["data", "sdf", String(demoFile), "--limit", "101", "-o", "json"], as);
    expect(tooMany.code).not.toBe(0);
    expect(jsonError(tooMany).Type).toBe("ServerInvalidParameter");
  });

  it("submits with parameters on standard input and tags, waits, and finds the job by tag", async () => {
    const run = await cli(
      [
        "job",
        "submit",
        "--module",
        "rdkit/descriptors",
        "--params",
        "@-",
        "--tag",
        "cli-test",
        "--tag",
        "cdk2",
        "--name",
        "descriptors via cli",
        "--wait",
        "-o",
        "json",
      ],
      { ...as, input: JSON.stringify({ molecules: { dataFileId: demoFile } }) },
    );
    expect(run.code, run.stderr).toBe(0);
    // Two JSON lines: the job as submitted, then as it ended.
    const [first, last] = run.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const job = last as { Id: number; State: string; Tags: string[] };
    expect(first).toMatchObject({ Id: job.Id, Tags: ["cli-test", "cdk2"] });
    expect(job).toMatchObject({ State: "done", Tags: ["cli-test", "cdk2"] });
    doneJob = job.Id;
    const found = list<{ Id: number }>(await cli(["job", "search", "cli-test", "-o", "json"], as));
    expect(found.map((j) => j.Id)).toEqual([doneJob]);
    const byTag = list<{ Id: number }>(await cli(["job", "list", "--tag", "cdk2", "-o", "json"], as));
    expect(byTag.map((j) => j.Id)).toEqual([doneJob]);
    const none = list(await cli(["job", "list", "--tag", "cdk", "-o", "json"], as));
    expect(none).toEqual([]);
  });

  it("downloads a job's outputs verified against the server's SHA-256, and reads results and logs", async () => {
    const dir = path.join(work, "results");
    const run = await cli(["job", "download", String(doneJob), "-d", dir, "-o", "json"], as);
    expect(run.code, run.stderr).toBe(0);
    const [result] = json<{ File: string; Size: number; Sha256: string; Verified: boolean }[]>(run);
    expect(result).toMatchObject({ File: path.join(dir, "descriptors", "descriptors.csv"), Verified: true });
    const bytes = await readFile(result!.File);
    expect(bytes.length).toBe(result!.Size);
    expect(sha256(bytes)).toBe(result!.Sha256);
    expect(bytes.toString("utf8").split("\n")[0]).toContain("MolWt");
    expect((await readdir(path.join(dir, "descriptors"))).filter((f) => f.endsWith(".part"))).toEqual([]);
    // The manifest beside the results: file, size, SHA-256 and where it came from.
    const manifest = JSON.parse(await readFile(path.join(dir, "crucible-manifest.json"), "utf8")) as {
      Files: Record<string, unknown>[];
    };
    expect(manifest.Files).toEqual([
      {
        File: "descriptors/descriptors.csv",
        Size: result!.Size,
        Sha256: result!.Sha256,
        Job: doneJob,
        Task: "descriptors",
        TaskId: expect.any(Number) as number,
        Output: "descriptors.csv",
      },
    ]);
    // A second download skips the file already there (same size and SHA-256) and says so.
    const again = await cli(["job", "download", String(doneJob), "--all", "-d", dir], as);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain("1 file(s) already there (same size and SHA-256), skipped");
    const againJson = await cli(["job", "download", String(doneJob), "-d", dir, "-o", "json"], as);
    expect(json<Record<string, unknown>[]>(againJson)).toEqual([
      { ...result, ResumedFrom: 0, Attempts: 0, Skipped: true },
    ]);
    expect(againJson.stderr).toBe("");
    // A file whose bytes differ is fetched again.
    await writeFile(result!.File, Buffer.alloc(bytes.length, 0x41));
    const changed = await cli(["job", "download", String(doneJob), "-d", dir, "-o", "json"], as);
    expect(json<{ Skipped: boolean }[]>(changed)[0]?.Skipped).toBe(false);
    expect((await readFile(result!.File)).equals(bytes)).toBe(true);
    const both = await cli(["job", "download", String(doneJob), "--all", "--task", "descriptors"], as);
    expect(both.code).toBe(2);
    const outputs = json<{ Name: string }[]>(await cli(["job", "result", String(doneJob), "-o", "json"], as));
    expect(outputs.map((o) => o.Name)).toEqual(["descriptors.csv"]);
    const logs = await cli(["job", "logs", String(doneJob)], as);
    expect(logs.code).toBe(0);
    expect(logs.stdout).toContain("47 molecules read");
  });

  it("exits 5 for a failed job, and diagnose names the exit code, the reason, the log and the argument", async () => {
    const run = await cli(
      [
        "job",
        "submit",
        "--module",
        "rdkit/similarity",
        "--method",
        "morgan",
        "--params",
        `molecules: ${demoFile}\nquery: "C1CC(("`,
        "--wait",
        "-o",
        "json",
      ],
      as,
    );
    expect(run.code).toBe(5);
    const error = jsonError(run);
    expect(error.Type).toBe("CliJobFailed");
    const jobId = (error.Meta?.Job as { Id: number }).Id;
    const wait = await cli(["job", "wait", String(jobId)], as);
    expect(wait.code).toBe(5);
    const diagnose = await cli(["job", "diagnose", String(jobId), "-o", "json"], as);
    expect(diagnose.code, diagnose.stderr).toBe(0);
    const [task] = json<{
      Tasks: { ExitCode: number; Reason: string; SuspectArgs: { Arg: string }[]; Stderr: string[] }[];
    }>(diagnose).Tasks;
    expect(task!.ExitCode).toBe(2);
    expect(task!.Reason).toBe("exit code 2");
    expect(task!.SuspectArgs.map((s) => s.Arg)).toEqual(["query"]);
    expect(task!.Stderr.join("\n")).toContain("not a SMILES");
    const text = await cli(["job", "diagnose", String(jobId)], as);
    expect(text.stdout).toContain("Argument query:");
  });

  it("reads status, progress and tasks, clones with the tags, and refuses to cancel a finished job", async () => {
    const status = json<{ State: string; Tags: string[] }>(
      await cli(["job", "status", String(doneJob), "-o", "json"], as),
    );
    expect(status).toMatchObject({ State: "done", Tags: ["cli-test", "cdk2"] });
    const progress = json<{ Done: number; Total: number; Tasks: { Key: string; State: string }[] }>(
      await cli(["job", "progress", String(doneJob), "-o", "json"], as),
    );
    expect(progress).toMatchObject({ Done: 1, Total: 1, Tasks: [{ Key: "descriptors", State: "done" }] });
    const tasks = json<{ Key: string; ExitCode: number; Outputs: string[] }[]>(
      await cli(["job", "tasks", String(doneJob), "-o", "json"], as),
    );
    expect(tasks).toMatchObject([{ Key: "descriptors", ExitCode: 0, Outputs: ["descriptors.csv"] }]);
    const clone = await cli(["job", "clone", String(doneJob), "--name", "cloned by cli", "-o", "json"], as);
    expect(clone.code, clone.stderr).toBe(0);
    expect(json(clone)).toMatchObject({ Name: "cloned by cli", Tags: ["cli-test", "cdk2"] });
    const cancel = await cli(["job", "cancel", String(doneJob), "-o", "json"], as);
    expect(cancel.code).toBe(1);
    expect(jsonError(cancel)).toMatchObject({ Type: "DBStatusChangeNotAllowed", Value: "done" });
  });

  it("answers another user's job like a missing one (exit 4)", async () => {
    const other = await registerUser(t);
    const { Secret } = await other.client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: "o" });
    const theirs = { home: as.home, env: { CRUCIBLE_URL: t.url, CRUCIBLE_TOKEN: Secret } };
    for (const args of [
      ["job", "get", String(doneJob)],
      ["job", "download", String(doneJob), "-d", work],
      ["job", "cancel", String(doneJob)],
    ]) {
      const run = await cli([...args, "-o", "json"], theirs);
      expect(run.code, args.join(" ")).toBe(4);
      expect(jsonError(run).Type).toBe("DBDataNotExist");
    }
    const missing = await cli(["job", "get", "999999", "-o", "json"], as);
    expect(missing.code).toBe(4);
  });
});

describe("data files", () => {
  it("uploads a folder recursively, lists, downloads verified and removes", async () => {
    const root = path.join(work, "batch");
    await mkdir(path.join(root, "inner"), { recursive: true });
    const a = randomBytes(1024 * 1024 + 5);
    await writeFile(path.join(root, "a.bin"), a);
    await writeFile(path.join(root, "inner", "b.smi"), "CCO ethanol\n");
    const refused = await cli(["data", "upload", root], as);
    expect(refused.code).toBe(2);
    const run = await cli(["data", "upload", root, "--recursive", "--dir", "cli", "-o", "json"], as);
    expect(run.code, run.stderr).toBe(0);
    const uploaded = json<{ Id: number; Name: string; Folder: string }[]>(run);
    expect(uploaded.map((u) => `${u.Folder}/${u.Name}`)).toEqual([
      "cli/batch/a.bin",
      "cli/batch/inner/b.smi",
    ]);
    const listed = list<{ Id: number }>(
      await cli(["data", "list", "--folder", "cli/batch", "-o", "json"], as),
    );
    expect(listed.map((f) => f.Id)).toEqual([uploaded[0]!.Id]);
    // The same bytes again: the server knows them, nothing is sent.
    const again = json<{ Known: boolean }[]>(
      await cli(["data", "upload", path.join(root, "a.bin"), "--dir", "cli/batch", "-o", "json"], as),
    );
    expect(again[0]!.Known).toBe(true);

    const out = path.join(work, "a.copy");
    const download = await cli(["data", "download", String(uploaded[0]!.Id), "-o", "json", "--out", out], as);
    expect(download.code, download.stderr).toBe(0);
    expect(json<{ Verified: boolean }[]>(download)[0]!.Verified).toBe(true);
    expect((await readFile(out)).equals(a)).toBe(true);

    const rm = await cli(["data", "rm", String(uploaded[1]!.Id), "-o", "json"], as);
    expect(rm.code, rm.stderr).toBe(0);
    const gone = await cli(["data", "get", String(uploaded[1]!.Id), "-o", "json"], as);
    expect(gone.code).toBe(4);
  });

  /** Starts an upload and waits until the server has stored its first chunk (in a new upload). */
  async function uploadUnderWay(file: string) {
    const uploads = path.join(t.app.services.config.dataDir, "upload-chunks");
    const before = new Set(await readdir(uploads).catch(() => [] as string[]));
    const run = startCli(["data", "upload", file, "-o", "json", "--retries", "0"], as);
    // Each chunk is written into the upload's folder (at its place in the upload's assembly file).
    await until("the first stored chunk", async () => {
      const names = await readdir(uploads).catch(() => [] as string[]);
      for (const name of names.filter((n) => !before.has(n))) {
        if ((await uploadFolderBytes(path.join(uploads, name))) >= 1024 * 1024) return true;
      }
      return false;
    });
    return run;
  }

  it("refuses a file changed on disk during the upload (exit 1) and uploads the new content afterwards", async () => {
    const file = path.join(work, "changing.bin");
    await writeFile(file, randomBytes(16 * 1024 * 1024));
    const run = await uploadUnderWay(file);
    // Paused while the file changes, so the change lands between two chunks.
    run.child.kill("SIGSTOP");
    await appendFile(file, "more bytes");
    run.child.kill("SIGCONT");
    const result = await run.done;
    expect(result.code).toBe(1);
    const error = jsonError(result);
    expect(error.Type).toBe("CliFileChanged");
    expect(error.Value).toContain("changed on disk during the upload");
    const again = await cli(["data", "upload", file, "-o", "json"], as);
    expect(again.code, again.stderr).toBe(0);
    expect(json<{ Size: number }[]>(again)[0]!.Size).toBe(16 * 1024 * 1024 + 10);
  });

  it("stops on Ctrl-C (exit 130) and a second run resumes where the server stopped", async () => {
    const file = path.join(work, "interrupted.bin");
    const bytes = randomBytes(12 * 1024 * 1024);
    await writeFile(file, bytes);
    const run = await uploadUnderWay(file);
    run.child.kill("SIGINT");
    const result = await run.done;
    expect(result.code).toBe(130);
    expect(result.stderr).toContain("run the same command again to resume");
    const again = await cli(["data", "upload", file, "-o", "json"], as);
    expect(again.code, again.stderr).toBe(0);
    const [uploaded] = json<{ Id: number; ResumedFrom: number; Known: boolean }[]>(again);
    expect(uploaded!.Known).toBe(false);
    expect(uploaded!.ResumedFrom).toBeGreaterThanOrEqual(1024 * 1024);
    const file2 = path.join(work, "interrupted.copy");
    const download = await cli(["data", "download", String(uploaded!.Id), "--out", file2], as);
    expect(download.code, download.stderr).toBe(0);
    expect((await readFile(file2)).equals(bytes)).toBe(true);
  });
});

describe("data download (one request a file)", () => {
  it("names the file from the answer in --dir, resuming a .part left under that name", async () => {
    const source = path.join(work, "named source.bin");
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    await writeFile(source, bytes);
    const [uploaded] = json<{ Id: number; Name: string }[]>(
      await cli(["data", "upload", source, "-o", "json"], as),
    );
    expect(uploaded!.Name).toBe("named_source.bin");
    const dir = path.join(work, "named");
    await mkdir(dir, { recursive: true });
    const kept = 1024 * 1024 + 3;
    await writeFile(path.join(dir, "named_source.bin.part"), bytes.subarray(0, kept));
    const run = await cli(["data", "download", String(uploaded!.Id), "-d", dir, "-o", "json"], as);
    expect(run.code, run.stderr).toBe(0);
    expect(json<Record<string, unknown>[]>(run)).toEqual([
      {
        File: path.join(dir, "named_source.bin"),
        Size: bytes.length,
        Sha256: sha256(bytes),
        Verified: true,
        ResumedFrom: kept,
        Attempts: 1,
        Skipped: false,
      },
    ]);
    expect((await readFile(path.join(dir, "named_source.bin"))).equals(bytes)).toBe(true);
    expect(await readdir(dir)).toEqual(["named_source.bin"]);
  });

  it("answers a missing file (4), an expired token (3) and a host nobody listens on (6)", async () => {
    const dir = path.join(work, "refused");
    const missing = await cli(["data", "download", "999999", "-d", dir, "-o", "json"], as);
    expect(missing.code, missing.stderr).toBe(4);
    // A day's token a minute before its end still reaches the server (the file is missing: 4); a
    // minute after, it is refused (3).
    const short = await dayTokenEnv("short-download");
    t.clock.advance(86_400_000 - 60_000);
    const before = await cli(["data", "download", "999999", "-d", dir, "-o", "json"], short);
    expect(before.code, before.stderr).toBe(4);
    t.clock.advance(120_000);
    const expired = await cli(["data", "download", "1", "-d", dir, "-o", "json"], short);
    expect(expired.code, expired.stderr).toBe(3);
    expect(jsonError(expired).Type).toBe("UserLoginServiceAuthTokenInvalid");
    const port = await freePort();
    const nobody = await cli(["data", "download", "1", "-d", dir, "-o", "json", "--retries", "0"], {
      home: as.home,
      env: { CRUCIBLE_URL: `http://127.0.0.1:${port}`, CRUCIBLE_TOKEN: token },
    });
    expect(nobody.code).toBe(6);
    expect(jsonError(nobody)).toMatchObject({ Type: "CliUnreachable" });
    expect(jsonError(nobody).Value).toContain("ECONNREFUSED");
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });
});

describe("documentation and language", () => {
  it("searches module and template documentation and prints a module's", async () => {
    const found = json<{ Ref: string }[]>(await cli(["docs", "search", "Tanimoto", "-o", "json"], as));
    expect(found.map((d) => d.Ref)).toContain("module:rdkit/similarity");
    const docs = await cli(["docs", "get", "module:rdkit/similarity"], as);
    expect(docs.code, docs.stderr).toBe(0);
    expect(docs.stdout).toContain("Tanimoto");
    const missing = await cli(["docs", "get", "module:no/such"], as);
    expect(missing.code).toBe(4);
  });

  it("shows and sets the account's language", async () => {
    const home = path.join(work, "home-lang");
    await cli(["--url", t.url, "login", "--token", token], { home });
    const set = await cli(["lang", "zh", "-o", "json"], { home });
    expect(set.code, set.stderr).toBe(0);
    expect(json(set)).toEqual({ Lang: "zh" });
    expect(json(await cli(["lang", "-o", "json"], { home }))).toEqual({ Lang: "zh" });
    // Module names in Chinese from now on.
    const modules = list<{ Key: string; Name: string }>(
      await cli(["module", "list", "-o", "json"], { home }),
    );
    expect(modules.find((m) => m.Key === "rdkit/descriptors")!.Name).toMatch(/[\u4e00-\u9fff]/);
    const bad = await cli(["lang", "fr"], { home });
    expect(bad.code).toBe(2);
    await cli(["lang", "en"], { home });
  });
});

describe("output and completion", () => {
  it("prints yaml and tables, and completion scripts for bash, zsh and fish", async () => {
    const yaml = await cli(["module", "list", "-o", "yaml"], as);
    expect(yaml.code).toBe(0);
    expect(yaml.stdout).toMatch(/^List:\n {2}- Id: \d+\n {4}Key: rdkit\//);
    const table = await cli(["module", "list"], as);
    expect(table.stdout.split("\n")[0]).toMatch(/^Id\s+Key\s+Name/);
    for (const shell of ["bash", "zsh", "fish"]) {
      const run = await cli(["completion", shell], as);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("crucible");
      expect(run.stdout).toContain("diagnose");
    }
    const bad = await cli(["completion", "tcsh"], as);
    expect(bad.code).toBe(2);
  });
});
