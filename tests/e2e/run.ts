/** The browser suite: a fresh gateway per scenario, Debian's Chromium, "N passed, N failed" at the end. */
import { readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Browser } from "playwright-core";
import { fleetAdminPassword, startFleet, type Fleet } from "../support/fleet.js";
import {
  launchBrowser,
  Scenario,
  startGateway,
  type E2eScenario,
  type Gateway,
  type Outcome,
} from "./harness.js";

const here = path.dirname(new URL(import.meta.url).pathname);

/**
 * Every scenario declared in this folder: each file's `e2e` export (one declaration or several), in
 * their order. A new scenario is a file that exports one; nothing here lists them.
 */
async function declaredScenarios(): Promise<E2eScenario[]> {
  const files = readdirSync(here).filter(
    (name) => name.endsWith(".ts") && name !== "run.ts" && name !== "harness.ts",
  );
  const declared: E2eScenario[] = [];
  for (const file of files.sort()) {
    const module = (await import(path.join(here, file))) as { e2e?: E2eScenario | E2eScenario[] };
    if (module.e2e) declared.push(...(Array.isArray(module.e2e) ? module.e2e : [module.e2e]));
  }
  const titles = new Set<string>();
  for (const { title } of declared) {
    if (titles.has(title)) throw new Error(`two scenarios are titled "${title}"`);
    titles.add(title);
  }
  return declared.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

/** Runs one scenario on a fresh gateway, then checks that it drains and exits 0 on SIGTERM. */
async function onFreshGateway(
  scenario: Scenario,
  title: string,
  run: (url: string, adminPassword: string) => Promise<void>,
  env: Record<string, string>,
  template: string | undefined,
): Promise<void> {
  let gateway: Gateway;
  const booting = Date.now();
  try {
    gateway = await startGateway(env, template ? { template } : {});
    scenario.log(`  (its gateway answered in ${((Date.now() - booting) / 1000).toFixed(1)} s)`);
  } catch (error) {
    // The harness stopped the gateway that did not start; the other scenarios still run.
    const message = error instanceof Error ? error.message : String(error);
    scenario.log(`  ✗ the gateway did not start\n    ${message.slice(0, 4000).split("\n").join("\n    ")}`);
    scenario.outcomes.push({
      name: `${title}: the gateway starts`,
      ok: false,
      error: message.slice(0, 4000),
    });
    return;
  }
  try {
    await run(gateway.url, gateway.adminPassword);
  } finally {
    const code = await gateway.stop();
    scenario.outcomes.push({
      name: `${title}: gateway drains and exits 0 on SIGTERM`,
      ok: code === 0,
      ...(code === 0 ? {} : { error: `exit ${code}` }),
    });
  }
}

/**
 * Runs one scenario through the fleet: HAProxy (deploy/haproxy.cfg) in front of two gateways, two
 * workers, on a fresh database of the PostgreSQL server E2E_FLEET_DATABASE_URL names (by default the
 * test server on 127.0.0.1:5432; CI starts it).
 */
async function onFleet(
  scenario: Scenario,
  title: string,
  run: (url: string) => Promise<void>,
): Promise<void> {
  let fleet: Fleet;
  try {
    fleet = await startFleet({
      serverUrl: process.env.E2E_FLEET_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
      gateways: 2,
      workers: 2,
      balancer: true,
      env: { CRUCIBLE_SCHEDULER: "false" },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    scenario.log(`  ✗ the fleet did not start\n    ${message.slice(0, 4000).split("\n").join("\n    ")}`);
    scenario.outcomes.push({ name: `${title}: the fleet starts`, ok: false, error: message.slice(0, 4000) });
    return;
  }
  try {
    await run(fleet.url);
  } finally {
    await fleet.stop();
  }
}

/**
 * The data folder every scenario's gateway starts from: one gateway boots on an empty folder
 * (migrations, the seeded administrator, demo content and templates) and stops; each scenario then
 * boots on a copy, which skips the migrations and most of the seed. Its first boot is the
 * "drains and exits 0" check of that gateway too.
 */
async function seededTemplate(): Promise<string> {
  const gateway = await startGateway({}, { keep: true });
  const code = await gateway.stop();
  if (code !== 0)
    throw new Error(`the template gateway exited ${code}: ${gateway.log.join("").slice(-4000)}`);
  return gateway.dataDir;
}

/** Runs one declared scenario with its own report, printed in one block when it ends. */
async function runOne(
  declared: E2eScenario,
  browser: Browser,
  template: string | undefined,
): Promise<Outcome[]> {
  const lines: string[] = [declared.title];
  const scenario = new Scenario((line) => lines.push(line));
  const started = Date.now();
  try {
    const env = (await declared.before?.()) ?? {};
    try {
      if (declared.on === "fleet") {
        await onFleet(scenario, declared.title, (url) =>
          declared.run({ scenario, url, browser, adminPassword: fleetAdminPassword }),
        );
      } else {
        await onFreshGateway(
          scenario,
          declared.title,
          (url, adminPassword) => declared.run({ scenario, url, browser, adminPassword }),
          env,
          template,
        );
      }
    } finally {
      await declared.after?.();
    }
  } catch (error) {
    // A scenario's own set-up failed: it counts as a failure; the others still run.
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    scenario.log(`  ✗ ${message.split("\n").join("\n    ")}`);
    scenario.outcomes.push({ name: `${declared.title}: runs`, ok: false, error: message });
  }
  lines.push(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  console.log(lines.join("\n"));
  return scenario.outcomes;
}

/**
 * Runs the declared scenarios, E2E_CONCURRENCY (default 1) at a time, each on its own gateway (or
 * fleet) and its own browser context: they share nothing but the browser process. Scenarios start
 * in their declared order; each one's report is printed when it ends.
 */
async function runAll(browser: Browser): Promise<Outcome[]> {
  // E2E_ONLY=<part of a title>[,<another>] runs only the scenarios whose title holds one of them (a
  // developer's loop; CI runs all).
  const only = (process.env.E2E_ONLY ?? "")
    .toLowerCase()
    .split(",")
    .filter((part) => part !== "");
  const queue = (await declaredScenarios()).filter(
    (declared) => only.length === 0 || only.some((part) => declared.title.toLowerCase().includes(part)),
  );
  const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY ?? 1) || 1);
  const needsGateway = queue.some((declared) => declared.on !== "fleet");
  let template: string | undefined;
  const outcomes: Outcome[] = [];
  try {
    if (needsGateway) {
      const started = Date.now();
      try {
        template = await seededTemplate();
        console.log(`seeded data folder for every scenario: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.log(`  ✗ the seeded data folder: ${message.slice(0, 4000)}`);
        outcomes.push({ name: "the first gateway boots and drains", ok: false, error: message });
      }
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
        while (next < queue.length) {
          const declared = queue[next++]!;
          outcomes.push(...(await runOne(declared, browser, template)));
        }
      }),
    );
  } finally {
    if (template) await rm(template, { recursive: true, force: true });
  }
  return outcomes;
}

async function main(): Promise<number> {
  // E2E_LIST=1 lists the declared scenarios in their order, without running them.
  if (process.env.E2E_LIST) {
    for (const declared of await declaredScenarios()) {
      console.log(`${declared.order}\t${declared.on ?? "gateway"}\t${declared.title}`);
    }
    return 0;
  }
  const started = Date.now();
  const browser = await launchBrowser();
  let outcomes: Outcome[];
  try {
    outcomes = await runAll(browser);
  } finally {
    await browser.close();
  }
  const failed = outcomes.filter((outcome) => !outcome.ok);
  if (failed.length > 0) {
    console.log("failed:");
    for (const outcome of failed) console.log(`  ✗ ${outcome.name}`);
  }
  console.log(
    `${outcomes.length - failed.length} passed, ${failed.length} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  return failed.length === 0 ? 0 : 1;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    console.log("0 passed, 1 failed");
    process.exit(1);
  });
