/**
 * Load bench (issue 24 item 7): `LOAD_CLIENTS` clients (100) for `LOAD_SECONDS` (60) each, the mix of a
 * REST list of jobs, the GraphQL jobs list, session reads and (one in 20) sign-ins, first against one
 * gateway, then against two gateways of the same fleet (one PostgreSQL database, one data folder). No
 * balancer here: each client sends its requests round robin over the gateways itself (the fleet's
 * HAProxy comes from scripts/fleet-up.sh). Figures only: requests per second, p50 and p99, failures,
 * and the ratios two/one of the same run.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/bench/load.ts
 */
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { startFleet } from "../support/fleet.js";

const clients = Number(process.env.LOAD_CLIENTS ?? 100);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const password = "Passw0rd!load";

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

export async function runLoadBenchmark(): Promise<void> {
  // The gateways run no scheduler, so that the two compared setups serve requests only.
  const fleet = await startFleet({ gateways: 0, env: { CRUCIBLE_SCHEDULER: "false" } });
  try {
    await fleet.addGateway();
    await fleet.addGateway();
    const urls = fleet.gateways.map((gateway) => gateway.url);
    const users: LoadClient[] = Array.from({ length: clients }, () => ({
      account: `load${randomBytes(5).toString("hex")}`,
      cookie: "",
    }));
    // Registered and signed in four at a time (each is a password hash).
    for (let i = 0; i < users.length; i += 4) {
      await Promise.all(
        users.slice(i, i + 4).map(async (user) => {
          const registered = await post(urls[0]!, user, "/api/user/register", {
            Account: user.account,
            Password: password,
            Name: user.account,
            Email: `${user.account}@example.org`,
            CompanyName: "Load",
          });
          if (registered) throw new Error(`register failed: ${registered}`);
          const signedIn = await post(urls[0]!, user, "/api/user/login", {
            Account: user.account,
            Password: password,
          });
          if (signedIn) throw new Error(`sign-in failed: ${signedIn}`);
        }),
      );
    }
    console.log(
      `load: ${clients} clients, ${seconds} s each run, REST jobs page / GraphQL jobs / session read (a sign-in every 20th), PostgreSQL, ${availableParallelism()} CPUs`,
    );
    const one = summary("one gateway      ", await run(urls.slice(0, 1), users));
    const two = summary("two gateways (rr)", await run(urls, users));
    console.log(
      `    two/one: requests per second ${(two.rps / one.rps).toFixed(2)}x (goal >= 2), p99 ${(two.p99 / one.p99).toFixed(2)}x (goal <= 0.5)`,
    );
  } finally {
    await fleet.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLoadBenchmark().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
