/** The browser suite: a fresh gateway per scenario, Debian's Chromium, "N passed, N failed" at the end. */
import type { Browser } from "playwright-core";
import { startFakeAlipay, startFakeWechatPay } from "../support/payments.js";
import { runBackofficeScenario } from "./backoffice.js";
import { runCommerceScenario } from "./commerce.js";
import { runCommerceAlipayScenario } from "./commerce-alipay.js";
import { runCommerceBackofficeScenario } from "./commerce-backoffice.js";
import { runDrawScenario } from "./draw.js";
import { runFeedbackScenario } from "./feedback.js";
import { runAppsScenario } from "./apps.js";
import { runUiPackScenario } from "./uipack.js";
import { runExtInfoScenario } from "./extinfo.js";
import { runFilesScenario } from "./files.js";
import { startFleet, type Fleet } from "../support/fleet.js";
import { launchBrowser, Scenario, startGateway, type Gateway } from "./harness.js";
import { runJobsScenario } from "./jobs.js";
import { runLiveScenario } from "./live.js";
import { runMobileScenario } from "./mobile.js";
import { runModulesScenario } from "./modules.js";
import { runPlatformScenario } from "./platform.js";
import { runPosesScenario } from "./poses.js";
import { runPublicScenario } from "./public.js";
import { runSeqScenario } from "./seq.js";
import { mobileUrl, runShellScenario } from "./shell.js";
import { runViewScenario } from "./view.js";
import { runViewersScenario } from "./viewers.js";
import { runWorkflowScenario } from "./workflow.js";
import { runVersionsScenario } from "./versions.js";

/** Runs one scenario on a fresh gateway (unless E2E_ONLY names others), then checks that it drains and exits 0 on SIGTERM. */
async function onFreshGateway(
  scenario: Scenario,
  title: string,
  run: (url: string, adminPassword: string) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  // E2E_ONLY=<part of a title> runs only the scenarios whose title holds it (a developer's loop; CI runs all).
  const only = process.env.E2E_ONLY;
  if (only && !title.toLowerCase().includes(only.toLowerCase())) return;
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
  const only = process.env.E2E_ONLY;
  if (only && !title.toLowerCase().includes(only.toLowerCase())) return;
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
  await onFreshGateway(scenario, "platform: accounts, permissions and sessions", (url, adminPassword) =>
    runPlatformScenario(scenario, url, browser, adminPassword),
  );
  // A failure in one scenario must not hide the other's results.
  scenario.reset();
  await onFreshGateway(scenario, "files: uploads, previews, SDF reader, chart, zip", (url) =>
    runFilesScenario(scenario, url, browser),
  );
  scenario.reset();
  await onFreshGateway(scenario, "viewers: tables, partial reads, sizes, zoom, chart tool", (url) =>
    runViewersScenario(scenario, url, browser),
  );
  scenario.reset();
  await onFreshGateway(scenario, "view: weView in plugin windows, records, measurements, new window", (url) =>
    runViewScenario(scenario, url, browser),
  );
  scenario.reset();
  await onFreshGateway(
    scenario,
    "poses: a screen's ranked poses on the job page, a pose over its receptor in weView",
    (url) => runPosesScenario(scenario, url, browser),
  );
  scenario.reset();
  await onFreshGateway(scenario, "seq: weSeq, weVec and bsab", (url) =>
    runSeqScenario(scenario, url, browser),
  );
  scenario.reset();
  await onFreshGateway(scenario, "jobs: live list, task graph, logs, outputs, cancel rules, clone", (url) =>
    runJobsScenario(scenario, url, browser),
  );
  scenario.reset();
  await onFreshGateway(scenario, "live: a job's page follows its states without a reload", (url) =>
    runLiveScenario(scenario, url, browser),
  );
  scenario.reset();
  await onFreshGateway(scenario, "modules: catalogue, search, favourites, run form, job done", (url) =>
    runModulesScenario(scenario, url, browser),
  );
  scenario.reset();
  await onFreshGateway(scenario, "workflow: demo template in the builder, run, results", (url) =>
    runWorkflowScenario(scenario, url, browser),
  );
  scenario.reset();
  await onFreshGateway(
    scenario,
    "back office: workflow jobs, refund, processors, modules, navigator board, default cover",
    (url, adminPassword) => runBackofficeScenario(scenario, url, browser, adminPassword),
  );
  scenario.reset();
  await onFreshGateway(scenario, "weDraw: open, SMILES, downloads, data set, run form argument", (url) =>
    runDrawScenario(scenario, url, browser),
  );
  scenario.reset();
  await onFreshGateway(
    scenario,
    "versions: workflow versions listed, compared, restored; the job's notice",
    (url) => runVersionsScenario(scenario, url, browser),
  );
  scenario.reset();
  await onFreshGateway(scenario, "feedback: send, reply, read the reply", (url, adminPassword) =>
    runFeedbackScenario(scenario, url, browser, adminPassword),
  );
  scenario.reset();
  await onFreshGateway(scenario, "apps: publish an applet, open it sandboxed", (url, adminPassword) =>
    runAppsScenario(scenario, url, browser, adminPassword),
  );
  scenario.reset();
  await onFreshGateway(
    scenario,
    "uipack-form: a module's UI pack run form and result view, sandboxed",
    (url, adminPassword) => runUiPackScenario(scenario, url, browser, adminPassword),
  );
  scenario.reset();
  await onFreshGateway(scenario, "extinfo: extended fields and desktop download", (url, adminPassword) =>
    runExtInfoScenario(scenario, url, browser, adminPassword),
  );
  scenario.reset();
  const wechat = await startFakeWechatPay();
  try {
    await onFreshGateway(
      scenario,
      "commerce: buy with WeChat Pay, redeem a card, check in, usage chart",
      (url, adminPassword) => runCommerceScenario(scenario, url, browser, adminPassword, wechat),
      wechat.env("https://crucible.example.org"),
    );
  } finally {
    await wechat.stop();
  }
  scenario.reset();
  const alipay = await startFakeAlipay();
  try {
    await onFreshGateway(
      scenario,
      "commerce: buy with Alipay, a lost notification found by the check, a late payment refunded",
      (url, adminPassword) => runCommerceAlipayScenario(scenario, url, browser, adminPassword, alipay),
      alipay.env("https://crucible.example.org"),
    );
  } finally {
    await alipay.stop();
  }
  scenario.reset();
  await onFreshGateway(scenario, "commerce: orders, recharge card batches", (url, adminPassword) =>
    runCommerceBackofficeScenario(scenario, url, browser, adminPassword),
  );
  scenario.reset();
  await onFreshGateway(
    scenario,
    "public: every public page in both languages, tools, modules",
    (url, adminPassword) => runPublicScenario(scenario, url, browser, adminPassword),
  );
  scenario.reset();
  await onFreshGateway(
    scenario,
    "mobile: the mobile site at 390 px, public pages, registration, sign-in, figures, menu, live job, log, outputs, data, check-in, card; the desktop's drawer",
    (url, adminPassword) => runMobileScenario(scenario, url, browser, adminPassword),
  );
  scenario.reset();
  await onFreshGateway(
    scenario,
    "shell: route behaviours, titles, redirects, menu, language, mobile",
    (url, adminPassword) => runShellScenario(scenario, url, browser, adminPassword),
    { CRUCIBLE_MOBILE_URL: mobileUrl },
  );
  scenario.reset();
  await onFleet(
    scenario,
    "fleet: a job's page followed live through HAProxy, two gateways, two workers",
    (url) => runLiveScenario(scenario, url, browser),
  );
}

async function main(): Promise<number> {
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
