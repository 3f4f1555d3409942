/**
 * CLI benchmarks (issues 14 and 29), as ratios in one run (issue 29's goals: download >= 0.9, upload >= 0.7):
 *
 * - `crucible data download` of a 256 MiB file vs `curl` of the same URL (curl time / crucible time);
 * - `crucible data upload` of a 256 MiB file vs `sha256sum` + `cp` (baseline time / crucible time),
 *   with the upload protocol driven by a bare in-process loop (what any client of the protocol pays) as
 *   a second reference.
 *
 * Each crucible figure is the whole command, process start included (reported on its own too). The
 * gateway runs without its scheduler and chemistry warm-up (they would share the two cores with the
 * clients), and each figure is the median of several runs, the two sides taking turns.
 * Nothing fails on time; each run is checked for the right bytes.
 *
 * Figures (docs/cli.md, "Figures"): on a quiet machine before issue 29, download 0.71 (0.83 less the
 * start), upload 0.36. 2026-11-29 after its changes (one-statement chunk records, the blob written as
 * the chunks arrive, no zod at start), at load average 21-28 only: download 0.64 (1.01 less the
 * start), upload 0.48; at load 3-5, download 0.80 (0.99 less the start), upload 0.27. 2026-11-30 on a quiet
 * machine, before and after one-statement chunks side by side: upload 0.53 -> 0.58-0.60; download
 * 0.84-0.87 (1.09-1.12 less the start). Later that day, group-committed chunk records, the assembly
 * flushed as it grows and a shorter CLI start, three rounds before/after taking turns: upload
 * 0.60, 0.63, 0.49 -> 0.71, 0.56, 0.70; download 0.70, 0.63, 0.70 -> 0.74, 0.71, 0.68 (0.86-0.94 less
 * the start). 2026-12-01, downloads read into one reused buffer (cli/src/rawGet.ts): download 0.84,
 * 0.85, 0.86 -> 1.14, 0.91, 1.09 (three rounds taking turns); seven download runs a side since, and
 * with the download written in 64 KiB writes as read: 1.03, 1.09, 1.07; upload 0.74-0.85 in 8 runs
 * of 11 that day, 0.55-0.68 in 3.
 */
import { execFile, execFileSync } from "node:child_process";
import { createHash, randomFillSync } from "node:crypto";
import { closeSync, openSync, readFileSync, writeSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { startBenchApp } from "./app.js";
import { repoRoot } from "../support/paths.js";

const MiB = 1024 * 1024;
const bin = path.join(repoRoot, "cli", "bin", "crucible.mjs");

function writeRandomFile(file: string, bytes: number): void {
  const fd = openSync(file, "w");
  const block = Buffer.alloc(8 * MiB);
  for (let written = 0; written < bytes; written += block.length) {
    randomFillSync(block);
    writeSync(fd, block, 0, Math.min(block.length, bytes - written));
  }
  closeSync(fd);
}

const run = promisify(execFile);

/** Seconds a run takes; the gateway answers from this process, so the clients run asynchronously. */
async function timed(work: () => unknown): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const seconds = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex").toUpperCase();

export async function runCliBenchmarks(): Promise<void> {
  const { work, app, base } = await startBenchApp("cli", {
    env: { CRUCIBLE_WARM_UP: "false", CRUCIBLE_SCHEDULER: "false" },
    // PGlite in memory unless BENCH_DATABASE_URL names a PostgreSQL database.
    databaseUrl: process.env.BENCH_DATABASE_URL,
  });
  try {
    const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${p}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    await post("/api/user/register", {
      Account: "benchcli",
      Password: "Bench#2026x",
      Name: "Bench",
      Email: "benchcli@example.org",
      CompanyName: "Bench",
    });
    const login = await post("/api/user/login", { Account: "benchcli", Password: "Bench#2026x" });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const minted = (await (
      await post("/api/user/api_token/insert", { Name: "bench" }, { cookie })
    ).json()) as {
      Data: { Secret: string };
    };
    const token = minted.Data.Secret;
    const env = {
      ...process.env,
      CRUCIBLE_URL: base,
      CRUCIBLE_TOKEN: token,
      XDG_CONFIG_HOME: path.join(work, "home"),
    };
    const crucible = async (args: string[]): Promise<string> =>
      (await run(process.execPath, [bin, ...args, "--no-progress"], { env, maxBuffer: 16 * MiB })).stdout;
    await crucible(["--version"]); // tsx's compile cache warm
    const startups: number[] = [];
    for (let i = 0; i < 5; i++) startups.push(await timed(() => crucible(["--version"])));
    const startup = median(startups);

    // Upload: sha256sum + cp, the bare protocol loop, crucible data upload (a file of its own for each
    // upload, so none is known to the server already).
    const runs = 3;
    const files = ["bare", ...Array.from({ length: runs }, (_, i) => `cli${i}`)].map((name) => {
      const file = path.join(work, `${name}.bin`);
      writeRandomFile(file, 256 * MiB);
      return file;
    });
    const baselines: number[] = [];
    const uploads: number[] = [];
    const uploaded: number[] = [];
    for (let i = 0; i < runs; i++) {
      baselines.push(
        await timed(() => {
          execFileSync("sha256sum", [files[i + 1]!]);
          execFileSync("cp", [files[i + 1]!, path.join(work, "copy.bin")]);
        }),
      );
      uploads.push(
        await timed(async () => {
          const answer = JSON.parse(await crucible(["data", "upload", files[i + 1]!, "-o", "json"])) as {
            Id: number;
          }[];
          uploaded.push(answer[0]!.Id);
        }),
      );
    }
    const baseline = median(baselines);
    const upload = median(uploads);
    const api = "/api/workflow_job_task_data_source_file";
    const bareStart = process.hrtime.bigint();
    {
      const bytes = readFileSync(files[0]!);
      const meta = (await (
        await post(
          `${api}/upload_meta`,
          {
            Name: "bare.bin",
            Size: bytes.length,
            Sha256: createHash("sha256").update(bytes).digest("hex").toUpperCase(),
          },
          { authorization: `Bearer ${token}` },
        )
      ).json()) as { Error: { Meta: { UploadId: number } } };
      for (let i = 0; i * MiB < bytes.length; i++) {
        const response = await fetch(
          `${base}${api}/upload_file?UploadId=${meta.Error.Meta.UploadId}&Index=${i}`,
          {
            method: "POST",
            headers: { "content-type": "application/octet-stream", authorization: `Bearer ${token}` },
            body: bytes.subarray(i * MiB, (i + 1) * MiB),
          },
        );
        await response.arrayBuffer();
      }
    }
    const bare = Number(process.hrtime.bigint() - bareStart) / 1e9;

    // Download: curl vs crucible, the same URL and token, taking turns.
    const url = `${base}${api}/download_file/${uploaded[0]}`;
    const curlFile = path.join(work, "curl.bin");
    const cliFile = path.join(work, "cli.bin");
    const curls: number[] = [];
    const downloads: number[] = [];
    // A download takes half a second: seven of each, against the noise of a shared machine.
    const downloadRuns = 7;
    for (let i = 0; i < downloadRuns; i++) {
      await rm(cliFile, { force: true });
      curls.push(
        await timed(() =>
          run("curl", ["-sS", "-f", "-o", curlFile, "-H", `authorization: Bearer ${token}`, url]),
        ),
      );
      downloads.push(
        await timed(() => crucible(["data", "download", String(uploaded[0]), "--out", cliFile])),
      );
    }
    const curl = median(curls);
    const download = median(downloads);
    const expected = sha256(files[1]!);
    const same = sha256(curlFile) === expected && sha256(cliFile) === expected;

    console.log(`crucible process start (--version): ${startup.toFixed(2)} s`);
    console.log(
      `download 256 MiB (median of ${downloadRuns}): crucible ${download.toFixed(2)} s vs curl ${curl.toFixed(2)} s: curl/crucible ${(curl / download).toFixed(2)} (goal >= 0.9); same bytes: ${same ? "yes" : "NO"}`,
    );
    console.log(`    each run: crucible ${seconds(downloads)}; curl ${seconds(curls)}`);
    console.log(
      `    less the process start: crucible ${(download - startup).toFixed(2)} s: curl/crucible ${(curl / (download - startup)).toFixed(2)}`,
    );
    console.log(
      `upload 256 MiB (median of ${runs}): crucible ${upload.toFixed(2)} s vs sha256sum+cp ${baseline.toFixed(2)} s: baseline/crucible ${(baseline / upload).toFixed(2)} (goal >= 0.7); the bare protocol loop ${bare.toFixed(2)} s: bare/crucible ${(bare / upload).toFixed(2)}`,
    );
    console.log(`    each run: crucible ${seconds(uploads)}; sha256sum+cp ${seconds(baselines)}`);
  } finally {
    await app.close();
    await rm(work, { recursive: true, force: true });
  }
}

// `npx tsx tests/bench/cli.ts` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  runCliBenchmarks().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
