/**
 * `crucible data upload` and `crucible data download` across a gateway killed with SIGKILL (issue 14):
 * the gateway runs as a child process on its own data folder (PGlite), is killed in the middle of a
 * transfer, restarted on the same folder, and a second run of the same command continues from where
 * the bytes stopped (the server's Received for an upload, the `.part` file's length with HTTP Range for
 * a download) and ends with the exact bytes.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerBody } from "../support/factories.js";
import { killHard, startGatewayProcess, type GatewayProcess } from "../support/gatewayProcess.js";
import { Client } from "../support/http.js";
import { uploadFolderBytes } from "../support/uploads.js";
import { cli, json, jsonError, sizeOf, startCli, until, type CliOptions } from "./support.js";

const mib = 1024 * 1024;
const gateways: GatewayProcess[] = [];
let dataDir = "";
let work = "";
let gateway: GatewayProcess;
let token = "";

const as = (): CliOptions => ({
  home: path.join(work, "home"),
  env: { CRUCIBLE_URL: gateway.url, CRUCIBLE_TOKEN: token },
});

async function start(): Promise<GatewayProcess> {
  gateway = await startGatewayProcess(dataDir);
  gateways.push(gateway);
  return gateway;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "crucible-cli-resume-"));
  work = await mkdtemp(path.join(tmpdir(), "crucible-cli-resume-work-"));
  await start();
  const client = new Client(gateway.url);
  const account = registerBody();
  await client.ok("/api/user/register", account);
  await client.ok("/api/user/login", { Account: account.Account, Password: account.Password });
  token = (await client.ok<{ Secret: string }>("/api/user/api_token/insert", { Name: "resume" })).Secret;
}, 120_000);

afterAll(async () => {
  for (const g of gateways) await killHard(g);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (work) await rm(work, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").toUpperCase();

describe("a transfer across a gateway killed with SIGKILL", () => {
  let bytes: Buffer;
  let fileId = 0;

  it("an upload stopped by the kill resumes from the server's stored chunks", async () => {
    bytes = randomBytes(64 * mib + 123);
    const source = path.join(work, "big.bin");
    await writeFile(source, bytes);
    const uploads = path.join(dataDir, "upload-chunks");
    const run = startCli(["data", "upload", source, "-o", "json", "--retries", "0"], as());
    // The gateway writes each chunk at its place, then records it. The CLI keeps six chunks in flight,
    // so once the chunk at index 14 is being written, the first nine were answered (recorded).
    await until("the fifteenth chunk written", async () => {
      if (run.child.exitCode !== null)
        throw new Error(`crucible ended with ${run.child.exitCode} before fifteen chunks`);
      for (const name of await readdir(uploads).catch(() => [] as string[])) {
        if ((await uploadFolderBytes(path.join(uploads, name))) >= 15 * mib) return true;
      }
      return false;
    });
    await killHard(gateway);
    const stopped = await run.done;
    expect(stopped.code).toBe(6);
    const error = jsonError(stopped);
    expect(error.Type).toBe("CliUnreachable");
    expect(error.Value).toContain("run the same command again to resume");

    await start();
    const resumed = await cli(["data", "upload", source, "-o", "json"], as());
    expect(resumed.code, resumed.stderr).toBe(0);
    const [file] = json<{ Id: number; Size: number; ResumedFrom: number; Known: boolean }[]>(resumed);
    expect(file!.Known).toBe(false);
    expect(file!.Size).toBe(bytes.length);
    // At least the first nine chunks were recorded; the upload goes on after them.
    expect(file!.ResumedFrom).toBeGreaterThanOrEqual(8 * mib);
    expect(file!.ResumedFrom % mib).toBe(0);
    fileId = file!.Id;
    const got = await cli(["data", "get", String(fileId), "-o", "json"], as());
    expect(json<{ Sha256: string }>(got).Sha256).toBe(sha256(bytes));
    // A gateway's restart and a 64 MiB upload: 7-12 s alone, past 30 s beside other work.
  }, 120_000);

  it("a download stopped by the kill resumes with Range from the .part file and is verified", async () => {
    const dest = path.join(work, "copy.bin");
    const part = `${dest}.part`;
    const run = startCli(
      ["data", "download", String(fileId), "--out", dest, "-o", "json", "--retries", "0"],
      as(),
    );
    // Paused as soon as bytes arrive: the gateway is killed with most of the file still to send.
    await until("the first downloaded bytes", async () => {
      if (run.child.exitCode !== null)
        throw new Error(`crucible ended with ${run.child.exitCode} before any byte`);
      return (await sizeOf(part)) > 0;
    });
    run.child.kill("SIGSTOP");
    await killHard(gateway);
    run.child.kill("SIGCONT");
    const stopped = await run.done;
    expect(stopped.code).toBe(6);
    expect(jsonError(stopped).Type).toBe("CliUnreachable");
    const kept = await sizeOf(part);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(bytes.length);
    await expect(stat(dest)).rejects.toThrow();

    await start();
    const resumed = await cli(["data", "download", String(fileId), "--out", dest, "-o", "json"], as());
    expect(resumed.code, resumed.stderr).toBe(0);
    const [result] =
      json<{ Size: number; ResumedFrom: number; Verified: boolean; Sha256: string }[]>(resumed);
    expect(result).toMatchObject({
      Size: bytes.length,
      ResumedFrom: kept,
      Verified: true,
      Sha256: sha256(bytes),
    });
    expect((await readFile(dest)).equals(bytes)).toBe(true);
    expect(await sizeOf(part)).toBe(-1);
  }, 120_000);

  it("a .part that does not belong to the file is caught by the SHA-256 check and removed", async () => {
    const dest = path.join(work, "wrong.bin");
    await writeFile(`${dest}.part`, randomBytes(mib));
    const run = await cli(["data", "download", String(fileId), "--out", dest, "-o", "json"], as());
    expect(run.code).toBe(1);
    expect(jsonError(run).Type).toBe("CliHashMismatch");
    expect(await sizeOf(`${dest}.part`)).toBe(-1);
    const again = await cli(["data", "download", String(fileId), "--out", dest, "-o", "json"], as());
    expect(again.code, again.stderr).toBe(0);
    expect((await readFile(dest)).equals(bytes)).toBe(true);
  });
});
