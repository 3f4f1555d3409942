/**
 * A small e2e harness: starts the real gateway as a child process on a free port with its own data
 * folder, drives Debian's Chromium through playwright-core, and prints "N passed, N failed".
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
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
  const deadline = Date.now() + startTimeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`gateway exited: ${log.join("")}`);
      try {
        const response = await fetch(`${url}/healthz`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        throw new Error(
          `gateway did not start within ${startTimeoutMs} ms (pid ${child.pid}): ${log.join("")}`,
        );
      }
      await new Promise((r) => setTimeout(r, 250));
    }
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
 * from a real screenshot of the stage decoded in the page. NGL renders asynchronously: this waits for
 * the count to settle.
 */
export async function drawnPixels(page: Page, within: Locator): Promise<number> {
  const stage = within.getByTestId("view-stage");
  let last = -1;
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const png = await stage.screenshot();
    const count = await page.evaluate(async (base64) => {
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
    if (count === last && count > 0) return count;
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return last;
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
