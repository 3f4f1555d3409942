/** The browser suite: a fresh gateway per scenario, Debian's Chromium, "N passed, N failed" at the end. */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { fleetAdminPassword, startFleet, type Fleet } from "../support/fleet.js";
import { launchBrowser, Scenario, startGateway, type E2eScenario, type Gateway } from "./harness.js";

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
  env: Record<string, string> = {},
): Promise<void> {
  console.log(title);
  let gateway: Gateway;
  try {
    gateway = await startGateway(env);
  } catch (error) {
    // The harness stopped the gateway that did not start; the other scenarios still run.
    const message = error instanceof Error ? error.message : String(error);
    console.log(`  ✗ the gateway did not start\n    ${message.slice(0, 4000).split("\n").join("\n    ")}`);
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
  console.log(title);
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
    console.log(`  ✗ the fleet did not start\n    ${message.slice(0, 4000).split("\n").join("\n    ")}`);
    scenario.outcomes.push({ name: `${title}: the fleet starts`, ok: false, error: message.slice(0, 4000) });
    return;
  }
  try {
    await run(fleet.url);
  } finally {
    await fleet.stop();
  }
}

async function runAll(scenario: Scenario, browser: Browser): Promise<void> {
  // E2E_ONLY=<part of a title> runs only the scenarios whose title holds it (a developer's loop; CI runs all).
  const only = process.env.E2E_ONLY?.toLowerCase();
  for (const declared of await declaredScenarios()) {
    if (only && !declared.title.toLowerCase().includes(only)) continue;
    // A failure in one scenario must not hide the others' results.
    scenario.reset();
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
        );
      }
    } finally {
      await declared.after?.();
    }
  }
}

async function main(): Promise<number> {
  // E2E_LIST=1 lists the declared scenarios in their order, without running them.
  if (process.env.E2E_LIST) {
    for (const declared of await declaredScenarios()) {
      console.log(`${declared.order}\t${declared.on ?? "gateway"}\t${declared.title}`);
    }
    return 0;
  }
  const scenario = new Scenario();
  const browser = await launchBrowser();
  try {
    await runAll(scenario, browser);
  } finally {
    await browser.close();
  }
  const { passed, failed } = scenario.summary();
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    console.log("0 passed, 1 failed");
    process.exit(1);
  });
