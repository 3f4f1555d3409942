/**
 * Load bench (issue 24 item 7): `LOAD_CLIENTS` clients (100) for `LOAD_SECONDS` (60) each, the mix of a
 * REST list of jobs, the GraphQL jobs list, session reads and (one in 20) sign-ins, in one run:
 * 1. the baseline: one gateway of main at `LOAD_BASELINE` (ab4d0be, before the fleet work), from a
 *    git worktree of that commit with this checkout's node_modules (the lock file is the same);
 * 2. this checkout: one gateway, then two gateways behind HAProxy (deploy/haproxy.cfg, round robin)
 *    sharing one PostgreSQL database and data folder, the clients sending everything to the balancer.
 * Each setup has its own database and the same 100 users. Figures only: requests per second, p50 and
 * p99, failures, and the ratios against the baseline.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx tests/bench/load.ts
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { startFleet, type Fleet } from "../support/fleet.js";
import { repoRoot, tmpRoot } from "../support/paths.js";

const clients = Number(process.env.LOAD_CLIENTS ?? 100);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const password = "Passw0rd!load";
const baselineCommit = process.env.LOAD_BASELINE ?? "ab4d0be";

interface LoadClient {
  account: string;
  cookie: string;
}

interface Outcome {
  ms: number[];
  failed: number;
  failures: Map<string, number>;
}

async function post(
  baseUrl: string,
  client: LoadClient,
  path: string,
  body: unknown,
): Promise<string | null> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(client.cookie ? { cookie: client.cookie } : {}) },
    body: JSON.stringify(body),
  });
  const setCookie = response.headers.getSetCookie();
  if (setCookie.length > 0) {
    const jar = new Map(
      client.cookie ? client.cookie.split("; ").map((c) => c.split("=", 2) as [string, string]) : [],
    );
    for (const line of setCookie) {
      const [pair] = line.split(";");
      const [name, value] = (pair ?? "").split("=", 2);
      if (name && value !== undefined) jar.set(name, value);
    }
    client.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  const text = await response.text();
  if (!response.ok) return `${response.status} ${text.slice(0, 80)}`;
  const parsed = JSON.parse(text) as { Error?: { Type?: string } | null; errors?: { message: string }[] };
  if (parsed.Error) return parsed.Error.Type ?? "Error";
  if (parsed.errors?.length) return parsed.errors[0]!.message.slice(0, 80);
  return null;
}

/** One request of the mix: step `n` of a client. */
function requestOf(n: number, client: LoadClient): [string, unknown] {
  if (n % 20 === 19) return ["/api/user/login", { Account: client.account, Password: password }];
  switch (n % 3) {
    case 0:
      return ["/api/workflow_job/query_page", { Limit: 20 }];
    case 1:
      return ["/graphql", { query: "{ jobs(query: { limit: 20 }) { list { id name state } total } }" }];
    default:
      return ["/api/user/session_data", {}];
  }
}

async function run(urls: readonly string[], users: readonly LoadClient[]): Promise<Outcome> {
  const outcome: Outcome = { ms: [], failed: 0, failures: new Map() };
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    users.map(async (client, index) => {
      for (let n = index; Date.now() < until; n += 1) {
        const baseUrl = urls[n % urls.length]!;
        const [path, body] = requestOf(n, client);
        const started = performance.now();
        let failure: string | null;
        try {
          failure = await post(baseUrl, client, path, body);
        } catch (error) {
          failure = error instanceof Error ? error.message : String(error);
        }
        outcome.ms.push(performance.now() - started);
        if (failure) {
          outcome.failed += 1;
          outcome.failures.set(failure, (outcome.failures.get(failure) ?? 0) + 1);
        }
      }
    }),
  );
  return outcome;
}

function summary(label: string, outcome: Outcome): { rps: number; p99: number } {
  const sorted = [...outcome.ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
  const rps = sorted.length / seconds;
  console.log(
    `    ${label}: ${rps.toFixed(0).padStart(5)} req/s, p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, ` +
      `${outcome.failed} failed of ${sorted.length}` +
      (outcome.failures.size ? ` (${[...outcome.failures].map(([k, v]) => `${k}: ${v}`).join(", ")})` : ""),
  );
  return { rps, p99: at(0.99) };
}

/** A worktree of the baseline commit with hard links to this checkout's node_modules. */
async function baselineCheckout(): Promise<{ root: string; remove(): Promise<void> }> {
  await mkdir(tmpRoot, { recursive: true });
  const root = await mkdtemp(path.join(tmpRoot, "baseline-"));
  execFileSync("git", ["-C", repoRoot, "worktree", "add", "--detach", root, baselineCommit], {
    stdio: "ignore",
  });
  for (const folder of ["node_modules", "gateway/node_modules", "schema/node_modules"]) {
    const from = path.join(repoRoot, folder);
    if (existsSync(from)) execFileSync("cp", ["-al", from, path.join(root, folder)]);
  }
  return {
    root,
    async remove() {
      execFileSync("git", ["-C", repoRoot, "worktree", "remove", "--force", root], { stdio: "ignore" });
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** New users for a setup, registered and signed in four at a time (each is a password hash). */
async function signUp(url: string): Promise<LoadClient[]> {
  const users: LoadClient[] = Array.from({ length: clients }, () => ({
    account: `load${randomBytes(5).toString("hex")}`,
    cookie: "",
  }));
  for (let i = 0; i < users.length; i += 4) {
    await Promise.all(
      users.slice(i, i + 4).map(async (user) => {
        const registered = await post(url, user, "/api/user/register", {
          Account: user.account,
          Password: password,
          Name: user.account,
          Email: `${user.account}@example.org`,
          CompanyName: "Load",
        });
        if (registered) throw new Error(`register failed: ${registered}`);
        const signedIn = await post(url, user, "/api/user/login", {
          Account: user.account,
          Password: password,
        });
        if (signedIn) throw new Error(`sign-in failed: ${signedIn}`);
      }),
    );
  }
  return users;
}

async function measured(
  label: string,
  start: () => Promise<Fleet>,
  urlOf: (fleet: Fleet) => string,
): Promise<{ rps: number; p99: number }> {
  const fleet = await start();
  try {
    const url = urlOf(fleet);
    return summary(label, await run([url], await signUp(url)));
  } finally {
    await fleet.stop();
  }
}

export async function runLoadBenchmark(): Promise<void> {
  // The gateways run no scheduler, so that the compared setups serve requests only.
  const env = { CRUCIBLE_SCHEDULER: "false" };
  console.log(
    `load: ${clients} clients, ${seconds} s each run, REST jobs page / GraphQL jobs / session read (a sign-in every 20th), PostgreSQL, ${availableParallelism()} CPUs`,
  );
  const baseline = await baselineCheckout();
  let before: { rps: number; p99: number };
  try {
    before = await measured(
      `main at ${baselineCommit}, one gateway`,
      () => startFleet({ gateways: 1, env, root: baseline.root }),
      (fleet) => fleet.url,
    );
  } finally {
    await baseline.remove();
  }
  const one = await measured(
    "this checkout, one gateway     ",
    () => startFleet({ gateways: 1, env }),
    (fleet) => fleet.url,
  );
  const two = await measured(
    "this checkout, two behind HAProxy",
    () => startFleet({ gateways: 2, balancer: true, env }),
    (fleet) => fleet.url,
  );
  console.log(
    `    two behind HAProxy / ${baselineCommit}: requests per second ${(two.rps / before.rps).toFixed(2)}x (goal >= 2), p99 ${(two.p99 / before.p99).toFixed(2)}x (goal <= 0.5)`,
  );
  console.log(
    `    one gateway / ${baselineCommit}: requests per second ${(one.rps / before.rps).toFixed(2)}x, p99 ${(one.p99 / before.p99).toFixed(2)}x; two / one: ${(two.rps / one.rps).toFixed(2)}x`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLoadBenchmark().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
