/**
 * A small e2e harness: starts the real gateway as a child process on a free port with its own data
 * folder, drives Debian's Chromium through playwright-core, and prints "N passed, N failed".
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { freePort } from "../support/gatewayProcess.js";

export const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const artifacts = path.join(repoRoot, "tests", "e2e", "artifacts");

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export interface Gateway {
  url: string;
  adminPassword: string;
  /** Its data folder (PGlite and blobs). */
  dataDir: string;
  log: string[];
  stop(): Promise<number | null>;
}

/** Stops a child (SIGTERM, SIGKILL after 10 s); answers its exit code, or null when a signal ended it. */
async function stopChild(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  try {
    return await exited;
  } finally {
    clearTimeout(killer);
  }
}

/**
 * Starts `gateway/src/main.ts` on a PGlite database in a temp folder: an empty one, or a copy of
 * `template` (a data folder a gateway of this run left when it stopped: migrated and seeded, so this
 * boot skips both; the seed still re-applies the settings `env` changes). A gateway that does not
 * answer /healthz within `startTimeoutMs` is stopped (and its folder removed) before the error is
 * thrown, so a failed start leaves no gateway running. `keep` leaves the folder when it stops.
 */
export async function startGateway(
  env: Record<string, string> = {},
  {
    startTimeoutMs = 90_000,
    template,
    keep = false,
  }: { startTimeoutMs?: number; template?: string; keep?: boolean } = {},
): Promise<Gateway> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "crucible-e2e-"));
  if (template) await cp(template, dataDir, { recursive: true });
  const port = await freePort();
  const adminPassword = "Admin#E2e2026";
  const log: string[] = [];
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(repoRoot, "gateway/src/main.ts")],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        CRUCIBLE_DATA_DIR: dataDir,
        CRUCIBLE_ADMIN_PASSWORD: adminPassword,
        LOG_LEVEL: "info",
        // The scenarios walk the demo catalogue and the Open Babel module; the science modules' own
        // scenario comes with their templates (issue 25 items 3 and 5).
        CRUCIBLE_SHIPPED_IMAGES: "openbabel",
        // The feedback scenario's webhook endpoint listens on loopback.
        CRUCIBLE_WEBHOOKS_ALLOW_PRIVATE: "true",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await pollUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`gateway exited: ${log.join("")}`);
        try {
          return (await fetch(`${url}/healthz`)).ok;
        } catch {
          return false; // not listening yet
        }
      },
      (healthy) => healthy,
      {
        timeout: startTimeoutMs,
        interval: 250,
        what: `the gateway (pid ${child.pid}) answering /healthz`,
        describe: () => `gateway log:\n${log.join("")}`,
      },
    );
  } catch (error) {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const removeData = () => (keep ? Promise.resolve() : rm(dataDir, { recursive: true, force: true }));
  return {
    url,
    adminPassword,
    dataDir,
    log,
    async stop() {
      // A gateway that died during the scenario has no exit event left to wait for: say how it ended.
      if (child.exitCode !== null || child.signalCode !== null) {
        console.log(
          `gateway had already exited (${child.exitCode ?? child.signalCode}):\n${log.join("").slice(-4000)}`,
        );
        await removeData();
        return child.exitCode ?? -1;
      }
      const code = await stopChild(child);
      await removeData();
      return code;
    },
  };
}

/** The Chromium the tests and benchmarks drive: CHROMIUM_PATH, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Why no browser can run here (no Chromium at chromiumPath), or null; benchmarks say so and go on. */
export function chromiumMissing(): string | null {
  return existsSync(chromiumPath)
    ? null
    : `Chromium not found at ${chromiumPath} (install Debian's chromium or set CHROMIUM_PATH)`;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

export interface Outcome {
  name: string;
  ok: boolean;
  error?: string;
}

/** Runs named steps in order; after the first failure the rest are reported as failed (they depend on it). */
export class Scenario {
  readonly outcomes: Outcome[] = [];
  private broken = false;

  /** `log` prints a line of the scenario's report (run.ts buffers it when scenarios run side by side). */
  constructor(readonly log: (line: string) => void = (line) => this.log(line)) {}

  async step(name: string, page: Page | null, run: () => Promise<void>): Promise<void> {
    if (this.broken) {
      this.outcomes.push({ name, ok: false, error: "skipped: an earlier step failed" });
      this.log(`  - ${name} (not run: an earlier step failed)`);
      return;
    }
    const started = Date.now();
    try {
      await run();
      this.outcomes.push({ name, ok: true });
      this.log(`  ✓ ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      this.broken = true;
      const message = error instanceof Error ? error.message : String(error);
      this.outcomes.push({ name, ok: false, error: message });
      this.log(`  ✗ ${name}\n    ${message.split("\n").join("\n    ")}`);
      if (page) {
        await mkdir(artifacts, { recursive: true });
        const file = path.join(artifacts, `${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        this.log(`    screenshot: ${file}`);
      }
    }
  }

  /** Starts an independent scenario: steps after this run even if an earlier scenario failed. */
  reset(): void {
    this.broken = false;
  }

  summary(): { passed: number; failed: number } {
    const passed = this.outcomes.filter((o) => o.ok).length;
    return { passed, failed: this.outcomes.length - passed };
  }
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** A new front-end user of a scenario. */
export interface E2eUser {
  readonly account: string;
  readonly password: string;
  readonly name: string;
  readonly email: string;
  readonly company: string;
}

/** Registers `user` on the register page, then signs in on the front-end login and waits for home. */
export async function registerAndSignIn(page: Page, baseUrl: string, user: E2eUser): Promise<void> {
  await page.goto(`${baseUrl}/#/register`);
  await page.getByTestId("register-form").waitFor();
  await page.getByTestId("field-account").fill(user.account);
  await page.getByTestId("field-name").fill(user.name);
  await page.getByTestId("field-password").fill(user.password);
  await page.getByTestId("field-repeat").fill(user.password);
  await page.getByTestId("field-email").fill(user.email);
  await page.getByTestId("field-companyName").fill(user.company);
  await page.getByTestId("register-submit").click();
  await page.waitForURL(/#\/frontend\/login/);
  await page.getByTestId("login-form").waitFor();
  await page.getByTestId("login-account").fill(user.account);
  await page.getByTestId("login-password").fill(user.password);
  await page.getByTestId("login-submit").click();
  await page.waitForURL(/#\/frontend\/home/);
}

/** Signs in to the back office on its login page and waits for its home. */
export async function signInSystem(
  page: Page,
  baseUrl: string,
  account: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/#/system/login`);
  await page.getByTestId("login-form").waitFor();
  await page.getByTestId("login-account").fill(account);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
  await page.waitForURL(/#\/system\/home/);
}

/** A GraphQL call from the page, with its session cookie (what a scripted client of the page does). */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = (await page.evaluate(
    async ([q, v]) => {
      const response = await fetch("/graphql", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return (await response.json()) as unknown;
    },
    [query, variables] as const,
  )) as { data?: T; errors?: unknown[] };
  if (answer.errors?.length || !answer.data) {
    throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors ?? answer)}`);
  }
  return answer.data;
}

/**
 * How many pixels of weView's NGL canvas (`view-stage` inside `within`) are not the white background,
 * from a real screenshot of the stage decoded in the page. NGL renders asynchronously on its own
 * animation loop and exposes no "drawn" event: this waits (up to 10 s) until two screenshots in a row
 * count the same non-zero number of pixels. A stage still blank at that deadline (a cartoon of one
 * residue draws nothing) answers 0: no event marks that NGL will draw nothing.
 */
export async function drawnPixels(page: Page, within: Locator): Promise<number> {
  const stage = within.getByTestId("view-stage");
  let last = -1;
  const count = async (): Promise<number> => {
    const png = await stage.screenshot();
    last = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d");
      if (!context) return -1;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, image.width, image.height).data;
      let drawn = 0;
      for (let index = 0; index < data.length; index += 4) {
        if ((data[index] ?? 255) < 235 || (data[index + 1] ?? 255) < 235 || (data[index + 2] ?? 255) < 235)
          drawn += 1;
      }
      return drawn;
    }, png.toString("base64"));
    return last;
  };
  try {
    return await settledValue(count, {
      timeout: 10_000,
      interval: 250,
      what: "the NGL stage's drawn pixels settling",
      accept: (pixels) => pixels > 0,
    });
  } catch (error) {
    if (error instanceof PollTimeout && last === 0) return 0;
    throw error;
  }
}

/** What a scenario's run is given: the outcomes, its gateway (or the fleet's balancer) and the browser. */
export interface E2eContext {
  scenario: Scenario;
  url: string;
  browser: Browser;
  adminPassword: string;
}

/**
 * A browser scenario, declared where it is written: every file of tests/e2e that exports `e2e` (one
 * declaration or several) is run by run.ts, in `order`, each on a fresh gateway or on the fleet.
 */
export interface E2eScenario {
  /** Run order, lower first (ties by title). */
  order: number;
  /** The scenario's title; E2E_ONLY=<part of it> runs only the scenarios whose title holds it. */
  title: string;
  /** A fresh gateway (the default) or the fleet: HAProxy, two gateways, two workers, PostgreSQL. */
  on?: "gateway" | "fleet";
  /** Starts what the scenario needs beside its gateway; answers the gateway's extra environment. */
  before?: () => Promise<Record<string, string>>;
  /** Stops what `before` started, whatever the run did. */
  after?: () => Promise<void>;
  run: (context: E2eContext) => Promise<void>;
}

/** How long a wait may last and what it waits for, for {@link pollUntil} and {@link settledValue}. */
export interface PollOptions<T> {
  /** The deadline in ms (default 10 s). */
  timeout?: number;
  /** Between two probes in ms (default 100). */
  interval?: number;
  /** What is awaited, for the error at the deadline. */
  what: string;
  /** How the last probed value is told in that error (default: JSON). */
  describe?: (last: T | undefined) => string;
}

/** The deadline of {@link pollUntil} passed. */
export class PollTimeout extends Error {}

/**
 * Probes until `done` holds for the probed value and answers it; at the deadline throws with `what`
 * and the last value. A probe that throws ends the wait with its error. The one wait of the e2e
 * scenarios on a condition that neither Playwright's locators nor a page event can express.
 */
export async function pollUntil<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  { timeout = 10_000, interval = 100, what, describe = (last) => JSON.stringify(last) }: PollOptions<T>,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    last = await probe();
    if (done(last)) return last;
    if (Date.now() >= deadline)
      throw new PollTimeout(`${what}: not so within ${timeout} ms; last ${describe(last)}`);
    await delay(interval);
  }
}

/**
 * Probes until two probes in a row answer the same value (compared as JSON) that `accept` takes, and
 * answers it: an animation, a layout or a drawing that has come to rest. Throws at the deadline.
 */
export async function settledValue<T>(
  probe: () => Promise<T>,
  { accept = () => true, ...options }: PollOptions<T> & { accept?: (value: T) => boolean },
): Promise<T> {
  let previous: string | undefined;
  return pollUntil(
    probe,
    (value) => {
      const seen = JSON.stringify(value);
      const same = seen === previous;
      previous = seen;
      return same && accept(value);
    },
    options,
  );
}

/**
 * Waits for two animation frames of the page: React has committed what the last event scheduled and
 * run its effects, so what did not change by then was not going to change because of that event.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/**
 * A named wait that proves a negative ("nothing happens for `ms`") where no event marks the thing that
 * must not happen (a timer the app does not start, a request it does not send). `why` says so, in
 * the code and in a failure.
 */
export async function settle(page: Page, ms: number, why: string): Promise<void> {
  if (why.trim() === "") throw new Error("settle needs a reason");
  await page.waitForTimeout(ms);
}

/** Waits (up to `timeout`, 10 s) until the locator's trimmed text is as expected. */
export async function expectText(
  locator: Locator,
  expected: string | RegExp,
  what: string,
  timeout = 10_000,
): Promise<void> {
  await pollUntil(
    async () => ((await locator.textContent()) ?? "").trim(),
    (text) => (typeof expected === "string" ? text === expected : expected.test(text)),
    { timeout, what: `${what}: expected ${String(expected)}` },
  );
}

/** Waits (up to 10 s) until the locator's attribute `name` is `expected`. */
export async function expectAttribute(
  locator: Locator,
  name: string,
  expected: string,
  what: string,
): Promise<void> {
  await pollUntil(
    () => locator.getAttribute(name),
    (value) => value === expected,
    {
      what: `${what}: expected ${name}="${expected}"`,
    },
  );
}

/** The plugin window titled `title`. */
export function windowOf(page: Page, title: string): Locator {
  return page
    .getByTestId("plugin-window")
    .filter({ has: page.getByTestId("plugin-window-title").getByText(title, { exact: true }) });
}

/** A job's state and its tasks' reasons, read through the page's session. */
export interface JobOutcome {
  readonly state: string;
  readonly reasons: readonly string[];
}

/**
 * Waits until the job is done (by default up to 120 s, asking every second); throws when it ends
 * otherwise (aborted or cancelled, with its tasks' reasons) or is still running at the deadline.
 */
export async function waitForJob(
  page: Page,
  jobId: string,
  { timeout = 120_000 }: { timeout?: number } = {},
): Promise<JobOutcome> {
  const outcome = await pollUntil(
    async (): Promise<JobOutcome> => {
      const { job } = await gql<{ job: { state: string; tasks: { reason: string | null }[] } }>(
        page,
        "query($id: ID!) { job(id: $id) { state tasks { reason } } }",
        { id: jobId },
      );
      return { state: job.state, reasons: job.tasks.map((task) => task.reason ?? "") };
    },
    (seen) => ["done", "abort", "cancel"].includes(seen.state),
    { timeout, interval: 1000, what: `job ${jobId} ending`, describe: (last) => last?.state ?? "?" },
  );
  if (outcome.state !== "done")
    throw new Error(`job ${jobId} ended ${outcome.state}: ${outcome.reasons.filter(Boolean).join("; ")}`);
  return outcome;
}

/**
 * Uploads a folder on the signed-in user's data sets page and waits until `count` files are done
 * (by default every upload item of the queue shown for it).
 */
export async function uploadFolder(page: Page, folder: string, count: number): Promise<void> {
  await page.getByTestId("menu-datasets").click();
  await page.getByTestId("datasets-private").waitFor();
  await page.getByTestId("files-upload").click();
  await page.getByTestId("uploader").waitFor();
  await page.getByTestId("uploader-folder-input").setInputFiles(folder);
  await page
    .locator("[data-testid=uploader-item][data-phase=done]")
    .nth(count - 1)
    .waitFor({ timeout: 60_000 });
}

/** The interface language the web stores (`crucible.lang`). */
export type Language = "en" | "zh";

/**
 * Stores the language for the page's origin: the next load (reload, navigation) shows it. The page
 * must have loaded the site.
 */
export async function storeLanguage(page: Page, lang: Language): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem("crucible.lang", value), lang);
}

/**
 * Every document the page loads from now on starts in `lang`, over any language pinned before (the
 * last init script wins); a page already on the site stores it too.
 */
export async function pinLanguage(page: Page, lang: Language): Promise<void> {
  if (page.url().startsWith("http")) await storeLanguage(page, lang);
  await page.addInitScript((value) => window.localStorage.setItem("crucible.lang", value), lang);
}

/** The context's (or the page's) documents start in `lang` unless the scenario stored another one. */
export async function defaultLanguage(target: BrowserContext | Page, lang: Language): Promise<void> {
  await target.addInitScript((value) => {
    if (!window.localStorage.getItem("crucible.lang")) window.localStorage.setItem("crucible.lang", value);
  }, lang);
}
