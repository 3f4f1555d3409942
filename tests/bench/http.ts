/**
 * HTTP compression (issue 8 item 8): bytes a browser transfers for the public home (index.html and
 * the JavaScript and CSS it loads; fonts and API answers apart), as sent (brotli from the build's
 * precompressed copies) and as the files are. Chromium through playwright-core loads the page from a
 * fresh context, so nothing comes from its cache. Figures only; the goal is under 500 KB.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../../gateway/src/app.js";
import { loadConfig } from "../../gateway/src/config.js";
import { chromiumMissing, launchBrowser } from "../e2e/harness.js";

interface Totals {
  count: number;
  sent: number;
  decoded: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** Groups a resource by what the goal counts: the page and its code, fonts, API answers, the rest. */
function groupOf(resourceType: string): string {
  if (resourceType === "document" || resourceType === "script" || resourceType === "stylesheet")
    return "html+js+css";
  if (resourceType === "font") return "fonts";
  if (resourceType === "fetch" || resourceType === "xhr") return "api";
  return "other";
}

export async function runHttpBenchmarks(): Promise<void> {
  console.log("(e) HTTP compression");
  const config = loadConfig({ CRUCIBLE_DATA_DIR: "unused", CRUCIBLE_WARM_UP: "false" });
  if (!existsSync(path.join(config.webDist, "index.html"))) {
    console.log("    skipped: the web client is not built (npm run build)");
    return;
  }
  const missing = chromiumMissing();
  if (missing) {
    console.log(`    skipped: ${missing}`);
    return;
  }
  // Launched before the gateway: a browser that cannot start leaves nothing else running.
  const browser = await launchBrowser();
  const work = await mkdtemp(path.join(tmpdir(), "crucible-bench-http-"));
  const app = await createApp({
    config: loadConfig({ CRUCIBLE_DATA_DIR: work, CRUCIBLE_WARM_UP: "false", CRUCIBLE_SCHEDULER: "false" }),
    pgliteDir: "memory://",
    logger: false,
  });
  await app.server.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.addresses()[0];
  if (!address || typeof address === "string") throw new Error("not listening on a port");
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const finished: Promise<void>[] = [];
    const totals = new Map<string, Totals>();
    page.on("requestfinished", (request) => {
      finished.push(
        (async () => {
          const response = await request.response();
          if (!response) return;
          const sizes = await request.sizes();
          const body = await response.body().catch(() => Buffer.alloc(0));
          const group = groupOf(request.resourceType());
          const total = totals.get(group) ?? { count: 0, sent: 0, decoded: 0 };
          total.count += 1;
          total.sent += sizes.responseBodySize;
          total.decoded += body.length;
          totals.set(group, total);
        })(),
      );
    });
    await page.goto(`http://127.0.0.1:${address.port}/`, { waitUntil: "networkidle" });
    await Promise.all(finished);
    for (const group of ["html+js+css", "fonts", "api", "other"]) {
      const total = totals.get(group);
      if (!total) continue;
      const ratio = total.decoded > 0 ? ` (${((100 * total.sent) / total.decoded).toFixed(0)}%)` : "";
      console.log(
        `    public home ${group}: ${total.count} responses, ${kb(total.sent)} transferred vs ${kb(total.decoded)} uncompressed${ratio}`,
      );
    }
    const code = totals.get("html+js+css");
    if (code) {
      console.log(
        `    goal: html+js+css under 500 KB transferred: ${code.sent < 500 * 1024 ? "met" : "NOT met"} (${kb(code.sent)})`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
    await app.close();
    await rm(work, { recursive: true, force: true });
  }
}
