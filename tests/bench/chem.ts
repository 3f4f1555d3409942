/**
 * The chemistry pool between users (issue 23): another user's page of 30 records (cdk2.sdf) on an idle
 * pool, against the same page while an attacker reads four crafted 25,000-atom records four at a time
 * (titles that read like a V3000 COUNTS line of 5 atoms: before the guard read the real counts line,
 * each held a worker for the full 10 s), and while a busy user reads four pages of 40 drawable
 * 400-atom chains at once. Medians of 5, in one run; figures and ratios only. The attacker and the busy
 * user run in another process (chemLoad.ts).
 * Alone: `node --import tsx -e 'import("./tests/bench/chem.ts").then((m) => m.runChemBenchmarks())'`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { Client } from "../support/http.js";
import { chainV2000, chainV3000, sdf } from "../support/molfiles.js";
import { uploadBytes } from "../support/uploads.js";
import { startBenchApp } from "./app.js";

const fixtures = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../fixtures");
const api = "/api/workflow_job_task_data_source_file";
const loadScript = path.resolve(path.dirname(new URL(import.meta.url).pathname), "chemLoad.ts");
const runs = 5;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function signedIn(base: string, account: string): Promise<Client> {
  const client = new Client(base);
  const password = "Bench#2026x";
  await client.ok("/api/user/register", {
    Account: account,
    Password: password,
    Name: account,
    Email: `${account}@example.org`,
    CompanyName: "Bench",
  });
  await client.ok("/api/user/login", { Account: account, Password: password });
  return client;
}

export async function runChemBenchmarks(): Promise<void> {
  // No scheduler in the background either (startBenchApp leaves out podman's image builds, which
  // made the idle page 219 ms instead of 48).
  const { work, app, base, config } = await startBenchApp("chem", { env: { CRUCIBLE_SCHEDULER: "false" } });
  try {
    const victim = await signedIn(base, "victim");
    const attacker = await signedIn(base, "attacker");
    const page = (await uploadBytes(victim, api, "cdk2.sdf", readFileSync(path.join(fixtures, "cdk2.sdf"))))
      .Id;
    const crafted = sdf(...Array.from({ length: 4 }, () => chainV3000(25_000, "M  V30 COUNTS 5 4 0 0 0")));
    const craftedId = (await uploadBytes(attacker, api, "crafted.sdf", crafted)).Id;
    const heavyId = (
      await uploadBytes(attacker, api, "heavy.sdf", sdf(...Array.from({ length: 40 }, () => chainV2000(400))))
    ).Id;

    let refusal = "";
    // The attacker's and the busy user's clients run in a process of their own (chemLoad.ts): in this
    // one, their fetches, decompression and megabytes of answers would be charged to the gateway's
    // thread, which a real attacker on their own machine does not do.
    const cookieOf = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const cookie = cookieOf(attacker);
    // The victim's client too: its fetch, decompression and parsing of a page of drawings, in this
    // process, would take turns with the gateway's work for the attacker and count as the gateway's.
    const victimProcess = spawn(
      process.execPath,
      ["--import", "tsx", loadScript, base, cookieOf(victim), "victim", String(page), "1"],
      { stdio: ["pipe", "pipe", "inherit"] },
    );
    const victimLines = createInterface({ input: victimProcess.stdout! })[Symbol.asyncIterator]();
    const victimSays = async (): Promise<string> => {
      const next = await victimLines.next();
      if (next.done) throw new Error("the victim's client stopped");
      return next.value;
    };
    if ((await victimSays()) !== "ready") throw new Error("the victim's client did not start");
    const victimPage = async (): Promise<number> => {
      victimProcess.stdin!.write("page\n");
      const said = await victimSays();
      if (!said.startsWith("ms ")) throw new Error(`the victim's client said ${said}`);
      return Number(said.slice(3));
    };
    const load = async (kind: "crafted" | "heavy", fileId: number): Promise<ChildProcess> => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", loadScript, base, cookie, kind, String(fileId), "4"],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      const lines = createInterface({ input: child.stdout! });
      await new Promise<void>((resolve, reject) => {
        child.once("exit", (code) => reject(new Error(`the ${kind} load stopped (exit ${code})`)));
        lines.on("line", (line) => {
          if (line === "ready") resolve();
          else if (line.startsWith("answer ") && kind === "crafted") refusal = line.slice("answer ".length);
        });
      });
      return child;
    };
    /** The victim's page, median of `runs`, while 4 requests of `kind` are kept going from another process. */
    const underLoad = async (kind: "crafted" | "heavy" | null, fileId = 0) => {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        if (!kind) {
          times.push(await victimPage());
          continue;
        }
        const child = await load(kind, fileId);
        try {
          // The attacker's first requests are read and queued before the victim asks.
          await new Promise((resolve) => setTimeout(resolve, 200));
          times.push(await victimPage());
        } finally {
          child.removeAllListeners("exit");
          child.kill("SIGKILL");
          await new Promise((resolve) => child.once("exit", resolve));
        }
      }
      return median(times);
    };

    // Warm: record indexes built, workers started and tiered up.
    for (let i = 0; i < 3; i++) await victimPage();
    await attacker.ok(`${api}/sdf_records/${craftedId}`, { Offset: 4 });
    await attacker.ok(`${api}/sdf_records/${heavyId}`, { Limit: 40 });

    const idle = await underLoad(null);
    const crafting = await underLoad("crafted", craftedId);
    const busy = await underLoad("heavy", heavyId);
    console.log(
      `chemistry pool (${config.chemistry.workers} workers), another user's page of 30 records (median of ${runs}): idle ${idle.toFixed(0)} ms; ` +
        `while an attacker reads 4 crafted 25,000-atom records 4 at a time ${crafting.toFixed(0)} ms (ratio ${(crafting / idle).toFixed(2)}; they answer "${refusal}"); ` +
        `while a busy user reads 4 pages of 40 400-atom chains at once ${busy.toFixed(0)} ms (ratio ${(busy / idle).toFixed(2)})`,
    );
    victimProcess.kill("SIGKILL");
  } finally {
    await app.close();
    await rm(work, { recursive: true, force: true });
  }
}
