/**
 * Files benchmarks (issue 3): upload through the API against sha256sum + cp, re-upload of a known
 * file, Range reads from a small and a large file, SDF records per second through the chemistry pool
 * (direct and over HTTP) against a single-thread bare RDKit loop, peak memory while reading a
 * 100,000-record SDF, the first page of that SDF sorted and filtered on its fields against the plain
 * first page, and /healthz latency while 4 clients page through that SDF with depictions against
 * /healthz on an idle gateway. Figures and ratios only; nothing fails on time.
 */
import { execFileSync } from "node:child_process";
import { createHash, randomFillSync } from "node:crypto";
import { closeSync, createReadStream, openSync, readFileSync, writeSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { startBenchApp } from "./app.js";
import initRDKitModule from "@rdkit/rdkit";
import { depictAll } from "../../gateway/src/domain/chem/rdkit.js";
import { indexRecords, readRecords } from "../../gateway/src/domain/chem/sdf.js";
import { sdfFieldCacheBytes } from "../../gateway/src/domain/chem/sdfQuery.js";

const MiB = 1024 * 1024;
const fixtures = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../fixtures");

function writeRandomFile(file: string, bytes: number): void {
  const fd = openSync(file, "w");
  const block = Buffer.alloc(8 * MiB);
  for (let written = 0; written < bytes; written += block.length) {
    randomFillSync(block);
    writeSync(fd, block, 0, Math.min(block.length, bytes - written));
  }
  closeSync(fd);
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex").toUpperCase();
}

function seconds(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

type Post = (p: string, body: unknown, cookie?: string) => Promise<Response>;

/**
 * The first page of an SDF sorted by SOL (descending) and filtered on NAME (contains "ane") over the
 * whole file, against the plain first page: the first query reads the two fields from the file (one
 * pass, no RDKit) and sorts; the next page reuses the cached order. Also the memory the field table
 * holds (the gateway's estimate, and the heap growth when the gateway runs with --expose-gc).
 */
export async function sdfQueryFigure(post: Post, cookie: string, api: string, id: number): Promise<string> {
  const page = async (body: Record<string, unknown>) => {
    const start = process.hrtime.bigint();
    const answer = await (await post(`${api}/sdf_records/${id}`, { Limit: 20, ...body }, cookie)).json();
    if (!answer.Data) throw new Error(`sdf_records: ${JSON.stringify(answer.Error)}`);
    return { ms: seconds(start) * 1000, total: answer.Data.Total as number };
  };
  const gc = (globalThis as { gc?: () => void }).gc;
  const median = async (body: Record<string, unknown>) => {
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) runs.push((await page(body)).ms);
    return runs.sort((a, b) => a - b)[2]!;
  };
  await page({ Offset: 0 }); // the record index and RDKit warm
  const plain = await median({ Offset: 0 });
  const query = {
    Sort: { Field: "SOL", Desc: true },
    Filters: [{ Field: "NAME", Op: "contains", Value: "ane" }],
  };
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const cacheBefore = sdfFieldCacheBytes();
  const cold = await page({ Offset: 0, ...query });
  gc?.();
  const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
  const fieldBytes = sdfFieldCacheBytes() - cacheBefore;
  const warm = await median({ Offset: 20, ...query });
  return (
    `100,000-record SDF sorted by SOL + filtered on NAME (${cold.total} kept), first page: ` +
    `${cold.ms.toFixed(0)} ms cold (field pass + sort), ${warm.toFixed(0)} ms warm vs plain first page ` +
    `${plain.toFixed(0)} ms: ratio ${(cold.ms / plain).toFixed(2)} cold, ${(warm / plain).toFixed(2)} warm; ` +
    `field table (2 fields) ~${(fieldBytes / MiB).toFixed(1)} MiB estimated` +
    (gc ? `, heap +${(heapGrowth / MiB).toFixed(1)} MiB after gc` : "")
  );
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * /healthz latency (p50, p99, max) on an idle gateway, then while 4 clients each read pages of 100
 * records (SMILES, InChI and SVG each) from different parts of the 100,000-record SDF. The drawing
 * runs in the chemistry pool's workers; the request thread only routes.
 */
async function healthzUnderChemistry(
  base: string,
  post: Post,
  cookie: string,
  api: string,
  id: number,
): Promise<string> {
  const probe = async (until: () => boolean, atLeast: number): Promise<number[]> => {
    const latencies: number[] = [];
    while (latencies.length < atLeast || !until()) {
      const start = process.hrtime.bigint();
      const response = await fetch(`${base}/healthz`);
      await response.arrayBuffer();
      latencies.push(seconds(start) * 1000);
    }
    return latencies.sort((a, b) => a - b);
  };
  const idle = await probe(() => true, 500);
  let done = false;
  let pages = 0;
  const started = process.hrtime.bigint();
  const clients = Array.from({ length: 4 }, async (_, client) => {
    for (let page = 0; page < 10; page++) {
      const offset = client * 25_000 + page * 100;
      const answer = await (
        await post(`${api}/sdf_records/${id}`, { Offset: offset, Limit: 100 }, cookie)
      ).json();
      if (!answer.Data) throw new Error(`sdf_records: ${JSON.stringify(answer.Error)}`);
      pages += 1;
    }
  });
  const busy = probe(() => done, 1);
  await Promise.all(clients);
  done = true;
  const loaded = await busy;
  const pageSeconds = seconds(started);
  const figures = (l: number[]) =>
    `p50 ${percentile(l, 50).toFixed(1)} ms, p99 ${percentile(l, 99).toFixed(1)} ms, max ${l.at(-1)!.toFixed(1)} ms`;
  return (
    `/healthz while 4 clients read ${pages} pages of 100 drawn records (${((pages * 100) / pageSeconds).toFixed(0)} records/s): ` +
    `${figures(loaded)} (${loaded.length} calls) vs idle ${figures(idle)}: p99 ratio ${(percentile(loaded, 99) / percentile(idle, 99)).toFixed(2)}`
  );
}

export async function runFileBenchmarks(): Promise<void> {
  const { work, app, base, config } = await startBenchApp("files");
  try {
    const post = (p: string, body: unknown, cookie = "") =>
      fetch(`${base}${p}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify(body),
      });
    await post("/api/user/register", {
      Account: "bench1",
      Password: "Bench#2026x",
      Name: "Bench",
      Email: "bench@example.org",
      CompanyName: "Bench",
    });
    const login = await post("/api/user/login", { Account: "bench1", Password: "Bench#2026x" });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const api = "/api/workflow_job_task_data_source_file";

    const upload = async (file: string, name: string): Promise<{ id: number; calls: number }> => {
      const sha = await sha256Of(file);
      const size = readFileSync(file).length;
      const meta = await (
        await post(`${api}/upload_meta`, { Name: name, Size: size, Sha256: sha }, cookie)
      ).json();
      if (meta.Data?.Done) return { id: meta.Data.File.Id as number, calls: 1 };
      const uploadId = meta.Error.Meta.UploadId as number;
      const bytes = readFileSync(file);
      let answer: { Data?: { Done?: boolean; File?: { Id: number } } } = {};
      let calls = 1;
      for (let i = 0; i * MiB < size || (size === 0 && i === 0); i++) {
        const response = await fetch(`${base}${api}/upload_file?UploadId=${uploadId}&Index=${i}`, {
          method: "POST",
          headers: { "content-type": "application/octet-stream", "x-crucible-csrf": "1", cookie },
          body: bytes.subarray(i * MiB, Math.min(size, (i + 1) * MiB)),
        });
        answer = await response.json();
        calls += 1;
      }
      if (!answer.Data?.Done || !answer.Data.File) throw new Error("upload did not finish");
      return { id: answer.Data.File.Id, calls };
    };

    // 1. A 256 MiB upload through the API vs sha256sum + cp of the same file.
    const big = path.join(work, "big.bin");
    writeRandomFile(big, 256 * MiB);
    let t = process.hrtime.bigint();
    execFileSync("sha256sum", [big]);
    execFileSync("cp", [big, path.join(work, "big.copy")]);
    const baseline = seconds(t);
    t = process.hrtime.bigint();
    const first = await upload(big, "big.bin");
    const uploadSeconds = seconds(t);
    console.log(
      `upload 256 MiB: API ${uploadSeconds.toFixed(2)} s (${first.calls} calls, hashing on the client included) vs sha256sum+cp ${baseline.toFixed(2)} s: ratio ${(uploadSeconds / baseline).toFixed(2)}`,
    );

    // 2. Re-upload of a known file: one call whatever the size.
    const small = path.join(work, "small.bin");
    writeRandomFile(small, 1 * MiB);
    await upload(small, "small.bin");
    const knownSha = { big: await sha256Of(big), small: await sha256Of(small) };
    const reupload = async (sha: string, size: number) => {
      const start = process.hrtime.bigint();
      const answer = await (
        await post(`${api}/upload_meta`, { Name: "again.bin", Size: size, Sha256: sha }, cookie)
      ).json();
      if (!answer.Data?.Done) throw new Error("a known file was not finished at once");
      return seconds(start) * 1000;
    };
    const knownBig = await reupload(knownSha.big, 256 * MiB);
    const knownSmall = await reupload(knownSha.small, 1 * MiB);
    console.log(
      `re-upload of a known file (1 call): 256 MiB ${knownBig.toFixed(1)} ms, 1 MiB ${knownSmall.toFixed(1)} ms: ratio ${(knownBig / knownSmall).toFixed(2)}`,
    );

    // 3. A 3 MiB Range read from a 1 MiB file and from a 500 MiB file.
    const huge = path.join(work, "huge.bin");
    writeRandomFile(huge, 500 * MiB);
    const hugeFile = await upload(huge, "huge.bin");
    const smallList = await (
      await post(
        `${api}/query`,
        { Where: { Lvg: [{ Values: [{ Name: "Name", Value: "small.bin" }] }] } },
        cookie,
      )
    ).json();
    const smallId = smallList.Data[0].Id as number;
    const rangeRead = async (id: number) => {
      const runs: number[] = [];
      for (let i = 0; i < 20; i++) {
        const start = process.hrtime.bigint();
        const response = await fetch(`${base}${api}/read_file/${id}`, {
          headers: { cookie, range: `bytes=0-${3 * MiB - 1}` },
        });
        await response.arrayBuffer();
        runs.push(seconds(start) * 1000);
      }
      runs.sort((a, b) => a - b);
      return runs[10]!;
    };
    const rangeSmall = await rangeRead(smallId);
    const rangeHuge = await rangeRead(hugeFile.id);
    console.log(
      `Range read of 3 MiB (median of 20): 1 MiB file ${rangeSmall.toFixed(1)} ms, 500 MiB file ${rangeHuge.toFixed(1)} ms: ratio ${(rangeHuge / rangeSmall).toFixed(2)}`,
    );

    // 4. SDF records per second through the chemistry pool (its own call, and the reader over HTTP)
    // vs a bare RDKit.js loop on this thread over the same records. RDKit's WASM runs slowly until the
    // engine has tiered it up: every side is measured warm.
    const sdfText = readFileSync(path.join(fixtures, "solubility.test.sdf"));
    const sdfPath = path.join(work, "solubility.sdf");
    await writeFile(sdfPath, sdfText);
    const sdfFile = await upload(sdfPath, "solubility.sdf");
    const RDKit = await initRDKitModule();
    const index = await indexRecords(createReadStream(sdfPath));
    const texts = await readRecords(createReadStream(sdfPath), index[0]!, 0, index.length);
    const bareLoop = () => {
      for (const text of texts) {
        const mol = RDKit.get_mol(text.mol);
        if (mol) {
          mol.get_smiles();
          mol.get_inchi();
          mol.get_svg(250, 200);
          mol.delete();
        }
      }
    };
    const readerPass = async () => {
      let read = 0;
      for (let offset = 0; ; offset += 100) {
        const page = await (
          await post(`${api}/sdf_records/${sdfFile.id}`, { Offset: offset, Limit: 100 }, cookie)
        ).json();
        if (!page.Data) throw new Error(`sdf_records: ${JSON.stringify(page.Error)}`);
        read += page.Data.Records.length as number;
        if (offset + 100 >= page.Data.Total) break;
      }
      return read;
    };
    // The pool as readSdfPage uses it: one call per page of 100.
    const poolPass = async () => {
      for (let first = 0; first < texts.length; first += 100) {
        await depictAll(
          config,
          texts.slice(first, first + 100).map((text) => text.mol),
          { user: "bench" },
        );
      }
    };
    // The machine's ceiling for two threads: the bare loop in two worker threads at once, with nothing
    // shared between them. On a 2-CPU virtual machine two RDKit threads do not run at twice one's speed
    // (memory and cache are shared, and so is the host), so this says how much of 2x is there to get.
    const loopWorkers = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<Worker>((resolve, reject) => {
            const worker = new Worker(new URL("./rdkitLoopWorker.mjs", import.meta.url), {
              workerData: texts.map((text) => text.mol),
            });
            worker.once("message", () => resolve(worker));
            worker.once("error", reject);
          }),
      ),
    );
    const twoLoops = async () => {
      const took = await Promise.all(
        loopWorkers.map(
          (worker) =>
            new Promise<number>((resolve) => {
              worker.once("message", resolve);
              worker.postMessage("go");
            }),
        ),
      );
      return (2 * texts.length) / Math.max(...took);
    };
    for (let warm = 0; warm < 3; warm++) {
      bareLoop();
      await poolPass();
      await twoLoops();
    }
    await readerPass();
    const rates = { bare: [] as number[], pool: [] as number[], reader: [] as number[], two: [] as number[] };
    let read = 0;
    // Three rounds, sides interleaved, best of each: other load on the machine hits all sides alike.
    for (let round = 0; round < 3; round++) {
      t = process.hrtime.bigint();
      bareLoop();
      rates.bare.push(texts.length / seconds(t));
      t = process.hrtime.bigint();
      await poolPass();
      rates.pool.push(texts.length / seconds(t));
      t = process.hrtime.bigint();
      read = await readerPass();
      rates.reader.push(read / seconds(t));
      rates.two.push(await twoLoops());
    }
    await Promise.all(loopWorkers.map((worker) => worker.terminate()));
    const bareRate = Math.max(...rates.bare);
    const poolRate = Math.max(...rates.pool);
    const readerRate = Math.max(...rates.reader);
    const twoRate = Math.max(...rates.two);
    console.log(
      `SDF records/s (${read} records, SMILES+InChI+SVG, warm, best of 3): chemistry pool (${config.chemistry.workers} workers) ${poolRate.toFixed(0)}, reader over HTTP ${readerRate.toFixed(0)} vs single-thread bare RDKit loop ${bareRate.toFixed(0)}: ratio pool/bare ${(poolRate / bareRate).toFixed(2)}, reader/bare ${(readerRate / bareRate).toFixed(2)}; the ceiling, two bare loops in two threads at once, ${twoRate.toFixed(0)} = ${(twoRate / bareRate).toFixed(2)}x bare, so the pool gets ${((poolRate / twoRate) * 100).toFixed(0)}% of what two threads give`,
    );

    // 5. Peak memory while indexing and paging through a 100,000-record SDF.
    const records = sdfText
      .toString("utf8")
      .replace(/\r\n/g, "\n")
      .split(/^\$\$\$\$\n/m)
      .filter((r) => r.trim() !== "");
    const bigSdf = path.join(work, "big.sdf");
    const fd = openSync(bigSdf, "w");
    for (let i = 0; i < 100_000; i++) writeSync(fd, `${records[i % records.length]}$$$$\n`);
    closeSync(fd);
    const bigSdfFile = await upload(bigSdf, "big.sdf");
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    t = process.hrtime.bigint();
    let total = 0;
    for (const offset of [0, 25_000, 50_000, 75_000, 99_900]) {
      const page = await (
        await post(`${api}/sdf_records/${bigSdfFile.id}`, { Offset: offset, Limit: 100 }, cookie)
      ).json();
      total = page.Data.Total as number;
    }
    const pagedSeconds = seconds(t);
    clearInterval(sampler);
    const size = readFileSync(bigSdf).length;
    console.log(
      `100,000-record SDF (${(size / MiB).toFixed(0)} MiB, ${total} records): index + 5 pages in ${pagedSeconds.toFixed(2)} s; peak RSS +${((peakRss - before.rss) / MiB).toFixed(0)} MiB, peak heap +${((peakHeap - before.heapUsed) / MiB).toFixed(0)} MiB over ${(before.rss / MiB).toFixed(0)} MiB`,
    );

    // 6. Sorting and filtering that SDF on its fields over the whole file vs the plain first page.
    console.log(await sdfQueryFigure(post, cookie, api, bigSdfFile.id));

    // 7. /healthz while 4 clients page through that SDF with depictions vs /healthz on an idle gateway.
    console.log(await healthzUnderChemistry(base, post, cookie, api, bigSdfFile.id));
  } finally {
    await app.close();
    await rm(work, { recursive: true, force: true });
  }
}
